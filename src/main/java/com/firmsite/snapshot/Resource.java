package com.firmsite.snapshot;

import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import java.util.ArrayList;
import java.util.List;

/** What a path serves. The HTTP layer switches over these kinds, nothing else. */
public sealed interface Resource {

    /** The variants this resource sends, in a fixed order. */
    List<Variant> variants();

    /**
     * A page: one variant per format of {@link OutputFormats#PAGE}, in that order, chosen by {@code
     * Accept}. GET and HEAD.
     */
    record Page(List<Variant> variants) implements Resource {
        public Page {
            variants = List.copyOf(variants);
            if (variants.size() != OutputFormats.PAGE.size()) {
                throw new IllegalArgumentException(
                        "a page has " + OutputFormats.PAGE.size() + " variants, not " + variants.size());
            }
        }

        /** The variant in {@code format}, a page format. */
        public Variant variant(OutputFormat format) {
            return variants.get(OutputFormats.index(format));
        }
    }

    /** One fixed representation (a discovery document, a Markdown twin, an asset). GET and HEAD. */
    record Document(Variant variant) implements Resource {
        @Override
        public List<Variant> variants() {
            return List.of(variant);
        }
    }

    /**
     * A redirect from {@code redirects.yaml}: the same status and {@code Location} in each
     * representation, whose small body is chosen by {@code Accept} as for a page error (one per page
     * format, then problem+json). GET and HEAD.
     *
     * @param location the absolute URL the client is sent to
     * @param bodies the bodies in the page formats, as a page holds them
     */
    record Redirect(String location, Page bodies, Variant json) implements Resource {
        @Override
        public List<Variant> variants() {
            List<Variant> all = new ArrayList<>(bodies.variants());
            all.add(json);
            return List.copyOf(all);
        }

        /** The body in {@code format}, one of {@link OutputFormats#ERROR}. */
        public Variant variant(OutputFormat format) {
            return format.equals(OutputFormats.PROBLEM_JSON) ? json : bodies.variant(format);
        }

        public int status() {
            return json.status();
        }
    }

    /** A reserved OAuth or registration URL: every method gets the 403 access-denied document. */
    record Reserved(Variant denied) implements Resource {
        @Override
        public List<Variant> variants() {
            return List.of(denied);
        }
    }
}
