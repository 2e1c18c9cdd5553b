package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.util.List;

/**
 * The URLs the OAuth and agent-registration metadata must name but that issue nothing (docs/decisions.md §5.3):
 * every method gets 403 with the access-denied document, never a redirect. The snapshot adds
 * {@code Cache-Control: no-store} and {@code Pragma: no-cache}.
 */
final class ReservedUrls {
    static final String REGISTER = "/agent/auth";
    static final String CLAIM = "/agent/claim";
    static final String AGENT_REVOKE = "/agent/revoke";
    static final String TOKEN = "/oauth/token";
    static final String REVOKE = "/oauth/revoke";
    static final String AUTHORIZE = "/oauth/authorize";

    static final List<String> ALL = List.of(REGISTER, CLAIM, AGENT_REVOKE, TOKEN, REVOKE, AUTHORIZE);

    /** RFC 6749 §5.2 allows only %x20-21 / %x23-5B / %x5D-7E in {@code error_description}. */
    private static final String ERROR_DESCRIPTION_CHARACTERS = "[\\x20\\x21\\x23-\\x5B\\x5D-\\x7E]+";

    private ReservedUrls() {}

    static List<Output> render(String baseUrl) {
        Representation denied = JsonDocuments.representation(MediaType.JSON, accessDenied(baseUrl));
        return ALL.stream()
                .map(path -> new Output(
                        path, Output.Kind.RESERVED, List.of(denied), Output.Cache.NO_STORE, false, List.of()))
                .toList();
    }

    static ObjectNode accessDenied(String baseUrl) {
        String description =
                "This origin does not accept agent registration and issues no tokens or other credentials. "
                        + "Public resources need no authentication: read " + baseUrl + WellKnown.AUTH_MD + " and "
                        + baseUrl + WellKnown.LLMS_TXT + ".";
        if (!description.matches(ERROR_DESCRIPTION_CHARACTERS)) {
            // Only a base URL could bring other characters in, and configuration admits none.
            throw new IllegalStateException(
                    "error_description must be printable ASCII without quote or backslash: " + description);
        }
        return JsonDocuments.object().put("error", "access_denied").put("error_description", description);
    }
}
