package com.firmsite.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The agent-readiness scorecard as Cloudflare's isitagentready.com scores a site: 19 checks in five
 * groups, each PASS, FAIL or N/A with its reason, a score over the scored checks, and the level (0–5)
 * of the rubric's ladder. The rubric, its source and where this one departs from it are in
 * docs/agent-readiness.md.
 */
final class Readiness {
    /** A check's outcome; N/A is the scanner's "neutral": shown, explained, and never scored. */
    enum Status {
        PASS,
        FAIL,
        NA;

        String label() {
            return this == NA ? "N/A" : name();
        }
    }

    /** One check: its group and key as the scanner's API names them, its outcome and why. */
    record Result(String group, String key, Status status, String reason) {
        String line() {
            return String.format("%-4s %s/%s: %s", status.label(), group, key, reason);
        }
    }

    /** A rung of the ladder: the checks it adds to the ones below it. */
    record Level(int number, String name, Set<String> requires) {}

    /**
     * The ladder inferred from the scanner's {@code nextLevel.requirements} (safa0/isitagentready,
     * research/FINDINGS.md, "Scoring & level algorithm"). A rung is reached when each check it and the rungs below require passes
     * or does not apply: an N/A check is not the site's to fix.
     */
    static final List<Level> LADDER = List.of(
            new Level(0, "Not Ready", Set.of()),
            new Level(1, "Basic Web Presence", Set.of("robotsTxt", "sitemap")),
            new Level(2, "Bot-Aware", Set.of("robotsTxtAiRules", "contentSignals")),
            new Level(3, "Agent-Readable", Set.of("markdownNegotiation")),
            new Level(4, "Agent-Integrated", Set.of("linkHeaders", "agentSkills")),
            new Level(
                    5,
                    "Agent-Native",
                    Set.of("apiCatalog", "oauthProtectedResource", "mcpServerCard", "a2aAgentCard")));

    private final List<Result> results = new ArrayList<>();

    void pass(String group, String key, String reason) {
        results.add(new Result(group, key, Status.PASS, reason));
    }

    void fail(String group, String key, String reason) {
        results.add(new Result(group, key, Status.FAIL, reason));
    }

    void notApplicable(String group, String key, String reason) {
        results.add(new Result(group, key, Status.NA, reason));
    }

    /**
     * The document at {@code path} that only some sites have (a bots' key directory, an A2A agent
     * card): when {@code audit} finds it not served, the check is N/A for {@code whyNone} (the
     * site has nothing it would describe) and nothing is returned; else the answer, to be checked.
     */
    Optional<Response> optionalDocument(Audit audit, String group, String key, String path, String whyNone) {
        Response response = audit.get(path);
        if (response.status() != 200) {
            notApplicable(group, key, path + " answers " + response.summary() + ": " + whyNone);
            return Optional.empty();
        }
        return Optional.of(response);
    }

    /** PASS with {@code reason} when {@code problems} is empty, else FAIL listing them. */
    void add(String group, String key, Problems problems, String reason) {
        results.add(new Result(
                group,
                key,
                problems.none() ? Status.PASS : Status.FAIL,
                problems.none() ? reason : problems.describe()));
    }

    List<Result> results() {
        return List.copyOf(results);
    }

    long count(Status status) {
        return results.stream().filter(result -> result.status() == status).count();
    }

    /** round(pass / (pass + fail) × 100): N/A checks are left out, as the scanner leaves out neutral ones. */
    long score() {
        long scored = count(Status.PASS) + count(Status.FAIL);
        return scored == 0 ? 0 : Math.round(100.0 * count(Status.PASS) / scored);
    }

    /** The highest rung whose requirements, and those of every rung below, all pass or do not apply. */
    Level level() {
        Level reached = LADDER.getFirst();
        for (Level level : LADDER) {
            if (!met(level)) {
                break;
            }
            reached = level;
        }
        return reached;
    }

    /** The checks that keep the site from the next rung; empty at the top. */
    List<String> blocking() {
        int next = level().number() + 1;
        if (next >= LADDER.size()) {
            return List.of();
        }
        return results.stream()
                .filter(result -> LADDER.get(next).requires().contains(result.key()))
                .filter(result -> result.status() == Status.FAIL)
                .map(Result::key)
                .toList();
    }

    String summary() {
        Level level = level();
        return "agent readiness: level " + level.number() + " (" + level.name() + "), score " + score() + ": "
                + count(Status.PASS) + " pass, " + count(Status.FAIL) + " fail, " + count(Status.NA) + " N/A"
                + (blocking().isEmpty()
                        ? ""
                        : "; level " + (level.number() + 1) + " needs " + String.join(", ", blocking()));
    }

    /** Every check the rung requires was made, and none failed. */
    private boolean met(Level level) {
        return level.requires().stream()
                .allMatch(key -> results.stream()
                        .anyMatch(result -> result.key().equals(key) && result.status() != Status.FAIL));
    }
}
