package org.arithmos.roster;

import java.util.List;
import org.arithmos.i18n.Language;

/**
 * A class list to import: the uploaded files, the teacher who gets the classes the list creates (an admin's
 * choice; a teacher's own classes are theirs) and the importer's language (for the name of a leavers' class).
 */
public record ImportRequest(List<UploadedFile> files, Long teacherForNewClasses, Language language) {

    public ImportRequest {
        files = files == null ? List.of() : List.copyOf(files);
        language = language == null ? Language.fallback() : language;
    }
}
