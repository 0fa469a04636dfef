// Play, the game against the computer: a move and the opponent's reply
// (thought in a worker), a hint, undo and redo, by mouse and by keyboard;
// the keys on the board; a game left and loaded again; a whole game to its
// end, whose record replays in the terminal; and a page whose module, or
// whose pages' modules, cannot load. The sowing itself is
// play-sowing.spec.mjs's.

import { spawnSync } from "node:child_process";
import { api, binary, boardOf, expect, shots, test } from "../fixtures.mjs";

// The Play page, whatever the game in its address (#moves=…).
const ON_PLAY = /\/play\.html([?#].*)?$/;
const PLAYABLE = 'button.ayo-pit.ayo-playable:not([aria-disabled="true"])';

// The Play page with its engine loaded, the sowing off: these checks are
// about the game, not its sowing.
async function openPlay(page) {
  await page.goto("/play.html");
  const play = page.locator(".ayoayo-play");
  await expect(play).toHaveAttribute("data-engine", "ready");
  await play.getByRole("combobox", { name: /^Sowing/ }).selectOption("off");
  return play;
}

// The game waits for me: no reply or hint is being thought.
// The waits for the computer have a minute, as a reply may take longer
// than an assertion's 10 s.
const THINKING = { timeout: 60_000 };
const idle = (play) => expect(play).toHaveAttribute("data-busy", "false", THINKING);
// The game has `n` plies: `n` pits in its data-moves, comma-separated.
const plies = (play, n) => expect(play).toHaveAttribute("data-moves", new RegExp(`^\\d+(,\\d+){${n - 1}}$`), THINKING);
// A pit of the board, by its accessible name ("pit 2: 4 stones, …").
const pit = (play, p) => play.getByRole("button", { name: new RegExp(`^pit ${p}\\b`) });
const button = (play, name) => play.getByRole("button", { name, exact: true });

// A move of mine (pit `p`) and the computer's reply, played by mouse.
async function moveAndReply(play, p) {
  await pit(play, p).click();
  await plies(play, 2);
  await idle(play);
  return play.getAttribute("data-moves");
}

test("the engine loads in the page, and a move is answered with the engine's board", async ({ page }) => {
  const play = await openPlay(page);
  // The recorded game offered when the engine cannot load is there, hidden.
  const offline = page.locator(".ayo-offline");
  await expect.soft(offline, "play: the recorded game for a failed engine is in the page").toHaveCount(1);
  await expect.soft(offline, "play: the engine loads in the page, with no server").toBeHidden();
  const moves = await moveAndReply(play, 2);
  expect.soft(moves, "play: my move and the opponent's reply").toMatch(/^2,/);
  const after = api(`/api/replay?moves=${moves}`);
  expect.soft(await boardOf(play), "play: the board shown is the engine's").toEqual(after[2].board);
});

test("the page's words name the levels its control offers, and how far each looks", async ({ page }) => {
  const play = await openPlay(page);
  const looking = [];
  for (const radio of await play.getByRole("radio").all()) {
    await radio.check();
    const said = await play.locator(".ayo-level-words").textContent();
    const found = said.match(/^(.+): the computer looks (\d+) plies ahead\.$/);
    if (found) looking.push(found.slice(1));
  }
  expect(looking.length, "three levels look a fixed number of plies ahead").toBe(3);
  const [names, depths] = [looking.map(([n]) => n), looking.map(([, d]) => d)];
  const sentence = `${names[0]}, ${names[1]} and ${names[2]} look ${depths[0]}, ${depths[1]} and ${depths[2]} plies ahead`;
  const words = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  expect(words, "the page's words").toContain(sentence);
});

test("a hint names a permissible move", async ({ page }) => {
  const play = await openPlay(page);
  const moves = await moveAndReply(play, 2);
  await button(play, "Hint").click();
  const said = play.getByRole("status");
  await expect(said).toContainText(/Hint: search would play pit \d+/);
  const hinted = Number((await said.textContent()).match(/pit (\d+)/)[1]);
  const permissible = api(`/api/replay?moves=${moves}`)[2].permissible;
  expect.soft(permissible, `play: the hint (pit ${hinted}) is one of the permissible moves ${permissible}`).toContain(hinted);
  await play.screenshot({ path: `${shots}/play-light.png` });
});

test("Undo takes a move and its reply back to the opening, and Redo plays both again", async ({ page }) => {
  const play = await openPlay(page);
  const moves = await moveAndReply(play, 2);
  await button(play, "Undo").click();
  await expect(play).toHaveAttribute("data-moves", "");
  await expect.soft.poll(() => boardOf(play), "play: undo goes back to the opening").toEqual(Array(12).fill(4));
  await button(play, "Redo").click();
  await expect(play).not.toHaveAttribute("data-moves", "");
  await idle(play);
  await expect.soft(play, "play: redo plays both moves again").toHaveAttribute("data-moves", moves);
});

test("from the keyboard, Enter on Undo takes back, a spent Undo keeps the focus and does nothing, Enter on a pit plays", async ({ page }) => {
  const play = await openPlay(page);
  await moveAndReply(play, 2);
  // The keyboard alone: Enter on a focused control presses it.
  const undo = button(play, "Undo");
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(play).toHaveAttribute("data-moves", "");
  await idle(play);
  // Undo run out keeps the focus, switched off, so that pressing it again
  // does nothing (it used to hand the focus to Redo, and a third Enter
  // swung the game forward again).
  await expect.soft(undo, "play keys: Undo, switched off by its own press, keeps the focus").toBeFocused();
  await expect.soft(undo, "play keys: Undo run out is switched off").toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await idle(play);
  await expect.soft(play, "play keys: Enter again on a spent Undo changes nothing").toHaveAttribute("data-moves", "");
  await pit(play, 3).focus();
  await page.keyboard.press("Enter");
  await plies(play, 2);
  await idle(play);
  await expect.soft(play, "play keys: from the keyboard, a pit plays").toHaveAttribute("data-moves", /^3,/);
});

test("arrows move between the pits, and ←/→ on the board, Undo or Hint never turn the page", async ({ page }) => {
  const play = await openPlay(page);
  await moveAndReply(play, 3);
  await play.locator(PLAYABLE).first().focus();
  const from = await page.evaluate(() => document.activeElement.dataset.pit);
  await page.keyboard.press("ArrowRight");
  const to = await page.evaluate(() => document.activeElement.dataset.pit);
  expect.soft(to, `play keys: → moves the focus on from pit ${from}`).not.toBe(from);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect.soft(page, "play keys: ← on the board never turns the page").toHaveURL(ON_PLAY);
  await button(play, "Undo").focus();
  await page.keyboard.press("ArrowLeft");
  await button(play, "Hint").focus();
  await page.keyboard.press("ArrowRight");
  await expect.soft(page, "play keys: ←/→ on Undo and Hint never turn the page").toHaveURL(ON_PLAY);
});

test("after a move from the keyboard the focus stays on the board, and the computer's move is marked and said", async ({ page }) => {
  const play = await openPlay(page);
  await moveAndReply(play, 3);
  await play.locator(PLAYABLE).first().focus();
  await page.keyboard.press("Enter");
  await plies(play, 4);
  await idle(play);
  await expect.soft(play.locator(".ayo-board:focus-within"), "play keys: after a move, focus is still on the board")
    .toHaveCount(1);
  // The computer's move is marked and said.
  const theirs = (await play.getAttribute("data-moves")).split(",").at(-1);
  await expect.soft(play.locator(".ayo-pit.ayo-last"), `play: the computer's pit ${theirs} is marked on the board`)
    .toHaveAttribute("data-pit", theirs);
  await expect.soft(play.getByRole("status"), "play: its move is said in a live region")
    .toContainText(new RegExp(`The computer sowed pit ${theirs}: \\d+ laps?`));
});

test("playable pits are marked by more than colour: a thicker ring and a ▲", async ({ page }) => {
  const play = await openPlay(page);
  await moveAndReply(play, 3);
  const look = await play.locator(".ayo-pit").evaluateAll((pits) => pits.map((p) => ({
    pit: p.dataset.pit,
    playable: p.classList.contains("ayo-playable"),
    ring: getComputedStyle(p.querySelector(".ayo-hole")).borderTopWidth,
    mark: getComputedStyle(p.querySelector(".ayo-index"), "::before").content,
  })));
  const playable = look.filter((l) => l.playable), other = look.filter((l) => !l.playable);
  expect.soft(playable.length, "play: some pits are playable").toBeGreaterThan(0);
  expect.soft(playable.filter((l) => l.ring !== "4px" || !l.mark.includes("▲")),
    "play: every playable pit has a 4px ring and ▲ (those that do not)").toEqual([]);
  expect.soft(other.filter((l) => l.ring === "4px" || l.mark.includes("▲")),
    "play: no other pit has a 4px ring or ▲ (those that do)").toEqual([]);
});

test("nothing queues while a hint is sought, the focus stays in the game, and an undo is said", async ({ page }) => {
  const play = await openPlay(page);
  await moveAndReply(play, 3);
  // While a hint is sought, Hint and every control that starts a search
  // are off. They are read as Hint is pressed, in the same task, since a
  // hint at this level may come back before the next one.
  await button(play, "Hint").focus();
  const on = await play.evaluate((r) => {
    r.querySelector('button[data-action="hint"]').click();
    return [
      r.querySelector('button[data-action="hint"]'),
      r.querySelector('button[data-action="new"]'),
      ...r.querySelectorAll("button.ayo-pit"),
    ].filter((b) => !(b.disabled || b.getAttribute("aria-disabled") === "true"))
      .map((b) => b.dataset.action ?? `pit ${b.dataset.pit}`);
  });
  expect.soft(on, "play: while a hint is sought, Hint, New game and the pits are off (those still on)").toEqual([]);
  await expect(play.getByRole("status")).toContainText("Hint: ");
  await idle(play);
  await expect.soft(play.locator(":focus"), "play keys: after a hint, focus is still in the game, not on the page")
    .toHaveCount(1);
  await button(play, "Undo").click();
  await idle(play);
  await expect.soft(play.getByRole("status"), "play: an undo is said").toHaveText(/^Took back the moves? /);
});

test("the first Tab reaches a skip link that brings the keyboard to the board", async ({ page }) => {
  const play = await openPlay(page);
  await page.keyboard.press("Tab");
  await expect.soft(page.locator("a.ayo-skip-link"), "play: the first Tab reaches the skip link").toBeFocused();
  await page.keyboard.press("Enter");
  await expect.soft(play.locator(".ayo-board:focus-within"), "play: the skip link brings the focus to the board")
    .toHaveCount(1);
});

test("mid-game, ←/→ with the focus on the page never turn it", async ({ page }) => {
  const play = await openPlay(page);
  await moveAndReply(play, 3);
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  await expect.soft(page, "play keys: mid-game, ←/→ on the page never turn it").toHaveURL(ON_PLAY);
});

test("a game left and loaded again is as it was", async ({ page }) => {
  const play = await openPlay(page);
  const kept = await moveAndReply(play, 3);
  await page.goto("/introduction.html");
  await page.goto("/play.html");
  await expect(play).toHaveAttribute("data-moves", kept);
  await idle(play);
  await expect.soft(play.getByRole("status"), "play: a game left and loaded again is as it was")
    .toHaveText(/^Your game is back as you left it/);
});

test("changing sides keeps the game", async ({ page }) => {
  const play = await openPlay(page);
  const kept = await moveAndReply(play, 3);
  await play.getByLabel("You play").selectOption("1");
  await idle(play);
  await expect.soft(play, `play: changing sides keeps the game (${kept}, then the computer's move)`)
    .toHaveAttribute("data-moves", new RegExp(`^${kept},`));
});

test("choosing a side by keyboard keeps the focus on the choice", async ({ page }) => {
  const play = await openPlay(page);
  const side = play.getByLabel("You play");
  await side.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(play).toHaveAttribute("data-moves", /^\d+$/);
  await idle(play);
  await expect.soft(side, "play keys: choosing a side by keyboard keeps the focus on the choice").toBeFocused();
});

test("a whole game reaches its end, and its record replays in the terminal", async ({ page }) => {
  const play = await openPlay(page);
  await play.getByRole("radio", { name: "Fair" }).check();
  await idle(play);
  for (let i = 0; i < 300 && (await play.getAttribute("data-over")) !== "true"; i++) {
    const next = play.locator(PLAYABLE).first();
    if ((await next.count()) === 0) { await idle(play); continue; }
    await next.click();
    await idle(play);
  }
  await expect.soft(play, "play: a whole game against the computer reaches its end").toHaveAttribute("data-over", "true");
  const record = (await play.locator(".ayo-record").textContent()).replace("Game record: ", "");
  const replayed = spawnSync(binary, record.split(" ").slice(1).concat(["--json"]), { encoding: "utf8" });
  expect.soft(replayed.status, `play: the record replays in the terminal (${record.slice(0, 40)}…): ${replayed.stderr}`).toBe(0);
  const last = replayed.stdout.trim().split("\n").at(-1);
  expect.soft(JSON.parse(last || "{}"), `play: the record replays to the end in the terminal (${record.slice(0, 40)}…)`)
    .toMatchObject({ over: true });
});

test("playing second, the computer opens and waits for me", async ({ page }) => {
  const play = await openPlay(page);
  await play.getByLabel("You play").selectOption("1");
  await expect(play).toHaveAttribute("data-moves", /^\d+$/);
  await idle(play);
  await expect.soft(play, "play: playing second, the computer opens with a pit of its row (0 to 5)")
    .toHaveAttribute("data-moves", /^[0-5]$/);
  await expect.soft(play, "play: after its opening the computer waits for me").toHaveAttribute("data-busy", "false");
});

test("a module that cannot load is said, and a recorded game offered", async ({ browser }) => {
  const broken = await browser.newContext();
  const p = await broken.newPage();
  await p.route("**/ayoayo.wasm", (route) => route.abort());
  await p.goto("/play.html");
  const play = p.locator(".ayoayo-play");
  await expect(play).toHaveAttribute("data-engine", "failed");
  await expect.soft(play.getByRole("alert"), "play: a module that cannot load is said in words").toBeVisible();
  const recorded = p.locator(".ayoayo-replay");
  await recorded.focus();
  await p.keyboard.press("End");
  await expect.soft(recorded.locator(".ayo-status"), "play: the recorded game steps to its end").toHaveText(/Game over\. /);
  await broken.close();
});

test("pages' modules that cannot load are said by the loader", async ({ browser }) => {
  const noModules = await browser.newContext();
  const q = await noModules.newPage();
  await q.route("**/pages/main.js", (route) => route.abort());
  await q.goto("/play.html");
  const play = q.locator(".ayoayo-play");
  await expect(play).toHaveAttribute("data-engine", "failed");
  const alert = play.getByRole("alert");
  await expect.soft(alert, "play: modules that cannot load are said in words").toContainText("could not load");
  await expect.soft(alert, "play: the words say what to do").toContainText("Reload the page");
  await noModules.close();
});
