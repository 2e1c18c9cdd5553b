package com.firmsite.snapshot;

import com.firmsite.base.Progress;
import com.firmsite.content.Redirect;
import com.firmsite.output.Bytes;
import com.firmsite.output.Header;
import com.firmsite.output.Output;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.output.Representation;
import com.firmsite.publish.BuildRequest;
import com.firmsite.publish.LateFamily;
import com.firmsite.publish.LateOutput;
import com.firmsite.publish.RenderMemo;
import com.firmsite.publish.build.BuildOutputs;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Encodes what {@code publish.build.BuildOutputs} renders into a snapshot: the headers of
 * docs/decisions.md §2 and §7, the compressed codings, the ETags, the immutable lookup by path. A
 * build is two steps: every resource in identity ({@link #buildUncompressed}), then br and gzip
 * codings added ({@link #compress}), which is most of the time. {@link #build} does both.
 */
public final class SnapshotBuilder {
    /**
     * Up to this many bytes of rendered bodies, identity responses are sent from a direct copy (no
     * copy per response); above it, from the rendered arrays, which the snapshot keeps anyway, so a
     * 10,000-page site does not hold its bodies twice. The sample firm has under 1 MiB.
     */
    static final long IDENTITY_DIRECT_LIMIT = 64L << 20;

    /**
     * What a late output is counted as against {@link #IDENTITY_DIRECT_LIMIT} before it is made: a
     * page of a large firm, HTML and Markdown (8–30 KB). The sample firm's early build (174 late
     * outputs) stays in direct copies; a large firm's (22,000) is on the heap from the start, as its
     * full build would be (its direct copies ran out of the 1 GB of direct memory).
     */
    static final long LATE_OUTPUT_BYTES = 16L << 10;

    private final String baseUrl;
    private final ResponseHeaders headers;
    private final boolean preview;

    /** Builds the published site: no drafts, no publication before its instant. */
    public SnapshotBuilder(String baseUrl) {
        this(baseUrl, false);
    }

    private SnapshotBuilder(String baseUrl, boolean preview) {
        this.baseUrl = baseUrl;
        this.headers = new ResponseHeaders(baseUrl, preview);
        this.preview = preview;
    }

    /**
     * Builds an editors' preview ({@code serve --drafts}): drafts and scheduled publications are
     * served and listed on the site's pages, each with a banner saying so, but left out of the
     * sitemaps and the feeds. Every response it holds is {@code Cache-Control: private, no-store};
     * the server adds {@code X-Robots-Tag: noindex} to every response.
     */
    public static SnapshotBuilder preview(String baseUrl) {
        return new SnapshotBuilder(baseUrl, true);
    }

    /** The complete snapshot {@code request} asks for: every resource in every coding. */
    public Snapshot build(SnapshotRequest request) {
        return compress(buildUncompressed(request).snapshot(), Optional.empty(), Progress.silent())
                .snapshot();
    }

    /**
     * A build, and what the next build of the same site may reuse from it: what each output was (by
     * path, see {@link Compared}), with the snapshot serving them (this build's, or the same build
     * compressed or saved).
     */
    public record Build(Snapshot snapshot, Map<String, Compared> outputs, int unchanged) {
        /** Nothing to reuse. */
        public static final Build NONE = new Build(null, Map.of(), 0);

        /** The same outputs, served by {@code served} (the compressed or saved version of this build). */
        public Build servedBy(Snapshot served) {
            return new Build(served, outputs, unchanged);
        }

        /** What the next build needs of {@code outputs}, served by {@code snapshot}. */
        static Build of(Snapshot snapshot, List<Output> outputs, int unchanged) {
            Map<String, Compared> byPath = new HashMap<>();
            outputs.forEach(output -> byPath.put(output.path(), Compared.of(output)));
            return new Build(snapshot, Map.copyOf(byPath), unchanged);
        }

        /**
         * As {@link #of}, for a snapshot with late resources: {@code madeLate} gets each late output
         * as it is made, and this build's outputs show it. The next build finds them all there, as
         * it waits for the compression that makes the late documents left; and the bodies the memo
         * keeps of them are read from the saved file as the others' are.
         */
        static Build withLate(
                Snapshot snapshot, List<Output> outputs, int unchanged, ConcurrentHashMap<String, Compared> madeLate) {
            outputs.forEach(output -> madeLate.put(output.path(), Compared.of(output)));
            return new Build(snapshot, Collections.unmodifiableMap(madeLate), unchanged);
        }

        /**
         * Lets the bodies of this build that are still held on the heap (those the render memo keeps
         * for the next build) be read from {@code saved}, this build's snapshot ({@code built}) read
         * back from the file it was saved to (see {@link Bytes}). How many now are, for the log.
         */
        public int readBodiesFrom(Snapshot built, Snapshot saved) {
            int moved = 0;
            for (Map.Entry<String, Compared> output : outputs.entrySet()) {
                Resource asBuilt = built.resources().get(output.getKey());
                Resource asSaved = saved.peek(output.getKey());
                if (asBuilt != null && asSaved != null) {
                    moved += output.getValue().readBodiesFrom(asBuilt, asSaved);
                }
            }
            return moved;
        }

        /** How many outputs kept the resources of the build before, for the log. */
        public String counts() {
            return unchanged + " of " + outputs.size() + " outputs unchanged";
        }
    }

    /**
     * An output as the next build compares with it: its shape (path, kind, policy, headers, media
     * types; the bodies left out) and weak references to its bodies. A body the render memo kept is
     * the very same {@link Bytes} in the next build, recognised through its reference without being
     * read; any other body is compared with the bytes the served snapshot sends (at most the
     * documents made again at each build, such as llms-full.txt). Keeping the bodies themselves kept
     * every document of the site in the heap beside the snapshot serving it: at 10,000 pages about 70
     * MB (llms-full.txt alone is 50 MB), which the collector then traced through every reload.
     */
    public record Compared(Output shape, List<WeakReference<Bytes>> bodies) {
        private static final byte[] LEFT_OUT = new byte[0];

        static Compared of(Output output) {
            List<Representation> representations = output.representations();
            Output shape = new Output(
                    output.path(),
                    output.kind(),
                    representations.stream()
                            .map(representation -> new Representation(representation.type(), LEFT_OUT))
                            .toList(),
                    output.cache(),
                    output.cors(),
                    output.headers());
            return new Compared(
                    shape,
                    representations.stream()
                            .map(representation -> new WeakReference<>(representation.bytes()))
                            .toList());
        }

        /**
         * Whether {@code output} is served as this one was by {@code served} (the resource at this
         * path): same shape, and each body the very same bytes or the same bytes as served.
         */
        @SuppressWarnings("ReferenceEquality") // the same Bytes is the memo's unchanged render: nothing to read
        boolean servesAlike(Output output, Resource served) {
            List<Representation> now = output.representations();
            if (!sameShape(output) || served.variants().size() < now.size()) {
                return false;
            }
            for (int i = 0; i < now.size(); i++) {
                Bytes body = now.get(i).bytes();
                if (bodies.get(i).get() != body
                        && !ByteBufUtil.equals(
                                Unpooled.wrappedBuffer(body.array()),
                                served.variants().get(i).identity().body())) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Whether {@code output} is this one's very render (the memo's, kept because nothing it shows
         * changed): the same shape and the same {@link Bytes} for every body. Reads nothing served.
         */
        @SuppressWarnings("ReferenceEquality") // the same Bytes is the memo's unchanged render
        boolean sameRender(Output output) {
            if (!sameShape(output)) {
                return false;
            }
            for (int i = 0; i < output.representations().size(); i++) {
                if (bodies.get(i).get() != output.representations().get(i).bytes()) {
                    return false;
                }
            }
            return true;
        }

        /** The same path, kind, caching, headers and media types, one for one. */
        private boolean sameShape(Output output) {
            List<Representation> now = output.representations();
            List<Representation> before = shape.representations();
            if (!shape.path().equals(output.path())
                    || shape.kind() != output.kind()
                    || shape.cache() != output.cache()
                    || shape.cors() != output.cors()
                    || !shape.headers().equals(output.headers())
                    || before.size() != now.size()) {
                return false;
            }
            for (int i = 0; i < now.size(); i++) {
                if (!before.get(i).type().equals(now.get(i).type())) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Lets each of this output's bodies that is still held (by the render memo, for the next
         * build) be read from {@code saved}, this output's resource in the file its snapshot was saved
         * to, where {@code built} (its resource as built) says that file sends the same bytes: the
         * same entity tag, which is a digest of them. How many now are read from there.
         */
        int readBodiesFrom(Resource built, Resource saved) {
            int moved = 0;
            int variants = Math.min(
                    bodies.size(),
                    Math.min(built.variants().size(), saved.variants().size()));
            for (int i = 0; i < variants; i++) {
                Bytes body = bodies.get(i).get();
                Variant savedVariant = saved.variants().get(i);
                // Bodies read from an earlier file move too: its mapping is unmapped once none does.
                if (body != null
                        && built.variants().get(i).tag().equals(savedVariant.tag())
                        && body.readFrom(savedVariant.identity().bodyBuffer().nioBuffer())) {
                    moved++;
                }
            }
            return moved;
        }
    }

    /**
     * Every resource in identity only: correct to serve (identity is always acceptable), and fast to
     * build, so the server can answer while {@link #compress} runs. What {@code
     * publish.build.BuildOutputs} renders is encoded here; with a memo and an earlier build, incrementally:
     * pages whose inputs are unchanged come from the memo (see {@link RenderMemo}), and each output
     * whose path, headers and bytes equal those of an output of the earlier build is served by its
     * resources as they are, compressed codings included (shared, not copied). The result is the
     * snapshot a full build gives, byte for byte (IncrementalBuildTest). The snapshot says when the
     * next scheduled publication goes live. A request that answers early gets a snapshot whose late
     * documents are made when first asked for, or by {@link #compress} ({@link LateResources}); what
     * the next build may reuse gets each as it is made.
     */
    public Build buildUncompressed(SnapshotRequest request) {
        BuildRequest build =
                new BuildRequest(request.site(), baseUrl, request.images(), request.now(), request.memo(), preview);
        // The resources of the pages shown first, by output path: encoded once, kept by the build.
        Map<String, Map<String, Resource>> shownFirst = new ConcurrentHashMap<>();
        BuildOutputs rendered = request.answerEarly()
                ? BuildOutputs.answeringEarly(build)
                : BuildOutputs.of(
                        build,
                        pages -> request.pagesFirst()
                                .ifPresent(show -> pagesFirst(pages, request.earlier(), shownFirst)
                                        .ifPresent(show)));
        List<Output> outputs = rendered.outputs();
        // A late output's bytes are not known before it is made: each is counted as a page of a large firm.
        long bodyBytes =
                identityBytes(outputs) + LATE_OUTPUT_BYTES * rendered.late().size();
        Bodies bodies = new Bodies(bodyBytes > IDENTITY_DIRECT_LIMIT);
        AtomicInteger unchanged = new AtomicInteger();
        Map<String, Resource> resources = encoded(outputs, request.earlier(), shownFirst, bodies, unchanged);
        for (BuildOutputs.RedirectPage redirect : rendered.redirects()) {
            if (resources.put(redirect.redirect().key(), redirect(redirect, bodies)) != null) {
                throw new IllegalStateException("a redirect claims the served path "
                        + redirect.redirect().from());
            }
        }
        rendered.notFoundIn()
                .forEach((language, page) ->
                        resources.put(Snapshot.notFoundKey(language), errorPage(404, page, List.of(), bodies)));
        ConcurrentHashMap<String, Compared> madeLate = new ConcurrentHashMap<>();
        boolean early = !rendered.late().isEmpty() || !rendered.lateFamilies().isEmpty();
        Snapshot snapshot = new Snapshot(
                baseUrl,
                early ? withLate(resources, rendered, bodies, madeLate) : Map.copyOf(resources),
                errorPage(404, rendered.notFound(), List.of(), bodies),
                errorPage(405, rendered.methodNotAllowed(), List.of(Header.ALLOW_GET_HEAD), bodies),
                request.site().nextPublication(request.now()));
        return early
                ? Build.withLate(snapshot, outputs, unchanged.get(), madeLate)
                : Build.of(snapshot, outputs, unchanged.get());
    }

    /**
     * {@code ready}, and each late output's resource, encoded as any other once it is made; what the
     * next build compares with it goes to {@code madeLate}.
     */
    private LateResources withLate(
            Map<String, Resource> ready, BuildOutputs rendered, Bodies bodies, Map<String, Compared> madeLate) {
        List<LateResources.Late> late = new ArrayList<>();
        for (LateOutput lateOutput : rendered.late()) {
            late.add(LateResources.Late.at(servedPaths(lateOutput.path(), lateOutput.kind()), () -> {
                Output output = lateOutput.output();
                madeLate.put(output.path(), Compared.of(output));
                return resourcesOf(output, bodies);
            }));
        }
        for (LateFamily.Pending family : rendered.lateFamilies()) {
            late.add(LateResources.Late.family(family.holds(), () -> {
                Map<String, Resource> resources = new HashMap<>();
                for (Output output : family.outputs().get()) {
                    madeLate.put(output.path(), Compared.of(output));
                    resourcesOf(output, bodies).forEach((path, resource) -> {
                        if (resources.put(path, resource) != null) {
                            throw new IllegalStateException("two outputs claim the path " + path);
                        }
                    });
                }
                return resources;
            }));
        }
        return new LateResources(Map.copyOf(ready), late);
    }

    /** The paths an output at {@code path} is served at: a page's, its formats' own paths too (its twin). */
    private static List<String> servedPaths(String path, Output.Kind kind) {
        List<String> paths = new ArrayList<>(List.of(path));
        if (kind == Output.Kind.PAGE) {
            OutputFormats.PAGE.forEach(format -> format.ownPath(path).ifPresent(paths::add));
        }
        return paths;
    }

    /**
     * Each output's resources (a page's at its path and at its formats' own paths), {@code
     * earlier}'s where it had the same output; counts those in {@code unchanged}.
     */
    private Map<String, Resource> encoded(
            List<Output> outputs,
            Build earlier,
            Map<String, Map<String, Resource>> shownFirst,
            Bodies bodies,
            AtomicInteger unchanged) {
        Map<String, Resource> resources = new HashMap<>();
        List<Map.Entry<String, Resource>> built = outputs.parallelStream()
                .flatMap(output -> reused(output, earlier)
                        .map(kept -> {
                            unchanged.incrementAndGet();
                            return kept;
                        })
                        .orElseGet(() -> Optional.ofNullable(shownFirst.get(output.path()))
                                .orElseGet(() -> resourcesOf(output, bodies)))
                        .entrySet()
                        .stream())
                .toList();
        for (Map.Entry<String, Resource> entry : built) {
            if (resources.put(entry.getKey(), entry.getValue()) != null) {
                throw new IllegalStateException("two outputs claim the path " + entry.getKey());
            }
        }
        return resources;
    }

    /**
     * {@code earlier}'s snapshot with the resources of every page output that is not the very render
     * it served in place (see {@link SnapshotRequest#showingPagesFirst}), each put in {@code
     * shownFirst} for the build to keep; none without an earlier build or a changed page. Which
     * pages changed is read from the memo's renders alone ({@link Compared#sameRender}): a page
     * rendered again to the same bytes is shown again, which sends what it sent.
     */
    private Optional<Snapshot> pagesFirst(
            List<Output> pages, Build earlier, Map<String, Map<String, Resource>> shownFirst) {
        Snapshot over = earlier.snapshot();
        if (over == null) {
            return Optional.empty();
        }
        List<Output> changed = pages.stream()
                .filter(page -> !Optional.ofNullable(earlier.outputs().get(page.path()))
                        .map(before -> before.sameRender(page))
                        .orElse(false))
                .toList();
        if (changed.isEmpty()) {
            return Optional.empty();
        }
        Bodies bodies = new Bodies(identityBytes(pages) > IDENTITY_DIRECT_LIMIT);
        Map<String, Resource> patch = new HashMap<>();
        for (Output page : changed) {
            Map<String, Resource> resources = resourcesOf(page, bodies);
            shownFirst.put(page.path(), resources);
            patch.putAll(resources);
        }
        return Optional.of(new Snapshot(
                baseUrl,
                new PatchedResources(over.resources(), patch),
                over.notFound(),
                over.methodNotAllowed(),
                over.nextPublication()));
    }

    /** {@code earlier}'s resources for {@code output}, if it had the same output. */
    private static Optional<Map<String, Resource>> reused(Output output, Build earlier) {
        Compared before = earlier.outputs().get(output.path());
        if (before == null) {
            return Optional.empty();
        }
        Map<String, Resource> resources = new LinkedHashMap<>();
        for (String path : servedPaths(output.path(), output.kind())) {
            Resource resource = earlier.snapshot().peek(path);
            if (resource == null) {
                return Optional.empty();
            }
            resources.put(path, resource);
        }
        return before.servesAlike(output, resources.get(output.path())) ? Optional.of(resources) : Optional.empty();
    }

    /** A snapshot with its compressed codings, and what making them took (for the log). */
    public record Compressed(Snapshot snapshot, String counts) {}

    /**
     * The same snapshot with br and gzip codings added to every body worth compressing, showing its
     * progress as the phase {@code compress}, one resource at a time. A body that {@code earlier} (a
     * snapshot of this same build, such as the one a reload replaces) also sends takes its codings
     * from there, copied: an edit changes a few bodies, and compressing all the others again was
     * most of a reload (10,000 pages: 10 s of 17). The late documents of a snapshot that answered
     * early are made first ({@link LateResources}).
     */
    public Compressed compress(Snapshot snapshot, Optional<Snapshot> earlier, Progress progress) {
        if (snapshot.resources() instanceof LateResources late) {
            Progress.Phase making = progress.phase("make late documents", late.lateCount(), "documents");
            late.makeAll(making::advance);
            making.end();
        }
        Bodies bodies = earlier.map(Bodies::reusing).orElseGet(() -> new Bodies(false));
        Progress.Phase compressing =
                progress.phase("compress", snapshot.resources().size(), "resources");
        Map<String, Resource> resources = snapshot.resources().entrySet().parallelStream()
                .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, entry -> {
                    Resource resource = compressed(entry.getValue(), bodies);
                    compressing.advance();
                    return resource;
                }));
        compressing.end();
        Snapshot compressed = new Snapshot(
                snapshot.baseUrl(),
                resources,
                compressed(snapshot.notFound(), bodies),
                compressed(snapshot.methodNotAllowed(), bodies),
                snapshot.nextPublication());
        return new Compressed(compressed, bodies.counts());
    }

    private static long identityBytes(List<Output> outputs) {
        return outputs.stream()
                .flatMap(output -> output.representations().stream())
                .mapToLong(r -> r.bytes().length())
                .sum();
    }

    private static Resource compressed(Resource resource, Bodies bodies) {
        return switch (resource) {
            case Resource.Page page -> compressed(page, bodies);
            case Resource.Document document ->
                new Resource.Document(document.variant().compressed(bodies));
            case Resource.Reserved reserved ->
                new Resource.Reserved(reserved.denied().compressed(bodies));
            case Resource.Redirect redirect ->
                new Resource.Redirect(
                        redirect.location(),
                        compressed(redirect.bodies(), bodies),
                        redirect.json().compressed(bodies));
        };
    }

    private static Resource.Page compressed(Resource.Page page, Bodies bodies) {
        return new Resource.Page(page.variants().stream()
                .map(variant -> variant.compressed(bodies))
                .toList());
    }

    /** A redirect's three negotiated representations, each with its status and {@code Location}. */
    private Resource.Redirect redirect(BuildOutputs.RedirectPage rendered, Bodies bodies) {
        Redirect redirect = rendered.redirect();
        String location = rendered.location();
        Function<Representation, Variant> variant = body -> Variant.identity(
                redirect.status(),
                body.type(),
                body.body(),
                headers.redirect(location, redirect.permanent(), body.type()),
                true,
                bodies);
        return new Resource.Redirect(
                location,
                new Resource.Page(OutputFormats.PAGE.stream()
                        .map(format ->
                                variant.apply(rendered.bodies().byFormat().get(format)))
                        .toList()),
                variant.apply(rendered.bodies().json()));
    }

    private Map<String, Resource> resourcesOf(Output output, Bodies bodies) {
        Map<String, Resource> resources = new LinkedHashMap<>();
        switch (output.kind()) {
            case PAGE -> {
                List<Variant> variants = new ArrayList<>();
                Map<String, Resource> ownPaths = new LinkedHashMap<>();
                for (OutputFormat format : OutputFormats.PAGE) {
                    Representation representation = output.representation(format);
                    List<Header> sized = format.equals(OutputFormats.MARKDOWN)
                            ? List.of(ResponseHeaders.markdownTokens(representation.body()))
                            : List.of();
                    variants.add(Variant.identity(
                            200,
                            representation.type(),
                            representation.body(),
                            with(headers.page(format, output.path()), output, sized),
                            true,
                            bodies));
                    format.ownPath(output.path())
                            .ifPresent(own -> ownPaths.put(
                                    own,
                                    new Resource.Document(Variant.identity(
                                            200,
                                            representation.type(),
                                            representation.body(),
                                            with(headers.ownPath(format, output.path()), output, sized),
                                            false,
                                            bodies))));
                }
                resources.put(output.path(), new Resource.Page(variants));
                resources.putAll(ownPaths);
            }
            case DOCUMENT -> {
                Representation representation = output.representation();
                resources.put(
                        output.path(),
                        new Resource.Document(Variant.identity(
                                200,
                                representation.type(),
                                representation.body(),
                                headers.document(output),
                                false,
                                bodies)));
            }
            case RESERVED -> {
                Representation representation = output.representation();
                resources.put(
                        output.path(),
                        new Resource.Reserved(Variant.identity(
                                403, representation.type(), representation.body(), headers.reserved(), false, bodies)));
            }
        }
        return resources;
    }

    /**
     * A page's own headers (language, content policy, X-Robots-Tag on a noindex page) on each of its
     * representations, then {@code perFormat}'s (a Markdown body's token estimate).
     */
    private static List<Header> with(List<Header> common, Output output, List<Header> perFormat) {
        if (output.headers().isEmpty() && perFormat.isEmpty()) {
            return common;
        }
        List<Header> all = new ArrayList<>(common);
        all.addAll(output.headers());
        all.addAll(perFormat);
        return all;
    }

    /**
     * An error page's variants: its status and the error headers, its language, and {@code extra}
     * (the methods a 405 allows).
     */
    private Resource.Page errorPage(int status, BuildOutputs.ErrorPage page, List<Header> extra, Bodies bodies) {
        return new Resource.Page(OutputFormats.PAGE.stream()
                .map(format -> {
                    List<Header> headers = new ArrayList<>(this.headers.error(format));
                    headers.addAll(extra);
                    headers.add(Header.contentLanguage(page.language()));
                    Representation representation = page.bodies().get(format);
                    return Variant.identity(status, format.mediaType(), representation.body(), headers, true, bodies);
                })
                .toList());
    }
}
