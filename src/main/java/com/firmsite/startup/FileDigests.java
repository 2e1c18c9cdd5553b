package com.firmsite.startup;

import com.firmsite.content.FileStatus;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Each content file's SHA-256, remembered with the file's status (size, modification and change
 * times, inode, device) when it was read, so that the next start reads only the files whose status
 * changed since: the content key of 10,000 unchanged pages is then a walk of the folder, not a
 * read of 30 MB. Git's index does the same for {@code git status}.
 *
 * <p>A remembered digest stands for a file only while its whole status is unchanged. The change
 * time (ctime) cannot be set by any program: every write, rename or copy over the file sets it to
 * the current time. A write made in the same clock tick as the read, though, would leave it as it
 * was; so a file changed less than {@link #SETTLED} before it was read is not remembered ("racily
 * clean" files in git's terms) and is read again at the next start.
 *
 * <p>The digests are kept in their own file beside the snapshot. They are a cache of facts about
 * files, checked against the files themselves, not a claim about the snapshot: a digests file from
 * another moment only makes more files be read. With them is the key they add up to (with this
 * build and these options), so that a start whose every file is unchanged computes no digest.
 */
final class FileDigests {
    /** How long ago a file must have changed for its digest to be remembered (clock ticks, skew). */
    static final Duration SETTLED = FileStatus.SETTLED;

    private static final String MAGIC = "firmsite file digests 3\n";
    private static final int DIGEST_LENGTH = 32;
    /**
     * One file: its path in the content folder, its status when read (none without a unix view), the
     * SHA-256 of its bytes.
     */
    record Entry(String path, Optional<FileStatus> status, byte[] digest) {}

    private final Map<String, Entry> entries;
    /** The key computed over exactly these files, and the header it began with ("" and null if none). */
    private final String header;

    private final byte[] key;

    private FileDigests(Map<String, Entry> entries, String header, byte[] key) {
        this.entries = entries;
        this.header = header;
        this.key = key;
    }

    /** No remembered digests: every file is read. */
    static FileDigests none() {
        return new FileDigests(Map.of(), "", null);
    }

    /** The digests saved in {@code file}; none when it is missing, unreadable or of another format. */
    static FileDigests read(Path file) {
        if (!FileStatus.available()) {
            return none();
        }
        try {
            // Read whole and decoded in place: at a restart this runs beside the walk of the folder,
            // and a stream's per-field reads of 14,776 entries took longer than the walk.
            byte[] all = Files.readAllBytes(file);
            ByteBuffer in = ByteBuffer.wrap(all);
            byte[] magic = new byte[MAGIC.length()];
            in.get(magic);
            if (!Arrays.equals(magic, MAGIC.getBytes(StandardCharsets.US_ASCII))) {
                return none();
            }
            String header = string(all, in);
            byte[] key = in.get() != 0 ? bytes(in, DIGEST_LENGTH) : null;
            int count = in.getInt();
            if (count < 0 || count > in.remaining()) {
                return none();
            }
            Map<String, Entry> entries = HashMap.newHashMap(count);
            for (int i = 0; i < count; i++) {
                String path = string(all, in);
                FileStatus status =
                        new FileStatus(in.getLong(), in.getLong(), in.getLong(), in.getLong(), in.getLong());
                entries.put(path, new Entry(path, Optional.of(status), bytes(in, DIGEST_LENGTH)));
            }
            return new FileDigests(entries, header, key);
        } catch (IOException | RuntimeException e) {
            // Missing (first start), cut short or damaged: the files are read, which is always right.
            return none();
        }
    }

    /** A string at {@code in}'s position, decoded from {@code all}, the array {@code in} wraps. */
    private static String string(byte[] all, ByteBuffer in) {
        int length = in.getInt();
        String value = new String(all, in.position(), length, StandardCharsets.UTF_8);
        in.position(in.position() + length);
        return value;
    }

    private static byte[] bytes(ByteBuffer in, int length) {
        byte[] bytes = new byte[length];
        in.get(bytes);
        return bytes;
    }

    private static void writeString(DataOutputStream out, String value) throws IOException {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    /**
     * Writes to {@code file} the digests of the files that had been left alone for {@code settled}
     * when their status was read, after {@code readNanos} (epoch time); and, when that is all of
     * them, the {@code key} computed from {@code header} and these files.
     */
    static void write(List<Entry> files, String header, byte[] key, long readNanos, Duration settled, Path file)
            throws IOException {
        List<Entry> kept = new ArrayList<>();
        for (Entry entry : files) {
            if (entry.status()
                    .filter(status -> status.settledAt(readNanos, settled))
                    .isPresent()) {
                kept.add(entry);
            }
        }
        try (DataOutputStream out =
                new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 64 * 1024))) {
            out.write(MAGIC.getBytes(StandardCharsets.US_ASCII));
            writeString(out, header);
            out.writeBoolean(kept.size() == files.size());
            if (kept.size() == files.size()) {
                out.write(key);
            }
            out.writeInt(kept.size());
            for (Entry entry : kept) {
                writeString(out, entry.path());
                FileStatus status = entry.status().orElseThrow();
                out.writeLong(status.size());
                out.writeLong(status.modifiedNanos());
                out.writeLong(status.changedNanos());
                out.writeLong(status.inode());
                out.writeLong(status.device());
                out.write(entry.digest());
            }
        }
    }

    /**
     * The digest of a file found in the content folder: the remembered one when the file's status
     * (read before its bytes) is what it was, else the SHA-256 of its bytes (read with {@code buffer}).
     */
    Entry digest(FolderScan.Found file, byte[] buffer) throws IOException {
        Path path = file.path();
        String name = file.name();
        Optional<FileStatus> status = file.status();
        Entry known = entries.get(name);
        if (known != null && status.isPresent() && known.status().equals(status)) {
            return known;
        }
        MessageDigest sha256 = sha256();
        try (InputStream in = Files.newInputStream(path)) {
            for (int n; (n = in.readNBytes(buffer, 0, buffer.length)) > 0; ) {
                sha256.update(buffer, 0, n);
            }
        }
        return new Entry(name, status, sha256.digest());
    }

    /** Whether {@code entry} is one of these remembered digests, not a file read now. */
    @SuppressWarnings("ReferenceEquality") // the very instance remembered, not an equal one read again
    boolean remembered(Entry entry) {
        return entries.get(entry.path()) == entry;
    }

    /**
     * The key saved with these digests, when it was computed from {@code header} and exactly the
     * files of {@code files}, every one of them {@link #remembered}: the same inputs, the same key,
     * with no digest computed (not even the first use of SHA-256, which sets up the JDK's provider).
     */
    Optional<byte[]> keyOf(String header, List<Entry> files) {
        if (key == null || !this.header.equals(header) || files.size() != entries.size()) {
            return Optional.empty();
        }
        for (Entry file : files) {
            if (!remembered(file)) {
                return Optional.empty();
            }
        }
        return Optional.of(key.clone());
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always available", e);
        }
    }
}
