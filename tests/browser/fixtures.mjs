// What the specs in specs/ share. The places they read from the
// environment: AYOAYO_BOOK, the built book's folder (its engine.js and
// module give the expected answers); AYOAYO_BIN, the native binary (a game
// record must replay there); AYOAYO_SERVER, an `ayoayo-book` server (the
// server's spec is skipped without one); and AYOAYO_SHOTS, where the
// screenshots go. A relative path is taken from the folder the command was
// started in, and the defaults from the repository's root. AYOAYO_URL, the
// static server the pages are loaded from, is playwright.config.mjs's
// `baseURL`.
//
// `test` is Playwright's, with every test's `page` watched for script
// errors: a test that saw one fails, softly, after it ends.

import { test as base, expect } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { init } from "../../book/src/engine.js";

export { expect };

const repository = fileURLToPath(new URL("../..", import.meta.url));
// npm and npx run in tests/browser; INIT_CWD is where they were started.
const place = (value, fallback) => (value
  ? resolve(process.env.INIT_CWD || process.cwd(), value)
  : resolve(repository, fallback));

export const bookDir = place(process.env.AYOAYO_BOOK, "target/book-html");
export const binary = place(process.env.AYOAYO_BIN, "target/release/ayoayo");
export const shots = place(process.env.AYOAYO_SHOTS, "target/browser-shots");
export const server = process.env.AYOAYO_SERVER;
export const themes = ["light", "rust", "coal", "navy", "ayu"];
mkdirSync(shots, { recursive: true });

// What the engine answers: the module the book serves, run here in Node.
const engine = await init(readFileSync(`${bookDir}/ayoayo.wasm`));
export const api = (path) => JSON.parse(engine.query(path));

export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Waits until book/ayoayo.js has imported the pages' modules, which build
 * the widgets after the page has loaded. */
export const ready = (page) => expect(page.locator("html"), "the pages' modules are imported")
  .toHaveAttribute("data-pages", "ready", { timeout: 30_000 });

/** The counts a widget's (first) board shows, pit by pit. */
export function boardOf(locator) {
  return locator.locator(".ayo-board").first().locator(".ayo-pit").evaluateAll((pits) => {
    const board = [];
    for (const pit of pits) board[Number(pit.dataset.pit)] = Number(pit.dataset.count);
    return board;
  });
}

/** A new context whose pages open in mdBook's `theme`. */
export async function themed(browser, theme, options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript((t) => localStorage.setItem("mdbook-theme", t), theme);
  return context;
}

const errors = new WeakMap();

/** The script errors `page` (a test's `page`) has thrown so far. */
export const errorsOf = (page) => errors.get(page);

export const test = base.extend({
  page: async ({ page }, use) => {
    const seen = [];
    errors.set(page, seen);
    page.on("pageerror", (e) => seen.push(String(e)));
    await use(page);
    expect.soft(seen, "no script errors").toEqual([]);
  },
});
