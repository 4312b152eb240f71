package org.arithmos.accounts.persistence;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.transaction.annotation.Transactional;

public interface LoginThrottleRepository extends JpaRepository<LoginThrottleEntity, LoginThrottleEntity.Key> {

    @Query("select count(t) > 0 from LoginThrottleEntity t where t.key.device = :device and t.lastSuccess > :since")
    boolean anySuccessOn(@Param("device") String device, @Param("since") java.time.Instant since);

    @Modifying
    @Transactional
    @Query("delete from LoginThrottleEntity t where t.key.accountId = :account")
    void deleteAllOf(@Param("account") long account);
}
