package com.firmsite.quality;

import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.testing.TestServer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One sample-firm server shared by every site-quality test class (starting one takes seconds:
 * the snapshot is compressed up front). JUnit closes it when the whole run ends.
 */
public final class SampleSite implements BeforeAllCallback {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SampleSite.class);
    private static volatile TestServer server;

    /** A path that is no page, for the negotiated 404 page. */
    public static final String MISSING_PAGE = "/no-such-page-here";

    @Override
    public void beforeAll(ExtensionContext context) {
        server = context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent("server", key -> TestServer.start(), TestServer.class);
    }

    public static TestServer server() {
        if (server == null) {
            throw new IllegalStateException("annotate the test class with @ExtendWith(SampleSite.class)");
        }
        return server;
    }

    /** Every path the site serves as HTML, in site order (pages, /docs if present, anything else). */
    public static List<String> htmlPages() {
        List<String> paths = new ArrayList<>();
        for (Output output : server().outputs()) {
            if (output.representations().stream().anyMatch(r -> r.type().equals(MediaType.HTML))) {
                paths.add(output.path());
            }
        }
        return List.copyOf(paths);
    }

    /** A page's HTML, parsed, with relative links resolved against the server's origin. */
    public static org.jsoup.nodes.Document html(String path) {
        java.net.http.HttpResponse<String> response = server().get(path, "Accept", "text/html");
        return org.jsoup.Jsoup.parse(response.body(), server().baseUrl() + path);
    }

    /** Where a served path sits: its language (by its prefix, {@code /fr/…}) and its site path. */
    public static com.firmsite.content.LanguagePath.Located located(String path) {
        return com.firmsite.content.LanguagePath.of(server().site().firm()).locate(path);
    }

    /** The site of a served path's language: the default one, or the translation its prefix names. */
    public static com.firmsite.content.Site siteOf(String path) {
        String language = located(path).language();
        com.firmsite.content.Site site = server().site();
        return language.equals(site.firm().language())
                ? site
                : site.translations().get(language);
    }

    /** Every HTML page plus the 404 page. */
    public static List<String> htmlPagesAndNotFound() {
        List<String> paths = new ArrayList<>(htmlPages());
        paths.add(MISSING_PAGE);
        return List.copyOf(paths);
    }
}
