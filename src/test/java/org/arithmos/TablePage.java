package org.arithmos;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The Nambarz table, driven through the UI only, as a pupil would: click cards, operators and buttons.
 * Element ids are the table's own (hand-N, op-plus, play, draw, pass, hint, check, ...).
 */
final class TablePage {

    private final Browser browser;

    TablePage(Browser browser) {
        this.browser = browser;
    }

    /**
     * Opens the new-game page with a known deal and starts: 4 players, learning mode, fast bots. The game is a
     * private live table (decision 0018, step 3), at {@code live/<id>}.
     */
    TablePage start(RunningApp app, long seed, boolean gameMode) {
        browser.driver.get(app.uri("/play?seed=" + seed).toString());
        browser.await("start-game");
        choose("pace", 2);
        if (gameMode) {
            choose("mode", 1);
        }
        browser.click("start-game");
        browser.awaitTrue("return location.pathname.startsWith('/live/')");
        browser.await("hand");
        return this;
    }

    /** Clicks the n-th choice (from 0) of a radio group (Vaadin's, or the browser's own in a fieldset). */
    void choose(String group, int index) {
        List<WebElement> buttons = browser.await(group).findElements(By.cssSelector("vaadin-radio-button, input[type=radio]"));
        browser.js("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click()", buttons.get(index));
    }

    boolean present(String id) {
        return browser.shown(id);
    }

    /** The text of an element; found again when a robot's move (pushed at any moment) redrew it meanwhile. */
    String text(String id) {
        for (int tries = 1; ; tries++) {
            try {
                return browser.await(id).getText();
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (tries == 5) {
                    throw e;
                }
            }
        }
    }

    boolean myTurn() {
        browser.awaitServer();
        return Boolean.TRUE.equals(browser.js("""
                const open = id => { const e = document.getElementById(id); return e && e.offsetParent !== null; };
                const seat = document.getElementById('seat-0');
                return !open('round-dialog') && !open('explanation-dialog') && seat
                    && seat.classList.contains('seat-turn')
                    && document.querySelector('#hand .card-view[aria-disabled="false"]') !== null;"""));
    }

    boolean over() {
        return Boolean.TRUE.equals(browser.js("const p = document.getElementById('turn-prompt');"
                + " return p && p.textContent === arguments[0];", prompt("over")));
    }

    private String prompt(String which) {
        return switch (which) {
            case "over" -> "The game is over.";
            default -> throw new IllegalArgumentException(which);
        };
    }

    /** Waits until the pupil may play, closing round and penalty dialogs on the way; false when over. */
    boolean awaitMyTurn(Duration limit) throws InterruptedException {
        Instant end = Instant.now().plus(limit);
        while (Instant.now().isBefore(end)) {
            if (present("explanation-dialog")) {
                browser.clickIfShown("explanation-ok");
            } else if (present("round-dialog")) {
                browser.clickIfShown("round-continue");
            } else if (over()) {
                return false;
            } else if (myTurn()) {
                return true;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the pupil's turn did not come within " + limit);
    }

    /** Asks for a hint and plays it through the UI (cards, operators, play / draw / keep). */
    void playTheHint() throws InterruptedException {
        int before = ((Number) browser.js(
                "return Number(document.getElementById('narration').dataset.said || 0)")).intValue();
        browser.click("hint");
        browser.awaitTrue("return Number(document.getElementById('narration').dataset.said || 0) > " + before);
        List<WebElement> saidLines = browser.driver.findElements(By.cssSelector("#narration p"));
        String said = saidLines.getLast().getText();
        switch (said) {
            case "Hint: draw a card." -> browser.click("draw");
            case "Hint: end your turn." -> browser.click("pass");
            default -> playCards(said.replaceFirst("^Hint: try ", "").replaceFirst("\\.$", ""));
        }
    }

    /** "7 − 4": the hinted cards in that order with those operators; one hinted card: that card. */
    private void playCards(String hint) {
        List<WebElement> hinted = browser.driver.findElements(By.cssSelector("#hand .card-hinted"));
        if (hinted.size() == 1) {
            clickCard(hinted.getFirst());
        } else {
            List<WebElement> left = new ArrayList<>(hinted);
            for (String token : hint.split(" ")) {
                switch (token) {
                    case "+" -> browser.click("op-plus");
                    case "−" -> browser.click("op-minus");
                    case "×" -> browser.click("op-times");
                    case "÷" -> browser.click("op-divide");
                    default -> {
                        WebElement card = left.stream().filter(c -> value(c).equals(token)).findFirst()
                                .orElseThrow(() -> new AssertionError("no hinted card " + token + " for " + hint));
                        left.remove(card);
                        clickCard(card);
                    }
                }
            }
        }
        browser.click("play");
    }

    void clickCard(WebElement card) {
        browser.js("arguments[0].scrollIntoView({block: 'center'})", card);
        String id = card.getAttribute("id");
        browser.click(id);
        browser.awaitTrue("return document.getElementById('" + id + "').classList.contains('card-selected')");
    }

    /** The value written on a hand card ("7" for 7-fish), from its data-card attribute. */
    static String value(WebElement card) {
        return card.getAttribute("data-card").split("-")[0];
    }

    List<WebElement> hand() {
        return browser.driver.findElements(By.cssSelector("#hand .card-view"));
    }

    /** The value of the card to cover. */
    int targetValue() {
        return Integer.parseInt(target().split("-")[0]);
    }

    /** The card to cover, by its notation ("7", "7-fish"). */
    String target() {
        return browser.await("target-card").getAttribute("data-card");
    }
}
