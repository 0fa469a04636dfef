// The browser tests (specs/*.spec.mjs), in the system's headless Chromium
// (CHROMIUM, default /usr/bin/chromium): Playwright downloads no browser.
// The pages are loaded from AYOAYO_URL, a plain static server of the built
// book (default http://127.0.0.1:3917); fixtures.mjs reads the rest of the
// environment. Results of failed tests go to target/browser-results.

import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "specs",
  testMatch: "*.spec.mjs",
  outputDir: "../../target/browser-results",
  // The engine the specs compare the pages with is the book's own module,
  // which Node loads as it is: Playwright must not compile it (as
  // CommonJS, for want of a package.json beside it).
  build: { external: ["**/book/src/engine.js"] },
  // Every test opens its own pages, and neither server keeps anything a
  // test does (the game, the progress and the theme live in the browser's
  // storage, one context a test): the tests run in any order, two at a
  // time, one a core of a two-core machine; `--workers 1` runs one at a
  // time. No test times the pages: what a slow machine could fail, such
  // as a search freezing the page, is checked by what ran where.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.AYOAYO_URL || "http://127.0.0.1:3917",
    browserName: "chromium",
    headless: true,
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
      // Without the background connections a closed network refuses.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
