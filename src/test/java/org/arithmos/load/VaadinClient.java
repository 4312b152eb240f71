package org.arithmos.load;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * One browser, as Vaadin's client is to the server: a cookie jar, the page's bootstrap ({@code ?v-r=init}),
 * the UIDL requests ({@code ?v-r=uidl}) with their CSRF token and message counters, and a copy of the UI's state
 * tree built from the changes the server sends (tags, attributes, properties, children, text), so that a
 * simulated pupil finds a button by its id or words and clicks it as a browser would. Server pushes arrive
 * through {@link PushChannel} (WebSocket, as the browser's). Not thread-safe but for {@link #apply}, which
 * the push thread and the pupil's thread share under this object's lock.
 */
final class VaadinClient {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final long HEARTBEAT_MILLIS = 30_000;
    private static final Pattern CSRF_META = Pattern.compile("<meta name=\"_csrf\" content=\"([^\"]+)\"");
    /** Feature ids of Vaadin's state tree (NodeFeatures). */
    private static final int DATA = 0, PROPERTIES = 1, CHILDREN = 2, ATTRIBUTES = 3, TEXT = 7, POLL = 8;
    private static final Map<String, Object> CLICK = Map.of("event.shiftKey", false, "event.metaKey", false,
            "event.detail", 1, "event.ctrlKey", false, "event.clientX", 0, "event.clientY", 0, "event.altKey", false,
            "event.button", 0, "event.screenY", 0, "event.screenX", 0);

    /** One node of the UI's state tree. */
    static final class Node {
        final int id;
        String tag;
        String text;
        boolean hidden;
        int parent = -1;
        final Map<String, String> attributes = new HashMap<>();
        final Map<String, JsonNode> properties = new HashMap<>();
        final List<Integer> children = new ArrayList<>();
        /** For an element inside a part drawn as markup: what pressing it sends ({@code data-act}), else null. */
        String act;

        Node(int id) {
            this.id = id;
        }
    }

    private final URI base;
    private final HttpClient http;
    private final Metrics metrics;
    private final Map<Integer, Node> nodes = new HashMap<>();
    private String pageCsrf;
    private int uiId;
    private String csrfToken;
    private String pushId;
    private int clientId;
    private int syncId = -1;
    private List<JsonNode> lastExecute = List.of();
    private PushChannel push;
    private long nextHeartbeat;

    VaadinClient(URI base, Metrics metrics) {
        this.base = base;
        this.metrics = metrics;
        this.http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NORMAL).connectTimeout(Duration.ofSeconds(10)).build();
    }

    /** Opens a page as a browser does: the HTML, the bootstrap, the navigation; then push connects. */
    void open(String route) throws IOException, InterruptedException {
        leavePage();
        String html = get("page " + route, route);
        Matcher csrf = CSRF_META.matcher(html);
        pageCsrf = csrf.find() ? csrf.group(1) : null;
        String init = get("bootstrap", "/?v-r=init&location=" + URLEncoder.encode(route.substring(1), StandardCharsets.UTF_8)
                + "&query=&v-sh=768&v-sw=1366&v-wh=700&v-ww=1366&v-bh=700&v-bw=1366&v-curdate=" + System.currentTimeMillis()
                + "&v-tzo=0&v-dstd=0&v-rtzo=0&v-dston=false&v-tzid=UTC&v-wn=load&v-np=false");
        JsonNode config = JSON.readTree(init).get("appConfig");
        synchronized (this) {
            nodes.clear();
            uiId = config.get("v-uiId").asInt();
            JsonNode uidl = config.get("uidl");
            csrfToken = uidl.get("Vaadin-Security-Key").asString();
            pushId = uidl.path("Vaadin-Push-ID").asString(null);
            clientId = 0;
            syncId = -1;
            apply(uidl);
        }
        nextHeartbeat = System.currentTimeMillis() + HEARTBEAT_MILLIS;
        navigate("navigate", route);
        if (pushId != null) {
            push = PushChannel.connect(this, http, base, uiId, pushId, metrics);
        }
    }

    /** Posts the login form that the page would post (the pupil's handle and pictures, or a password). */
    void login(String username, String password) throws IOException, InterruptedException {
        String form = "username=" + enc(username) + "&password=" + enc(password) + "&_csrf=" + enc(pageCsrf);
        long start = System.nanoTime();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        boolean in = r.statusCode() == 200 && (r.uri().getQuery() == null || !r.uri().getQuery().contains("error"));
        metrics.record("login form", System.nanoTime() - start, in);
        if (!in) {
            throw new IOException("login refused for " + username + ": " + r.uri());
        }
        leavePage(); // the form's page is left for the page it leads to
    }

    /**
     * Leaves the page as Chromium does (Vaadin's client on {@code pagehide}): the push connection closes and a
     * beacon tells the server to close this page's UI at once, instead of keeping it until three heartbeats are
     * missed (90 s). Without it every pupil would hold the login page's UI beside the next one.
     */
    private void leavePage() throws IOException, InterruptedException {
        closePush();
        ObjectNode body = JSON.createObjectNode();
        int leaving;
        synchronized (this) {
            if (csrfToken == null) {
                return;
            }
            leaving = uiId;
            body.put("csrfToken", csrfToken);
            body.set("rpc", JSON.createArrayNode());
            body.put("syncId", syncId);
            body.put("clientId", clientId);
            body.put("UNLOAD", true);
            csrfToken = null;
        }
        long start = System.nanoTime();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("/?v-r=uidl&v-uiId=" + leaving))
                .header("Content-Type", "text/plain;charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
        metrics.record("leave page (beacon)", System.nanoTime() - start, r.statusCode() == 200);
    }

    void click(String action, Node node) throws IOException, InterruptedException {
        Object data = CLICK;
        if (node.act != null) {
            // A press inside markup (decision 0038): the part's one listener, with what the browser works out.
            Map<String, Object> pressed = new HashMap<>(CLICK);
            pressed.put(org.arithmos.shell.Markup.PRESS_FILTER, true);
            pressed.put(org.arithmos.shell.Markup.PRESSED_ACT, node.act);
            data = pressed;
        }
        rpc(action, List.of(Map.of("type", "event", "node", node.id, "event", "click", "data", data)));
    }

    /** Types a value in a Vaadin field and leaves it (its value property, then a change event). */
    void type(String action, Node field, String value) throws IOException, InterruptedException {
        rpc(action, List.of(
                Map.of("type", "mSync", "node", field.id, "feature", PROPERTIES, "property", "value", "value", value),
                Map.of("type", "event", "node", field.id, "event", "change", "data", Map.of())));
    }

    /** Chooses an item of a Vaadin select by its key (the select's value property). */
    void select(String action, Node select, String key) throws IOException, InterruptedException {
        rpc(action, List.of(Map.of("type", "mSync", "node", select.id, "feature", PROPERTIES, "property", "value",
                "value", key)));
    }

    /** One UIDL request; its round trip is recorded under {@code action}. */
    void rpc(String action, List<Map<String, Object>> calls) throws IOException, InterruptedException {
        ObjectNode body = JSON.createObjectNode();
        synchronized (this) {
            body.put("csrfToken", csrfToken);
            body.set("rpc", JSON.valueToTree(calls));
            body.put("syncId", syncId);
            body.put("clientId", clientId);
        }
        long start = System.nanoTime();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("/?v-r=uidl&v-uiId=" + uiId))
                .header("Content-Type", "application/json; charset=UTF-8")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build(),
                HttpResponse.BodyHandlers.ofString());
        long took = System.nanoTime() - start;
        String text = r.body().startsWith("for(;;);") ? r.body().substring(8) : r.body();
        boolean ok = r.statusCode() == 200 && !text.contains("\"sessionExpired\"") && !text.contains("\"appError\"");
        metrics.record(action, took, ok);
        metrics.received(text.length());
        if (!ok) {
            throw new IOException(action + ": HTTP " + r.statusCode() + " " + text.substring(0, Math.min(200, text.length())));
        }
        JsonNode answer = JSON.readTree(text);
        synchronized (this) {
            if (answer.isArray()) {
                for (JsonNode a : answer) {
                    apply(a);
                }
            } else {
                apply(answer);
            }
        }
    }

    /** Applies a pushed UIDL message: its changes, not the message counter of the page's own requests. */
    synchronized void applyPushed(JsonNode uidl) {
        int ownCounter = clientId;
        apply(uidl);
        clientId = ownCounter;
    }

    /** Applies one UIDL message (an answer or a push) to the copy of the state tree. */
    synchronized void apply(JsonNode uidl) {
        if (uidl.has("clientId")) {
            clientId = uidl.get("clientId").asInt();
        }
        if (uidl.has("syncId")) {
            syncId = Math.max(syncId, uidl.get("syncId").asInt());
        }
        List<JsonNode> execute = new ArrayList<>();
        uidl.path("execute").forEach(execute::add);
        lastExecute = execute;
        for (JsonNode change : uidl.path("changes")) {
            Node node = nodes.computeIfAbsent(change.get("node").asInt(), Node::new);
            String type = change.get("type").asString();
            int feature = change.path("feat").asInt(-1);
            switch (type) {
                case "detach" -> nodes.remove(node.id);
                case "put" -> put(node, feature, change.get("key").asString(), change.get("value"));
                case "remove" -> {
                    if (feature == ATTRIBUTES) {
                        node.attributes.remove(change.get("key").asString());
                    } else if (feature == PROPERTIES) {
                        node.properties.remove(change.get("key").asString());
                    }
                }
                case "clear" -> {
                    if (feature == CHILDREN) {
                        node.children.clear();
                    }
                }
                case "splice" -> {
                    if (feature == CHILDREN) {
                        int index = change.get("index").asInt();
                        int remove = change.path("remove").asInt(0);
                        for (int i = 0; i < remove && index < node.children.size(); i++) {
                            node.children.remove(index);
                        }
                        List<Integer> add = new ArrayList<>();
                        change.path("addNodes").forEach(n -> add.add(n.asInt()));
                        node.children.addAll(Math.min(index, node.children.size()), add);
                        add.forEach(child -> nodes.computeIfAbsent(child, Node::new).parent = node.id);
                    }
                }
                default -> {
                    // attach and the features a pupil's clicks do not need
                }
            }
        }
    }

    private static void put(Node node, int feature, String key, JsonNode value) {
        switch (feature) {
            case DATA -> {
                if (key.equals("tag")) {
                    node.tag = value.asString();
                } else if (key.equals("visible")) {
                    node.hidden = !value.asBoolean(true);
                }
            }
            case PROPERTIES -> node.properties.put(key, value);
            case ATTRIBUTES -> node.attributes.put(key, value == null || value.isNull() ? "" : value.asString(""));
            case TEXT -> node.text = value.asString("");
            case POLL -> {
                if (key.equals("pollInterval")) {
                    node.properties.put("pollInterval", value);
                }
            }
            default -> {
                // listeners, class list, styles: not needed to find and press a control
            }
        }
    }

    /** The element with this id, when it is in the page, shown and enabled (in a part drawn as markup too). */
    synchronized Optional<Node> byId(String id) {
        return newest(nodes.values().stream().filter(n -> id.equals(n.attributes.get("id"))).filter(this::usable))
                .or(() -> inMarkup(id));
    }

    /**
     * An element with this id inside a part drawn as markup (decision 0038), shown and enabled: pressing it is a
     * click on the part's node with the element's {@code data-act}.
     */
    private Optional<Node> inMarkup(String id) {
        String wanted = " id=\"" + id + "\"";
        for (Node part : nodes.values()) {
            JsonNode html = part.properties.getOrDefault(org.arithmos.shell.Markup.PROPERTY,
                    part.properties.get("innerHTML"));
            if (html == null || !html.isString() || !html.asString().contains(wanted) || !usable(part)) {
                continue;
            }
            String markup = html.asString();
            int at = markup.indexOf(wanted);
            String tag = markup.substring(markup.lastIndexOf('<', at), markup.indexOf('>', at) + 1);
            if (tag.matches("(?s).*\\s(hidden|disabled)[\\s>=].*")) {
                return Optional.empty();
            }
            Node element = new Node(part.id);
            element.tag = tag.substring(1).split("[\\s>]", 2)[0];
            element.attributes.put("id", id);
            java.util.regex.Matcher act = java.util.regex.Pattern.compile("data-act=\"([^\"]*)\"").matcher(tag);
            element.act = act.find() ? act.group(1).replace("&quot;", "\"").replace("&amp;", "&") : "";
            return Optional.of(element);
        }
        return Optional.empty();
    }

    /** The words of the element with this id (its text nodes, all the way down), or "" when it is not there. */
    synchronized String wordsOf(String id) {
        return newest(nodes.values().stream().filter(n -> id.equals(n.attributes.get("id")))).map(this::textOf).orElse("");
    }

    /** The element with this id, which must be there, shown and enabled. */
    Node require(String id) {
        return byId(id).orElseThrow(() -> new IllegalStateException("no #" + id + " on the page"));
    }

    /** A usable element whose id starts so (a table's start button names its code). */
    synchronized Optional<Node> byIdStartingWith(String prefix) {
        return newest(nodes.values().stream().filter(n -> n.attributes.getOrDefault("id", "").startsWith(prefix))
                .filter(this::usable));
    }

    /** A usable element whose words (its text nodes, all the way down) are {@code words}. */
    synchronized Optional<Node> byWords(String words) {
        return nodes.values().stream().filter(n -> n.tag != null && n.tag.contains("button"))
                .filter(n -> textOf(n).strip().equals(words)).filter(this::usable).findFirst();
    }

    /**
     * The newest of the matching nodes: a redrawn part of a page gets new nodes, and an old one the server no longer
     * shows is not always detached in what it sends.
     */
    private static Optional<Node> newest(java.util.stream.Stream<Node> matching) {
        return matching.max(java.util.Comparator.comparingInt(n -> n.id));
    }

    /** Shown (itself and every parent) and enabled. */
    private boolean usable(Node n) {
        if (n.attributes.containsKey("disabled")
                || n.properties.containsKey("disabled") && n.properties.get("disabled").asBoolean(false)) {
            return false;
        }
        for (Node at = n; at != null; at = at.parent < 0 ? null : nodes.get(at.parent)) {
            if (at.hidden || at.attributes.containsKey("hidden")) {
                return false;
            }
        }
        return true;
    }

    private String textOf(Node n) {
        StringBuilder text = new StringBuilder(n.text == null ? "" : n.text);
        for (int child : n.children) {
            Node c = nodes.get(child);
            if (c != null) {
                text.append(textOf(c));
            }
        }
        if (n.properties.containsKey("textContent")) {
            text.append(n.properties.get("textContent").asString(""));
        }
        return text.toString();
    }

    /** The page's poll interval in ms (a table against robots polls at the robots' pace), or -1. */
    synchronized int pollInterval() {
        Node ui = nodes.get(1);
        return ui == null || !ui.properties.containsKey("pollInterval") ? -1 : ui.properties.get("pollInterval").asInt(-1);
    }

    /**
     * The UI's heartbeat when it is due, as the browser sends it every 30 s (appConfig.heartbeatInterval) so that
     * the server keeps the page's UI; a simulated pupil calls this while waiting or thinking.
     */
    void heartbeatWhenDue() throws IOException, InterruptedException {
        if (System.currentTimeMillis() < nextHeartbeat) {
            return;
        }
        nextHeartbeat = System.currentTimeMillis() + HEARTBEAT_MILLIS;
        long start = System.nanoTime();
        HttpResponse<Void> r = http.send(HttpRequest.newBuilder(base.resolve("/?v-r=heartbeat&v-uiId=" + uiId))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.discarding());
        metrics.record("heartbeat", System.nanoTime() - start, r.statusCode() == 200);
    }

    /** A click on a link inside the app (a router link or an anchor to one of its routes): the UI navigates. */
    void navigate(String action, String route) throws IOException, InterruptedException {
        rpc(action, List.of(Map.of("type", "event", "node", 1, "event", "ui-navigate", "data", Map.of(
                "route", route, "query", "", "appShellTitle", "", "historyState", Map.of("idx", 0), "trigger", ""))));
    }

    /** The addresses of the page's links that start so ({@code classes/}), in no order. */
    synchronized List<String> hrefsStartingWith(String prefix) {
        return nodes.values().stream().map(n -> n.attributes.get("href"))
                .filter(h -> h != null && h.startsWith(prefix)).distinct().toList();
    }

    /**
     * What Vaadin's grid asks once it is drawn (its connector's {@code setViewportRange}): the rows of the first
     * screen, {@code rows} of them. The server sends rows with an update its connector confirms
     * ({@code confirmUpdate}), as the browser's does, so that the server may forget the rows it sent before: the
     * updates of the navigation's answer (Vaadin sends the first rows with the grid) and of this one.
     */
    void showGridRows(String action, int rows) throws IOException, InterruptedException {
        Optional<Node> grid;
        List<JsonNode> before = lastExecute();
        synchronized (this) {
            grid = newest(nodes.values().stream().filter(n -> "vaadin-grid".equals(n.tag)));
        }
        if (grid.isEmpty()) {
            throw new IllegalStateException("no grid on the page: " + ids());
        }
        int id = grid.get().id;
        confirmGridUpdates(action, id, before);
        rpc(action, List.of(Map.of("type", "publishedEventHandler", "node", id, "templateEventMethodName",
                "setViewportRange", "templateEventMethodArgs", List.of(0, rows), "promise", 0)));
        confirmGridUpdates(action, id, lastExecute());
    }

    private void confirmGridUpdates(String action, int grid, List<JsonNode> execute)
            throws IOException, InterruptedException {
        for (JsonNode call : execute) {
            String script = call.get(call.size() - 1).asString("");
            if (script.contains("$connector.confirm") && call.size() >= 3 && call.get(call.size() - 2).isNumber()) {
                rpc(action + " (confirm)", List.of(Map.of("type", "publishedEventHandler", "node", grid,
                        "templateEventMethodName", "confirmUpdate",
                        "templateEventMethodArgs", List.of(call.get(call.size() - 2).asInt()), "promise", 0)));
            }
        }
    }

    /** What the browser sends at each poll interval. */
    void poll(String action) throws IOException, InterruptedException {
        rpc(action, List.of(Map.of("type", "event", "node", 1, "event", "ui-poll", "data", Map.of())));
    }

    /** The JavaScript calls of the last answer (the pupil's login form is one of them). */
    synchronized List<JsonNode> lastExecute() {
        return lastExecute;
    }

    /** The ids on the page, for a message when a control is missing. */
    synchronized String ids() {
        return nodes.values().stream().map(n -> n.attributes.get("id")).filter(java.util.Objects::nonNull).sorted()
                .toList().toString();
    }

    private String get(String action, String path) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve(path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        metrics.record(action.startsWith("page") ? "page" : action, System.nanoTime() - start, r.statusCode() == 200);
        metrics.received(r.body().length());
        if (r.statusCode() != 200) {
            throw new IOException(action + ": HTTP " + r.statusCode());
        }
        return r.body();
    }

    void closePush() {
        if (push != null) {
            push.close();
            push = null;
        }
    }

    private static String enc(String s) {
        return URLEncoder.encode(s == null ? "" : s, StandardCharsets.UTF_8);
    }

    static JsonNode parse(String json) {
        return JSON.readTree(json);
    }
}
