package com.firmsite.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.output.OutputFormats;
import com.firmsite.snapshot.Encoding;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.UniqueElements;

/**
 * Properties of the Accept and Accept-Encoding parsers over hostile and random headers: nothing
 * escapes, every answer is one the caller allows, and q=0 is never overruled (docs/decisions.md §2.1, §2.6).
 */
class NegotiationPropertiesTest {
    private static final List<String> RANGES = List.of(
            "text/html",
            "text/markdown",
            "text/*",
            "*/*",
            "application/json",
            "application/problem+json",
            "application/*",
            "TEXT/HTML",
            "Text/Markdown",
            "image/png",
            "*/html",
            "text",
            "/",
            "text/",
            "/html",
            "text/html/x",
            "*",
            "",
            " ",
            ";",
            ";;",
            "=",
            "q=1");
    private static final List<String> PARAMETERS = List.of(
            "",
            ";q=0",
            ";q=1",
            ";q=0.5",
            ";q=0.001",
            ";q=1.000",
            ";q=1.001",
            ";q=0.0001",
            ";q=2",
            ";q=-1",
            ";q=",
            ";q",
            ";Q=0.3",
            ";q=abc",
            ";level=1",
            "; q = 0.7 ",
            ";q=0.5;q=0",
            ";",
            ";;",
            ";charset=utf-8",
            ";q=\u0661");
    private static final List<String> CODINGS = List.of(
            "br", "gzip", "x-gzip", "identity", "*", "deflate", "BR", "GZip", "", " ", ";", "zstd", "br;", "gzip,");

    @Property(tries = 1000)
    void aPageIsAlwaysHtmlOrMarkdown(@ForAll("acceptHeaders") String accept) {
        assertThat(Negotiation.forPage(accept)).isIn(OutputFormats.HTML, OutputFormats.MARKDOWN);
    }

    @Property(tries = 1000)
    void anErrorIsAlwaysOneOfItsThreeRepresentations(@ForAll("acceptHeaders") String accept) {
        assertThat(Negotiation.forError(accept)).isIn(OutputFormats.ERROR.toArray());
    }

    @Property(tries = 1000)
    void anyTextAtAllIsAnsweredWithoutAnException(@ForAll String header, @ForAll boolean br, @ForAll boolean gzip) {
        assertThat(Negotiation.forPage(header)).isNotNull();
        assertThat(Negotiation.forError(header)).isNotNull();
        assertThat(Negotiation.encoding(header, br, gzip)).isNotNull();
    }

    @Property(tries = 1000)
    void theCodingIsAlwaysOneTheVariantHas(
            @ForAll("acceptEncodings") String acceptEncoding, @ForAll boolean br, @ForAll boolean gzip) {
        Encoding chosen = Negotiation.encoding(acceptEncoding, br, gzip);
        assertThat(chosen == Encoding.IDENTITY || (chosen == Encoding.BR && br) || (chosen == Encoding.GZIP && gzip))
                .as("%s with br=%s gzip=%s gave %s", acceptEncoding, br, gzip, chosen)
                .isTrue();
    }

    @Property(tries = 1000)
    void markdownExcludedByQZeroIsNeverChosen(@ForAll("acceptHeaders") String rest) {
        String accept = "text/markdown;q=0, " + rest.replaceAll("(?i)text/markdown", "text/plain");
        assertThat(Negotiation.forPage(accept)).isEqualTo(OutputFormats.HTML);
        assertThat(Negotiation.forError(accept)).isNotEqualTo(OutputFormats.MARKDOWN);
    }

    @Property(tries = 1000)
    void compressionRefusedByQZeroIsNeverChosen(@ForAll("acceptEncodings") String rest) {
        String acceptEncoding =
                "br;q=0, gzip;q=0, x-gzip;q=0, " + rest.replaceAll("(?i)\\b(x-)?gzip\\b|\\bbr\\b", "deflate");
        assertThat(Negotiation.encoding(acceptEncoding, true, true)).isEqualTo(Encoding.IDENTITY);
    }

    @Property(tries = 1000)
    void theOrderOfDistinctRangesDoesNotChangeTheChoice(
            @ForAll("qualifiedRanges") @UniqueElements(by = MediaRangeName.class) List<String> ranges,
            @ForAll long seed) {
        List<String> shuffled = new ArrayList<>(ranges);
        Collections.shuffle(shuffled, new Random(seed));
        assertThat(Negotiation.forPage(String.join(", ", shuffled)))
                .isEqualTo(Negotiation.forPage(String.join(", ", ranges)));
        assertThat(Negotiation.forError(String.join(",", shuffled)))
                .isEqualTo(Negotiation.forError(String.join(",", ranges)));
    }

    /** Ranges are distinct by their media range, whatever their q. */
    static final class MediaRangeName implements java.util.function.Function<String, String> {
        @Override
        public String apply(String range) {
            return range.split(";", -1)[0];
        }
    }

    @Provide
    Arbitrary<String> acceptHeaders() {
        Arbitrary<String> entry = Arbitraries.oneOf(
                Arbitraries.of(RANGES)
                        .flatMap(range -> Arbitraries.of(PARAMETERS).map(range::concat)),
                Arbitraries.strings().ofMaxLength(12));
        return entry.list()
                .ofMaxSize(80)
                .flatMap(entries -> Arbitraries.of(",", ", ", " ,", ",,").map(comma -> String.join(comma, entries)));
    }

    @Provide
    Arbitrary<String> acceptEncodings() {
        Arbitrary<String> entry = Arbitraries.oneOf(
                Arbitraries.of(CODINGS)
                        .flatMap(coding -> Arbitraries.of(PARAMETERS).map(coding::concat)),
                Arbitraries.strings().ofMaxLength(8));
        return entry.list().ofMaxSize(80).map(entries -> String.join(", ", entries));
    }

    @Provide
    Arbitrary<List<String>> qualifiedRanges() {
        Arbitrary<String> range = Arbitraries.of(
                "text/html",
                "text/markdown",
                "text/*",
                "*/*",
                "application/json",
                "application/problem+json",
                "application/*");
        Arbitrary<String> q = Arbitraries.of("", ";q=0", ";q=0.1", ";q=0.5", ";q=0.9", ";q=1");
        return Combinators.combine(range, q).as(String::concat).list().ofMaxSize(7);
    }
}
