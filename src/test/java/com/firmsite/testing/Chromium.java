package com.firmsite.testing;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The system's headless Chromium, driven through the system's chromedriver: both paths are given,
 * so Selenium Manager never looks for (or downloads) a browser or driver. One per test class; each
 * instance has its own fresh profile directory, deleted on close.
 */
public final class Chromium implements AutoCloseable {
    private static final String BROWSER = "/usr/bin/chromium";
    private static final String DRIVER = "/usr/bin/chromedriver";
    /** Quiet, offline-friendly and reproducible: no sandbox (containers), no GPU, no background traffic. */
    private static final List<String> ARGUMENTS = List.of(
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic");

    private final ChromeDriver driver;
    private final Path profile;

    private Chromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** Starts a browser with the common arguments plus {@code extraArguments}. */
    public static Chromium launch(String... extraArguments) {
        try {
            Path profile = Files.createTempDirectory("firmsite-chromium-");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(BROWSER);
            options.addArguments(ARGUMENTS);
            options.addArguments("--user-data-dir=" + profile);
            options.addArguments(extraArguments);
            LoggingPreferences logging = new LoggingPreferences();
            logging.enable(LogType.BROWSER, Level.ALL);
            options.setCapability("goog:loggingPrefs", logging);
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(new File(DRIVER))
                    .usingAnyFreePort()
                    .build();
            ChromeDriver driver = new ChromeDriver(service, options);
            driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(15)).pageLoadTimeout(Duration.ofSeconds(20));
            return new Chromium(driver, profile);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** Opens {@code url} and waits for its load event. */
    public void open(String url) {
        driver.get(url);
    }

    /** Opens a page and waits until its web fonts are in (or have failed): for screenshots and layout checks. */
    public void openWithFonts(String url) {
        driver.get(url);
        driver.executeAsyncScript(
                "const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done(true));");
    }

    /** Emulates a viewport of exactly this many CSS pixels (window sizes include browser chrome). */
    public void viewport(int width, int height, boolean mobile) {
        driver.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
    }

    /** Allows asynchronous scripts this long (axe-core over a long page takes more than the default). */
    public Chromium withScriptTimeout(Duration timeout) {
        driver.manage().timeouts().scriptTimeout(timeout);
        return this;
    }

    /** Runs {@code source} at the start of every document loaded from now on; returns its identifier. */
    public String addInitScript(String source) {
        Map<String, Object> answer =
                driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", source));
        return (String) answer.get("identifier");
    }

    public void removeInitScript(String identifier) {
        driver.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", identifier));
    }

    /**
     * Runs an asynchronous script: the last argument it receives is the callback to call with its
     * result. Selenium converts the result (JSON-like values) into Java maps, lists and numbers.
     */
    public Object callAsync(String script, Object... arguments) {
        return driver.executeAsyncScript(script, arguments);
    }

    /** Console messages and page errors logged since the last call, at error level ("SEVERE"). */
    public List<String> consoleErrors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(entry.getMessage());
            }
        }
        return errors;
    }

    /** Every console message since the last call, as "LEVEL message". */
    public List<String> consoleMessages() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .map(e -> e.getLevel() + " " + e.getMessage())
                .toList();
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            deleteProfile();
        }
    }

    private void deleteProfile() {
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
