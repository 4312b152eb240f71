package org.arithmos.roster;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A file's bytes as text: UTF-8 (with or without its byte order mark) when they are valid UTF-8, else
 * Windows-1252 (what Excel on Windows saves as "CSV"), unless they hold bytes that no text file has.
 */
final class TextDecoding {

    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private TextDecoding() {
    }

    static String decode(byte[] bytes) {
        int start = 0;
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            start = 3;
        } else if (bytes.length >= 2 && ((bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE
                || (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF)) {
            // UTF-16 ("Unicode text" in Excel): tab-separated and rarely meant; say how to save instead.
            throw new ImportException(ImportException.Problem.UNKNOWN_ENCODING);
        }
        if (start == bytes.length || isBlank(bytes, start)) {
            throw new ImportException(ImportException.Problem.EMPTY_FILE);
        }
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                // A NUL byte: a spreadsheet's own format or UTF-16, not a CSV file.
                throw new ImportException(ImportException.Problem.NOT_CSV);
            }
        }
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(in).toString();
        } catch (CharacterCodingException notUtf8) {
            if (start == 3) {
                throw new ImportException(ImportException.Problem.UNKNOWN_ENCODING);
            }
        }
        try {
            // Windows-1252 leaves five bytes undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D): they mean another encoding.
            return WINDOWS_1252.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException neither) {
            throw new ImportException(ImportException.Problem.UNKNOWN_ENCODING);
        }
    }

    private static boolean isBlank(byte[] bytes, int start) {
        for (int i = start; i < bytes.length; i++) {
            if (!Character.isWhitespace(bytes[i] & 0xFF)) {
                return false;
            }
        }
        return true;
    }
}
