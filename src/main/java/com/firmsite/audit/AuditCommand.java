package com.firmsite.audit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.OutputStream;
import java.io.PrintStream;
import java.security.NoSuchAlgorithmException;
import javax.net.ssl.SSLContext;

/**
 * {@code firmsite audit URL}: audits a deployed site from outside, one PASS or FAIL line per check,
 * then the agent-readiness scorecard (one PASS, FAIL or N/A line per scanner check, the level and
 * score) and a summary line; or, with {@code --format json}, one JSON document for CI. Exit status 0
 * when nothing fails, 1 when a check or a scorecard check fails, 2 for a bad URL.
 */
public final class AuditCommand {
    /** How the report is written. */
    public enum Format {
        text,
        json
    }

    private AuditCommand() {}

    /** Audits {@code base}, a base URL as {@code --base-url} takes it, trusting the JDK's certificates. */
    public static int run(String base, Format format, PrintStream out, PrintStream err) {
        try {
            return run(base, format, out, SSLContext.getDefault());
        } catch (NoSuchAlgorithmException e) {
            err.println("firmsite: audit: no TLS in this JDK (" + e.getMessage() + ")");
            return 2;
        }
    }

    /** Audits {@code base} as text, trusting {@code tls}'s certificates; returns the exit status. */
    public static int run(String base, PrintStream out, SSLContext tls) {
        return run(base, Format.text, out, tls);
    }

    /** Audits {@code base} trusting {@code tls}'s certificates; returns the exit status. */
    public static int run(String base, Format format, PrintStream out, SSLContext tls) {
        // JSON is one document at the end: the lines printed as checks are made go nowhere.
        PrintStream progress = format == Format.text ? out : new PrintStream(OutputStream.nullOutputStream());
        Audit audit = new Audit(base, progress, tls);
        Report report = audit.run();
        Readiness readiness = audit.readiness;
        boolean failed = report.failures() > 0 || readiness.count(Readiness.Status.FAIL) > 0;
        if (format == Format.json) {
            out.println(json(base, audit, report, failed));
        } else {
            readiness.results().forEach(result -> out.println(result.line()));
            if (!readiness.results().isEmpty()) {
                out.println(readiness.summary());
            }
            out.println(report.summary(base, audit.fetcher.requests()));
        }
        return failed ? 1 : 0;
    }

    /**
     * The scorecard in the scanner's API shape ({@code level}, {@code levelName}, {@code checks} by
     * group and key, each with {@code status} and {@code message}), then the audit's own checks.
     */
    private static String json(String base, Audit audit, Report report, boolean failed) {
        ObjectMapper mapper = new ObjectMapper();
        Readiness readiness = audit.readiness;
        ObjectNode root = mapper.createObjectNode()
                .put("url", base)
                .put("passed", !failed)
                .put("level", readiness.level().number())
                .put("levelName", readiness.level().name())
                .put("score", readiness.score());
        readiness.blocking().forEach(root.putArray("nextLevelNeeds")::add);
        ObjectNode checks = root.putObject("checks");
        for (Readiness.Result result : readiness.results()) {
            ObjectNode group = checks.has(result.group())
                    ? (ObjectNode) checks.get(result.group())
                    : checks.putObject(result.group());
            group.putObject(result.key())
                    .put("status", result.status().label().toLowerCase(java.util.Locale.ROOT))
                    .put("message", result.reason());
        }
        var audited = root.putArray("audit");
        for (Report.Check check : report.checks()) {
            audited.addObject()
                    .put("name", check.name())
                    .put("passed", check.passed())
                    .put("detail", check.detail());
        }
        root.put("requests", audit.fetcher.requests());
        try {
            return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers always serialises", e);
        }
    }
}
