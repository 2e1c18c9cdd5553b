package com.firmsite.publish.discovery;

import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;

/**
 * robots.txt: everything allowed, the site's content policy as Content-Signal and as Content-Usage, and
 * the sitemap (docs/decisions.md §5.12).
 */
final class Robots {
    private Robots() {}

    static Output render(Site site, String baseUrl) {
        String text =
                "# " + site.firm().name() + ": " + site.firm().contentPolicy().replace('\n', ' ') + "\n"
                        + "User-agent: *\n"
                        + "Content-Signal: " + site.firm().contentSignal() + "\n"
                        // The same policy in the IETF AIPREF attachment's robots.txt rule (docs/decisions.md §5.12).
                        + "Content-Usage: " + site.firm().contentUsage() + "\n"
                        + "Allow: /\n"
                        + "\n"
                        + "Sitemap: " + baseUrl + "/sitemap-index.xml\n";
        return Output.document("/robots.txt", Representation.of(MediaType.TEXT, text), Output.Cache.DISCOVERY);
    }
}
