package com.firmsite.publish.discovery;

import static com.firmsite.publish.discovery.DiscoveryResponses.fetch;
import static com.firmsite.publish.discovery.DiscoveryResponses.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.firmsite.testing.TestServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.CustomNode;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code /auth.md} and the /docs fragment on authentication, parsed with commonmark-java: they
 * state the policy, carry the specification's decision table, and quote exactly what the server
 * sends.
 */
@ParameterizedClass(name = "base URL {0}")
@MethodSource("com.firmsite.publish.discovery.BaseUrls#both")
class AuthMarkdownTest {
    private static final Parser MARKDOWN =
            Parser.builder().extensions(List.of(TablesExtension.create())).build();
    private static final List<List<String>> DECISION_TABLE = List.of(
            List.of("Agent has", "Advertised type", "Outcome"),
            List.of(
                    "identity assertion (urn:ietf:params:oauth:token-type:id-jag) for this audience",
                    "identity_assertion",
                    "access_denied"),
            List.of("user e-mail only", "not used", "do not register"),
            List.of("neither", "anonymous", "access_denied"));

    @Parameter
    String base;

    private TestServer server;

    @BeforeEach
    void connect() {
        server = BaseUrls.server(base);
    }

    @Test
    void authMdSaysRegistrationIsNotAcceptedAndCarriesTheDecisionTable() {
        String markdown =
                fetch(server, "/auth.md", "text/markdown; charset=utf-8").body();
        assertThat(markdown).contains("Registration is not accepted").contains("need no authentication");
        assertThat(tables(MARKDOWN.parse(markdown))).contains(DECISION_TABLE);
    }

    @Test
    void authMdDescribesTheTwoHopDiscoveryWithAbsoluteUrlsInOrder() {
        String b = server.baseUrl();
        String markdown = server.get("/auth.md").body();
        int protectedResource = markdown.indexOf("GET " + b + "/.well-known/oauth-protected-resource");
        int authorizationServer = markdown.indexOf("GET " + b + "/.well-known/oauth-authorization-server");
        assertThat(protectedResource).isPositive();
        assertThat(authorizationServer).isGreaterThan(protectedResource);
    }

    @Test
    void authMdSaysWhereThePublicResourcesAre() {
        String b = server.baseUrl();
        assertThat(server.get("/auth.md").body())
                .contains(
                        b + "/llms.txt",
                        b + "/sitemap-index.xml",
                        b + "/docs",
                        "Accept: text/markdown",
                        b + "/.well-known/api-catalog",
                        b + "/.well-known/agent-skills/index.json");
    }

    @Test
    void authMdListsEveryReservedUrlAndQuotesTheDocumentTheyActuallySend() {
        String markdown = server.get("/auth.md").body();
        ReservedUrlsTest.RESERVED.forEach(path -> assertThat(markdown).contains(server.baseUrl() + path));
        JsonNode quoted = json(codeBlocks(MARKDOWN.parse(markdown), "json").get(0));
        ReservedUrlsTest.assertAccessDenied(quoted);
        assertThat(quoted).isEqualTo(json(server.get("/agent/auth")));
    }

    @Test
    void theDocsFragmentCarriesTheDecisionTableAndQuotesTheAccessDeniedAndMcpAnswersExactly() throws IOException {
        String fragment = fragment().replace("{base_url}", server.baseUrl());
        Node document = MARKDOWN.parse(fragment);
        assertThat(tables(document)).contains(DECISION_TABLE);
        ReservedUrlsTest.RESERVED.forEach(path -> assertThat(fragment).contains("`" + server.baseUrl() + path + "`"));
        List<String> json = codeBlocks(document, "json");
        assertThat(json(json.get(0))).isEqualTo(json(server.get("/oauth/token")));
        String initialize = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}";
        assertThat(fragment).contains("-d '" + initialize + "'");
        assertThat(json(json.get(1)))
                .isEqualTo(json(server.send("POST", "/mcp", HttpRequest.BodyPublishers.ofString(initialize))));
        assertThat(fragment)
                .contains(
                        "403 Forbidden",
                        "Allow: POST",
                        "resource_metadata=\"" + server.baseUrl() + "/.well-known/oauth-protected-resource\"");
    }

    private static String fragment() throws IOException {
        try (InputStream in = AuthMarkdownTest.class.getResourceAsStream("/docs/30-authentication.md")) {
            assertThat(in).as("docs fragment in the jar").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Every GFM table as rows of cell text (inline code unwrapped). */
    private static List<List<List<String>>> tables(Node document) {
        List<List<List<String>>> tables = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(CustomBlock block) {
                if (block instanceof TableBlock) {
                    List<List<String>> rows = new ArrayList<>();
                    collectRows(block, rows);
                    tables.add(rows);
                }
            }
        });
        return tables;
    }

    private static void collectRows(Node node, List<List<String>> rows) {
        for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
            if (child instanceof TableRow) {
                List<String> cells = new ArrayList<>();
                for (Node cell = child.getFirstChild(); cell != null; cell = cell.getNext()) {
                    cells.add(text((TableCell) cell));
                }
                rows.add(cells);
            } else {
                collectRows(child, rows);
            }
        }
    }

    private static String text(Node node) {
        StringBuilder text = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text t) {
                text.append(t.getLiteral());
            }

            @Override
            public void visit(Code code) {
                text.append(code.getLiteral());
            }

            @Override
            public void visit(CustomNode custom) {
                visitChildren(custom);
            }
        });
        return text.toString().strip();
    }

    private static List<String> codeBlocks(Node document, String info) {
        List<String> blocks = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(FencedCodeBlock block) {
                if (info.equals(block.getInfo())) {
                    blocks.add(block.getLiteral());
                }
            }
        });
        return blocks;
    }
}
