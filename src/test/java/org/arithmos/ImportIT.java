package org.arithmos;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/**
 * A class list through the real upload in the packaged app (docs/decisions/0029): the demo teacher drops the
 * sample list on the import page, reads the preview (screenshot), applies it and is offered the login cards;
 * then the school's OneRoster files, and the same files after the school renamed a class (screenshot).
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

            // The school's OneRoster files, whose class CM1 Dolphins the demo teacher teaches; then the same
            // files after the school renamed it: the preview shows the rename (screenshot).
            upload(teacher, oneRosterZip("september", "CM1 Dolphins"));
            teacher.awaitContains("import-summary", "will create 15 pupils");
            teacher.click("import-apply");
            teacher.awaitContains("import-done", "Done: 15 pupils created");
            upload(teacher, oneRosterZip("january", "CM1 Whales"));
            teacher.awaitContains("import-renamed-classes", "CM1 Dolphins → CM1 Whales");
            teacher.awaitServer();
            teacher.js("document.getElementById('import-upload').scrollIntoView({block: 'start'})");
            teacher.screenshot("import-class-renamed");
            teacher.click("import-apply");
            teacher.awaitContains("import-done", "Done: 0 pupils created");
        }
    }

    private static void upload(Browser browser, Path file) {
        WebElement input = (WebElement) browser.js("""
                const upload = document.getElementById('import-upload');
                return upload.querySelector('input[type=file]')
                    || (upload.shadowRoot && upload.shadowRoot.querySelector('input[type=file]'));""");
        input.sendKeys(file.toAbsolutePath().toString());
    }

    /** The sample OneRoster files as a zip, the teacher of CM1 Dolphins being the demo teacher, that class so named. */
    private static Path oneRosterZip(String name, String dolphins) throws IOException {
        Path zip = Files.createDirectories(Path.of("target", "import-it")).resolve(name + ".zip");
        try (var out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (String file : List.of("orgs.csv", "classes.csv", "users.csv", "enrollments.csv")) {
                String text = Files.readString(Path.of("src/test/resources/roster/oneroster", file))
                        .replace(",c.martin,", ",teacher,").replace("CM1 Dolphins", dolphins);
                out.putNextEntry(new ZipEntry(file));
                out.write(text.getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return zip;
    }
}
