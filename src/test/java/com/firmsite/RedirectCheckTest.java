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
    void aRedirectToItsOwnPathAndQueryIsALoop() {
        assertThat(check("""
        - from: "/team?x=1"
          to: "/team?x=1"
        - from: /b
          to: /b?utm=1
        - from: /c?p=1
          to: /d
        - from: /d
          to: /c?p=1
        """))
                .contains(at(2) + "to: redirect loop /team?x=1 -> /team?x=1")
                .contains(at(4) + "to: redirect loop /b -> /b")
                .contains(at(6) + "to: redirect loop /c?p=1 -> /d -> /c?p=1")
                .contains(at(8) + "to: redirect loop /d -> /c?p=1 -> /d");
    }

    @Test
    void aRedirectToAnotherQueryOfAPageIsNoLoop() {
        Path content = ContentFolder.copyOfSample(dir);
        Redirects.write(content, """
        - from: "/team?x=1"
          to: "/team?x=2"
        """);
        assertThat(run("check", "--content", content.toString()))
                .as(err.toString(StandardCharsets.UTF_8))
                .isZero();
    }

    @Test
    void aTargetMayBeAnyPathTheSiteServesInAnyLanguage() {
        Path content = ContentFolder.copyOfSample(dir);
        Redirects.write(content, """
        - from: /equipe
          to: /fr/team
        - from: /accueil
          to: /fr
        - from: /margaret
          to: /fr/team/margaret-hale.md
        - from: /accueil-md
          to: /fr.md
        - from: /llms-fr
          to: /fr/llms.txt
        - from: /flux
          to: /fr/publications/feed.atom
        """);
        assertThat(run("check", "--content", content.toString()))
                .as(err.toString(StandardCharsets.UTF_8))
                .isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("6 redirects");
    }

    @Test
    void aTargetInALanguageThatDoesNotHaveItIsAnError() {
        assertThat(check("""
        - from: /old
          to: /fr/no-such-page
        """)).contains(at(2) + "to: /fr/no-such-page does not exist");
    }

    @Test
    void anEmptyFromOrToIsAnErrorAtItsLine() {
        String errors = check("""
        - from: ""
          to: /about
        - from: /x
          to: ""
        - from: "  "
          to: /team
        """);
        assertThat(errors)
                .contains(at(1) + "from: must not be empty")
                .contains(at(4) + "to: must not be empty")
                .contains(at(5) + "from: must not be empty");
    }

    @Test
    void aFromThatAnotherLanguageServesIsAnError() {
        String errors = check("""
        - from: /fr/team
          to: /team
        - from: /fr
          to: /team
        - from: /fr/team/margaret-hale/
          to: /team
        - from: /fr/team.md
          to: /team
        - from: /fr.md
          to: /team
        - from: /fr/llms.txt
          to: /team
        - from: /fr/publications/feed.atom
          to: /team
        """);
        assertThat(errors)
                .contains(at(1) + "from: /fr/team is a page")
                .contains(at(3) + "from: /fr is a page")
                .contains(at(5) + "from: /fr/team/margaret-hale is a page")
                .contains(at(7) + "from: /fr/team.md is a path firmsite serves itself")
                .contains(at(9) + "from: /fr.md is a path firmsite serves itself")
                .contains(at(11) + "from: /fr/llms.txt is a path firmsite serves itself")
                .contains(at(13) + "from: /fr/publications/feed.atom is a path firmsite serves itself");
    }

    @Test
    void aFromThatIsADraftIsAnError() throws java.io.IOException {
        Path content = ContentFolder.copyOfSample(dir);
        java.nio.file.Files.writeString(
                content.resolve("open-day.md"),
                "---\ntitle: Open day\ndescription: An event not announced yet.\ndraft: true\n---\n\nCome.\n");
        Redirects.write(content, "- from: /open-day\n  to: /about\n");
        assertThat(run("check", "--content", content.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains(at(1) + "from: /open-day is a page");
    }

    @Test
    void serveRefusesAFromInAnotherLanguageAtItsLineInsteadOfFailing() {
        Path content = ContentFolder.copyOfSample(dir);
        Redirects.write(content, "- {from: /fr/team, to: /team}\n");
        assertThat(run("serve", "--port", "0", "--content", content.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains(at(1) + "from: /fr/team is a page")
                .doesNotContain("Exception")
                .doesNotContain("listening on");
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
