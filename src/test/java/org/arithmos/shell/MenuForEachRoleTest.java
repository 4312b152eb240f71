package org.arithmos.shell;

import static com.github.mvysny.kaributesting.v10.LocatorJ._get;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.mvysny.kaributesting.v10.Routes;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.spring.security.AuthenticationContext;
import java.util.List;
import java.util.UUID;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.CurrentUser;
import org.arithmos.accounts.Role;
import org.arithmos.accounts.SystemTask;
import org.arithmos.classgame.ClassGameService;
import org.arithmos.classroom.ClassroomService;
import org.arithmos.classroom.GameKind;
import org.arithmos.classroom.LevelService;
import org.arithmos.testing.MockLogin;
import org.arithmos.testing.TestSchool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;

/**
 * The menu holds only what its user may open (the views deny the rest anyway): a page that is not for them is
 * not in their page at all, not hidden in it, so that a pupil's browser gets no teacher's or admin's link and
 * the page is lighter (issue 12, "What one pupil holds").
 */
@SpringBootTest(properties = "arithmos.data-dir=./target/test-data")
class MenuForEachRoleTest {

    private static final Routes ROUTES = new Routes().autoDiscoverViews("org.arithmos");
    private static final List<String> EVERYONE = List.of("nav-home", "nav-rules", "nav-accessibility");

    @Autowired
    private ApplicationContext context;
    @Autowired
    private AccountService accounts;
    @Autowired
    private ClassroomService classroom;
    @Autowired
    private LevelService levels;

    @AfterEach
    void close() {
        MockLogin.close();
    }

    @Test
    void aPupilHasTheirOwnPagesAndTheGamesOfTheirLevelOnly() {
        Account pupil = new TestSchool(accounts, classroom).pupilPlaying(levels, GameKind.MULTICARTES);
        open(pupil);

        assertThat(menu()).containsAll(EVERYONE)
                .contains("nav-together", "nav-play", "nav-multicartes", "nav-games", "nav-progress")
                .doesNotContain("nav-nain-jaune", "nav-krambambuli", "nav-classes", "nav-admin", "nav-children",
                        "nav-privacy");
    }

    @Test
    void aTeacherHasTheirClassesAndEveryGame() {
        open(new TestSchool(accounts, classroom).teacher());

        assertThat(menu()).containsAll(EVERYONE)
                .contains("nav-classes", "nav-play", "nav-multicartes", "nav-nain-jaune", "nav-krambambuli", "nav-games")
                .doesNotContain("nav-admin", "nav-privacy", "nav-children", "nav-together", "nav-progress");
    }

    @Test
    void anAdminHasTheSchoolsPagesAndAParentTheirChildren() {
        Account admin = SystemTask.run(() -> accounts.create("a-" + UUID.randomUUID(), "Admin", Role.ADMIN, "secret-123"));
        open(admin);
        assertThat(menu()).contains("nav-admin", "nav-privacy", "nav-classes").doesNotContain("nav-children");
        MockLogin.close();

        open(new TestSchool(accounts, classroom).parent());
        assertThat(menu()).contains("nav-children").doesNotContain("nav-admin", "nav-classes", "nav-together");
    }

    @Test
    void theBarsButtonsSayWhoIsInTheLanguageAndTheColourAndSwitchThem() {
        Account pupil = new TestSchool(accounts, classroom).pupilPlaying(levels);
        open(pupil);
        UI.getCurrent().setLocale(java.util.Locale.ENGLISH);
        BarButtons buttons = _get(BarButtons.class);
        assertThat(bar(buttons)).contains("id=\"account-button\"", "Log out (" + pupil.displayName() + ")",
                "vaadin:sign-out", "id=\"lang-en\" lang=\"en\" theme=\"primary\" aria-pressed=\"true\"",
                "id=\"lang-fr\" lang=\"fr\" theme=\"tertiary\" aria-pressed=\"false\"",
                "aria-label=\"FR Français\"", "<vaadin-tooltip for=\"lang-fr\" text=\"Français\">",
                "id=\"color-scheme-toggle\" theme=\"tertiary icon\" aria-pressed=\"false\" aria-label=\"Switch to dark mode\"");

        buttons.act("lang:fr");
        assertThat(UI.getCurrent().getLocale().getLanguage()).isEqualTo("fr");
        assertThat(bar(buttons)).contains("id=\"lang-fr\" lang=\"fr\" theme=\"primary\" aria-pressed=\"true\"");
        buttons.act("lang:xx"); // no such language: nothing changes
        buttons.act("<img src=x>");
        assertThat(UI.getCurrent().getLocale().getLanguage()).isEqualTo("fr");

        buttons.act("scheme");
        assertThat(bar(buttons)).contains("id=\"color-scheme-toggle\" theme=\"tertiary icon\" aria-pressed=\"true\"",
                "vaadin:sun-o");
    }

    private static String bar(BarButtons buttons) {
        return Markup.html(buttons);
    }

    /** The frame of every page, as {@code who} gets it (Karibu's routes leave the app's layout out: made here). */
    private void open(Account who) {
        MockLogin.open(context, ROUTES, who, "accessibility");
        UI.getCurrent().add(new MainLayout(context.getBean(AuthenticationContext.class), context.getBean(CurrentUser.class),
                levels, context.getBean(ClassGameService.class)));
    }

    /** Every item in the page's menu. */
    private static List<String> menu() {
        return _get(AppMenu.class).ids();
    }
}
