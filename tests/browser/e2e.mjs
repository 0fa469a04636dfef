// End-to-end test of the book's interactive boards in headless Chromium,
// against the built book served by a plain static file server (AYOAYO_URL,
// default http://127.0.0.1:3917): no ayoayo process answers the pages,
// which run the crate themselves. AYOAYO_BOOK is the built book's folder
// (its engine.js and module give the expected answers), AYOAYO_BIN the
// native binary (a game record must replay there), and AYOAYO_SERVER, if
// set, an `ayoayo book` server that must survive hostile requests. `.ci/run`
// sets them all; CONTRIBUTING.md says how to run it by hand. Screenshots go
// to AYOAYO_SHOTS (default target/browser-shots). themes.mjs runs axe-core on
// every page in every theme.

import { base, bookDir, check, finish, launch, shots } from "./harness.mjs";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { init } from "../../book/src/engine.js";

const binary = resolve(process.env.AYOAYO_BIN || "target/release/ayoayo");
const server = process.env.AYOAYO_SERVER;
const engine = await init(readFileSync(`${bookDir}/ayoayo.wasm`));

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const browser = await launch();

// The page's widgets are built once book/ayoayo.js has imported their
// modules, after the page has loaded.
const ready = (p) => p.waitForFunction(() => document.documentElement.dataset.pages === "ready");

// What the engine answers (the module the book serves, run here in Node).
function api(path) {
  return { body: JSON.parse(engine.query(path)) };
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
  const url = new URL(server);
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
  // 0. `ayoayo book` serves the same files, survives hostile requests,
  //    and answers no API: the pages need none.
  if (server) {
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${server}/play.html`).then((r) => r.status)),
    );
    check(burst.every((s) => s === 200), "server: 200 parallel requests all answered");
    const huge = await raw(`GET /${"a".repeat(200000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    check(/^HTTP\/1\.1 4\d\d/.test(huge), `server: a huge request is refused (${huge.slice(0, 24)})`);
    await raw("\u0000\u00ff not http at all\r\n\r\n");
    check((await fetch(`${server}/api/replay?moves=`)).status === 404, "server: no API any more");
    const same = async (path) => (await (await fetch(server + path)).text()) === (await (await fetch(base + path)).text());
    check(await same("/engine.js") && await same("/part1/the-game.html"), "server: the same files as the static build");
    const wasm = await fetch(`${server}/ayoayo.wasm`);
    check(wasm.headers.get("content-type") === "application/wasm", "server: the module as application/wasm");
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));

  // 1. A relay stepped to its end with the buttons shows the engine's board.
  await page.goto(`${base}/part1/the-game.html`);
  await ready(page);
  const stepper = page.locator(".ayoayo-stepper:not([data-query])").first();
  await stepper.waitFor();
  const nextLap = stepper.locator('button[data-action="nextLap"]');
  for (let i = 0; i < 50 && !(await nextLap.isDisabled()); i++) await nextLap.click();
  check((await stepper.getAttribute("data-event")) === "capture", "stepper: next lap reaches the capture");
  const opening3 = api("/api/replay?moves=3");
  check(same(await boardOf(stepper), opening3.body[1].board), "stepper: the last board is the engine's after pit 3");
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
  // The fifth focused trial: a step button switched off by its own key
  // (End on ▶, Home on ◀) hands the focus to the widget, never the page,
  // and the next ← or → stays in the chapter.
  {
    const chapter = page.url();
    const whereFocus = () => page.evaluate(() => document.activeElement.className || document.activeElement.tagName);
    await stepper.locator('button[data-action="nextStone"]').focus();
    await page.keyboard.press("End");
    const afterEnd = await whereFocus();
    await page.keyboard.press("ArrowRight");
    await stepper.locator('button[data-action="prevStone"]').focus();
    await page.keyboard.press("Home");
    const afterHome = await whereFocus();
    await page.keyboard.press("ArrowLeft");
    check(/ayo-widget/.test(afterEnd) && /ayo-widget/.test(afterHome) && page.url() === chapter,
      `trial 5.1: End on ▶ and Home on ◀ leave the focus on the stepper, and arrows stay in the chapter (${afterEnd}, ${afterHome})`);
    const check0 = page.locator('.ayoayo-quiz button[data-action="check"]').first();
    await check0.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    check(page.url() === chapter, "trial 5.3: ← and → on a self-check's button do not turn the chapter");
  }

  // 2b. A board of the reader's own, traced by the engine in the page; and
  //     a bad one, refused in words.
  await stepper.locator('input[data-field="board"]').fill("1,1,0,1,0,1,0,1,0,1,0,1");
  await stepper.locator('input[data-field="pit"]').fill("0");
  await stepper.locator('button[data-action="trace"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-stepper:not([data-query])").dataset.frame === "0"
    && !/Tracing/.test(document.querySelector(".ayoayo-stepper:not([data-query]) .ayo-status").textContent));
  check(await stepper.locator('button[data-action="play"]').isEnabled(), "typed board: ▶ Play is on again once traced");
  await stepper.focus();
  await page.keyboard.press("End");
  check((await stepper.getAttribute("data-event")) === "cycle", "typed board: the seven stones' relay is traced to its cycle");
  check(same(await boardOf(stepper), api("/api/relay?board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0").body.frames.at(-1).board),
    "typed board: the last frame is the engine's");
  const pasted = Array(3000).fill("4").join(",");
  for (const [typed, words] of [["49,0,0,0,0,0,0,0,0,0,0,0", "48"], ["4,4,-1,4", "not a whole number"], ["rubbish", "not a whole number"],
    [pasted, "too long"]]) {
    await stepper.locator('input[data-field="board"]').fill(typed);
    await stepper.locator('button[data-action="trace"]').click();
    await page.waitForFunction(() => document.querySelector(".ayoayo-stepper:not([data-query])").dataset.event === "refused");
    const said = await stepper.locator(".ayo-status").textContent();
    check(said.includes(words) && !/request|bytes|board: /.test(said), `typed board: "${typed.slice(0, 40)}" is refused in words (${said})`);
    // Never stale: a refusal clears the old trace, and the caption names
    // the board typed.
    const cleared = await boardOf(stepper);
    check(cleared.every((c) => Number.isNaN(c) || c === 0) && (await stepper.getAttribute("data-frame")) === ""
      && await stepper.locator('button[data-action="nextStone"]').isDisabled(),
      `typed board: after "${typed.slice(0, 40)}" is refused, no old board is left`);
    const caption = await stepper.locator(".ayo-caption").textContent();
    check(typed.length > 40 ? caption.includes(typed.slice(0, 36) + " …") && caption.length < 80
      : caption.includes(typed.replace(/\s+/g, "")), `typed board: the caption names "${typed.slice(0, 40)}", cut if long`);
    await stepper.evaluate((s) => { s.dataset.event = ""; });
  }
  // Text fields keep their editing keys: Home and End move the caret, and
  // no key in them steps the relay or turns the page.
  {
    const field = stepper.locator('input[data-field="board"]');
    await field.fill("4,4,4,4,4,4,4,4,4,4,4,4");
    await stepper.locator('button[data-action="trace"]').click();
    await page.waitForFunction(() => document.querySelector(".ayoayo-stepper:not([data-query])").dataset.frame === "0");
    await field.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    const caret = await field.evaluate((f) => f.selectionStart);
    await page.keyboard.type("9");
    check(caret === 1 && (await field.inputValue()).startsWith("49,") && (await stepper.getAttribute("data-frame")) === "0"
      && page.url().endsWith("/part1/the-game.html"), `fields: Home, End and arrows edit the text (caret at ${caret})`);
    const pitField = stepper.locator('input[data-field="pit"]');
    await pitField.focus();
    await page.keyboard.press("ArrowUp");
    check((await stepper.getAttribute("data-lap")) === "0", "fields: ↑ in the pit field does not change the lap");
  }
  // Counts typed with spaces are read as counts; an empty pit is asked for.
  await stepper.locator('input[data-field="board"]').fill("1 1 0 1 0 1 0 1 0 1 0 1");
  await stepper.locator('input[data-field="pit"]').fill("0");
  await stepper.locator('button[data-action="trace"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-stepper:not([data-query])").dataset.frame === "0");
  check((await stepper.locator(".ayo-caption").textContent()).includes("1,1,0,1,0,1,0,1,0,1,0,1"),
    "typed board: counts separated by spaces are read one by one");
  await stepper.locator('input[data-field="pit"]').fill("");
  await stepper.locator('button[data-action="trace"]').click();
  check(/Type the pit/.test(await stepper.locator(".ayo-status").textContent()), "typed board: an empty pit is asked for");
  const started = Date.now();
  await stepper.locator('input[data-field="board"]').fill("5,5,0,6,6,0,1,6,6,6,6,1");
  await stepper.locator('input[data-field="pit"]').fill("10");
  await stepper.locator('button[data-action="trace"]').click();
  await page.waitForFunction(() => /Lap|Before/.test(document.querySelector(".ayoayo-stepper:not([data-query]) .ayo-status").textContent));
  console.log(`     (a typed board traced in ${Date.now() - started} ms)`);

  // Fourth trial, finding 2: a pit the rules refuse is said at once in the
  // call-stack stepper, and its field marked, never "Recording…" for ever.
  {
    await page.goto(`${base}/part3/relay-sowing.html`);
    await ready(page);
    const calls = page.locator(".ayoayo-calls").first();
    await calls.locator('input[data-field="board"]').fill("4,4,4,4,4,4,4,4,4,4,4,4");
    await calls.locator('input[data-field="pit"]').fill("12");
    await calls.locator('button[data-action="record"]').click();
    await page.waitForFunction(() => !/Recording/.test(document.querySelector(".ayoayo-calls .ayo-status").textContent));
    const said = await calls.locator(".ayo-status").textContent();
    check(/out of range/.test(said) && (await calls.locator('input[data-field="pit"]').getAttribute("aria-invalid")) === "true",
      `fourth trial 2: a refused pit in the call-stack stepper is said and marked ("${said}")`);
  }

  // 3. The endless relay stops where its state repeats.
  await page.goto(`${base}/part5/the-move-that-never-ends.html`);
  await ready(page);
  const endless = page.locator(".ayoayo-stepper:not([data-query])").first();
  await endless.focus();
  await page.keyboard.press("End");
  check((await endless.getAttribute("data-event")) === "cycle", "endless stepper: ends on the lap that closes the cycle");
  check(/never ends/.test(await endless.locator(".ayo-status").textContent()), "endless stepper: says the relay never ends");
  // The unguarded recursion's call stack: the frames pile up, one a lap,
  // until a call repeats an earlier one, and none returns.
  {
    const calls = page.locator(".ayoayo-calls").first();
    await calls.focus();
    await page.keyboard.press("End");
    const recorded = api("/api/calls?of=relay&board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0").body;
    const said = await calls.locator(".ayo-status").textContent();
    check((await calls.getAttribute("data-depth")) === String(recorded.ending.depth) && /repeat without end/.test(said)
      && (await calls.locator(".ayo-frame").count()) === recorded.ending.depth
      && (await calls.locator(".ayo-frame.ayo-repeated").count()) === 1,
      `call stack: ${recorded.ending.depth} frames pile up until a call repeats call ${recorded.ending.from}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    check((await calls.getAttribute("data-depth")) === "1" && page.url().endsWith("/the-move-that-never-ends.html"),
      "call stack: Home goes back to the first call, and ← never turns the page");
  }
  // A self-check shows nothing of its answer before the reader commits
  // one, by keyboard; a wrong one is told so, against the crate's numbers,
  // and may try again; the chapter's progress is kept. Its answer carries
  // a stepper the engine in the page fills in when the answer opens
  // (issue 44).
  const quiz = page.locator(".ayoayo-quiz", { has: page.locator('[data-query]') }).first();
  const hidden = await quiz.locator("details").isHidden();
  const field = quiz.locator('input[data-field="answer"]');
  await field.focus();
  await page.keyboard.press("Enter");
  const empty = await quiz.locator(".ayo-verdict").textContent();
  await field.fill("lap 10, a loop of 11");
  await page.keyboard.press("Enter");
  const wrong = [await quiz.getAttribute("data-verdict"), await quiz.locator(".ayo-verdict").textContent()];
  const shown = await quiz.locator("details").evaluate((d) => d.open && getComputedStyle(d).display !== "none");
  check(hidden && /Write an answer first/.test(empty) && wrong[0] === "false" && /has 12, 11/.test(wrong[1]) && shown,
    `self-check: nothing shows before an answer, then a wrong one is told against the crate's numbers ("${wrong[1]}")`);
  await quiz.locator('button[data-action="check"]').click();
  const again = [await quiz.locator("details").isHidden(), await field.inputValue(),
    await page.evaluate(() => document.activeElement.dataset.field)];
  await field.fill("It comes back after lap 12 to lap 1, a loop of 11.");
  await quiz.locator('button[data-action="check"]').click();
  const progress = await quiz.locator(".ayo-progress").textContent();
  check(same(again, [true, "", "answer"]) && (await quiz.getAttribute("data-verdict")) === "true"
    && /answered (1 of )?this chapter's/.test(progress),
    `self-check: Try again folds the answer and returns to the field; a right answer counts (${progress})`);
  await page.reload();
  await ready(page);
  check(/answered (1 of )?this chapter's/.test(await page.locator(".ayo-progress").first().textContent()),
    "self-check: the chapter's progress is kept in the browser");
  const check2 = quiz.locator(".ayoayo-stepper");
  await field.fill("12 and 11");
  await quiz.locator('button[data-action="check"]').click();
  await check2.locator(".ayo-board").waitFor();
  await check2.focus();
  await page.keyboard.press("End");
  check((await check2.getAttribute("data-event")) === "cycle", "self-check: the engine in the page traces the answer's move");

  // A self-check with options, by keyboard: nothing of the answer shows
  // before a choice is committed; a wrong choice is told which wrong model
  // of recursion it comes from, and every option's explanation shows, the
  // choice marked in words (issue 44).
  {
    await page.goto(`${base}/part3/relay-sowing.html`);
    await ready(page);
    const asked = page.locator(".ayoayo-quiz", { has: page.locator("ol.ayo-options") }).first();
    const text = await asked.evaluate((q) => q.innerText);
    const explained = await asked.locator("ol.ayo-options li").allTextContents();
    const hidden = explained.every((t) => !text.includes(t.trim().slice(-30)));
    await asked.locator('button[data-action="check"]').focus();
    await page.keyboard.press("Enter");
    const empty = await asked.locator(".ayo-verdict").textContent();
    const wrong = await asked.locator("ol.ayo-options li[data-model]").first().evaluate((li) => [...li.parentNode.children].indexOf(li));
    await asked.locator('input[data-field="option"]').first().focus();
    await page.keyboard.press("Space");
    for (let k = 0; k < wrong; k++) await page.keyboard.press("ArrowDown");
    await asked.locator('button[data-action="check"]').focus();
    await page.keyboard.press("Enter");
    const verdict = await asked.locator(".ayo-verdict").textContent();
    const model = await asked.locator("ol.ayo-options li").nth(wrong).getAttribute("data-model");
    const shown = await asked.locator("details").evaluate((d) => d.open && getComputedStyle(d).display !== "none");
    const marked = await asked.locator("ol.ayo-options li").nth(wrong).evaluate((li) => li.innerText.startsWith("Your choice."));
    const names = { looping: /looping model/, "return-value": /return-value model/, trap: /traps/ }[model];
    check(hidden && /Choose an option/.test(empty) && names.test(verdict) && shown && marked
      && (await asked.getAttribute("data-verdict")) === "false",
      `self-check with options: nothing shows before a choice; a wrong one names its model ("${verdict}")`);
    await page.keyboard.press("Enter");
    const back = await page.evaluate(() => document.activeElement.dataset.field);
    check(back === "option" && await asked.locator("details").isHidden(),
      "self-check with options: Try again folds the answers and returns to the options");
  }

  // 3b. A first/rest recursion returns its sum frame by frame, and a board
  //     the reader types is recorded by the engine in the page.
  {
    await page.goto(`${base}/part4/ending-the-game.html`);
    await ready(page);
    const calls = page.locator(".ayoayo-calls").first();
    await calls.focus();
    await page.keyboard.press("End");
    check((await calls.getAttribute("data-depth")) === "1"
      && /first call's result is 22\./.test(await calls.locator(".ayo-status").textContent()),
      "call stack: count_stones returns 22 after the last frame leaves");
    await calls.locator('input[data-field="board"]').fill("1 2 3 4 5 6 0 0 0 0 0 0");
    await calls.locator('button[data-action="record"]').click();
    await page.waitForFunction(() => document.querySelector(".ayoayo-calls").dataset.step === "0");
    await calls.focus();
    await page.keyboard.press("End");
    check(/result is 21\./.test(await calls.locator(".ayo-status").textContent()), "call stack: a typed board is recorded in the page");
    // A refusal leaves no old recording behind.
    await calls.locator('input[data-field="board"]').fill("a,b,c");
    await calls.locator('button[data-action="record"]').click();
    await page.waitForFunction(() => /cannot be recorded/.test(document.querySelector(".ayoayo-calls .ayo-status").textContent));
    await calls.focus();
    await page.keyboard.press("ArrowRight");
    check((await calls.getAttribute("data-step")) === "" && (await calls.locator(".ayo-frame").count()) === 0
      && await calls.locator('button[data-action="next"]').isDisabled(),
      "call stack: a refused board clears the old recording");
  }

  // 3c. The whole run's shape beside the frames, the pit each call looks
  //     at, and a prediction asked before the step it predicts (issue 44).
  {
    const depthsOf = (rec) => rec.steps.map((s) => s.depth).join(",");
    const shapeOf = (calls) => calls.locator(".ayo-shape").getAttribute("data-depths");
    await page.goto(`${base}/part4/ending-the-game.html`);
    await ready(page);
    const calls = page.locator(".ayoayo-calls").first();
    const typed = "1,2,3,4,5,6,0,0,0,0,0,0";
    await calls.locator('input[data-field="board"]').fill(typed);
    await calls.locator('button[data-action="record"]').click();
    await page.waitForFunction(() => document.querySelector(".ayoayo-calls").dataset.step === "0");
    const recorded = api(`/api/calls?of=count&board=${typed}&row=0`).body;
    // Up one a call to the base case, which returns at the same depth, then
    // down one a return.
    const shown = (await shapeOf(calls)).split(",").map(Number);
    const moves = shown.slice(1).map((d, k) => d - shown[k]);
    const turn = moves.indexOf(0);
    const rises = moves.slice(0, turn).every((m) => m === 1);
    const falls = moves.slice(turn + 1).every((m) => m === -1);
    check((await shapeOf(calls)) === depthsOf(recorded) && turn > 0 && rises && falls && shown[0] === 1 && shown.at(-1) === 1,
      "issue 44: count_stones's shape is the crate's depths, rising one a call and falling one a return");
    // Before its last step the shape shows only the run so far, and tells
    // nothing of what comes: a prediction cannot be read off it.
    const barsAtFirst = await calls.locator(".ayo-bar").count();
    const captionAtFirst = await calls.locator(".ayo-shape figcaption").textContent();
    await calls.locator('button[data-action="next"]').focus();
    await page.keyboard.press("End");
    const focusAtLast = await page.evaluate(() => document.activeElement.className);
    const barsAtLast = await calls.locator(".ayo-bar").count();
    const captionAtLast = await calls.locator(".ayo-shape figcaption").textContent();
    await page.keyboard.press("Home");
    check(barsAtFirst === 1 && /so far/.test(captionAtFirst) && !/grows|shrinks/.test(captionAtFirst)
      && barsAtLast === shown.length && /grows to \d+ frames/.test(captionAtLast) && /ayo-widget/.test(focusAtLast),
      `reader 44: the shape is drawn only to the step shown (${barsAtFirst} bar, "${captionAtFirst}"; at the end ${barsAtLast}, "${captionAtLast}")`);
    // Step forwards and back by keyboard: the marked bar and the pit the
    // newest call looks at follow the step.
    await calls.focus();
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft"]) await page.keyboard.press(key);
    const at = Number(await calls.getAttribute("data-step"));
    const nowBar = await calls.locator(".ayo-bar").evaluateAll((bars) => bars.findIndex((b) => b.classList.contains("ayo-bar-now")));
    const newest = recorded.steps.slice(0, at + 1).reverse().find((s) => s.event === "call");
    const looked = await calls.locator(".ayo-pit.ayo-looked").evaluateAll((p) => p.map((x) => Number(x.dataset.pit)));
    check(at === 2 && nowBar === 2 && same(looked, [newest.pit]),
      `issue 44: keys step the shape's marker and the pit looked at (step ${at}, bar ${nowBar}, pit ${looked})`);
    // Predictions: ▶ asks first, and shows the step only once answered.
    await calls.locator('input[data-action="predict"]').check();
    await calls.focus();
    await page.keyboard.press("ArrowRight");
    const asked = calls.locator(".ayo-predict");
    check((await calls.getAttribute("data-step")) === "2" && await asked.isVisible()
      && /What happens next|What does it return/.test(await asked.locator("legend").textContent()),
      "issue 44: a prediction is asked before the step it predicts, and the step waits");
    const focusedRadio = await page.evaluate(() => document.activeElement && document.activeElement.type);
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    const onAnswer = await page.evaluate(() => document.activeElement && document.activeElement.dataset.action);
    await page.keyboard.press("Enter");
    const explained = await asked.locator(".ayo-right, .ayo-wrong").count();
    const options = await asked.locator(".ayo-option").count();
    const back = await page.evaluate(() => document.activeElement && document.activeElement.dataset.action);
    check(focusedRadio === "radio" && onAnswer === "answer" && (await calls.getAttribute("data-step")) === "3"
      && explained === options && options >= 2 && back === "next",
      `issue 44: answered by keyboard, every option is explained, the step is shown, and the focus is back on ▶ (${focusedRadio}, ${onAnswer}, ${back})`);
    await calls.locator('input[data-action="predict"]').uncheck();
    // Part V's accumulator keeps the same hill: Rust keeps every frame.
    await page.goto(`${base}/part5/back-to-loops.html`);
    await ready(page);
    const passing = page.locator(".ayoayo-calls").first();
    await passing.locator(".ayo-shape svg").waitFor();
    const plain = api(`/api/calls?of=count&board=${(await boardOf(passing)).join(",")}&row=0`).body;
    check((await shapeOf(passing)) === depthsOf(plain),
      "issue 44: the accumulating count's shape is the plain count's, frame for frame");
    // The endless relay's stack only rises.
    await page.goto(`${base}/part5/the-move-that-never-ends.html`);
    await ready(page);
    const endlessCalls = page.locator(".ayoayo-calls").first();
    const seven = api("/api/calls?of=relay&board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0").body;
    const climb = (await shapeOf(endlessCalls)).split(",").map(Number);
    check((await shapeOf(endlessCalls)) === depthsOf(seven) && climb.every((d, k) => d === k + 1),
      "issue 44: the endless relay's shape only rises");
  }

  // 3g. Minimax's tree of calls (issue 44): the recorded search step by
  //     step by keyboard, its cuts, and a typed board searched in the page.
  {
    await page.goto(`${base}/part6/an-opponent.html`);
    await ready(page);
    const tree = page.locator(".ayoayo-tree").first();
    const count = (rec, event) => rec.steps.filter((s) => s.event === event).length;
    const recorded = api("/api/tree?board=1,0,2,0,1,0,0,1,0,1,1,0&score=20,21&to_move=0&depth=3").body;
    await tree.focus();
    await page.keyboard.press("End");
    const [step, calls, cuts] = await Promise.all(["data-step", "data-calls", "data-cuts"].map((a) => tree.getAttribute(a)));
    check(Number(step) === recorded.steps.length - 1 && Number(calls) === count(recorded, "call")
      && Number(cuts) === count(recorded, "cut") && count(recorded, "cut") > 0,
      `issue 44: the tree stepper ends with the crate's calls and cuts (${calls} calls, ${cuts} cuts)`);
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    const lines = await tree.locator(".ayo-call").count();
    check((await tree.getAttribute("data-step")) === "1" && lines === 2 && new URL(page.url()).pathname.endsWith("/an-opponent.html"),
      "issue 44: keys step the tree forwards and back, a call a line, and never turn the page");
    const firstCut = recorded.steps.findIndex((s) => s.event === "cut");
    for (let k = 1; k < firstCut; k++) await page.keyboard.press("ArrowRight");
    const status = await tree.locator(".ayo-status").textContent();
    const scissors = await tree.locator(".ayo-cut").allTextContents();
    check((await tree.getAttribute("data-step")) === String(firstCut) && /^Cut: .* never searched\.$/.test(status)
      && scissors.length === recorded.steps[firstCut].pits.length && scissors.every((t) => t.startsWith("✂")),
      `issue 44: the first cut is drawn with scissors and said with its reason ("${status}")`);
    const now = await tree.locator('[aria-current="step"]').count();
    check(now === 1, "issue 44: this step's call is marked for a screen reader too");
    // A board of the reader's own, searched by the engine in the page.
    const typed = "0,2,1,0,1,0,0,1,0,1,1,0";
    await tree.locator('input[data-field="board"]').fill(typed);
    await tree.locator('input[data-field="to_move"]').fill("0");
    await tree.locator('button[data-action="search"]').click();
    await page.waitForFunction(() => document.querySelector(".ayoayo-tree").dataset.step === "0");
    const theirs = api(`/api/tree?board=${typed}&to_move=0&depth=3`).body;
    await tree.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    check(Number(await tree.getAttribute("data-calls")) === count(theirs, "call")
      && Number(await tree.getAttribute("data-step")) === theirs.steps.length - 1,
      "issue 44: a typed board is searched in the page, the crate's tree call for call");
    await tree.locator('input[data-field="board"]').fill("a,b");
    await tree.locator('button[data-action="search"]').click();
    await page.waitForFunction(() => /cannot be searched/.test(document.querySelector(".ayoayo-tree .ayo-status").textContent));
    check((await tree.locator(".ayo-call").count()) === 0 && await tree.locator('button[data-action="next"]').isDisabled(),
      "issue 44: a refused board leaves no old tree behind");
  }

  // 3d. The end of a game by keyboard: "Back to the end" and "Play again"
  //     go away when pressed, and the focus goes on, not to the page.
  {
    const ending = "2,7,0,6,3,9,2,9,0,6,5,7,1,6,3,7,4,10,1,6,3,9,2,11,0,10,2,11,4,6";
    await page.goto(`${base}/play.html#moves=${ending}&you=0&level=easy`);
    await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
    await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false");
    const play = page.locator(".ayoayo-play");
    await play.locator('select[data-action="speed"]').selectOption("off");
    await play.locator('button.ayo-pit[data-pit="3"]').focus();
    await page.keyboard.press("Enter");
    const panel = play.locator(".ayo-game-end");
    await panel.waitFor({ state: "visible" });
    await page.waitForFunction(() => document.activeElement.dataset.action === "again");
    const endInView = await panel.evaluate((p) => {
      const { top, bottom } = p.getBoundingClientRect();
      return top < innerHeight && bottom > 0;
    });
    const status = await play.locator(".ayo-status").first().textContent();
    check(endInView && !/won/.test(status),
      `third trial 5: the game's last move by keyboard hands the focus to "Play again", the result in view, said once ("${status}")`);
    await panel.locator("button[data-ply]").first().focus();
    await page.keyboard.press("End");
    const lastPly = await panel.locator("button[data-ply]").last().getAttribute("data-ply");
    await page.keyboard.press("Home");
    const afterHome = await page.evaluate(() => document.activeElement.dataset.ply);
    await page.keyboard.press("End");
    const afterEnd = await page.evaluate(() => document.activeElement.dataset.ply);
    check(afterHome === "1" && afterEnd === lastPly, `moves list: Home and End go to the first and last move (${afterHome}, ${afterEnd})`);
    await panel.locator("button[data-ply]").first().focus();
    await page.keyboard.press("Enter");
    await panel.locator('button[data-action="latest"]').focus();
    await page.keyboard.press("Enter");
    const afterLatest = await page.evaluate(() => document.activeElement.dataset.action || document.activeElement.tagName);
    await page.keyboard.press("Enter");
    const afterAgain = await page.evaluate(() => document.activeElement.dataset.pit !== undefined ? "pit" : document.activeElement.tagName);
    check(afterLatest === "again" && afterAgain === "pit",
      `finding 43.1: "Back to the end" hands the focus to "Play again", which hands it to the board (${afterLatest}, ${afterAgain})`);
  }

  // 3d'. Stepping back through a long game: the move the focus is on and
  //      the board after it both stay in view, clear of the menu bar, at a
  //      laptop's size and a phone's (the fifth focused trial, finding 2).
  {
    const long = "0,6,1,6,5,10,5,7,0,7,5,11,4,10,1,11,5,9,5,9,0,7,5,10,5,8,0,7,5,8,2,9,3,10,4,11,5,6,0,8,5,7,4,11,5,9,3,10,4,11,5,6,2";
    for (const [width, height, touch] of [[1280, 720, false], [390, 844, true]]) {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
      const p = await context.newPage();
      await p.goto(`${base}/play.html#moves=${long}&you=0&level=gentle`);
      await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false"
        && document.querySelector(".ayo-game-end button[data-ply]"));
      const moves = p.locator(".ayo-game-end button[data-ply]");
      await moves.nth(39).focus();
      await p.keyboard.press("Enter");
      await p.keyboard.press("ArrowRight");
      // What the reader sees once mdBook has moved its menu bar for the
      // scroll: neither is under the bar or off the screen.
      const seen = await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
        const menu = document.getElementById("mdbook-menu-bar").getBoundingClientRect();
        const move = document.activeElement.getBoundingClientRect();
        const board = document.querySelector(".ayoayo-play .ayo-board").getBoundingClientRect();
        const list = document.querySelector(".ayo-moves").getBoundingClientRect();
        const clear = (r) => r.top >= -1 && r.bottom <= innerHeight + 1 && (r.bottom <= menu.top + 1 || r.top >= menu.bottom - 1);
        done({ ply: document.activeElement.dataset.ply, moveIn: clear(move) && move.top >= list.top - 1 && move.bottom <= list.bottom + 1,
          boardIn: clear(board), menu: [Math.round(menu.top), Math.round(menu.bottom)], move: Math.round(move.top), board: Math.round(board.top) });
      }))));
      check(seen.ply === "41" && seen.moveIn && seen.boardIn,
        `review at ${width} px: move 41 and its board both in view, clear of the menu (${JSON.stringify(seen)})`);
      await context.close();
    }
  }

  // 3e. The Play page under an address, storage and keys a reader may
  //     bring (issue 43's trial, findings 2 to 11).
  {
    const said = (p) => p.locator(".ayoayo-play .ayo-said").textContent();
    const settled = (p) => p.waitForFunction(() => {
      const r = document.querySelector(".ayoayo-play");
      return r.dataset.engine === "ready" && r.dataset.busy === "false";
    });
    // A game that cannot be played takes nothing from the address: not the
    // level, not the side; the page says why, and the address is the page's.
    await page.goto(`${base}/play.html#moves=2,2&you=1&level=full`);
    await settled(page);
    await page.waitForFunction(() => /cannot be played/.test(document.querySelector(".ayoayo-play .ayo-said").textContent));
    const level = await page.locator('.ayoayo-play input[name="ayo-level"]:checked').getAttribute("value");
    const side = await page.locator('.ayoayo-play select[data-action="side"]').inputValue();
    const hash = await page.evaluate(() => location.hash);
    const address = new URLSearchParams(hash.slice(1));
    check(level !== "full" && side === "0" && address.get("level") === level && address.get("you") === "0"
      && /address cannot be played: .*pit 2/.test(await said(page)),
      `finding 43.2: an unplayable game in the address changes neither level nor side (${level}, ${side}, ${hash})`);
    for (const [hash, why] of [["moves=1,,2", /pit numbers separated by commas/], ["moves=3&you=7", /you=0 or you=1/]]) {
      await page.goto(`${base}/play.html#${hash}`);
      await settled(page);
      await page.waitForFunction(() => /cannot be played/.test(document.querySelector(".ayoayo-play .ayo-said").textContent));
      check(why.test(await said(page)), `finding 43.4: a broken address is said, not ignored (#${hash}: "${await said(page)}")`);
    }
    // A speed the page does not know, kept from before, leaves its own.
    await page.evaluate(() => sessionStorage.setItem("ayoayo-play",
      JSON.stringify({ moves: [], undone: [], you: 0, level: "gentle", seed: 1, speed: "warp" })));
    await page.goto(`${base}/play.html`);
    await settled(page);
    const speed = await page.locator('.ayoayo-play select[data-action="speed"]').inputValue();
    check(speed !== "" && speed !== "warp", `finding 43.9: an unknown kept speed leaves the page's own (${speed})`);
    // Home and End reach the first and the last pit you may play.
    await page.locator('.ayoayo-play button.ayo-pit[data-pit="2"]').focus();
    await page.keyboard.press("End");
    const last = await page.evaluate(() => document.activeElement.dataset.pit);
    await page.keyboard.press("Home");
    const first = await page.evaluate(() => document.activeElement.dataset.pit);
    check(last === "5" && first === "0", `finding 43.11: End and Home on the board reach pits 5 and 0 (${last}, ${first})`);
    // While a move is sown, the focused pit's name changes a few times a
    // turn at most, not once a stone; the board says it is busy.
    await page.locator('.ayoayo-play select[data-action="speed"]').selectOption("fast");
    await page.locator('.ayoayo-play button.ayo-pit[data-pit="1"]').focus();
    await page.evaluate(() => {
      window.renamed = 0;
      window.busySeen = false;
      const pit = document.querySelector('.ayoayo-play button.ayo-pit[data-pit="1"]');
      new MutationObserver((records) => {
        window.renamed += records.filter((r) => r.oldValue !== pit.getAttribute("aria-label")).length;
      }).observe(pit, { attributes: true, attributeFilter: ["aria-label"], attributeOldValue: true });
      const board = document.querySelector("#ayo-play-board");
      new MutationObserver(() => { window.busySeen ||= board.getAttribute("aria-busy") === "true"; })
        .observe(board, { attributes: true, attributeFilter: ["aria-busy"] });
    });
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
    await settled(page);
    const [renamed, busySeen] = await page.evaluate(() => [window.renamed, window.busySeen]);
    check(renamed <= 4 && busySeen, `finding 43.3: the focused pit is renamed ${renamed} times in a turn of two sowings, and the board was busy`);
    // On a phone, a move of a finished game chosen below the board brings
    // the board into view.
    const phone = await browser.newContext({ viewport: { width: 390, height: 700 } });
    const p = await phone.newPage();
    const ending = "2,7,0,6,3,9,2,9,0,6,5,7,1,6,3,7,4,10,1,6,3,9,2,11,0,10,2,11,4,6,3";
    await p.goto(`${base}/play.html#moves=${ending}&you=0&level=easy`);
    await settled(p);
    await p.locator(".ayo-game-end").waitFor({ state: "visible" });
    await p.locator(".ayo-game-end button[data-ply]").nth(3).click();
    const inView = await p.locator("#ayo-play-board").evaluate((b) => {
      const { top, bottom } = b.getBoundingClientRect();
      return bottom > 0 && top < innerHeight;
    });
    check(inView, "finding 43.5: reviewing a move on a phone brings the board into view");
    // At phone width each pit shows its count with no stones under it,
    // its number without the word, and each row's name whole, even with
    // a two-digit score (the trial's game).
    await p.goto(`${base}/play.html#moves=3,7,5,6,1,6,3,6,5,6,3,8,5,6,2,10,2,11,3&you=1&level=good`);
    await settled(p);
    const narrow = await p.locator(".ayoayo-play").evaluate((root) => ({
      stones: [...root.querySelectorAll("#ayo-play-board .ayo-stones")].some((s) => getComputedStyle(s).display !== "none"),
      labels: [...root.querySelectorAll("#ayo-play-board .ayo-index")].map((i) => i.innerText.trim()),
      cut: [...root.querySelectorAll(".ayo-row-label")].some((l) => l.scrollWidth > l.clientWidth || l.scrollHeight > l.clientHeight),
    }));
    check(!narrow.stones && narrow.labels.every((l) => /^[▲◆ ]*\d+$/.test(l)) && !narrow.cut,
      `finding 43.8: at phone width the counts stand alone, the pits are numbers, the rows' names are whole (${narrow.labels})`);
    // A page of steppers says nothing until the reader uses one.
    await p.goto(`${base}/part2/sowing.html`);
    await ready(p);
    const spoken = await p.locator(".ayo-announce").evaluateAll((a) => a.map((x) => x.textContent).filter(Boolean));
    check(spoken.length === 0, `finding 43.7: no live region speaks as the page loads (${spoken.length})`);
    await phone.close();
    // A chapter's first Tab stop skips the table of contents; a pit the
    // browser would refuse (12) is the crate's to refuse, in words, and
    // the status never tells of an older board (findings 10 and 8 of the
    // second trial).
    await page.goto(`${base}/part1/the-game.html`);
    await ready(page);
    await page.keyboard.press("Tab");
    const firstStop = await page.evaluate(() => document.activeElement.textContent);
    await page.keyboard.press("Enter");
    const inMain = await page.evaluate(() => document.activeElement.tagName === "MAIN");
    check(firstStop === "Skip to the chapter" && inMain, `second trial 10: the first Tab skips to the chapter (${firstStop})`);
    const stepper = page.locator(".ayoayo-stepper:not([data-query])").first();
    await stepper.locator('input[data-field="board"]').fill("-1,4,4,4,4,4,4,4,4,4,4,4");
    await stepper.locator('button[data-action="trace"]').click();
    await page.waitForFunction(() => /cannot be traced/.test(document.querySelector(".ayoayo-stepper:not([data-query]) .ayo-status").textContent));
    await stepper.locator('input[data-field="board"]').fill("4,4,4,4,4,4,4,4,4,4,4,4");
    await stepper.locator('input[data-field="pit"]').fill("12");
    await stepper.locator('button[data-action="trace"]').click();
    await page.waitForFunction(() => /12/.test(document.querySelector(".ayoayo-stepper:not([data-query]) .ayo-status").textContent));
    const pitSaid = await stepper.locator(".ayo-status").textContent();
    check(!pitSaid.includes("-1") && /cannot be traced/.test(pitSaid), `second trial 8: a pit out of range is said by the crate ("${pitSaid}")`);
    // Said once to a screen reader, and the field at fault marked.
    const marked = await stepper.evaluate((root) => [
      root.querySelector(".ayo-status").getAttribute("aria-hidden"),
      root.querySelector(".ayo-announce").textContent === root.querySelector(".ayo-status").textContent,
      root.querySelector('input[data-field="pit"]').getAttribute("aria-invalid"),
      root.querySelector('input[data-field="board"]').getAttribute("aria-invalid"),
    ]);
    check(same(marked, ["true", true, "true", null]),
      `third trial 4: a refusal is read once, and only the field at fault is marked invalid (${marked})`);
    // A side and a level alone in the address start a game on them.
    await page.goto(`${base}/play.html#level=full&you=1`);
    await settled(page);
    const chosen = [await page.locator('.ayoayo-play input[name="ayo-level"]:checked').getAttribute("value"),
      await page.locator('.ayoayo-play select[data-action="side"]').inputValue()];
    check(same(chosen, ["full", "1"]), `third trial 3: an address with a side and a level and no moves is taken (${chosen})`);
    // The next section starts from a page with no game kept.
    await page.evaluate(() => sessionStorage.clear());
  }

  // 3f. A printed book: the first page says which edition it is, and
  //     every folded answer prints (issue 45 §6).
  {
    await page.goto(`${base}/index.html`);
    const edition = await page.locator("main").textContent();
    check(/This copy of the book is version \d+\.\d+\.\d+, built on \d{4}-\d\d-\d\d\./.test(edition),
      "print: the first page names the book's version and the day it was built");
    await page.goto(`${base}/print.html`);
    await ready(page);
    const closed = await page.locator("details:not([open])").count();
    const all = await page.locator("details").count();
    check(all > 20 && closed === 0, `print: the print page opens all ${all} folded answers (${closed} closed)`);
    // The book's length as a reader of the print page meets it: every
    // visible word, listings, answers and notes included (issue 45), in a
    // fresh browser, so that no game played above lengthens the Play page.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const printed = await fresh.newPage();
    await printed.goto(`${base}/print.html`);
    await ready(printed);
    const words = await printed.evaluate(() => {
      const count = (node) => (node.innerText.match(/\S+/g) || []).length;
      const chapters = [];
      for (const node of document.querySelector("main").children) {
        if (node.tagName === "H1") chapters.push({ title: node.innerText, words: 0 });
        if (chapters.length > 0) chapters.at(-1).words += count(node);
      }
      return { total: count(document.querySelector("main")), chapters };
    });
    await fresh.close();
    const longest = words.chapters.reduce((a, b) => (b.words > a.words ? b : a));
    check(words.total <= 34000 && longest.words <= 2600,
      `print: ${words.total} words in all (at most 34,000), the longest chapter "${longest.title}" ${longest.words} (at most 2,600)`);
    await page.goto(`${base}/part4/permissible-moves.html`);
    await ready(page);
    const folds = () => page.evaluate(() => [...document.querySelectorAll("details")].map((d) => d.open));
    const before = await folds();
    await page.evaluate(() => dispatchEvent(new Event("beforeprint")));
    const printing = await folds();
    await page.evaluate(() => dispatchEvent(new Event("afterprint")));
    const after = await folds();
    check(before.length > 0 && before.every((o) => !o) && printing.every(Boolean) && same(after, before),
      "print: a chapter's folded answers open to print and close again after");
  }

  // 4. Play: a move and the opponent's reply (thought in a worker), a
  //    hint, undo and redo, then a whole game to its end, whose record
  //    replays in the terminal.
  await page.goto(`${base}/play.html`);
  const play = page.locator(".ayoayo-play");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
  check(await page.locator(".ayo-offline").isHidden(), "play: the engine loads in the page, with no server");
  const idle = () => page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false");
  // These checks are about the game, not its sowing, which section 8 checks.
  await play.locator('select[data-action="speed"]').selectOption("off");
  await play.locator('button.ayo-pit[data-pit="2"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
  await idle();
  const moves = await play.getAttribute("data-moves");
  check(moves.startsWith("2,"), `play: my move and the opponent's reply (${moves})`);
  const after = api(`/api/replay?moves=${moves}`);
  check(same(await boardOf(play), after.body[2].board), "play: the board shown is the engine's");
  await play.locator('button[data-action="hint"]').click();
  await page.waitForFunction(() => /Hint: search would play pit \d+/.test(document.querySelector(".ayoayo-play .ayo-said").textContent));
  const hinted = Number((await play.locator(".ayo-said").textContent()).match(/pit (\d+)/)[1]);
  const permissible = after.body[2].permissible;
  check(permissible.includes(hinted), `play: the hint (pit ${hinted}) is one of the permissible moves ${permissible}`);
  await play.screenshot({ path: `${shots}/play-light.png` });
  await play.locator('button[data-action="undo"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves === "");
  check(same(await boardOf(play), Array(12).fill(4)), "play: undo goes back to the opening");
  await play.locator('button[data-action="redo"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves !== "");
  await idle();
  check((await play.getAttribute("data-moves")) === moves, "play: redo plays both moves again");
  // The keyboard alone: Enter on a focused control presses it.
  await play.locator('button[data-action="undo"]').focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves === "");
  await idle();
  const afterUndo = await page.evaluate(() => document.activeElement.dataset.pit ?? document.activeElement.dataset.action);
  // Sixth trial, finding 1: to Redo, not to a pit, so that a second Enter
  // never plays a move by accident.
  check(afterUndo === "redo", `sixth trial 1: Undo, switched off by its own press, hands the focus to Redo, never a pit (${afterUndo})`);
  await play.locator('button.ayo-pit[data-pit="3"]').focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
  await idle();
  check((await play.getAttribute("data-moves")).startsWith("3,"), "play: from the keyboard, Undo takes back and a pit plays");
  // Arrows move between the pits and never turn the page; after a move
  // played from the keyboard, focus is still on the board.
  {
    await play.locator('button.ayo-pit.ayo-playable:not([aria-disabled="true"])').first().focus();
    const from = await page.evaluate(() => document.activeElement.dataset.pit);
    await page.keyboard.press("ArrowRight");
    const to = await page.evaluate(() => document.activeElement.dataset.pit);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    check(new URL(page.url()).pathname.endsWith("/play.html") && from !== to, `play keys: → moves from pit ${from} to ${to}, ← never turns the page`);
    await play.locator('button[data-action="undo"]').focus();
    await page.keyboard.press("ArrowLeft");
    await play.locator('button[data-action="hint"]').focus();
    await page.keyboard.press("ArrowRight");
    check(new URL(page.url()).pathname.endsWith("/play.html"), "play keys: ←/→ on Undo and Hint never turn the page");
    const before = (await play.getAttribute("data-moves")).split(",").length;
    await play.locator('button.ayo-pit.ayo-playable:not([aria-disabled="true"])').first().focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === n + 2, before);
    await idle();
    const focus = await page.evaluate(() => document.activeElement.closest(".ayo-board") !== null);
    check(focus, "play keys: after a move, focus is still on the board");
    // The computer's move is marked and said.
    const all = (await play.getAttribute("data-moves")).split(",");
    const theirs = all.at(-1);
    const marked = await play.locator(".ayo-pit.ayo-last").getAttribute("data-pit");
    const told = await play.locator('[role="status"]').textContent();
    check(marked === theirs, `play: the computer's pit ${theirs} is marked on the board (${marked})`);
    check(new RegExp(`The computer sowed pit ${theirs}: \\d+ laps?`).test(told), `play: its move is said in a live region ("${told}")`);
    // Playable pits are marked by more than colour: a thicker ring and a ▲.
    const look = await play.locator(".ayo-pit").evaluateAll((pits) => pits.map((p) => [
      p.classList.contains("ayo-playable"),
      getComputedStyle(p.querySelector(".ayo-hole")).borderTopWidth,
      getComputedStyle(p.querySelector(".ayo-index"), "::before").content,
    ]));
    const playable = look.filter((l) => l[0]), other = look.filter((l) => !l[0]);
    check(playable.length > 0 && playable.every((l) => l[1] === "4px" && l[2].includes("▲"))
      && other.every((l) => l[1] !== "4px" && !l[2].includes("▲")), "play: playable pits have a thicker ring and ▲");
    // Nothing queues: while a hint is sought, Hint and every control that
    // starts a search are off.
    await play.locator('button[data-action="hint"]').click();
    const off = await play.evaluate((r) => [
      r.querySelector('button[data-action="hint"]'),
      r.querySelector('button[data-action="new"]'),
      ...r.querySelectorAll("button.ayo-pit"),
    ].map((b) => b.disabled || b.getAttribute("aria-disabled") === "true"));
    check(off.every(Boolean), `play: while a hint is sought, Hint, New game and the pits are off (${off})`);
    await page.waitForFunction(() => /Hint: /.test(document.querySelector('.ayoayo-play [role="status"]').textContent));
    await idle();
    const afterHint = await page.evaluate(() => document.activeElement.closest(".ayoayo-play") !== null);
    check(afterHint, "play keys: after a hint, focus is still in the game, not on the page");
    await play.locator('button[data-action="undo"]').click();
    await idle();
    const undoSaid = await play.locator('[role="status"]').textContent();
    check(/^Took back the moves? /.test(undoSaid), `play: an undo is said ("${undoSaid}")`);
    // A skip link, a few Tabs from the top, brings the keyboard to the board.
    await page.reload();
    await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
    await page.keyboard.press("Tab");
    const first = await page.evaluate(() => document.activeElement.className);
    await page.keyboard.press("Enter");
    const landed = await page.evaluate(() => document.activeElement.closest(".ayo-board") !== null);
    check(first.includes("ayo-skip-link") && landed, `play: the first Tab reaches a skip link to the board (${first})`);
  }
  // Mid-game, ← and → never turn the page, wherever the focus is; a game
  // left and loaded again is as it was; changing sides keeps the game; and
  // choosing a side by keyboard leaves the focus on the choice.
  {
    await idle();
    const kept = await play.getAttribute("data-moves");
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    check(new URL(page.url()).pathname.endsWith("/play.html"), "play keys: mid-game, ←/→ on the page never turn it");
    await page.goto(`${base}/introduction.html`);
    await page.goto(`${base}/play.html`);
    await page.waitForFunction((m) => document.querySelector(".ayoayo-play").dataset.moves === m, kept);
    await idle();
    const back = await play.locator('[role="status"]').textContent();
    check(/^Your game is back as you left it/.test(back), `play: a game left and loaded again is as it was ("${back}")`);
    const side = play.locator('select[data-action="side"]');
    await side.selectOption("1");
    await idle();
    const swapped = await play.getAttribute("data-moves");
    check(swapped.startsWith(kept + ","), `play: changing sides keeps the game (${kept} → ${swapped})`);
    await side.selectOption("0");
    await idle();
    await play.locator('button[data-action="new"]').click();
    await idle();
    await side.focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => /^\d+$/.test(document.querySelector(".ayoayo-play").dataset.moves));
    await idle();
    check(await side.evaluate((s) => s === document.activeElement),
      "play keys: choosing a side by keyboard keeps the focus on the choice");
    await side.selectOption("0");
    await idle();
  }
  await play.locator('input[data-level="fair"]').check();
  await idle();
  for (let i = 0; i < 300 && (await play.getAttribute("data-over")) !== "true"; i++) {
    const pit = play.locator('button.ayo-pit.ayo-playable:not([aria-disabled="true"])').first();
    if ((await pit.count()) === 0) { await idle(); continue; }
    await pit.click();
    await idle();
  }
  check((await play.getAttribute("data-over")) === "true", "play: a whole game against the computer reaches its end");
  const record = (await play.locator(".ayo-record").textContent()).replace("Game record: ", "");
  const replayed = spawnSync(binary, record.split(" ").slice(1).concat(["--json"]), { encoding: "utf8" });
  check(replayed.status === 0 && JSON.parse(replayed.stdout.trim().split("\n").at(-1)).over,
    `play: the record replays to the end in the terminal (${record.slice(0, 40)}…)`);
  await play.locator('select[data-action="side"]').selectOption("1");
  await page.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 1
    && document.querySelector(".ayoayo-play").dataset.moves !== "");
  await idle();
  const opened = (await play.getAttribute("data-moves")).split(",").map(Number);
  check(opened.length === 1 && opened[0] >= 0 && opened[0] <= 5 && (await play.getAttribute("data-busy")) === "false",
    `play: playing second, the computer opens (${opened}) and waits for me`);
  check(errors.length === 0, `no script errors (${errors.join("; ")})`);

  // 4b. When the module cannot load, the page says so, and offers a
  //     recorded game instead of a silent blank board.
  {
    const broken = await browser.newContext();
    const p = await broken.newPage();
    await p.route("**/ayoayo.wasm", (route) => route.abort());
    await p.goto(`${base}/play.html`);
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "failed");
    check(await p.locator('.ayoayo-play [role="alert"]').isVisible(), "play: a module that cannot load is said in words");
    const recorded = p.locator(".ayoayo-replay");
    await recorded.focus();
    await p.keyboard.press("End");
    check(/Game over\. /.test(await recorded.locator(".ayo-status").textContent()), "play: the recorded game steps to its end");
    await broken.close();
    // The pages' modules themselves cannot load: the loader says so.
    const noModules = await browser.newContext();
    const q = await noModules.newPage();
    await q.route("**/pages/main.js", (route) => route.abort());
    await q.goto(`${base}/play.html`);
    await q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "failed");
    const why = await q.locator('.ayoayo-play [role="alert"]').textContent();
    check(/could not load/.test(why) && /Reload the page/.test(why), `play: modules that cannot load are said in words ("${why.slice(0, 60)}…")`);
    await noModules.close();
  }

  // 5. Every theme: the board's text differs from its background.
  for (const theme of ["light", "rust", "coal", "navy", "ayu"]) {
    const themed = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    await themed.addInitScript((t) => localStorage.setItem("mdbook-theme", t), theme);
    const p = await themed.newPage();
    await p.goto(`${base}/part1/the-game.html`);
    const s = p.locator(".ayoayo-stepper:not([data-query])").first();
    await s.waitFor();
    // The board carries the pictures' own colours in every theme.
    const colours = await s.locator(".ayo-pit").first().evaluate((pit) => [
      getComputedStyle(pit.querySelector(".ayo-count")).color,
      getComputedStyle(pit.querySelector(".ayo-hole")).backgroundColor,
      document.documentElement.className,
    ]);
    check(colours[0] === "rgb(255, 255, 255)" && colours[1] === "rgb(139, 90, 43)" && colours[2].includes(theme),
      `theme ${theme}: the pictures' board, count ${colours[0]} on ${colours[1]}`);
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
    const widget = small.locator(path === "/play.html" ? ".ayoayo-play" : ".ayoayo-stepper:not([data-query])").first();
    await widget.waitFor();
    if (path === "/play.html") {
      await small.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
    }
    const fits = await widget.evaluate((w) => w.scrollWidth <= w.clientWidth + 1 && w.getBoundingClientRect().right <= window.innerWidth);
    check(fits, `400 px wide: ${path} fits`);
    await widget.screenshot({ path: `${shots}/phone${path.replace(/\W+/g, "-")}.png` });
  }
  await phone.close();

  // 7. The keyboard, a screen reader and a phone: what a reader trying the
  //    pages by keyboard alone, by the accessibility tree and at phone width
  //    found broken (issue 43), each checked as that reader meets it.
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await context.newPage();
    const found = [];
    p.on("pageerror", (e) => found.push(String(e)));
    const playing = (q) => q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
    const calm = (q) => q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false");
    const movesOf = (q) => q.evaluate(() => document.querySelector(".ayoayo-play").dataset.moves);
    const active = (q) => q.evaluate(() => {
      const a = document.activeElement;
      return { tag: a.tagName, pit: a.dataset.pit ?? null, action: a.dataset.action ?? null, onBoard: !!a.closest(".ayo-board"),
        off: a.disabled || a.getAttribute("aria-disabled") === "true" };
    });

    // Finding 1. Focus falls to the page on Play: by keyboard, a move,
    // Undo, Redo, then the pit Redo handed the focus to is played; after the
    // computer's reply the focus must still be on a pit of the board, and
    // never on the page (or a switched-off control) meanwhile.
    const keyboardTurns = async (q) => {
      await q.goto(`${base}/play.html`);
      await playing(q);
      await q.locator('select[data-action="speed"]').selectOption("off");
      await q.locator('input[data-level="easy"]').check();
      await calm(q);
      await q.locator('button.ayo-pit[data-pit="2"]').focus();
      await q.keyboard.press("Enter");
      await q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
      await calm(q);
      await q.locator('button[data-action="undo"]').focus();
      await q.keyboard.press("Enter");
      await q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves === "");
      await calm(q);
      await q.locator('button[data-action="redo"]').focus();
      await q.keyboard.press("Enter");
      await q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2);
      await calm(q);
      // Redo hands the focus to a pit, or keeps it; from there, the board is
      // a few Tabs away.
      for (let i = 0; i < 6 && (await active(q)).pit === null; i++) await q.keyboard.press("Tab");
      const handed = await active(q);
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
      await q.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 4);
      await calm(q);
      const after = await active(q);
      const seen = await q.evaluate(() => {
        const s = [...window.focusSeen];
        window.focusSeen = null;
        return s;
      });
      const ok = after.onBoard && after.tag === "BUTTON" && !after.off && seen.join() === "ok";
      return [ok, `after a move, Undo, Redo and a move from pit ${handed.pit}, the focus is on ` +
        `${after.pit === null ? after.tag : `pit ${after.pit}`} after the reply (meanwhile on ` +
        `${seen.filter((x) => x !== "ok").join(" and ") || "nothing else"})`];
    };
    {
      const [ok, what] = await keyboardTurns(p);
      check(ok, `finding 1, focus stays on the board: ${what}`);
    }
    // The same in every theme, at 1280 and 390 px.
    for (const theme of ["light", "rust", "coal", "navy", "ayu"]) {
      for (const width of [1280, 390]) {
        const themed = await browser.newContext({ viewport: { width, height: 900 } });
        await themed.addInitScript((t) => localStorage.setItem("mdbook-theme", t), theme);
        const [ok, what] = await keyboardTurns(await themed.newPage());
        check(ok, `finding 1, theme ${theme} at ${width} px: ${what}`);
        await themed.close();
      }
    }
    await p.goto(`${base}/play.html`);
    await playing(p);

    // Finding 7. While the computer thinks, the narration tells the move
    // the board shows, not the turn before.
    await p.locator('select[data-action="speed"]').selectOption("normal");
    await p.locator('input[data-level="full"]').check();
    await calm(p);
    const mine = await p.locator('button.ayo-pit.ayo-playable:not([aria-disabled="true"])').first().getAttribute("data-pit");
    const count = (await movesOf(p)).split(",").length;
    await p.locator(`button.ayo-pit[data-pit="${mine}"]`).click();
    await p.waitForFunction((n) => {
      const root = document.querySelector(".ayoayo-play");
      return root.dataset.moves.split(",").length === n + 1 && root.dataset.busy === "true";
    }, count);
    const thinking = await p.locator('.ayoayo-play [role="status"]').textContent();
    const shown = await movesOf(p);
    await calm(p);
    const told = api(`/api/replay?moves=${shown}&you=0`).body.at(-1).told;
    check(thinking.startsWith(told) && !thinking.includes("The computer sowed"),
      `finding 7, the narration is never stale: while the computer thinks it tells my move, pit ${mine} ("${thinking}")`);
    // Fifth trial, finding 1: the turn coming back is said, since the
    // status line that shows it is not read out.
    const back = (await p.locator('.ayoayo-play [role="status"]').textContent()).trim();
    const ended = (await p.locator(".ayoayo-play").getAttribute("data-over")) === "true";
    check(ended || back.endsWith("Your turn."), `fifth trial 1: the reader's turn is said when it comes back ("${back.slice(-60)}")`);

    // Finding 4. The board stays still between turns, whatever the
    // narration says, at 1280 and at 390 px.
    for (const width of [1280, 390]) {
      const sized = await browser.newContext({ viewport: { width, height: 900 } });
      const q = await sized.newPage();
      await q.goto(`${base}/play.html`);
      await playing(q);
      await q.locator('select[data-action="speed"]').selectOption("off");
      await q.locator('input[data-level="easy"]').check();
      await calm(q);
      const top = () => q.locator("#ayo-play-board").evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
      const tops = [await top()];
      for (let turn = 0; turn < 3; turn++) {
        const n = (await movesOf(q)).split(",").filter(Boolean).length;
        await q.locator('button.ayo-pit.ayo-playable:not([aria-disabled="true"])').last().click();
        await q.waitForFunction((k) => document.querySelector(".ayoayo-play").dataset.moves.split(",").length >= k + 2
          || document.querySelector(".ayoayo-play").dataset.over === "true", n);
        await calm(q);
        tops.push(await top());
      }
      const moved = Math.max(...tops) - Math.min(...tops);
      check(moved < 1, `finding 4, the board stays still between turns at ${width} px (it moved ${moved.toFixed(1)} px)`);
      await sized.close();
    }

    // Finding 2. A stepper's button keeps the focus: Enter three times on
    // "next stone" steps three stones.
    await p.goto(`${base}/part1/the-game.html`);
    await ready(p);
    const stepper = p.locator(".ayoayo-stepper:not([data-query])").first();
    await stepper.locator('button[data-action="nextStone"]').focus();
    for (let i = 0; i < 3; i++) await p.keyboard.press("Enter");
    const kept = await active(p);
    check((await stepper.getAttribute("data-frame")) === "3" && kept.action === "nextStone",
      `finding 2, a stepper's button keeps the focus: Enter ×3 on next stone reaches frame ${await stepper.getAttribute("data-frame")}, focus on ${kept.action || kept.tag}`);

    // Finding 6. End after a refused board, and while a board is traced,
    // does nothing (and throws nothing).
    const errorsBefore = found.length;
    await stepper.locator('input[data-field="board"]').fill("rubbish");
    await stepper.locator('button[data-action="trace"]').click();
    await p.waitForFunction(() => document.querySelector(".ayoayo-stepper:not([data-query])").dataset.event === "refused");
    await stepper.focus();
    await p.keyboard.press("End");
    await stepper.locator('input[data-field="board"]').fill("4,4,4,4,4,4,4,4,4,4,4,4");
    await stepper.evaluate((root) => {
      root.querySelector("form").requestSubmit();
      root.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
    });
    await p.waitForTimeout(200);
    check(found.length === errorsBefore, `finding 6, End after a refused board and while tracing throws nothing (${found.slice(errorsBefore).join("; ")})`);

    // Finding 8. Autoplay does not flood a screen reader: one announcement
    // when it starts or stops, not one a frame.
    await p.waitForFunction(() => document.querySelector(".ayoayo-stepper:not([data-query])").dataset.frame === "0");
    const announced = await stepper.evaluate(async (root) => {
      let changes = 0;
      const live = (node) => {
        const region = (node.nodeType === 1 ? node : node.parentElement).closest('[aria-live], [role="status"], [role="alert"]');
        return region && region.getAttribute("aria-live") !== "off";
      };
      const watch = new MutationObserver((records) => {
        if (records.some((r) => live(r.target))) changes++;
      });
      watch.observe(root, { subtree: true, childList: true, characterData: true });
      root.querySelector('button[data-action="play"]').click();
      await new Promise((done) => setTimeout(done, 2500));
      root.querySelector('button[data-action="play"]').click();
      await new Promise((done) => setTimeout(done, 100));
      watch.disconnect();
      return changes;
    });
    check(announced <= 3, `finding 8, autoplay is announced once, not a frame at a time (${announced} announcements in 2.5 s)`);

    // Finding 3. The call-stack stepper's buttons stay put as the stack grows.
    await p.goto(`${base}/part5/the-move-that-never-ends.html`);
    await ready(p);
    const calls = p.locator(".ayoayo-calls").first();
    const next = calls.locator('button[data-action="next"]');
    const at = () => next.evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
    const y0 = await at();
    for (let i = 0; i < 6; i++) await next.click();
    const y1 = await at();
    check(Math.abs(y1 - y0) < 1 && (await calls.getAttribute("data-depth")) === "7",
      `finding 3, the call-stack stepper's buttons stay put (moved ${(y1 - y0).toFixed(1)} px over six steps)`);

    // Finding 5. The board's focus ring shows by keyboard, not after a
    // click, and stands out from the page in every theme.
    for (const theme of ["light", "rust", "coal", "navy", "ayu"]) {
      const themed = await browser.newContext({ viewport: { width: 1000, height: 800 } });
      await themed.addInitScript((t) => localStorage.setItem("mdbook-theme", t), theme);
      const q = await themed.newPage();
      await q.goto(`${base}/play.html`);
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
      check((!clicked[0] || clicked[1] === "none") && ring.shown && ratio >= 3,
        `finding 5, theme ${theme}: the board's focus ring shows by keyboard only (after a click: ${clicked[1]}), ` +
        `${ring.colour} on ${ring.page} (${ratio.toFixed(1)}:1)`);
      await themed.close();
    }

    // Finding 9. At 390 px every button of a stepper and of Play is at
    // least 44 px tall, a finger's width.
    await p.setViewportSize({ width: 390, height: 800 });
    const short = [];
    for (const [path, selector] of [["/part1/the-game.html", ".ayoayo-stepper:not([data-query]) button"],
      ["/part5/the-move-that-never-ends.html", ".ayoayo-calls button"], ["/play.html", ".ayoayo-play button"]]) {
      await p.goto(base + path);
      await ready(p);
      if (path === "/play.html") await playing(p);
      if (path.includes("never-ends")) {
        // With a question open, its options and its answer button too
        // (seventh trial, finding 1); and a chapter's self-checks.
        const calls = p.locator(".ayoayo-calls").first();
        await calls.locator('input[data-action="predict"]').check();
        await calls.locator('button[data-action="next"]').click();
        await calls.locator(".ayo-predict legend").waitFor();
        const more = await p.locator(".ayo-predict label, .ayoayo-quiz button").evaluateAll((all) => all
          .filter((b) => b.getBoundingClientRect().width > 0)
          .map((b) => [b.textContent.slice(0, 20), b.getBoundingClientRect().height]));
        for (const [name, h] of more) if (h < 44) short.push(`${path} ${name} ${h.toFixed(0)} px`);
      }
      const heights = await p.locator(selector).evaluateAll((all) => all
        .filter((b) => b.getBoundingClientRect().width > 0)
        .map((b) => [b.dataset.action || b.dataset.pit, b.getBoundingClientRect().height]));
      for (const [name, h] of heights) if (h < 44) short.push(`${path} ${name} ${h.toFixed(0)} px`);
    }
    check(short.length === 0, `finding 9, touch targets at 390 px are 44 px tall or more (${short.slice(0, 4).join(", ") || "all"})`);
    await context.close();
  }

  // 8. Play that a reader enjoys: each move sown on the board, the rows
  //    named, the hint on the board, the game in the address, levels from
  //    gentle to full, the end of a game and its moves, the record copied
  //    and loaded.
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const p = await context.newPage();
    const found = [];
    p.on("pageerror", (e) => found.push(String(e)));
    const root = p.locator(".ayoayo-play");
    const calm = () => p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.busy === "false", null, { timeout: 90000 });
    const said = () => p.locator('.ayoayo-play [role="status"]').textContent();
    await p.goto(`${base}/play.html`);
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");

    // Levels: the gentlest first, full strength one click away.
    const levels = await root.locator("input[data-level]").evaluateAll((all) => all.map((r) => [r.value, r.checked]));
    check(levels[0][0] === "gentle" && levels[0][1] && levels.at(-1)[0] === "full",
      `levels: gentle first and chosen, full strength last, each one click (${levels.map((l) => l[0]).join(", ")})`);

    // The rows say whose they are, on the page and to a screen reader.
    const rows = async () => root.evaluate((r) => [...r.querySelectorAll(".ayo-row-label")].map((l) => l.textContent)
      .concat([...r.querySelectorAll("#ayo-play-board .ayo-row")].map((row) => row.getAttribute("aria-label"))));
    const first = await rows();
    check(/^Top row: the computer/.test(first[0]) && /^Bottom row: you/.test(first[1])
      && /^The computer's row/.test(first[2]) && /^Your row/.test(first[3]), `rows: named for who plays them (${first.join(" | ")})`);

    // A move is sown on the board stone by stone, from the crate's trace:
    // every board shown on the way is one of the trace's frames.
    await root.locator('select[data-action="speed"]').selectOption("normal");
    await root.locator('input[data-level="easy"]').check();
    await calm();
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
    await calm();
    const seen = await p.evaluate(() => window.sownBoards);
    const frames = api("/api/relay?moves=&pit=2").body.frames.map((f) => f.board.join(","));
    const moves = (await root.getAttribute("data-moves")).split(",");
    const theirs = api(`/api/relay?moves=2&pit=${moves[1]}`).body.frames.map((f) => f.board.join(","));
    const fromTrace = seen.slice(1).every((b) => frames.includes(b) || theirs.includes(b));
    check(boards === 1 && seen.length >= frames.length && fromTrace && /^Sowing pit 2/.test(sowingShown[0]) && sowingShown[1],
      `sowing: my move and the reply are sown stone by stone, ${seen.length - 1} boards, each a frame of the crate's traces ("${sowingShown[0]}")`);

    // Skipped by the Escape key and by the button: the board goes straight
    // to where the stones end.
    for (const how of ["Escape", "button"]) {
      const n = (await root.getAttribute("data-moves")).split(",").length;
      const pit = root.locator('button.ayo-pit.ayo-playable:not([aria-disabled="true"])').first();
      const started = Date.now();
      await pit.focus();
      await p.keyboard.press("Enter");
      await p.waitForFunction(() => document.querySelector(".ayoayo-play .ayo-pit.ayo-at"));
      if (how === "Escape") await p.keyboard.press("Escape");
      else await root.locator('button[data-action="skip"]').click();
      await p.waitForFunction((k) => document.querySelector(".ayoayo-play").dataset.moves.split(",").length >= k + 2
        || document.querySelector(".ayoayo-play").dataset.over === "true", n);
      await calm();
      const took = Date.now() - started;
      const shown = await boardOf(root);
      const replayed = api(`/api/replay?moves=${await root.getAttribute("data-moves")}`).body.at(-1).board;
      check(same(shown, replayed) && took < 3000, `sowing: skipped by ${how === "Escape" ? "the Escape key" : "the Skip button"}, the turn took ${took} ms and shows the crate's board`);
    }

    // The hint is marked on the board, in words as well as by its look.
    await root.locator('button[data-action="hint"]').click();
    await p.waitForFunction(() => /Hint: /.test(document.querySelector('.ayoayo-play [role="status"]').textContent));
    const hinted = await root.locator(".ayo-pit.ayo-hinted").evaluateAll((all) => all.map((pit) => [
      pit.dataset.pit, pit.getAttribute("aria-label"), getComputedStyle(pit.querySelector(".ayo-index"), "::after").content]));
    const named = Number((await said()).match(/pit (\d+)/)[1]);
    check(hinted.length === 1 && Number(hinted[0][0]) === named && /the hint/.test(hinted[0][1]) && /hint/.test(hinted[0][2]),
      `hint: pit ${named} is marked on the board, labelled "hint" (${hinted.map((h) => h[1]).join("")})`);

    // The address holds the game: opened in a new tab (no session kept),
    // it brings back the same moves and board.
    const address = p.url();
    const kept = await root.getAttribute("data-moves");
    check(new URL(address).hash === `#moves=${kept}&you=0&level=easy`, `address: holds the game (${new URL(address).hash})`);
    const elsewhere = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const tab = await elsewhere.newPage();
    await tab.goto(address);
    await tab.waitForFunction((m) => document.querySelector(".ayoayo-play").dataset.moves === m
      && document.querySelector(".ayoayo-play").dataset.busy === "false", kept);
    const there = await boardOf(tab.locator(".ayoayo-play"));
    check(same(there, await boardOf(root)) && await tab.locator('input[data-level="easy"]').isChecked(),
      `address: opened in a new tab, the same ${kept.split(",").length} moves, board and level`);
    await elsewhere.close();

    // The record is copied, and a game is loaded from a record; one the
    // crate refuses is said in its words.
    await root.locator('button[data-action="copy"]').click();
    const copied = await p.evaluate(() => navigator.clipboard.readText());
    check(copied === `ayoayo replay ${kept}`, `record: copied as "${copied}"`);
    await root.locator('input[data-field="record"]').fill("ayoayo replay 2,2");
    await root.locator('button[data-action="load"]').click();
    await p.waitForFunction(() => /cannot be played/.test(document.querySelector('.ayoayo-play [role="status"]').textContent));
    check((await root.getAttribute("data-moves")) === kept, `record: one that cannot be played is refused, the game kept ("${await said()}")`);
    const recordField = root.locator('input[data-field="record"]');
    const describedBy = await recordField.getAttribute("aria-describedby");
    const describer = describedBy ? await p.locator(`[id="${describedBy}"]`).textContent() : "";
    check((await recordField.getAttribute("aria-invalid")) === "true" && /cannot be played/.test(describer),
      "fourth trial 5: a refused record marks its field, described by what is said");
    await root.locator('input[data-field="record"]').fill("ayoayo replay 3,9,1");
    await root.locator('button[data-action="load"]').click();
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.startsWith("3,9,1,"));
    await calm();
    check(/A game of 3 moves is loaded/.test(await said()) && (await recordField.getAttribute("aria-invalid")) === null,
      `record: a game loaded from its record, its field unmarked, and the computer answers (${await root.getAttribute("data-moves")})`);

    // A whole game with the sowing on, the main thread watched for long
    // tasks from the first move to the end.
    await root.locator('select[data-action="speed"]').selectOption("fast");
    await root.locator('button[data-action="new"]').click();
    await calm();
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
    await p.evaluate(() => new Promise((done) => setTimeout(() => {
      const until = performance.now() + 80;
      while (performance.now() < until);
      setTimeout(done, 50);
    })));
    const planted = await p.evaluate(() => [window.longTasks, window.longest]);
    check(planted[0] === 1 && planted[1] >= 80, `smooth: the long-task watch sees a planted 80 ms task (${planted[1].toFixed(0)} ms)`);
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
      await root.locator('button.ayo-pit.ayo-playable:not([aria-disabled="true"])').first().click();
      await calm();
    }
    const [longest, count] = await p.evaluate(() => [window.longest, window.longTasks]);
    const plies = (await root.getAttribute("data-moves")).split(",").length;
    console.log(`     (a game of ${plies} moves, sown fast, in ${((Date.now() - began) / 1000).toFixed(1)} s; longest main-thread task ${longest.toFixed(0)} ms)`);
    // Not a speed limit: a search or a trace on the main thread blocks it
    // for hundreds of milliseconds, which this catches. On a shared machine
    // the browser's own work can pass 50 ms now and then (51 ms was seen
    // while another build ran), so the line is drawn at 150.
    check((await root.getAttribute("data-over")) === "true" && longest <= 150,
      `smooth: no main-thread task over 150 ms in a whole game sown on the board (${count} long tasks, the longest ${longest.toFixed(0)} ms)`);

    const shownWhile = await p.evaluate(() => window.endShownWhile);
    check(typeof shownWhile === "string" && !/Sowing|sows/.test(shownWhile),
      `fourth trial 3: the end of the game shows once its last stones have landed ("${shownWhile}")`);

    // A clear end: who won and by how much, how it ended, and the moves
    // to step back through.
    const end = root.locator(".ayo-game-end");
    const title = await end.locator(".ayo-game-end-title").textContent();
    const summary = await end.locator(".ayo-game-end-summary").textContent();
    const listed = await end.locator(".ayo-moves button").count();
    check(await end.isVisible() && /(^|\. )(You won|The computer won|A tie), \d+ to \d+\.$/.test(title) && /^In \d+ moves you captured/.test(summary)
      && listed === plies, `end: "${title}" "${summary.slice(0, 60)}…", and ${listed} moves listed`);
    const pick = Math.floor(plies / 2);
    await end.locator(`.ayo-moves button[data-ply="${pick}"]`).click();
    const game = api(`/api/replay?moves=${await root.getAttribute("data-moves")}`).body;
    check(same(await boardOf(root), game[pick].board) && /^The board after move/.test(await root.locator(":scope > .ayo-status").textContent()),
      `end: move ${pick} in the list shows the board after it`);
    await p.keyboard.press("ArrowRight");
    check(same(await boardOf(root), game[pick + 1].board), "end: → in the list steps to the next move");
    await end.locator('button[data-action="latest"]').click();
    check(same(await boardOf(root), game.at(-1).board), "end: back to the end of the game");
    check(found.length === 0, `play: no script errors (${found.join("; ")})`);
    await context.close();
  }

  // A reader who asked for reduced motion sees no sowing.
  {
    const still = await browser.newContext({ viewport: { width: 1000, height: 800 }, reducedMotion: "reduce" });
    const p = await still.newPage();
    await p.goto(`${base}/play.html`);
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.engine === "ready");
    const speed = await p.locator('select[data-action="speed"]').inputValue();
    const changes = await p.evaluate(() => {
      const board = document.getElementById("ayo-play-board");
      window.boardChanges = 0;
      new MutationObserver(() => { window.boardChanges += 1; })
        .observe(board, { subtree: true, attributes: true, attributeFilter: ["data-count"] });
    });
    await p.locator('button.ayo-pit[data-pit="2"]').click();
    await p.waitForFunction(() => document.querySelector(".ayoayo-play").dataset.moves.split(",").length === 2
      && document.querySelector(".ayoayo-play").dataset.busy === "false");
    const drawn = await p.evaluate(() => window.boardChanges);
    // Two boards at most a move (mine, the reply), each pit's count set once.
    check(speed === "off" && drawn <= 2 * 12 && changes === undefined,
      `reduced motion: no sowing (the speed is ${speed}; ${drawn} pit counts changed for two moves)`);
    await still.close();
  }

  // Accessibility (axe-core in all five themes) and the charts' themes are
  // checked by themes.mjs.

} finally {
  await browser.close();
}

finish();
