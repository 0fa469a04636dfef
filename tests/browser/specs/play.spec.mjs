// Play, the game against the computer: a move and the opponent's reply
// (thought in a worker), a hint, undo and redo, by mouse and by keyboard;
// the keys on the board; a game left and loaded again; a whole game to its
// end, whose record replays in the terminal; and a page whose module, or
// whose pages' modules, cannot load. The sowing itself is
// play-sowing.spec.mjs's.

import { spawnSync } from "node:child_process";
import { api, binary, boardOf, expect, shots, test } from "../fixtures.mjs";

const PLAYABLE = 'button.ayo-pit.ayo-playable:not([aria-disabled="true"])';

// The Play page with its engine loaded, the sowing off: these checks are
// about the game, not its sowing.
async function openPlay(page) {
  await page.goto("/play.html");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
  const play = page.locator(".ayoayo-play");
  await play.locator('select[data-action="speed"]').selectOption("off");
  return play;
}

const idle = (page) => page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false");
const plies = (page, n) => page.waitForFunction((k) => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === k, n);

test("a move and the reply, a hint, undo and redo, by mouse and by keyboard", async ({ page }) => {
  const play = await openPlay(page);
  // The recorded game offered when the engine cannot load is there, hidden.
  const offline = page.locator(".ayo-offline");
  expect.soft((await offline.count()) === 1 && await offline.isHidden(), "play: the engine loads in the page, with no server")
    .toBe(true);
  await play.locator('button.ayo-pit[data-pit="2"]').click();
  await plies(page, 2);
  await idle(page);
  const moves = await play.getAttribute("data-moves");
  expect.soft(moves, "play: my move and the opponent's reply").toMatch(/^2,/);
  const after = api(`/api/replay?moves=${moves}`);
  expect.soft(await boardOf(play), "play: the board shown is the engine's").toEqual(after[2].board);
  await play.locator('button[data-action="hint"]').click();
  await page.waitForFunction(() => /Hint: search would play pit \d+/.test(document.querySelector(".ayoayo-play .ayo-said").textContent));
  const hinted = Number((await play.locator(".ayo-said").textContent()).match(/pit (\d+)/)[1]);
  const permissible = after[2].permissible;
  expect.soft(permissible, `play: the hint (pit ${hinted}) is one of the permissible moves ${permissible}`).toContain(hinted);
  await play.screenshot({ path: `${shots}/play-light.png` });
  await play.locator('button[data-action="undo"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves === "");
  expect.soft(await boardOf(play), "play: undo goes back to the opening").toEqual(Array(12).fill(4));
  await play.locator('button[data-action="redo"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves !== "");
  await idle(page);
  expect.soft(await play.getAttribute("data-moves"), "play: redo plays both moves again").toBe(moves);
  // The keyboard alone: Enter on a focused control presses it.
  await play.locator('button[data-action="undo"]').focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves === "");
  await idle(page);
  const afterUndo = await page.evaluate(() => document.activeElement.dataset.pit ?? document.activeElement.dataset.action);
  // The sixth focused trial, finding 2: Undo run out keeps the focus,
  // switched off, so that pressing it again does nothing (it used to hand
  // the focus to Redo, and a third Enter swung the game forward again).
  await page.keyboard.press("Enter");
  await idle(page);
  const again = await play.getAttribute("data-moves");
  expect.soft(`${afterUndo} ${again === "" ? "unchanged" : again}`,
    "trial 6.2: Undo, switched off by its own press, keeps the focus, and Enter again changes nothing").toBe("undo unchanged");
  await play.locator('button.ayo-pit[data-pit="3"]').focus();
  await page.keyboard.press("Enter");
  await plies(page, 2);
  await idle(page);
  expect.soft(await play.getAttribute("data-moves"), "play: from the keyboard, Undo takes back and a pit plays").toMatch(/^3,/);
});

test("keys on the board, the computer's move marked and said, and nothing queued", async ({ page }) => {
  // A game under way: a move and its reply.
  const play = await openPlay(page);
  await play.locator('button.ayo-pit[data-pit="3"]').click();
  await plies(page, 2);
  await idle(page);
  // Arrows move between the pits and never turn the page; after a move
  // played from the keyboard, focus is still on the board.
  await play.locator(PLAYABLE).first().focus();
  const from = await page.evaluate(() => document.activeElement.dataset.pit);
  await page.keyboard.press("ArrowRight");
  const to = await page.evaluate(() => document.activeElement.dataset.pit);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  expect.soft(new URL(page.url()).pathname.endsWith("/play.html") && from !== to,
    `play keys: → moves from pit ${from} to ${to}, ← never turns the page`).toBe(true);
  await play.locator('button[data-action="undo"]').focus();
  await page.keyboard.press("ArrowLeft");
  await play.locator('button[data-action="hint"]').focus();
  await page.keyboard.press("ArrowRight");
  expect.soft(new URL(page.url()).pathname, "play keys: ←/→ on Undo and Hint never turn the page").toMatch(/\/play\.html$/);
  const before = (await play.getAttribute("data-moves")).split(",").length;
  await play.locator(PLAYABLE).first().focus();
  await page.keyboard.press("Enter");
  await plies(page, before + 2);
  await idle(page);
  expect.soft(await page.evaluate(() => document.activeElement.closest(".ayo-board") !== null),
    "play keys: after a move, focus is still on the board").toBe(true);
  // The computer's move is marked and said.
  const theirs = (await play.getAttribute("data-moves")).split(",").at(-1);
  const marked = await play.locator(".ayo-pit.ayo-last").getAttribute("data-pit");
  const told = await play.locator('[role="status"]').textContent();
  expect.soft(marked, `play: the computer's pit ${theirs} is marked on the board`).toBe(theirs);
  expect.soft(told, "play: its move is said in a live region").toMatch(new RegExp(`The computer sowed pit ${theirs}: \\d+ laps?`));
  // Playable pits are marked by more than colour: a thicker ring and a ▲.
  const look = await play.locator(".ayo-pit").evaluateAll((pits) => pits.map((p) => [
    p.classList.contains("ayo-playable"),
    getComputedStyle(p.querySelector(".ayo-hole")).borderTopWidth,
    getComputedStyle(p.querySelector(".ayo-index"), "::before").content,
  ]));
  const playable = look.filter((l) => l[0]), other = look.filter((l) => !l[0]);
  expect.soft(playable.length > 0 && playable.every((l) => l[1] === "4px" && l[2].includes("▲"))
    && other.every((l) => l[1] !== "4px" && !l[2].includes("▲")), "play: playable pits have a thicker ring and ▲").toBe(true);
  // Nothing queues: while a hint is sought, Hint and every control that
  // starts a search are off. They are read as Hint is pressed, in the same
  // task, since a hint at this level may come back before the next one.
  await play.locator('button[data-action="hint"]').focus();
  const off = await play.evaluate((r) => {
    r.querySelector('button[data-action="hint"]').click();
    return [
      r.querySelector('button[data-action="hint"]'),
      r.querySelector('button[data-action="new"]'),
      ...r.querySelectorAll("button.ayo-pit"),
    ].map((b) => b.disabled || b.getAttribute("aria-disabled") === "true");
  });
  expect.soft(off.every(Boolean), `play: while a hint is sought, Hint, New game and the pits are off (${off})`).toBe(true);
  await page.waitForFunction(() => /Hint: /.test(document.querySelector('.ayoayo-play [role="status"]').textContent));
  await idle(page);
  expect.soft(await page.evaluate(() => document.activeElement.closest(".ayoayo-play") !== null),
    "play keys: after a hint, focus is still in the game, not on the page").toBe(true);
  await play.locator('button[data-action="undo"]').click();
  await idle(page);
  expect.soft(await play.locator('[role="status"]').textContent(), "play: an undo is said").toMatch(/^Took back the moves? /);
  // A skip link, a few Tabs from the top, brings the keyboard to the board.
  await page.reload();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
  await page.keyboard.press("Tab");
  const first = await page.evaluate(() => document.activeElement.className);
  await page.keyboard.press("Enter");
  const landed = await page.evaluate(() => document.activeElement.closest(".ayo-board") !== null);
  expect.soft(first.includes("ayo-skip-link") && landed, `play: the first Tab reaches a skip link to the board (${first})`).toBe(true);
});

test("mid-game: arrows stay on the page, a game left comes back, sides change and keep it", async ({ page }) => {
  // Mid-game, ← and → never turn the page, wherever the focus is; a game
  // left and loaded again is as it was; changing sides keeps the game; and
  // choosing a side by keyboard leaves the focus on the choice.
  const play = await openPlay(page);
  await play.locator('button.ayo-pit[data-pit="3"]').click();
  await plies(page, 2);
  await idle(page);
  const kept = await play.getAttribute("data-moves");
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  expect.soft(new URL(page.url()).pathname, "play keys: mid-game, ←/→ on the page never turn it").toMatch(/\/play\.html$/);
  await page.goto("/introduction.html");
  await page.goto("/play.html");
  await page.waitForFunction((m) => document.querySelector(".ayoayo-play").dataset.moves === m, kept);
  await idle(page);
  expect.soft(await play.locator('[role="status"]').textContent(), "play: a game left and loaded again is as it was")
    .toMatch(/^Your game is back as you left it/);
  const side = play.locator('select[data-action="side"]');
  await side.selectOption("1");
  await idle(page);
  const swapped = await play.getAttribute("data-moves");
  expect.soft(swapped.startsWith(kept + ","), `play: changing sides keeps the game (${kept} → ${swapped})`).toBe(true);
  await side.selectOption("0");
  await idle(page);
  await play.locator('button[data-action="new"]').click();
  await idle(page);
  await side.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => /^\d+$/.test(document.querySelector(".ayoayo-play").dataset.moves));
  await idle(page);
  expect.soft(await side.evaluate((s) => s === document.activeElement),
    "play keys: choosing a side by keyboard keeps the focus on the choice").toBe(true);
});

test("a whole game to its end, whose record replays in the terminal; playing second, the computer opens", async ({ page }) => {
  const play = await openPlay(page);
  await play.locator('input[data-level="fair"]').check();
  await idle(page);
  for (let i = 0; i < 300 && (await play.getAttribute("data-over")) !== "true"; i++) {
    const pit = play.locator(PLAYABLE).first();
    if ((await pit.count()) === 0) { await idle(page); continue; }
    await pit.click();
    await idle(page);
  }
  expect.soft(await play.getAttribute("data-over"), "play: a whole game against the computer reaches its end").toBe("true");
  const record = (await play.locator(".ayo-record").textContent()).replace("Game record: ", "");
  const replayed = spawnSync(binary, record.split(" ").slice(1).concat(["--json"]), { encoding: "utf8" });
  expect.soft(replayed.status === 0 && JSON.parse(replayed.stdout.trim().split("\n").at(-1)).over,
    `play: the record replays to the end in the terminal (${record.slice(0, 40)}…)`).toBe(true);
  await play.locator('select[data-action="side"]').selectOption("1");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 1
    && document.querySelector(".ayoayo-play").dataset.moves !== "");
  await idle(page);
  const opened = (await play.getAttribute("data-moves")).split(",").map(Number);
  expect.soft(opened.length === 1 && opened[0] >= 0 && opened[0] <= 5 && (await play.getAttribute("data-busy")) === "false",
    `play: playing second, the computer opens (${opened}) and waits for me`).toBe(true);
});

test("a module that cannot load is said, and a recorded game offered", async ({ browser }) => {
  const broken = await browser.newContext();
  const p = await broken.newPage();
  await p.route("**/ayoayo.wasm", (route) => route.abort());
  await p.goto("/play.html");
  await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "failed");
  expect.soft(await p.locator('.ayoayo-play [role="alert"]').isVisible(), "play: a module that cannot load is said in words").toBe(true);
  const recorded = p.locator(".ayoayo-replay");
  await recorded.focus();
  await p.keyboard.press("End");
  expect.soft(await recorded.locator(".ayo-status").textContent(), "play: the recorded game steps to its end").toMatch(/Game over\. /);
  await broken.close();
});

test("pages' modules that cannot load are said by the loader", async ({ browser }) => {
  const noModules = await browser.newContext();
  const q = await noModules.newPage();
  await q.route("**/pages/main.js", (route) => route.abort());
  await q.goto("/play.html");
  await q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "failed");
  const why = await q.locator('.ayoayo-play [role="alert"]').textContent();
  expect.soft(/could not load/.test(why) && /Reload the page/.test(why),
    `play: modules that cannot load are said in words ("${why.slice(0, 60)}…")`).toBe(true);
  await noModules.close();
});
