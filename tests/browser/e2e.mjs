// End-to-end test of the book's interactive boards in headless Chromium.
//
// Needs a running `ayoayo book` (AYOAYO_URL, default http://127.0.0.1:3917)
// and the built book under target/book for the static check. `.ci/run`
// starts both; the README says how to run it by hand. Screenshots go to
// AYOAYO_SHOTS (default target/browser-shots).

import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import { connect } from "node:net";
import { resolve } from "node:path";

const base = process.env.AYOAYO_URL || "http://127.0.0.1:3917";
const shots = resolve(process.env.AYOAYO_SHOTS || "target/browser-shots");
const bookDir = resolve(process.env.AYOAYO_BOOK || "target/book");
mkdirSync(shots, { recursive: true });

const failures = [];
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

async function api(path) {
  const response = await fetch(base + path);
  return { status: response.status, body: await response.json() };
}

// The counts a widget's (first) board shows, pit by pit.
async function boardOf(locator) {
  return locator.locator(".ayo-board").first().locator(".ayo-pit").evaluateAll((pits) => {
    const board = [];
    for (const pit of pits) board[Number(pit.dataset.pit)] = Number(pit.dataset.count);
    return board;
  });
}

// Sends raw bytes to the server and returns what it answers (or "" if it
// closes the connection).
function raw(bytes) {
  const url = new URL(base);
  return new Promise((done) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let answer = "";
    socket.on("data", (d) => { answer += d.toString("latin1"); });
    socket.on("close", () => done(answer));
    socket.on("error", () => done(answer));
    socket.setTimeout(10000, () => socket.destroy());
  });
}

try {
  // 0. Hostile requests get answers, and the server survives them.
  const burst = await Promise.all(
    Array.from({ length: 200 }, (_, i) => fetch(`${base}/api/move?moves=2,9&opponent=search&seed=${i}`).then((r) => r.status)),
  );
  check(burst.every((s) => s === 200), "server: 200 parallel searches all answered");
  const huge = await raw(`GET /api/replay?moves=${"1,".repeat(200000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  check(/^HTTP\/1\.1 4\d\d/.test(huge), `server: a huge query is refused (${huge.slice(0, 24)})`);
  await raw("\u0000\u00ff not http at all\r\n\r\n");
  const bad = await api("/api/replay?moves=1,x");
  check(bad.status === 400 && typeof bad.body.error === "string", "server: a malformed query is 400 with an error");
  const refused = await api("/api/replay?moves=2,9,1,10");
  check(refused.status === 422 && refused.body.plies.length === 4, "server: a refused move is 422 with the plies before it");
  check((await api("/api/replay?moves=")).status === 200, "server: still answering after all that");

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));

  // 1. A relay stepped to its end with the buttons shows the engine's board.
  await page.goto(`${base}/part1/the-game.html`);
  const stepper = page.locator(".ayoayo-stepper").first();
  await stepper.waitFor();
  const nextLap = stepper.locator('button[data-action="nextLap"]');
  for (let i = 0; i < 50 && !(await nextLap.isDisabled()); i++) await nextLap.click();
  check((await stepper.getAttribute("data-event")) === "capture", "stepper: next lap reaches the capture");
  const replayed = await api("/api/replay?moves=3");
  check(same(await boardOf(stepper), replayed.body[1].board), "stepper: the last board is the engine's after pit 3");
  const label = await stepper.locator('.ayo-pit[data-pit="11"]').getAttribute("aria-label");
  check(/^pit 11: 0 stones/.test(label || ""), `stepper: pits are labelled for screen readers ("${label}")`);

  // 2. The keyboard alone: Home, then arrows.
  await stepper.focus();
  await page.keyboard.press("Home");
  check((await stepper.getAttribute("data-frame")) === "0", "keyboard: Home resets");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  check((await stepper.getAttribute("data-frame")) === "2", "keyboard: → steps one stone at a time");
  await page.keyboard.press("ArrowDown");
  check((await stepper.getAttribute("data-lap")) === "2", "keyboard: ↓ goes to the next lap");
  await page.keyboard.press("ArrowUp");
  check((await stepper.getAttribute("data-lap")) === "1", "keyboard: ↑ goes back a lap");
  await stepper.screenshot({ path: `${shots}/stepper-light.png` });

  // 3. The endless relay stops where its state repeats.
  await page.goto(`${base}/part5/the-move-that-never-ends.html`);
  const endless = page.locator(".ayoayo-stepper").first();
  await endless.focus();
  await page.keyboard.press("End");
  check((await endless.getAttribute("data-event")) === "cycle", "endless stepper: ends on the lap that closes the cycle");
  check(/never ends/.test(await endless.locator(".ayo-status").textContent()), "endless stepper: says the relay never ends");

  // 4. Play a move, receive the opponent's, undo them both.
  await page.goto(`${base}/play.html`);
  const play = page.locator(".ayoayo-play");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.ready === "true");
  check(await page.locator(".ayo-offline").isHidden(), "play: the offline note is hidden when the server answers");
  await play.locator('button.ayo-pit[data-pit="2"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
  const moves = await play.getAttribute("data-moves");
  check(moves.startsWith("2,"), `play: my move and the opponent's reply (${moves})`);
  const after = await api(`/api/replay?moves=${moves}`);
  check(same(await boardOf(play), after.body[2].board), "play: the board shown is the engine's");
  await play.locator('button[data-action="hint"]').click();
  await page.waitForFunction(() => /Hint: search would play pit \d+/.test(document.querySelector(".ayoayo-play .ayo-status").textContent));
  const hinted = Number((await play.locator(".ayo-status").first().textContent()).match(/pit (\d+)/)[1]);
  const permissible = after.body[2].permissible;
  check(permissible.includes(hinted), `play: the hint (pit ${hinted}) is one of the permissible moves ${permissible}`);
  await play.screenshot({ path: `${shots}/play-light.png` });
  await play.locator('button[data-action="undo"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves === "");
  check(same(await boardOf(play), Array(12).fill(4)), "play: undo goes back to the opening");
  check(errors.length === 0, `no script errors (${errors.join("; ")})`);

  // 5. Every theme: the board's text differs from its background.
  for (const theme of ["light", "rust", "coal", "navy", "ayu"]) {
    const themed = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    await themed.addInitScript((t) => localStorage.setItem("mdbook-theme", t), theme);
    const p = await themed.newPage();
    await p.goto(`${base}/part1/the-game.html`);
    const s = p.locator(".ayoayo-stepper").first();
    await s.waitFor();
    const colours = await s.locator(".ayo-pit").first().evaluate((pit) => {
      const style = getComputedStyle(pit);
      return [style.color, style.backgroundColor, document.documentElement.className];
    });
    check(colours[0] !== colours[1] && colours[2].includes(theme), `theme ${theme}: text ${colours[0]} on ${colours[1]}`);
    await s.screenshot({ path: `${shots}/stepper-${theme}.png` });
    // The pictures carry their own light sheet, so their labels stay legible.
    const picture = p.locator('img[src$="capture-from-3.svg"]').first();
    await picture.scrollIntoViewIfNeeded();
    await picture.screenshot({ path: `${shots}/picture-${theme}.png` });
    // A diagram and the chart too: each must load, and is kept for a look.
    for (const [page, image] of [
      ["/part5/the-move-that-never-ends.html", "endless-cycle.svg"],
      ["/part5/the-cost-of-elegance.html", "cost-of-elegance.svg"],
    ]) {
      await p.goto(base + page);
      const img = p.locator(`img[src$="${image}"]`).first();
      await img.scrollIntoViewIfNeeded();
      const loaded = await img.evaluate((i) => i.complete && i.naturalWidth > 0);
      check(loaded, `theme ${theme}: ${image} loads`);
      await img.screenshot({ path: `${shots}/${image.replace(".svg", "")}-${theme}.png` });
    }
    await themed.close();
  }

  // 5b. A reader whose system prefers dark, with no theme chosen: mdBook
  // picks its dark theme, and the pictures keep their light sheet.
  {
    const dark = await browser.newContext({ viewport: { width: 1000, height: 800 }, colorScheme: "dark" });
    const p = await dark.newPage();
    await p.goto(`${base}/part1/the-game.html`);
    const cls = await p.evaluate(() => document.documentElement.className);
    check(/navy|coal|ayu/.test(cls), `prefers dark: a dark theme (${cls})`);
    const picture = p.locator('img[src$="capture-from-3.svg"]').first();
    await picture.scrollIntoViewIfNeeded();
    await picture.screenshot({ path: `${shots}/picture-prefers-dark.png` });
    await dark.close();
  }

  // 6. Phone width: nothing scrolls sideways.
  const phone = await browser.newContext({ viewport: { width: 400, height: 800 } });
  const small = await phone.newPage();
  for (const path of ["/part1/the-game.html", "/play.html"]) {
    await small.goto(base + path);
    const widget = small.locator(path === "/play.html" ? ".ayoayo-play" : ".ayoayo-stepper").first();
    await widget.waitFor();
    if (path === "/play.html") {
      await small.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.ready === "true");
    }
    const fits = await widget.evaluate((w) => w.scrollWidth <= w.clientWidth + 1 && w.getBoundingClientRect().right <= window.innerWidth);
    check(fits, `400 px wide: ${path} fits`);
    await widget.screenshot({ path: `${shots}/phone${path.replace(/\W+/g, "-")}.png` });
  }
  await phone.close();

  // 7. Opened as static files, the Play page says how to start the server
  //    and offers a recorded game instead.
  const offline = await browser.newContext();
  const file = await offline.newPage();
  await file.goto(`file://${bookDir}/play.html`);
  await file.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.ready === "offline");
  check(await file.locator(".ayo-offline").isVisible(), "static: the page says how to start the server");
  const recorded = file.locator(".ayoayo-replay");
  await recorded.focus();
  await file.keyboard.press("End");
  check(/game over/.test(await recorded.locator(".ayo-status").textContent()), "static: the recorded game steps to its end");
  await recorded.screenshot({ path: `${shots}/play-offline.png` });
  await offline.close();
} finally {
  await browser.close();
}

if (failures.length > 0) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
console.log(`all checks passed; screenshots in ${shots}`);
