// The call-stack stepper and minimax's tree of calls (issue 44): the
// crate's recordings stepped by keyboard, their shapes, a prediction asked
// before the step it predicts, boards the reader types recorded or
// searched by the engine in the page, and refusals that leave nothing old
// behind.

import { api, boardOf, expect, ready, test } from "../fixtures.mjs";

const depthsOf = (rec) => rec.steps.map((s) => s.depth).join(",");
const shapeOf = (calls) => calls.locator(".ayo-shape").getAttribute("data-depths");
const control = (widget, name) => widget.getByRole("button", { name, exact: true });
const boardField = (widget) => widget.getByLabel("Your board");

async function open(page, path, selector = ".ayoayo-calls") {
  await page.goto(path);
  await ready(page);
  return page.locator(selector).first();
}

test("a pit the rules refuse is said at once, its field marked", async ({ page }) => {
  // Never "Recording…" for ever.
  const calls = await open(page, "/part3/relay-sowing.html");
  await boardField(calls).fill("4,4,4,4,4,4,4,4,4,4,4,4");
  await calls.getByLabel("pit", { exact: true }).fill("12");
  await control(calls, "Record the calls").click();
  const status = calls.locator(".ayo-status");
  await expect(status).not.toContainText("Recording");
  await expect.soft(status, "a refused pit in the call-stack stepper is said").toContainText("out of range");
  await expect.soft(calls.getByLabel("pit", { exact: true }), "a refused pit in the call-stack stepper is marked")
    .toHaveAttribute("aria-invalid", "true");
});

test("the unguarded recursion's frames pile up until a call repeats", async ({ page }) => {
  // One frame a lap, and none returns.
  const calls = await open(page, "/part5/the-move-that-never-ends.html");
  await calls.focus();
  await page.keyboard.press("End");
  const recorded = api("/api/calls?of=relay&board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0");
  const { depth } = recorded.ending;
  await expect.soft(calls, `call stack: ${depth} frames deep at the end`).toHaveAttribute("data-depth", String(depth));
  await expect.soft(calls.locator(".ayo-status"), "call stack: the end says the calls repeat")
    .toContainText("repeat without end");
  await expect.soft(calls.locator(".ayo-frame"), `call stack: ${depth} frames pile up`).toHaveCount(depth);
  await expect.soft(calls.locator(".ayo-frame.ayo-repeated"), `call stack: one frame repeats call ${recorded.ending.from}`)
    .toHaveCount(1);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await expect.soft(calls, "call stack: Home goes back to the first call").toHaveAttribute("data-depth", "1");
  await expect.soft(page, "call stack: ← never turns the page").toHaveURL(/\/the-move-that-never-ends\.html$/);
});

test("a first/rest recursion returns its sum", async ({ page }) => {
  const calls = await open(page, "/part4/ending-the-game.html");
  await calls.focus();
  await page.keyboard.press("End");
  await expect.soft(calls, "call stack: the last frame of count_stones leaves").toHaveAttribute("data-depth", "1");
  await expect.soft(calls.locator(".ayo-status"), "call stack: count_stones returns 22 after the last frame leaves")
    .toContainText(/first call's result is 22\./);
});

test("a typed board is recorded in the page", async ({ page }) => {
  const calls = await open(page, "/part4/ending-the-game.html");
  await boardField(calls).fill("1 2 3 4 5 6 0 0 0 0 0 0");
  await control(calls, "Record the calls").click();
  await expect(calls).toHaveAttribute("data-step", "0");
  await calls.focus();
  await page.keyboard.press("End");
  await expect.soft(calls.locator(".ayo-status"), "call stack: a typed board is recorded in the page").toContainText(/result is 21\./);
});

test("a refused board leaves no old recording behind", async ({ page }) => {
  const calls = await open(page, "/part4/ending-the-game.html");
  await boardField(calls).fill("a,b,c");
  await control(calls, "Record the calls").click();
  await expect(calls.locator(".ayo-status")).toContainText("cannot be recorded");
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  await expect.soft(calls, "call stack: a refused board leaves no step").toHaveAttribute("data-step", "");
  await expect.soft(calls.locator(".ayo-frame"), "call stack: a refused board leaves no frame").toHaveCount(0);
  await expect.soft(control(calls, "Next step"), "call stack: a refused board leaves ▶ off").toBeDisabled();
});

// count_stones recorded for a typed board, at its first step.
const TYPED = "1,2,3,4,5,6,0,0,0,0,0,0";
async function recordTyped(page) {
  const calls = await open(page, "/part4/ending-the-game.html");
  await boardField(calls).fill(TYPED);
  await control(calls, "Record the calls").click();
  await expect(calls).toHaveAttribute("data-step", "0");
  return calls;
}

test("count_stones's shape is the crate's depths, rising one a call and falling one a return", async ({ page }) => {
  // The whole run's shape beside the frames.
  const calls = await recordTyped(page);
  const recorded = api(`/api/calls?of=count&board=${TYPED}&row=0`);
  await expect.soft(calls.locator(".ayo-shape"), "count_stones's shape is the crate's depths")
    .toHaveAttribute("data-depths", depthsOf(recorded));
  // Up one a call to the base case, which returns at the same depth, then
  // down one a return.
  const shown = (await shapeOf(calls)).split(",").map(Number);
  const moves = shown.slice(1).map((d, k) => d - shown[k]);
  const turn = moves.indexOf(0);
  expect.soft(turn, `the shape turns at the base case (${moves})`).toBeGreaterThan(0);
  expect.soft(moves.slice(0, turn), "the shape rises one a call").toEqual(moves.slice(0, turn).map(() => 1));
  expect.soft(moves.slice(turn + 1), "the shape falls one a return").toEqual(moves.slice(turn + 1).map(() => -1));
  expect.soft([shown[0], shown.at(-1)], "the shape starts and ends one frame deep").toEqual([1, 1]);
});

test("count_stones's shape is drawn only to the step shown, so that a prediction cannot be read off it", async ({ page }) => {
  // Before its last step the shape shows only the run so far, and tells
  // nothing of what comes.
  const calls = await recordTyped(page);
  const steps = (await shapeOf(calls)).split(",").length;
  const bars = calls.locator(".ayo-bar");
  const caption = calls.locator(".ayo-shape figcaption");
  await expect.soft(bars, "the shape at the first step: one bar").toHaveCount(1);
  await expect.soft(caption, "the shape at the first step: the run so far").toContainText("so far");
  await expect.soft(caption, "the shape at the first step tells nothing of what comes").not.toHaveText(/grows|shrinks/);
  const next = control(calls, "Next step");
  await next.focus();
  await page.keyboard.press("End");
  await expect.soft(next, "End on ▶ keeps the focus on ▶").toBeFocused();
  await expect.soft(bars, "the shape at the last step: a bar a step").toHaveCount(steps);
  await expect.soft(caption, "the shape at the last step says how high it grows").toHaveText(/grows to \d+ frames/);
});

test("keys step the shape's marker and the pit the newest call looks at", async ({ page }) => {
  // Step forwards and back by keyboard: the marked bar and the pit the
  // newest call looks at follow the step.
  const calls = await recordTyped(page);
  const recorded = api(`/api/calls?of=count&board=${TYPED}&row=0`);
  await calls.focus();
  for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft"]) await page.keyboard.press(key);
  await expect.soft(calls, "→ → → ← reach step 2").toHaveAttribute("data-step", "2");
  const nowBar = await calls.locator(".ayo-bar").evaluateAll((bars) => bars.findIndex((b) => b.classList.contains("ayo-bar-now")));
  expect.soft(nowBar, "the shape's marker is on step 2's bar").toBe(2);
  const newest = recorded.steps.slice(0, 3).reverse().find((s) => s.event === "call");
  const looked = await calls.locator(".ayo-pit.ayo-looked").evaluateAll((p) => p.map((x) => Number(x.dataset.pit)));
  expect.soft(looked, "the pit marked is the one the newest call looks at").toEqual([newest.pit]);
});

// count_stones at step 2, predictions on, the question before step 3 asked.
async function askedAtStep2(page) {
  const calls = await recordTyped(page);
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(calls).toHaveAttribute("data-step", "2");
  await calls.getByRole("checkbox", { name: "Ask me what comes next before each step" }).check();
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  return { calls, asked: calls.locator(".ayo-predict") };
}

test("with predictions on, ▶ asks first, and the step waits for the answer", async ({ page }) => {
  const { calls, asked } = await askedAtStep2(page);
  await expect.soft(calls, "the step waits for the answer").toHaveAttribute("data-step", "2");
  await expect.soft(asked, "a prediction is asked before the step it predicts").toBeVisible();
  await expect.soft(asked.locator("legend"), "the question asks what comes next")
    .toHaveText(/What happens next|What does it return/);
});

test("a prediction answered by keyboard explains every option, shows the step, and keeps the focus on the explanation", async ({ page }) => {
  const { calls, asked } = await askedAtStep2(page);
  await expect.soft(page.locator(":focus"), "the question takes the focus to its options").toHaveAttribute("type", "radio");
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect.soft(asked.getByRole("button", { name: "Answer, then show the step" }), "Tab from the options reaches Answer")
    .toBeFocused();
  await page.keyboard.press("Enter");
  const options = await asked.locator(".ayo-option").count();
  const explained = asked.locator(".ayo-right, .ayo-wrong");
  expect.soft(options, "the question has options").toBeGreaterThanOrEqual(2);
  await expect.soft(explained, "answered, every option is explained").toHaveCount(options);
  await expect.soft(calls, "answered, the step is shown").toHaveAttribute("data-step", "3");
  await expect.soft(asked.locator(".ayo-explained"), "the focus rests on the explanation").toBeFocused();
  // A second Enter on the explanation does nothing (on ▶ it used to ask
  // the next question and sweep the explanation away).
  await page.keyboard.press("Enter");
  await expect.soft(explained, "a second Enter keeps the explanation").toHaveCount(options);
});

test("→ on the question's own button is the question's, never the stepper's", async ({ page }) => {
  const { asked } = await askedAtStep2(page);
  const answer = asked.getByRole("button", { name: "Answer, then show the step" });
  await answer.focus();
  const chapter = page.url();
  await page.keyboard.press("ArrowRight");
  await expect.soft(answer, "→ on the question's button keeps the question").toHaveCount(1);
  await expect.soft(answer, "→ on the question's button keeps the focus").toBeFocused();
  await expect.soft(page, "→ on the question's button keeps the chapter").toHaveURL(chapter);
});

test("the accumulating count's shape is the plain count's", async ({ page }) => {
  // Part V's accumulator keeps the same hill: Rust keeps every frame.
  const passing = await open(page, "/part5/back-to-loops.html");
  await passing.locator(".ayo-shape svg").waitFor();
  const plain = api(`/api/calls?of=count&board=${(await boardOf(passing)).join(",")}&row=0`);
  await expect.soft(passing.locator(".ayo-shape"), "the accumulating count's shape is the plain count's, frame for frame")
    .toHaveAttribute("data-depths", depthsOf(plain));
});

test("the endless relay's stack only rises", async ({ page }) => {
  const endless = await open(page, "/part5/the-move-that-never-ends.html");
  const seven = api("/api/calls?of=relay&board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0");
  await expect.soft(endless.locator(".ayo-shape"), "the endless relay's shape is the crate's depths")
    .toHaveAttribute("data-depths", depthsOf(seven));
  const climb = (await shapeOf(endless)).split(",").map(Number);
  expect.soft(climb, "the endless relay's shape only rises, one a call").toEqual(climb.map((_, k) => k + 1));
});

test("the call-stack stepper's buttons stay put as the stack grows", async ({ page }) => {
  const calls = await open(page, "/part5/the-move-that-never-ends.html");
  const next = control(calls, "Next step");
  const at = () => next.evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
  const y0 = await at();
  for (let i = 0; i < 6; i++) await next.click();
  const y1 = await at();
  await expect.soft(calls, "six steps make the stack seven frames deep").toHaveAttribute("data-depth", "7");
  expect.soft(Math.abs(y1 - y0), "the call-stack stepper's buttons stay put (px moved over six steps)").toBeLessThan(1);
});

// minimax's tree of calls, recorded by the crate for this board.
const TREE = "/api/tree?board=1,0,2,0,1,0,0,1,0,1,1,0&score=20,21&to_move=0&depth=3";
const countOf = (rec, event) => rec.steps.filter((s) => s.event === event).length;
const openTree = (page) => open(page, "/part6/cutting-the-tree.html", ".ayoayo-tree");

test("minimax's tree stepper ends with the crate's calls and cuts", async ({ page }) => {
  const tree = await openTree(page);
  const recorded = api(TREE);
  await tree.focus();
  await page.keyboard.press("End");
  await expect.soft(tree, "End reaches the tree's last step").toHaveAttribute("data-step", String(recorded.steps.length - 1));
  await expect.soft(tree, "the tree has the crate's calls").toHaveAttribute("data-calls", String(countOf(recorded, "call")));
  await expect.soft(tree, "the tree has the crate's cuts").toHaveAttribute("data-cuts", String(countOf(recorded, "cut")));
  expect.soft(countOf(recorded, "cut"), "the recorded search cuts").toBeGreaterThan(0);
});

test("keys step minimax's tree forwards and back, a call a line, and never turn the page", async ({ page }) => {
  const tree = await openTree(page);
  await tree.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect.soft(tree, "Home → → ← reach step 1").toHaveAttribute("data-step", "1");
  await expect.soft(tree.locator(".ayo-call"), "a call a line").toHaveCount(2);
  await expect.soft(page, "keys on the tree never turn the page").toHaveURL(/\/cutting-the-tree\.html$/);
});

test("the tree's first cut is drawn with scissors, said with its reason, and marked for a screen reader", async ({ page }) => {
  const tree = await openTree(page);
  const recorded = api(TREE);
  const firstCut = recorded.steps.findIndex((s) => s.event === "cut");
  await tree.focus();
  await page.keyboard.press("Home");
  for (let k = 0; k < firstCut; k++) await page.keyboard.press("ArrowRight");
  await expect.soft(tree, "→ steps to the first cut").toHaveAttribute("data-step", String(firstCut));
  await expect.soft(tree.locator(".ayo-status"), "the first cut is said with its reason").toHaveText(/^Cut: .* never searched\.$/);
  const pits = recorded.steps[firstCut].pits.length;
  await expect.soft(tree.locator(".ayo-cut"), "the first cut is drawn with scissors, one a pit cut")
    .toHaveText(Array(pits).fill(/^✂/));
  await expect.soft(tree.locator('[aria-current="step"]'), "this step's call is marked for a screen reader too").toHaveCount(1);
});

test("a typed board is searched in the page, the crate's tree call for call", async ({ page }) => {
  // A board of the reader's own, searched by the engine in the page.
  const tree = await openTree(page);
  const typed = "0,2,1,0,1,0,0,1,0,1,1,0";
  await boardField(tree).fill(typed);
  await tree.getByLabel("player to move").fill("0");
  await control(tree, "Search this board").click();
  await expect(tree).toHaveAttribute("data-step", "0");
  const theirs = api(`/api/tree?board=${typed}&to_move=0&depth=3`);
  await tree.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  await expect.soft(tree, "the typed board's tree has the crate's calls").toHaveAttribute("data-calls", String(countOf(theirs, "call")));
  await expect.soft(tree, "the typed board's tree ends at the crate's last step")
    .toHaveAttribute("data-step", String(theirs.steps.length - 1));
});

test("a refused board leaves no old tree behind", async ({ page }) => {
  const tree = await openTree(page);
  await boardField(tree).fill("a,b");
  await control(tree, "Search this board").click();
  await expect(tree.locator(".ayo-status")).toContainText("cannot be searched");
  await expect.soft(tree.locator(".ayo-call"), "a refused board leaves no call").toHaveCount(0);
  await expect.soft(control(tree, "Next step"), "a refused board leaves ▶ off").toBeDisabled();
});

test("a call-stack step is said with \"a board\" for its twelve numbers", async ({ page }) => {
  await page.goto("/part3/relay-sowing.html");
  await ready(page);
  const calls = page.locator(".ayoayo-calls").first();
  await calls.focus();
  await page.keyboard.press("ArrowRight");
  await expect.soft(calls.locator(".ayo-status"), "the step is shown with its board's numbers").toHaveText(/\[\d/);
  const said = calls.locator(".ayo-announce");
  await expect.soft(said, "the step is said with \"a board\"").toContainText("a board");
  await expect.soft(said, "the step is said without the board's numbers").not.toHaveText(/\[\d/);
});
