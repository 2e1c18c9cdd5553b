package com.firmsite.audit;

import com.firmsite.config.Config;
import com.firmsite.config.ConfigException;
import java.io.PrintStream;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import javax.net.ssl.SSLContext;

/**
 * {@code firmsite audit URL}: audits a deployed site from outside, one PASS or FAIL line per check
 * and a summary line. Exit status 0 when every check passes, 1 when one fails, 2 for a bad URL.
 */
public final class AuditCommand {
    private AuditCommand() {}

    public static int run(List<String> arguments, PrintStream out, PrintStream err) {
        if (arguments.size() != 1) {
            err.println("firmsite: audit needs one URL, the site's public base URL (like https://www.example.com)");
            return 2;
        }
        String base;
        try {
            base = Config.baseUrl(arguments.get(0));
        } catch (ConfigException e) {
            err.println("firmsite: audit: " + e.getMessage().replace("--base-url: ", ""));
            return 2;
        }
        try {
            return run(base, out, SSLContext.getDefault());
        } catch (NoSuchAlgorithmException e) {
            err.println("firmsite: audit: no TLS in this JDK (" + e.getMessage() + ")");
            return 2;
        }
    }

    /** Audits {@code base} trusting {@code tls}'s certificates; returns the exit status. */
    public static int run(String base, PrintStream out, SSLContext tls) {
        Audit audit = new Audit(base, out, tls);
        Report report = audit.run();
        out.println(report.summary(base, audit.fetcher.requests()));
        return report.failures() == 0 ? 0 : 1;
    }
}
