package com.firmsite.content;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What {@code stat} says of a file: size, modification and change times, inode and device. While
 * all five are as they were, the file's bytes are too: the change time (ctime) cannot be set by
 * any program, and every write, rename or copy over the file sets it to the current time. Git's
 * index trusts the same facts for {@code git status}. A write in the same clock tick as the read,
 * though, would leave them as they were; so a status is trusted only for a file left alone for
 * {@link #SETTLED} before it was read ("racily clean" files in git's terms are read again).
 *
 * <p>Used by the start-up cache's content key (startup.FileDigests) and by the loader's kept parses
 * ({@link ParsedFiles}): an unchanged file is then neither read nor digested.
 *
 * @param modifiedNanos the modification time, in nanoseconds since the epoch
 * @param changedNanos the change time (ctime), in nanoseconds since the epoch
 */
public record FileStatus(long size, long modifiedNanos, long changedNanos, long inode, long device) {
    /** How long ago a file must have changed for its status to stand for its bytes (clock ticks, skew). */
    public static final Duration SETTLED = Duration.ofSeconds(2);

    /** Read with the file's own view on Linux and macOS; other systems have no status (files are read). */
    private static final boolean UNIX =
            FileSystems.getDefault().supportedFileAttributeViews().contains("unix");

    /** The attributes of the unix view a status is made of ({@link #of(Map)}). */
    public static final String UNIX_STATUS = "unix:size,lastModifiedTime,ctime,ino,dev";

    /** Whether this system's files have a status ({@link #of} gives one for a file of the default file system). */
    public static boolean available() {
        return UNIX;
    }

    /**
     * The status of the file at {@code path}, to be read before its bytes; none where there is no
     * unix view: other systems, and the sample firm bundled in the jar (a zip file system).
     */
    public static Optional<FileStatus> of(Path path) throws IOException {
        if (!UNIX || path.getFileSystem() != FileSystems.getDefault()) {
            return Optional.empty();
        }
        return Optional.of(of(Files.readAttributes(path, UNIX_STATUS)));
    }

    /** The status in attributes read with the unix view, {@link #UNIX_STATUS} among them. */
    public static FileStatus of(Map<String, Object> unix) {
        return new FileStatus(
                (Long) unix.get("size"),
                nanos(unix.get("lastModifiedTime")),
                nanos(unix.get("ctime")),
                (Long) unix.get("ino"),
                (Long) unix.get("dev"));
    }

    private static long nanos(Object time) {
        return ((FileTime) time).to(TimeUnit.NANOSECONDS);
    }

    /** The wall clock in nanoseconds since the epoch: what a status's times are compared with ({@link #settledAt}). */
    public static long nowNanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    /** Whether the file had been left alone for {@code settled} when this status was read at {@code readNanos}. */
    public boolean settledAt(long readNanos, Duration settled) {
        long before = readNanos - settled.toNanos();
        return modifiedNanos < before && changedNanos < before;
    }

    // Written out: a record's generated equals is bootstrapped through method handles at first
    // use, tens of milliseconds of a restart that the JVM's AOT cache does not keep.
    @Override
    public boolean equals(Object other) {
        return other instanceof FileStatus that
                && size == that.size
                && modifiedNanos == that.modifiedNanos
                && changedNanos == that.changedNanos
                && inode == that.inode
                && device == that.device;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(size) * 31 + Long.hashCode(changedNanos);
    }
}
