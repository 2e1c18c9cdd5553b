package com.firmsite.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The agent-skills index (discovery RFC v0.2.0) and every skill it lists: an agent must not use a
 * skill whose bytes do not match its digest, so a proxy or CDN that rewrites a SKILL.md breaks it.
 */
final class SkillChecks {
    static final String INDEX = "/.well-known/agent-skills/index.json";
    private static final String SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
    private static final Pattern NAME = Pattern.compile("^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$");
    private static final Pattern DIGEST = Pattern.compile("^sha256:[0-9a-f]{64}$");

    private SkillChecks() {}

    static void run(Audit audit) {
        Response index = audit.get(INDEX);
        Problems problems = new Problems();
        Optional<JsonNode> document = CatalogChecks.document(problems, index, "application/json");
        if (document.isPresent()) {
            JsonNode root = document.get();
            problems.expectEqual(Json.text(root, "$schema"), SCHEMA, "$schema");
            problems.expect(
                    root.path("skills").isArray() && !root.path("skills").isEmpty(), "skills is not a non-empty array");
            for (JsonNode skill : root.path("skills")) {
                Json.requireStrings(problems, skill, "name", "type", "description", "url", "digest");
                problems.expect(
                        NAME.matcher(Json.text(skill, "name")).matches(),
                        "name \"" + Json.text(skill, "name") + "\" is not a valid skill name");
                problems.expect(
                        Set.of("skill-md", "archive").contains(Json.text(skill, "type")),
                        "type \"" + Json.text(skill, "type") + "\" is not skill-md or archive");
                problems.expect(
                        DIGEST.matcher(Json.text(skill, "digest")).matches(),
                        "digest \"" + Json.text(skill, "digest") + "\" is not sha256: and 64 lower-case hex digits");
            }
        }
        audit.report.add(
                INDEX,
                problems,
                index.summary() + ", v0.2.0 $schema, "
                        + document.map(root -> root.path("skills").size()).orElse(0) + " skills");
        if (document.isPresent()) {
            for (JsonNode skill : document.get().path("skills")) {
                skill(audit, skill);
            }
        }
    }

    private static void skill(Audit audit, JsonNode skill) {
        String name = Json.text(skill, "name");
        String url =
                URI.create(audit.url(INDEX)).resolve(Json.text(skill, "url")).toString();
        audit.advertise(INDEX, url);
        Response file = audit.fetcher.get(url);
        Problems problems = new Problems();
        if (problems.expect(audit.isOwn(url), url + " is not under " + audit.base) && problems.expectOk(file)) {
            problems.expect(
                    file.mediaType().equals("text/markdown") || file.mediaType().equals("text/plain"),
                    "Content-Type is " + file.mediaType() + ", expected text/markdown");
            problems.expect(
                    file.header("content-encoding").isEmpty(),
                    "served with Content-Encoding "
                            + file.header("content-encoding").orElse("") + " although the audit asked for none");
            problems.expectEqual(
                    "sha256:" + sha256(file.body()),
                    Json.text(skill, "digest"),
                    "the SHA-256 of the " + file.body().length + " served bytes");
            String text = file.text();
            problems.expect(
                    text.startsWith("---\n") && text.contains("\nname: " + name + "\n"),
                    "the front matter does not say name: " + name);
            problems.expect(url.endsWith("/" + name + "/SKILL.md"), "the URL's directory is not the skill name");
            audit.advertiseUrlsIn("skill " + name, text);
        }
        audit.report.add(
                "skill " + name,
                problems,
                file.summary() + ", digest matches the " + file.body().length + " bytes served, front matter names it");
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JDK", e);
        }
    }
}
