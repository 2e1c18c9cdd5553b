package com.firmsite.publish.discovery;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.firmsite.content.Site;
import com.firmsite.output.MediaType;
import com.firmsite.output.Output;
import com.firmsite.output.Representation;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The agent skills (docs/decisions.md §5.11): each bundled SKILL.md, its firm-specific parts filled from
 * the content model, served at {@code /.well-known/agent-skills/<name>/SKILL.md}, and the Agent
 * Skills discovery v0.2.0 index that lists them with the digest of exactly the bytes served.
 */
final class AgentSkills {
    /** The discovery index schema, matched literally by clients (agentskills.io, well-known-uri). */
    static final String SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";

    /** The bundled skills, listed rather than scanned so what is published is visible here. */
    static final List<String> NAMES = List.of("find-a-lawyer", "contact-the-firm");

    /** A skill ready to serve. */
    record Skill(String name, String title, String description, byte[] markdown) {
        String path() {
            return WellKnown.skill(name);
        }

        String digest() {
            try {
                return "sha256:"
                        + HexFormat.of()
                                .formatHex(MessageDigest.getInstance("SHA-256").digest(markdown));
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every JDK has SHA-256", e);
            }
        }
    }

    private AgentSkills() {}

    static List<Skill> build(Site site, String baseUrl) {
        Map<String, String> values = SkillFacts.of(site, baseUrl);
        List<Skill> skills = new ArrayList<>();
        for (String name : NAMES) {
            SkillFile file = SkillFile.load(name);
            String source = "/skills/" + name + "/SKILL.md";
            String markdown = file.frontMatter() + Template.fill(source, file.body(), values);
            skills.add(new Skill(
                    name,
                    Template.fill(source, file.title(), values),
                    file.description(),
                    markdown.getBytes(StandardCharsets.UTF_8)));
        }
        return List.copyOf(skills);
    }

    static List<Output> render(List<Skill> skills, String baseUrl) {
        List<Output> outputs = new ArrayList<>();
        outputs.add(JsonDocuments.document(WellKnown.AGENT_SKILLS_INDEX, MediaType.JSON, index(skills, baseUrl)));
        for (Skill skill : skills) {
            // The digest above is over these very bytes: nothing is templated or re-encoded after it.
            outputs.add(Output.document(
                    skill.path(), new Representation(MediaType.MARKDOWN, skill.markdown()), Output.Cache.DISCOVERY));
        }
        return outputs;
    }

    private static ObjectNode index(List<Skill> skills, String baseUrl) {
        ObjectNode index = JsonDocuments.object().put("$schema", SCHEMA);
        ArrayNode entries = index.putArray("skills");
        for (Skill skill : skills) {
            entries.addObject()
                    .put("name", skill.name())
                    .put("type", "skill-md")
                    .put("description", skill.description())
                    .put("url", baseUrl + skill.path())
                    .put("digest", skill.digest());
        }
        return index;
    }
}
