package org.arithmos.classroom;

import org.arithmos.classroom.persistence.PlayLevelEntity;
import org.arithmos.classroom.persistence.PlayLevelRepository;
import org.arithmos.engine.arithmetic.OperationSet;
import org.arithmos.engine.bots.BotLevel;
import org.arithmos.engine.nambarz.JokerLevel;
import org.springframework.stereotype.Component;

/** Levels as stored: a class's (complete) and a pupil's own (null fields follow the class). */
@Component
class Levels {

    private final PlayLevelRepository rows;

    Levels(PlayLevelRepository rows) {
        this.rows = rows;
    }

    void createFor(long classId) {
        PlayLevelEntity e = PlayLevelEntity.ofClass(classId);
        write(e, Level.STARTING);
        rows.save(e);
    }

    Level ofClass(Long classId) {
        if (classId == null) {
            return Level.STARTING;
        }
        return rows.findByClassId(classId).map(Levels::read).orElse(Level.STARTING);
    }

    LevelChange ofPupil(long pupilId) {
        return rows.findByPupilId(pupilId).map(e -> new LevelChange(
                e.games() == null ? null : Level.parseGames(e.games()),
                e.operations() == null ? null : OperationSet.parse(e.operations()),
                e.parentheses(), e.jokerLevel() == null ? null : JokerLevel.valueOf(e.jokerLevel()),
                e.hintsAllowed(), e.botLevel() == null ? null : BotLevel.valueOf(e.botLevel())))
                .orElse(LevelChange.FOLLOW_CLASS);
    }

    void setClass(long classId, Level level) {
        PlayLevelEntity e = rows.findByClassId(classId).orElseGet(() -> PlayLevelEntity.ofClass(classId));
        write(e, level);
        rows.save(e);
    }

    void setPupil(long pupilId, LevelChange change) {
        PlayLevelEntity e = rows.findByPupilId(pupilId).orElseGet(() -> PlayLevelEntity.ofPupil(pupilId));
        e.set(change.games() == null ? null : Level.gamesText(change.games()),
                change.operations() == null ? null : change.operations().code(), change.parentheses(),
                change.jokers() == null ? null : change.jokers().name(), change.hintsAllowed(),
                change.bots() == null ? null : change.bots().name());
        rows.save(e);
    }

    private static void write(PlayLevelEntity e, Level level) {
        e.set(Level.gamesText(level.games()), level.operations().code(), level.parentheses(), level.jokers().name(),
                level.hintsAllowed(), level.bots().name());
    }

    private static Level read(PlayLevelEntity e) {
        return new Level(Level.parseGames(e.games()), OperationSet.parse(e.operations()),
                Boolean.TRUE.equals(e.parentheses()), JokerLevel.valueOf(e.jokerLevel()),
                Boolean.TRUE.equals(e.hintsAllowed()), BotLevel.valueOf(e.botLevel()));
    }
}
