package com.firmsite.output;

import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where a class of this program was loaded from: the jar file, or the class-path folder of an
 * exploded build ({@code target/classes}).
 *
 * <p>Read from the URL of the class's own file rather than from its protection domain: a class
 * restored from the JVM's ahead-of-time cache (the launcher's {@code -XX:AOTCache}) has a code
 * source whose location is null, which would otherwise make a program started with the cache see
 * no jar at all.
 */
public final class CodeLocation {
    private CodeLocation() {}

    /** The jar or folder {@code type} was loaded from; empty when it is neither (a JDK class). */
    public static Optional<Path> of(Class<?> type) {
        String file = type.getName().replace('.', '/') + ".class";
        URL url = type.getClassLoader() == null ? null : type.getClassLoader().getResource(file);
        if (url == null) {
            return Optional.empty();
        }
        try {
            if (url.getProtocol().equals("jar")) {
                return Optional.of(Path.of(((JarURLConnection) url.openConnection())
                        .getJarFileURL()
                        .toURI()));
            }
            if (url.getProtocol().equals("file")) {
                Path path = Path.of(url.toURI());
                // The class file's path, less one folder per package segment and the file itself.
                for (int i = 0; i < type.getName().split("\\.").length; i++) {
                    path = path.getParent();
                }
                return Optional.of(path);
            }
        } catch (java.io.IOException | URISyntaxException | RuntimeException e) {
            // Not a location this program can be read from (a custom class loader's URL).
        }
        return Optional.empty();
    }
}
