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
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Markdown fragments of {@code /docs}: every {@code docs/NN-topic.md} on the class path, in
 * name order. They are found by listing the folder (in the jar or in {@code target/classes}), not
 * by a hand-kept index, so a fragment dropped into {@code src/main/resources/docs/} is published.
 * Read once: they are part of the program, not of the content folder.
 */
final class DocumentationFragments {
    private static final String FOLDER = "docs/";
    private static final Pattern NAME = Pattern.compile("[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*\\.md");
    private static final List<Fragment> ALL = load();

    /** One fragment: its file name ({@code 20-endpoints.md}) and its text. */
    record Fragment(String name, String text) {}

    private DocumentationFragments() {}

    static List<Fragment> all() {
        return ALL;
    }

    private static List<Fragment> load() {
        List<String> names = names();
        if (names.isEmpty()) {
            throw new IllegalStateException("no documentation fragments found under " + FOLDER);
        }
        List<Fragment> fragments = new ArrayList<>();
        for (String name : names) {
            fragments.add(new Fragment(name, read(name)));
        }
        return List.copyOf(fragments);
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
        // A misnamed fragment would silently vanish from /docs; refuse to start instead.
        markdown.stream()
                .filter(name -> !NAME.matcher(name).matches())
                .findFirst()
                .ifPresent(name -> {
                    throw new IllegalStateException(
                            "documentation fragment " + FOLDER + name + " is not named NN-topic.md");
                });
        return markdown;
    }

    /** The file names in a {@code docs/} folder found on the class path, in a jar or a directory. */
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
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    private static Stream<String> inJar(Path jarPath) {
        try (JarFile jar = new JarFile(jarPath.toFile())) {
            return jar.stream()
                    .map(JarEntry::getName)
                    .filter(name -> name.startsWith(FOLDER) && name.indexOf('/', FOLDER.length()) < 0)
                    .map(name -> name.substring(FOLDER.length()))
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
