package org.arithmos.security;

import java.util.EnumSet;
import java.util.Set;
import org.arithmos.security.AccessWorld.Side;
import org.arithmos.security.AccessWorld.Who;

/** Who may do an operation: on their own school's data, and on the other school's. */
record Rule(Set<Who> onOwn, Set<Who> onOther) {

    Rule {
        onOwn = Set.copyOf(onOwn);
        onOther = Set.copyOf(onOther);
    }

    /** These people on their own data; an admin on everyone's. */
    static Rule own(Who... who) {
        EnumSet<Who> own = EnumSet.of(Who.ADMIN, who);
        return new Rule(own, EnumSet.of(Who.ADMIN));
    }

    /** These people on their own data, and nobody else (not even an admin: a teacher's own act). */
    static Rule ownOnly(Who first, Who... more) {
        return new Rule(EnumSet.of(first, more), EnumSet.noneOf(Who.class));
    }

    /** These people, whatever the data: the operation touches only what belongs to the caller or is public. */
    static Rule anyData(Who first, Who... more) {
        return new Rule(EnumSet.of(first, more), EnumSet.of(first, more));
    }

    static Rule anyone() {
        return new Rule(EnumSet.allOf(Who.class), EnumSet.allOf(Who.class));
    }

    boolean allows(Who who, Side side) {
        return (side == Side.OWN ? onOwn : onOther).contains(who);
    }
}
