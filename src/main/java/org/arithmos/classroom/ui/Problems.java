package org.arithmos.classroom.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import org.arithmos.accounts.AccountException;
import org.arithmos.classroom.ClassroomException;
import org.arithmos.classroom.ClassroomService;

/** A refused action said in the user's language, and short notices after an action went well. */
final class Problems {

    private Problems() {
    }

    /** The words for a refused classroom or account action; null for anything else (let it be seen). */
    static String say(Component c, RuntimeException e) {
        return switch (e) {
            case ClassroomException ce -> switch (ce.problem()) {
                case TOO_MANY_PUPILS -> c.getTranslation("teacher.error.TOO_MANY_PUPILS",
                        ClassroomService.MAX_PUPILS_AT_ONCE, ce.detail());
                case BAD_PUPIL_NAME -> ce.detail().isEmpty() ? c.getTranslation("teacher.error.EMPTY_NAME")
                        : c.getTranslation("teacher.error.BAD_PUPIL_NAME", ClassroomService.MAX_PUPIL_NAME, ce.detail());
                default -> c.getTranslation("teacher.error." + ce.problem().name(), ce.detail());
            };
            case AccountException ae -> c.getTranslation("teacher.accountError." + ae.problem().name(),
                    org.arithmos.accounts.AccountService.MIN_PASSWORD);
            default -> null;
        };
    }

    /** Runs an action; a refusal is shown as a warning instead of an error page. */
    static boolean attempt(Component c, Runnable action) {
        try {
            action.run();
            return true;
        } catch (ClassroomException | AccountException e) {
            warn(say(c, e));
            return false;
        }
    }

    static void warn(String text) {
        Notification n = Notification.show(text, 6000, Notification.Position.MIDDLE);
        n.addThemeVariants(NotificationVariant.LUMO_WARNING);
    }

    static void done(String text) {
        Notification n = Notification.show(text, 4000, Notification.Position.BOTTOM_CENTER);
        n.addThemeVariants(NotificationVariant.LUMO_SUCCESS);
    }
}
