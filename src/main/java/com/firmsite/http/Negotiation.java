package com.firmsite.http;

import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.snapshot.Encoding;
import java.util.ArrayList;
import java.util.List;

/**
 * Content negotiation per RFC 9110 §12.5 with q-values (docs/decisions.md §2.1). Parsing is bounded: at
 * most {@link #MAX_ENTRIES} entries in the first {@link #MAX_CHARS} characters are considered, and
 * malformed entries are skipped, never thrown. What recent header values parse to is remembered
 * in a {@link BoundedCache}, so a typical request parses nothing.
 */
public final class Negotiation {
    static final int MAX_ENTRIES = 64;
    static final int MAX_CHARS = 4096;

    private record Range(String type, String subtype, int q) {
        /** 3 for type/subtype, 2 for type/*, 1 for *&#47;*, 0 if the range does not match. */
        int specificity(String t, String s) {
            if (type.equals("*")) {
                return subtype.equals("*") ? 1 : 0;
            }
            if (!type.equals(t)) {
                return 0;
            }
            return subtype.equals("*") ? 2 : subtype.equals(s) ? 3 : 0;
        }
    }

    private record Score(int q, int specificity) {
        boolean beats(Score other) {
            return q != other.q ? q > other.q : specificity > other.specificity;
        }
    }

    /** The q-values (thousandths, -1 when absent) an {@code Accept-Encoding} value gives each coding. */
    private record Codings(int br, int gzip, int identity, int any) {}

    private static final BoundedCache<OutputFormat> PAGE_CACHE = new BoundedCache<>();
    private static final BoundedCache<OutputFormat> ERROR_CACHE = new BoundedCache<>();
    private static final BoundedCache<Codings> CODINGS_CACHE = new BoundedCache<>();

    private Negotiation() {}

    /**
     * The page format ({@link OutputFormats#PAGE}: HTML or Markdown) for a page. No header, or nothing
     * acceptable: the default format, HTML (never 406).
     */
    public static OutputFormat forPage(String accept) {
        if (accept == null || accept.isBlank()) {
            return OutputFormats.defaultFormat();
        }
        return PAGE_CACHE.get(accept, value -> choose(value, OutputFormats.PAGE));
    }

    /**
     * The format of a page error (404, 405) or a redirect's body, one of {@link OutputFormats#ERROR}
     * (HTML, Markdown or problem+json); {@code application/json} counts for problem+json.
     */
    public static OutputFormat forError(String accept) {
        if (accept == null || accept.isBlank()) {
            return OutputFormats.defaultFormat();
        }
        return ERROR_CACHE.get(accept, value -> choose(value, OutputFormats.ERROR));
    }

    private static OutputFormat choose(String accept, List<OutputFormat> candidates) {
        List<Range> ranges = parseAccept(accept);
        OutputFormat best = candidates.getFirst();
        Score bestScore = new Score(0, 0);
        // Candidates are in preference order, so a strict "beats" keeps the default on ties.
        for (OutputFormat candidate : candidates) {
            Score score = score(ranges, candidate.type(), candidate.subtype());
            if (candidate.equals(OutputFormats.PROBLEM_JSON)) {
                Score json = score(ranges, "application", "json");
                if (json.beats(score)) {
                    score = json;
                }
            }
            if (score.q > 0 && score.beats(bestScore)) {
                best = candidate;
                bestScore = score;
            }
        }
        return best;
    }

    /** The q-value of the most specific matching range (RFC 9110 §12.5.1). */
    private static Score score(List<Range> ranges, String type, String subtype) {
        Score best = new Score(0, 0);
        for (Range range : ranges) {
            int specificity = range.specificity(type, subtype);
            if (specificity > best.specificity) {
                best = new Score(range.q, specificity);
            }
        }
        return best;
    }

    private static List<Range> parseAccept(String header) {
        List<Range> ranges = new ArrayList<>();
        for (String entry : entries(header)) {
            String[] parts = entry.split(";", -1); // -1: an entry of only ";" still has a parts[0]
            String mediaRange = parts[0].strip().toLowerCase(java.util.Locale.ROOT);
            int slash = mediaRange.indexOf('/');
            if (slash <= 0 || slash == mediaRange.length() - 1 || mediaRange.indexOf('/', slash + 1) >= 0) {
                continue;
            }
            String type = mediaRange.substring(0, slash);
            String subtype = mediaRange.substring(slash + 1);
            if (type.equals("*") && !subtype.equals("*")) {
                continue;
            }
            int q = qValue(parts);
            if (q >= 0) {
                ranges.add(new Range(type, subtype, q));
            }
        }
        return ranges;
    }

    /** The server's own order decides between equally acceptable codings: br, then gzip. */
    public static Encoding encoding(String acceptEncoding, boolean br, boolean gzip) {
        if (acceptEncoding == null || acceptEncoding.isBlank() || (!br && !gzip)) {
            return Encoding.IDENTITY;
        }
        Codings codings = CODINGS_CACHE.get(acceptEncoding, Negotiation::parseCodings);
        int brQ = !br ? 0 : codings.br() >= 0 ? codings.br() : Math.max(codings.any(), 0);
        int gzipQ = !gzip ? 0 : codings.gzip() >= 0 ? codings.gzip() : Math.max(codings.any(), 0);
        // Identity is acceptable unless excluded explicitly, or by "*;q=0" without an identity entry.
        int identityQ = codings.identity() >= 0 ? codings.identity() : codings.any() == 0 ? 0 : 1;
        if (brQ > 0 && brQ >= gzipQ && brQ >= identityQ) {
            return Encoding.BR;
        }
        if (gzipQ > 0 && gzipQ >= identityQ) {
            return Encoding.GZIP;
        }
        return Encoding.IDENTITY;
    }

    private static Codings parseCodings(String acceptEncoding) {
        int qBr = -1;
        int qGzip = -1;
        int qIdentity = -1;
        int qAny = -1;
        for (String entry : entries(acceptEncoding)) {
            String[] parts = entry.split(";", -1); // -1: an entry of only ";" still has a parts[0]
            String coding = parts[0].strip().toLowerCase(java.util.Locale.ROOT);
            int q = qValue(parts);
            if (q < 0) {
                continue;
            }
            switch (coding) {
                case "br" -> qBr = Math.max(qBr, q);
                case "gzip", "x-gzip" -> qGzip = Math.max(qGzip, q);
                case "identity" -> qIdentity = Math.max(qIdentity, q);
                case "*" -> qAny = Math.max(qAny, q);
                default -> {}
            }
        }
        return new Codings(qBr, qGzip, qIdentity, qAny);
    }

    private static List<String> entries(String header) {
        String bounded = header.length() > MAX_CHARS ? header.substring(0, MAX_CHARS) : header;
        String[] split = bounded.split(",", MAX_ENTRIES + 1);
        List<String> entries = new ArrayList<>(Math.min(split.length, MAX_ENTRIES));
        for (int i = 0; i < split.length && i < MAX_ENTRIES; i++) {
            if (!split[i].isBlank()) {
                entries.add(split[i]);
            }
        }
        return entries;
    }

    /** q as thousandths (0..1000); 1000 when absent; -1 when malformed (the entry is ignored). */
    private static int qValue(String[] parts) {
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].strip();
            int equals = parameter.indexOf('=');
            if (equals < 0 || !parameter.substring(0, equals).strip().equalsIgnoreCase("q")) {
                continue;
            }
            return parseQ(parameter.substring(equals + 1).strip());
        }
        return 1000;
    }

    private static int parseQ(String text) {
        // qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
        if (text.isEmpty() || text.length() > 5) {
            return -1;
        }
        char first = text.charAt(0);
        if (first != '0' && first != '1') {
            return -1;
        }
        if (text.length() == 1) {
            return first == '1' ? 1000 : 0;
        }
        if (text.charAt(1) != '.') {
            return -1;
        }
        int thousandths = 0;
        int scale = 100;
        for (int i = 2; i < text.length(); i++) {
            char digit = text.charAt(i);
            if (digit < '0' || digit > '9') {
                return -1;
            }
            thousandths += (digit - '0') * scale;
            scale /= 10;
        }
        if (first == '1') {
            return thousandths == 0 ? 1000 : -1;
        }
        return thousandths;
    }
}
