package com.firmsite.testing;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A strict reader of the Prometheus text exposition format (0.0.4): every line must be a {@code #
 * HELP}, a {@code # TYPE} or a sample {@code name{labels} value}; a sample's metric family must
 * have been typed first. Anything else fails the test with the offending line.
 */
public final class PrometheusText {
    private static final String NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
    private static final String LABEL = "[a-zA-Z_][a-zA-Z0-9_]*=\"(?:[^\"\\\\\\n]|\\\\[\\\\\"n])*\"";
    private static final String VALUE = "(?:[+-]?(?:[0-9]*\\.?[0-9]+(?:[eE][+-]?[0-9]+)?|Inf)|NaN)";
    private static final Pattern HELP = Pattern.compile("# HELP (" + NAME + ") .*");
    private static final Pattern TYPE =
            Pattern.compile("# TYPE (" + NAME + ") (counter|gauge|histogram|summary|untyped)");
    private static final Pattern SAMPLE = Pattern.compile(
            "(" + NAME + ")(\\{(?:" + LABEL + "(?:," + LABEL + ")*,?)?\\})? (" + VALUE + ")(?: -?[0-9]+)?");

    private final Map<String, Double> samples;
    private final Map<String, String> types;

    private PrometheusText(Map<String, Double> samples, Map<String, String> types) {
        this.samples = samples;
        this.types = types;
    }

    public static PrometheusText parse(String text) {
        Map<String, Double> samples = new LinkedHashMap<>();
        Map<String, String> types = new LinkedHashMap<>();
        for (String line : text.split("\n", -1)) {
            Matcher type = TYPE.matcher(line);
            Matcher sample = SAMPLE.matcher(line);
            if (type.matches()) {
                types.put(type.group(1), type.group(2));
            } else if (sample.matches()) {
                if (familyOf(sample.group(1), types).isEmpty()) {
                    throw new AssertionError("sample before its # TYPE line: " + line);
                }
                if (samples.put(
                                sample.group(1) + (sample.group(2) == null ? "" : sample.group(2)),
                                Double.parseDouble(sample.group(3).replace("Inf", "Infinity")))
                        != null) {
                    throw new AssertionError("duplicate sample: " + line);
                }
            } else if (!HELP.matcher(line).matches() && !line.isEmpty()) {
                throw new AssertionError("not Prometheus text format: " + line);
            }
        }
        return new PrometheusText(samples, types);
    }

    /** The value of one sample, written as exposed: {@code name{label="value",...}}. */
    public double value(String sample) {
        Double value = samples.get(sample);
        if (value == null) {
            throw new AssertionError("no sample " + sample + " among " + samples.keySet());
        }
        return value;
    }

    public Optional<Double> find(String sample) {
        return Optional.ofNullable(samples.get(sample));
    }

    /** The declared type of a metric family ({@code counter}, {@code histogram}, ...). */
    public Optional<String> type(String family) {
        return Optional.ofNullable(types.get(family));
    }

    public Map<String, Double> samples() {
        return samples;
    }

    private static Optional<String> familyOf(String sampleName, Map<String, String> types) {
        for (String suffix : new String[] {"", "_total", "_bucket", "_count", "_sum", "_created", "_info"}) {
            if (sampleName.endsWith(suffix)) {
                String family = sampleName.substring(0, sampleName.length() - suffix.length());
                if (types.containsKey(family) || types.containsKey(sampleName)) {
                    return Optional.of(family);
                }
            }
        }
        return Optional.empty();
    }
}
