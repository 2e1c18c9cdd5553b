package com.firmsite.content;

import static com.firmsite.content.SourceFile.composeYaml;
import static com.firmsite.content.SourceFile.lastModified;
import static com.firmsite.content.SourceFile.parse;
import static com.firmsite.content.SourceFile.readBytes;

import com.firmsite.content.SourceFile.Composed;
import com.firmsite.content.SourceFile.Prepared;
import com.firmsite.content.SourceFile.PreparedYaml;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.snakeyaml.engine.v2.nodes.MappingNode;

/**
 * The files of one content folder, as one load reads them: a folder of items walked in file order
 * (its Markdown files prepared on every core beforehand), a Markdown file's front matter and body, a
 * YAML file, each error at its file and line. What it parses it takes from, and leaves in, the
 * {@link ParsedFiles} of earlier loads.
 */
final class ContentFiles {
    private final Path root;
    private final Problems problems;
    private final Map<Path, Prepared> prepared = new ConcurrentHashMap<>();
    /** The parses of earlier loads of this folder, and the files this load read (to keep theirs). */
    private final ParsedFiles files;

    private final Set<Path> read = ConcurrentHashMap.newKeySet();
    /** The slugs of each folder this load listed (see {@link #slugsIn}). */
    private final Map<String, Set<String>> slugs = new ConcurrentHashMap<>();

    ContentFiles(Path root, ParsedFiles files, Problems problems) {
        this.root = root;
        this.files = files;
        this.problems = problems;
    }

    interface ItemReader<T> {
        /**
         * The item, or none when the file could not be read (the error is recorded): what reading
         * it finds goes to {@code found}, the file's own findings.
         */
        Optional<T> read(Path file, String slug, Findings found);
    }

    /**
     * An item folder's file as a load read it: the parse it was read from, what the reader was
     * given besides ({@code context}), the item and what reading it found.
     */
    record ItemRead<T>(Prepared parse, List<?> context, Optional<T> item, Findings.Kept found) {}

    /** A Markdown file's front matter, when it is a mapping, and its body. */
    record Parsed(YamlMap frontMatter, Body body) {}

    /**
     * A Markdown file read and split, before any check of what it says.
     *
     * @param frontMatter none when it is not a mapping (the error is recorded)
     * @param refs the body's links and images, in document order, with their lines
     * @param headings the body's headings, in document order, with their lines
     */
    record MarkdownFile(
            Optional<YamlMap> frontMatter,
            Body body,
            List<SourceFile.BodyRef> refs,
            List<HeadingOutline.Heading> headings) {}

    /**
     * The items of a folder's files, in file order, with what reading each file found added to
     * {@code found}. A file whose parse is the very one an earlier load read it from, read in an
     * equal {@code context} (everything the reader depends on besides the file), is not read again:
     * its item and findings are the earlier load's ({@link ParsedFiles#itemRead}).
     */
    <T> List<T> readFolder(String folder, List<?> context, ItemReader<T> reader, Findings found) {
        Path dir = root.resolve(folder);
        if (!Files.isDirectory(dir)) {
            problems.report(dir, 0, "folder not found");
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> sorted = files.sorted().toList();
            slugs.put(folder, slugs(sorted));
            sorted.parallelStream()
                    .filter(file -> file.getFileName().toString().endsWith(".md"))
                    .forEach(file -> prepared.put(file, prepare(file)));
            List<?> sameContext = keptContext(folder, context);
            // Read side by side too, in file order: at the large firm, reading 10,000 publications
            // into records on one thread was most of a reload's loading (0.5-0.7 s).
            List<ItemRead<T>> reads = sorted.parallelStream()
                    .flatMap(file -> item(file, sameContext, reader, found).stream())
                    .toList();
            prepared.clear(); // what is left are the parses of files not read again
            List<T> items = new ArrayList<>(reads.size());
            for (ItemRead<T> read : reads) {
                found.add(read.found());
                read.item().ifPresent(items::add);
            }
            return items;
        } catch (IOException e) {
            problems.report(dir, 0, "cannot list folder: " + e.getMessage());
            return List.of();
        }
    }

    /** {@code context} as the last load had it when equal (see {@link ParsedFiles#context}). */
    List<?> keptContext(String key, List<?> context) {
        return files.context(key, context);
    }

    /** As above, the context of one file's read, forgotten when the file is. */
    List<?> keptContext(Path file, List<?> context) {
        return files.context(file, context);
    }

    /** What a folder's file reads into, if it is a Markdown file with a slug for a name. */
    private <T> Optional<ItemRead<T>> item(Path file, List<?> context, ItemReader<T> reader, Findings found) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".md") || name.startsWith(".")) {
            return Optional.empty();
        }
        String slug = name.substring(0, name.length() - 3);
        if (!FieldRules.isSlug(slug)) {
            problems.report(file, 0, "file name must be a slug: lowercase letters, digits and single hyphens");
            return Optional.empty();
        }
        return Optional.of(read(file, prepared.get(file), context, own -> reader.read(file, slug, own), found));
    }

    /**
     * What a Markdown file outside the item folders (a translation) reads into, as {@link
     * #readFolder} reads a folder's: not read again when its parse and every object of {@code
     * context} are the very ones an earlier load read it from. What reading it found is added to
     * {@code found}.
     */
    <T> Optional<T> readFile(Path file, List<?> context, Function<Findings, Optional<T>> reader, Findings found) {
        Prepared parse = prepare(file);
        prepared.put(file, parse); // for readMarkdownFile, if the reader reads it
        ItemRead<T> read = read(file, parse, context, reader, found);
        prepared.remove(file);
        found.add(read.found());
        return read.item();
    }

    /** What {@code reader} makes of the file, into findings of the file's own, or what it made last time. */
    private <T> ItemRead<T> read(
            Path file, Prepared parse, List<?> context, Function<Findings, Optional<T>> reader, Findings found) {
        return files.itemRead(file, parse, context, () -> {
            Findings own = found.forFile();
            Optional<T> item = reader.apply(own);
            return new ItemRead<>(parse, context, item, own.kept());
        });
    }

    /**
     * A YAML file (site.yaml, a language's strings.yaml) read and composed: composed again only
     * when its bytes changed since the last load ({@link ParsedFiles}), like a Markdown file's parse.
     */
    Optional<YamlMap> readYamlFile(Path file) {
        read.add(file);
        Optional<byte[]> bytes = readBytes(file, problems.errors);
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        // A YAML file's day shows nowhere: its bytes alone decide.
        PreparedYaml prepared = files.parsed(file, bytes.get(), LocalDate.EPOCH, () -> composeYaml(file, bytes.get()));
        problems.errors.addAll(prepared.errors());
        return prepared.composed().flatMap(composed -> yamlMap(file, composed, 0, problems));
    }

    /** A Markdown file read, its errors reported into {@code problems}. */
    Optional<MarkdownFile> readMarkdownFile(Path file, Problems problems) {
        // Prepared beforehand (readFolder prepares a folder's files on every core), or read now.
        Prepared ready = Optional.ofNullable(prepared.remove(file)).orElseGet(() -> prepare(file));
        problems.errors.addAll(ready.errors());
        return ready.source()
                .map(source -> new MarkdownFile(
                        yamlMap(file, source.yaml(), 1, problems),
                        new Body(source.body(), source.lastModified()),
                        source.refs(),
                        source.headings()));
    }

    private Prepared prepare(Path file) {
        read.add(file);
        // The status first, then the bytes: a write between the two shows at the next load.
        long readNanos = FileStatus.nowNanos();
        Optional<FileStatus> status = files.keeps() ? statusOf(file) : Optional.empty();
        Optional<Prepared> unchanged = files.unchanged(file, status);
        if (unchanged.isPresent()) {
            return unchanged.get();
        }
        List<ContentError> failures = new ArrayList<>();
        Optional<byte[]> bytes = readBytes(file, failures);
        if (bytes.isEmpty()) {
            return Prepared.failed(failures);
        }
        LocalDate lastModified = lastModified(file);
        return files.parsed(
                file,
                bytes.get(),
                lastModified,
                status,
                readNanos,
                () -> parse(file, bytes.get(), lastModified, files.maxMarkdownDepth()));
    }

    /** The file's status, or none (the file is then read): one that cannot be read is read as a file too. */
    private static Optional<FileStatus> statusOf(Path file) {
        try {
            return FileStatus.of(file);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<YamlMap> yamlMap(Path file, Composed composed, int lineOffset, Problems problems) {
        if (composed.error().isPresent()) {
            problems.report(file, composed.errorLine(), composed.error().get());
            return Optional.empty();
        }
        if (composed.node().isEmpty()) {
            problems.report(file, lineOffset + 1, "front matter is empty");
            return Optional.empty();
        }
        if (!(composed.node().get() instanceof MappingNode)) {
            problems.report(file, lineOffset + 1, "expected a mapping of keys to values");
            return Optional.empty();
        }
        return Optional.of(new YamlMap(file, lineOffset, composed.node().get(), problems.errors));
    }

    /**
     * Slugs of the well-named Markdown files in a folder (errors about the folder are reported
     * elsewhere): of the files {@link #readFolder} read, when it read the folder. Why: the same set
     * for the items and for the references to them, and one listing of a large firm's 10,000
     * publications per load instead of three.
     */
    Set<String> slugsIn(String folder) {
        return slugs.computeIfAbsent(folder, this::listSlugs);
    }

    private Set<String> listSlugs(String folder) {
        try (Stream<Path> files = Files.list(root.resolve(folder))) {
            return slugs(files.toList());
        } catch (IOException e) {
            return Set.of();
        }
    }

    private static Set<String> slugs(List<Path> files) {
        Set<String> slugs = new HashSet<>();
        for (Path file : files) {
            String name = file.getFileName().toString();
            if (name.endsWith(".md")) {
                String slug = name.substring(0, name.length() - 3);
                if (FieldRules.isSlug(slug)) {
                    slugs.add(slug);
                }
            }
        }
        return Set.copyOf(slugs);
    }

    /** Leaves in the {@link ParsedFiles} the parses of the files this load read, and only those. */
    void retainRead() {
        files.retain(read);
    }
}
