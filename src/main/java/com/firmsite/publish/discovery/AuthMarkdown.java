package com.firmsite.publish.discovery;

import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.util.Map;

/**
 * {@code /auth.md}, the file the {@code agent_auth.skill} member points at: registration is not
 * accepted, the specification's decision table, the two-hop discovery and where the public
 * resources are. Its access-denied example is the very document the reserved URLs send.
 */
final class AuthMarkdown {
    private static final String SOURCE = "/discovery/auth.md";

    private AuthMarkdown() {}

    static Output render(Site site, String baseUrl) {
        Map<String, String> values = Map.of(
                "base_url", baseUrl,
                "firm_name", site.firm().name(),
                "access_denied", JsonDocuments.indented(ReservedUrls.accessDenied(baseUrl)));
        String markdown = Template.fill(SOURCE, Template.resource(SOURCE), values);
        return Output.document(
                WellKnown.AUTH_MD, Representation.of(MediaType.MARKDOWN, markdown), Output.Cache.DISCOVERY);
    }
}
