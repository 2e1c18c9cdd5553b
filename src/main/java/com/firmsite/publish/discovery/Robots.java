package com.firmsite.publish.discovery;

import com.firmsite.content.Site;
import com.firmsite.output.Header;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;

/**
 * robots.txt: everything allowed, the site's content policy as a Content-Signal rule and as the IETF
 * AIPREF {@code Content-Usage} header field of this response (the rule's own line is a comment: Lighthouse
 * 13's robots.txt audit fails on a rule it does not know, and it knows Content-Signal, not Content-Usage),
 * and the sitemap (docs/decisions.md §5.12).
 */
final class Robots {
    private Robots() {}

    static Output render(Site site, String baseUrl) {
        String text =
                "# " + site.firm().name() + ": " + site.firm().contentPolicy().replace('\n', ' ') + "\n"
                        // The AIPREF rule as a comment, for people; machines get it as this response's header.
                        + "# Content-Usage: " + site.firm().contentUsage() + "\n"
                        + "User-agent: *\n"
                        + "Content-Signal: " + site.firm().contentSignal() + "\n"
                        + "Allow: /\n"
                        + "\n"
                        + "Sitemap: " + baseUrl + "/sitemap-index.xml\n";
        return Output.document("/robots.txt", Representation.of(MediaType.TEXT, text), Output.Cache.DISCOVERY)
                .withHeader(Header.contentSignal(site.firm().contentSignal()))
                .withHeader(Header.contentUsage(site.firm().contentUsage()));
    }
}
