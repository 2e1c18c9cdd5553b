package com.firmsite.quality;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by its own chromedriver (never a downloaded one), with a
 * fresh profile that is deleted on close.
 */
final class Chromium implements AutoCloseable {
  private final ChromeDriver driver;
  private final Path profile;

  private Chromium(ChromeDriver driver, Path profile) {
    this.driver = driver;
    this.profile = profile;
  }

  static Chromium start() {
    try {
      Path profile = Files.createTempDirectory("firmsite-quality-chromium");
      ChromeOptions options = new ChromeOptions().setBinary("/usr/bin/chromium").addArguments(
          "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
          "--disable-sync", "--no-first-run", "--disable-quic", "--hide-scrollbars", "--user-data-dir=" + profile);
      ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File("/usr/bin/chromedriver")).build();
      ChromeDriver driver = new ChromeDriver(service, options);
      driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60)).pageLoadTimeout(Duration.ofSeconds(30));
      return new Chromium(driver, profile);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  ChromeDriver driver() {
    return driver;
  }

  /** Emulates a viewport of exactly this many CSS pixels (window sizes include browser chrome). */
  void viewport(int width, int height, boolean mobile) {
    driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
  }

  /** Opens a page and waits until its web fonts are in (or have failed). */
  void open(String url) {
    driver.get(url);
    driver.executeAsyncScript("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done(true));");
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
      files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
