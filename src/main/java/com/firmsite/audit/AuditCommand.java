package com.firmsite.audit;

import java.io.PrintStream;
import java.security.NoSuchAlgorithmException;
import javax.net.ssl.SSLContext;

/**
 * {@code firmsite audit URL}: audits a deployed site from outside, one PASS or FAIL line per check
 * and a summary line. Exit status 0 when every check passes, 1 when one fails, 2 for a bad URL.
 */
public final class AuditCommand {
    private AuditCommand() {}

    /** Audits {@code base}, a base URL as {@code --base-url} takes it, trusting the JDK's certificates. */
    public static int run(String base, PrintStream out, PrintStream err) {
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
