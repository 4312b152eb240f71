package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/**
 * A class list through the real upload in the packaged app (docs/decisions/0029): the demo teacher drops the
 * sample list on the import page, reads the preview (screenshot), applies it and is offered the login cards.
 */
class ImportIT {

    @RegisterExtension
    static final RunningApp app = RunningApp.forTheClass();

    @Test
    void theDemoTeacherImportsAListThroughTheRealUpload() throws Exception {
        try (var teacher = Browser.open("en-US", 1280, 1000)) {
            Logins.withPassword(teacher, app, "teacher", Logins.PASSWORD);
            teacher.awaitTrue("return location.pathname === '/classes'");
            teacher.click("import-class-list");
            teacher.await("import-upload");
            teacher.awaitServer();
            WebElement input = (WebElement) teacher.js("""
                    const upload = document.getElementById('import-upload');
                    return upload.querySelector('input[type=file]')
                        || (upload.shadowRoot && upload.shadowRoot.querySelector('input[type=file]'));""");
            input.sendKeys(Path.of("src/test/resources/roster/simple-fr-bom.csv").toAbsolutePath().toString());
            teacher.awaitContains("import-summary", "will create 30 pupils");
            teacher.awaitServer();
            teacher.js("document.getElementById('import-upload').scrollIntoView({block: 'start'})");
            teacher.screenshot("import-preview");

            teacher.click("import-apply");
            teacher.awaitContains("import-done", "Done: 30 pupils created");
            assertThat(teacher.await("import-card-links").getText()).contains("Login cards of CE2 A",
                    "Login cards of CE2 B");
        }
    }
}
