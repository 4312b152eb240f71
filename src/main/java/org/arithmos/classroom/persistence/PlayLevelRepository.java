package org.arithmos.classroom.persistence;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

public interface PlayLevelRepository extends JpaRepository<PlayLevelEntity, Long> {

    Optional<PlayLevelEntity> findByClassId(long classId);

    Optional<PlayLevelEntity> findByPupilId(long pupilId);
}
