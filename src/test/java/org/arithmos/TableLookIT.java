package org.arithmos;

import org.junit.jupiter.api.Test;

class TableLookIT {

    @Test
    void look() throws Exception {
        try (var app = RunningApp.start(); var browser = Browser.open("en-US", 1366, 768)) {
            browser.driver.get(app.uri("/play").toString());
            browser.await("start-game");
            browser.screenshot("scratch-setup");
            browser.click("start-game");
            browser.await("hand");
            Thread.sleep(1000);
            browser.screenshot("scratch-table");
            browser.click("hand-0");
            Thread.sleep(400);
            browser.click("op-plus");
            Thread.sleep(400);
            browser.click("hand-1");
            Thread.sleep(800);
            browser.screenshot("scratch-building");
            browser.click("play");
            Thread.sleep(1500);
            browser.screenshot("scratch-after-play");
            Thread.sleep(6000);
            browser.screenshot("scratch-table-later");
        }
    }
}
