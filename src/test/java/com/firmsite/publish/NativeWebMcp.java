package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.firmsite.testing.Chromium;
import java.util.List;
import java.util.Map;

/**
 * Chromium's own WebMCP implementation ({@code --enable-blink-features=WebMCP}), used the way an
 * in-page agent uses it: {@code document.modelContext.getTools()} lists what the page registered and
 * {@code document.modelContext.executeTool(tool, input)} runs a tool and resolves with its result
 * serialized as JSON. Nothing of the page's module is wrapped or bypassed.
 */
final class NativeWebMcp {
    static final String FLAG = "--enable-blink-features=WebMCP";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Polls getTools() until {@code arguments[0]} tools are registered (or 10 s pass), then lists them. */
    private static final String LIST = """
      const [expected, done] = arguments;
      const deadline = Date.now() + 10000;
      (async function poll() {
        const tools = await document.modelContext.getTools();
        if (tools.length < expected && Date.now() < deadline) return setTimeout(poll, 25);
        done(tools.map(t => ({name: t.name, title: t.title, description: t.description,
          inputSchema: JSON.stringify(t.inputSchema), readOnlyHint: t.annotations ? t.annotations.readOnlyHint : null})));
      })().catch(e => done({thrown: String(e)}));
      """;

    /** Waits for the named tool, executes it through the browser, and answers {json} or {thrown}. */
    private static final String EXECUTE = """
      const [name, input, awaitResult, done] = arguments;
      (async () => {
        const deadline = Date.now() + 10000;
        let tool;
        while (!(tool = (await document.modelContext.getTools()).find(t => t.name === name))) {
          if (Date.now() > deadline) return {missing: name};
          await new Promise(resolve => setTimeout(resolve, 25));
        }
        const execution = document.modelContext.executeTool(tool, input);
        return awaitResult ? {json: await execution} : {started: true};
      })().then(done, e => done({thrown: String(e)}));
      """;

    /** A tool's result: its one text item, and whether it is an error result. */
    record ToolResult(String text, boolean isError) {}

    private final Chromium browser;

    NativeWebMcp(Chromium browser) {
        this.browser = browser;
    }

    /** The tools the current page registered, once {@code expected} of them are there. */
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> registeredTools(int expected) {
        Object answer = browser.callAsync(LIST, expected);
        assertThat(answer).as("getTools() answer").isInstanceOf(List.class);
        return (List<Map<String, Object>>) answer;
    }

    /**
     * The tools of the page's module ({@link WebMcpTools#ALL}), once they and the search form's
     * declarative tool are registered; the form's tool is checked to be there and left out.
     */
    List<Map<String, Object>> moduleTools() {
        List<Map<String, Object>> all = registeredTools(WebMcpTools.ALL.size() + 1);
        assertThat(all)
                .as("the search form's tool")
                .anyMatch(tool -> tool.get("name").equals(WebMcpTools.SEARCH_FORM));
        return all.stream()
                .filter(tool -> !tool.get("name").equals(WebMcpTools.SEARCH_FORM))
                .toList();
    }

    /** Runs {@code name} with {@code input} through document.modelContext.executeTool. */
    ToolResult call(String name, Map<String, ?> input) {
        Map<String, Object> answer = asMap(browser.callAsync(EXECUTE, name, input, true));
        assertThat(answer).as("executeTool answer for " + name).containsKey("json");
        try {
            JsonNode result = JSON.readTree((String) answer.get("json"));
            JsonNode content = result.path("content");
            assertThat(content.size()).as("content items of " + name).isEqualTo(1);
            assertThat(content.get(0).path("type").asText()).isEqualTo("text");
            return new ToolResult(
                    content.get(0).path("text").asText(), result.path("isError").asBoolean(false));
        } catch (java.io.IOException e) {
            throw new AssertionError("result of " + name + " is not JSON: " + answer, e);
        }
    }

    /** Starts {@code name} without waiting for its result (for a tool that navigates away). */
    void start(String name, Map<String, ?> input) {
        Map<String, Object> answer = asMap(browser.callAsync(EXECUTE, name, input, false));
        assertThat(answer).as("executeTool start of " + name).containsEntry("started", true);
    }

    /** The second-level headings of a result: one per item found. */
    static List<String> headings(String markdown) {
        return groups(markdown, "(?m)^## (.+)$");
    }

    /** The first group of every match of {@code regex} in a result, in order. */
    static List<String> groups(String markdown, String regex) {
        return java.util.regex.Pattern.compile(regex)
                .matcher(markdown)
                .results()
                .map(match -> match.group(1))
                .toList();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object answer) {
        assertThat(answer).as("script answer").isInstanceOf(Map.class);
        return (Map<String, Object>) answer;
    }
}
