package com.firmsite.config;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** How option values are read, beyond picocli's own types (numbers, paths, enums). */
public final class Converters {
    private Converters() {}

    /** A byte count: {@code 65536}, {@code 64KiB}, {@code 10MB}, {@code 1GiB}; k, m and g are binary, like KiB. */
    public static final class Size implements ITypeConverter<Long> {
        private static final Pattern FORM = Pattern.compile("([0-9]{1,12})\\s*(|b|([kmg])(|b|ib))");

        @Override
        public Long convert(String text) {
            Matcher m = FORM.matcher(text.strip().toLowerCase(Locale.ROOT));
            if (!m.matches()) {
                throw new TypeConversionException("expected a size like 65536, 64KiB or 10MB, got \"" + text + "\"");
            }
            int shift = m.group(3) == null ? 0 : 10 * ("kmg".indexOf(m.group(3)) + 1);
            return Long.parseLong(m.group(1)) << shift;
        }
    }

    /** A duration: {@code 500ms}, {@code 10s}, {@code 2m}, {@code 1h}, or a plain number of seconds. */
    public static final class Span implements ITypeConverter<Duration> {
        private static final Pattern FORM = Pattern.compile("([0-9]{1,9})\\s*(|ms|s|m|h)");

        @Override
        public Duration convert(String text) {
            Matcher m = FORM.matcher(text.strip().toLowerCase(Locale.ROOT));
            if (!m.matches()) {
                throw new TypeConversionException("expected a duration like 10s or 500ms, got \"" + text + "\"");
            }
            long amount = Long.parseLong(m.group(1));
            return switch (m.group(2)) {
                case "ms" -> Duration.ofMillis(amount);
                case "m" -> Duration.ofMinutes(amount);
                case "h" -> Duration.ofHours(amount);
                default -> Duration.ofSeconds(amount);
            };
        }
    }

    /** A switch's value from the environment: true, 1 or yes; false, 0 or no. */
    public static final class Switch implements ITypeConverter<Boolean> {
        @Override
        public Boolean convert(String text) {
            return switch (text.strip().toLowerCase(Locale.ROOT)) {
                case "true", "1", "yes" -> true;
                case "false", "0", "no" -> false;
                default -> throw new TypeConversionException("expected true or false, got \"" + text + "\"");
            };
        }
    }

    /** A public base URL: scheme and host (and port), nothing else; one trailing slash is forgiven and removed. */
    public static final class BaseUrl implements ITypeConverter<String> {
        private static final Pattern FORM =
                Pattern.compile("https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?|https?://\\[[0-9A-Fa-f:.]+\\](:[0-9]{1,5})?");

        @Override
        public String convert(String text) {
            return parse(text)
                    .orElseThrow(() -> new TypeConversionException(
                            "expected scheme and host with no path, like https://www.example.com, got \"" + text
                                    + "\""));
        }

        private static Optional<String> parse(String text) {
            String url = text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
            return FORM.matcher(url).matches() ? Optional.of(url) : Optional.empty();
        }
    }
}
