package org.arithmos.demo;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.Map;
import java.util.stream.Collectors;
import org.arithmos.accounts.Account;
import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.SystemTask;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The demo class as the demo tests read it from the database: its pupils by name, and the day it was
 * created (its history ends the school day before).
 */
record DemoClass(Map<String, Account> pupils, LocalDate demoDay) {

    static DemoClass read(JdbcTemplate jdbc, AccountService accounts, ZoneId zone) {
        long classId = jdbc.queryForObject("select id from school_class where code = ?", Long.class,
                DemoSchool.CLASS_CODE);
        Map<String, Account> pupils = SystemTask.run(() -> accounts.pupilsOf(classId)).stream()
                .collect(Collectors.toMap(Account::displayName, a -> a));
        LocalDate day = jdbc.queryForObject("select created_at from school_class where id = ?", OffsetDateTime.class,
                classId).atZoneSameInstant(zone).toLocalDate();
        return new DemoClass(pupils, day);
    }
}
