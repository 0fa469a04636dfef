// Every picture of the book as the browser draws it, in the browser's own
// fonts: each text lies inside its picture and clear of every other text.
// The tooling lays the pictures out with a table of font widths; this is
// the check that its estimates hold in a real font.

import fs from "node:fs";
import path from "node:path";

import { bookDir, expect, test } from "../fixtures.mjs";

const pictures = fs.readdirSync(path.join(bookDir, "images")).filter((name) => name.endsWith(".svg")).sort();

/**
 * The texts of the picture open in `page` that run off it or into each
 * other, each said in words.
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<string[]>}
 */
function crowded(page) {
  return page.evaluate(() => {
    const svg = document.documentElement;
    const sheet = svg.getBoundingClientRect();
    const boxes = [...svg.querySelectorAll("text")]
      .filter((t) => t.textContent.trim() !== "")
      .map((t) => ({ text: t.textContent.trim(), box: t.getBoundingClientRect() }));
    const found = [];
    const slack = 0.5;
    for (const { text, box } of boxes) {
      if (box.left < sheet.left - slack || box.right > sheet.right + slack
        || box.top < sheet.top - slack || box.bottom > sheet.bottom + slack) {
        found.push(`"${text}" runs off the picture (${Math.round(box.left)} to ${Math.round(box.right)} of ${Math.round(sheet.width)})`);
      }
    }
    // Two texts overlap when their boxes share more than a sliver: fonts
    // draw boxes a little taller than the letters.
    const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 3;
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
      if (overlap(a.box, b.box)) found.push(`"${a.text}" runs into "${b.text}"`);
    }));
    return found;
  });
}

test("the book has its pictures", () => {
  expect(pictures.length, `pictures in ${bookDir}/images`).toBeGreaterThanOrEqual(16);
});

for (const name of pictures) {
  test(`${name}: every text inside the picture and clear of the others`, async ({ page }) => {
    await page.goto(`/images/${name}`);
    expect(await crowded(page)).toEqual([]);
  });
}

test("the check sees a text that runs off, and one that runs into another", async ({ page }) => {
  await page.goto("/images/opening.svg");
  await page.evaluate(() => {
    const svg = document.documentElement;
    const add = (x, y, words) => {
      const text = document.createElementNS("http://www.w3.org/2000/svg", "text");
      text.setAttribute("x", x);
      text.setAttribute("y", y);
      text.setAttribute("font-size", "14");
      text.textContent = words;
      svg.append(text);
    };
    add(600, 40, "a label far too long for any picture in the book, and then some");
    add(20, 200, "one label");
    add(30, 202, "another label");
  });
  const found = await crowded(page);
  expect(found.some((f) => f.startsWith('"a label far too long') && f.includes("runs off")), found.join("\n")).toBe(true);
  expect(found.some((f) => f.includes('"one label" runs into "another label"')), found.join("\n")).toBe(true);
});
