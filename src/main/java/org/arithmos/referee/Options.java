package org.arithmos.referee;

import org.arithmos.engine.arithmetic.CalcMode;
import org.arithmos.engine.arithmetic.OperationSet;

/** The options every request may carry: {@code operations} (NZ-CALC-6) and {@code parentheses} (NZ-CALC-5). */
final class Options {

    private Options() {
    }

    static CalcMode calcMode(Request request) {
        String operations = request.optionalString("operations", "\"+-\" or \"+-*/\"").orElse(OperationSet.ALL.code());
        OperationSet set;
        try {
            set = OperationSet.parse(operations);
        } catch (IllegalArgumentException e) {
            throw new RequestError("\"operations\" must be \"+-\" or \"+-*/\", not \"" + operations + "\"");
        }
        return CalcMode.of(set, request.flag("parentheses", false));
    }
}
