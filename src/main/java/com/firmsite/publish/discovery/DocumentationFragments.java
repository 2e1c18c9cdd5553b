package com.firmsite.publish.discovery;

import com.firmsite.output.CodeLocation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Markdown fragments of the documentation: every {@code docs/NN-topic.md} on the class path is
 * a part of {@code /docs}, and every {@code docs/<page>/NN-topic.md} a part of {@code
 * /docs/<page>}, each page's in name order. They are found by listing the folders (in the jar or in
 * {@code target/classes}), not by a hand-kept index, so a fragment dropped into {@code
 * src/main/resources/docs/webmcp/} is published on {@code /docs/webmcp}. Read once: they are part
 * of the program, not of the content folder.
 */
final class DocumentationFragments {
    private static final String FOLDER = "docs/";
    private static final Pattern NAME = Pattern.compile("[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*\\.md");
    /** A page's folder under {@code docs/}: one path segment, as the page's URL has it. */
    private static final Pattern PAGE = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private static final Map<String, List<Fragment>> BY_PAGE = load();

    /**
     * One fragment: its name under {@code docs/} ({@code 20-endpoints.md}, {@code
     * webmcp/60-webmcp.md}) and its text.
     */
    record Fragment(String name, String text) {}

    private DocumentationFragments() {}

    /** Every fragment, {@code /docs}' first and then each other page's, in name order. */
    static List<Fragment> all() {
        return BY_PAGE.values().stream().flatMap(List::stream).toList();
    }

    /**
     * The fragments of each page by its folder under {@code docs/} ({@code ""} for {@code /docs}
     * itself, {@code "webmcp"} for {@code /docs/webmcp}), folders in name order.
     */
    static Map<String, List<Fragment>> byPage() {
        return BY_PAGE;
    }

    private static Map<String, List<Fragment>> load() {
        List<String> names = names();
        if (names.stream().noneMatch(name -> name.indexOf('/') < 0)) {
            throw new IllegalStateException("no documentation fragments found under " + FOLDER);
        }
        Map<String, List<Fragment>> pages = new java.util.TreeMap<>();
        for (String name : names) {
            int slash = name.indexOf('/');
            String page = slash < 0 ? "" : name.substring(0, slash);
            pages.computeIfAbsent(page, key -> new ArrayList<>()).add(new Fragment(name, read(name)));
        }
        Map<String, List<Fragment>> frozen = new java.util.LinkedHashMap<>();
        pages.forEach((page, fragments) -> frozen.put(page, List.copyOf(fragments)));
        return java.util.Collections.unmodifiableMap(frozen);
    }

    /**
     * The fragments beside this class (in the jar, or in {@code target/classes}); failing that, in
     * any class-path root with a {@code docs/} folder: an exploded layout may keep resources apart
     * from classes, as the container image does (/app/classes, /app/resources).
     */
    private static List<String> names() {
        java.util.Set<String> all = new java.util.TreeSet<>();
        try {
            Optional<Path> codeSource = CodeLocation.of(DocumentationFragments.class);
            if (codeSource.isPresent()) {
                Path code = codeSource.get();
                try (Stream<String> names = Files.isDirectory(code) ? inFolder(code.resolve(FOLDER)) : inJar(code)) {
                    names.forEach(all::add);
                }
            }
            if (all.isEmpty()) {
                java.util.Enumeration<java.net.URL> folders =
                        DocumentationFragments.class.getClassLoader().getResources(FOLDER);
                while (folders.hasMoreElements()) {
                    try (Stream<String> names = inFolderAt(folders.nextElement())) {
                        names.forEach(all::add);
                    }
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot locate the documentation fragments", e);
        }
        List<String> markdown =
                all.stream().filter(name -> name.endsWith(".md")).toList();
        // A misnamed fragment would silently vanish from the documentation; refuse to start instead.
        markdown.stream().filter(name -> !wellNamed(name)).findFirst().ifPresent(name -> {
            throw new IllegalStateException("documentation fragment " + FOLDER + name
                    + " is not named NN-topic.md, in docs/ or in one folder of it named like a URL segment");
        });
        return markdown;
    }

    /** {@code NN-topic.md}, or {@code page/NN-topic.md}. */
    private static boolean wellNamed(String name) {
        int slash = name.indexOf('/');
        return slash < 0
                ? NAME.matcher(name).matches()
                : PAGE.matcher(name.substring(0, slash)).matches()
                        && NAME.matcher(name.substring(slash + 1)).matches();
    }

    /**
     * The files in a {@code docs/} folder found on the class path, in a jar or a directory, and
     * those of its folders ({@code webmcp/60-webmcp.md}).
     */
    private static Stream<String> inFolderAt(java.net.URL folder) throws IOException, URISyntaxException {
        if (folder.getProtocol().equals("jar")) {
            return inJar(Path.of(((java.net.JarURLConnection) folder.openConnection())
                    .getJarFileURL()
                    .toURI()));
        }
        return inFolder(Path.of(folder.toURI()));
    }

    private static Stream<String> inFolder(Path folder) {
        if (!Files.isDirectory(folder)) {
            return Stream.empty();
        }
        try (Stream<Path> files = Files.walk(folder, 2)) {
            return files
                    .filter(Files::isRegularFile)
                    .map(file -> folder.relativize(file).toString().replace('\\', '/'))
                    .toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    private static Stream<String> inJar(Path jarPath) {
        try (JarFile jar = new JarFile(jarPath.toFile())) {
            return jar.stream()
                    .map(JarEntry::getName)
                    .filter(name -> name.startsWith(FOLDER) && !name.endsWith("/"))
                    .map(name -> name.substring(FOLDER.length()))
                    .filter(name -> name.chars().filter(c -> c == '/').count() <= 1)
                    .toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the documentation fragments in " + jarPath, e);
        }
    }

    private static String read(String name) {
        try (InputStream in = DocumentationFragments.class.getResourceAsStream("/" + FOLDER + name)) {
            if (in == null) {
                throw new IllegalStateException("documentation fragment vanished: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
