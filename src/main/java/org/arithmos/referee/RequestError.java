package org.arithmos.referee;

/** A request line the referee cannot answer; the message, in plain English, becomes {@code {"error": …}}. */
final class RequestError extends RuntimeException {

    RequestError(String message) {
        super(message, null, false, false);
    }
}
