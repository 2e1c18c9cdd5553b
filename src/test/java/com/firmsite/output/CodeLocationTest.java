package com.firmsite.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Where the program's classes come from, found from each class's own file (not its code source). */
class CodeLocationTest {
    @Test
    void aClassOfAnExplodedBuildIsInItsClassPathFolder() {
        Path folder = CodeLocation.of(CodeLocation.class).orElseThrow();

        assertThat(folder).isDirectory();
        assertThat(folder.resolve("com/firmsite/output/CodeLocation.class")).isRegularFile();
    }

    @Test
    void aClassOfALibraryIsInItsJar() {
        Path jar = CodeLocation.of(picocli.CommandLine.class).orElseThrow();

        assertThat(Files.isRegularFile(jar)).isTrue();
        assertThat(jar.getFileName().toString()).startsWith("picocli-").endsWith(".jar");
    }

    @Test
    void aClassOfTheJdkHasNoLocation() {
        assertThat(CodeLocation.of(String.class)).isEmpty();
    }
}
