package com.firmsite.snapshot;

import java.util.List;

/** What a path serves. The HTTP layer switches over these kinds, nothing else. */
public sealed interface Resource {

    /** The variants this resource sends, in a fixed order. */
    List<Variant> variants();

    /** An HTML page and its Markdown counterpart, chosen by {@code Accept}. GET and HEAD. */
    record Page(Variant html, Variant markdown) implements Resource {
        @Override
        public List<Variant> variants() {
            return List.of(html, markdown);
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
     * representation, whose small body is chosen by {@code Accept} as for a page error. GET and HEAD.
     *
     * @param location the absolute URL the client is sent to
     */
    record Redirect(String location, Variant html, Variant markdown, Variant json) implements Resource {
        @Override
        public List<Variant> variants() {
            return List.of(html, markdown, json);
        }

        public int status() {
            return html.status();
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
