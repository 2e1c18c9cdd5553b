package com.firmsite.publish.discovery;

import java.util.Map;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * One bundled SKILL.md template ({@code /skills/<name>/SKILL.md}), checked against the Agent Skills
 * specification: YAML front matter with {@code name} (equal to its directory) and {@code
 * description} (1 to 1024 characters), then a Markdown body with one H1.
 *
 * @param frontMatter the front matter block exactly as written, fences included
 * @param body the Markdown after the front matter, placeholders not yet filled
 */
record SkillFile(String name, String description, String title, String frontMatter, String body) {
    /** 1 to 64 of a-z, 0-9 and hyphen; no hyphen first, last or doubled. */
    private static final Pattern NAME = Pattern.compile("(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)");

    static SkillFile load(String name) {
        String source = "/skills/" + name + "/SKILL.md";
        String text = Template.resource(source);
        if (!text.startsWith("---\n")) {
            throw new IllegalStateException(source + ": must start with a front matter line ---");
        }
        int close = text.indexOf("\n---\n", 3);
        if (close < 0) {
            throw new IllegalStateException(source + ": front matter is not closed with a line ---");
        }
        String frontMatter = text.substring(0, close + 5);
        // The front matter is what the index repeats, so it must not depend on the content.
        if (Template.hasPlaceholder(frontMatter)) {
            throw new IllegalStateException(source + ": placeholders belong in the body, not the front matter");
        }
        Map<?, ?> yaml = (Map<?, ?>) new Load(LoadSettings.builder().build()).loadFromString(text.substring(4, close));
        String declared = string(yaml, "name", source);
        String description = string(yaml, "description", source);
        if (!NAME.matcher(name).matches() || !declared.equals(name)) {
            throw new IllegalStateException(
                    source + ": name must be \"" + name + "\", the directory's name, in a-z, 0-9 and -");
        }
        if (description.length() > 1024) {
            throw new IllegalStateException(source + ": description is longer than 1024 characters");
        }
        String body = text.substring(close + 5);
        return new SkillFile(name, description, title(body, source), frontMatter, body);
    }

    private static String string(Map<?, ?> yaml, String key, String source) {
        if (yaml.get(key) instanceof String value && !value.isBlank()) {
            return value.strip();
        }
        throw new IllegalStateException(source + ": front matter needs a non-empty \"" + key + "\"");
    }

    /** The H1, placeholders and all; the caller fills it like the rest of the body. */
    private static String title(String body, String source) {
        return body.lines()
                .filter(line -> line.startsWith("# "))
                .map(line -> line.substring(2).strip())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(source + ": the body needs an H1 title"));
    }
}
