package com.firmsite.export;

import com.firmsite.base.Progress;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.snapshot.Encoding;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.Variant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Writes every representation of a snapshot as files, so another server can serve the same bytes
 * (docs/decisions.md §8, {@code firmsite export DIR}). The layout is what a static server maps to with one
 * rule ({@code try_files $uri $uri.html}):
 *
 * <ul>
 *   <li>a page in its default format (HTML) at {@code PATH.html} ({@code index.html} for {@code /});
 *       its other formats at their own URLs (the Markdown twin, {@code PATH.md}, {@code index.md});
 *   <li>every other document and asset at its URL path;
 *   <li>the 404 page in each page format: {@code 404.html} and {@code 404.md}, and another
 *       language's at {@code <lang>/404.html} and {@code <lang>/404.md};
 *   <li>next to each body worth compressing, the exact bytes firmsite sends for {@code gzip} and
 *       {@code br}, as {@code FILE.gz} and {@code FILE.br} (for nginx's {@code gzip_static}).
 * </ul>
 *
 * Reserved URLs are not written: they answer 403 to every method, which is server configuration,
 * not a file. The folder keeps a list of what the export wrote ({@link ExportManifest}), so a later
 * export into it removes the files of pages the site no longer has and overwrites nothing else.
 * Redirects are not files either: they are written as an nginx map, {@link RedirectMap}.
 */
public final class Exporter {
    /** The codings written beside a body, for a static server to send as they are. */
    private static final List<Encoding> ENCODED = List.of(Encoding.GZIP, Encoding.BR);

    private Exporter() {}

    /**
     * Writes the snapshot under {@code dir} (created if missing) and removes what an earlier export
     * there wrote that the site no longer has; returns the number of files written.
     *
     * @throws ExportRefusedException when {@code dir} is neither empty nor an earlier export, or holds
     *     a file the export would overwrite that an earlier export did not write (nothing is touched)
     */
    public static int export(Snapshot snapshot, Path dir) throws IOException {
        return export(snapshot, dir, Progress.silent());
    }

    /** As above, showing its progress as the phase {@code write} (a 10,000-page site is 60,000 files). */
    public static int export(Snapshot snapshot, Path dir, Progress progress) throws IOException {
        Path root = dir.toAbsolutePath().normalize();
        Map<String, Variant> files = files(snapshot);
        Set<String> names = fileNames(files);
        names.add(RedirectMap.FILE);
        ExportManifest earlier = ExportManifest.earlier(root, names);
        Files.createDirectories(root);
        ExportFiles out = new ExportFiles(root);
        int written = 0;
        Progress.Phase writing = progress.phase("write", names.size(), "files");
        for (Map.Entry<String, Variant> file : files.entrySet()) {
            int count = write(out, file.getKey(), file.getValue());
            written += count;
            writing.advance(count);
        }
        out.write(RedirectMap.FILE, RedirectMap.render(snapshot).getBytes(StandardCharsets.UTF_8));
        written++;
        writing.advance();
        writing.end();
        earlier.removeAllBut(names);
        ExportManifest.write(root, names);
        return written;
    }

    /** The files of a snapshot, by name under the export folder. */
    private static Map<String, Variant> files(Snapshot snapshot) {
        Map<String, Variant> files = new TreeMap<>();
        snapshot.resources().forEach((path, resource) -> {
            switch (resource) {
                case Resource.Page page -> {
                    if (path.startsWith(Snapshot.NOT_FOUND_KEY)) {
                        String language = path.substring(Snapshot.NOT_FOUND_KEY.length());
                        for (OutputFormat format : OutputFormats.PAGE) {
                            files.put(language + "/404." + format.extension(), page.variant(format));
                        }
                    } else {
                        files.put(pageFile(path), page.variant(OutputFormats.defaultFormat()));
                    }
                }
                case Resource.Document document -> files.put(path.substring(1), document.variant());
                case Resource.Reserved reserved -> {}
                case Resource.Redirect redirect -> {}
            }
        });
        for (OutputFormat format : OutputFormats.PAGE) {
            files.put("404." + format.extension(), snapshot.notFound().variant(format));
        }
        return files;
    }

    /** Every file name the export writes: each body, and beside it its {@code .gz} and {@code .br}. */
    private static Set<String> fileNames(Map<String, Variant> files) {
        Set<String> names = new TreeSet<>();
        files.forEach((name, variant) -> {
            names.add(name);
            for (Encoding encoding : ENCODED) {
                if (variant.has(encoding)) {
                    names.add(name + suffix(encoding));
                }
            }
        });
        return names;
    }

    /** {@code root}'s file {@code name}, refused when the name would lead outside it. */
    static Path inside(Path root, String name) throws IOException {
        Path file = root.resolve(name).normalize();
        if (!file.startsWith(root) || file.equals(root)) {
            throw new IOException("refusing to export " + name + " outside " + root);
        }
        return file;
    }

    /** The file of a page's HTML: {@code /} is {@code index.html}, {@code /team/x} is {@code team/x.html}. */
    public static String pageFile(String path) {
        String extension = "." + OutputFormats.defaultFormat().extension();
        return path.equals("/") ? "index" + extension : path.substring(1) + extension;
    }

    private static int write(ExportFiles out, String name, Variant variant) throws IOException {
        out.write(name, variant.identity().bodyBytes());
        int written = 1;
        for (Encoding encoding : ENCODED) {
            if (variant.has(encoding)) {
                out.write(
                        name + suffix(encoding),
                        variant.encodedOrIdentity(encoding).bodyBytes());
                written++;
            }
        }
        return written;
    }

    private static String suffix(Encoding encoding) {
        return encoding == Encoding.GZIP ? ".gz" : ".br";
    }
}
