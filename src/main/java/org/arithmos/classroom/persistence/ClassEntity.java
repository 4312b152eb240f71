package org.arithmos.classroom.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "school_class")
public class ClassEntity {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
    @Column(name = "teacher_id", nullable = false)
    private long teacherId;
    @Column(nullable = false, length = 80)
    private String name;
    @Column(nullable = false, unique = true, length = 16)
    private String code;
    @Column(nullable = false)
    private boolean archived;
    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected ClassEntity() {
    }

    public ClassEntity(long teacherId, String name, String code, Instant createdAt) {
        this.teacherId = teacherId;
        this.name = name;
        this.code = code;
        this.createdAt = createdAt;
    }

    public long id() {
        return id;
    }

    public long teacherId() {
        return teacherId;
    }

    public String name() {
        return name;
    }

    public String code() {
        return code;
    }

    public boolean archived() {
        return archived;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public void rename(String name) {
        this.name = name;
    }

    public void archive(boolean archived) {
        this.archived = archived;
    }
}
