package org.arithmos.accounts.persistence;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface LoginThrottleRepository extends JpaRepository<LoginThrottleEntity, LoginThrottleEntity.Key> {

    @Modifying
    @Query("delete from LoginThrottleEntity t where t.key.accountId = :account")
    void deleteAllOf(@Param("account") long account);
}
