package org.arithmos.classroom.persistence;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

public interface LinkCodeRepository extends JpaRepository<LinkCodeEntity, String> {

    Optional<LinkCodeEntity> findByPupilId(long pupilId);
}
