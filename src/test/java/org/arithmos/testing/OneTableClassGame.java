package org.arithmos.testing;

import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.SchoolClass;
import org.arithmos.engine.nambarz.NambarzOptions;
import org.arithmos.nambarz.NzTableGame;
import org.arithmos.tables.TableService;

/**
 * The smallest class game, for the class game screens' tests: a new teacher's class with one pupil, and a Nambarz
 * class game of one table (the pupil and robots, beginners, common deal off) that the teacher started.
 */
public record OneTableClassGame(Account teacher, SchoolClass schoolClass, Account pupil, UUID id) {

    /** The table the class games here deal: Nambarz with 3 players, played to its end, robots at 600 ms. */
    public static final TableService.NewTable NAMBARZ = new TableService.NewTable(NzTableGame.KIND,
            NambarzOptions.of(3).notation(), 3, "GAME", false, 600, 0);

    public static OneTableClassGame start(AccountService accounts, ClassroomService classroom,
                                          ClassGameService classGames) {
        TestSchool school = new TestSchool(accounts, classroom);
        Account teacher = school.teacher();
        SchoolClass c = school.classOf(teacher);
        Account pupil = school.pupilIn(teacher, c).pupil();
        OneTableClassGame game = new OneTableClassGame(teacher, c, pupil, null);
        return new OneTableClassGame(teacher, c, pupil, game.startAnother(classGames));
    }

    /** One more class game of the same class and pupil, started by the same teacher. */
    public UUID startAnother(ClassGameService classGames) {
        return TestSchool.as(teacher, () -> classGames.start(schoolClass.id(), new ClassGameService.NewClassGame(
                NAMBARZ, false, "BEGINNER", List.of(List.of(pupil.id())))));
    }
}
