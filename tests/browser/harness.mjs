// What e2e.mjs and themes.mjs share: where the built book is served and
// kept (AYOAYO_URL, AYOAYO_BOOK) and where screenshots go (AYOAYO_SHOTS),
// headless Chromium started as this machine needs it, and the checks'
// record, which fails the run at the end if any check failed.

import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

export const base = process.env.AYOAYO_URL || "http://127.0.0.1:3917";
export const shots = resolve(process.env.AYOAYO_SHOTS || "target/browser-shots");
export const bookDir = resolve(process.env.AYOAYO_BOOK || "target/book-html");
mkdirSync(shots, { recursive: true });

const failures = [];

/** Records one check, printing `ok` or `FAIL` and what it checked. */
export function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

/** Headless Chromium (CHROMIUM, default /usr/bin/chromium), without the
 * background connections this machine's closed network refuses. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Ends the run: exit status 1 if any check failed. */
export function finish() {
  if (failures.length > 0) {
    console.error(`${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log(`all checks passed; screenshots in ${shots}`);
}
