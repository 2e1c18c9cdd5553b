package com.firmsite.content;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Finds the page files of a content folder: every {@code .md} file outside the collection folders,
 * the language folders and {@code images/}, at its path without {@code .md} ({@code home.md} is
 * {@code /}). A path that would shadow one firmsite generates, or that is not made of slugs, is an
 * error naming the file.
 */
public final class PageFiles {
    /** Top-level folders whose files are not pages. */
    public static final Set<String> NOT_PAGES = notPages();

    private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private static Set<String> notPages() {
        Set<String> folders = new java.util.HashSet<>(Set.of("images"));
        for (ItemFolder items : ItemFolder.values()) {
            folders.add(items.folder);
        }
        return Set.copyOf(folders);
    }

    interface Errors {
        void report(Path file, int line, String message);
    }

    private final Path root;
    private final Set<String> languages;
    private final Errors errors;

    PageFiles(Path root, List<String> languages, Errors errors) {
        this.root = root;
        this.languages = Set.copyOf(languages);
        this.errors = errors;
    }

    /** The file name of the page at {@code path}, relative to the content folder. */
    public static String fileName(String path) {
        return path.equals("/") ? "home.md" : path.substring(1) + ".md";
    }

    /** The site path of the Markdown file {@code relative} to the content folder: {@code home.md} is {@code /}. */
    public static String sitePath(String relative) {
        String stem = relative.substring(0, relative.length() - ".md".length());
        return stem.equals("home") ? "/" : "/" + stem;
    }

    /**
     * Page files by site path, in path order. The collection, language, image and hidden folders are
     * skipped whole rather than filtered file by file: on a large site they hold nearly every file.
     */
    Map<String, Path> find() {
        Map<String, Path> pages = new TreeMap<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    return dir.equals(root) || isPageFolder(dir)
                            ? FileVisitResult.CONTINUE
                            : FileVisitResult.SKIP_SUBTREE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    String name = file.getFileName().toString();
                    if (attributes.isRegularFile() && name.endsWith(".md") && !name.startsWith(".")) {
                        pathOf(file).ifPresent(path -> pages.put(path, file));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            errors.report(root, 0, "cannot list folder: " + e.getMessage());
        }
        return pages;
    }

    private boolean isPageFolder(Path dir) {
        String name = dir.getFileName().toString();
        boolean top = dir.getParent().equals(root);
        return !name.startsWith(".") && !(top && (NOT_PAGES.contains(name) || languages.contains(name)));
    }

    private java.util.Optional<String> pathOf(Path file) {
        String name =
                root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
        String stem = name.substring(0, name.length() - ".md".length());
        String path = sitePath(name);
        if (ReservedPaths.isReserved(path)) {
            errors.report(
                    file, 0, "this page's address " + path + " is one firmsite generates: rename or move the file");
            return java.util.Optional.empty();
        }
        for (String segment : stem.split("/", -1)) {
            if (!SLUG.matcher(segment).matches()) {
                errors.report(
                        file,
                        0,
                        "file and folder names of pages must be slugs: lowercase letters, digits and single hyphens");
                return java.util.Optional.empty();
            }
        }
        return java.util.Optional.of(path);
    }
}
