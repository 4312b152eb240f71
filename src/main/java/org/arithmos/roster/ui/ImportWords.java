package org.arithmos.roster.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.upload.UploadI18N;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.arithmos.roster.ImportException;
import org.arithmos.roster.RosterFiles;

/** The import's words that need more than one key: a refused file's reason, and the upload's own words. */
final class ImportWords {

    private ImportWords() {
    }

    /** Why a file was refused, with the words at fault; missing columns named in the user's language. */
    static String problem(Component c, ImportException e) {
        return switch (e.problem()) {
            case MISSING_COLUMNS -> {
                String[] parts = e.detail().split("\\|", 2);
                String missing = Arrays.stream(parts[0].split(", ")).map(name -> name.startsWith("@")
                        ? c.getTranslation("import.column." + name.substring(1)) : name)
                        .collect(Collectors.joining(", "));
                yield c.getTranslation("import.error.MISSING_COLUMNS", missing, parts.length > 1 ? parts[1] : "");
            }
            case CLASS_NAME_TAKEN -> {
                String[] names = e.detail().split("\\|", 2);
                yield c.getTranslation("import.error.CLASS_NAME_TAKEN", names[0], names.length > 1 ? names[1] : "");
            }
            case TOO_LARGE -> c.getTranslation("import.error.TOO_LARGE", RosterFiles.MAX_BYTES / (1024 * 1024));
            case TOO_MANY_PUPILS -> c.getTranslation("import.error.TOO_MANY_PUPILS", e.detail(), RosterFiles.MAX_PUPILS);
            default -> c.getTranslation("import.error." + e.problem().name(), e.detail());
        };
    }

    static UploadI18N upload(Component c) {
        UploadI18N i18n = new UploadI18N();
        i18n.setAddFiles(new UploadI18N.AddFiles().setOne(c.getTranslation("import.upload.add"))
                .setMany(c.getTranslation("import.upload.add")));
        i18n.setDropFiles(new UploadI18N.DropFiles().setOne(c.getTranslation("import.upload.drop"))
                .setMany(c.getTranslation("import.upload.drop")));
        i18n.setError(new UploadI18N.Error()
                .setFileIsTooBig(c.getTranslation("import.error.TOO_LARGE", RosterFiles.MAX_BYTES / (1024 * 1024)))
                .setIncorrectFileType(c.getTranslation("import.upload.wrongType"))
                .setTooManyFiles(c.getTranslation("import.upload.tooMany")));
        return i18n;
    }
}
