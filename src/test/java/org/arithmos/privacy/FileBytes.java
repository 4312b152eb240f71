package org.arithmos.privacy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Searches a database file's bytes for a text, in the forms H2 may have written it in. */
final class FileBytes {

    private FileBytes() {
    }

    /**
     * Every compressed page of the file, expanded, one after the other. The pages are found by H2's own
     * walk through the file's chunks ({@code MVStoreTool.dump}), which lists each page's offset; a page is
     * read as H2 2.4's Page.read does: length, check, page number, map id, key count, type, the children of a node, then the
     * expanded length's addition and the LZF data.
     */
    static byte[] expandedPages(Path path, byte[] raw) {
        var dump = new java.io.StringWriter();
        org.h2.mvstore.MVStoreTool.dump(path.toString(), dump, true);
        var out = new java.io.ByteArrayOutputStream();
        long chunkStart = 0;
        for (String line : dump.toString().split("\n")) {
            if (line.startsWith("chunkHeader") || line.matches("[0-9a-f]{6} chunkHeader.*")) {
                var m = java.util.regex.Pattern.compile("block:([0-9a-f]+)").matcher(line);
                if (m.find()) {
                    chunkStart = Long.parseLong(m.group(1), 16) * 4096;
                }
            } else if (line.startsWith("+") && line.contains("compressed")) {
                int at = (int) (chunkStart + Long.parseLong(line.substring(1, line.indexOf(' ')), 16));
                try {
                    out.writeBytes(expand(raw, at, line.contains(" node ")));
                } catch (RuntimeException e) {
                    // a page the walk listed but that does not read as one: its raw bytes were searched already
                }
            }
        }
        return out.toByteArray();
    }

    private static byte[] expand(byte[] raw, int at, boolean node) {
        var b = java.nio.ByteBuffer.wrap(raw);
        b.position(at);
        int length = b.getInt();
        b.getShort();
        readVarLong(b); // page number (file format 3)
        readVarLong(b); // map id
        int keys = (int) readVarLong(b);
        b.get(); // type
        if (node) {
            b.position(b.position() + 8 * (keys + 1));
            for (int i = 0; i <= keys; i++) {
                readVarLong(b);
            }
        }
        int add = (int) readVarLong(b);
        int compressed = at + length - b.position();
        byte[] expanded = new byte[compressed + add];
        new org.h2.compress.CompressLZF().expand(raw, b.position(), compressed, expanded, 0, expanded.length);
        return expanded;
    }

    private static long readVarLong(java.nio.ByteBuffer b) {
        long x = 0;
        for (int shift = 0; ; shift += 7) {
            byte y = b.get();
            x |= (long) (y & 0x7f) << shift;
            if (y >= 0) {
                return x;
            }
        }
    }

    /** The text as H2's pages store strings, and in UTF-8 and UTF-16 either way round, in case. */
    static boolean holds(Path path, String text) throws IOException {
        byte[] raw = Files.readAllBytes(path);
        // SHUTDOWN COMPACT writes its pages LZF-compressed (H2's MVStore.compact is called with compress=true):
        // a live name is then broken by back-references and a plain search misses it (26 of 58 live names
        // found in one such file). So every page the file holds, live or dead, is also searched expanded.
        return holdsIn(raw, text) || holdsIn(expandedPages(path, raw), text);
    }

    private static boolean holdsIn(byte[] file, String text) {
        if (indexOf(file, h2Form(text)) >= 0) {
            return true;
        }
        for (var charset : List.of(StandardCharsets.UTF_8, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE)) {
            if (indexOf(file, text.getBytes(charset)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * H2's own string form (its DataUtils.writeStringData): like UTF-8 without the continuation bits, so 'é'
     * is C3 29 where UTF-8 has C3 A9 (seen in the file: a UTF-8 search missed the name).
     */
    static byte[] h2Form(String text) {
        var out = new java.io.ByteArrayOutputStream();
        for (char c : text.toCharArray()) {
            if (c < 0x80) {
                out.write(c);
            } else if (c < 0x800) {
                out.write(0xc0 | c >> 6);
                out.write(c & 0x3f);
            } else {
                out.write(0xe0 | c >> 12);
                out.write(c >> 6 & 0x3f);
                out.write(c & 0x3f);
            }
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i <= hay.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
