package org.arithmos.classroom.persistence;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ClassRepository extends JpaRepository<ClassEntity, Long> {

    List<ClassEntity> findByTeacherIdOrderByArchivedAscNameAsc(long teacherId);

    List<ClassEntity> findAllByOrderByArchivedAscNameAsc();

    Optional<ClassEntity> findByCode(String code);
}
