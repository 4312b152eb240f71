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
        jdbc.update("merge into app_setting (setting_name, setting_value) key (setting_name) values (?, ?)", name, value);
    }
}
