package org.arithmos.classgame;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.arithmos.classgame.ClassGameException.Problem;
import org.arithmos.classgame.persistence.ClassGameStore;
import org.arithmos.tables.TableMark;
import org.arithmos.tables.TableOverview;
import org.arithmos.tables.TableService;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The projector's short-lived link (issue 15 §4, docs/decisions/0028): the teacher opens the projector view on
 * the classroom's computer without signing in there. A link is a random token of 256 bits; only its SHA-256 is
 * stored, in the database (any node opens it). It opens the projector while the class game is played, for
 * {@link #LIFETIME} at most, until the teacher stops every link of the game. Whoever holds it sees exactly what
 * the projector shows: standings, cards left, master strokes, first names; no hand, no mistake, no surname.
 */
@Service
public class ProjectorLinks {

    /** A lesson, with room to spare: a link forgotten on a shared computer opens nothing the next day. */
    public static final Duration LIFETIME = Duration.ofHours(3);

    private final ClassGameService classGames;
    private final ClassGameStore store;
    private final ClassGameHub hub;
    private final TableService tables;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    ProjectorLinks(ClassGameService classGames, ClassGameStore store, ClassGameHub hub, TableService tables,
                   TransactionTemplate tx, Clock clock) {
        this.classGames = classGames;
        this.store = store;
        this.hub = hub;
        this.tables = tables;
        this.tx = tx;
        this.clock = clock;
    }

    /** A new link: its token (shown once, never stored) and until when it opens the projector. */
    public record Link(String token, Instant until) {
    }

    /** What the projector shows: the game's kind, each table's public facts (no mistake), names hidden or not. */
    public record Projection(String kind, List<TableOverview> tables, boolean namesHidden) {
    }

    /** The class's teacher (or an admin) opens a new link to the projector of a class game being played. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public Link open(UUID classGameId) {
        ClassGame game = classGames.find(classGameId);
        if (game.over()) {
            throw new ClassGameException(Problem.OVER, "the class game is over");
        }
        byte[] secret = new byte[32];
        random.nextBytes(secret);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        // To the second: what the database keeps of it reads back the same.
        Instant until = clock.instant().plus(LIFETIME).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        tx.executeWithoutResult(s -> store.addProjectorLink(game.id(), hash(token), until));
        return new Link(token, until);
    }

    /** Until when a link of the class game still opens its projector, if one does. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public Optional<Instant> openUntil(UUID classGameId) {
        ClassGame game = classGames.find(classGameId);
        return game.over() ? Optional.empty() : tx.execute(s -> store.projectorLinkUntil(game.id(), clock.instant()));
    }

    /** The teacher stops every link of the class game: the screens they opened say so at their next news. */
    @PreAuthorize("hasAnyRole('TEACHER','ADMIN')")
    public void revoke(UUID classGameId) {
        ClassGame game = classGames.find(classGameId);
        tx.executeWithoutResult(s -> store.revokeProjectorLinks(game.id()));
        hub.changed(game.classId());
    }

    /**
     * The projector for whoever holds a valid link, signed in or not (the link is the permission). An unknown,
     * expired or stopped link, or a class game over, is NOT_FOUND: nothing tells which.
     */
    @PreAuthorize("permitAll()")
    public Projection show(String token) {
        ClassGameStore.ClassGameRow game = valid(token);
        List<TableOverview> shown = tx.execute(s -> store.tables(game.id())).stream().map(tables::projected)
                .map(ProjectorLinks::withoutMistakes).toList();
        return new Projection(game.kind(), shown, Boolean.TRUE.equals(tx.execute(s -> store.namesHidden(game.id()))));
    }

    /** Whoever holds a valid link hides (or shows) the first names on the projector: kept for every reload. */
    @PreAuthorize("permitAll()")
    public void hideNames(String token, boolean hidden) {
        ClassGameStore.ClassGameRow game = valid(token);
        tx.executeWithoutResult(s -> store.hideNames(game.id(), hidden));
        hub.changed(game.classId());
    }

    /** A link's screen is told of every move at the class game's tables and of its end; run the action when it goes. */
    @PreAuthorize("permitAll()")
    public Runnable watch(String token, Runnable onChange) {
        long classId = valid(token).classId();
        Runnable plays = tables.followClassPlay(classId, onChange);
        Runnable games = hub.watch(classId, onChange);
        return () -> {
            plays.run();
            games.run();
        };
    }

    private ClassGameStore.ClassGameRow valid(String token) {
        if (token == null || token.length() != 43) {
            throw new ClassGameException(Problem.NOT_FOUND, "no such link");
        }
        return tx.execute(s -> store.byProjectorLink(hash(token), clock.instant()))
                .orElseThrow(() -> new ClassGameException(Problem.NOT_FOUND, "no such link"));
    }

    /** The projector names no mistake (the class sees who shines, not who slipped): they do not even reach it. */
    private static TableOverview withoutMistakes(TableOverview t) {
        return new TableOverview(t.id(), t.code(), t.kind(), t.status(), t.seats().stream()
                .map(s -> new TableOverview.Seat(s.seat(), s.name(), s.robot(), s.standIn(), s.cardsLeft(), Map.of()))
                .toList(), t.toMove(), null, t.moves(),
                t.marks().stream().filter(m -> m.kind() == TableMark.Kind.MASTER_STROKE).toList(), t.places());
    }

    private static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is in every JVM", e);
        }
    }
}
