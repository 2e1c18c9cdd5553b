package com.firmsite.publish.build;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.base.Events;
import com.firmsite.content.ContentException;
import com.firmsite.images.ImageLoader;
import com.firmsite.live.LoadedContent;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormats;
import com.firmsite.publish.AtomFeeds;
import com.firmsite.publish.BuildRequest;
import com.firmsite.publish.build.BuildOutputs.Produced;
import com.firmsite.publish.build.BuildOutputs.Producer;
import com.firmsite.publish.discovery.DiscoveryDocuments;
import com.firmsite.testing.TestServer;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What a build of the sample firm (English and French, with images) produces, as {@link
 * BuildOutputs} lists it: each registered producer's outputs, the error pages in each language and
 * the redirects' bodies; and the server started on the same content serves each of them.
 */
class BuildOutputsTest {
    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static BuildOutputs built;

    @BeforeAll
    static void build() throws ContentException {
        Events quiet = new Events(new PrintStream(OutputStream.nullOutputStream()), false);
        LoadedContent loaded = LoadedContent.load(
                TestServer.SAMPLE_CONTENT, DiscoveryDocuments::isGeneratedPath, ImageLoader.inMemory(quiet));
        built = BuildOutputs.of(BuildRequest.published(loaded.site(), server.baseUrl(), loaded.images()));
    }

    private static Map<String, List<Output>> byProducer() {
        return built.produced().stream().collect(Collectors.toMap(Produced::producer, Produced::outputs));
    }

    private static List<String> paths(String producer) {
        return byProducer().get(producer).stream().map(Output::path).toList();
    }

    @Test
    void everyRegisteredProducerContributesInTheRegistrysOrder() {
        assertThat(built.produced())
                .extracting(Produced::producer)
                .containsExactlyElementsOf(
                        BuildOutputs.PRODUCERS.stream().map(Producer::name).toList());
        built.produced()
                .forEach(produced -> assertThat(produced.outputs())
                        .as("what %s produces", produced.producer())
                        .isNotEmpty());
    }

    @Test
    void noTwoOutputsShareAPath() {
        Map<String, Long> claims =
                built.outputs().stream().collect(Collectors.groupingBy(Output::path, Collectors.counting()));
        assertThat(claims)
                .allSatisfy((path, count) -> assertThat(count).as(path).isEqualTo(1L));
    }

    @Test
    void eachProducerMakesWhatItsNameSays() {
        assertThat(paths("home page")).containsExactly("/");
        assertThat(paths("pages"))
                .contains("/about", "/team")
                .doesNotContain("/")
                .noneMatch(path -> path.startsWith("/fr/"));
        assertThat(paths("pages in other languages")).isNotEmpty().allMatch(path -> path.startsWith("/fr"));
        assertThat(paths("/docs and its pages")).containsExactly("/docs", "/docs/pages", "/docs/webmcp");
        assertThat(paths("/robots.txt")).containsExactly("/robots.txt");
        assertThat(paths("/openapi.json")).containsExactly("/openapi.json");
        assertThat(paths("llms.txt and /sitemap.md")).contains("/llms.txt", "/fr/llms.txt", "/sitemap.md");
        assertThat(paths("llms-full.txt")).contains("/llms-full.txt", "/fr/llms-full.txt");
        assertThat(paths("sitemaps")).allMatch(path -> path.startsWith("/sitemap"));
        assertThat(paths("Atom feeds and their archives"))
                .contains(AtomFeeds.PUBLICATIONS_FEED, "/fr" + AtomFeeds.PUBLICATIONS_FEED);
        // a card and a biography for each of the 10 members in English, each of the 3 translated in French
        assertThat(paths("contact cards"))
                .hasSize(13)
                .allMatch(path -> path.matches("(/fr)?/team/[a-z-]+\\.vcf"))
                .contains("/team/margaret-hale.vcf", "/fr/team/margaret-hale.vcf")
                .doesNotContain("/fr/team/aisha-bello.vcf");
        assertThat(paths("printable biographies"))
                .hasSize(13)
                .allMatch(path -> path.matches("(/fr)?/team/[a-z-]+\\.pdf"))
                .contains("/team/margaret-hale.pdf", "/fr/team/margaret-hale.pdf");
        assertThat(paths("images and their variants")).allMatch(path -> path.startsWith("/images/"));
    }

    @Test
    void theErrorPagesAreInEachLanguage() {
        assertThat(built.notFound().language()).isEqualTo("en");
        assertThat(built.methodNotAllowed().language()).isEqualTo("en");
        assertThat(built.notFoundIn()).containsOnlyKeys("fr");
        assertThat(new String(
                        built.notFoundIn()
                                .get("fr")
                                .bodies()
                                .get(OutputFormats.HTML)
                                .body(),
                        StandardCharsets.UTF_8))
                .contains("lang=\"fr\"");
    }

    @Test
    void theServerServesWhatEachProducerMakes() {
        Map<String, Output> firsts = built.produced().stream()
                .collect(Collectors.toMap(
                        Produced::producer, produced -> produced.outputs().getFirst()));
        firsts.values()
                .forEach(output -> assertThat(server.get(output.path()).statusCode())
                        .as("%s", output.path())
                        .isEqualTo(output.kind() == Output.Kind.RESERVED ? 403 : 200));
    }

    @Test
    void theServerServesEveryOutputItBuilt() {
        Map<String, Output> byPath =
                built.outputs().stream().collect(Collectors.toMap(Output::path, Function.identity()));
        assertThat(server.snapshot().get().resources())
                .containsKeys(byPath.keySet().toArray(String[]::new));
    }
}
