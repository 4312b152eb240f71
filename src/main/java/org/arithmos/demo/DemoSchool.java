package org.arithmos.demo;

import org.arithmos.accounts.AccountService;
import org.arithmos.accounts.Role;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * On the first start with an empty database, creates demo accounts so that a newcomer can log in at once
 * (the README lists them). Turned off with {@code arithmos.demo-data=false}.
 */
@Component
class DemoSchool implements ApplicationRunner {

    static final String PUPIL = "lea";
    static final String PUPIL_PASSWORD = "cards123";

    private static final Logger log = LoggerFactory.getLogger(DemoSchool.class);

    private final AccountService accounts;
    private final boolean enabled;

    DemoSchool(AccountService accounts, @Value("${arithmos.demo-data:true}") boolean enabled) {
        this.accounts = accounts;
        this.enabled = enabled;
    }

    @Override
    public void run(ApplicationArguments args) {
        if (!enabled || accounts.any()) {
            return;
        }
        accounts.create(PUPIL, "Léa", Role.PUPIL, PUPIL_PASSWORD);
        accounts.create("tom", "Tom", Role.PUPIL, PUPIL_PASSWORD);
        log.info("Demo accounts created: pupils 'lea' and 'tom' (password '{}')", PUPIL_PASSWORD);
    }
}
