package org.arithmos.tables;

import java.util.UUID;
import org.springframework.context.ApplicationContext;

/** For view tests elsewhere: how many screens of this node show a pupil a table (0: the pupil is away from it). */
public final class TableScreens {

    private TableScreens() {
    }

    public static long of(ApplicationContext context, UUID tableId, long accountId) {
        return context.getBean(TableHub.class).screensOf(tableId, accountId);
    }
}
