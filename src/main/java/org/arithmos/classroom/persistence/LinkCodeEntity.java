package org.arithmos.classroom.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** The code a teacher gives a pupil's parents, to link their account to the child. */
@Entity
@Table(name = "link_code")
public class LinkCodeEntity {

    @Id
    @Column(length = 16)
    private String code;
    @Column(name = "pupil_id", nullable = false, unique = true)
    private long pupilId;
    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected LinkCodeEntity() {
    }

    public LinkCodeEntity(String code, long pupilId, Instant createdAt) {
        this.code = code;
        this.pupilId = pupilId;
        this.createdAt = createdAt;
    }

    public String code() {
        return code;
    }

    public long pupilId() {
        return pupilId;
    }
}
