// The call-stack stepper and minimax's tree of calls (issue 44): the
// crate's recordings stepped by keyboard, their shapes, a prediction asked
// before the step it predicts, boards the reader types recorded or
// searched by the engine in the page, and refusals that leave nothing old
// behind.

import { api, boardOf, expect, ready, same, test } from "../fixtures.mjs";

const depthsOf = (rec) => rec.steps.map((s) => s.depth).join(",");
const shapeOf = (calls) => calls.locator(".ayo-shape").getAttribute("data-depths");

async function open(page, path, selector = ".ayoayo-calls") {
  await page.goto(path);
  await ready(page);
  return page.locator(selector).first();
}

test("a pit the rules refuse is said at once, its field marked", async ({ page }) => {
  // Fourth trial, finding 2: never "Recording…" for ever.
  const calls = await open(page, "/part3/relay-sowing.html");
  await calls.locator('input[data-field="board"]').fill("4,4,4,4,4,4,4,4,4,4,4,4");
  await calls.locator('input[data-field="pit"]').fill("12");
  await calls.locator('button[data-action="record"]').click();
  await page.waitForFunction(() => !/Recording/.test(document.querySelector(".ayoayo-calls .ayo-status").textContent));
  const said = await calls.locator(".ayo-status").textContent();
  expect.soft(/out of range/.test(said) && (await calls.locator('input[data-field="pit"]').getAttribute("aria-invalid")) === "true",
    `fourth trial 2: a refused pit in the call-stack stepper is said and marked ("${said}")`).toBe(true);
});

test("the unguarded recursion's frames pile up until a call repeats", async ({ page }) => {
  // One frame a lap, and none returns.
  const calls = await open(page, "/part5/the-move-that-never-ends.html");
  await calls.focus();
  await page.keyboard.press("End");
  const recorded = api("/api/calls?of=relay&board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0");
  const said = await calls.locator(".ayo-status").textContent();
  expect.soft((await calls.getAttribute("data-depth")) === String(recorded.ending.depth) && /repeat without end/.test(said)
    && (await calls.locator(".ayo-frame").count()) === recorded.ending.depth
    && (await calls.locator(".ayo-frame.ayo-repeated").count()) === 1,
  `call stack: ${recorded.ending.depth} frames pile up until a call repeats call ${recorded.ending.from}`).toBe(true);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  expect.soft((await calls.getAttribute("data-depth")) === "1" && page.url().endsWith("/the-move-that-never-ends.html"),
    "call stack: Home goes back to the first call, and ← never turns the page").toBe(true);
});

test("a first/rest recursion returns its sum, and a typed board is recorded in the page", async ({ page }) => {
  const calls = await open(page, "/part4/ending-the-game.html");
  await calls.focus();
  await page.keyboard.press("End");
  expect.soft((await calls.getAttribute("data-depth")) === "1"
    && /first call's result is 22\./.test(await calls.locator(".ayo-status").textContent()),
  "call stack: count_stones returns 22 after the last frame leaves").toBe(true);
  await calls.locator('input[data-field="board"]').fill("1 2 3 4 5 6 0 0 0 0 0 0");
  await calls.locator('button[data-action="record"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-calls").dataset.step === "0");
  await calls.focus();
  await page.keyboard.press("End");
  expect.soft(await calls.locator(".ayo-status").textContent(), "call stack: a typed board is recorded in the page")
    .toMatch(/result is 21\./);
  // A refusal leaves no old recording behind.
  await calls.locator('input[data-field="board"]').fill("a,b,c");
  await calls.locator('button[data-action="record"]').click();
  await page.waitForFunction(() => /cannot be recorded/.test(document.querySelector(".ayoayo-calls .ayo-status").textContent));
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  expect.soft((await calls.getAttribute("data-step")) === "" && (await calls.locator(".ayo-frame").count()) === 0
    && await calls.locator('button[data-action="next"]').isDisabled(),
  "call stack: a refused board clears the old recording").toBe(true);
});

test("count_stones's shape beside its frames, and a prediction asked before its step", async ({ page }) => {
  // The whole run's shape beside the frames, the pit each call looks at,
  // and a prediction asked before the step it predicts (issue 44).
  const calls = await open(page, "/part4/ending-the-game.html");
  const typed = "1,2,3,4,5,6,0,0,0,0,0,0";
  await calls.locator('input[data-field="board"]').fill(typed);
  await calls.locator('button[data-action="record"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-calls").dataset.step === "0");
  const recorded = api(`/api/calls?of=count&board=${typed}&row=0`);
  // Up one a call to the base case, which returns at the same depth, then
  // down one a return.
  const shown = (await shapeOf(calls)).split(",").map(Number);
  const moves = shown.slice(1).map((d, k) => d - shown[k]);
  const turn = moves.indexOf(0);
  const rises = moves.slice(0, turn).every((m) => m === 1);
  const falls = moves.slice(turn + 1).every((m) => m === -1);
  expect.soft((await shapeOf(calls)) === depthsOf(recorded) && turn > 0 && rises && falls && shown[0] === 1 && shown.at(-1) === 1,
    "issue 44: count_stones's shape is the crate's depths, rising one a call and falling one a return").toBe(true);
  // Before its last step the shape shows only the run so far, and tells
  // nothing of what comes: a prediction cannot be read off it.
  const barsAtFirst = await calls.locator(".ayo-bar").count();
  const captionAtFirst = await calls.locator(".ayo-shape figcaption").textContent();
  await calls.locator('button[data-action="next"]').focus();
  await page.keyboard.press("End");
  const focusAtLast = await page.evaluate(() => document.activeElement.dataset.action);
  const barsAtLast = await calls.locator(".ayo-bar").count();
  const captionAtLast = await calls.locator(".ayo-shape figcaption").textContent();
  await page.keyboard.press("Home");
  expect.soft(barsAtFirst === 1 && /so far/.test(captionAtFirst) && !/grows|shrinks/.test(captionAtFirst)
    && barsAtLast === shown.length && /grows to \d+ frames/.test(captionAtLast) && focusAtLast === "next",
  `reader 44: the shape is drawn only to the step shown (${barsAtFirst} bar, "${captionAtFirst}"; at the end ${barsAtLast}, "${captionAtLast}")`)
    .toBe(true);
  // Step forwards and back by keyboard: the marked bar and the pit the
  // newest call looks at follow the step.
  await calls.focus();
  for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft"]) await page.keyboard.press(key);
  const at = Number(await calls.getAttribute("data-step"));
  const nowBar = await calls.locator(".ayo-bar").evaluateAll((bars) => bars.findIndex((b) => b.classList.contains("ayo-bar-now")));
  const newest = recorded.steps.slice(0, at + 1).reverse().find((s) => s.event === "call");
  const looked = await calls.locator(".ayo-pit.ayo-looked").evaluateAll((p) => p.map((x) => Number(x.dataset.pit)));
  expect.soft(at === 2 && nowBar === 2 && same(looked, [newest.pit]),
    `issue 44: keys step the shape's marker and the pit looked at (step ${at}, bar ${nowBar}, pit ${looked})`).toBe(true);
  // Predictions: ▶ asks first, and shows the step only once answered.
  await calls.locator('input[data-action="predict"]').check();
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  const asked = calls.locator(".ayo-predict");
  expect.soft((await calls.getAttribute("data-step")) === "2" && await asked.isVisible()
    && /What happens next|What does it return/.test(await asked.locator("legend").textContent()),
  "issue 44: a prediction is asked before the step it predicts, and the step waits").toBe(true);
  const focusedRadio = await page.evaluate(() => document.activeElement && document.activeElement.type);
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  const onAnswer = await page.evaluate(() => document.activeElement && document.activeElement.dataset.action);
  await page.keyboard.press("Enter");
  const explained = await asked.locator(".ayo-right, .ayo-wrong").count();
  const options = await asked.locator(".ayo-option").count();
  const back = await page.evaluate(() => document.activeElement && document.activeElement.className);
  // A second Enter on the explanation does nothing (the seventh trial: on
  // ▶ it asked the next question and swept the explanation away).
  await page.keyboard.press("Enter");
  const stillExplained = await asked.locator(".ayo-right, .ayo-wrong").count();
  expect.soft(focusedRadio === "radio" && onAnswer === "answer" && (await calls.getAttribute("data-step")) === "3"
    && explained === options && options >= 2 && back === "ayo-explained" && stillExplained === options,
  `issue 44: answered by keyboard, every option is explained, the step is shown, and the focus rests on the explanation (${focusedRadio}, ${onAnswer}, ${back})`)
    .toBe(true);
  // → on the question's own button is the question's, never the stepper's.
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  await asked.locator('button[data-action="answer"]').focus();
  const chapter = page.url();
  await page.keyboard.press("ArrowRight");
  const stillAsking = await asked.locator('button[data-action="answer"]').count();
  const focusIn = await page.evaluate(() => document.activeElement.dataset.action);
  expect.soft({ stillAsking, focusIn, same: page.url() === chapter }, "trial 7.1: → on the question's button keeps the question, the focus and the chapter")
    .toEqual({ stillAsking: 1, focusIn: "answer", same: true });
});

test("the accumulating count's shape is the plain count's", async ({ page }) => {
  // Part V's accumulator keeps the same hill: Rust keeps every frame.
  const passing = await open(page, "/part5/back-to-loops.html");
  await passing.locator(".ayo-shape svg").waitFor();
  const plain = api(`/api/calls?of=count&board=${(await boardOf(passing)).join(",")}&row=0`);
  expect.soft(await shapeOf(passing), "issue 44: the accumulating count's shape is the plain count's, frame for frame")
    .toBe(depthsOf(plain));
});

test("the endless relay's stack only rises", async ({ page }) => {
  const endless = await open(page, "/part5/the-move-that-never-ends.html");
  const seven = api("/api/calls?of=relay&board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0");
  const climb = (await shapeOf(endless)).split(",").map(Number);
  expect.soft((await shapeOf(endless)) === depthsOf(seven) && climb.every((d, k) => d === k + 1),
    "issue 44: the endless relay's shape only rises").toBe(true);
});

test("the call-stack stepper's buttons stay put as the stack grows", async ({ page }) => {
  // Issue 43, finding 3.
  const calls = await open(page, "/part5/the-move-that-never-ends.html");
  const next = calls.locator('button[data-action="next"]');
  const at = () => next.evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
  const y0 = await at();
  for (let i = 0; i < 6; i++) await next.click();
  const y1 = await at();
  expect.soft(Math.abs(y1 - y0) < 1 && (await calls.getAttribute("data-depth")) === "7",
    `finding 3, the call-stack stepper's buttons stay put (moved ${(y1 - y0).toFixed(1)} px over six steps)`).toBe(true);
});

test("minimax's tree of calls, stepped by keyboard, cut, and searched for a typed board", async ({ page }) => {
  // Issue 44: the recorded search step by step by keyboard, its cuts, and
  // a typed board searched in the page.
  const tree = await open(page, "/part6/an-opponent.html", ".ayoayo-tree");
  const count = (rec, event) => rec.steps.filter((s) => s.event === event).length;
  const recorded = api("/api/tree?board=1,0,2,0,1,0,0,1,0,1,1,0&score=20,21&to_move=0&depth=3");
  await tree.focus();
  await page.keyboard.press("End");
  const [step, calls, cuts] = await Promise.all(["data-step", "data-calls", "data-cuts"].map((a) => tree.getAttribute(a)));
  expect.soft(Number(step) === recorded.steps.length - 1 && Number(calls) === count(recorded, "call")
    && Number(cuts) === count(recorded, "cut") && count(recorded, "cut") > 0,
  `issue 44: the tree stepper ends with the crate's calls and cuts (${calls} calls, ${cuts} cuts)`).toBe(true);
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  const lines = await tree.locator(".ayo-call").count();
  expect.soft((await tree.getAttribute("data-step")) === "1" && lines === 2 && new URL(page.url()).pathname.endsWith("/an-opponent.html"),
    "issue 44: keys step the tree forwards and back, a call a line, and never turn the page").toBe(true);
  const firstCut = recorded.steps.findIndex((s) => s.event === "cut");
  for (let k = 1; k < firstCut; k++) await page.keyboard.press("ArrowRight");
  const status = await tree.locator(".ayo-status").textContent();
  const scissors = await tree.locator(".ayo-cut").allTextContents();
  expect.soft((await tree.getAttribute("data-step")) === String(firstCut) && /^Cut: .* never searched\.$/.test(status)
    && scissors.length === recorded.steps[firstCut].pits.length && scissors.every((t) => t.startsWith("✂")),
  `issue 44: the first cut is drawn with scissors and said with its reason ("${status}")`).toBe(true);
  expect.soft(await tree.locator('[aria-current="step"]').count(), "issue 44: this step's call is marked for a screen reader too")
    .toBe(1);
  // A board of the reader's own, searched by the engine in the page.
  const typed = "0,2,1,0,1,0,0,1,0,1,1,0";
  await tree.locator('input[data-field="board"]').fill(typed);
  await tree.locator('input[data-field="to_move"]').fill("0");
  await tree.locator('button[data-action="search"]').click();
  await page.waitForFunction(() => document.querySelector(".ayoayo-tree").dataset.step === "0");
  const theirs = api(`/api/tree?board=${typed}&to_move=0&depth=3`);
  await tree.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  expect.soft(Number(await tree.getAttribute("data-calls")) === count(theirs, "call")
    && Number(await tree.getAttribute("data-step")) === theirs.steps.length - 1,
  "issue 44: a typed board is searched in the page, the crate's tree call for call").toBe(true);
  await tree.locator('input[data-field="board"]').fill("a,b");
  await tree.locator('button[data-action="search"]').click();
  await page.waitForFunction(() => /cannot be searched/.test(document.querySelector(".ayoayo-tree .ayo-status").textContent));
  expect.soft((await tree.locator(".ayo-call").count()) === 0 && await tree.locator('button[data-action="next"]').isDisabled(),
    "issue 44: a refused board leaves no old tree behind").toBe(true);
});

test("a call-stack step is said with \"a board\" for its twelve numbers", async ({ page }) => {
  await page.goto("/part3/relay-sowing.html");
  await ready(page);
  const calls = page.locator(".ayoayo-calls").first();
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  const shown = await calls.locator(".ayo-status").textContent();
  const said = await calls.locator(".ayo-announce").textContent();
  expect.soft(/\[\d/.test(shown) && /a board/.test(said) && !/\[\d/.test(said),
    `trial 6.6: the step is shown with its board and said without it ("${said}")`).toBe(true);
});
