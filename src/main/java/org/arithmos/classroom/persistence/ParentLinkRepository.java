package org.arithmos.classroom.persistence;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ParentLinkRepository extends JpaRepository<ParentLinkEntity, ParentLinkEntity.Key> {

    List<ParentLinkEntity> findByKeyParentId(long parentId);

    List<ParentLinkEntity> findByKeyPupilId(long pupilId);
}
