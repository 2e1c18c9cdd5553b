package com.firmsite.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The images one load found used, in front matter and in bodies: each a site path under {@code
 * /images/} with its alt text, else an error at its line. Image files themselves are checked
 * against these uses elsewhere (docs/images.md).
 */
final class Images {
    private final Problems problems;
    /** Added to from the files of a folder read side by side (ContentFiles.readFolder). */
    private final List<ImageRef> uses = Collections.synchronizedList(new ArrayList<>());

    Images(Problems problems) {
        this.problems = problems;
    }

    /** Every use recorded so far, in the order they were read (a folder's files in any order). */
    List<ImageRef> uses() {
        synchronized (uses) {
            return List.copyOf(uses);
        }
    }

    /** Records {@code found} as used, as if read here. */
    void add(List<ImageRef> found) {
        uses.addAll(found);
    }

    /**
     * The image that front-matter key {@code key} names, with its alt text from {@code altKey}
     * (required with the image) or, without an alt key, {@code defaultAlt}.
     */
    Optional<ImageRef> image(FrontMatter yaml, String key, String altKey, String defaultAlt, ImageRef.Place place) {
        boolean hasAlt = !altKey.isEmpty() && yaml.has(altKey);
        if (!yaml.has(key)) {
            if (hasAlt) {
                problems.report(
                        yaml.file(), yaml.lineOf(altKey), altKey + ": there is no " + key + " for it to describe");
            }
            return Optional.empty();
        }
        String alt = altKey.isEmpty() ? defaultAlt : yaml.string(altKey);
        if (alt.isBlank()) {
            problems.report(
                    yaml.file(),
                    hasAlt ? yaml.lineOf(altKey) : yaml.lineOf(key),
                    altKey + ": required with " + key + ": say what the image shows, for people who cannot see it");
        }
        return imageRef(yaml.file(), yaml.lineOf(key), key + ": ", yaml.string(key), alt.strip(), place);
    }

    /** A use of an image, if its path is a site path under {@code /images/}; else an error. */
    Optional<ImageRef> imageRef(Path file, int line, String prefix, String path, String alt, ImageRef.Place place) {
        if (!path.startsWith("/images/") || path.contains("?") || path.contains("#")) {
            problems.report(
                    file,
                    line,
                    prefix
                            + "expected the site path of an image under images/ in the content folder (such as /images/team/jane-doe.jpg), got \""
                            + path + "\"");
            return Optional.empty();
        }
        ImageRef image = new ImageRef(path, alt, place, file, line);
        uses.add(image);
        return Optional.of(image);
    }
}
