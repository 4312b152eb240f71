package org.arithmos.classroom.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;

@Entity
@Table(name = "parent_link")
public class ParentLinkEntity {

    @Embeddable
    public record Key(@Column(name = "parent_id") long parentId, @Column(name = "pupil_id") long pupilId)
            implements Serializable {
    }

    @EmbeddedId
    private Key key;
    @Column(name = "linked_at", nullable = false)
    private Instant linkedAt;

    protected ParentLinkEntity() {
    }

    public ParentLinkEntity(long parentId, long pupilId, Instant linkedAt) {
        this.key = new Key(parentId, pupilId);
        this.linkedAt = linkedAt;
    }

    public long parentId() {
        return key.parentId();
    }

    public long pupilId() {
        return key.pupilId();
    }
}
