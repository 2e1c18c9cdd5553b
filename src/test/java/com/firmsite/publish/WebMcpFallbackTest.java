package com.firmsite.publish;

import static org.assertj.core.api.Assertions.assertThat;

import com.firmsite.content.Lawyer;
import com.firmsite.content.Site;
import com.firmsite.output.Output;
import com.firmsite.publish.WebMcpTools.Tool;
import com.firmsite.testing.Chromium;
import com.firmsite.testing.TestServer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * docs/decisions.md §6.2 in Chromium without its own WebMCP: the earlier {@code navigator.modelContext}
 * API (recording stubs installed before any page script runs) gets the tools through
 * {@code provideContext}, or {@code registerTool} when that is all it offers; a model context that
 * throws or rejects never breaks the page; and with no model context at all, pages load cleanly.
 */
class WebMcpFallbackTest {
    /** The earlier API: provideContext, clearContext, a synchronous registerTool, unregisterTool. */
    private static final String PROVIDE_CONTEXT_STUB = """
      (() => {
        window.__modelContextCalls = [];
        const context = {
          provideContext(c) { __modelContextCalls.push({method: "provideContext", tools: c.tools}); },
          clearContext() { __modelContextCalls.push({method: "clearContext", tools: []}); },
          registerTool(t) { __modelContextCalls.push({method: "registerTool", tools: [t]}); return {unregister() {}}; },
          unregisterTool(name) { __modelContextCalls.push({method: "unregisterTool", tools: []}); },
        };
        Object.defineProperty(Navigator.prototype, "modelContext", {configurable: true, get: () => context});
      })();
      """;

    /** A navigator.modelContext with nothing but a synchronous registerTool. */
    private static final String REGISTER_TOOL_STUB = """
      (() => {
        window.__modelContextCalls = [];
        const context = {registerTool(t) { __modelContextCalls.push({method: "registerTool", tools: [t]}); }};
        Object.defineProperty(Navigator.prototype, "modelContext", {configurable: true, get: () => context});
      })();
      """;

    /** Both generations present and both failing: one throws, the other rejects. */
    private static final String FAILING_STUB = """
      (() => {
        window.__modelContextCalls = [];
        const throwing = {provideContext(c) { __modelContextCalls.push({method: "provideContext", tools: c.tools}); throw new Error("refused"); }};
        const rejecting = {registerTool(t) {
          __modelContextCalls.push({method: "registerTool", tools: [t]});
          return Promise.reject(new DOMException("refused", "InvalidStateError"));
        }};
        Object.defineProperty(Navigator.prototype, "modelContext", {configurable: true, get: () => throwing});
        Object.defineProperty(Document.prototype, "modelContext", {configurable: true, get: () => rejecting});
      })();
      """;

    /** Waits until calls arrive and settle, then describes them. */
    private static final String RECORDED_CALLS = """
      const done = arguments[arguments.length - 1];
      const deadline = Date.now() + 10000;
      (function poll() {
        if (__modelContextCalls.length === 0 && Date.now() < deadline) return setTimeout(poll, 25);
        setTimeout(() => done(__modelContextCalls.map(call => ({method: call.method, tools: call.tools.map(t => ({
          name: t.name, description: t.description, schemaType: t.inputSchema.type,
          readOnlyHint: t.annotations.readOnlyHint, executable: typeof t.execute === "function"}))}))), 300);
      })();
      """;

    /** Calls a recorded tool's execute the way an agent of the earlier API would. */
    private static final String EXECUTE_RECORDED = """
      const [name, input, done] = arguments;
      const tool = __modelContextCalls.flatMap(call => call.tools).find(t => t.name === name);
      Promise.resolve(tool.execute(input, {requestUserInteraction: async callback => callback()}))
        .then(done, error => done({thrown: String(error)}));
      """;

    @RegisterExtension
    static final TestServer server = TestServer.sample();

    private static Chromium browser;
    private static Site site;
    private String stub = "";

    @BeforeAll
    static void start() {
        site = server.site();
        browser = Chromium.launch();
    }

    @AfterAll
    static void stop() {
        browser.close();
    }

    @AfterEach
    void removeTheStub() {
        if (!stub.isEmpty()) {
            browser.removeInitScript(stub);
        }
    }

    @Test
    void theEarlierApiGetsEveryToolThroughOneProvideContextCall() {
        stub = browser.addInitScript(PROVIDE_CONTEXT_STUB);
        browser.open(server.baseUrl() + "/team");
        List<Map<String, Object>> calls = recordedCalls();
        assertThat(calls).extracting(call -> call.get("method")).containsExactly("provideContext");
        List<Map<String, Object>> tools = toolsOf(calls.get(0));
        assertThat(tools)
                .extracting(tool -> tool.get("name"))
                .containsExactlyElementsOf(
                        WebMcpTools.ALL.stream().map(Tool::name).toList());
        for (int i = 0; i < tools.size(); i++) {
            Tool expected = WebMcpTools.ALL.get(i);
            assertThat(tools.get(i))
                    .containsEntry(
                            "description", expected.description(server.site().strings()))
                    .containsEntry("schemaType", "object")
                    .containsEntry("readOnlyHint", expected.readOnly())
                    .containsEntry("executable", true);
        }
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void toolsProvidedThroughProvideContextAnswerWithTheSitesContent() {
        stub = browser.addInitScript(PROVIDE_CONTEXT_STUB);
        browser.open(server.baseUrl() + "/");
        recordedCalls();
        Map<?, ?> result = (Map<?, ?>) browser.callAsync(EXECUTE_RECORDED, "search_team", Map.of("role", "Partner"));
        String text = (String) ((Map<?, ?>) ((List<?>) result.get("content")).get(0)).get("text");
        for (Lawyer lawyer : site.team()) {
            assertThat(text.contains("## " + lawyer.name() + "\n"))
                    .as(lawyer.name())
                    .isEqualTo(lawyer.role().equals("Partner"));
        }
        assertThat(text).endsWith("Legal notice: " + site.firm().legalNotice() + "\n");
        assertThat(result.get("isError")).isNull();
    }

    @Test
    void aContextWithOnlyRegisterToolGetsEachToolRegistered() {
        stub = browser.addInitScript(REGISTER_TOOL_STUB);
        browser.open(server.baseUrl() + "/contact");
        List<Map<String, Object>> calls = recordedCalls();
        assertThat(calls)
                .extracting(call -> call.get("method"))
                .containsOnly("registerTool")
                .hasSize(WebMcpTools.ALL.size());
        assertThat(calls)
                .extracting(call -> toolsOf(call).get(0).get("name"))
                .containsExactlyElementsOf(
                        WebMcpTools.ALL.stream().map(Tool::name).toList());
        assertThat(browser.consoleErrors()).isEmpty();
    }

    @Test
    void aModelContextThatThrowsOrRejectsNeverBreaksThePage() {
        stub = browser.addInitScript(FAILING_STUB);
        browser.open(server.baseUrl() + "/about");
        List<Map<String, Object>> calls = recordedCalls();
        assertThat(calls).extracting(call -> call.get("method")).contains("provideContext", "registerTool");
        assertThat(browser.driver().getTitle()).contains(site.about().title());
        List<String> messages = browser.consoleMessages();
        assertThat(messages).noneMatch(message -> message.startsWith("SEVERE"));
        assertThat(messages)
                .anyMatch(message -> message.startsWith("WARNING") && message.contains("WebMCP: registration failed"));
    }

    @Test
    void withNoModelContextEveryPageLoadsWithoutAConsoleErrorAndFetchesNoToolData() {
        List<String> paths = server.outputs().stream()
                .filter(o -> o.kind() == Output.Kind.PAGE)
                .map(Output::path)
                .toList();
        for (String path : paths) {
            browser.open(server.baseUrl() + path);
            @SuppressWarnings("unchecked")
            Map<String, Object> state = (Map<String, Object>) browser.driver().executeScript("""
          const resources = performance.getEntriesByType("resource").map(entry => new URL(entry.name).pathname);
          return {context: typeof document.modelContext + "/" + typeof navigator.modelContext,
            module: resources.includes("/assets/webmcp.js"), data: resources.includes("/assets/webmcp-data.json")};
          """);
            assertThat(state)
                    .as(path)
                    .containsEntry("context", "undefined/undefined")
                    .containsEntry("module", true)
                    .containsEntry("data", false);
            assertThat(browser.consoleErrors()).as("console errors on " + path).isEmpty();
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> recordedCalls() {
        return (List<Map<String, Object>>) browser.callAsync(RECORDED_CALLS);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> toolsOf(Map<String, Object> call) {
        return (List<Map<String, Object>>) call.get("tools");
    }
}
