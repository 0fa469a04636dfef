// Play that a reader enjoys: levels from gentle to full, the rows named,
// each move sown on the board from the crate's trace (or skipped, or not
// sown for a reader who asked for reduced motion), the hint on the board,
// the game in the address, the record copied and loaded, a whole game
// sown with its searches off the page's thread, and the end of a game
// with its moves.

import { api, boardOf, expect, test } from "../fixtures.mjs";

const PLAYABLE = 'button.ayo-pit.ayo-playable:not([aria-disabled="true"])';

async function openPlay(page) {
  await page.goto("/play.html");
  const root = page.locator(".ayoayo-play");
  await expect(root).toHaveAttribute("data-engine", "ready");
  return root;
}
// The computer may think and sow for long: a minute and a half.
const THINKING = { timeout: 90_000 };
const calm = (p) => expect(p.locator(".ayoayo-play")).toHaveAttribute("data-busy", "false", THINKING);
const saidOf = (root) => root.getByRole("status");
const speedOf = (root) => root.getByRole("combobox", { name: /^Sowing/ });
const level = (root, name) => root.getByRole("radio", { name, exact: true });
const pitOf = (root, p) => root.getByRole("button", { name: new RegExp(`^pit ${p}\\b`) });
const pliesOf = async (root) => (await root.getAttribute("data-moves")).split(",").length;

// Records every request the engine on the page's own thread is asked, in
// `window.askedInPage`, by wrapping the module as it is made. A Web
// Worker has a global of its own, so what the worker is asked is not seen.
async function watchEngineInPage(page) {
  await page.addInitScript(() => {
    window.askedInPage = [];
    const instantiate = WebAssembly.instantiate;
    WebAssembly.instantiate = async (...args) => {
      const made = await instantiate.apply(WebAssembly, args);
      const real = made.instance.exports;
      const exports = {
        ...real,
        ayoayo_query(at, n) {
          const bytes = new Uint8Array(real.memory.buffer, at, n);
          window.askedInPage.push(new TextDecoder().decode(bytes));
          return real.ayoayo_query(at, n);
        },
      };
      return { module: made.module, instance: { exports } };
    };
  });
}

test("levels go from gentle, chosen, to full strength, each one click", async ({ page }) => {
  const root = await openPlay(page);
  // Levels: the gentlest first, full strength one click away.
  const levels = root.getByRole("radio");
  await expect.soft(levels.first(), "levels: gentle first").toHaveAttribute("value", "gentle");
  await expect.soft(levels.first(), "levels: gentle chosen").toBeChecked();
  await expect.soft(levels.last(), "levels: full strength last").toHaveAttribute("value", "full");
});

test("the rows are named for who plays them, on the page and to a screen reader", async ({ page }) => {
  const root = await openPlay(page);
  const labels = root.locator(".ayo-row-label");
  const rows = root.locator("#ayo-play-board .ayo-row");
  await expect.soft(labels.nth(0), "rows: the top row is named the computer's").toHaveText(/^Top row: the computer/);
  await expect.soft(labels.nth(1), "rows: the bottom row is named mine").toHaveText(/^Bottom row: you/);
  await expect.soft(rows.nth(0), "rows: the top row is the computer's to a screen reader").toHaveAttribute("aria-label", /^The computer's row/);
  await expect.soft(rows.nth(1), "rows: the bottom row is mine to a screen reader").toHaveAttribute("aria-label", /^Your row/);
});

// The Play page at level easy, its sowing at `speed`.
async function openEasy(page, speed) {
  const root = await openPlay(page);
  await speedOf(root).selectOption(speed);
  await level(root, "Easy").check();
  await calm(page);
  return root;
}

test("a move and its reply are sown stone by stone, each board a frame of the crate's trace", async ({ page }) => {
  const p = page;
  const root = await openEasy(p, "normal");
  // Every board shown on the way, from the opening.
  const boards = await p.evaluate(() => {
    const board = document.getElementById("ayo-play-board");
    const counts = () => [...board.querySelectorAll(".ayo-pit")].sort((a, b) => a.dataset.pit - b.dataset.pit)
      .map((pit) => Number(pit.dataset.count)).join(",");
    const seen = [counts()];
    window.sownBoards = seen;
    new MutationObserver(() => {
      const now = counts();
      if (seen.at(-1) !== now) seen.push(now);
    }).observe(board, { subtree: true, attributes: true, attributeFilter: ["data-count"] });
    return seen.length;
  });
  await pitOf(root, 2).click();
  // Mid-sowing, caught frame by frame: what the page shows then is read at
  // once, before the sowing ends.
  await p.waitForFunction(() => window.sownBoards.length >= 4);
  const sowing = await root.evaluate((r) => ({ status: r.querySelector(":scope > .ayo-status").textContent,
    hands: r.querySelectorAll(".ayo-pit.ayo-at").length }));
  await expect(root).toHaveAttribute("data-moves", /^\d+,\d+$/, THINKING);
  await calm(p);
  const seen = await p.evaluate(() => window.sownBoards);
  const frames = api("/api/relay?moves=&pit=2").frames.map((f) => f.board.join(","));
  const moves = (await root.getAttribute("data-moves")).split(",");
  const theirs = api(`/api/relay?moves=2&pit=${moves[1]}`).frames.map((f) => f.board.join(","));
  expect.soft(boards, "sowing: the watch starts from the one board shown").toBe(1);
  expect.soft(seen.length, "sowing: my move and the reply are sown stone by stone, a board a frame at least")
    .toBeGreaterThanOrEqual(frames.length);
  expect.soft(seen.slice(1).filter((b) => !frames.includes(b) && !theirs.includes(b)),
    "sowing: every board shown is a frame of the crate's traces (those that are not)").toEqual([]);
  expect.soft(sowing.status, "sowing: the status says the pit sown").toMatch(/^Sowing pit 2/);
  expect.soft(sowing.hands, "sowing: the hand is marked on the board").toBeGreaterThan(0);
});

// Skipped by the Escape key and by the button: the board goes straight to
// where the stones end.
for (const how of ["the Escape key", "the Skip button"]) {
  test(`a sowing skipped by ${how} ends the turn at once on the crate's board`, async ({ page }) => {
    const p = page;
    const root = await openEasy(p, "normal");
    const n = (await root.getAttribute("data-moves")).split(",").filter(Boolean).length;
    await root.locator(PLAYABLE).first().focus();
    await p.keyboard.press("Enter");
    await expect(root.locator(".ayo-pit.ayo-at").first()).toBeAttached();
    // Every frame drawn after the skip is counted: the hand moving to a
    // pit. A skip's own handler runs after these listeners, in the same
    // event, so a sowing cut short draws none.
    await p.evaluate(() => {
      const play = document.querySelector(".ayoayo-play");
      window.skipped = false;
      window.framesAfterSkip = 0;
      const skipped = () => { window.skipped = true; };
      document.addEventListener("keydown", (e) => { if (e.key === "Escape") skipped(); }, true);
      document.addEventListener("click", skipped, true);
      const hand = (node) => node instanceof Element && node.matches(".ayo-pit.ayo-at");
      new MutationObserver((records) => {
        if (!window.skipped) return;
        for (const r of records) {
          const moved = r.type === "attributes"
            ? hand(r.target) && !(r.oldValue || "").includes("ayo-at")
            : [...r.addedNodes].some((node) => hand(node) || (node instanceof Element && node.querySelector(".ayo-pit.ayo-at")));
          if (moved) window.framesAfterSkip += 1;
        }
      }).observe(play, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"], attributeOldValue: true });
    });
    if (how === "the Escape key") await p.keyboard.press("Escape");
    else await root.getByRole("button", { name: "Skip the sowing" }).click();
    await expect.poll(async () => ((await root.getAttribute("data-over")) === "true"
      ? Infinity : (await root.getAttribute("data-moves")).split(",").length), THINKING).toBeGreaterThanOrEqual(n + 2);
    await calm(p);
    const replayed = api(`/api/replay?moves=${await root.getAttribute("data-moves")}`).at(-1).board;
    expect.soft(await boardOf(root), `sowing: skipped by ${how}, the turn shows the crate's board`).toEqual(replayed);
    // Not a time limit: a skip that let the sowing, or the reply's, run on
    // would draw the hand again.
    const frames = await p.evaluate(() => window.framesAfterSkip);
    expect.soft(frames, `sowing: skipped by ${how}, no frame of this move or the reply is drawn after the skip`).toBe(0);
  });
}

// A game under way at level easy: a move and its reply.
async function underWay(page) {
  const root = await openEasy(page, "off");
  await pitOf(root, 2).click();
  await expect(root).toHaveAttribute("data-moves", /^\d+,\d+$/, THINKING);
  await calm(page);
  return root;
}

test("the hint is marked on the board, in words as well as by its look", async ({ page }) => {
  const root = await underWay(page);
  await root.getByRole("button", { name: "Hint", exact: true }).click();
  await expect(saidOf(root)).toContainText("Hint: ");
  const named = (await saidOf(root).textContent()).match(/pit (\d+)/)[1];
  const hinted = root.locator(".ayo-pit.ayo-hinted");
  await expect.soft(hinted, "hint: one pit is marked").toHaveCount(1);
  await expect.soft(hinted, `hint: the pit marked is pit ${named}, the one named`).toHaveAttribute("data-pit", named);
  await expect.soft(hinted, "hint: the pit is labelled \"the hint\"").toHaveAttribute("aria-label", /the hint/);
  expect.soft(await hinted.first().evaluate((pit) => getComputedStyle(pit.querySelector(".ayo-index"), "::after").content),
    "hint: the pit shows the word hint").toMatch(/hint/);
});

test.describe("with the clipboard", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the address holds the game: opened in a new tab, the same moves, board and level", async ({ page, browser }) => {
    // Opened in a new tab (no session kept), it brings back the same moves
    // and board.
    const root = await underWay(page);
    const address = page.url();
    const kept = await root.getAttribute("data-moves");
    expect.soft(new URL(address).hash, "address: holds the game").toBe(`#moves=${kept}&you=0&level=easy`);
    const elsewhere = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const tab = await elsewhere.newPage();
    await tab.goto(address);
    const there = tab.locator(".ayoayo-play");
    await expect(there).toHaveAttribute("data-moves", kept);
    await calm(tab);
    expect.soft(await boardOf(there), `address: opened in a new tab, the same ${kept.split(",").length} moves and board`)
      .toEqual(await boardOf(root));
    await expect.soft(level(there, "Easy"), "address: opened in a new tab, the same level").toBeChecked();
    await elsewhere.close();
  });

  test("the record is copied", async ({ page }) => {
    const root = await underWay(page);
    const kept = await root.getAttribute("data-moves");
    await root.getByRole("button", { name: "Copy the record" }).click();
    expect.soft(await page.evaluate(() => navigator.clipboard.readText()), "record: copied").toBe(`ayoayo replay ${kept}`);
  });
});

test("a record the crate refuses is said in its words, the game kept, its field marked and described", async ({ page }) => {
  const root = await underWay(page);
  const kept = await root.getAttribute("data-moves");
  const recordField = root.getByLabel("Load a game from its record");
  await recordField.fill("ayoayo replay 2,2");
  await root.getByRole("button", { name: "Load", exact: true }).click();
  await expect(saidOf(root)).toContainText("cannot be played");
  await expect.soft(root, "record: one that cannot be played is refused, the game kept").toHaveAttribute("data-moves", kept);
  await expect.soft(recordField, "a refused record marks its field").toHaveAttribute("aria-invalid", "true");
  await expect.soft(recordField, "a refused record's field is described by what is said").toHaveAccessibleDescription(/cannot be played/);
  // A record the crate cannot even read is refused in the crate's words,
  // which the page passes on: it holds no reader of its own.
  await recordField.fill("ayoayo replay 2,x");
  await root.getByRole("button", { name: "Load", exact: true }).click();
  await expect.soft(saidOf(root), "record: the crate's words for a word that is no number")
    .toContainText("This record cannot be played: `x` is not a whole number from 0 up.");
  await expect.soft(root, "record: one the crate cannot read is refused, the game kept").toHaveAttribute("data-moves", kept);
});

test("a game is loaded from its record, its field unmarked, and the computer answers", async ({ page }) => {
  const root = await underWay(page);
  const recordField = root.getByLabel("Load a game from its record");
  await recordField.fill("ayoayo replay 2,2");
  await root.getByRole("button", { name: "Load", exact: true }).click();
  await expect(recordField).toHaveAttribute("aria-invalid", "true");
  await recordField.fill("ayoayo replay 3,9,1");
  await root.getByRole("button", { name: "Load", exact: true }).click();
  await expect(root, "record: the computer answers the game loaded").toHaveAttribute("data-moves", /^3,9,1,/, THINKING);
  await calm(page);
  await expect.soft(saidOf(root), "record: a game loaded from its record is said").toContainText("A game of 3 moves is loaded");
  await expect.soft(recordField, "record: the field of a loaded record is unmarked").not.toHaveAttribute("aria-invalid");
});

test("a whole game sown on the board, its searches off the page's thread, to a clear end", async ({ page }) => {
  const p = page;
  await watchEngineInPage(p);
  const root = await openPlay(p);
  await level(root, "Easy").check();
  await calm(p);
  // A whole game with the sowing on.
  await speedOf(root).selectOption("fast");
  await root.getByRole("button", { name: "New game" }).click();
  await calm(p);
  // The end of the game shows only once its last stones have landed. What
  // the status says when the panel appears is noted as it appears.
  await p.evaluate(() => {
    const panel = document.querySelector(".ayoayo-play .ayo-game-end");
    new MutationObserver(() => {
      if (!panel.hidden && window.endShownWhile === undefined) {
        window.endShownWhile = document.querySelector(".ayoayo-play .ayo-status").textContent;
      }
    }).observe(panel, { attributes: true, attributeFilter: ["hidden"] });
  });
  const began = Date.now();
  for (let i = 0; i < 200 && (await root.getAttribute("data-over")) !== "true"; i++) {
    await root.locator(PLAYABLE).first().click();
    await calm(p);
  }
  const plies = await pliesOf(root);
  console.log(`     (a game of ${plies} moves, sown fast, in ${((Date.now() - began) / 1000).toFixed(1)} s)`);
  await expect.soft(root, "smooth: the game sown on the board reaches its end").toHaveAttribute("data-over", "true");
  // Not a speed limit: a search on the page's own thread would freeze the
  // page while the computer thinks, at every move. The page's engine is
  // watched (it traces the sowing, so the watch sees it), and no search
  // may be among what it was asked. The next test shows the watch seeing
  // one.
  const asked = await p.evaluate(() => window.askedInPage);
  expect.soft(asked.filter((t) => t.startsWith("/api/relay")).length, "smooth: the page's engine traced the sowing")
    .toBeGreaterThan(0);
  expect.soft(asked.filter((t) => t.startsWith("/api/move")), "smooth: no search on the page's thread in a whole game")
    .toEqual([]);
  const shownWhile = await p.evaluate(() => window.endShownWhile);
  expect.soft(typeof shownWhile, "the end of the game shows, and what the status said then is noted").toBe("string");
  expect.soft(shownWhile ?? "", "the end of the game shows once its last stones have landed, not while sowing")
    .not.toMatch(/Sowing|sows/);

  // A clear end: who won and by how much, how it ended, and the moves to
  // step back through.
  const end = root.getByRole("region", { name: "The end of the game" });
  await expect.soft(end, "end: shown").toBeVisible();
  await expect.soft(end.locator(".ayo-game-end-title"), "end: who won, and by how much")
    .toHaveText(/(^|\. )(You won|The computer won|A tie), \d+ to \d+\.$/);
  await expect.soft(end.locator(".ayo-game-end-summary"), "end: how it ended").toHaveText(/^In \d+ moves you captured/);
  await expect.soft(end.locator(".ayo-moves button"), "end: every move listed").toHaveCount(plies);
  const pick = Math.floor(plies / 2);
  await end.locator(`.ayo-moves button[data-ply="${pick}"]`).click();
  const game = api(`/api/replay?moves=${await root.getAttribute("data-moves")}`);
  expect.soft(await boardOf(root), `end: move ${pick} in the list shows the board after it`).toEqual(game[pick].board);
  await expect.soft(root.locator(":scope > .ayo-status"), `end: move ${pick} in the list is said to be shown`)
    .toHaveText(/^The board after move/);
  await p.keyboard.press("ArrowRight");
  expect.soft(await boardOf(root), "end: → in the list steps to the next move").toEqual(game[pick + 1].board);
  await end.getByRole("button", { name: "Back to the end" }).click();
  expect.soft(await boardOf(root), "end: back to the end of the game").toEqual(game.at(-1).board);
});

test("where no worker can start, the search runs in the page, and the watch sees it", async ({ page }) => {
  await watchEngineInPage(page);
  // A browser without Web Workers: the page asks its own engine instead.
  await page.addInitScript(() => { delete window.Worker; });
  const root = await openPlay(page);
  await pitOf(root, 3).click();
  await expect(root, "no worker: the computer still answers").toHaveAttribute("data-moves", /^3,\d+$/, THINKING);
  const asked = await page.evaluate(() => window.askedInPage);
  expect(asked.filter((t) => t.startsWith("/api/move")).length, "no worker: the watch sees the search in the page")
    .toBeGreaterThan(0);
});

test.describe("with reduced motion", () => {
  test.use({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce" });

  test("a reader who asked for reduced motion sees no sowing", async ({ page }) => {
    const root = await openPlay(page);
    await expect.soft(speedOf(root), "reduced motion: the sowing is off").toHaveValue("off");
    // Every board shown, in order, each once.
    await page.evaluate(() => {
      const board = document.getElementById("ayo-play-board");
      const counts = () => [...board.querySelectorAll(".ayo-pit")].sort((a, b) => a.dataset.pit - b.dataset.pit)
        .map((pit) => pit.dataset.count).join(",");
      window.boardsShown = [counts()];
      new MutationObserver(() => {
        if (window.boardsShown.at(-1) !== counts()) window.boardsShown.push(counts());
      }).observe(board, { subtree: true, attributes: true, attributeFilter: ["data-count"] });
    });
    await pitOf(root, 2).click();
    await expect(root).toHaveAttribute("data-moves", /^\d+,\d+$/, THINKING);
    await calm(page);
    const shown = await page.evaluate(() => window.boardsShown);
    // The opening, then at most one board a move (mine, the reply), none
    // between; and one at least, or the watch saw nothing.
    expect.soft(shown.length - 1, "reduced motion: the watch saw a board shown for the two moves").toBeGreaterThan(0);
    expect.soft(shown.length - 1, "reduced motion: no sowing, at most one board a move for two moves").toBeLessThanOrEqual(2);
  });
});
