// A printed book (issue 45): the first page says which edition it is,
// every folded answer prints, and the book's length as a reader of the
// print page meets it stays within bounds.

import { expect, ready, same, test } from "../fixtures.mjs";

test("the first page names the book's version and the day it was built", async ({ page }) => {
  await page.goto("/index.html");
  expect.soft(await page.locator("main").textContent(), "print: the first page names the book's version and the day it was built")
    .toMatch(/This copy of the book is version \d+\.\d+\.\d+, built on \d{4}-\d\d-\d\d\./);
});

test("the print page opens every folded answer", async ({ page }) => {
  await page.goto("/print.html");
  await ready(page);
  const closed = await page.locator("details:not([open])").count();
  const all = await page.locator("details").count();
  expect.soft(all > 20 && closed === 0, `print: the print page opens all ${all} folded answers (${closed} closed)`).toBe(true);
});

test("the book's length, every visible word of the print page", async ({ page }) => {
  // Listings, answers and notes included (issue 45), in a browser where no
  // game has been played, which would lengthen the Play page.
  await page.goto("/print.html");
  await ready(page);
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
  expect.soft(words.total <= 34000 && longest.words <= 2600,
    `print: ${words.total} words in all (at most 34,000), the longest chapter "${longest.title}" ${longest.words} (at most 2,600)`)
    .toBe(true);
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
  expect.soft(before.length > 0 && before.every((o) => !o) && printing.every(Boolean) && same(after, before),
    "print: a chapter's folded answers open to print and close again after").toBe(true);
});
