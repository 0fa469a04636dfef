// A printed book (issue 45): the first page says which edition it is,
// every folded answer prints, and the book's length as a reader of the
// print page meets it stays within bounds.

import { expect, ready, test } from "../fixtures.mjs";

test("the first page names the book's version and the day it was built", async ({ page }) => {
  await page.goto("/index.html");
  await expect.soft(page.locator("main"), "print: the first page names the book's version and the day it was built")
    .toContainText(/This copy of the book is version \d+\.\d+\.\d+, built on \d{4}-\d\d-\d\d\./);
});

test("the print page opens every folded answer", async ({ page }) => {
  await page.goto("/print.html");
  await ready(page);
  expect.soft(await page.locator("details").count(), "print: the print page has its folded answers, more than 20").toBeGreaterThan(20);
  await expect.soft(page.locator("details:not([open])"), "print: the print page opens every folded answer (none closed)").toHaveCount(0);
});

test("the book's length, every visible word of the print page", async ({ page }) => {
  // Listings, answers and notes included (issue 45), in a browser where no
  // game has been played, which would lengthen the Play page.
  await page.goto("/print.html");
  await ready(page);
  // The widgets fill in as the engine answers them, each adding its words:
  // the page is counted once its words have stopped changing for a second.
  const total = () => page.evaluate(() => (document.querySelector("main").innerText.match(/\S+/g) || []).length);
  let last = -1;
  await expect.poll(async () => {
    const now = await total();
    const settled = now === last;
    last = now;
    return settled;
  }, { message: "print: the page's words stop changing", intervals: [1_000], timeout: 60_000 }).toBe(true);
  const words = await page.evaluate(() => {
    const count = (node) => (node.innerText.match(/\S+/g) || []).length;
    const chapters = [];
    for (const node of document.querySelector("main").children) {
      if (node.tagName === "H1") chapters.push({ title: node.innerText, words: 0 });
      if (chapters.length > 0) chapters.at(-1).words += count(node);
    }
    return { total: count(document.querySelector("main")), chapters };
  });
  const longest = words.chapters.reduce((a, b) => (b.words > a.words ? b : a));
  expect.soft(words.total, "print: the words in all, at most 34,000").toBeLessThanOrEqual(34000);
  expect.soft(longest.words, `print: the words of the longest chapter, "${longest.title}", at most 2,600`).toBeLessThanOrEqual(2600);
});

test("a chapter's folded answers open to print and close again after", async ({ page }) => {
  await page.goto("/part4/permissible-moves.html");
  await ready(page);
  const folds = () => page.evaluate(() => [...document.querySelectorAll("details")].map((d) => d.open));
  const before = await folds();
  await page.evaluate(() => dispatchEvent(new Event("beforeprint")));
  const printing = await folds();
  await page.evaluate(() => dispatchEvent(new Event("afterprint")));
  const after = await folds();
  expect.soft(before.length, "print: the chapter has folded answers").toBeGreaterThan(0);
  expect.soft(before, "print: the chapter's answers are folded").toEqual(before.map(() => false));
  expect.soft(printing, "print: the chapter's folded answers open to print").toEqual(before.map(() => true));
  expect.soft(after, "print: the chapter's folded answers close again after").toEqual(before);
});

// The steppers of relays and calls, every step at once, where a reader
// cannot step through them: on paper, and without JavaScript.
const WHOLE = ".ayoayo-stepper:has(> .ayo-whole), .ayoayo-calls:has(> .ayo-whole)";

test("printed, every stepper of a relay or of calls shows all its steps in its place", async ({ page }) => {
  await page.goto("/print.html");
  await ready(page);
  const widgets = page.locator(WHOLE);
  expect.soft(await widgets.count(), "print: the steppers with their steps drawn whole, seven").toBe(7);
  await expect.soft(page.locator(".ayo-widget > .ayo-whole").first(), "print: on screen, a drawn stepper hides its steps drawn whole").toBeHidden();
  await page.emulateMedia({ media: "print" });
  const shown = await widgets.evaluateAll((roots) => roots.map((root) => ({
    drawn: root.classList.contains("ayo-widget"),
    whole: getComputedStyle(root.querySelector(":scope > .ayo-whole")).display !== "none",
    live: [...root.children].filter((c) => !c.matches(".ayo-whole, script") && getComputedStyle(c).display !== "none").length,
    frames: root.querySelectorAll(":scope > .ayo-whole li, :scope > .ayo-whole svg g").length,
  })));
  for (const [i, s] of shown.entries()) {
    expect.soft(s, `print: stepper ${i + 1} was drawn on screen, and prints its steps whole and none of its controls`)
      .toEqual({ drawn: true, whole: true, live: 0, frames: s.frames });
    expect.soft(s.frames, `print: stepper ${i + 1} prints more than one step`).toBeGreaterThan(1);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a stepper shows all its steps at once", async ({ page }) => {
    await page.goto("/part3/relay-sowing.html");
    for (const kind of [".ayoayo-stepper", ".ayoayo-calls"]) {
      const whole = page.locator(`${kind} > .ayo-whole`).first();
      await expect.soft(whole, `no script: the ${kind} stepper's steps show whole`).toBeVisible();
    }
    await expect.soft(page.locator(".ayoayo-calls > .ayo-whole li"), "no script: the relay's calls, one a lap").toHaveCount(4);
    await expect.soft(page.locator(".ayoayo-stepper > .ayo-whole svg title"), "no script: the relay's laps drawn")
      .toHaveText(/ten laps, lap by lap$/);
  });

  test("a self-check's stepper says it needs JavaScript", async ({ page }) => {
    await page.goto("/part2/sowing.html");
    const stepper = page.locator(".ayoayo-stepper[data-query]");
    await expect.soft(stepper, "no script: the self-check's stepper is in the page").toHaveCount(1);
    const words = await stepper.locator("noscript").evaluate((n) => n.textContent);
    expect.soft(words, "no script: it says why it is empty").toContain("JavaScript, which is off here");
  });

  test("the Play page says it needs JavaScript", async ({ page }) => {
    await page.goto("/play.html");
    const offline = page.locator(".ayo-offline");
    await expect.soft(offline, "no script: the Play page's fallback shows").toBeVisible();
    // Chromium here still parses <noscript> as if scripts ran, so its
    // words are read as text rather than seen.
    const words = await offline.locator("noscript").evaluate((n) => n.textContent);
    expect.soft(words, "no script: it says why the game cannot run").toContain("JavaScript, which is off here");
  });
});
