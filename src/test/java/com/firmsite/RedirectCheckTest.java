package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.ContentFolder;
import com.firmsite.testing.Redirects;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code firmsite check} (and {@code serve}, which refuses to start) on a broken redirects.yaml:
 * every problem named at its file and line (content-model §4).
 */
class RedirectCheckTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(
                args,
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** Checks a copy of the sample firm with {@code yaml} as its redirects.yaml; returns what check printed. */
    private String check(String yaml) {
        Path content = ContentFolder.copyOfSample(dir);
        Redirects.write(content, yaml);
        assertThat(run("check", "--content", content.toString()))
                .as(out + "\n" + err)
                .isEqualTo(2);
        return err.toString(StandardCharsets.UTF_8);
    }

    private String at(int line) {
        return dir.resolve("content").resolve("redirects.yaml") + ":" + line + ": ";
    }

    @Test
    void checkAcceptsRedirectsOfEveryKindAndCountsThem() {
        Path content = Redirects.sampleWithRedirects(dir);
        assertThat(run("check", "--content", content.toString()))
                .as(err.toString(StandardCharsets.UTF_8))
                .isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("9 redirects");
    }

    @Test
    void aTargetThatDoesNotExistIsAnError() {
        assertThat(check("""
        - from: /old
          to: /no-such-page
        """)).contains(at(2) + "to: /no-such-page does not exist");
    }

    @Test
    void aFromThatIsAPageIsAnError() {
        assertThat(check("""
        - from: /about/
          to: /contact
        """)).contains(at(1) + "from: /about is a page");
    }

    @Test
    void aChainIsAnErrorThatNamesTheFinalTarget() {
        assertThat(check("""
        - from: /a
          to: /b
        - from: /b
          to: /c
        - from: /c
          to: /team
        """))
                .contains(at(2)
                        + "to: /b is itself redirected (a chain /a -> /b -> /c -> /team); point to /team directly")
                .contains(at(4) + "to: /c is itself redirected (a chain /b -> /c -> /team); point to /team directly");
    }

    @Test
    void aLoopIsAnError() {
        assertThat(check("""
        - from: /a
          to: /b/
        - from: /b
          to: /a?x=1
        """))
                .contains(at(2) + "to: redirect loop /a -> /b -> /a")
                .contains(at(4) + "to: redirect loop /b -> /a -> /b");
    }

    @Test
    void aRedirectToItselfIsALoop() {
        assertThat(check("""
        - from: /a/
          to: /a
        """)).contains(at(2) + "to: redirect loop /a -> /a");
    }

    @Test
    void aDuplicateFromIsAnErrorAtTheSecond() {
        assertThat(check("""
        - from: /old
          to: /about
        - from: /old/
          to: /contact
        """)).contains(at(3) + "from: /old is already redirected at line 1");
    }

    @Test
    void aFromThatShadowsAGeneratedPathIsAnError() {
        String errors = check("""
        - from: /llms.txt
          to: /about
        - from: /api/v1
          to: /about
        - from: /publications/feed.atom
          to: /about
        - from: /about.md
          to: /about
        - from: /.well-known/security.txt
          to: /about
        """);
        for (int line : new int[] {1, 3, 5, 7, 9}) {
            assertThat(errors).contains(at(line) + "from: ").contains("is a path firmsite serves itself");
        }
    }

    @Test
    void badStatusesTargetsAndKeysAreErrors() {
        String errors = check("""
        - from: /a
          to: /about
          status: 303
        - from: /b
          to: http://insecure.example.com/
        - from: /c
          to: /about
          note: why
        - from: d
          to: /about
        - from: /e
          to: https://example.com/$price
        """);
        assertThat(errors)
                .contains(at(3) + "status: expected one of [301, 302, 307, 308], got 303")
                .contains(
                        at(5)
                                + "to: \"http://insecure.example.com/\" must be a site path such as /team or an absolute https:// URL")
                .contains(at(8) + "unknown key \"note\"")
                .contains(at(9) + "from: \"d\" must be a site path")
                .contains(at(12) + "to: \"https://example.com/$price\" holds a character a URL cannot");
    }

    @Test
    void aFromWithAQueryMaySitOnAPageButNeedsAQueryAndNoFragment() {
        String errors = check("""
        - from: /about?
          to: /team
        - from: /?p=1#top
          to: /team
        - from: /?p=1?x
          to: /team
        - from: /llms.txt?p=1
          to: /team
        - from: /?p=2
          to: /team
        - from: /?p=2
          to: /about
        """);
        assertThat(errors)
                .contains(
                        at(1)
                                + "from: \"/about?\" must be a site path such as /old-page, or a path and query such as /?p=123")
                .contains(at(3) + "from: \"/?p=1#top\" must be a site path")
                .contains(at(5) + "from: \"/?p=1?x\" must be a site path")
                .contains(at(7) + "from: /llms.txt is a path firmsite serves itself")
                .contains(at(11) + "from: /?p=2 is already redirected at line 9")
                .doesNotContain(at(9));
    }

    @Test
    void aFileThatIsNotAListIsAnError() {
        assertThat(check("from: /a\nto: /about\n")).contains(at(1) + "expected a list of redirects");
    }

    @Test
    void serveRefusesToStartOnABrokenRedirect() {
        Path content = ContentFolder.copyOfSample(dir);
        Redirects.write(content, "- from: /old\n  to: /gone\n");
        assertThat(run("serve", "--port", "0", "--content", content.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains(at(2) + "to: /gone does not exist")
                .doesNotContain("listening on");
    }
}
