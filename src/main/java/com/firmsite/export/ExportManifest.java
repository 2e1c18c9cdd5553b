package com.firmsite.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The list of files an export wrote, kept in the export folder as {@value #NAME}, so that the next
 * export into the same folder reproduces exactly the site: it removes what the earlier one wrote
 * and the site no longer has (a static server would go on serving a deleted page), and it never
 * overwrites a file it did not write. A folder that is neither empty nor an earlier export is
 * refused before anything in it is touched.
 */
record ExportManifest(Path root, SortedSet<String> files) {
    /** The manifest's file name, in the export folder; a dot file, so it sorts out of the way. */
    static final String NAME = ".firmsite-export";

    private static final String HEADER =
            "# Files written by `firmsite export`, one a line; the next export into this folder"
                    + " removes those the site no longer has.";

    ExportManifest {
        files = java.util.Collections.unmodifiableSortedSet(new TreeSet<>(files));
    }

    /**
     * What an earlier export wrote to {@code root}: nothing for a missing or empty folder.
     *
     * @throws ExportRefusedException when the folder has files but no manifest, or when one of
     *     {@code planned} exists there without an earlier export having written it
     */
    static ExportManifest earlier(Path root, Collection<String> planned) throws IOException {
        Path manifest = root.resolve(NAME);
        if (!Files.isDirectory(root) || isEmpty(root)) {
            if (Files.exists(root) && !Files.isDirectory(root)) {
                throw new ExportRefusedException(root + " is a file, not a folder");
            }
            return new ExportManifest(root, new TreeSet<>());
        }
        if (!Files.isRegularFile(manifest)) {
            throw new ExportRefusedException(root + " is not empty and holds no earlier export (no " + NAME
                    + "); export into an empty or new folder, so that no file of yours is overwritten or removed");
        }
        ExportManifest earlier = new ExportManifest(root, read(manifest));
        for (String name : earlier.files) {
            if (!isPlainName(name)) {
                throw new ExportRefusedException(manifest + " lists \"" + name
                        + "\", which no export writes (a file outside the folder, or no file name);"
                        + " export into another folder, or remove the line");
            }
        }
        earlier.refuseFilesWhereFoldersGo(planned);
        for (String name : planned) {
            // NOFOLLOW_LINKS: a link there, even one leading nowhere, is a file the export did not write.
            if (!earlier.files.contains(name) && Files.exists(root.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                throw new ExportRefusedException(root.resolve(name)
                        + " was not written by an earlier export; move it away," + " or export into another folder");
            }
        }
        return earlier;
    }

    /**
     * Refuses a file the export did not write where it writes a folder ({@code team}, for {@code
     * team/x.html}): one an earlier export wrote there is replaced by the folder.
     */
    private void refuseFilesWhereFoldersGo(Collection<String> planned) throws ExportRefusedException {
        Set<Path> folders = new HashSet<>();
        for (String name : planned) {
            for (Path folder = root.resolve(name).getParent();
                    folder != null && !folder.equals(root) && folder.startsWith(root) && folders.add(folder);
                    folder = folder.getParent()) {
                if (Files.isRegularFile(folder, LinkOption.NOFOLLOW_LINKS)
                        && !files.contains(root.relativize(folder).toString())) {
                    throw new ExportRefusedException(folder + " is a file the export did not write, where it writes a"
                            + " folder; move it away, or export into another folder");
                }
            }
        }
    }

    /**
     * Removes the files this (earlier) export wrote that {@code current} no longer has, and the
     * folders that leaves empty; returns how many files it removed.
     */
    int removeAllBut(Set<String> current) throws IOException {
        int removed = 0;
        for (String name : files) {
            if (!current.contains(name)) {
                Path file = Exporter.inside(root, name);
                if (ExportFiles.throughLink(root, file)) {
                    // A folder replaced by a link: what lies behind it is not the export's to remove.
                    continue;
                }
                if (Files.deleteIfExists(file)) {
                    removed++;
                }
                removeEmptyFolders(file.getParent());
            }
        }
        return removed;
    }

    /** Records {@code files} as what the export in {@code root} wrote (replacing the file whole). */
    static void write(Path root, Collection<String> files) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        lines.addAll(new TreeSet<>(files));
        Path partial = root.resolve(NAME + ".partial");
        // A link left at the partial file's name is removed (deleteIfExists removes the link itself), not written
        // through.
        Files.deleteIfExists(partial);
        Files.write(partial, lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        Files.move(partial, root.resolve(NAME), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Whether {@code name} is what an export writes: a relative path of plain segments, so that it
     * names a file inside the folder. A manifest holding anything else was edited by hand, or forged;
     * it is refused before anything is written.
     */
    static boolean isPlainName(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.indexOf('\\') >= 0 || name.indexOf('\0') >= 0) {
            return false;
        }
        for (String segment : name.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                return false;
            }
        }
        return true;
    }

    private static SortedSet<String> read(Path manifest) throws IOException {
        SortedSet<String> files = new TreeSet<>();
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                files.add(line);
            }
        }
        return files;
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.findAny().isEmpty();
        }
    }

    /** Removes {@code folder} and its parents up to the export root while they are empty. */
    private void removeEmptyFolders(Path folder) throws IOException {
        for (Path current = folder;
                current != null && !current.equals(root) && current.startsWith(root);
                current = current.getParent()) {
            try {
                Files.delete(current);
            } catch (DirectoryNotEmptyException | NoSuchFileException stillUsed) {
                return;
            }
        }
    }
}
