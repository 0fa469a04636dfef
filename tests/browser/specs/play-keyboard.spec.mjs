// Play by keyboard and by screen reader (issue 43 and the keyboard and
// screen-reader reviews): the end of a game and its moves, a long game
// stepped back through, the focus kept on the board through a turn in every
// theme and at a phone's width, narration that is never stale, a board that
// stays still between turns, and a focus ring that shows by keyboard only.

import { api, expect, test, themed, themes } from "../fixtures.mjs";

const PLAYABLE = 'button.ayo-pit.ayo-playable:not([aria-disabled="true"])';
const playOf = (q) => q.locator(".ayoayo-play");
const playing = (q) => expect(playOf(q)).toHaveAttribute("data-engine", "ready");
// The waits for the computer have a minute: a sown reply at full strength
// takes longer than an assertion's 10 s.
const THINKING = { timeout: 60_000 };
const calm = (q) => expect(playOf(q)).toHaveAttribute("data-busy", "false", THINKING);
const movesOf = (q) => playOf(q).getAttribute("data-moves");
// The game has `n` plies: `n` pits in its data-moves, comma-separated.
const plies = (q, n) => expect(playOf(q)).toHaveAttribute("data-moves", new RegExp(`^\\d+(,\\d+){${n - 1}}$`), THINKING);
const speedOf = (q) => playOf(q).getByRole("combobox", { name: /^Sowing/ });
const levelOf = (q, name) => playOf(q).getByRole("radio", { name, exact: true });
const buttonOf = (q, name) => playOf(q).getByRole("button", { name, exact: true });
const pitOf = (q, p) => playOf(q).getByRole("button", { name: new RegExp(`^pit ${p}\\b`) });

// A game one move from its end, ended by keyboard: the result has the focus.
async function endByKeyboard(page) {
  const ending = "2,7,0,6,3,9,2,9,0,6,5,7,1,6,3,7,4,10,1,6,3,9,2,11,0,10,2,11,4,6";
  await page.goto(`/play.html#moves=${ending}&you=0&level=easy`);
  await playing(page);
  await calm(page);
  const play = playOf(page);
  await speedOf(page).selectOption("off");
  await pitOf(page, 3).focus();
  await page.keyboard.press("Enter");
  const panel = play.getByRole("region", { name: "The end of the game" });
  await expect(panel).toBeVisible();
  await expect(panel.locator(".ayo-game-end-title")).toBeFocused();
  return { play, panel, moves: panel.locator("button[data-ply]") };
}

test("the game's last move by keyboard hands the focus to the result, in view and said once, where Enter starts nothing", async ({ page }) => {
  // "Back to the end" and "Play again" go away when pressed, and the focus
  // goes on, not to the page.
  const { play, panel } = await endByKeyboard(page);
  // A second Enter there does nothing: the game is kept.
  const ended = await play.getAttribute("data-moves");
  await page.keyboard.press("Enter");
  await expect.soft(play, "the end by keyboard: Enter on the result starts nothing").toHaveAttribute("data-moves", ended);
  await expect.soft(panel, "the end by keyboard: the result is in view").toBeInViewport();
  await expect.soft(play.locator(".ayo-status").first(), "the end by keyboard: the result is said once, not in the status line too")
    .not.toHaveText(/won/);
});

test("in the moves of an ended game, Home and End go to the first and last move", async ({ page }) => {
  const { moves } = await endByKeyboard(page);
  const focused = page.locator(":focus");
  await moves.first().focus();
  await page.keyboard.press("End");
  const lastPly = await moves.last().getAttribute("data-ply");
  await page.keyboard.press("Home");
  await expect.soft(focused, "moves list: Home goes to the first move").toHaveAttribute("data-ply", "1");
  await page.keyboard.press("End");
  await expect.soft(focused, "moves list: End goes to the last move").toHaveAttribute("data-ply", lastPly);
});

test("\"Back to the end\" hands the focus to the last move, where Enter keeps the game", async ({ page }) => {
  const { panel, moves } = await endByKeyboard(page);
  const lastPly = await moves.last().getAttribute("data-ply");
  await moves.first().focus();
  await page.keyboard.press("Enter");
  await panel.getByRole("button", { name: "Back to the end" }).focus();
  await page.keyboard.press("Enter");
  await expect.soft(page.locator(":focus"), '"Back to the end" hands the focus to the last move')
    .toHaveAttribute("data-ply", lastPly);
  // A second Enter there shows the same last move again: the game is kept
  // (it used to land on "Play again" and start anew).
  const kept = await movesOf(page);
  await page.keyboard.press("Enter");
  await expect.soft(playOf(page), "Enter on the last move keeps the game").toHaveAttribute("data-moves", kept);
});

test("\"Play again\" hands the focus to the board", async ({ page }) => {
  const { panel } = await endByKeyboard(page);
  await panel.getByRole("button", { name: "Play again" }).focus();
  await page.keyboard.press("Enter");
  await expect.soft(page.locator(":focus"), '"Play again" hands the focus to a pit of the board').toHaveAttribute("data-pit");
});

// Stepping back through a long game: the move the focus is on and the
// board after it both stay in view, clear of the menu bar, at a laptop's
// size and a phone's.
for (const [width, height, touch] of [[1280, 720, false], [390, 844, true]]) {
  test(`a long game reviewed at ${width} px keeps the move and its board in view`, async ({ browser }) => {
    const long = "0,6,1,6,5,10,5,7,0,7,5,11,4,10,1,11,5,9,5,9,0,7,5,10,5,8,0,7,5,8,2,9,3,10,4,11,5,6,0,8,5,7,4,11,5,9,3,10,4,11,5,6,2";
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
    const p = await context.newPage();
    await p.goto(`/play.html#moves=${long}&you=0&level=gentle`);
    const moves = p.locator(".ayo-game-end button[data-ply]");
    await expect(moves.first()).toBeAttached();
    await calm(p);
    await moves.nth(39).focus();
    await p.keyboard.press("Enter");
    await p.keyboard.press("ArrowRight");
    // What the reader sees once mdBook has moved its menu bar for the
    // scroll (two frames later): neither is under the bar or off the screen.
    const seen = await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const menu = document.getElementById("mdbook-menu-bar").getBoundingClientRect();
      const move = document.activeElement.getBoundingClientRect();
      const board = document.querySelector(".ayoayo-play .ayo-board").getBoundingClientRect();
      const list = document.querySelector(".ayo-moves").getBoundingClientRect();
      const clear = (r) => r.top >= -1 && r.bottom <= innerHeight + 1 && (r.bottom <= menu.top + 1 || r.top >= menu.bottom - 1);
      done({ ply: document.activeElement.dataset.ply, moveIn: clear(move) && move.top >= list.top - 1 && move.bottom <= list.bottom + 1,
        boardIn: clear(board), menu: [Math.round(menu.top), Math.round(menu.bottom)], move: Math.round(move.top), board: Math.round(board.top) });
    }))));
    expect.soft(seen, `review at ${width} px: move 41 has the focus, and it and its board are in view, clear of the menu`)
      .toMatchObject({ ply: "41", moveIn: true, boardIn: true });
    await context.close();
  });
}

// focus falls to the page on Play. By keyboard, a
// move, Undo, Redo, then the pit Redo handed the focus to is played; after
// the computer's reply the focus must still be on a pit of the board, and
// never on the page (or a switched-off control) meanwhile. Returns where
// the focus is after the reply, and where it was meanwhile.
async function keyboardTurns(q) {
  const active = () => q.evaluate(() => {
    const a = document.activeElement;
    return { tag: a.tagName, pit: a.dataset.pit ?? null, onBoard: !!a.closest(".ayo-board"),
      off: a.disabled || a.getAttribute("aria-disabled") === "true" };
  });
  await q.goto("/play.html");
  await playing(q);
  await speedOf(q).selectOption("off");
  await levelOf(q, "Easy").check();
  await calm(q);
  await pitOf(q, 2).focus();
  await q.keyboard.press("Enter");
  await plies(q, 2);
  await calm(q);
  await buttonOf(q, "Undo").focus();
  await q.keyboard.press("Enter");
  await expect(playOf(q)).toHaveAttribute("data-moves", "");
  await calm(q);
  await buttonOf(q, "Redo").focus();
  await q.keyboard.press("Enter");
  await plies(q, 2);
  await calm(q);
  // Redo hands the focus to a pit, or keeps it; from there, the board is
  // a few Tabs away.
  for (let i = 0; i < 6 && (await active()).pit === null; i++) await q.keyboard.press("Tab");
  const handed = await active();
  // Where the focus is, every frame, from that move to after the reply.
  await q.evaluate(() => {
    window.focusSeen = new Set();
    const look = () => {
      const a = document.activeElement;
      window.focusSeen.add(a === document.body ? "the page" : a.disabled ? "a switched-off control" : "ok");
      if (window.focusSeen) requestAnimationFrame(look);
    };
    look();
  });
  await q.keyboard.press("Enter");
  await plies(q, 4);
  await calm(q);
  const after = await active();
  const meanwhile = await q.evaluate(() => {
    const s = [...window.focusSeen];
    window.focusSeen = null;
    return s;
  });
  return { from: `pit ${handed.pit}`, after, meanwhile };
}

// What keyboardTurns must find: the focus on a pit of the board, switched
// on, after the reply, and never anywhere else meanwhile.
const ON_THE_BOARD = { after: { tag: "BUTTON", onBoard: true, off: false }, meanwhile: ["ok"] };

test("the focus stays on the board through a turn played by keyboard", async ({ page }) => {
  expect.soft(await keyboardTurns(page),
    "focus stays on the board: after a move, Undo, Redo and a move, on a pit after the reply and never elsewhere meanwhile")
    .toMatchObject(ON_THE_BOARD);
});

// The same in every theme, at 1280 and 390 px.
for (const theme of themes) {
  for (const width of [1280, 390]) {
    test(`the focus stays on the board in the ${theme} theme at ${width} px`, async ({ browser }) => {
      const context = await themed(browser, theme, { viewport: { width, height: 900 } });
      expect.soft(await keyboardTurns(await context.newPage()),
        `focus stays on the board, theme ${theme} at ${width} px: on a pit after the reply and never elsewhere meanwhile`)
        .toMatchObject(ON_THE_BOARD);
      await context.close();
    });
  }
}

test("while the computer thinks, the narration tells the move the board shows, and the turn coming back is said", async ({ page }) => {
  // not the turn before.
  const p = page;
  const play = playOf(p);
  const said = play.getByRole("status");
  await p.goto("/play.html");
  await playing(p);
  await speedOf(p).selectOption("off");
  await pitOf(p, 2).click();
  await plies(p, 2);
  await calm(p);
  await speedOf(p).selectOption("normal");
  await levelOf(p, "Full strength").check();
  await calm(p);
  const mine = await p.locator(PLAYABLE).first().getAttribute("data-pit");
  const count = (await movesOf(p)).split(",").filter(Boolean).length;
  await pitOf(p, mine).click();
  // The moment the computer starts thinking, caught frame by frame: a
  // web-first assertion, which looks less often, could miss it.
  await p.waitForFunction((n) => {
    const root = document.querySelector(".ayoayo-play");
    return root.dataset.moves.split(",").filter(Boolean).length === n + 1 && root.dataset.busy === "true";
  }, count);
  const thinking = await said.textContent();
  const shown = await movesOf(p);
  await calm(p);
  const sentence = api(`/api/replay?moves=${shown}&you=0`).at(-1).sentence;
  expect.soft(thinking.slice(0, sentence.length), `the narration is never stale: while the computer thinks it tells my move, pit ${mine}`)
    .toBe(sentence);
  expect.soft(thinking, "the narration is never stale: while the computer thinks, it has not sown yet").not.toContain("The computer sowed");
  // The turn coming back is said, since the status line that shows it is
  // not read out (unless the game is over).
  if ((await play.getAttribute("data-over")) !== "true") {
    await expect.soft(said, "the reader's turn is said when it comes back").toHaveText(/Your turn\.\s*$/);
  }
});

// the board stays still between turns, whatever the
// narration says, at 1280 and at 390 px.
for (const width of [1280, 390]) {
  test(`the board stays still between turns at ${width} px`, async ({ browser }) => {
    const sized = await browser.newContext({ viewport: { width, height: 900 } });
    const q = await sized.newPage();
    const play = playOf(q);
    await q.goto("/play.html");
    await playing(q);
    await speedOf(q).selectOption("off");
    await levelOf(q, "Easy").check();
    await calm(q);
    const top = () => q.locator("#ayo-play-board").evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
    const tops = [await top()];
    for (let turn = 0; turn < 3; turn++) {
      const n = (await movesOf(q)).split(",").filter(Boolean).length;
      await q.locator(PLAYABLE).last().click();
      // My move and the reply, or the end of the game.
      await expect.poll(async () => ((await play.getAttribute("data-over")) === "true"
        ? Infinity : (await movesOf(q)).split(",").length), THINKING).toBeGreaterThanOrEqual(n + 2);
      await calm(q);
      tops.push(await top());
    }
    const moved = Math.max(...tops) - Math.min(...tops);
    expect.soft(moved, `the board stays still between turns at ${width} px (it moved ${moved.toFixed(1)} px)`).toBeLessThan(1);
    await sized.close();
  });
}

// the board's focus ring shows by keyboard, not after
// a click, and stands out from the page in every theme.
for (const theme of themes) {
  test(`the board's focus ring shows by keyboard only in the ${theme} theme`, async ({ browser }) => {
    const context = await themed(browser, theme, { viewport: { width: 1000, height: 800 } });
    const q = await context.newPage();
    await q.goto("/play.html");
    await playing(q);
    const board = q.locator("#ayo-play-board");
    const box = await board.boundingBox();
    await q.mouse.click(box.x + 4, box.y + box.height / 2);
    const clicked = await board.evaluate((b) => ({ focused: document.activeElement === b, outline: getComputedStyle(b).outlineStyle }));
    // A click that focuses the board shows no ring.
    if (clicked.focused) expect.soft(clicked.outline, `theme ${theme}: no focus ring after a click`).toBe("none");
    await q.keyboard.press("Tab");
    await board.evaluate((b) => b.focus());
    const ring = await board.evaluate((b) => {
      const style = getComputedStyle(b);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth),
        colour: style.outlineColor, page: getComputedStyle(document.documentElement).backgroundColor };
    });
    const rgb = (css) => css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
      .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
    const [hi, lo] = [lum(rgb(ring.colour)), lum(rgb(ring.page))].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    expect.soft(ring.style, `theme ${theme}: the board's focus ring shows by keyboard`).not.toBe("none");
    expect.soft(ring.width, `theme ${theme}: the focus ring is at least 2 px wide`).toBeGreaterThanOrEqual(2);
    expect.soft(ratio, `theme ${theme}: the focus ring, ${ring.colour} on ${ring.page}, stands out 3:1`)
      .toBeGreaterThanOrEqual(3);
    await context.close();
  });
}

// The end of a game, for the tests of its narration and moves list.
async function ended(page) {
  const ending = "2,7,0,6,3,9,2,9,0,6,5,7,1,6,3,7,4,10,1,6,3,9,2,11,0,10,2,11,4,6,3";
  await page.goto(`/play.html#moves=${ending}&you=0&level=easy`);
  const play = playOf(page);
  await expect(play.locator(".ayo-game-end button[data-ply]").first()).toBeAttached();
  await calm(page);
  return play;
}

test("Play: each line said is read alone", async ({ page }) => {
  const play = await ended(page);
  // A status is atomic unless it says otherwise: the whole region would be
  // read again at each line added.
  await expect.soft(play.getByRole("status"), "the narration is not read whole at each line")
    .toHaveAttribute("aria-atomic", "false");
});

test("Play: the moves of a game are one Tab stop, on the move shown, which Home and End move", async ({ page }) => {
  const play = await ended(page);
  const buttons = play.getByRole("list", { name: /^The moves/ }).getByRole("button");
  const stops = () => buttons.evaluateAll((bs) => bs.filter((b) => b.tabIndex === 0).map((b) => b.dataset.ply));
  const count = await buttons.count();
  expect.soft(await stops(), `moves list: one Tab stop among the ${count} moves, the move shown`).toEqual([String(count)]);
  // From "Play again", one Tab reaches the list and the next leaves it.
  const focused = page.locator(":focus");
  await play.getByRole("button", { name: "Play again" }).focus();
  await page.keyboard.press("Tab");
  await expect.soft(focused, "moves list: one Tab into the moves lands on the move shown").toHaveAttribute("data-ply", String(count));
  await page.keyboard.press("Tab");
  await expect.soft(focused, "moves list: the next Tab leaves the moves").not.toHaveAttribute("data-ply");
  await buttons.first().focus();
  await page.keyboard.press("End");
  expect.soft(await stops(), "moves list: End moves the one Tab stop to the last move").toEqual([String(count)]);
});

test("arrowing through the side list changes nothing until Enter", async ({ page }) => {
  // ↓ on the closed "You play" list used to switch sides at once, and the
  // computer played.
  await page.goto("/play.html");
  await playing(page);
  await calm(page);
  const play = playOf(page);
  await speedOf(page).selectOption("off");
  await pitOf(page, 2).click();
  await plies(page, 2);
  await calm(page);
  const before = await movesOf(page);
  const side = play.getByLabel("You play");
  const said = play.getByRole("status");
  await side.focus();
  await page.keyboard.press("ArrowDown");
  const movesAfterArrow = await movesOf(page);
  const saidAfterArrow = await said.textContent();
  await page.keyboard.press("Enter");
  await expect(said).toContainText("You now play");
  expect.soft(movesAfterArrow, "↓ on the side list plays nothing before Enter").toBe(before);
  expect.soft(saidAfterArrow, "↓ on the side list switches no sides before Enter").not.toMatch(/You now play/);
});
