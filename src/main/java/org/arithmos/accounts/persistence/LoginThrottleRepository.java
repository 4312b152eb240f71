package org.arithmos.accounts.persistence;

import jakarta.persistence.LockModeType;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.transaction.annotation.Transactional;

public interface LoginThrottleRepository extends JpaRepository<LoginThrottleEntity, LoginThrottleEntity.Key> {

    /** The count, locked until the transaction ends: two nodes counting the same account wait for each other. */
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    @Query("select t from LoginThrottleEntity t where t.key.accountId = :account and t.key.device = :device")
    Optional<LoginThrottleEntity> findForUpdate(@Param("account") long account, @Param("device") String device);

    @Query("select count(t) > 0 from LoginThrottleEntity t where t.key.device = :device and t.lastSuccess > :since")
    boolean anySuccessOn(@Param("device") String device, @Param("since") java.time.Instant since);

    @Modifying
    @Transactional
    @Query("delete from LoginThrottleEntity t where t.key.accountId = :account")
    void deleteAllOf(@Param("account") long account);
}
