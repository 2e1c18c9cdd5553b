package com.firmsite;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The packages follow the data: the base every layer uses (events, progress, Netty's log, the
 * out-of-memory exit), then content loaded and validated, images encoded, the site published into
 * outputs, the outputs encoded into a snapshot, which the start-up cache saves, export writes and
 * the live site swaps; then the options, the rate limiter and the metrics http serves with; the
 * commands beside the pipeline (audit, import); the one place that wires a server from its
 * options; and, on top, the command line. Each package may use those before it, never one after
 * it, and no two packages use each other (docs/architecture.md, "Source tree"). Every package is
 * listed, the root one included: a new package fails {@link #everyPackageHasItsStage} until it is
 * given its place. Checked on the compiled classes, so an import in a comment does not count and a
 * fully qualified name in code does.
 */
class PackageOrderTest {
    /** Every package, each exactly (a subpackage is a stage of its own), in the order data flows. */
    static final List<String> STAGES = List.of(
            "com.firmsite.base",
            "com.firmsite.content",
            "com.firmsite.output",
            "com.firmsite.images",
            "com.firmsite.publish",
            "com.firmsite.publish.discovery",
            "com.firmsite.publish.build",
            "com.firmsite.snapshot",
            "com.firmsite.startup",
            "com.firmsite.export",
            "com.firmsite.live",
            "com.firmsite.metrics",
            "com.firmsite.config",
            "com.firmsite.ratelimit",
            "com.firmsite.http",
            "com.firmsite.audit",
            "com.firmsite.wordpress",
            "com.firmsite.wiring",
            "com.firmsite");

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("com.firmsite");

    /** Each package a slice of its own, the root package too (a pattern like {@code com.firmsite.(*)..} leaves it out). */
    private static final SliceAssignment EACH_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            return SliceIdentifier.of(javaClass.getPackageName());
        }

        @Override
        public String getDescription() {
            return "every package of com.firmsite, the root one included";
        }
    };

    @Test
    void everyPackageHasItsStage() {
        Set<String> packages = CLASSES.stream()
                .map(JavaClass::getPackageName)
                .filter(name -> name.equals("com.firmsite") || name.startsWith("com.firmsite."))
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(packages).as("the packages of com.firmsite").containsExactlyInAnyOrderElementsOf(STAGES);
    }

    @Test
    void noPackagesUseEachOther() {
        SlicesRuleDefinition.slices()
                .assignedFrom(EACH_PACKAGE)
                .should()
                .beFreeOfCycles()
                .check(CLASSES);
    }

    @TestFactory
    List<DynamicTest> noPackageReachesBackUpTheFlow() {
        return STAGES.stream()
                .limit(STAGES.size() - 1)
                .map(stage -> DynamicTest.dynamicTest(
                        stage + " uses nothing after it",
                        () -> noClasses()
                                .that()
                                .resideInAPackage(stage)
                                .should()
                                .dependOnClassesThat()
                                .resideInAnyPackage(later(stage))
                                .check(CLASSES)))
                .toList();
    }

    private static String[] later(String stage) {
        return STAGES.subList(STAGES.indexOf(stage) + 1, STAGES.size()).toArray(String[]::new);
    }
}
