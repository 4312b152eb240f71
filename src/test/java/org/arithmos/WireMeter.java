package org.arithmos;

import java.util.Map;

/**
 * Counts what a page receives from the server (issue 12 §3), from inside the page, in any browser:
 * <ul>
 *   <li>Vaadin's answers to the page's requests (UIDL, over XHR): the browser's Resource Timing entries give
 *       each answer's body as sent ({@code encodedBodySize}, compressed when it was) and as read
 *       ({@code decodedBodySize});</li>
 *   <li>push messages over the WebSocket: the page counts the bytes of each message as delivered to it
 *       (after permessage-deflate, if the socket uses it: {@code extensions} says so).</li>
 * </ul>
 * Install before the first page is loaded; {@link #reset} before the step to measure, {@link #read} after.
 */
final class WireMeter {

    private static final String INSTRUMENT = """
            window.wire = { push: 0, pushMessages: 0, extensions: null, svg: 0, largest: '' };
            // What the page is sent: inline SVG pictures counted, the largest message kept to see what fills it.
            const note = text => {
                window.wire.svg += (text.match(/<svg|\\\\u003csvg/g) || []).length;
                if (text.length > window.wire.largest.length) { window.wire.largest = text; }
            };
            const send = XMLHttpRequest.prototype.send;
            XMLHttpRequest.prototype.send = function (...args) {
                this.addEventListener('load', () => {
                    if (this.responseURL.includes('v-r=uidl') && typeof this.responseText === 'string') {
                        note(this.responseText);
                    }
                });
                return send.apply(this, args);
            };
            performance.setResourceTimingBufferSize(100000);
            const Socket = window.WebSocket;
            window.WebSocket = function (...args) {
                const socket = new Socket(...args);
                socket.addEventListener('open', () => { window.wire.extensions = socket.extensions; });
                socket.addEventListener('message', e => {
                    window.wire.pushMessages++;
                    if (typeof e.data === 'string') { note(e.data); }
                    window.wire.push += typeof e.data === 'string' ? new TextEncoder().encode(e.data).length
                        : (e.data.size || e.data.byteLength || 0);
                });
                return socket;
            };
            window.WebSocket.prototype = Socket.prototype;
            for (const k of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) { window.WebSocket[k] = Socket[k]; }
            """;

    /** What was received since the last {@link #reset}. */
    record Received(int answers, long answerBytes, long answerBytesOnTheWire, long largestAnswer,
            int pushMessages, long pushBytes, String socketExtensions, int inlineSvgs, String largestMessageParts) {

        @Override
        public String toString() {
            return answers + " answers: " + answerBytes + " B (" + answerBytesOnTheWire + " B on the wire), largest "
                    + largestAnswer + " B; " + pushMessages + " push messages: " + pushBytes + " B; socket extensions: '"
                    + socketExtensions + "'; inline <svg> sent: " + inlineSvgs + "; the largest message by part: "
                    + largestMessageParts;
        }
    }

    private final Browser browser;

    private WireMeter(Browser browser) {
        this.browser = browser;
    }

    static WireMeter install(Browser browser) {
        browser.driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", INSTRUMENT));
        return new WireMeter(browser);
    }

    void reset() {
        browser.awaitServer();
        browser.js("performance.clearResourceTimings(); window.wire.push = 0; window.wire.pushMessages = 0;"
                + " window.wire.svg = 0; window.wire.largest = '';");
    }

    @SuppressWarnings("unchecked")
    Received read() {
        browser.awaitServer();
        Map<String, Object> r = (Map<String, Object>) browser.js("""
                const answers = performance.getEntriesByType('resource').filter(e => e.name.includes('v-r=uidl'));
                return { answers: answers.length,
                         bytes: answers.reduce((s, e) => s + e.decodedBodySize, 0),
                         wire: answers.reduce((s, e) => s + e.encodedBodySize, 0),
                         largest: answers.reduce((m, e) => Math.max(m, e.decodedBodySize), 0),
                         push: window.wire.push, pushMessages: window.wire.pushMessages,
                         extensions: String(window.wire.extensions), svg: window.wire.svg,
                         parts: parts(window.wire.largest) };
                // Characters of the largest message by what they change: each property or attribute name
                // (innerHTML, class, aria-label...), node attachments, and the rest of the message.
                function parts(text) {
                    const at = text.indexOf('{');
                    if (at < 0) { return ''; }
                    let message;
                    try { message = JSON.parse(text.substring(at).replace(/\\]$/, '')); } catch (e) { return 'unreadable'; }
                    const sizes = {};
                    const add = (k, n) => { sizes[k] = (sizes[k] || 0) + n; };
                    for (const change of (message.changes || [])) {
                        add(change.key !== undefined ? 'key ' + change.key : 'type ' + change.type,
                            JSON.stringify(change).length);
                    }
                    for (const [k, v] of Object.entries(message)) {
                        if (k !== 'changes') { add('message ' + k, JSON.stringify(v).length); }
                    }
                    return Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 10)
                        .map(([k, n]) => k + ' ' + n).join(', ');
                }""");
        return new Received(((Number) r.get("answers")).intValue(), ((Number) r.get("bytes")).longValue(),
                ((Number) r.get("wire")).longValue(), ((Number) r.get("largest")).longValue(),
                ((Number) r.get("pushMessages")).intValue(), ((Number) r.get("push")).longValue(),
                (String) r.get("extensions"), ((Number) r.get("svg")).intValue(), (String) r.get("parts"));
    }
}
