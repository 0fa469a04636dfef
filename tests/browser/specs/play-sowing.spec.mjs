// Play that a reader enjoys: levels from gentle to full, the rows named,
// each move sown on the board from the crate's trace (or skipped, or not
// sown for a reader who asked for reduced motion), the hint on the board,
// the game in the address, the record copied and loaded, a whole game
// sown with no long task on the main thread, and the end of a game with
// its moves.

import { api, boardOf, expect, same, test } from "../fixtures.mjs";

const PLAYABLE = 'button.ayo-pit.ayo-playable:not([aria-disabled="true"])';

async function openPlay(page) {
  await page.goto("/play.html");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
  return page.locator(".ayoayo-play");
}
const calm = (p) => p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false", null, { timeout: 90000 });
const said = (p) => p.locator('.ayoayo-play [role="status"]').textContent();

test("levels from gentle to full, and rows named for who plays them", async ({ page }) => {
  const root = await openPlay(page);
  // Levels: the gentlest first, full strength one click away.
  const levels = await root.locator("input[data-level]").evaluateAll((all) => all.map((r) => [r.value, r.checked]));
  expect.soft(levels[0][0] === "gentle" && levels[0][1] && levels.at(-1)[0] === "full",
    `levels: gentle first and chosen, full strength last, each one click (${levels.map((l) => l[0]).join(", ")})`).toBe(true);
  // The rows say whose they are, on the page and to a screen reader.
  const rows = await root.evaluate((r) => [...r.querySelectorAll(".ayo-row-label")].map((l) => l.textContent)
    .concat([...r.querySelectorAll("#ayo-play-board .ayo-row")].map((row) => row.getAttribute("aria-label"))));
  expect.soft(/^Top row: the computer/.test(rows[0]) && /^Bottom row: you/.test(rows[1])
    && /^The computer's row/.test(rows[2]) && /^Your row/.test(rows[3]), `rows: named for who plays them (${rows.join(" | ")})`)
    .toBe(true);
});

test.describe("with the clipboard", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a move sown stone by stone, skipped, hinted, kept in the address and in the record", async ({ page, browser }) => {
    const p = page;
    const root = await openPlay(p);
    // A move is sown on the board stone by stone, from the crate's trace:
    // every board shown on the way is one of the trace's frames.
    await root.locator('select[data-action="speed"]').selectOption("normal");
    await root.locator('input[data-level="easy"]').check();
    await calm(p);
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
    await root.locator('button.ayo-pit[data-pit="2"]').click();
    await p.waitForFunction(() => window.sownBoards.length >= 4);
    const sowingShown = await root.evaluate((r) => [r.querySelector(":scope > .ayo-status").textContent, !!r.querySelector(".ayo-pit.ayo-at")]);
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
    await calm(p);
    const seen = await p.evaluate(() => window.sownBoards);
    const frames = api("/api/relay?moves=&pit=2").frames.map((f) => f.board.join(","));
    const moves = (await root.getAttribute("data-moves")).split(",");
    const theirs = api(`/api/relay?moves=2&pit=${moves[1]}`).frames.map((f) => f.board.join(","));
    const fromTrace = seen.slice(1).every((b) => frames.includes(b) || theirs.includes(b));
    expect.soft(boards === 1 && seen.length >= frames.length && fromTrace && /^Sowing pit 2/.test(sowingShown[0]) && sowingShown[1],
      `sowing: my move and the reply are sown stone by stone, ${seen.length - 1} boards, each a frame of the crate's traces ("${sowingShown[0]}")`)
      .toBe(true);

    // Skipped by the Escape key and by the button: the board goes straight
    // to where the stones end.
    for (const how of ["Escape", "button"]) {
      const n = (await root.getAttribute("data-moves")).split(",").length;
      const started = Date.now();
      await root.locator(PLAYABLE).first().focus();
      await p.keyboard.press("Enter");
      await p.waitForFunction(() => document.querySelector(".ayoayo-play .ayo-pit.ayo-at"));
      if (how === "Escape") await p.keyboard.press("Escape");
      else await root.locator('button[data-action="skip"]').click();
      await p.waitForFunction((k) => document.querySelector(".ayoayo-play").dataset.moves.split(",").length >= k + 2
        || document.querySelector(".ayoayo-play").dataset.over === "true", n);
      await calm(p);
      const took = Date.now() - started;
      const shown = await boardOf(root);
      const replayed = api(`/api/replay?moves=${await root.getAttribute("data-moves")}`).at(-1).board;
      expect.soft(same(shown, replayed) && took < 3000,
        `sowing: skipped by ${how === "Escape" ? "the Escape key" : "the Skip button"}, the turn took ${took} ms and shows the crate's board`)
        .toBe(true);
    }

    // The hint is marked on the board, in words as well as by its look.
    await root.locator('button[data-action="hint"]').click();
    await p.waitForFunction(() => /Hint: /.test(document.querySelector('.ayoayo-play [role="status"]').textContent));
    const hinted = await root.locator(".ayo-pit.ayo-hinted").evaluateAll((all) => all.map((pit) => [
      pit.dataset.pit, pit.getAttribute("aria-label"), getComputedStyle(pit.querySelector(".ayo-index"), "::after").content]));
    const named = Number((await said(p)).match(/pit (\d+)/)[1]);
    expect.soft(hinted.length === 1 && Number(hinted[0][0]) === named && /the hint/.test(hinted[0][1]) && /hint/.test(hinted[0][2]),
      `hint: pit ${named} is marked on the board, labelled "hint" (${hinted.map((h) => h[1]).join("")})`).toBe(true);

    // The address holds the game: opened in a new tab (no session kept),
    // it brings back the same moves and board.
    const address = p.url();
    const kept = await root.getAttribute("data-moves");
    expect.soft(new URL(address).hash, "address: holds the game").toBe(`#moves=${kept}&you=0&level=easy`);
    const elsewhere = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const tab = await elsewhere.newPage();
    await tab.goto(address);
    await tab.waitForFunction((m) => document.querySelector(".ayoayo-play").dataset.moves === m
      && document.querySelector(".ayoayo-play").dataset.busy === "false", kept);
    const there = await boardOf(tab.locator(".ayoayo-play"));
    expect.soft(same(there, await boardOf(root)) && await tab.locator('input[data-level="easy"]').isChecked(),
      `address: opened in a new tab, the same ${kept.split(",").length} moves, board and level`).toBe(true);
    await elsewhere.close();

    // The record is copied, and a game is loaded from a record; one the
    // crate refuses is said in its words.
    await root.locator('button[data-action="copy"]').click();
    const copied = await p.evaluate(() => navigator.clipboard.readText());
    expect.soft(copied, "record: copied").toBe(`ayoayo replay ${kept}`);
    const recordField = root.locator('input[data-field="record"]');
    await recordField.fill("ayoayo replay 2,2");
    await root.locator('button[data-action="load"]').click();
    await p.waitForFunction(() => /cannot be played/.test(document.querySelector('.ayoayo-play [role="status"]').textContent));
    expect.soft(await root.getAttribute("data-moves"), `record: one that cannot be played is refused, the game kept ("${await said(p)}")`)
      .toBe(kept);
    const describedBy = await recordField.getAttribute("aria-describedby");
    const describer = describedBy ? await p.locator(`[id="${describedBy}"]`).textContent() : "";
    expect.soft((await recordField.getAttribute("aria-invalid")) === "true" && /cannot be played/.test(describer),
      "fourth trial 5: a refused record marks its field, described by what is said").toBe(true);
    await recordField.fill("ayoayo replay 3,9,1");
    await root.locator('button[data-action="load"]').click();
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.startsWith("3,9,1,"));
    await calm(p);
    expect.soft(/A game of 3 moves is loaded/.test(await said(p)) && (await recordField.getAttribute("aria-invalid")) === null,
      `record: a game loaded from its record, its field unmarked, and the computer answers (${await root.getAttribute("data-moves")})`)
      .toBe(true);
  });
});

test("a whole game sown on the board, with no long task, to a clear end", async ({ page }) => {
  const p = page;
  const root = await openPlay(p);
  await root.locator('input[data-level="easy"]').check();
  await calm(p);
  // A whole game with the sowing on, the main thread watched for long
  // tasks from the first move to the end.
  await root.locator('select[data-action="speed"]').selectOption("fast");
  await root.locator('button[data-action="new"]').click();
  await calm(p);
  await p.evaluate(() => {
    window.longest = 0;
    window.longTasks = 0;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        window.longTasks += 1;
        window.longest = Math.max(window.longest, task.duration);
      }
    }).observe({ type: "longtask" });
  });
  // The watch can see a long task: one of 80 ms, planted, is seen.
  await p.evaluate(() => setTimeout(() => {
    const until = performance.now() + 80;
    while (performance.now() < until);
  }));
  await expect.soft.poll(() => p.evaluate(() => [window.longTasks, window.longest >= 80]),
    "smooth: the long-task watch sees a planted 80 ms task").toEqual([1, true]);
  await p.evaluate(() => { window.longest = 0; window.longTasks = 0; });
  // Fourth trial, finding 3: the end of the game shows only once its last
  // stones have landed. What the status says when the panel appears is
  // noted as it appears.
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
  const [longest, count] = await p.evaluate(() => [window.longest, window.longTasks]);
  const plies = (await root.getAttribute("data-moves")).split(",").length;
  console.log(`     (a game of ${plies} moves, sown fast, in ${((Date.now() - began) / 1000).toFixed(1)} s; longest main-thread task ${longest.toFixed(0)} ms)`);
  // Not a speed limit: a search or a trace on the main thread blocks it
  // for hundreds of milliseconds, which this catches. On a shared machine
  // the browser's own work can pass 50 ms now and then (51 ms was seen
  // while another build ran), so the line is drawn at 150.
  expect.soft((await root.getAttribute("data-over")) === "true" && longest <= 150,
    `smooth: no main-thread task over 150 ms in a whole game sown on the board (${count} long tasks, the longest ${longest.toFixed(0)} ms)`)
    .toBe(true);
  const shownWhile = await p.evaluate(() => window.endShownWhile);
  expect.soft(typeof shownWhile === "string" && !/Sowing|sows/.test(shownWhile),
    `fourth trial 3: the end of the game shows once its last stones have landed ("${shownWhile}")`).toBe(true);

  // A clear end: who won and by how much, how it ended, and the moves to
  // step back through.
  const end = root.locator(".ayo-game-end");
  const title = await end.locator(".ayo-game-end-title").textContent();
  const summary = await end.locator(".ayo-game-end-summary").textContent();
  const listed = await end.locator(".ayo-moves button").count();
  expect.soft(await end.isVisible() && /(^|\. )(You won|The computer won|A tie), \d+ to \d+\.$/.test(title) && /^In \d+ moves you captured/.test(summary)
    && listed === plies, `end: "${title}" "${summary.slice(0, 60)}…", and ${listed} moves listed`).toBe(true);
  const pick = Math.floor(plies / 2);
  await end.locator(`.ayo-moves button[data-ply="${pick}"]`).click();
  const game = api(`/api/replay?moves=${await root.getAttribute("data-moves")}`);
  expect.soft(same(await boardOf(root), game[pick].board) && /^The board after move/.test(await root.locator(":scope > .ayo-status").textContent()),
    `end: move ${pick} in the list shows the board after it`).toBe(true);
  await p.keyboard.press("ArrowRight");
  expect.soft(await boardOf(root), "end: → in the list steps to the next move").toEqual(game[pick + 1].board);
  await end.locator('button[data-action="latest"]').click();
  expect.soft(await boardOf(root), "end: back to the end of the game").toEqual(game.at(-1).board);
});

test.describe("with reduced motion", () => {
  test.use({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce" });

  test("a reader who asked for reduced motion sees no sowing", async ({ page }) => {
    const root = await openPlay(page);
    const speed = await root.locator('select[data-action="speed"]').inputValue();
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
    await root.locator('button.ayo-pit[data-pit="2"]').click();
    await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2
      && document.querySelector(".ayoayo-play").dataset.busy === "false");
    const shown = await page.evaluate(() => window.boardsShown);
    // The opening, then at most one board a move (mine, the reply), none
    // between; and one at least, or the watch saw nothing.
    expect.soft(speed === "off" && shown.length > 1 && shown.length <= 3,
      `reduced motion: no sowing (the speed is ${speed}; ${shown.length - 1} boards shown for two moves)`).toBe(true);
  });
});
