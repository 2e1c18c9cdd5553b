package com.firmsite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * The README's shell examples can be typed as they are: each runs a script of this repository
 * that exists and is executable, with commands and options that script knows ({@code ./firmsite
 * help} for the launcher, the script's own header for the others). Every command of the Commands
 * table is one {@code ./firmsite help} lists.
 */
class ReadmeExamplesTest {
    private static final Path README = Path.of("README.md");
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    private static final Pattern TABLE_COMMAND = Pattern.compile("\\| `\\./firmsite ([a-z]+)");

    @Test
    void everyShellExampleRunsAnExecutableScriptOfTheRepository() throws IOException {
        List<List<String>> examples = shellExamples();
        assertThat(examples).as("shell examples in the README").hasSizeGreaterThanOrEqualTo(3);
        for (List<String> example : examples) {
            Path script = Path.of(example.get(0));
            assertThat(script).as(String.join(" ", example)).isRegularFile().isExecutable();
        }
    }

    @Test
    void theLauncherExamplesUseCommandsAndOptionsFirmsiteKnows() throws IOException {
        String help = firmsiteHelp();
        for (List<String> example : shellExamples()) {
            if (!example.get(0).equals("./firmsite")) {
                continue;
            }
            for (String word : example.subList(1, example.size())) {
                if (word.startsWith("--")) {
                    assertThat(help).as(String.join(" ", example)).contains(word);
                } else if (word.matches("[a-z]+")) {
                    assertThat(help).as(String.join(" ", example)).containsPattern("\\b" + word + "\\b");
                }
            }
        }
    }

    @Test
    void theOtherScriptsDocumentTheOptionsTheExamplesUse() throws IOException {
        for (List<String> example : shellExamples()) {
            if (example.get(0).equals("./firmsite")) {
                continue;
            }
            String script = Files.readString(Path.of(example.get(0)));
            for (String word : example.subList(1, example.size())) {
                if (word.startsWith("--")) {
                    assertThat(script).as(String.join(" ", example)).contains(word);
                }
            }
        }
    }

    @Test
    void everyCommandOfTheCommandsTableIsOneTheLauncherLists() throws IOException {
        String help = firmsiteHelp();
        Matcher command = TABLE_COMMAND.matcher(Files.readString(README));
        int commands = 0;
        while (command.find()) {
            commands++;
            assertThat(help).as("./firmsite " + command.group(1)).containsPattern("\\b" + command.group(1) + "\\b");
        }
        assertThat(commands).as("rows of the Commands table").isGreaterThanOrEqualTo(5);
    }

    /** Each line of the README's {@code sh} blocks as words, without its trailing comment. */
    private static List<List<String>> shellExamples() throws IOException {
        List<List<String>> examples = new ArrayList<>();
        Parser.builder().build().parse(Files.readString(README)).accept(new AbstractVisitor() {
            @Override
            public void visit(FencedCodeBlock block) {
                if (!"sh".equals(block.getInfo())) {
                    return;
                }
                for (String line : block.getLiteral().lines().toList()) {
                    String command = line.replaceFirst("\\s#.*$", "").trim();
                    if (!command.isEmpty()) {
                        examples.add(Arrays.asList(WHITESPACE.split(command)));
                    }
                }
            }
        });
        return examples;
    }

    private static String firmsiteHelp() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(
                new String[] {"help"},
                Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }
}
