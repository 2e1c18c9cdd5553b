package com.firmsite.startup;

import com.firmsite.output.MediaType;
import com.firmsite.output.OutputFormat;
import com.firmsite.output.OutputFormats;
import com.firmsite.snapshot.Encoded;
import com.firmsite.snapshot.Encoding;
import com.firmsite.snapshot.Resource;
import com.firmsite.snapshot.Snapshot;
import com.firmsite.snapshot.SnapshotBuilder;
import com.firmsite.snapshot.Variant;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
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
import java.util.function.Supplier;

/**
 * A snapshot as one file: what {@link SnapshotCache} keeps between starts. Layout (big-endian):
 *
 * <pre>
 *   header    MAGIC, key (32 bytes), build key (32), file length (8), length of the bytes section (8)
 *   bytes     every distinct body of every coding and every distinct response head, back to back
 *   index     base URL, the names of the page formats (OutputFormats.PAGE, in order), the next
 *             scheduled publication (epoch seconds and nanoseconds; -1 for none), the resources
 *             (a page has one variant per page format, a redirect one per page format and its
 *             JSON body) and the two error pages: per variant its status, type,
 *             tag and shared head (Vary and the other headers, as sent), and per coding its
 *             entity tag and the offset and length of its head, its 304 head and its body
 * </pre>
 *
 * Reading a large file maps it and serves the bodies from the mapping itself: nothing is copied,
 * and a page nobody asks for is never read from disk (a 10,000-page site does not have to fit in
 * memory to start). This is safe because a snapshot file is only ever replaced by renaming a new
 * file over it, never rewritten in place: the mapping keeps the old file's contents. A small file
 * is read whole into direct memory ({@link #READ_LIMIT}). Heads are kept as the
 * bytes {@link Variant} encoded for the build, so a restart slices them out of the file instead of
 * encoding hundreds of heads again while the port is not yet open.
 */
public final class SnapshotFile {
    private static final byte[] MAGIC = "firmsite snapshot 8\n".getBytes(StandardCharsets.US_ASCII);
    private static final int KEY_BYTES = 32;
    /** The page formats a file was written with: one written with others is rebuilt, never misread. */
    private static final String PAGE_FORMATS =
            OutputFormats.PAGE.stream().map(OutputFormat::name).collect(java.util.stream.Collectors.joining(","));

    private static final int PAGE_VARIANTS = OutputFormats.PAGE.size();
    private static final int HEADER_BYTES = MAGIC.length + KEY_BYTES + KEY_BYTES + 8 + 8;
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
        IdentityHashMap<ByteBuf, Long> offsets = new IdentityHashMap<>();
        List<ByteBuf> distinct = new ArrayList<>();
        ByteArrayOutputStream indexBytes = new ByteArrayOutputStream(1 << 16);
        DataOutputStream index = new DataOutputStream(indexBytes);
        long[] next = {0};
        ByteRanges ranges = buffer -> {
            Long known = offsets.get(buffer);
            if (known != null) {
                return known;
            }
            long offset = next[0];
            offsets.put(buffer, offset);
            distinct.add(buffer);
            next[0] += buffer.readableBytes();
            return offset;
        };
        writeString(index, snapshot.baseUrl());
        writeString(index, PAGE_FORMATS);
        index.writeLong(snapshot.nextPublication().map(Instant::getEpochSecond).orElse(-1L));
        index.writeInt(snapshot.nextPublication().map(Instant::getNano).orElse(0));
        index.writeInt(snapshot.resources().size());
        for (Map.Entry<String, Resource> entry : snapshot.resources().entrySet()) {
            writeString(index, entry.getKey());
            Resource resource = entry.getValue();
            index.writeByte(
                    switch (resource) {
                        case Resource.Page page -> 'P';
                        case Resource.Document document -> 'D';
                        case Resource.Reserved reserved -> 'R';
                        case Resource.Redirect redirect -> 'L';
                    });
            if (resource instanceof Resource.Redirect redirect) {
                writeString(index, redirect.location());
            }
            for (Variant variant : resource.variants()) {
                writeVariant(index, variant, ranges);
            }
        }
        for (Resource.Page page : List.of(snapshot.notFound(), snapshot.methodNotAllowed())) {
            for (Variant variant : page.variants()) {
                writeVariant(index, variant, ranges);
            }
        }
        index.flush();

        long length = HEADER_BYTES + next[0] + indexBytes.size();
        try (FileChannel channel = FileChannel.open(
                file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES)
                    .put(MAGIC)
                    .put(key)
                    .put(buildKey)
                    .putLong(length)
                    .putLong(next[0])
                    .flip();
            writeFully(channel, header);
            for (ByteBuf bytes : distinct) {
                writeFully(channel, bytes.nioBuffer());
            }
            writeFully(channel, ByteBuffer.wrap(indexBytes.toByteArray()));
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
        if (length != file.capacity() || bytesLength < 0 || bytesLength > length - HEADER_BYTES) {
            throw new Unusable("incomplete (" + file.capacity() + " of " + length + " bytes)");
        }
        ByteBuffer bytesSection = file.slice(HEADER_BYTES, (int) bytesLength);
        ByteBuffer index =
                file.slice(HEADER_BYTES + (int) bytesLength, file.capacity() - HEADER_BYTES - (int) bytesLength);

        // The index first, which needs nothing of Netty: at start-up it is read while another thread
        // sets Netty up (tens of milliseconds of platform probing), then the variants become views of
        // the file's bytes.
        IndexReader reader = new IndexReader(index, bytesSection.capacity());
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
        List<String> paths = new ArrayList<>(count);
        List<StoredResource> stored = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            paths.add(readString(index));
            byte kind = index.get();
            stored.add(
                    switch (kind) {
                        case 'P' -> new StoredResource(kind, "", reader.variants(PAGE_VARIANTS));
                        case 'D', 'R' -> new StoredResource(kind, "", List.of(reader.variant()));
                        case 'L' -> new StoredResource(kind, readString(index), reader.variants(PAGE_VARIANTS + 1));
                        default -> throw new Unusable("damaged (unknown resource kind)");
                    });
        }
        StoredResource notFound = new StoredResource((byte) 'P', "", reader.variants(PAGE_VARIANTS));
        StoredResource methodNotAllowed = new StoredResource((byte) 'P', "", reader.variants(PAGE_VARIANTS));
        if (index.hasRemaining()) {
            throw new Unusable("damaged (bytes after the index)");
        }
        // Then the keys: the caller computes the key of its content while the file is read.
        keys.check(storedKey, storedBuildKey);

        FileBytes bytes = new FileBytes(Unpooled.wrappedBuffer(bytesSection));
        Map<String, Resource> resources = new HashMap<>(Math.max(16, count * 4 / 3 + 1));
        for (int i = 0; i < count; i++) {
            if (resources.put(paths.get(i), stored.get(i).restore(bytes)) != null) {
                throw new Unusable("damaged (the path " + paths.get(i) + " twice)");
            }
        }
        return new Snapshot(
                baseUrl,
                Map.copyOf(resources),
                (Resource.Page) notFound.restore(bytes),
                (Resource.Page) methodNotAllowed.restore(bytes),
                nextPublication);
    }

    /** Where a buffer's bytes are in the bytes section: each distinct buffer is written once. */
    private interface ByteRanges {
        long offsetOf(ByteBuf bytes);
    }

    private static void writeVariant(DataOutputStream out, Variant variant, ByteRanges ranges) throws IOException {
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

    private static void writeRange(DataOutputStream out, ByteRanges ranges, ByteBuf bytes) throws IOException {
        out.writeLong(ranges.offsetOf(bytes));
        out.writeInt(bytes.readableBytes());
    }

    /** Where a range of the file's bytes starts, and how long it is. */
    private record Range(int offset, int length) {
        ByteBuf in(FileBytes bytes) {
            return bytes.view(offset, length);
        }
    }

    /**
     * The bytes section, handing out views of it. A body or shared head the snapshot held once (a
     * page's Markdown and its twin's) is written once, and is one view again when read: a snapshot
     * saved after a restart or a reload (whose unchanged resources are views of the last file) then
     * shares it too, where it wrote it twice (10,000 pages: 648 instead of 568 MB).
     *
     * <p>Why no map from range to view: {@link #write} gives each distinct buffer the next offset the
     * first time the index names it, and the index is read in the order it was written. So a range
     * at the next unseen offset is a new buffer, and any other is one seen before, found by a binary
     * search of the offsets seen so far (ascending). A restart of 43,000 resources made half a
     * million range records and hash-map entries here otherwise.
     */
    private static final class FileBytes {
        private final ByteBuf bytes;
        private long[] offsets = new long[1024];
        private ByteBuf[] views = new ByteBuf[1024];
        private int count;
        private long next;

        FileBytes(ByteBuf bytes) {
            this.bytes = bytes;
        }

        /** The view of {@code length} bytes at {@code offset}: the same view for the same range. */
        ByteBuf view(long offset, int length) {
            if (offset == next) {
                ByteBuf view = slice(offset, length);
                if (count == offsets.length) {
                    offsets = Arrays.copyOf(offsets, count * 2);
                    views = Arrays.copyOf(views, count * 2);
                }
                offsets[count] = offset;
                views[count++] = view;
                next = offset + length;
                return view;
            }
            int at = Arrays.binarySearch(offsets, 0, count, offset);
            if (at >= 0 && views[at].readableBytes() == length) {
                return views[at];
            }
            // Only a file written otherwise (or empty buffers sharing an offset) gets here: a view of
            // its own holds the same bytes.
            return slice(offset, length);
        }

        private ByteBuf slice(long offset, int length) {
            return Unpooled.unreleasableBuffer(bytes.slice((int) offset, length));
        }
    }

    /** A coding of a variant as the index gives it. */
    private record StoredCoding(Encoding encoding, String etag, Range head, Range notModifiedHead, Range body) {}

    /** A variant as the index gives it. */
    private record StoredVariant(int status, MediaType type, String tag, Range sharedHead, List<StoredCoding> codings) {

        /** The variant, its heads and bodies views of the file's bytes: nothing is copied or encoded. */
        Variant restore(FileBytes bytes) throws Unusable {
            ByteBuf shared = sharedHead.in(bytes);
            Map<Encoding, Encoded> encodings = new EnumMap<>(Encoding.class);
            for (StoredCoding coding : codings) {
                encodings.put(
                        coding.encoding(),
                        new Encoded(
                                coding.encoding(),
                                coding.etag(),
                                coding.head().in(bytes),
                                shared,
                                coding.notModifiedHead().in(bytes),
                                coding.body().in(bytes)));
            }
            try {
                return Variant.restored(status, type, tag, encodings);
            } catch (IllegalArgumentException e) {
                throw new Unusable("damaged (" + e.getMessage() + ")");
            }
        }
    }

    /**
     * A resource as the index gives it: a page has a variant per page format, a redirect those and
     * its JSON body, and its location; others one.
     */
    private record StoredResource(byte kind, String location, List<StoredVariant> variants) {
        Resource restore(FileBytes bytes) throws Unusable {
            return switch (kind) {
                case 'P' -> new Resource.Page(variants(0, PAGE_VARIANTS, bytes));
                case 'D' -> new Resource.Document(variant(0, bytes));
                case 'L' ->
                    new Resource.Redirect(
                            location,
                            new Resource.Page(variants(0, PAGE_VARIANTS, bytes)),
                            variant(PAGE_VARIANTS, bytes));
                default -> new Resource.Reserved(variant(0, bytes));
            };
        }

        private Variant variant(int index, FileBytes bytes) throws Unusable {
            return variants.get(index).restore(bytes);
        }

        private List<Variant> variants(int from, int count, FileBytes bytes) throws Unusable {
            List<Variant> restored = new ArrayList<>(count);
            for (int i = from; i < from + count; i++) {
                restored.add(variant(i, bytes));
            }
            return restored;
        }
    }

    /** Reads variants from the index, checking every range against the bytes section. */
    private static final class IndexReader {
        private final ByteBuffer in;
        private final int bytesLength;
        /**
         * Strings the index repeats (types, tags), one instance each: tens of thousands of variants
         * name a handful of types, and a restart decoded each one again.
         */
        private final Map<ByteBuffer, String> strings = new HashMap<>();

        private final Map<String, MediaType> types = new HashMap<>();

        IndexReader(ByteBuffer in, int bytesLength) {
            this.in = in;
            this.bytesLength = bytesLength;
        }

        List<StoredVariant> variants(int count) throws Unusable {
            List<StoredVariant> variants = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                variants.add(variant());
            }
            return variants;
        }

        StoredVariant variant() throws Unusable {
            int status = in.getShort();
            String typeName = repeated();
            boolean compressible = in.get() != 0;
            MediaType type = types.computeIfAbsent(
                    typeName + (compressible ? "+" : "-"), each -> new MediaType(typeName, compressible));
            String tag = repeated();
            Range sharedHead = range();
            int codingCount = in.get();
            List<StoredCoding> codings = new ArrayList<>(Math.max(0, codingCount));
            for (int i = 0; i < codingCount; i++) {
                int ordinal = in.get();
                if (ordinal < 0 || ordinal >= ENCODINGS.size()) {
                    throw new Unusable("damaged (unknown coding)");
                }
                codings.add(new StoredCoding(ENCODINGS.get(ordinal), readString(in), range(), range(), range()));
            }
            return new StoredVariant(status, type, tag, sharedHead, codings);
        }

        /** A string the index repeats, looked up by its bytes in place instead of decoded again. */
        private String repeated() throws Unusable {
            int length = in.getInt();
            if (length < 0 || length > in.remaining()) {
                throw new Unusable("damaged (a string outside the file)");
            }
            ByteBuffer bytes = in.slice(in.position(), length);
            in.position(in.position() + length);
            String known = strings.get(bytes);
            if (known == null) {
                known = StandardCharsets.UTF_8.decode(bytes.duplicate()).toString();
                strings.put(bytes, known);
            }
            return known;
        }

        private Range range() throws Unusable {
            long offset = in.getLong();
            int length = in.getInt();
            if (offset < 0 || length < 0 || offset + length > bytesLength) {
                throw new Unusable("damaged (bytes outside the file)");
            }
            return new Range((int) offset, length);
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
