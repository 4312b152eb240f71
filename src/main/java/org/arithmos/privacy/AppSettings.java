package org.arithmos.privacy;

import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The school's settings that an admin chooses, one text value per name (table {@code app_setting}). */
@Component
class AppSettings {

    private final JdbcTemplate jdbc;

    AppSettings(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    Optional<String> get(String name) {
        List<String> values = jdbc.queryForList("select setting_value from app_setting where setting_name = ?",
                String.class, name);
        return values.stream().findFirst();
    }

    void set(String name, String value) {
        // Update, else insert: H2's "merge into ... key" is not PostgreSQL's, and this runs in one admin's save.
        if (jdbc.update("update app_setting set setting_value = ? where setting_name = ?", value, name) == 0) {
            jdbc.update("insert into app_setting (setting_name, setting_value) values (?, ?)", name, value);
        }
    }
}
