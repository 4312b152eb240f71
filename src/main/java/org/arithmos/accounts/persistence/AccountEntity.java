package org.arithmos.accounts.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.Role;

@Entity
@Table(name = "account")
public class AccountEntity {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true, length = 64)
    private String username;

    @Column(name = "display_name", nullable = false, length = 80)
    private String displayName;

    @Column(name = "password_hash", nullable = false, length = 100)
    private String passwordHash;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private Role role;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "class_id")
    private Long classId;

    @Column(name = "picture_secret_box", length = 200)
    private String pictureSecretBox;

    private Integer face;

    protected AccountEntity() {
    }

    public AccountEntity(String username, String displayName, Role role, String passwordHash, Instant createdAt) {
        this.username = username;
        this.displayName = displayName;
        this.role = role;
        this.passwordHash = passwordHash;
        this.createdAt = createdAt;
    }

    public Account toAccount() {
        return new Account(id, username, displayName, role, classId, face == null ? 0 : face);
    }

    public String passwordHash() {
        return passwordHash;
    }

    public String pictureSecretBox() {
        return pictureSecretBox;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public void setPassword(String hash) {
        this.passwordHash = hash;
    }

    public void setPictureSecret(String hash, String box) {
        this.passwordHash = hash;
        this.pictureSecretBox = box;
    }

    public void setDisplayName(String displayName) {
        this.displayName = displayName;
    }

    public void setClassId(Long classId) {
        this.classId = classId;
    }

    public void setFace(int face) {
        this.face = face;
    }
}
