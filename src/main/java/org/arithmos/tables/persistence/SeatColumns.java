package org.arithmos.tables.persistence;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/** One row of {@code game_seat}: the pupil (account id) or a bot (level), with a name and a face. */
@Embeddable
public class SeatColumns {

    @Column(nullable = false, length = 40)
    private String name;

    @Column(nullable = false)
    private int face;

    @Column(name = "bot_level", length = 16)
    private String botLevel;

    @Column(name = "account_id")
    private Long accountId;

    protected SeatColumns() {
    }

    public SeatColumns(String name, int face, String botLevel, Long accountId) {
        this.name = name;
        this.face = face;
        this.botLevel = botLevel;
        this.accountId = accountId;
    }

    public String name() {
        return name;
    }

    public int face() {
        return face;
    }

    public String botLevel() {
        return botLevel;
    }

    public Long accountId() {
        return accountId;
    }
}
