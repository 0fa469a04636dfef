// The book in each of mdBook's five themes (light, rust, coal, navy, ayu;
// AYOAYO_THEMES, if set, names the ones to check, comma-separated). The
// board keeps the pictures' colours and the diagrams load in every theme,
// and a reader who prefers dark gets a dark theme. axe-core (WCAG 2 A and
// AA) scans every page in every theme for serious and critical
// violations. Each chart is checked at 1000 and 390 px wide: its sheet is
// drawn in the theme's own lightness (a light sheet on a light page, a
// dark one on a dark page), its text stands out from that sheet, and its
// smallest text is at least 10 px as rendered. At 390 px every other
// picture keeps labels of 10 px or more, and no page scrolls sideways.
// Screenshots of the steppers, pictures and charts are kept for a look.

import { readdirSync, readFileSync } from "node:fs";
import { bookDir, expect, ready, shots, test, themed, themes as allThemes } from "../fixtures.mjs";

const themes = process.env.AYOAYO_THEMES ? process.env.AYOAYO_THEMES.split(",") : allThemes;
// The charts, each on the page that shows it.
const charts = [
  ["part5/the-cost-of-elegance.html", "cost-of-elegance.svg"],
  ["appendix/measuring.html", "engine-history.svg"],
  ["appendix/measuring.html", "ladder.svg"],
];
// Every page of the book. print.html is every chapter again, on one page;
// toc.html is the sidebar's table of contents for readers without scripts.
const pages = readdirSync(bookDir, { recursive: true })
  .filter((f) => f.endsWith(".html") && !["print.html", "toc.html"].includes(f))
  .sort();

// A page as its reader gets it: after book/ayoayo.js has imported the
// pages' modules, which make mdBook's page accessible and build the widgets.
async function open(page, url) {
  await page.goto(url);
  await ready(page);
}

// A screenshot of `element` with a little of the page around it.
async function framed(page, element, path) {
  const box = await element.boundingBox();
  const x = Math.max(0, box.x - 12);
  const clip = { x, y: Math.max(0, box.y - 12), width: box.width + 24, height: box.height + 24 };
  clip.width = Math.min(clip.width, page.viewportSize().width - x);
  await page.screenshot({ path, clip });
}

// Relative luminance and contrast ratio, as WCAG defines them.
function luminance([r, g, b]) {
  const lin = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;

// What a screenshot of a chart shows: its commonest colour (the sheet) and
// the colour that stands out most from it (the ink), decoded in the page.
async function colours(page, png) {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    const rgb = (k) => [(k >> 16) & 255, (k >> 8) & 255, k & 255];
    const seen = [...counts].filter(([, n]) => n >= 20).map(([k]) => rgb(k));
    const sheet = rgb([...counts].sort((a, b) => b[1] - a[1])[0][0]);
    return { sheet, seen };
  }, png.toString("base64"));
}

// The page's background as [r, g, b].
async function pageBackground(page) {
  const css = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  return css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
}

// The smallest font size a picture writes in, read from its own text.
async function smallestFont(page, src) {
  return page.evaluate(async (src) => {
    const doc = new DOMParser().parseFromString(await (await fetch(src)).text(), "image/svg+xml");
    let smallest = Infinity;
    for (const text of doc.querySelectorAll("text")) {
      let node = text;
      while (node && node.nodeType === 1 && !node.getAttribute("font-size")) node = node.parentNode;
      const size = node && node.nodeType === 1 ? parseFloat(node.getAttribute("font-size")) : 16;
      smallest = Math.min(smallest, size);
    }
    return smallest;
  }, src);
}

for (const theme of themes) {
  test(`the board keeps the pictures' colours in the ${theme} theme`, async ({ browser }) => {
    const context = await themed(browser, theme, { viewport: { width: 1000, height: 800 } });
    const p = await context.newPage();
    await p.goto("/part1/the-game.html");
    const s = p.locator(".ayoayo-stepper:not([data-query])").first();
    await s.waitFor();
    await expect.soft(p.locator("html"), `theme ${theme}: the page is in the theme`).toHaveClass(new RegExp(`\\b${theme}\\b`));
    // The board carries the pictures' own colours in every theme.
    const pit = s.locator(".ayo-pit").first();
    await expect.soft(pit.locator(".ayo-count"), `theme ${theme}: the pictures' board, its counts white`)
      .toHaveCSS("color", "rgb(255, 255, 255)");
    await expect.soft(pit.locator(".ayo-hole"), `theme ${theme}: the pictures' board, its holes brown`)
      .toHaveCSS("background-color", "rgb(139, 90, 43)");
    await s.screenshot({ path: `${shots}/stepper-${theme}.png` });
    // The pictures carry their own light sheet, so their labels stay legible.
    const picture = p.locator('img[src$="relay-from-0.svg"]').first();
    await picture.scrollIntoViewIfNeeded();
    await picture.screenshot({ path: `${shots}/picture-${theme}.png` });
    await context.close();
  });

  test(`the diagrams load in the ${theme} theme`, async ({ browser }) => {
    const context = await themed(browser, theme, { viewport: { width: 1000, height: 800 } });
    const p = await context.newPage();
    // A diagram and the chart: each must load, and is kept for a look.
    for (const [path, image] of [
      ["/part5/the-move-that-never-ends.html", "endless-cycle.svg"],
      ["/part5/the-cost-of-elegance.html", "cost-of-elegance.svg"],
    ]) {
      await p.goto(path);
      const img = p.locator(`img[src$="${image}"]`).first();
      await img.scrollIntoViewIfNeeded();
      await expect.soft(img, `theme ${theme}: ${image} has loaded`).toHaveJSProperty("complete", true);
      expect.soft(await img.evaluate((i) => i.naturalWidth), `theme ${theme}: ${image} loads, with a width`).toBeGreaterThan(0);
      await img.screenshot({ path: `${shots}/${image.replace(".svg", "")}-${theme}.png` });
    }
    await context.close();
  });
}

test.describe("preferring dark", () => {
  test.use({ viewport: { width: 1000, height: 800 }, colorScheme: "dark" });

  test("with no theme chosen, a dark theme, and the pictures keep their light sheet", async ({ page }) => {
    await page.goto("/part1/the-game.html");
    await expect.soft(page.locator("html"), "prefers dark: a dark theme").toHaveClass(/navy|coal|ayu/);
    const picture = page.locator('img[src$="relay-from-0.svg"]').first();
    await picture.scrollIntoViewIfNeeded();
    await picture.screenshot({ path: `${shots}/picture-prefers-dark.png` });
  });
});

// axe-core, WCAG 2 A and AA, every page, and the Play page at the end of a
// game (its result and its moves shown), brought by its address: the game
// recorded in the page. And two widgets in a state a reader reaches only
// by using them: a call-stack stepper asking its question, a tree stepper
// at its first cut.
const axe = readFileSync(new URL("../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
const recorded = /"moves":\[([\d,]+)\]/.exec(readFileSync(`${bookDir}/play.html`, "utf8"))[1];
const states = {
  [`play.html#moves=${recorded}&you=0&level=gentle`]:
    (p) => expect(p.locator(".ayoayo-play")).toHaveAttribute("data-over", "true"),
  "part4/ending-the-game.html?asking": async (p) => {
    const calls = p.locator(".ayoayo-calls").first();
    await calls.getByRole("checkbox", { name: "Ask me what comes next before each step" }).check();
    await calls.getByRole("button", { name: "Next step", exact: true }).click();
    await calls.locator(".ayo-predict legend").waitFor();
  },
  "part6/cutting-the-tree.html?cutting": async (p) => {
    const tree = p.locator(".ayoayo-tree").first();
    await tree.focus();
    while ((await tree.getAttribute("data-cuts")) === "0") await p.keyboard.press("ArrowRight");
  },
};

for (const theme of themes) {
  test(`axe-core finds no serious violation in the ${theme} theme`, async ({ browser }) => {
    test.slow();
    const context = await themed(browser, theme, { viewport: { width: 1100, height: 900 } });
    const p = await context.newPage();
    const found = [];
    for (const file of [...pages, ...Object.keys(states)]) {
      await open(p, `/${file}`);
      if (states[file]) await states[file](p);
      await p.addScriptTag({ content: axe });
      const violations = await p.evaluate(async () => {
        const result = await window.axe.run(document, {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
          resultTypes: ["violations"],
        });
        return result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            nodes: v.nodes.map((n) => {
              const data = (n.any[0] || {}).data || {};
              const colours = data.fgColor ? ` ${data.fgColor} on ${data.bgColor} (${data.contrastRatio}:1)` : "";
              return [colours, n.target.join(" ")];
            }),
          }));
      });
      for (const v of violations) {
        for (const [colours, target] of v.nodes) found.push([`${v.id} (${v.impact})${colours}`, `${file}: ${target}`]);
      }
    }
    // One line per rule and pair of colours, with a count and an example.
    const groups = new Map();
    for (const [key, example] of found) {
      const g = groups.get(key) || { n: 0, example };
      g.n += 1;
      groups.set(key, g);
    }
    const summary = [...groups].map(([key, g]) => `${key} on ${g.n} nodes, e.g. ${g.example}`);
    expect.soft(summary,
      `axe-core, ${theme} theme: ${pages.length} pages, a finished game, a question asked and a cut shown, ${found.length} nodes with serious or critical violations`)
      .toEqual([]);
    await context.close();
  });
}

// Charts follow the theme and stay legible on a phone.
for (const theme of themes) {
  for (const width of [1000, 390]) {
    test(`the charts in the ${theme} theme at ${width} px`, async ({ browser }) => {
      const context = await themed(browser, theme, { viewport: { width, height: 900 } });
      const p = await context.newPage();
      for (const [path, image] of charts) {
        await p.goto(`/${path}`);
        const img = p.locator(`img[src$="${image}"]`).first();
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveJSProperty("complete", true);
        await expect.poll(() => img.evaluate((i) => i.naturalWidth), `${image} has loaded`).toBeGreaterThan(0);
        const name = `${image.replace(".svg", "")}-${theme}-${width}`;
        await framed(p, img, `${shots}/chart-${name}.png`);
        const png = await img.screenshot();
        const { sheet, seen } = await colours(p, png);
        const bg = await pageBackground(p);
        const near = contrast(sheet, bg);
        const lightness = (rgb) => (luminance(rgb) < 0.18 ? "dark" : "light");
        expect.soft(lightness(sheet), `${name}: the sheet ${hex(sheet)} is as dark as the page ${hex(bg)}`).toBe(lightness(bg));
        expect.soft(near, `${name}: the sheet ${hex(sheet)} is near the page ${hex(bg)} (contrast)`).toBeLessThanOrEqual(1.5);
        const ink = Math.max(...seen.map((c) => contrast(c, sheet)));
        expect.soft(ink, `${name}: the text stands out from the sheet (${ink.toFixed(1)}:1)`).toBeGreaterThanOrEqual(7);
        const scale = await img.evaluate((i) => i.getBoundingClientRect().width / i.naturalWidth);
        const font = (await smallestFont(p, await img.evaluate((i) => i.src))) * scale;
        expect.soft(font, `${name}: the smallest text is ${font.toFixed(1)} px`).toBeGreaterThanOrEqual(10);
        const { right, innerWidth } = await img.evaluate((i) => ({ right: i.getBoundingClientRect().right, innerWidth: window.innerWidth }));
        expect.soft(right, `${name}: fits the page (${innerWidth} px wide)`).toBeLessThanOrEqual(innerWidth);
      }
      // A board picture keeps its light sheet, framed in the theme.
      if (width === 1000) {
        await p.goto("/part1/the-game.html");
        const board = p.locator('img[src$="relay-from-0.svg"]').first();
        await board.scrollIntoViewIfNeeded();
        await framed(p, board, `${shots}/board-relay-from-0-${theme}.png`);
      }
      await context.close();
    });
  }
}

test("at 390 px every picture's labels are 10 px or more, and no page scrolls sideways", async ({ browser }) => {
  // One picture wider than the column scrolls in its own paragraph, which
  // the keyboard can reach, and the page never does; and no text is left
  // outside a block, or Markdown unrendered in prose.
  test.slow();
  const context = await themed(browser, themes[0], { viewport: { width: 390, height: 900 } });
  const p = await context.newPage();
  const chartNames = charts.map((c) => c[1]);
  const small = [];
  let pictures = 0;
  for (const file of pages) {
    await open(p, `/${file}`);
    await p.waitForLoadState("load");
    // (mdBook keeps a second, hidden copy of each picture for its zoom.)
    const images = await p.locator(".content p img").evaluateAll((all) => all
      .filter((i) => i.src.endsWith(".svg") && i.getBoundingClientRect().width > 0)
      .map((i) => {
        const box = i.closest("p");
        return [i.src, i.getBoundingClientRect().width / (i.naturalWidth || 1),
          box.scrollWidth > box.clientWidth ? box.tabIndex : 0];
      }));
    for (const [src, scale, tab] of images) {
      if (chartNames.some((c) => src.endsWith(c))) continue;
      pictures += 1;
      const font = (await smallestFont(p, src)) * scale;
      if (font < 10 || tab < 0) small.push(`${file}: ${src.split("/").pop()} (${font.toFixed(1)} px, tabindex ${tab})`);
    }
    const sideways = await p.evaluate(() => document.scrollingElement.scrollWidth > window.innerWidth + 1);
    if (sideways) small.push(`${file}: the page scrolls sideways`);
    const loose = await p.evaluate(() => {
      const found = [];
      const main = document.querySelector("main");
      for (const node of main.childNodes) {
        if (node.nodeType === 3 && node.textContent.trim()) found.push(`loose text "${node.textContent.trim().slice(0, 40)}"`);
      }
      for (const para of main.querySelectorAll("p, li")) {
        const own = [...para.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("");
        if (/`|\*\*/.test(own)) found.push(`unrendered Markdown in "${para.textContent.trim().slice(0, 40)}"`);
      }
      return found;
    });
    for (const l of loose) small.push(`${file}: ${l}`);
  }
  if (pictures === 0) small.push("no picture was found to measure");
  expect.soft(small,
    `390 px: every picture's labels at 10 px or more, the page never sideways, no text outside a paragraph (${small.length} found, ${pictures} pictures)`)
    .toEqual([]);
  await context.close();
});
