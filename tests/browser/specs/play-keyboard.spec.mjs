// Play by keyboard and by screen reader (issue 43 and the focused trials):
// the end of a game and its moves, a long game stepped back through, the
// focus kept on the board through a turn in every theme and at a phone's
// width, narration that is never stale, a board that stays still between
// turns, and a focus ring that shows by keyboard only.

import { api, expect, test, themed, themes } from "../fixtures.mjs";

const PLAYABLE = 'button.ayo-pit.ayo-playable:not([aria-disabled="true"])';
const playing = (q) => q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
const calm = (q) => q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false");
const movesOf = (q) => q.evaluate(() => document.querySelector(".ayoayo-play").dataset.moves);

test("the end of a game by keyboard: its moves, \"Back to the end\" and \"Play again\"", async ({ page }) => {
  // "Back to the end" and "Play again" go away when pressed, and the focus
  // goes on, not to the page.
  const ending = "2,7,0,6,3,9,2,9,0,6,5,7,1,6,3,7,4,10,1,6,3,9,2,11,0,10,2,11,4,6";
  await page.goto(`/play.html#moves=${ending}&you=0&level=easy`);
  await playing(page);
  await calm(page);
  const play = page.locator(".ayoayo-play");
  await play.locator('select[data-action="speed"]').selectOption("off");
  await play.locator('button.ayo-pit[data-pit="3"]').focus();
  await page.keyboard.press("Enter");
  const panel = play.locator(".ayo-game-end");
  await panel.waitFor({ state: "visible" });
  await page.waitForFunction(() => document.activeElement.classList.contains("ayo-game-end-title"));
  // A second Enter there does nothing: the game is kept.
  const ended = await play.getAttribute("data-moves");
  await page.keyboard.press("Enter");
  const keptAtEnd = (await play.getAttribute("data-moves")) === ended;
  const endInView = await panel.evaluate((p) => {
    const { top, bottom } = p.getBoundingClientRect();
    return top < innerHeight && bottom > 0;
  });
  const status = await play.locator(".ayo-status").first().textContent();
  expect.soft(endInView && keptAtEnd && !/won/.test(status),
    `third trial 5 and eighth trial 4: the game's last move by keyboard hands the focus to the result, in view and said once, where Enter starts nothing ("${status}")`)
    .toBe(true);
  await panel.locator("button[data-ply]").first().focus();
  await page.keyboard.press("End");
  const lastPly = await panel.locator("button[data-ply]").last().getAttribute("data-ply");
  await page.keyboard.press("Home");
  const afterHome = await page.evaluate(() => document.activeElement.dataset.ply);
  await page.keyboard.press("End");
  const afterEnd = await page.evaluate(() => document.activeElement.dataset.ply);
  expect.soft([afterHome, afterEnd], "moves list: Home and End go to the first and last move").toEqual(["1", lastPly]);
  await panel.locator("button[data-ply]").first().focus();
  await page.keyboard.press("Enter");
  await panel.locator('button[data-action="latest"]').focus();
  await page.keyboard.press("Enter");
  const afterLatest = await page.evaluate(() => document.activeElement.dataset.ply ?? document.activeElement.dataset.action);
  // A second Enter there shows the same last move again: the game is kept
  // (the seventh trial: it used to land on "Play again" and start anew).
  const moves = await page.locator(".ayoayo-play").getAttribute("data-moves");
  await page.keyboard.press("Enter");
  const kept = (await page.locator(".ayoayo-play").getAttribute("data-moves")) === moves;
  await panel.locator('button[data-action="again"]').focus();
  await page.keyboard.press("Enter");
  const afterAgain = await page.evaluate(() => document.activeElement.dataset.pit !== undefined ? "pit" : document.activeElement.tagName);
  expect.soft([afterLatest, kept, afterAgain],
    'finding 43.1 and trial 7.3: "Back to the end" hands the focus to the last move, where Enter keeps the game; "Play again" hands it to the board')
    .toEqual([lastPly, true, "pit"]);
});

// Stepping back through a long game: the move the focus is on and the
// board after it both stay in view, clear of the menu bar, at a laptop's
// size and a phone's (the fifth focused trial, finding 2).
for (const [width, height, touch] of [[1280, 720, false], [390, 844, true]]) {
  test(`a long game reviewed at ${width} px keeps the move and its board in view`, async ({ browser }) => {
    const long = "0,6,1,6,5,10,5,7,0,7,5,11,4,10,1,11,5,9,5,9,0,7,5,10,5,8,0,7,5,8,2,9,3,10,4,11,5,6,0,8,5,7,4,11,5,9,3,10,4,11,5,6,2";
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
    const p = await context.newPage();
    await p.goto(`/play.html#moves=${long}&you=0&level=gentle`);
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false"
      && document.querySelector(".ayo-game-end button[data-ply]"));
    const moves = p.locator(".ayo-game-end button[data-ply]");
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
    expect.soft(seen.ply === "41" && seen.moveIn && seen.boardIn,
      `review at ${width} px: move 41 and its board both in view, clear of the menu (${JSON.stringify(seen)})`).toBe(true);
    await context.close();
  });
}

// Issue 43, finding 1: focus falls to the page on Play. By keyboard, a
// move, Undo, Redo, then the pit Redo handed the focus to is played; after
// the computer's reply the focus must still be on a pit of the board, and
// never on the page (or a switched-off control) meanwhile.
async function keyboardTurns(q) {
  const active = () => q.evaluate(() => {
    const a = document.activeElement;
    return { tag: a.tagName, pit: a.dataset.pit ?? null, onBoard: !!a.closest(".ayo-board"),
      off: a.disabled || a.getAttribute("aria-disabled") === "true" };
  });
  const plies = (n) => q.waitForFunction((k) => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === k, n);
  await q.goto("/play.html");
  await playing(q);
  await q.locator('select[data-action="speed"]').selectOption("off");
  await q.locator('input[data-level="easy"]').check();
  await calm(q);
  await q.locator('button.ayo-pit[data-pit="2"]').focus();
  await q.keyboard.press("Enter");
  await plies(2);
  await calm(q);
  await q.locator('button[data-action="undo"]').focus();
  await q.keyboard.press("Enter");
  await q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves === "");
  await calm(q);
  await q.locator('button[data-action="redo"]').focus();
  await q.keyboard.press("Enter");
  await plies(2);
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
  await plies(4);
  await calm(q);
  const after = await active();
  const seen = await q.evaluate(() => {
    const s = [...window.focusSeen];
    window.focusSeen = null;
    return s;
  });
  const ok = after.onBoard && after.tag === "BUTTON" && !after.off && seen.join() === "ok";
  return [ok, `after a move, Undo, Redo and a move from pit ${handed.pit}, the focus is on ` +
    `${after.pit === null ? after.tag : `pit ${after.pit}`} after the reply (meanwhile on ` +
    `${seen.filter((x) => x !== "ok").join(" and ") || "nothing else"})`];
}

test("the focus stays on the board through a turn played by keyboard", async ({ page }) => {
  const [ok, what] = await keyboardTurns(page);
  expect.soft(ok, `finding 1, focus stays on the board: ${what}`).toBe(true);
});

// The same in every theme, at 1280 and 390 px.
for (const theme of themes) {
  for (const width of [1280, 390]) {
    test(`the focus stays on the board in the ${theme} theme at ${width} px`, async ({ browser }) => {
      const context = await themed(browser, theme, { viewport: { width, height: 900 } });
      const [ok, what] = await keyboardTurns(await context.newPage());
      expect.soft(ok, `finding 1, theme ${theme} at ${width} px: ${what}`).toBe(true);
      await context.close();
    });
  }
}

test("while the computer thinks, the narration tells the move the board shows", async ({ page }) => {
  // Issue 43, finding 7: not the turn before.
  const p = page;
  await p.goto("/play.html");
  await playing(p);
  await p.locator('select[data-action="speed"]').selectOption("off");
  await p.locator('button.ayo-pit[data-pit="2"]').click();
  await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
  await calm(p);
  await p.locator('select[data-action="speed"]').selectOption("normal");
  await p.locator('input[data-level="full"]').check();
  await calm(p);
  const mine = await p.locator(PLAYABLE).first().getAttribute("data-pit");
  const count = (await movesOf(p)).split(",").filter(Boolean).length;
  await p.locator(`button.ayo-pit[data-pit="${mine}"]`).click();
  await p.waitForFunction((n) => {
    const root = document.querySelector(".ayoayo-play");
    return root.dataset.moves.split(",").filter(Boolean).length === n + 1 && root.dataset.busy === "true";
  }, count);
  const thinking = await p.locator('.ayoayo-play [role="status"]').textContent();
  const shown = await movesOf(p);
  await calm(p);
  const told = api(`/api/replay?moves=${shown}&you=0`).at(-1).told;
  expect.soft(thinking.startsWith(told) && !thinking.includes("The computer sowed"),
    `finding 7, the narration is never stale: while the computer thinks it tells my move, pit ${mine} ("${thinking}")`).toBe(true);
  // Fifth trial, finding 1: the turn coming back is said, since the status
  // line that shows it is not read out.
  const back = (await p.locator('.ayoayo-play [role="status"]').textContent()).trim();
  const ended = (await p.locator(".ayoayo-play").getAttribute("data-over")) === "true";
  expect.soft(ended || back.endsWith("Your turn."), `fifth trial 1: the reader's turn is said when it comes back ("${back.slice(-60)}")`)
    .toBe(true);
});

// Issue 43, finding 4: the board stays still between turns, whatever the
// narration says, at 1280 and at 390 px.
for (const width of [1280, 390]) {
  test(`the board stays still between turns at ${width} px`, async ({ browser }) => {
    const sized = await browser.newContext({ viewport: { width, height: 900 } });
    const q = await sized.newPage();
    await q.goto("/play.html");
    await playing(q);
    await q.locator('select[data-action="speed"]').selectOption("off");
    await q.locator('input[data-level="easy"]').check();
    await calm(q);
    const top = () => q.locator("#ayo-play-board").evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
    const tops = [await top()];
    for (let turn = 0; turn < 3; turn++) {
      const n = (await movesOf(q)).split(",").filter(Boolean).length;
      await q.locator(PLAYABLE).last().click();
      await q.waitForFunction((k) => document.querySelector(".ayoayo-play").dataset.moves.split(",").length >= k + 2
        || document.querySelector(".ayoayo-play").dataset.over === "true", n);
      await calm(q);
      tops.push(await top());
    }
    const moved = Math.max(...tops) - Math.min(...tops);
    expect.soft(moved, `finding 4, the board stays still between turns at ${width} px (it moved ${moved.toFixed(1)} px)`).toBeLessThan(1);
    await sized.close();
  });
}

// Issue 43, finding 5: the board's focus ring shows by keyboard, not after
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
    const clicked = await board.evaluate((b) => [document.activeElement === b, getComputedStyle(b).outlineStyle]);
    await q.keyboard.press("Tab");
    await board.evaluate((b) => b.focus());
    const ring = await board.evaluate((b) => {
      const style = getComputedStyle(b);
      return { shown: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        colour: style.outlineColor, page: getComputedStyle(document.documentElement).backgroundColor };
    });
    const rgb = (css) => css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
      .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
    const [hi, lo] = [lum(rgb(ring.colour)), lum(rgb(ring.page))].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    expect.soft((!clicked[0] || clicked[1] === "none") && ring.shown && ratio >= 3,
      `finding 5, theme ${theme}: the board's focus ring shows by keyboard only (after a click: ${clicked[1]}), ` +
      `${ring.colour} on ${ring.page} (${ratio.toFixed(1)}:1)`).toBe(true);
    await context.close();
  });
}

test("Play: each line said is read alone, and the moves of a game are one Tab stop", async ({ page }) => {
  const ending = "2,7,0,6,3,9,2,9,0,6,5,7,1,6,3,7,4,10,1,6,3,9,2,11,0,10,2,11,4,6,3";
  await page.goto(`/play.html#moves=${ending}&you=0&level=easy`);
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false"
    && document.querySelector(".ayo-game-end button[data-ply]"));
  const play = page.locator(".ayoayo-play");
  // A status is atomic unless it says otherwise: the whole region would be
  // read again at each line added.
  expect.soft(await play.locator(".ayo-said").getAttribute("aria-atomic"), "trial 6.1: the narration is not read whole at each line")
    .toBe("false");
  const stops = await play.locator(".ayo-moves button").evaluateAll((bs) => bs.filter((b) => b.tabIndex === 0).map((b) => b.dataset.ply));
  const count = await play.locator(".ayo-moves button").count();
  // From "Play again", one Tab reaches the list and the next leaves it.
  await play.locator('button[data-action="again"]').focus();
  await page.keyboard.press("Tab");
  const into = await page.evaluate(() => document.activeElement.dataset.ply ?? null);
  await page.keyboard.press("Tab");
  const out = await page.evaluate(() => document.activeElement.dataset.ply ?? null);
  await play.locator(".ayo-moves button").first().focus();
  await page.keyboard.press("End");
  const afterEnd = await play.locator(".ayo-moves button").evaluateAll((bs) => bs.filter((b) => b.tabIndex === 0).map((b) => b.dataset.ply));
  expect.soft({ stops, afterEnd },
    `trial 6.8: one Tab stop among the ${count} moves, the move shown, which Home and End move`)
    .toEqual({ stops: [String(count)], afterEnd: [String(count)] });
  expect.soft({ into, out }, "trial 6.8: one Tab into the moves, on the move shown, and the next out of them")
    .toEqual({ into: String(count), out: null });
});

test("arrowing through the side list changes nothing until Enter", async ({ page }) => {
  // The seventh focused trial: ↓ on the closed "You play" list switched
  // sides at once, and the computer played.
  await page.goto("/play.html");
  await playing(page);
  await calm(page);
  const play = page.locator(".ayoayo-play");
  await play.locator('select[data-action="speed"]').selectOption("off");
  await play.locator('button.ayo-pit[data-pit="2"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
  await calm(page);
  const before = await movesOf(page);
  const side = play.locator('select[data-action="side"]');
  await side.focus();
  await page.keyboard.press("ArrowDown");
  const saidBefore = await play.locator(".ayo-said").textContent();
  const unchanged = (await movesOf(page)) === before && !/You now play/.test(saidBefore);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => /You now play/.test(document.querySelector(".ayoayo-play .ayo-said").textContent));
  expect.soft(unchanged, "trial 7.6: ↓ on the side list takes effect only on Enter").toBe(true);
});
