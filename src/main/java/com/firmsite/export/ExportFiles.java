package com.firmsite.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/**
 * Writes files inside an export folder as real files in real folders. Anyone may have replaced a
 * folder or a file of an earlier export with a symbolic link, leading anywhere: the export
 * replaces such a link with what it writes, and never writes, nor removes, through one.
 */
final class ExportFiles {
    private final Path root;

    /** Folders already made real during this export, so a folder of 10,000 pages is checked once, not 10,000 times. */
    private final Set<Path> realFolders = new HashSet<>();

    ExportFiles(Path root) {
        this.root = root;
        realFolders.add(root);
    }

    /** Writes {@code bytes} as the file {@code name} under the root, replacing a link there. */
    void write(String name, byte[] bytes) throws IOException {
        Path file = Exporter.inside(root, name);
        makeRealFolders(file.getParent());
        if (Files.isSymbolicLink(file)) {
            Files.delete(file);
        }
        // NOFOLLOW_LINKS: a link made between the check above and this write fails it, not follows it.
        Files.write(
                file,
                bytes,
                StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * Whether {@code file} is reached through a symbolic link below the root: removing it would remove
     * someone else's file.
     */
    static boolean throughLink(Path root, Path file) {
        Path folder = file.getParent();
        if (folder == null || folder.equals(root)) {
            // The root itself may well be a link: the operator chose it.
            return false;
        }
        Path current = root;
        for (Path segment : root.relativize(folder)) {
            current = current.resolve(segment);
            if (Files.isSymbolicLink(current)) {
                return true;
            }
        }
        return false;
    }

    /** Makes every folder from the root down to {@code folder} a real one: a link there is removed, not followed. */
    private void makeRealFolders(Path folder) throws IOException {
        if (realFolders.contains(folder)) {
            return;
        }
        Path current = root;
        for (Path segment : root.relativize(folder)) {
            current = current.resolve(segment);
            if (realFolders.contains(current)) {
                continue;
            }
            // A link, or a file an earlier export wrote (ExportManifest refuses any other): replaced.
            if (Files.isSymbolicLink(current) || Files.isRegularFile(current, LinkOption.NOFOLLOW_LINKS)) {
                Files.delete(current);
            }
            if (!Files.isDirectory(current, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectory(current);
            }
            realFolders.add(current);
        }
    }
}
