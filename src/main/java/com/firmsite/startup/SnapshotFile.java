package com.firmsite.startup;

import com.firmsite.output.MediaType;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.snapshot.Encoded;
import com.firmsite.snapshot.Encoding;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.StoredResources;
import com.firmsite.snapshot.Variant;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.foreign.MemorySegment;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.zip.CRC32C;

/**
 * A snapshot as one file: what {@link SnapshotCache} keeps between starts. Layout (big-endian):
 *
 * <pre>
 *   header    MAGIC, key (32 bytes), build key (32), file length (8), length of the bytes section
 *             (8), CRC-32C of the index (4)
 *   bytes     every distinct body of every coding and every distinct response head, back to back
 *   index     base URL, the names of the page formats (OutputFormats.PAGE, in order), the next
 *             scheduled publication (epoch seconds and nanoseconds; -1 for none), the number of
 *             resources; the table of paths (each path and where its entry starts in the entries);
 *             where the two error pages' entries start; the entries' length, and the entries.
 *   entry     a resource's kind, a redirect's location, its variants (a page has one per page
 *             format, a redirect those and its JSON body): per variant its status, type, tag and
 *             shared head (Vary and the other headers, as sent), and per coding its entity tag and
 *             the offset and length of its head, its 304 head and its body
 * </pre>
 *
 * Reading a file reads its table of paths; an entry is decoded when its resource is first asked
 * for ({@link StoredResources}), so a restart's time does not grow with the site's pages. Reading a
 * large file maps it and serves the bodies from the mapping itself: nothing is copied,
 * and a page nobody asks for is never read from disk (a 10,000-page site does not have to fit in
 * memory to start). This is safe because a snapshot file is only ever replaced by renaming a new
 * file over it, never rewritten in place: the mapping keeps the old file's contents. A small file
 * is read whole into direct memory ({@link #READ_LIMIT}). Heads are kept as the
 * bytes {@link Variant} encoded for the build, so a restart slices them out of the file instead of
 * encoding hundreds of heads again while the port is not yet open.
 */
public final class SnapshotFile {
    private static final byte[] MAGIC = "firmsite snapshot 9\n".getBytes(StandardCharsets.US_ASCII);
    private static final int KEY_BYTES = 32;
    /** The page formats a file was written with: one written with others is rebuilt, never misread. */
    private static final String PAGE_FORMATS =
            OutputFormats.PAGE.stream().map(OutputFormat::name).collect(java.util.stream.Collectors.joining(","));

    private static final int PAGE_VARIANTS = OutputFormats.PAGE.size();
    private static final int HEADER_BYTES = MAGIC.length + KEY_BYTES + KEY_BYTES + 8 + 8 + 4;
    /** Codings by ordinal, as the index names them ({@code values()} copies its array at each call). */
    private static final List<Encoding> ENCODINGS = List.of(Encoding.values());

    /**
     * Files up to this size are read into direct memory instead of mapped: setting up the first
     * mapping costs tens of milliseconds of start-up (the JDK builds its mapped-buffer plumbing by
     * reflection), reading the sample firm's 2.5 MB costs one. Larger sites are mapped.
     */
    static final long READ_LIMIT = 64L << 20;

    private SnapshotFile() {}

    /** Thrown when a file is not a complete snapshot file with the expected key. */
    public static final class Unusable extends Exception {
        Unusable(String reason) {
            super(reason);
        }
    }

    /**
     * Writes {@code snapshot} to {@code file} (created or truncated); the caller renames it into place.
     *
     * @param key the content's key: what {@link #read} must be given
     * @param buildKey the firmsite build's and the options' key, without the content: what {@link
     *     #readEarlier} must be given
     */
    public static void write(Snapshot snapshot, byte[] key, byte[] buildKey, Path file) throws IOException {
        if (key.length != KEY_BYTES || buildKey.length != KEY_BYTES) {
            throw new IllegalArgumentException("a key is " + KEY_BYTES + " bytes");
        }
        BodyRanges ranges = new BodyRanges();
        ByteArrayOutputStream indexBytes = new ByteArrayOutputStream(1 << 16);
        DataOutputStream index = new DataOutputStream(indexBytes);
        // Each resource's entry goes to its own section, so that the index's table of paths names
        // where each one starts: a restart reads the table, and an entry only when it is asked for.
        ByteArrayOutputStream entryBytes = new ByteArrayOutputStream(1 << 16);
        DataOutputStream entries = new DataOutputStream(entryBytes);
        writeString(index, snapshot.baseUrl());
        writeString(index, PAGE_FORMATS);
        index.writeLong(snapshot.nextPublication().map(Instant::getEpochSecond).orElse(-1L));
        index.writeInt(snapshot.nextPublication().map(Instant::getNano).orElse(0));
        index.writeInt(snapshot.resources().size());
        for (Map.Entry<String, Resource> entry : snapshot.resources().entrySet()) {
            writeString(index, entry.getKey());
            index.writeInt(entries.size());
            Resource resource = entry.getValue();
            entries.writeByte(
                    switch (resource) {
                        case Resource.Page page -> 'P';
                        case Resource.Document document -> 'D';
                        case Resource.Reserved reserved -> 'R';
                        case Resource.Redirect redirect -> 'L';
                    });
            if (resource instanceof Resource.Redirect redirect) {
                writeString(entries, redirect.location());
            }
            for (Variant variant : resource.variants()) {
                writeVariant(entries, variant, ranges);
            }
        }
        for (Resource.Page page : List.of(snapshot.notFound(), snapshot.methodNotAllowed())) {
            index.writeInt(entries.size());
            entries.writeByte('P');
            for (Variant variant : page.variants()) {
                writeVariant(entries, variant, ranges);
            }
        }
        entries.flush();
        index.writeInt(entryBytes.size());
        entryBytes.writeTo(index);
        index.flush();
        byte[] indexArray = indexBytes.toByteArray();
        CRC32C indexChecksum = new CRC32C();
        indexChecksum.update(indexArray);

        long length = HEADER_BYTES + ranges.length() + indexArray.length;
        try (FileChannel channel = FileChannel.open(
                file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES)
                    .put(MAGIC)
                    .put(key)
                    .put(buildKey)
                    .putLong(length)
                    .putLong(ranges.length())
                    .putInt((int) indexChecksum.getValue())
                    .flip();
            writeFully(channel, header);
            for (ByteBuf bytes : ranges.distinct()) {
                writeFully(channel, bytes.nioBuffer());
            }
            writeFully(channel, ByteBuffer.wrap(indexArray));
            channel.force(true);
        }
    }

    /**
     * Maps {@code file} and rebuilds the snapshot it holds, if it is a complete snapshot file written
     * with {@code key}; otherwise throws {@link Unusable} saying why. The key is asked for once the
     * file is read, so that a caller can compute it meanwhile.
     */
    public static Snapshot read(Path file, Supplier<byte[]> key) throws IOException, Unusable {
        return read(file, (storedKey, storedBuildKey) -> {
            if (!Arrays.equals(storedKey, key.get())) {
                throw new Unusable("built from other content, options or firmsite build");
            }
        });
    }

    /**
     * The snapshot in {@code file} if this same firmsite build wrote it with the same options,
     * whatever content it was built from: its codings are what this build would make of the same
     * bodies ({@link SnapshotBuilder#compress(Snapshot, java.util.Optional, com.firmsite.Progress)}).
     */
    public static Snapshot readEarlier(Path file, byte[] buildKey) throws IOException, Unusable {
        return read(file, (storedKey, storedBuildKey) -> {
            if (!Arrays.equals(storedBuildKey, buildKey)) {
                throw new Unusable("written by another firmsite build or with other options");
            }
        });
    }

    /** Decides, once a file's index is read, whether its keys make it usable. */
    private interface KeyCheck {
        void check(byte[] storedKey, byte[] storedBuildKey) throws Unusable;
    }

    private static Snapshot read(Path file, KeyCheck keys) throws IOException, Unusable {
        ByteBuffer contents;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            if (size < HEADER_BYTES) {
                throw new Unusable("shorter than a header");
            }
            if (size > Integer.MAX_VALUE) {
                throw new Unusable("over 2 GiB, more than one mapping holds");
            }
            contents = size <= READ_LIMIT
                    ? readFully(channel, (int) size)
                    : channel.map(FileChannel.MapMode.READ_ONLY, 0, size);
        }
        try {
            return read(contents, keys);
        } catch (BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException e) {
            throw new Unusable("damaged (" + e.getClass().getSimpleName() + ")");
        }
    }

    private static Snapshot read(ByteBuffer file, KeyCheck keys) throws Unusable {
        byte[] magic = new byte[MAGIC.length];
        file.get(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw new Unusable("not a snapshot file of this format");
        }
        byte[] storedKey = new byte[KEY_BYTES];
        file.get(storedKey);
        byte[] storedBuildKey = new byte[KEY_BYTES];
        file.get(storedBuildKey);
        long length = file.getLong();
        long bytesLength = file.getLong();
        int indexChecksum = file.getInt();
        if (length != file.capacity() || bytesLength < 0 || bytesLength > length - HEADER_BYTES) {
            throw new Unusable("incomplete (" + file.capacity() + " of " + length + " bytes)");
        }
        ByteBuffer bytesSection = file.slice(HEADER_BYTES, (int) bytesLength);
        ByteBuffer index =
                file.slice(HEADER_BYTES + (int) bytesLength, file.capacity() - HEADER_BYTES - (int) bytesLength);
        // Entries are decoded when asked for, long after this check: the whole index is checked now,
        // so that a damaged file is rebuilt at start rather than found by a request.
        CRC32C checksum = new CRC32C();
        checksum.update(index.duplicate());
        if ((int) checksum.getValue() != indexChecksum) {
            throw new Unusable("damaged (the index's checksum)");
        }

        String baseUrl = readString(index);
        if (!readString(index).equals(PAGE_FORMATS)) {
            throw new Unusable("written with other page formats");
        }
        long nextSecond = index.getLong();
        int nextNano = index.getInt();
        Optional<Instant> nextPublication =
                nextSecond < 0 ? Optional.empty() : Optional.of(Instant.ofEpochSecond(nextSecond, nextNano));
        int count = index.getInt();
        if (count < 0 || count > index.remaining()) {
            throw new Unusable("damaged (" + count + " resources)");
        }
        // The table of paths: a path and where its entry starts. Nothing else is decoded at start.
        Map<String, Integer> numbers = HashMap.newHashMap(count);
        int[] starts = new int[count];
        for (int i = 0; i < count; i++) {
            if (numbers.put(readString(index), i) != null) {
                throw new Unusable("damaged (a path twice)");
            }
            starts[i] = index.getInt();
        }
        int notFoundStart = index.getInt();
        int methodNotAllowedStart = index.getInt();
        int entriesLength = index.getInt();
        if (entriesLength != index.remaining()) {
            throw new Unusable("damaged (the entries' length)");
        }
        Entries entries = new Entries(index.slice(), bytesSection, starts);
        // Then the keys: the caller computes the key of its content while the file is read.
        keys.check(storedKey, storedBuildKey);
        return new Snapshot(
                baseUrl,
                new StoredResources(numbers, entries::resource),
                entries.page(notFoundStart),
                entries.page(methodNotAllowedStart),
                nextPublication);
    }

    /**
     * The index's entries, each decoded on request into a resource whose heads and bodies are views
     * of the file's bytes: nothing is copied or encoded. Safe for concurrent use (each decoding reads
     * through a buffer of its own).
     */
    private static final class Entries {
        private final ByteBuffer entries;
        private final ByteBuf bytes;
        private final int[] starts;
        /** Tens of thousands of variants name a handful of types: one instance each. */
        private final Map<String, MediaType> types = new ConcurrentHashMap<>();

        Entries(ByteBuffer entries, ByteBuffer bytes, int[] starts) {
            this.entries = entries;
            this.bytes = Unpooled.wrappedBuffer(bytes);
            this.starts = starts;
        }

        /** The resource of entry {@code number}. */
        Resource resource(int number) {
            try {
                return reader(starts[number]).resource();
            } catch (Unusable | RuntimeException e) {
                // The index passed its checksum at start: only a fault of this code gets here.
                throw new IllegalStateException("start-up cache: entry " + number + " cannot be decoded", e);
            }
        }

        /** An error page's entry, decoded at start: its damage makes the file unusable. */
        Resource.Page page(int start) throws Unusable {
            try {
                return (Resource.Page) reader(start).resource();
            } catch (RuntimeException e) {
                throw new Unusable("damaged (" + e.getClass().getSimpleName() + ")");
            }
        }

        private IndexReader reader(int start) throws Unusable {
            if (start < 0 || start >= entries.capacity()) {
                throw new Unusable("damaged (an entry outside the index)");
            }
            return new IndexReader(entries.duplicate().position(start), bytes, types);
        }
    }

    /**
     * Where each buffer's bytes go in the bytes section: each distinct range of memory is written
     * once. A page's Markdown and its twin's are one buffer in a build; in a snapshot read from a
     * file, each resource decoded is given views of its own, so views are told apart by the memory
     * they show (a view of a mapped file or of a build's slab), not by identity: a snapshot saved
     * after a restart or a reload (whose unchanged resources are views of the last file) would
     * otherwise write shared bodies twice (10,000 pages: 648 instead of 568 MB).
     */
    private static final class BodyRanges {
        /** A range of native memory, where it starts and how long it is. */
        private record Region(long address, int length) {}

        private final Map<Region, Long> byRegion = new HashMap<>();
        private final IdentityHashMap<ByteBuf, Long> byIdentity = new IdentityHashMap<>();
        private final List<ByteBuf> distinct = new ArrayList<>();
        private long next;

        /** The offset of {@code buffer}'s bytes, given the next free one the first time they are seen. */
        long offsetOf(ByteBuf buffer) {
            Optional<Region> region = region(buffer);
            Long known = region.isPresent() ? byRegion.get(region.get()) : byIdentity.get(buffer);
            if (known != null) {
                return known;
            }
            long offset = next;
            if (region.isPresent()) {
                byRegion.put(region.get(), offset);
            } else {
                byIdentity.put(buffer, offset);
            }
            distinct.add(buffer);
            next += buffer.readableBytes();
            return offset;
        }

        List<ByteBuf> distinct() {
            return distinct;
        }

        long length() {
            return next;
        }

        /**
         * The native memory {@code buffer} shows, when it is one direct range: its address comes from
         * the JDK's own view of it (Netty runs without {@code sun.misc.Unsafe} here, so its buffers do
         * not know their addresses).
         */
        private static Optional<Region> region(ByteBuf buffer) {
            if (!buffer.isDirect() || buffer.nioBufferCount() != 1 || buffer.readableBytes() == 0) {
                return Optional.empty();
            }
            ByteBuffer view = buffer.nioBuffer();
            return Optional.of(new Region(MemorySegment.ofBuffer(view).address(), view.remaining()));
        }
    }

    private static void writeVariant(DataOutputStream out, Variant variant, BodyRanges ranges) throws IOException {
        out.writeShort(variant.status());
        writeString(out, variant.type().value());
        out.writeBoolean(variant.type().compressible());
        writeString(out, variant.tag());
        List<Encoded> codings = new ArrayList<>();
        for (Encoding encoding : Encoding.values()) {
            variant.encoded(encoding).ifPresent(codings::add);
        }
        writeRange(out, ranges, codings.get(0).sharedHeadBuffer());
        out.writeByte(codings.size());
        for (Encoded encoded : codings) {
            out.writeByte(encoded.encoding().ordinal());
            writeString(out, encoded.etag());
            writeRange(out, ranges, encoded.headBuffer());
            writeRange(out, ranges, encoded.notModifiedHeadBuffer());
            writeRange(out, ranges, encoded.bodyBuffer());
        }
    }

    private static void writeRange(DataOutputStream out, BodyRanges ranges, ByteBuf bytes) throws IOException {
        out.writeLong(ranges.offsetOf(bytes));
        out.writeInt(bytes.readableBytes());
    }

    /**
     * Reads one entry of the index into its resource, whose heads and bodies are views of the file's
     * bytes (nothing is copied or encoded), checking every range against the bytes section.
     */
    private static final class IndexReader {
        private final ByteBuffer in;
        private final ByteBuf bytes;
        private final Map<String, MediaType> types;

        IndexReader(ByteBuffer in, ByteBuf bytes, Map<String, MediaType> types) {
            this.in = in;
            this.bytes = bytes;
            this.types = types;
        }

        /**
         * The resource whose entry starts here: its kind, a redirect's location, its variants (a page
         * has one per page format, a redirect those and its JSON body, others one).
         */
        Resource resource() throws Unusable {
            byte kind = in.get();
            return switch (kind) {
                case 'P' -> new Resource.Page(variants(PAGE_VARIANTS));
                case 'D' -> new Resource.Document(variant());
                case 'R' -> new Resource.Reserved(variant());
                case 'L' ->
                    new Resource.Redirect(readString(in), new Resource.Page(variants(PAGE_VARIANTS)), variant());
                default -> throw new Unusable("damaged (unknown resource kind)");
            };
        }

        private List<Variant> variants(int count) throws Unusable {
            List<Variant> variants = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                variants.add(variant());
            }
            return variants;
        }

        private Variant variant() throws Unusable {
            int status = in.getShort();
            String typeName = readString(in);
            boolean compressible = in.get() != 0;
            MediaType type = types.computeIfAbsent(
                    typeName + (compressible ? "+" : "-"), each -> new MediaType(typeName, compressible));
            String tag = readString(in);
            ByteBuf shared = view();
            int codingCount = in.get();
            Map<Encoding, Encoded> encodings = new EnumMap<>(Encoding.class);
            for (int i = 0; i < codingCount; i++) {
                int ordinal = in.get();
                if (ordinal < 0 || ordinal >= ENCODINGS.size()) {
                    throw new Unusable("damaged (unknown coding)");
                }
                Encoding encoding = ENCODINGS.get(ordinal);
                String etag = readString(in);
                ByteBuf head = view();
                ByteBuf notModifiedHead = view();
                encodings.put(encoding, new Encoded(encoding, etag, head, shared, notModifiedHead, view()));
            }
            try {
                return Variant.restored(status, type, tag, encodings);
            } catch (IllegalArgumentException e) {
                throw new Unusable("damaged (" + e.getMessage() + ")");
            }
        }

        /** The range of the bytes section the index names next, as a view that no response can release. */
        private ByteBuf view() throws Unusable {
            long offset = in.getLong();
            int length = in.getInt();
            if (offset < 0 || length < 0 || offset + length > bytes.capacity()) {
                throw new Unusable("damaged (bytes outside the file)");
            }
            return Unpooled.unreleasableBuffer(bytes.slice((int) offset, length));
        }
    }

    private static ByteBuffer readFully(FileChannel channel, int size) throws IOException, Unusable {
        ByteBuffer buffer = ByteBuffer.allocateDirect(size);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new Unusable("shorter than when it was opened");
            }
        }
        return buffer.flip();
    }

    private static void writeString(DataOutputStream out, String value) throws IOException {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static String readString(ByteBuffer in) throws Unusable {
        int length = in.getInt();
        if (length < 0 || length > in.remaining()) {
            throw new Unusable("damaged (a string outside the file)");
        }
        byte[] bytes = new byte[length];
        in.get(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static void writeFully(FileChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }
}
