package com.firmsite.live;

import com.firmsite.base.Events;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Watches the content folder (and the folders created in it since) and reloads once after each
 * burst of changes; changes made while a reload runs make one more reload after it.
 */
final class ContentWatcher implements AutoCloseable {
    /**
     * How long the folder must stay quiet after a change before the reload starts: an editor's save
     * (a temporary file renamed over the old one) or a {@code git checkout} of many files is a burst
     * of changes a few milliseconds apart, which makes one reload, not one per file.
     */
    static final Duration QUIET = Duration.ofMillis(40);

    /** A stream of changes that never goes quiet is reloaded at least this often. */
    static final Duration LONGEST_WAIT = Duration.ofSeconds(2);

    private final Path contentDir;
    /** Reloads, and lets nothing escape: the watcher's thread must not die (see {@link Reloader#reloadSurviving}). */
    private final Runnable reload;

    private final Events events;
    private volatile Thread watcher;

    ContentWatcher(Path contentDir, Runnable reload, Events events) {
        this.contentDir = contentDir;
        this.reload = reload;
        this.events = events;
    }

    /** Starts watching, on a thread of its own. */
    void start() throws IOException {
        WatchService service = FileSystems.getDefault().newWatchService();
        register(service, contentDir);
        watcher = Thread.ofPlatform().daemon().name("content-watch").start(() -> {
            try (service) {
                while (!Thread.currentThread().isInterrupted()) {
                    WatchKey key = service.take();
                    long deadline = System.nanoTime() + LONGEST_WAIT.toNanos();
                    do {
                        registerCreatedFolders(service, key);
                    } while (System.nanoTime() < deadline
                            && (key = service.poll(QUIET.toMillis(), TimeUnit.MILLISECONDS)) != null);
                    reload.run();
                }
            } catch (InterruptedException | java.nio.file.ClosedWatchServiceException e) {
                Thread.currentThread().interrupt();
            } catch (IOException e) {
                events.error("content watch stopped", e);
            }
        });
        events.info("watching " + contentDir + " for changes");
    }

    /**
     * Takes {@code key}'s changes, and watches every folder among them that was created (or moved
     * in); when the system dropped changes (too many at once), watches the whole folder again.
     */
    private void registerCreatedFolders(WatchService service, WatchKey key) throws IOException {
        Path folder = (Path) key.watchable();
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                register(service, contentDir);
            } else if (event.kind() == StandardWatchEventKinds.ENTRY_CREATE
                    && event.context() instanceof Path name
                    && Files.isDirectory(folder.resolve(name))) {
                register(service, folder.resolve(name));
            }
        }
        key.reset();
    }

    private static void register(WatchService service, Path root) throws IOException {
        try (Stream<Path> dirs = Files.walk(root)) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                dir.register(
                        service,
                        StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE);
            }
        } catch (java.nio.file.NoSuchFileException e) {
            // Created and removed again within the burst: nothing left to watch.
        } catch (java.io.UncheckedIOException e) {
            if (!(e.getCause() instanceof java.nio.file.NoSuchFileException)) {
                throw e.getCause();
            }
        }
    }

    /** Stops watching. */
    @Override
    public void close() {
        Thread thread = watcher;
        if (thread != null) {
            thread.interrupt();
        }
    }
}
