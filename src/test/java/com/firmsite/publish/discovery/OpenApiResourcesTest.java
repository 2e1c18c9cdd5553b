package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.Json.object;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The YAML files under discovery/openapi/ hold the parts of /openapi.json that depend on nothing of
 * the site. Each is read here as the server reads it and judged by swagger-parser as the OpenAPI 3.1
 * component objects it holds, apart from any site, so a mistake is caught at build time.
 */
class OpenApiResourcesTest {

    @Test
    void everyFileIsAValidSetOfOpenApi31Components() {
        ObjectNode components = object(
                "schemas", withProblemsFilled(),
                "responses", OpenApiResource.read("responses.yaml"),
                "headers", OpenApiResource.read("headers.yaml"));
        ObjectNode document = object(
                "openapi", "3.1.0",
                "info", object("title", "components only", "version", "1"),
                "paths", object(),
                "tags", OpenApiResource.read("tags.yaml").required("tags"),
                "components", components);

        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(Json.write(document), null, options);

        assertThat(result.getMessages()).isEmpty();
        assertThat(result.getOpenAPI().getSpecVersion()).isEqualTo(SpecVersion.V31);
        assertThat(result.getOpenAPI().getComponents().getSchemas()).containsKeys("Html", "ApiCatalog", "JwkSet");
    }

    @Test
    void everyReferenceInTheFilesNamesAComponentTheyDefine() {
        ObjectNode all = object(
                "schemas", withProblemsFilled(),
                "responses", OpenApiResource.read("responses.yaml"),
                "headers", OpenApiResource.read("headers.yaml"));
        List<String> references = new ArrayList<>();
        all.findValues("$ref").forEach(ref -> references.add(ref.asText()));

        assertThat(references)
                .isNotEmpty()
                .allSatisfy(ref -> assertThat(ref)
                        .startsWith("#/components/")
                        .satisfies(name -> assertThat(all.at(name.substring("#/components".length()))
                                        .isMissingNode())
                                .as(name)
                                .isFalse()));
    }

    @Test
    void theNamesTheCodeRefersToAreDefined() {
        assertThat(names(OpenApiResource.read("headers.yaml"))).containsAll(OpenApiResponses.RATE_LIMIT_HEADERS);
        assertThat(names(OpenApiResource.read("responses.yaml")))
                .containsAll(OpenApiResponses.PROTOCOL_RESPONSES)
                .contains("PageNotFound", "MethodNotAllowed", "RateLimitExceeded", "AccessDenied");
    }

    @Test
    void theSchemasAreServedInTheOrderWrittenWithTheProblemsInTheirSlots() {
        assertThat(names(OpenApiSchemas.all("https://a.example")))
                .startsWith(
                        "Html",
                        "Markdown",
                        "Text",
                        "Xml",
                        "Atom",
                        "VCard",
                        "Pdf",
                        "ICalendar",
                        "Status",
                        "Problem",
                        "ProtocolProblem")
                .endsWith("JwkSet");
    }

    @Test
    void aMissingFileFailsWithItsName() {
        assertThatThrownBy(() -> OpenApiResource.read("no-such.yaml"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("/discovery/openapi/no-such.yaml");
    }

    @Test
    void aSlotLeftEmptyFailsWithItsName() {
        ObjectNode components = OpenApiResource.read("schemas.yaml");

        assertThatThrownBy(() -> OpenApiResource.filled("schemas.yaml", components, Map.of("Problem", object())))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("schemas.yaml: slot ProtocolProblem is not filled");
    }

    /** Both schema files, with the two problem slots filled as the site fills them. */
    private static ObjectNode withProblemsFilled() {
        return OpenApiSchemas.all("https://www.example.com");
    }

    private static List<String> names(ObjectNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
