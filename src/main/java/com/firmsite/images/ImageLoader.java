package com.firmsite.images;

import com.firmsite.base.Events;
import com.firmsite.content.ContentError;
import com.firmsite.content.ContentException;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Builds the {@link ImageLibrary} of a content folder: every file under {@code images/} (any
 * depth) checked against the {@link ImageLimits} before it is decoded, then encoded into its
 * variants ({@link ImageEncoding}) in parallel, one image per core, each variant taken from the
 * {@link VariantCache} when an earlier build made it. Text files there ({@code README.md}, {@code
 * LICENSE.txt}) and hidden files are not images and are left alone.
 */
public final class ImageLoader {
    /** Image file names become URLs as they are: letters, digits and {@code . _ -} keep them plain. */
    private static final Pattern PLAIN_PATH = Pattern.compile("/images(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+");

    /**
     * The variants of loaders without a start-up cache folder, shared by all of them (keys name the
     * bytes, so sharing is safe): a reload, or a second server in the same process, encodes nothing.
     */
    private static final VariantCache PROCESS_CACHE = VariantCache.inMemory(256L << 20);

    private final ImageLimits limits;
    private final VariantCache cache;
    private final DecodeBudget budget;
    private final Events events;
    private final Function<String, Set<Slot>> slotsOf;
    /** Whether an image narrower than its slots is an error at the image's own file (else at the files that use it). */
    private final boolean checksWidths;

    /**
     * @param slotsOf the slots each image (by site path) is used in: its variants are those slots'
     *     widths, and it must be at least as wide as each slot's smallest width
     */
    public ImageLoader(ImageLimits limits, VariantCache cache, Events events, Function<String, Set<Slot>> slotsOf) {
        this(limits, cache, DecodeBudget.PROCESS, events, slotsOf, true);
    }

    private ImageLoader(
            ImageLimits limits,
            VariantCache cache,
            DecodeBudget budget,
            Events events,
            Function<String, Set<Slot>> slotsOf,
            boolean checksWidths) {
        this.limits = limits;
        this.cache = cache;
        this.budget = budget;
        this.events = events;
        this.slotsOf = slotsOf;
        this.checksWidths = checksWidths;
    }

    /** Default limits, slots by folder ({@link Slot#byFolder}), variants cached in this process only. */
    public static ImageLoader inMemory(Events events) {
        return new ImageLoader(ImageLimits.DEFAULTS, PROCESS_CACHE, events, Slot::byFolder);
    }

    /** Default limits, slots by folder, variants cached in {@code images/} of the start-up cache folder. */
    public static ImageLoader cachedIn(Path startupCacheDir, Events events) {
        return new ImageLoader(
                ImageLimits.DEFAULTS,
                VariantCache.directory(startupCacheDir.resolve("images")),
                events,
                Slot::byFolder);
    }

    /** The same loader with other limits. */
    public ImageLoader withLimits(ImageLimits other) {
        return new ImageLoader(other, cache, budget, events, slotsOf, checksWidths);
    }

    /** The same loader, its decoding bounded by {@code other} instead of the process's budget. */
    ImageLoader withBudget(DecodeBudget other) {
        return new ImageLoader(limits, cache, other, events, slotsOf, checksWidths);
    }

    /**
     * The same loader, with images used in the slots {@code uses} says (the content's references
     * know). Widths are then checked where an image is used ({@link ImageLibrary#problem}), at the
     * referring file and line, not here.
     */
    public ImageLoader withSlots(Function<String, Set<Slot>> uses) {
        return new ImageLoader(limits, cache, budget, events, uses, false);
    }

    /**
     * Every image under {@code contentDir/images}, published. Fails with one error per bad file
     * (named, line 0: an image has no lines): unsupported, unreadable, over a limit, too narrow.
     */
    public ImageLibrary load(Path contentDir) throws ContentException {
        return scan(contentDir, true);
    }

    /**
     * Checks every image as {@link #load} does (each decoded once, so a damaged file is found) but
     * encodes nothing: what {@code firmsite check} runs. The library it returns has no variants and
     * holds each source's own bytes: it is for counting and looking up, not for serving.
     */
    public ImageLibrary validate(Path contentDir) throws ContentException {
        return scan(contentDir, false);
    }

    private ImageLibrary scan(Path contentDir, boolean encode) throws ContentException {
        long start = System.nanoTime();
        Path root = contentDir.resolve("images");
        if (!Files.isDirectory(root)) {
            return ImageLibrary.EMPTY;
        }
        ImageEncoding.Counts counts = new ImageEncoding.Counts();
        List<Loaded> loaded = inParallel(imageFiles(root), file -> load(root, file, encode, counts));
        List<ContentError> errors =
                loaded.stream().flatMap(result -> result.errors().stream()).toList();
        if (!errors.isEmpty()) {
            throw new ContentException(errors);
        }
        ImageLibrary library = new ImageLibrary(
                loaded.stream().flatMap(result -> result.image().stream()).toList());
        if (encode) {
            events.info("images: " + library.all().size() + " files, " + counts.summary() + " ("
                    + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms)");
        }
        return library;
    }

    private record Loaded(Optional<SiteImage> image, List<ContentError> errors) {}

    /**
     * {@code load} of every file, one file per core at a time, on threads of their own: an image
     * waits there for its share of the {@link DecodeBudget}, which a fork-join worker must not do
     * (see {@link DecodeBudget}). An unexpected exception or error of one is thrown as it is.
     */
    private static List<Loaded> inParallel(List<Path> files, Function<Path, Loaded> load) {
        AtomicInteger threads = new AtomicInteger();
        ThreadFactory factory = task -> {
            Thread thread = new Thread(task, "images-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
        int parallelism =
                Math.max(1, Math.min(files.size(), Runtime.getRuntime().availableProcessors()));
        try (ExecutorService workers = Executors.newFixedThreadPool(parallelism, factory)) {
            List<Future<Loaded>> loading = files.stream()
                    .map(file -> workers.submit(() -> load.apply(file)))
                    .toList();
            List<Loaded> loaded = new ArrayList<>();
            for (Future<Loaded> file : loading) {
                loaded.add(result(file));
            }
            return loaded;
        }
    }

    private static Loaded result(Future<Loaded> file) {
        try {
            return file.get();
        } catch (ExecutionException e) {
            switch (e.getCause()) {
                case RuntimeException unexpected -> throw unexpected;
                case Error error -> throw error;
                default -> throw new IllegalStateException(e.getCause());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while loading the images", e);
        }
    }

    private Loaded load(Path root, Path file, boolean encode, ImageEncoding.Counts counts) {
        String sitePath = "/images/" + root.relativize(file).toString().replace('\\', '/');
        try {
            Set<Slot> slots = slotsOf.apply(sitePath);
            SiteImage image = publish(file, sitePath, slots, encode, counts);
            List<ContentError> errors = slots.stream()
                    .sorted()
                    .filter(slot -> checksWidths)
                    .flatMap(slot -> ImageLibrary.narrowness(image, slot).stream())
                    .map(message -> new ContentError(file, 0, message))
                    .toList();
            return new Loaded(Optional.of(image), errors);
        } catch (ImageProblem e) {
            return new Loaded(Optional.empty(), List.of(new ContentError(file, 0, e.getMessage())));
        }
    }

    private SiteImage publish(Path file, String sitePath, Set<Slot> slots, boolean encode, ImageEncoding.Counts counts)
            throws ImageProblem {
        if (!PLAIN_PATH.matcher(sitePath).matches()) {
            throw new ImageProblem("image file names become URLs: use letters, digits, '.', '_' and '-' only");
        }
        ImageFormat format = ImageFormat.ofFileName(sitePath)
                .orElseThrow(() -> new ImageProblem(
                        "unsupported image format: use JPEG (.jpg), PNG (.png), WebP (.webp) or SVG (.svg)"));
        byte[] bytes = read(file);
        if (!format.isRaster()) {
            // SVG is served as it is: it scales by itself, so it has no variants (and no pixel size).
            return new SiteImage(sitePath, 0, 0, format, bytes, List.of());
        }
        String sourceKey = ImageEncoding.sourceKey(bytes);
        Codec.Header header = ImageEncoding.header(bytes, format, sourceKey, cache);
        checkLimits(header);
        ImageEncoding.checkEncodable(format, header, slots);
        if (!encode) {
            try (DecodeBudget.Share _ = budget.take(header.workingBytes())) {
                Codec.decodeUpright(bytes, format, header.orientation());
            }
            return new SiteImage(sitePath, header.uprightWidth(), header.uprightHeight(), format, bytes, List.of());
        }
        return new ImageEncoding(sitePath, format, bytes, sourceKey, header, cache, budget, counts).publish(slots);
    }

    /** Refuses, from its header, an image over the pixel or decoded-size limit. */
    private void checkLimits(Codec.Header header) throws ImageProblem {
        if (header.pixels() > limits.maxPixels()) {
            throw new ImageProblem(String.format(
                    Locale.ROOT,
                    "image too large: %,d × %,d pixels; the limit is %,d pixels (--max-image-pixels)",
                    header.width(),
                    header.height(),
                    limits.maxPixels()));
        }
        if (header.decodedBytes() > limits.maxDecodedBytes()) {
            throw new ImageProblem(String.format(
                    Locale.ROOT,
                    "image too large: %,d × %,d pixels of %s bytes each decode to %,d bytes; the limit is %,d bytes"
                            + " (--max-image-decoded-bytes)",
                    header.width(),
                    header.height(),
                    bytesPerPixel(header),
                    header.decodedBytes(),
                    limits.maxDecodedBytes()));
        }
    }

    /** A pixel's bytes as a decoder stores it, for messages: "8", or "0.125" for a 1-bit image. */
    private static String bytesPerPixel(Codec.Header header) {
        BigDecimal perPixel = BigDecimal.valueOf(header.decodedBytes())
                .divide(BigDecimal.valueOf(header.pixels()), 3, RoundingMode.HALF_UP)
                .stripTrailingZeros();
        return perPixel.toPlainString();
    }

    /** The file's bytes, refused unread when the file is over the size limit. */
    private byte[] read(Path file) throws ImageProblem {
        try {
            long size = Files.size(file);
            if (size > limits.maxFileBytes()) {
                throw new ImageProblem(String.format(
                        Locale.ROOT,
                        "image too large: %,d bytes; the limit is %,d bytes (--max-image-bytes)",
                        size,
                        limits.maxFileBytes()));
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new ImageProblem("unreadable image file: " + e.getClass().getSimpleName());
        }
    }

    /** Every file under {@code root} but hidden files and the text files beside the images, in path order. */
    private static List<Path> imageFiles(Path root) throws ContentException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .filter(ImageLoader::isImageCandidate)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new ContentException(List.of(new ContentError(
                    root, 0, "cannot list the images folder: " + e.getClass().getSimpleName())));
        }
    }

    private static boolean isImageCandidate(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return !name.startsWith(".") && !name.endsWith(".md") && !name.endsWith(".txt");
    }
}
