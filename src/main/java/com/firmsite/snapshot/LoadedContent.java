package com.firmsite.snapshot;

import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import com.firmsite.content.ContentLoader;
import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import com.firmsite.images.ImageLoader;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** What a snapshot is built from: the validated site and its published images. */
public record LoadedContent(Site site, ImageLibrary images) {

  /**
   * Loads the pages and the images of {@code contentDir}. Fails with the errors of both, so one
   * run lists everything to fix.
   */
  public static LoadedContent load(Path contentDir, Predicate<String> isGeneratedPath, ImageLoader imageLoader) throws ContentException {
    return load(contentDir, isGeneratedPath, imageLoader::load);
  }

  /** How the images of a content folder are loaded ({@link ImageLoader#load} or {@link ImageLoader#validate}). */
  public interface Images {
    ImageLibrary load(Path contentDir) throws ContentException;
  }

  /** As above, with the images loaded by {@code images}. */
  public static LoadedContent load(Path contentDir, Predicate<String> isGeneratedPath, Images imageLoader) throws ContentException {
    return load(contentDir, isGeneratedPath, imageLoader, Instant.now());
  }

  /** As above, the content validated as of {@code now} (see {@link ContentLoader#load(Path, Predicate, Instant)}). */
  public static LoadedContent load(Path contentDir, Predicate<String> isGeneratedPath, Images imageLoader, Instant now) throws ContentException {
    List<ContentError> errors = new ArrayList<>();
    Site site = null;
    ImageLibrary images = ImageLibrary.EMPTY;
    try {
      site = ContentLoader.load(contentDir, isGeneratedPath, now);
    } catch (ContentException e) {
      errors.addAll(e.errors());
    }
    try {
      images = imageLoader.load(contentDir);
    } catch (ContentException e) {
      errors.addAll(e.errors());
    }
    if (!errors.isEmpty()) {
      throw new ContentException(errors);
    }
    return new LoadedContent(site, images);
  }
}
