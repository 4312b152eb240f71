package org.arithmos.multicartes;

/** What a teacher lets a class play in Multicartes. */
public enum PlayChoice {
    SOLO_ONLY, BOTS_ONLY, BOTH;

    public boolean allows(McSetup setup) {
        return this == BOTH || (this == SOLO_ONLY) == setup.isSolo();
    }
}
