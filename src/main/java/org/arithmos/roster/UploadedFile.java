package org.arithmos.roster;

import java.util.Objects;

/** One file as the browser sent it: its name (to tell OneRoster's files apart) and its bytes. */
public record UploadedFile(String name, byte[] bytes) {

    public UploadedFile {
        name = name == null ? "" : name;
        Objects.requireNonNull(bytes, "bytes");
    }
}
