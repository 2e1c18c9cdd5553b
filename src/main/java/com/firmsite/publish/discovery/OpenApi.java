package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.array;
import static com.firmsite.publish.discovery.Json.object;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import com.firmsite.publish.RenderedPage;
import java.util.List;
import java.util.Map;

/**
 * {@code /openapi.json}: an OpenAPI 3.1 description of the whole surface (docs/decisions.md §5.15), built
 * from the same site and base URL as everything else. Nothing needs authentication, so there are no
 * security schemes and {@code security} is empty. It carries no {@code x-payment-info}: the site
 * sells nothing.
 */
final class OpenApi {
    static final String PATH = "/openapi.json";
    static final String VERSION = "1.0.0";

    /** The tags every operation names one of, in the order served (discovery/openapi/tags.yaml). */
    private static final ArrayNode TAGS =
            (ArrayNode) OpenApiResource.read("tags.yaml").required("tags");

    private OpenApi() {}

    /**
     * @param pages every page in site order, {@code /docs} included
     * @param translated by other language, its pages at their URL paths (described under its prefix)
     */
    static Output render(
            Site site, String baseUrl, List<RenderedPage> pages, Map<String, List<RenderedPage>> translated) {
        return Output.document(
                PATH,
                Representation.of(MediaType.JSON, Json.write(document(site, baseUrl, pages, translated))),
                Output.Cache.DISCOVERY);
    }

    static ObjectNode document(
            Site site, String baseUrl, List<RenderedPage> pages, Map<String, List<RenderedPage>> translated) {
        return object(
                "openapi", "3.1.0",
                "info", info(site, baseUrl),
                "servers",
                        array(object(
                                "url",
                                baseUrl,
                                "description",
                                "The public address of " + site.firm().name() + "'s website.")),
                "security", array(),
                "tags", TAGS.deepCopy(),
                "externalDocs",
                        object(
                                "description",
                                "Documentation for developers and agents",
                                "url",
                                baseUrl + Documentation.PATH),
                "paths", OpenApiPaths.of(site, pages, translated),
                "components",
                        object(
                                "schemas", OpenApiSchemas.all(baseUrl),
                                "responses", OpenApiResponses.responses(),
                                "headers", OpenApiResponses.headers()));
    }

    private static ObjectNode info(Site site, String baseUrl) {
        String description =
                "The public, read-only discovery surface of " + site.firm().name() + "'s website. "
                        + "It is a website, not a REST API: the endpoints below let agents and browsers find its pages and "
                        + "machine-readable documents. No endpoint needs authentication; send no Authorization header. "
                        + "Undefined paths under /api/ give 404 api_route_not_found; /api/* is limited to 120 requests per 60 s per client. "
                        + "Errors are RFC 9457 problem details whose type URI is the section of " + baseUrl
                        + "/docs that explains them. "
                        + "Any request can also be refused before routing with a protocol problem (400, 408, 413, 414 or 431).";
        return object(
                "title",
                site.firm().name() + " website: discovery surface",
                "version",
                VERSION,
                "summary",
                "Pages, Markdown and discovery documents of a law firm's public website.",
                "description",
                description,
                "contact",
                object(
                        "name",
                        site.firm().name(),
                        "url",
                        baseUrl + "/contact",
                        "email",
                        site.firm().email()));
    }
}
