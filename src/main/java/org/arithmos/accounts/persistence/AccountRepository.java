package org.arithmos.accounts.persistence;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

public interface AccountRepository extends JpaRepository<AccountEntity, Long> {

    Optional<AccountEntity> findByUsernameIgnoreCase(String username);

    java.util.List<AccountEntity> findByClassIdOrderByDisplayNameAsc(Long classId);

    java.util.List<AccountEntity> findByRoleOrderByDisplayNameAsc(org.arithmos.accounts.Role role);
}
