package org.arithmos.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.arithmos.accounts.TableRows;
import org.arithmos.classroom.PupilProfile;
import org.junit.jupiter.api.Test;

/** The export's files: CSV cells quoted as RFC 4180 says and never read as formulas; a safe file name. */
class ExportFilesTest {

    private static final PupilExport EXPORT = new PupilExport(new PupilProfile(12, "Léa Zoé", 0, 3L, "Dolphins"),
            Instant.parse("2026-11-22T08:30:00Z"), List.of(new TableRows("game_move", List.of("seq", "notation", "note"),
            List.of(Arrays.asList(1, "=1+2", "a, \"b\""), Arrays.asList(2, "-3", null)))));

    @Test
    void csvQuotesAndDisarmsFormulas() {
        assertThat(ExportFiles.csv(EXPORT.table("game_move")))
                .isEqualTo("seq,notation,note\r\n1,'=1+2,\"a, \"\"b\"\"\"\r\n2,'-3,\r\n");
    }

    @Test
    void theFileNameHasNoAccentsNorSpaces() {
        assertThat(ExportFiles.fileName(EXPORT, "json")).isEqualTo("arithmos-lea-zoe-12-2026-11-22.json");
    }

    @Test
    void jsonNamesEveryColumn() {
        String json = new String(ExportFiles.json(EXPORT), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(json).contains("\"notation\" : \"=1+2\"", "\"note\" : null", "\"displayName\" : \"Léa Zoé\"");
    }
}
