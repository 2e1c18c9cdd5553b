package com.firmsite.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.testing.Redirects;
import com.firmsite.testing.TestServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The nginx map {@code firmsite export} writes: one case-sensitive pattern per redirect, by status. */
class RedirectMapTest {
    @TempDir
    Path dir;

    @Test
    void everyRedirectIsListedUnderItsStatusAsAnExactCaseSensitivePattern() {
        try (TestServer server =
                TestServer.start(Redirects.sampleWithRedirects(dir), "https://www.example-firm.test")) {
            String map = RedirectMap.render(server.snapshot().get());
            assertThat(map).contains("""
          map $request_uri $firmsite_redirect_query {
              default "";
              "~^/\\?p=123$" "q1 ";
              "~^/\\?page_id=42$" "q2 ";
              "~^/jobs/?\\?p=9$" "q3 ";
          }
          map "$firmsite_redirect_query$uri" $firmsite_redirect_301 {
              default "";
              "~^/linkedin/?$" "https://www.linkedin.com/company/example-firm";
              "~^/old-about/?$" "https://www.example-firm.test/about";
              "~^/équipe/?$" "https://www.example-firm.test/team";
              "~^q1 " "https://www.example-firm.test/about";
              "~^q3 " "https://www.example-firm.test/about";
          }
          map "$firmsite_redirect_query$uri" $firmsite_redirect_302 {
              default "";
              "~^/jobs/?$" "https://www.example-firm.test/contact?subject=careers";
          }
          """);
            assertThat(map)
                    .contains("\"~^/people/margaret-hale/?$\" \"https://www.example-firm.test/team/margaret-hale\";");
        }
    }

    @Test
    void aSiteWithoutRedirectsStillDefinesEveryVariable() throws Exception {
        try (TestServer server = TestServer.start()) {
            String map = RedirectMap.render(server.snapshot().get());
            for (int status : RedirectMap.STATUSES) {
                assertThat(map)
                        .contains("map \"$firmsite_redirect_query$uri\" $firmsite_redirect_" + status
                                + " {\n    default \"\";\n}\n");
            }
        }
    }
}
