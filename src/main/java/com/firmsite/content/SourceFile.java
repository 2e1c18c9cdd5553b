package com.firmsite.content;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * One file of a content folder read into its parts, with the lines they start on: a Markdown file
 * split into front matter (composed YAML) and body (parsed CommonMark), a YAML file composed. Reading
 * and parsing touch no shared state, so they run on every core; what they find wrong comes back as
 * errors, each at its file and line.
 */
final class SourceFile {
    private SourceFile() {}

    /** A YAML file decoded and composed, or the errors of its decoding. Never changed once made. */
    record PreparedYaml(List<ContentError> errors, Optional<Composed> composed) {}

    static PreparedYaml composeYaml(Path file, byte[] bytes) {
        List<ContentError> failures = new ArrayList<>();
        Optional<Composed> composed = decode(file, bytes, failures).map(text -> compose(file, text, 0));
        return new PreparedYaml(List.copyOf(failures), composed);
    }

    /**
     * A Markdown file read, split and parsed, ahead of validation. Reading and parsing touch no
     * shared state, so {@link ContentFiles} prepares a folder's files on every core; validation then
     * runs in file order, so errors are reported in the same order either way. Never changed once
     * made: a later load of the unchanged file gets it again from {@link ParsedFiles}.
     *
     * @param source the file's parts; none when it could not be read or split (see {@code errors})
     */
    record Prepared(List<ContentError> errors, Optional<Source> source) {
        static Prepared failed(List<ContentError> errors) {
            return new Prepared(errors, Optional.empty());
        }
    }

    /**
     * A Markdown file read and split: its front matter composed, its body parsed.
     *
     * @param refs the body's links and images, in document order, with their lines
     * @param headings the body's headings, in document order, with their lines
     */
    record Source(
            Composed yaml,
            BodyTree body,
            int bodyLine,
            LocalDate lastModified,
            List<BodyRef> refs,
            List<HeadingOutline.Heading> headings) {}

    /**
     * A link ({@code image} false) or an image in a body, at its line of the file; {@code rawHtml}
     * for a URL attribute of raw HTML, which is held to the allowed schemes only.
     */
    record BodyRef(boolean image, int line, String destination, String alt, boolean rawHtml) {}

    /** Front matter composed into a YAML node tree (none if empty), or the error that stopped it. */
    record Composed(Optional<org.snakeyaml.engine.v2.nodes.Node> node, int errorLine, Optional<String> error) {}

    static Prepared parse(Path file, byte[] bytes, LocalDate lastModified, int maxDepth) {
        List<ContentError> failures = new ArrayList<>();
        Optional<String> read = decode(file, bytes, failures);
        if (read.isEmpty()) {
            return Prepared.failed(failures);
        }
        Fenced fenced = Fenced.of(read.get());
        if (fenced.error().isPresent()) {
            failures.add(new ContentError(file, 1, fenced.error().get()));
            return Prepared.failed(failures);
        }
        int close = fenced.close();
        String yamlText = fenced.yaml();
        String bodyText = fenced.body();
        Optional<Node> parsed = parseBody(file, bodyText, close + 2, maxDepth, failures);
        Node document = parsed.orElseGet(org.commonmark.node.Document::new);
        List<BodyRef> refs = bodyRefs(document, close + 2);
        List<HeadingOutline.Heading> headings = HeadingOutline.headings(document, close + 2);
        dropSourceSpans(document);
        BodyTree body = parsed.isPresent() ? BodyTree.parsed(bodyText, document) : BodyTree.fixed(document);
        return new Prepared(
                failures,
                Optional.of(new Source(compose(file, yamlText, 1), body, close + 2, lastModified, refs, headings)));
    }

    /**
     * A file's text split at its front matter's fences, lines ending with {@code \n} or {@code \r\n}
     * and read with {@code \n} alone (the text split at each {@code \r?\n}, each part joined again
     * with {@code \n}). Found by scanning: a regular expression's split of every line of every file
     * was a tenth of a large firm's load.
     *
     * @param error why the text has no front matter, if it has none
     * @param yaml the lines between the fences
     * @param body the lines after the closing fence
     * @param close the closing fence's line, counted from 0
     */
    record Fenced(Optional<String> error, String yaml, String body, int close) {
        static Fenced of(String read) {
            String text = read.replace("\r\n", "\n");
            int firstEnd = lineEnd(text, 0);
            if (!isFence(text, 0, firstEnd)) {
                return failed("expected front matter: the file must start with a line \"---\"");
            }
            int close = 1;
            int closeStart = firstEnd + 1;
            while (closeStart <= text.length()) {
                int end = lineEnd(text, closeStart);
                if (isFence(text, closeStart, end)) {
                    int afterClose = end == text.length() ? end : end + 1;
                    String yaml = close == 1 ? "" : text.substring(firstEnd + 1, closeStart - 1);
                    return new Fenced(Optional.empty(), yaml, text.substring(afterClose), close);
                }
                closeStart = end + 1;
                close++;
            }
            return failed("front matter is not closed: add a line \"---\" after it");
        }

        private static Fenced failed(String error) {
            return new Fenced(Optional.of(error), "", "", 0);
        }

        /** Where the line of {@code text} that starts at {@code start} ends: its \n, or the text's end. */
        private static int lineEnd(String text, int start) {
            int end = text.indexOf('\n', start);
            return end < 0 ? text.length() : end;
        }

        /** Whether the line from {@code start} to {@code end} is {@code ---}, white space around it or not. */
        private static boolean isFence(String text, int start, int end) {
            int from = start;
            int to = end;
            while (from < to && Character.isWhitespace(text.charAt(from))) {
                from++;
            }
            while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
                to--;
            }
            return to - from == 3 && text.startsWith("---", from);
        }
    }

    /**
     * The tree of a body's text parsed before (and found within the depth limit then), parsed again
     * as it was: the same parser, source spans dropped.
     */
    static Node reparse(String bodyText) {
        Node document = MarkdownSource.PARSER.parse(bodyText);
        dropSourceSpans(document);
        return document;
    }

    /**
     * The body's tree, unless it nests deeper than {@code maxDepth}: then the error at the line of
     * its deep construct, found before anything walks the tree (docs/decisions.md §8.7), and none:
     * the caller puts an empty body in its place, so that the page still exists and links to it are
     * not reported as broken too. CommonMark's parser does not recurse (3,000 levels parse on a 512 KB stack);
     * should it overflow all the same, that is the same error.
     */
    private static Optional<Node> parseBody(
            Path file, String bodyText, int bodyLine, int maxDepth, List<ContentError> failures) {
        try {
            Node document = MarkdownSource.PARSER.parse(bodyText);
            Optional<Node> deep = MarkdownDepth.firstBeyond(document, maxDepth);
            if (deep.isEmpty()) {
                return Optional.of(document);
            }
            failures.add(new ContentError(
                    file, bodyLine + MarkdownDepth.lineIndex(deep.get()), MarkdownDepth.message(maxDepth)));
        } catch (StackOverflowError e) {
            failures.add(new ContentError(file, bodyLine, MarkdownDepth.message(maxDepth)));
        }
        return Optional.empty();
    }

    private static Composed compose(Path file, String text, int lineOffset) {
        try {
            return new Composed(
                    new Compose(LoadSettings.builder().setLabel(file.toString()).build())
                            .composeString(text)
                            .map(YamlLines::compact),
                    0,
                    Optional.empty());
        } catch (MarkedYamlEngineException e) {
            int line = e.getProblemMark().map(Mark::getLine).orElse(0) + 1 + lineOffset;
            return new Composed(Optional.empty(), line, Optional.of("invalid YAML: " + e.getProblem()));
        } catch (YamlEngineException e) {
            return new Composed(Optional.empty(), lineOffset + 1, Optional.of("invalid YAML: " + e.getMessage()));
        } catch (StackOverflowError e) {
            // The composer recurses once per level and has no depth limit of its own: a few kilobytes
            // of "[" overflow it. The error is the file's, not the process's (docs/decisions.md §8.7).
            return new Composed(
                    Optional.empty(),
                    lineOffset + 1,
                    Optional.of("invalid YAML: nested too deep to read (lists or mappings inside one another)"));
        }
    }

    private static Optional<String> decode(Path file, byte[] bytes, List<ContentError> failures) {
        try {
            return Optional.of(StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes))
                    .toString());
        } catch (CharacterCodingException e) {
            failures.add(new ContentError(file, 0, "not valid UTF-8"));
            return Optional.empty();
        }
    }

    static Optional<byte[]> readBytes(Path file, List<ContentError> failures) {
        try {
            return Optional.of(Files.readAllBytes(file));
        } catch (java.nio.file.NoSuchFileException e) {
            failures.add(new ContentError(file, 0, "file not found"));
        } catch (IOException e) {
            failures.add(new ContentError(file, 0, "cannot read: " + e.getMessage()));
        }
        return Optional.empty();
    }

    static LocalDate lastModified(Path file) {
        try {
            return LocalDate.ofInstant(Files.getLastModifiedTime(file).toInstant(), java.time.ZoneOffset.UTC);
        } catch (IOException e) {
            return LocalDate.EPOCH;
        }
    }

    /**
     * Source spans only serve to name the line of a broken link, so they are dropped once links are
     * collected: kept, they are a quarter of a large site's heap. Iterative, so no nesting depth can
     * overflow the stack.
     */
    private static void dropSourceSpans(Node root) {
        Node node = root;
        while (node != null) {
            node.setSourceSpans(List.of());
            if (node.getFirstChild() != null) {
                node = node.getFirstChild();
                continue;
            }
            while (node != root && node.getNext() == null) {
                node = node.getParent();
            }
            node = node == root ? null : node.getNext();
        }
    }

    /** The links and images of a parsed body, with the lines they are on (before the spans are dropped). */
    private static List<BodyRef> bodyRefs(Node document, int firstBodyLine) {
        List<BodyRef> refs = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(org.commonmark.node.Link link) {
                refs.add(new BodyRef(false, lineOf(link, firstBodyLine), link.getDestination(), "", false));
                visitChildren(link);
            }

            @Override
            public void visit(org.commonmark.node.Image image) {
                refs.add(new BodyRef(
                        true,
                        lineOf(image, firstBodyLine),
                        image.getDestination(),
                        MarkdownSource.altText(image),
                        false));
            }

            // Raw HTML is rendered as written: its URLs are checked like the Markdown's.
            @Override
            public void visit(org.commonmark.node.HtmlInline html) {
                rawHtml(html, html.getLiteral());
            }

            @Override
            public void visit(org.commonmark.node.HtmlBlock html) {
                rawHtml(html, html.getLiteral());
            }

            private void rawHtml(Node node, String literal) {
                int line = lineOf(node, firstBodyLine);
                for (LinkSchemes.Attribute url : LinkSchemes.urlAttributes(literal)) {
                    refs.add(new BodyRef(false, line + url.lineIndex(), url.value(), "", true));
                }
            }
        });
        return List.copyOf(refs);
    }

    private static int lineOf(Node node, int firstBodyLine) {
        List<SourceSpan> spans = node.getSourceSpans();
        return spans.isEmpty() ? firstBodyLine : firstBodyLine + spans.get(0).getLineIndex();
    }
}
