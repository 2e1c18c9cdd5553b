// Runs Lighthouse (performance, accessibility, best practices, SEO) on pages of a running firmsite
// and prints the four scores per page. Usage: node lighthouse.mjs BASE_URL [PATH...]
// Without paths it audits the home page, the first team member and the newest publication.
// Exits 1 when any score is below LIGHTHOUSE_MIN (default 0.95). Reports: target/lighthouse/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const minimum = Number(process.env.LIGHTHOUSE_MIN ?? '0.95');
const [base, ...given] = process.argv.slice(2);
if (!base) {
  console.error('usage: node lighthouse.mjs BASE_URL [PATH...]');
  process.exit(2);
}
const reports = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../target/lighthouse');
fs.mkdirSync(reports, { recursive: true });

/** The first link on a page whose path matches the pattern, e.g. the first lawyer on /team. */
async function firstLink(page, pattern) {
  const html = await (await fetch(base + page)).text();
  const match = [...html.matchAll(/href="(\/[^"#?]*)"/g)].map(m => m[1]).find(href => pattern.test(href));
  if (!match) throw new Error(`no link matching ${pattern} on ${page}`);
  return match;
}

const paths = given.length > 0 ? given
  : ['/', await firstLink('/team', /^\/team\/[^/]+$/), await firstLink('/publications', /^\/publications\/(?!area\/)[^/.]+$/)];

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  userDataDir: profile,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
let failed = false;
try {
  // A freshly launched Chromium is slow on its first page (code caches are cold); one discarded
  // run keeps that start-up cost out of the first page's Total Blocking Time.
  await lighthouse(base + paths[0], { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  console.log(['page'.padEnd(48), ...CATEGORIES.map(c => c.padStart(15))].join(''));
  for (const page of paths) {
    const result = await lighthouse(base + page, { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES });
    const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
    fs.writeFileSync(path.join(reports, `${name}.report.html`), result.report[0]);
    fs.writeFileSync(path.join(reports, `${name}.report.json`), result.report[1]);
    const scores = CATEGORIES.map(c => result.lhr.categories[c].score);
    failed ||= scores.some(score => score === null || score < minimum);
    console.log([page.padEnd(48), ...scores.map(s => (s === null ? 'n/a' : s.toFixed(2)).padStart(15))].join(''));
    for (const category of CATEGORIES) {
      for (const ref of result.lhr.categories[category].auditRefs) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`    ${category}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  fs.rmSync(profile, { recursive: true, force: true });
}
if (failed) {
  console.error(`lighthouse: a score is below ${minimum}; reports in ${reports}`);
  process.exit(1);
}
