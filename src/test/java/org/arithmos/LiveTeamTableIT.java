package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * A live Nambarz table in French and Italian (docs/decisions/0018): the teacher gives Sami brackets while Léa
 * stays at "+ and −"; they sit in one team with two robots in the other, each judged and helped at their own
 * level, partners seeing each other's hand; Sami's computer goes off, a robot plays for him after the grace
 * time, and he comes back from My games and plays on. Its own app: the table is left playing.
 */
class LiveTeamTableIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void partnersAtTheirOwnLevelsAndAPupilWhoLeavesAndComesBack() throws Exception {
        // The teacher gives Sami brackets; Léa stays at "+ and −" (the class's level): a mixed-ability table.
        try (Browser teacher = Browser.open("fr-FR", 1366, 900)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname === '/classes'");
            teacher.awaitTrue("return [...document.querySelectorAll('a.class-tile')].some(t => t.textContent.includes('Dolphins'))");
            teacher.driver.findElements(By.cssSelector("a.class-tile")).stream()
                    .filter(tile -> tile.getText().contains("Dolphins")).findFirst().orElseThrow().click();
            teacher.await("class-level");
            String samiLevel = (String) teacher.js("return [...document.querySelectorAll('.pupil-row')]"
                    + ".find(r => r.querySelector('.pupil-row-name').textContent.trim() === 'Sami')"
                    + ".querySelector('[id^=pupil-level-]').id");
            teacher.click(samiLevel);
            teacher.chooseRadio("pupil-level-step", 3); // as the class, + and −, all four, brackets
            teacher.click("pupil-level-save");
            teacher.awaitTrue("return [...document.querySelectorAll('.pupil-row')]"
                    + ".some(r => r.textContent.includes('Sami') && r.querySelector('.pupil-own-level') !== null)");
        }

        Browser sami = Browser.open("it-IT", 1366, 768);
        try (Browser lea = Browser.open("fr-FR", 1366, 768)) {
            Logins.lea(lea, app);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", LiveTableIT.SAMI_PICTURES);
            sami.awaitTrue("return location.pathname === '/play'");

            // Four players in two teams of two (NZ-TEAM-1): Léa and Sami, then two robots; a seat waits 30 s.
            lea.click("nav-together");
            lea.await("open-table");
            LiveTableIT.chooseItem(lea, "live-players", 2);
            LiveTableIT.chooseItem(lea, "live-teams", 1);
            LiveTableIT.chooseItem(lea, "live-grace", 0);
            lea.screenshot("live-lobby-teams-fr");
            lea.click("open-table");
            String code = lea.awaitTableCode();
            sami.click("nav-together");
            sami.click("join-" + code);
            lea.awaitTrue("return document.getElementById('table-" + code + "').textContent.includes('Sami')");
            lea.click("start-" + code);
            lea.await("hand");
            sami.await("hand");

            // Partners consult (learning mode): each sees the other's hand, never a robot's.
            lea.awaitContains("partner-1", "Sami");
            sami.awaitContains("partner-0", "Léa");
            for (Browser b : List.of(lea, sami)) {
                assertThat(b.driver.findElements(By.cssSelector("#partner-2, #partner-3"))).isEmpty();
                assertThat(b.js("return [...document.querySelectorAll('[data-card]')].filter(e => !e.closest('#hand')"
                        + " && !e.closest('#pile-area') && !e.closest('.live-partner')).length")).isEqualTo(0L);
            }
            // Each at their own level: Léa builds with + and − only, Sami has × ÷ and brackets too.
            assertThat(lea.shown("op-plus")).isTrue();
            assertThat(lea.shown("op-times")).isFalse();
            assertThat(lea.shown("op-open")).isFalse();
            assertThat(sami.shown("op-times")).isTrue();
            assertThat(sami.shown("op-divide")).isTrue();
            assertThat(sami.shown("op-open")).isTrue();
            lea.screenshot("live-team-lea-fr");
            sami.screenshot("live-team-sami-it");

            // Sami's computer goes off: after the grace time a robot plays his seat, and Léa's screen says so.
            sami.close();
            LiveTableIT.within(Duration.ofSeconds(150), () -> {
                if (LiveTableIT.myTurn(lea)) {
                    LiveTableIT.playATurn(lea);
                }
                return Boolean.TRUE.equals(lea.js("const e = document.getElementById('seat-1');"
                        + " return e !== null && e.textContent.includes('un robot joue');"));
            });
            int said = LiveTableIT.said(lea);
            LiveTableIT.within(Duration.ofSeconds(90), () -> {
                if (LiveTableIT.myTurn(lea)) {
                    LiveTableIT.playATurn(lea);
                }
                return LiveTableIT.said(lea) > said + 1;
            });
            lea.screenshot("live-team-stand-in-fr");

            // He comes back from My games and takes his seat back at once, then plays on.
            sami = Browser.open("it-IT", 1366, 768);
            Logins.pupil(sami, app, Logins.CLASS_CODE, "Sami", LiveTableIT.SAMI_PICTURES);
            sami.click("nav-games");
            sami.await("my-games");
            String tableId = lea.driver.getCurrentUrl().replaceAll(".*/live/", "");
            sami.awaitTrue("return document.querySelector(\"[data-game='" + tableId + "']\") !== null");
            String resume = (String) sami.js("return document.querySelector(\"[data-game='" + tableId + "']\").id");
            sami.click(resume);
            sami.await("hand");
            lea.awaitTrue("return !document.getElementById('seat-1').textContent.includes('un robot joue')");
            Browser back = sami;
            LiveTableIT.within(Duration.ofSeconds(120), () -> {
                if (LiveTableIT.myTurn(lea)) {
                    LiveTableIT.playATurn(lea);
                    return false;
                }
                if (LiveTableIT.myTurn(back)) {
                    LiveTableIT.playATurn(back);
                    return true;
                }
                return false;
            });
            sami.screenshot("live-team-back-it");
        } finally {
            try {
                sami.close();
            } catch (RuntimeException alreadyClosed) {
                // his first browser was closed on purpose above
            }
        }
    }
}
