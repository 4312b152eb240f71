package org.arithmos.roster;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;

/**
 * What was uploaded, read as a {@link Roster}: one simple CSV list, or OneRoster's files (as a zip or one by
 * one). Sizes are checked before anything is decoded; a zip's entries are read only up to the same limit.
 */
public final class RosterFiles {

    /** The largest upload, all files together, and the most a zip may unpack to. */
    public static final int MAX_BYTES = 50 * 1024 * 1024;
    /** The most pupils one import may hold (a large school). */
    public static final int MAX_PUPILS = 5000;

    private RosterFiles() {
    }

    public static Roster read(List<UploadedFile> uploaded) {
        if (uploaded == null || uploaded.isEmpty()) {
            throw new ImportException(ImportException.Problem.NO_FILE);
        }
        long total = uploaded.stream().mapToLong(f -> f.bytes().length).sum();
        if (total > MAX_BYTES) {
            throw new ImportException(ImportException.Problem.TOO_LARGE);
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (UploadedFile f : uploaded) {
            if (isZip(f.bytes())) {
                files.putAll(unzip(f.bytes()));
            } else {
                files.put(baseName(f.name()), f.bytes());
            }
        }
        Roster roster = files.size() == 1 && !OneRosterCsv.FILES.contains(files.keySet().iterator().next())
                ? simple(files.entrySet().iterator().next()) : oneRoster(files);
        if (roster.pupils().size() > MAX_PUPILS) {
            throw new ImportException(ImportException.Problem.TOO_MANY_PUPILS, String.valueOf(roster.pupils().size()));
        }
        return roster;
    }

    private static Roster simple(Map.Entry<String, byte[]> file) {
        CsvTable table = CsvTable.parse(file.getKey(), TextDecoding.decode(file.getValue()));
        if (!SimpleClassList.fits(table) && table.column(List.of("sourcedId")).isPresent()) {
            throw new ImportException(ImportException.Problem.MISSING_ONEROSTER_FILES,
                    String.join(", ", OneRosterCsv.FILES));
        }
        return SimpleClassList.read(table);
    }

    private static Roster oneRoster(Map<String, byte[]> files) {
        if (files.keySet().stream().noneMatch(OneRosterCsv.FILES::contains)) {
            throw new ImportException(ImportException.Problem.UNKNOWN_FORMAT, String.join(", ", files.keySet()));
        }
        Map<String, CsvTable> tables = new LinkedHashMap<>();
        for (String name : OneRosterCsv.FILES) {
            if (files.containsKey(name)) {
                tables.put(name, CsvTable.parse(name, TextDecoding.decode(files.get(name))));
            }
        }
        return OneRosterCsv.read(tables);
    }

    private static boolean isZip(byte[] bytes) {
        return bytes.length >= 4 && bytes[0] == 'P' && bytes[1] == 'K' && bytes[2] == 3 && bytes[3] == 4;
    }

    /** The zip's CSV files by base name; a zip bomb stops at {@link #MAX_BYTES}. */
    private static Map<String, byte[]> unzip(byte[] zip) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        long unpacked = 0;
        int entries = 0;
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            ZipEntry entry;
            while ((entry = in.getNextEntry()) != null) {
                entries++;
                String name = baseName(entry.getName());
                if (entry.isDirectory() || !name.endsWith(".csv")) {
                    continue;
                }
                byte[] bytes = readAtMost(in, MAX_BYTES - unpacked);
                unpacked += bytes.length;
                files.put(name, bytes);
            }
        } catch (ZipException | IllegalArgumentException e) {
            throw new ImportException(ImportException.Problem.BAD_ZIP);
        } catch (IOException e) {
            throw new ImportException(ImportException.Problem.BAD_ZIP);
        }
        if (entries == 0) {
            throw new ImportException(ImportException.Problem.BAD_ZIP);
        }
        if (files.isEmpty()) {
            // An .xlsx or .ods file is a zip too: say it is not CSV.
            throw new ImportException(ImportException.Problem.NOT_CSV);
        }
        return files;
    }

    private static byte[] readAtMost(InputStream in, long limit) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) > 0) {
            if (out.size() + (long) n > limit) {
                throw new ImportException(ImportException.Problem.TOO_LARGE);
            }
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }

    private static String baseName(String path) {
        String name = path == null ? "" : path.replace('\\', '/');
        return name.substring(name.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    }
}
