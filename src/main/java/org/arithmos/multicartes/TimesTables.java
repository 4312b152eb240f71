package org.arithmos.multicartes;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.multicartes.TimesTable.Knowledge;
import org.arithmos.multicartes.persistence.McStore.ProgressRow;

/** Builds a {@link TimesTable} from a pupil's multiplications, the latest first. */
final class TimesTables {

    private TimesTables() {
    }

    static TimesTable of(List<ProgressRow> latestFirst) {
        int n = TimesTable.SIZE;
        int[][] found = new int[n + 1][n + 1];
        int[][] errors = new int[n + 1][n + 1];
        int[][] seen = new int[n + 1][n + 1];
        for (ProgressRow row : latestFirst) {
            int a = Math.min(row.first(), row.second());
            int b = Math.max(row.first(), row.second());
            if (a < 1 || b > n || seen[a][b] >= TimesTable.RECENT) {
                continue;
            }
            seen[a][b]++;
            switch (row.kind()) {
                case "FOUND", "SWAP" -> found[a][b]++;
                default -> errors[a][b]++;
            }
        }
        List<List<Knowledge>> cells = new ArrayList<>();
        for (int a = 1; a <= n; a++) {
            List<Knowledge> line = new ArrayList<>();
            for (int b = 1; b <= n; b++) {
                int lo = Math.min(a, b);
                int hi = Math.max(a, b);
                line.add(seen[lo][hi] == 0 ? Knowledge.NEVER
                        : errors[lo][hi] == 0 && found[lo][hi] >= 1 ? Knowledge.KNOWN : Knowledge.SHAKY);
            }
            cells.add(line);
        }
        return new TimesTable(cells);
    }
}
