package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of the request-target decoder (docs/decisions.md §2.5): whatever arrives, the answer is a
 * refusal or a clean path; decoding never adds a path separator; well-encoded paths round-trip.
 */
class RequestTargetPropertiesTest {
    private static final String OWN = "localhost:8080";
    private static final String ORIGIN = "http://" + OWN;
    private static final List<String> PIECES = List.of(
            "/",
            "//",
            ".",
            "..",
            "%2e",
            "%2E%2e",
            "%2f",
            "%2F",
            "%5c",
            "%5C",
            "\\",
            "%",
            "%2",
            "%zz",
            "%%",
            "%00",
            "%0a",
            "%7f",
            "%c0%af",
            "%c0%ae",
            "%e0%80%ae",
            "%c2%85",
            "%ed%a0%80",
            "%f4%90%80%80",
            "%e2%82%ac",
            "%c3%a9",
            "%ff",
            "%80",
            "%25",
            "%252e",
            "a",
            "about",
            "team",
            "?",
            "?q=%zz",
            "#",
            "#frag",
            ";",
            "\u0000",
            "\u007f",
            "\u00e9",
            "\u00ff",
            "\u0661",
            " ",
            "\t",
            "http://localhost:8080",
            "HTTP://LOCALHOST:8080",
            "https://localhost:8080",
            "http://evil.example",
            "ftp://localhost:8080",
            "http://",
            "://",
            "*",
            "localhost:8080");

    @Property(tries = 1500)
    void everyTargetIsRefusedOrGivesACleanPath(@ForAll("targets") String target) {
        Optional<String> path = RequestTarget.path(target, ORIGIN);
        path.ifPresent(decoded -> {
            assertThat(decoded).startsWith("/");
            assertThat(decoded.chars()).noneMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\\');
            assertThat(StandardCharsets.UTF_8.newEncoder().canEncode(decoded))
                    .as("valid Unicode")
                    .isTrue();
        });
    }

    @Property(tries = 1000)
    void anyStringAtAllIsAnsweredWithoutAnException(@ForAll String target) {
        assertThat(RequestTarget.path(target, ORIGIN)).isNotNull();
    }

    @Property(tries = 1500)
    void decodingNeverAddsAPathSeparator(@ForAll("originForms") String target) {
        String raw = target.split("[?#]", 2)[0];
        RequestTarget.path(target, ORIGIN)
                .ifPresent(decoded -> assertThat(
                                decoded.chars().filter(c -> c == '/').count())
                        .isEqualTo(raw.chars().filter(c -> c == '/').count()));
    }

    @Property(tries = 1000)
    void percentEncodedSegmentsRoundTrip(@ForAll("segments") List<String> segments) {
        StringBuilder target = new StringBuilder();
        for (String segment : segments) {
            target.append('/').append(encode(segment));
        }
        String expected = segments.isEmpty() ? "/" : "/" + String.join("/", segments);
        assertThat(RequestTarget.path(segments.isEmpty() ? "/" : target + "?ignored=1", ORIGIN))
                .hasValue(expected);
    }

    @Property(tries = 1000)
    void anEncodedSlashOrBackslashIsAlwaysRefused(
            @ForAll("originForms") String before,
            @ForAll("escapedSeparators") String separator,
            @ForAll("safeText") String after) {
        String path = before.split("[?#]", 2)[0];
        assertThat(RequestTarget.path(path + separator + after, ORIGIN)).isEmpty();
    }

    @Property(tries = 1000)
    void overlongUtf8IsAlwaysRefused(
            @ForAll @IntRange(min = 0, max = 0x7f) int codePoint, @ForAll("safeText") String before) {
        // The two-byte form of an ASCII code point: C0 or C1 lead byte, never valid UTF-8.
        String overlong = String.format("%%%02x%%%02x", 0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
        assertThat(RequestTarget.path("/" + before + overlong, ORIGIN)).isEmpty();
    }

    @Property(tries = 1000)
    void absoluteFormForAnotherAuthorityIsAlwaysRefused(
            @ForAll("authorities") String authority, @ForAll("safeText") String path) {
        String target = "http://" + authority + "/" + path;
        assertThat(RequestTarget.path(target, ORIGIN).isPresent()).isEqualTo(authority.equalsIgnoreCase(OWN));
    }

    @Property(tries = 300)
    void absoluteFormWithTheOtherSchemeIsAlwaysRefused(@ForAll("safeText") String path) {
        assertThat(RequestTarget.path("https://" + OWN + "/" + path, ORIGIN)).isEmpty();
        assertThat(RequestTarget.path("http://" + OWN + "/" + path, "https://" + OWN))
                .isEmpty();
    }

    @Provide
    Arbitrary<String> targets() {
        return Arbitraries.oneOf(Arbitraries.of(PIECES), Arbitraries.strings().ofMaxLength(6))
                .list()
                .ofMaxSize(12)
                .map(pieces -> String.join("", pieces));
    }

    @Provide
    Arbitrary<String> originForms() {
        return targets().map(target -> "/" + target);
    }

    @Provide
    Arbitrary<String> escapedSeparators() {
        return Arbitraries.of("%2f", "%2F", "%5c", "%5C");
    }

    @Provide
    Arbitrary<String> safeText() {
        return Arbitraries.strings().withChars("abcxyz-._~").ofMaxLength(10);
    }

    @Provide
    Arbitrary<String> authorities() {
        return Arbitraries.oneOf(
                Arbitraries.of(
                        OWN,
                        "LOCALHOST:8080",
                        "localhost",
                        "localhost:80",
                        "localhost:8080@evil",
                        "evil.example",
                        "127.0.0.1:8080",
                        ""),
                Arbitraries.strings()
                        .withChars("abcdefghijklmnopqrstuvwxyz0123456789.:-@")
                        .ofMaxLength(20));
    }

    /** Path segments of any Unicode text without separators or control characters. */
    @Provide
    Arbitrary<List<String>> segments() {
        Arbitrary<Character> chars = Arbitraries.chars()
                .range((char) 0x20, (char) 0xd7ff)
                .filter(c -> c != '/' && c != '\\' && !(c >= 0x7f && c <= 0x9f));
        return chars.list()
                .ofMaxSize(12)
                .map(list -> list.stream().map(String::valueOf).reduce("", String::concat))
                .list()
                .ofMaxSize(5);
    }

    /** Percent-encodes everything but RFC 3986 unreserved characters, as a careful client would. */
    private static String encode(String segment) {
        StringBuilder encoded = new StringBuilder();
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-._~".indexOf(c) >= 0) {
                encoded.append(c);
            } else {
                encoded.append(String.format("%%%02X", b & 0xff));
            }
        }
        return encoded.toString();
    }
}
