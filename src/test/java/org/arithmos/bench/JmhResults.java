package org.arithmos.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/** The results of one JMH run, read from its JSON output ({@code -rf json}). */
record JmhResults(List<Result> results) {

    /**
     * One benchmark with one set of parameters. Times are in the benchmark's own unit
     * ({@link #unit}); {@code percentiles} maps "50.0", "99.0" … to values (SampleTime mode only).
     */
    record Result(String benchmark, String mode, Map<String, String> params, double score, double error,
                  String unit, long samples, Map<String, Double> percentiles, Map<String, Double> secondary,
                  Settings settings) {

        /** The class and method, without the package: {@code SolveBenchmark.plays}. */
        String shortName() {
            String[] parts = benchmark.split("\\.");
            return parts[parts.length - 2] + "." + parts[parts.length - 1];
        }

        boolean is(String shortName, String... keyValues) {
            if (!shortName().equals(shortName)) {
                return false;
            }
            for (int i = 0; i < keyValues.length; i += 2) {
                if (!keyValues[i + 1].equals(params.get(keyValues[i]))) {
                    return false;
                }
            }
            return true;
        }

        double percentile(double p) {
            Double v = percentiles.get(Double.toString(p));
            if (v == null) {
                throw new IllegalStateException(shortName() + " " + params + " has no p" + p + " (not SampleTime?)");
            }
            return v;
        }

        /** Bytes allocated per operation, when the run used {@code -prof gc}. */
        Optional<Double> allocatedBytesPerOp() {
            return Optional.ofNullable(secondary.get("gc.alloc.rate.norm"));
        }
    }

    /** How JMH ran a benchmark. */
    record Settings(int forks, int warmupIterations, String warmupTime, int measurementIterations,
                    String measurementTime, int threads, String jdkVersion, String vmName, String vmVersion,
                    String jmhVersion, List<String> jvmArgs) {
    }

    static JmhResults read(Path json) {
        JsonNode root = new ObjectMapper().readTree(json);
        List<Result> results = new ArrayList<>();
        for (JsonNode node : root.values()) {
            results.add(result(node));
        }
        return new JmhResults(results);
    }

    private static Result result(JsonNode node) {
        Map<String, String> params = new LinkedHashMap<>();
        node.path("params").properties().forEach(e -> params.put(e.getKey(), e.getValue().asString()));
        JsonNode primary = node.path("primaryMetric");
        Map<String, Double> percentiles = new LinkedHashMap<>();
        primary.path("scorePercentiles").properties().forEach(e -> percentiles.put(e.getKey(), e.getValue().asDouble()));
        Map<String, Double> secondary = new LinkedHashMap<>();
        node.path("secondaryMetrics").properties().forEach(e -> secondary.put(e.getKey(), e.getValue().path("score").asDouble()));
        List<String> jvmArgs = new ArrayList<>();
        node.path("jvmArgs").values().forEach(a -> jvmArgs.add(a.asString()));
        Settings settings = new Settings(node.path("forks").asInt(), node.path("warmupIterations").asInt(),
                node.path("warmupTime").asString(""), node.path("measurementIterations").asInt(),
                node.path("measurementTime").asString(""), node.path("threads").asInt(),
                node.path("jdkVersion").asString(""), node.path("vmName").asString(""),
                node.path("vmVersion").asString(""), node.path("jmhVersion").asString(""), jvmArgs);
        return new Result(node.path("benchmark").asString(), node.path("mode").asString(), params,
                primary.path("score").asDouble(), primary.path("scoreError").asDouble(Double.NaN),
                primary.path("scoreUnit").asString(), sampleCount(primary), percentiles, secondary, settings);
    }

    /** Samples behind the score: the histogram's counts in SampleTime mode, else the iterations. */
    private static long sampleCount(JsonNode primary) {
        long n = 0;
        for (JsonNode fork : primary.path("rawDataHistogram").values()) {
            for (JsonNode iteration : fork.values()) {
                for (JsonNode bucket : iteration.values()) {
                    n += bucket.path(1).asLong();
                }
            }
        }
        if (n == 0) {
            for (JsonNode fork : primary.path("rawData").values()) {
                n += fork.size();
            }
        }
        return n;
    }

    /** The one result of this benchmark with these parameters (name, value, name, value …). */
    Optional<Result> find(String shortName, String... keyValues) {
        return results.stream().filter(r -> r.is(shortName, keyValues)).findFirst();
    }
}
