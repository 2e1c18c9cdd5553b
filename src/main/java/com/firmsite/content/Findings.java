package com.firmsite.content;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where reading a file reports what it finds: errors and warnings ({@link Problems}), the images it
 * uses ({@link Images}), what the checks across files must see ({@link SiteChecks}), and, for a firm
 * with translations, its front matter (the facts its translations are compared with).
 *
 * <p>A load has one for the whole site. Each file of an item folder is read into one of its own
 * ({@link #forFile}), which is then added to the load's ({@link #add}). Why: what a file's reading
 * found depends only on the file and on what the reader was given, so a later load that finds the
 * same parse and the same context takes the item and its findings as they were ({@link
 * ParsedFiles#itemRead}) instead of reading the file again. At the large firm, reading 10,000
 * unchanged publications into records again was half a second of every reload (issue 34).
 */
final class Findings {
    final Problems problems;
    final Images images;
    final SiteChecks checks;
    /** Each original's front matter by file, kept only when translations need its facts. */
    final Map<Path, FrontMatter> originals;

    Findings(Problems problems, Images images, SiteChecks checks, Map<Path, FrontMatter> originals) {
        this.problems = problems;
        this.images = images;
        this.checks = checks;
        this.originals = originals;
    }

    /** Findings of one file's own, reported nowhere else until they are {@linkplain #add added} somewhere. */
    Findings forFile() {
        Problems own = new Problems();
        Images uses = new Images(own);
        return new Findings(own, uses, checks.forFile(own, uses), new HashMap<>(2));
    }

    /** What one file's reading found, unchangeable: kept with its item between loads. */
    record Kept(
            List<ContentError> errors,
            List<ContentError> warnings,
            List<ImageRef> imageUses,
            SiteChecks.Notes notes,
            Map<Path, FrontMatter> originals) {}

    /** What was found here, to keep. */
    Kept kept() {
        return new Kept(
                List.copyOf(problems.errors),
                List.copyOf(problems.warnings),
                images.uses(),
                checks.notes(),
                Map.copyOf(originals));
    }

    /** Adds what a file's reading found (this load's or an earlier's) as if it had been found here. */
    void add(Kept found) {
        problems.errors.addAll(found.errors());
        problems.warnings.addAll(found.warnings());
        images.add(found.imageUses());
        checks.add(found.notes());
        originals.putAll(found.originals());
    }
}
