package org.arithmos.multicartes;

import org.arithmos.engine.multicartes.MulticartesMove;

/** Test helpers of this package for other test packages. */
public final class MulticartesServiceTestAccess {

    private MulticartesServiceTestAccess() {
    }

    public static MulticartesMove wrongProduct(McTable t) {
        return MulticartesServiceTest.wrongProduct(t);
    }
}
