package com.firmsite.content;

import java.nio.file.Path;

/**
 * A content file's use of an image of the content folder: front matter ({@code photo}, {@code
 * image}) or a Markdown body ({@code ![alt](/images/…)}). The loader checks what it can alone (a
 * site path under {@code /images/}, a non-empty alt); whether the image exists and is wide enough
 * for its {@link Place} is checked once the images are loaded, at {@link #file()} and {@link #line()}.
 *
 * @param path the image's site path, {@code /images/team/margaret-hale.jpg}
 * @param alt the text that stands for the image
 * @param file the content file that refers to it
 * @param line the line of the reference in that file
 */
public record ImageRef(String path, String alt, Place place, Path file, int line) {

    /** Where the image is shown, which decides the widths it needs. */
    public enum Place {
        /** A team member's {@code photo}. */
        PORTRAIT,
        /** A publication's {@code image}: at the head of its page and on its cards. */
        PUBLICATION,
        /** An office's {@code photo}, on the contact page. */
        OFFICE,
        /** An image in a Markdown body. */
        BODY
    }
}
