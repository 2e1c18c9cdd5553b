package com.firmsite.content;

import com.firmsite.content.Lawyer.Admission;
import com.firmsite.content.Lawyer.Education;
import com.firmsite.content.Lawyer.Role;
import com.firmsite.content.YamlMap.Located;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;

/**
 * Reads a content folder (see docs/content-format.md) into a {@link Site}, or fails with every
 * error it found, each naming its file and line.
 */
public final class ContentLoader {
  private static final Pattern SLUG = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
  private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
  private static final Pattern BASE_URL = Pattern.compile("https?://[^/?#\\s]+");

  private final Path root;
  private final Predicate<String> isGeneratedPath;
  private final List<ContentError> errors = new ArrayList<>();
  private final List<PendingLink> links = new ArrayList<>();
  private final java.util.Map<Path, Prepared> prepared = new java.util.concurrent.ConcurrentHashMap<>();

  private ContentLoader(Path root, Predicate<String> isGeneratedPath) {
    this.root = root;
    this.isGeneratedPath = isGeneratedPath;
  }

  /**
   * Loads and validates a content folder.
   *
   * @param isGeneratedPath tells which site paths firmsite generates itself (for example {@code
   *     /docs}), so that content may link to them
   */
  public static Site load(Path root, Predicate<String> isGeneratedPath) throws ContentException {
    return new ContentLoader(root, isGeneratedPath).load();
  }

  private Site load() throws ContentException {
    if (!Files.isDirectory(root)) {
      throw new ContentException(List.of(new ContentError(root, 0, "content folder not found")));
    }
    Firm firm = readFirm(root.resolve("site.yaml"));
    Page home = readPage("home.md", "/");
    Page about = readPage("about.md", "/about");
    Page contact = readPage("contact.md", "/contact");
    Page legal = readPage("legal.md", "/legal");
    Page privacy = readPage("privacy.md", "/privacy");
    Page areasIntro = readPage("practice-areas.md", "/practice-areas");
    Page teamIntro = readPage("team.md", "/team");
    Page publicationsIntro = readPage("publications.md", "/publications");
    List<PracticeArea> areas =
        readFolder("practice-areas", this::readPracticeArea).stream()
            .sorted(Comparator.comparingInt(PracticeArea::order))
            .toList();
    // References are checked against the files that exist, not the ones that parsed, so one broken
    // file is reported once instead of again by every file that refers to it.
    Set<String> areaSlugs = slugsIn("practice-areas");
    List<Lawyer> team =
        readFolder("team", (file, slug) -> readLawyer(file, slug, firm, areaSlugs)).stream()
            .sorted(Comparator.comparing(Lawyer::role).thenComparingInt(Lawyer::order))
            .toList();
    Set<String> lawyerSlugs = slugsIn("team");
    List<Publication> publications =
        readFolder("publications", (f, s) -> readPublication(f, s, areaSlugs, lawyerSlugs))
            .stream()
            .sorted(Comparator.comparing(Publication::date).reversed().thenComparing(Publication::slug))
            .toList();
    checkUniqueOrder(areas.stream().map(a -> new Ordered(a.slug(), a.order())).toList(), "practice-areas");
    checkUniqueOrder(team.stream().map(l -> new Ordered(l.slug(), l.order())).toList(), "team");
    checkLinks(pagePaths(areaSlugs, lawyerSlugs, slugsIn("publications")));
    if (!errors.isEmpty()) {
      throw new ContentException(errors);
    }
    return new Site(
        firm, home, about, contact, legal, privacy, areasIntro, teamIntro, publicationsIntro,
        areas, team, publications);
  }

  // ---- site.yaml ----

  private Firm readFirm(Path file) {
    Optional<Parsed> parsed = readYamlFile(file);
    if (parsed.isEmpty()) {
      return emptyFirm();
    }
    YamlMap yaml = parsed.get().frontMatter();
    String name = yaml.string("name");
    Optional<String> baseUrl = yaml.optionalString("baseUrl");
    baseUrl.filter(url -> !BASE_URL.matcher(url).matches())
        .ifPresent(url -> error(file, yaml.lineOf("baseUrl"), "baseUrl: expected scheme and host with no path or trailing slash, got \"" + url + "\""));
    List<Office> offices = new ArrayList<>();
    Set<String> officeSlugs = new HashSet<>();
    for (YamlMap office : yaml.mappingList("offices")) {
      Office read = readOffice(file, office);
      if (!read.slug().isEmpty() && !officeSlugs.add(read.slug())) {
        error(file, office.lineOf("slug"), "slug: duplicate office slug \"" + read.slug() + "\"");
      }
      offices.add(read);
      office.rejectUnknownKeys();
    }
    if (offices.isEmpty()) {
      error(file, yaml.lineOf("offices"), "offices: at least one office is required");
    }
    Firm firm =
        new Firm(
            name,
            yaml.optionalString("shortName").orElse(name),
            yaml.string("tagline"),
            yaml.string("description"),
            baseUrl,
            yaml.string("language"),
            yaml.string("phone"),
            email(file, yaml, "email"),
            yaml.optionalInteger("founded").map(OptionalInt::of).orElse(OptionalInt.empty()),
            yaml.string("legalNotice"),
            yaml.optionalString("contentSignal").orElse(Firm.DEFAULT_CONTENT_SIGNAL),
            yaml.string("contentPolicy"),
            List.copyOf(offices));
    yaml.rejectUnknownKeys();
    return firm;
  }

  private Office readOffice(Path file, YamlMap yaml) {
    String slug = yaml.string("slug");
    checkSlug(file, yaml.lineOf("slug"), slug);
    return new Office(
        slug,
        yaml.string("name"),
        yaml.string("street"),
        yaml.string("locality"),
        yaml.optionalString("region").orElse(""),
        yaml.string("postalCode"),
        yaml.string("country"),
        yaml.string("phone"),
        email(file, yaml, "email"),
        yaml.string("hours"),
        yaml.string("directions"));
  }

  private static Firm emptyFirm() {
    return new Firm("", "", "", "", Optional.empty(), "en", "", "", OptionalInt.empty(), "", "", "", List.of());
  }

  // ---- pages ----

  private Page readPage(String name, String path) {
    Path file = root.resolve(name);
    Optional<Parsed> parsed = readMarkdownFile(file);
    if (parsed.isEmpty()) {
      return new Page(path, "", "", emptyBody());
    }
    YamlMap yaml = parsed.get().frontMatter();
    Page page = new Page(path, yaml.string("title"), yaml.string("description"), parsed.get().body());
    yaml.rejectUnknownKeys();
    return page;
  }

  private PracticeArea readPracticeArea(Path file, String slug) {
    return readMarkdownFile(file)
        .map(
            parsed -> {
              YamlMap yaml = parsed.frontMatter();
              PracticeArea area =
                  new PracticeArea(
                      slug, yaml.string("title"), yaml.string("description"), yaml.integer("order"), parsed.body());
              yaml.rejectUnknownKeys();
              return area;
            })
        .orElse(null);
  }

  private Lawyer readLawyer(Path file, String slug, Firm firm, Set<String> areaSlugs) {
    Optional<Parsed> parsed = readMarkdownFile(file);
    if (parsed.isEmpty()) {
      return null;
    }
    YamlMap yaml = parsed.get().frontMatter();
    String roleLabel = yaml.string("role");
    Role role = Role.fromLabel(roleLabel).orElse(Role.ASSOCIATE);
    if (!roleLabel.isEmpty() && Role.fromLabel(roleLabel).isEmpty()) {
      error(file, yaml.lineOf("role"), "role: expected one of Partner, Counsel, Associate, Paralegal, got \"" + roleLabel + "\"");
    }
    String office = yaml.string("office");
    if (!office.isEmpty() && firm.office(office).isEmpty()) {
      error(file, yaml.lineOf("office"), "office: unknown office \"" + office + "\" (site.yaml declares " + firm.offices().stream().map(Office::slug).toList() + ")");
    }
    List<String> areas = references(file, yaml, "practiceAreas", areaSlugs, "practice area");
    List<Admission> admissions = new ArrayList<>();
    for (YamlMap item : yaml.mappingList("admissions")) {
      admissions.add(new Admission(item.string("jurisdiction"), item.integer("year")));
      item.rejectUnknownKeys();
    }
    List<Education> education = new ArrayList<>();
    for (YamlMap item : yaml.mappingList("education")) {
      education.add(new Education(item.string("degree"), item.string("school"), item.integer("year")));
      item.rejectUnknownKeys();
    }
    Lawyer lawyer =
        new Lawyer(
            slug,
            yaml.string("name"),
            role,
            office,
            areas,
            email(file, yaml, "email"),
            yaml.string("phone"),
            List.copyOf(admissions),
            List.copyOf(education),
            yaml.stringList("languages").stream().map(Located::value).toList(),
            yaml.string("description"),
            yaml.integer("order"),
            parsed.get().body());
    yaml.rejectUnknownKeys();
    return lawyer;
  }

  private Publication readPublication(Path file, String slug, Set<String> areaSlugs, Set<String> lawyerSlugs) {
    Optional<Parsed> parsed = readMarkdownFile(file);
    if (parsed.isEmpty()) {
      return null;
    }
    YamlMap yaml = parsed.get().frontMatter();
    String type = yaml.string("type");
    if (!type.isEmpty() && !Publication.TYPES.contains(type)) {
      error(file, yaml.lineOf("type"), "type: expected one of " + Publication.TYPES + ", got \"" + type + "\"");
    }
    Publication publication =
        new Publication(
            slug,
            yaml.string("title"),
            yaml.date("date"),
            type,
            references(file, yaml, "authors", lawyerSlugs, "team member"),
            references(file, yaml, "practiceAreas", areaSlugs, "practice area"),
            yaml.string("description"),
            parsed.get().body());
    yaml.rejectUnknownKeys();
    return publication;
  }

  /** Reads a list of slugs that must name existing items; at least one is required. */
  private List<String> references(Path file, YamlMap yaml, String key, Set<String> known, String what) {
    List<Located<String>> values = yaml.stringList(key);
    if (values.isEmpty()) {
      error(file, yaml.lineOf(key), key + ": at least one " + what + " is required");
    }
    for (Located<String> value : values) {
      if (!known.contains(value.value())) {
        error(file, value.line(), key + ": unknown " + what + " \"" + value.value() + "\"");
      }
    }
    return values.stream().map(Located::value).distinct().toList();
  }

  private String email(Path file, YamlMap yaml, String key) {
    String email = yaml.string(key);
    if (!email.isEmpty() && !EMAIL.matcher(email).matches()) {
      error(file, yaml.lineOf(key), key + ": \"" + email + "\" is not an e-mail address");
    }
    return email;
  }

  // ---- folders, files, front matter ----

  private interface ItemReader<T> {
    T read(Path file, String slug);
  }

  private <T> List<T> readFolder(String folder, ItemReader<T> reader) {
    Path dir = root.resolve(folder);
    if (!Files.isDirectory(dir)) {
      error(dir, 0, "folder not found");
      return List.of();
    }
    List<T> items = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      List<Path> sorted = files.sorted().toList();
      sorted.parallelStream().filter(file -> file.getFileName().toString().endsWith(".md")).forEach(file -> prepared.put(file, prepare(file)));
      for (Path file : sorted) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".md") || name.startsWith(".")) {
          continue;
        }
        String slug = name.substring(0, name.length() - 3);
        if (!SLUG.matcher(slug).matches()) {
          error(file, 0, "file name must be a slug: lowercase letters, digits and single hyphens");
          continue;
        }
        T item = reader.read(file, slug);
        if (item != null) {
          items.add(item);
        }
      }
    } catch (IOException e) {
      error(dir, 0, "cannot list folder: " + e.getMessage());
    }
    return items;
  }

  private record Parsed(YamlMap frontMatter, Body body) {}

  private Optional<Parsed> readYamlFile(Path file) {
    return readText(file).flatMap(text -> composeYaml(file, text, 0)).map(yaml -> new Parsed(yaml, emptyBody()));
  }

  /**
   * A Markdown file read, split and parsed, ahead of validation. Reading and parsing touch no
   * shared state, so {@link #readFolder} prepares a folder's files on every core; validation then
   * runs in file order, so errors are reported in the same order either way.
   */
  private record Prepared(List<ContentError> errors, Composed yaml, Node document, int bodyLine, LocalDate lastModified) {}

  /** Front matter composed into a YAML node tree, or the error that stopped it. */
  private record Composed(Optional<org.snakeyaml.engine.v2.nodes.Node> node, int errorLine, String error) {}

  private static Prepared prepare(Path file) {
    List<ContentError> failures = new ArrayList<>();
    Optional<String> read = readText(file, failures);
    if (read.isEmpty()) {
      return new Prepared(failures, null, null, 0, LocalDate.EPOCH);
    }
    String[] lines = read.get().split("\r?\n", -1);
    if (lines.length == 0 || !lines[0].strip().equals("---")) {
      failures.add(new ContentError(file, 1, "expected front matter: the file must start with a line \"---\""));
      return new Prepared(failures, null, null, 0, LocalDate.EPOCH);
    }
    int close = 1;
    while (close < lines.length && !lines[close].strip().equals("---")) {
      close++;
    }
    if (close == lines.length) {
      failures.add(new ContentError(file, 1, "front matter is not closed: add a line \"---\" after it"));
      return new Prepared(failures, null, null, 0, LocalDate.EPOCH);
    }
    String yamlText = String.join("\n", java.util.Arrays.copyOfRange(lines, 1, close));
    String bodyText = String.join("\n", java.util.Arrays.copyOfRange(lines, close + 1, lines.length));
    return new Prepared(failures, compose(file, yamlText, 1), MarkdownSource.PARSER.parse(bodyText), close + 2, lastModified(file));
  }

  private Optional<Parsed> readMarkdownFile(Path file) {
    Prepared early = prepared.remove(file);
    Prepared ready = early != null ? early : prepare(file);
    errors.addAll(ready.errors());
    if (ready.document() == null) {
      return Optional.empty();
    }
    Optional<YamlMap> yaml = yamlMap(file, ready.yaml(), 1);
    collectLinks(file, ready.document(), ready.bodyLine());
    dropSourceSpans(ready.document());
    Body body = new Body(ready.document(), ready.lastModified());
    return yaml.map(map -> new Parsed(map, body));
  }

  private Optional<YamlMap> composeYaml(Path file, String text, int lineOffset) {
    return yamlMap(file, compose(file, text, lineOffset), lineOffset);
  }

  private static Composed compose(Path file, String text, int lineOffset) {
    try {
      return new Composed(new Compose(LoadSettings.builder().setLabel(file.toString()).build()).composeString(text), 0, null);
    } catch (MarkedYamlEngineException e) {
      int line = e.getProblemMark().map(Mark::getLine).orElse(0) + 1 + lineOffset;
      return new Composed(Optional.empty(), line, "invalid YAML: " + e.getProblem());
    } catch (YamlEngineException e) {
      return new Composed(Optional.empty(), lineOffset + 1, "invalid YAML: " + e.getMessage());
    }
  }

  private Optional<YamlMap> yamlMap(Path file, Composed composed, int lineOffset) {
    if (composed.error() != null) {
      error(file, composed.errorLine(), composed.error());
      return Optional.empty();
    }
    if (composed.node().isEmpty()) {
      error(file, lineOffset + 1, "front matter is empty");
      return Optional.empty();
    }
    if (!(composed.node().get() instanceof MappingNode)) {
      error(file, lineOffset + 1, "expected a mapping of keys to values");
      return Optional.empty();
    }
    return Optional.of(new YamlMap(file, lineOffset, composed.node().get(), errors));
  }

  private Optional<String> readText(Path file) {
    return readText(file, errors);
  }

  private static Optional<String> readText(Path file, List<ContentError> failures) {
    try {
      byte[] bytes = Files.readAllBytes(file);
      return Optional.of(
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .decode(java.nio.ByteBuffer.wrap(bytes))
              .toString());
    } catch (CharacterCodingException e) {
      failures.add(new ContentError(file, 0, "not valid UTF-8"));
    } catch (java.nio.file.NoSuchFileException e) {
      failures.add(new ContentError(file, 0, "file not found"));
    } catch (IOException e) {
      failures.add(new ContentError(file, 0, "cannot read: " + e.getMessage()));
    }
    return Optional.empty();
  }

  private static Body emptyBody() {
    return new Body(new org.commonmark.node.Document(), LocalDate.EPOCH);
  }

  private static LocalDate lastModified(Path file) {
    try {
      return LocalDate.ofInstant(Files.getLastModifiedTime(file).toInstant(), java.time.ZoneOffset.UTC);
    } catch (IOException e) {
      return LocalDate.EPOCH;
    }
  }

  // ---- cross-file checks ----

  private record PendingLink(Path file, int line, String destination) {}

  private record Ordered(String slug, int order) {}

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

  private void collectLinks(Path file, Node document, int firstBodyLine) {
    document.accept(
        new AbstractVisitor() {
          @Override
          public void visit(Link link) {
            List<SourceSpan> spans = link.getSourceSpans();
            int line = spans.isEmpty() ? firstBodyLine : firstBodyLine + spans.get(0).getLineIndex();
            links.add(new PendingLink(file, line, link.getDestination()));
            visitChildren(link);
          }
        });
  }

  private void checkLinks(Set<String> pagePaths) {
    for (PendingLink link : links) {
      String destination = link.destination();
      if (!destination.startsWith("/") || destination.startsWith("//")) {
        continue;
      }
      String path = destination.replaceFirst("[?#].*$", "");
      String page = path.endsWith(".md") ? twinToPage(path) : path;
      if (!pagePaths.contains(page) && !isGeneratedPath.test(path)) {
        error(link.file(), link.line(), "broken internal link \"" + destination + "\": no such page");
      }
    }
  }

  private static String twinToPage(String twin) {
    String page = twin.substring(0, twin.length() - 3);
    return page.equals("/index") ? "/" : page;
  }

  private static Set<String> pagePaths(Set<String> areas, Set<String> team, Set<String> publications) {
    Set<String> paths = new HashSet<>(List.of("/", "/about", "/contact", "/legal", "/privacy", "/practice-areas", "/team", "/publications"));
    areas.forEach(slug -> paths.add("/practice-areas/" + slug));
    team.forEach(slug -> paths.add("/team/" + slug));
    publications.forEach(slug -> paths.add("/publications/" + slug));
    return paths;
  }

  /** Slugs of the well-named Markdown files in a folder (errors about the folder are reported elsewhere). */
  private Set<String> slugsIn(String folder) {
    try (Stream<Path> files = Files.list(root.resolve(folder))) {
      Set<String> slugs = new HashSet<>();
      files.map(f -> f.getFileName().toString())
          .filter(name -> name.endsWith(".md"))
          .map(name -> name.substring(0, name.length() - 3))
          .filter(slug -> SLUG.matcher(slug).matches())
          .forEach(slugs::add);
      return slugs;
    } catch (IOException e) {
      return Set.of();
    }
  }

  private void checkUniqueOrder(List<Ordered> items, String folder) {
    Set<Integer> seen = new HashSet<>();
    for (Ordered item : items) {
      if (!seen.add(item.order())) {
        error(root.resolve(folder).resolve(item.slug() + ".md"), 2, "order: " + item.order() + " is already used by another file in " + folder + "/");
      }
    }
  }

  private void checkSlug(Path file, int line, String slug) {
    if (!slug.isEmpty() && !SLUG.matcher(slug).matches()) {
      error(file, line, "slug: \"" + slug + "\" must be lowercase letters, digits and single hyphens");
    }
  }

  private void error(Path file, int line, String message) {
    errors.add(new ContentError(file, line, message));
  }
}
