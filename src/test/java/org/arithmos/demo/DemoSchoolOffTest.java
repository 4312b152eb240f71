package org.arithmos.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/** {@code arithmos.demo-data=false}: a first start on an empty database leaves it empty. */
@SpringBootTest(properties = {"arithmos.data-dir=./target/demo-test-data/${random.uuid}", "arithmos.demo-data=false"})
class DemoSchoolOffTest {

    @Autowired
    private JdbcTemplate jdbc;

    @Test
    void noDemoSchoolWhenTurnedOff() {
        assertThat(jdbc.queryForObject("select count(*) from account", Integer.class)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from game", Integer.class)).isZero();
        assertThat(jdbc.queryForObject("select count(*) from progress_event", Integer.class)).isZero();
    }
}
