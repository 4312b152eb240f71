package org.arithmos.classroom.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A class's level (all fields set) or a pupil's own (null fields follow the class). */
@Entity
@Table(name = "play_level")
public class PlayLevelEntity {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
    @Column(name = "class_id")
    private Long classId;
    @Column(name = "pupil_id")
    private Long pupilId;
    private String games;
    private String operations;
    private Boolean parentheses;
    @Column(name = "joker_level")
    private String jokerLevel;
    @Column(name = "hints_allowed")
    private Boolean hintsAllowed;
    @Column(name = "bot_level")
    private String botLevel;

    protected PlayLevelEntity() {
    }

    public static PlayLevelEntity ofClass(long classId) {
        PlayLevelEntity e = new PlayLevelEntity();
        e.classId = classId;
        return e;
    }

    public static PlayLevelEntity ofPupil(long pupilId) {
        PlayLevelEntity e = new PlayLevelEntity();
        e.pupilId = pupilId;
        return e;
    }

    public String games() {
        return games;
    }

    public String operations() {
        return operations;
    }

    public Boolean parentheses() {
        return parentheses;
    }

    public String jokerLevel() {
        return jokerLevel;
    }

    public Boolean hintsAllowed() {
        return hintsAllowed;
    }

    public String botLevel() {
        return botLevel;
    }

    public void set(String games, String operations, Boolean parentheses, String jokerLevel, Boolean hintsAllowed,
                    String botLevel) {
        this.games = games;
        this.operations = operations;
        this.parentheses = parentheses;
        this.jokerLevel = jokerLevel;
        this.hintsAllowed = hintsAllowed;
        this.botLevel = botLevel;
    }
}
