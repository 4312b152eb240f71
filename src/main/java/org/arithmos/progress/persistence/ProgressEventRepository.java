package org.arithmos.progress.persistence;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ProgressEventRepository extends JpaRepository<ProgressEventEntity, Long> {

    List<ProgressEventEntity> findByPupilIdOrderByOccurredAtAscIdAsc(long pupilId);
}
