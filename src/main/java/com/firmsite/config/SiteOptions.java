package com.firmsite.config;

import com.firmsite.images.ImageLimits;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The options that decide the site a command builds ({@code check}, {@code export}, {@code serve}).
 *
 * @param content the content folder; empty means the sample firm bundled in the jar
 * @param baseUrl the public address; empty means site.yaml's, else http://localhost:PORT
 * @param cacheDir the start-up cache, where the snapshot and the encoded images are kept; empty: none
 * @param drafts the editors' preview: drafts and scheduled publications rendered, with a banner
 * @param imageLimits the largest image accepted, in bytes and in pixels
 * @param maxMarkdownDepth how deep Markdown may nest before a file is refused
 */
public record SiteOptions(
        Optional<Path> content,
        Optional<String> baseUrl,
        Optional<Path> cacheDir,
        boolean drafts,
        ImageLimits imageLimits,
        int maxMarkdownDepth) {}
