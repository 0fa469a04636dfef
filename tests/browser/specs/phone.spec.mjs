// At a phone's width: nothing scrolls sideways, every button is a finger's
// size, a move reviewed brings the board into view, the board's pits are
// numbers and its rows' names whole, and a page of steppers says nothing
// until it is used (issue 43's findings).

import { expect, ready, shots, test } from "../fixtures.mjs";

// Play with its engine loaded and nothing being thought.
async function settled(p) {
  const play = p.locator(".ayoayo-play");
  await expect(play).toHaveAttribute("data-engine", "ready");
  await expect(play).toHaveAttribute("data-busy", "false");
}

test.describe("400 px wide", () => {
  test.use({ viewport: { width: 400, height: 800 } });

  for (const path of ["/part1/the-game.html", "/play.html"]) {
    test(`${path} fits`, async ({ page }) => {
      await page.goto(path);
      const widget = page.locator(path === "/play.html" ? ".ayoayo-play" : ".ayoayo-stepper:not([data-query])").first();
      await widget.waitFor();
      if (path === "/play.html") await expect(widget).toHaveAttribute("data-engine", "ready");
      const size = await widget.evaluate((w) => ({ scrollWidth: w.scrollWidth, clientWidth: w.clientWidth,
        right: w.getBoundingClientRect().right, innerWidth: window.innerWidth }));
      expect.soft(size.scrollWidth, `400 px wide: ${path} does not scroll sideways (its width ${size.clientWidth} px)`)
        .toBeLessThanOrEqual(size.clientWidth + 1);
      expect.soft(size.right, `400 px wide: ${path} ends inside the window`).toBeLessThanOrEqual(size.innerWidth);
      await widget.screenshot({ path: `${shots}/phone${path.replace(/\W+/g, "-")}.png` });
    });
  }
});

test.describe("390 px wide", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("a picture wider than the column says that it scrolls sideways", async ({ page }) => {
    // Nothing used to show that the rest was there.
    await page.goto("/part1/the-game.html");
    await ready(page);
    const found = await page.evaluate(() => [...document.querySelectorAll(".content p")]
      .filter((p) => p.querySelector('img[src$=".svg"]'))
      .map((p) => ({ picture: p.querySelector("img").getAttribute("src"), wide: p.scrollWidth > p.clientWidth,
        hinted: !!p.nextElementSibling?.classList.contains("ayo-scroll-hint") })));
    expect.soft(found.filter((f) => f.wide).length, `some of the ${found.length} pictures are wider than the column`).toBeGreaterThan(0);
    expect.soft(found.filter((f) => f.wide !== f.hinted),
      "each wide picture, and no other, is followed by a line saying it scrolls (those that are not so)").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator(".ayo-scroll-hint"), "at 1280 px no picture scrolls, and no line says so").toHaveCount(0);
  });

  // a finger's width. With a question open, its
  // options and its answer button too; and a chapter's self-checks.
  for (const [path, selector] of [["/part1/the-game.html", ".ayoayo-stepper:not([data-query]) button"],
    ["/part5/the-move-that-never-ends.html", ".ayoayo-calls button"], ["/play.html", ".ayoayo-play button"]]) {
    test(`every button of ${path} is at least 44 px tall`, async ({ page }) => {
      const p = page;
      const short = [];
      await p.goto(path);
      await ready(p);
      if (path === "/play.html") await expect(p.locator(".ayoayo-play")).toHaveAttribute("data-engine", "ready");
      if (path.includes("never-ends")) {
        const calls = p.locator(".ayoayo-calls").first();
        await calls.getByRole("checkbox", { name: "Ask me what comes next before each step" }).check();
        await calls.getByRole("button", { name: "Next step", exact: true }).click();
        await calls.locator(".ayo-predict legend").waitFor();
        const more = await p.locator(".ayo-predict label, .ayoayo-quiz button").evaluateAll((all) => all
          .filter((b) => b.getBoundingClientRect().width > 0)
          .map((b) => [b.textContent.slice(0, 20), b.getBoundingClientRect().height]));
        for (const [name, h] of more) if (h < 44) short.push(`${name} ${h.toFixed(0)} px`);
      }
      const heights = await p.locator(selector).evaluateAll((all) => all
        .filter((b) => b.getBoundingClientRect().width > 0)
        .map((b) => [b.dataset.action || b.dataset.pit, b.getBoundingClientRect().height]));
      for (const [name, h] of heights) if (h < 44) short.push(`${name} ${h.toFixed(0)} px`);
      expect.soft(heights.length, `${path} has buttons to measure`).toBeGreaterThan(0);
      expect.soft(short, `touch targets of ${path} at 390 px are 44 px tall or more (those that are not)`).toEqual([]);
    });
  }
});

test.describe("390 by 700 px", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test("a move of a finished game chosen below the board brings the board into view", async ({ page }) => {
    const ending = "2,7,0,6,3,9,2,9,0,6,5,7,1,6,3,7,4,10,1,6,3,9,2,11,0,10,2,11,4,6,3";
    await page.goto(`/play.html#moves=${ending}&you=0&level=easy`);
    await settled(page);
    const end = page.getByRole("region", { name: "The end of the game" });
    await expect(end).toBeVisible();
    await end.locator("button[data-ply]").nth(3).click();
    await expect.soft(page.locator("#ayo-play-board"), "reviewing a move on a phone brings the board into view")
      .toBeInViewport();
  });

  test("each pit shows its count alone, its number without the word, and each row's name whole", async ({ page }) => {
    // Even with a two-digit score.
    await page.goto("/play.html#moves=3,7,5,6,1,6,3,6,5,6,3,8,5,6,2,10,2,11,3&you=1&level=good");
    await settled(page);
    const root = page.locator(".ayoayo-play");
    const stonesShown = await root.locator("#ayo-play-board .ayo-stones")
      .evaluateAll((all) => all.filter((s) => getComputedStyle(s).display !== "none").length);
    expect.soft(stonesShown, "at phone width the counts stand alone, no stones drawn").toBe(0);
    await expect.soft(root.locator("#ayo-play-board .ayo-index"), "at phone width the twelve pits are numbers alone")
      .toHaveText(Array(12).fill(/^[▲◆ ]*\d+$/), { useInnerText: true });
    const cut = await root.locator(".ayo-row-label").evaluateAll((all) => all
      .filter((l) => l.scrollWidth > l.clientWidth || l.scrollHeight > l.clientHeight).map((l) => l.textContent));
    expect.soft(cut, "at phone width the rows' names are whole (those cut)").toEqual([]);
  });

  test("a page of steppers says nothing until the reader uses one", async ({ page }) => {
    await page.goto("/part5/the-move-that-never-ends.html");
    await ready(page);
    const regions = page.locator(".ayo-announce");
    expect.soft(await regions.count(), "the page has live regions").toBeGreaterThan(0);
    const spoken = await regions.evaluateAll((a) => a.map((x) => x.textContent).filter(Boolean));
    expect.soft(spoken, "no live region speaks as the page loads").toEqual([]);
  });
});
