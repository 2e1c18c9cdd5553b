package com.firmsite.content;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the page files of a content folder: every {@code .md} file outside the collection folders,
 * the language folders and {@code images/}, at its path without {@code .md} ({@code home.md} is
 * {@code /}). A path that would shadow one firmsite generates, or that is not made of slugs, is an
 * error naming the file.
 */
final class PageFiles {
  /** Top-level folders whose files are not pages. */
  static final Set<String> NOT_PAGES = Set.of("practice-areas", "team", "publications", "images");

  private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

  /** Site paths firmsite generates (or reserves), exactly. */
  private static final Set<String> GENERATED = Set.of(
      "/llms.txt", "/llms-full.txt", "/docs", "/openapi.json", "/robots.txt", "/api", "/mcp", "/auth.md",
      "/agent", "/oauth", "/assets", "/images", "/index", "/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest");

  /** Prefixes of generated paths: everything under them is firmsite's. */
  private static final List<String> GENERATED_PREFIXES =
      List.of("/sitemap", "/api/", "/agent/", "/oauth/", "/.well-known/", "/assets/", "/images/", "/docs/");

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
  static String fileName(String path) {
    return path.equals("/") ? "home.md" : path.substring(1) + ".md";
  }

  /** Whether a page at {@code path} would shadow a path firmsite generates (feeds included). */
  static boolean shadowsGenerated(String path) {
    return GENERATED.contains(path) || GENERATED_PREFIXES.stream().anyMatch(path::startsWith) || path.endsWith("/feed.atom");
  }

  /** Page files by site path, in path order. */
  Map<String, Path> find() {
    Map<String, Path> pages = new TreeMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      files.filter(this::isPageFile).sorted().forEach(file -> pathOf(file).ifPresent(path -> pages.put(path, file)));
    } catch (IOException e) {
      errors.report(root, 0, "cannot list folder: " + e.getMessage());
    }
    return pages;
  }

  private boolean isPageFile(Path file) {
    Path relative = root.relativize(file);
    String top = relative.getName(0).toString();
    boolean hidden = false;
    for (Path part : relative) {
      hidden |= part.toString().startsWith(".");
    }
    return relative.getNameCount() > 0 && file.toString().endsWith(".md") && Files.isRegularFile(file) && !hidden
        && !(relative.getNameCount() > 1 && (NOT_PAGES.contains(top) || languages.contains(top)));
  }

  private java.util.Optional<String> pathOf(Path file) {
    String name = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    String stem = name.substring(0, name.length() - ".md".length());
    String path = stem.equals("home") ? "/" : "/" + stem;
    if (shadowsGenerated(path)) {
      errors.report(file, 0, "this page's address " + path + " is one firmsite generates: rename or move the file");
      return java.util.Optional.empty();
    }
    for (String segment : stem.split("/")) {
      if (!SLUG.matcher(segment).matches()) {
        errors.report(file, 0, "file and folder names of pages must be slugs: lowercase letters, digits and single hyphens");
        return java.util.Optional.empty();
      }
    }
    return java.util.Optional.of(path);
  }
}
