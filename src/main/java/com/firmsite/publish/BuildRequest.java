package com.firmsite.publish;

import com.firmsite.content.Site;
import com.firmsite.images.ImageLibrary;
import java.time.Instant;

/**
 * What a build of a site is asked to produce: the site and its images as they are at {@code now},
 * at {@code baseUrl}, reusing what {@code memo} kept of the last build of the same site; in an
 * editors' preview ({@code serve --drafts}), drafts and scheduled publications too, each with a
 * banner saying so.
 */
public record BuildRequest(
        Site site, String baseUrl, ImageLibrary images, Instant now, RenderMemo memo, boolean preview) {
    /** The published site and its images as they are now, nothing kept for a later build. */
    public static BuildRequest published(Site site, String baseUrl, ImageLibrary images) {
        return new BuildRequest(site, baseUrl, images, Instant.now(), RenderMemo.NONE, false);
    }
}
