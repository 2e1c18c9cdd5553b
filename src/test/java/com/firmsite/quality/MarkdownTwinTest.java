package com.firmsite.quality;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Lawyer;
import com.firmsite.content.MarkdownSource;
import com.firmsite.publish.SiteRenderer;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The Markdown twin of each page has the HTML page's heading outline, links and tables: agents lose nothing. */
@ExtendWith(SampleSite.class)
class MarkdownTwinTest {
    private static final Parser PARSER =
            Parser.builder().extensions(MarkdownSource.EXTENSIONS).build();

    /** The site's own pages (documents such as /docs have twins of their own making). */
    static List<String> pages() {
        var server = SampleSite.server();
        return new SiteRenderer(server.site(), server.baseUrl())
                .renderPages().stream().map(p -> p.path()).toList();
    }

    @ParameterizedTest(name = "{0}: the Markdown twin has the same heading outline as the HTML")
    @MethodSource("pages")
    void twinMirrorsTheHeadingOutline(String path) {
        List<String> html = new ArrayList<>();
        for (Element heading : SampleSite.html(path).select("main :is(h1, h2, h3, h4, h5, h6)")) {
            html.add(heading.tagName().substring(1) + " " + heading.text());
        }

        assertThat(markdownOutline(twin(path))).isEqualTo(html);
    }

    @ParameterizedTest(name = "{0}: every link and contact detail in the HTML is in the Markdown twin")
    @MethodSource("pages")
    void twinKeepsEveryLink(String path) {
        String markdown = twin(path);
        for (Element link : SampleSite.html(path).select("main a[href]")) {
            String href = link.attr("href");
            if (href.startsWith("/")) {
                String target = SampleSite.server().baseUrl() + URI.create(href).getPath();
                assertThat(markdown).as("link to %s on %s", href, path).contains(target);
            } else {
                assertThat(markdown).as("%s on %s", href, path).contains(link.text());
            }
        }
    }

    @Test
    void theContactTwinHasATableWithEveryOffice() {
        List<TableBlock> tables = tables(twin("/contact"));

        assertThat(tables).hasSize(1);
        assertThat(rows(tables.get(0)))
                .hasSize(1 + SampleSite.server().site().firm().offices().size());
    }

    @Test
    void everyTeamTwinHasATableOfBarAdmissions() {
        for (Lawyer lawyer : SampleSite.server().site().team()) {
            List<TableBlock> tables = tables(twin(lawyer.path()));
            if (lawyer.admissions().isEmpty()) {
                assertThat(tables).as(lawyer.path()).isEmpty();
            } else {
                assertThat(tables).as(lawyer.path()).hasSize(1);
                assertThat(rows(tables.get(0))).hasSize(1 + lawyer.admissions().size());
            }
        }
    }

    private static String twin(String path) {
        var response = SampleSite.server().get(path, "Accept", "text/markdown");
        assertThat(response.headers().firstValue("content-type")).as(path).hasValue("text/markdown; charset=utf-8");
        return response.body();
    }

    private static List<String> markdownOutline(String markdown) {
        List<String> outline = new ArrayList<>();
        PARSER.parse(markdown).accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                outline.add(heading.getLevel() + " " + text(heading));
            }
        });
        return outline;
    }

    /** The heading's words, without link targets or emphasis markers. */
    private static String text(Node node) {
        StringBuilder text = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text literal) {
                text.append(literal.getLiteral());
            }

            @Override
            public void visit(Code code) {
                text.append(code.getLiteral());
            }
        });
        return text.toString().strip();
    }

    private static List<TableBlock> tables(String markdown) {
        List<TableBlock> tables = new ArrayList<>();
        PARSER.parse(markdown).accept(new AbstractVisitor() {
            @Override
            public void visit(CustomBlock block) {
                if (block instanceof TableBlock table) {
                    tables.add(table);
                }
            }
        });
        return tables;
    }

    private static List<Node> rows(TableBlock table) {
        List<Node> rows = new ArrayList<>();
        table.accept(new AbstractVisitor() {
            @Override
            public void visit(org.commonmark.node.CustomNode node) {
                if (node instanceof TableRow) {
                    rows.add(node);
                }
                visitChildren(node);
            }
        });
        return rows;
    }
}
