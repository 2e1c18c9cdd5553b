package com.firmsite;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The packages follow the data: content is loaded and validated, images encoded, the site published
 * into outputs, the outputs encoded into a snapshot, which the start-up cache saves, export writes,
 * the live site swaps, and http serves. Each package may use those before it, never one after it
 * (docs/architecture.md, "Source tree"). Checked on the compiled classes, so an import in a comment
 * does not count and a fully qualified name in code does.
 */
class PackageOrderTest {
    /** In the order data flows. */
    static final List<String> FLOW = List.of(
            "com.firmsite.content",
            "com.firmsite.output",
            "com.firmsite.images",
            "com.firmsite.publish",
            "com.firmsite.snapshot",
            "com.firmsite.startup",
            "com.firmsite.export",
            "com.firmsite.live",
            "com.firmsite.http");

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("com.firmsite");

    @TestFactory
    List<DynamicTest> noPackageReachesBackUpTheFlow() {
        return FLOW.stream()
                .limit(FLOW.size() - 1)
                .map(stage -> DynamicTest.dynamicTest(stage + " uses nothing after it", () -> {
                    String[] later = FLOW.subList(FLOW.indexOf(stage) + 1, FLOW.size()).stream()
                            .map(name -> name + "..")
                            .toArray(String[]::new);
                    noClasses()
                            .that()
                            .resideInAPackage(stage + "..")
                            .should()
                            .dependOnClassesThat()
                            .resideInAnyPackage(later)
                            .check(CLASSES);
                }))
                .toList();
    }
}
