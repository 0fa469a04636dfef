// The relay stepper: a relay stepped by its buttons and by keys to the
// engine's board, a board the reader types traced by the engine in the
// page (and a bad one refused in words), its focus and its screen reader's
// words, and the endless relay stopping where its state repeats.

import { api, boardOf, errorsOf, expect, ready, shots, test } from "../fixtures.mjs";

const STEPPER = ".ayoayo-stepper:not([data-query])";

async function openStepper(page, path = "/part1/the-game.html") {
  await page.goto(path);
  await ready(page);
  const stepper = page.locator(STEPPER).first();
  await stepper.waitFor();
  return stepper;
}

// A stepper's controls, by their accessible names.
const control = (stepper, name) => stepper.getByRole("button", { name, exact: true });
const boardField = (stepper) => stepper.getByLabel("Your board");
const pitField = (stepper) => stepper.getByLabel("pit", { exact: true });

/** Types `board` (and `pit`, if given) and traces it. */
async function trace(stepper, board, pit) {
  await boardField(stepper).fill(board);
  if (pit !== undefined) await pitField(stepper).fill(pit);
  await control(stepper, "Trace this move").click();
}

/** Waits until the typed board is traced: its first frame shown, and no
 * longer "Tracing…". */
async function traced(stepper) {
  await expect(stepper).toHaveAttribute("data-frame", "0");
  await expect(stepper.locator(".ayo-status")).not.toContainText("Tracing");
}

test("a relay stepped lap by lap reaches the capture, on the engine's board, its pits labelled", async ({ page }) => {
  const stepper = await openStepper(page);
  const nextLap = control(stepper, "Next lap");
  for (let i = 0; i < 50 && !(await nextLap.isDisabled()); i++) await nextLap.click();
  await expect.soft(stepper, "stepper: next lap reaches the capture").toHaveAttribute("data-event", "capture");
  expect.soft(await boardOf(stepper), "stepper: the last board is the engine's after pit 3")
    .toEqual(api("/api/replay?moves=3")[1].board);
  await expect.soft(stepper.locator('.ayo-pit[data-pit="11"]'), "stepper: pits are labelled for screen readers")
    .toHaveAttribute("aria-label", /^pit 11: 0 stones/);
});

test("a relay stepped by keys: Home resets, → steps a stone, ↓ and ↑ a lap", async ({ page }) => {
  const stepper = await openStepper(page);
  // The keyboard alone: Home, then arrows.
  await stepper.focus();
  await page.keyboard.press("Home");
  await expect.soft(stepper, "keyboard: Home resets").toHaveAttribute("data-frame", "0");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.soft(stepper, "keyboard: → steps one stone at a time").toHaveAttribute("data-frame", "2");
  await page.keyboard.press("ArrowDown");
  await expect.soft(stepper, "keyboard: ↓ goes to the next lap").toHaveAttribute("data-lap", "2");
  await page.keyboard.press("ArrowUp");
  await expect.soft(stepper, "keyboard: ↑ goes back a lap").toHaveAttribute("data-lap", "1");
  await stepper.screenshot({ path: `${shots}/stepper-light.png` });
});

test("a step button switched off by its own key keeps the focus, Space there starts nothing, and arrows stay in the chapter", async ({ page }) => {
  // End on ▶ and Home on ◀ switch the button pressed off: it keeps the
  // focus, never the page's; the next ← or → stays in the chapter, and
  // Space on it starts nothing.
  const stepper = await openStepper(page);
  const chapter = page.url();
  const next = control(stepper, "Next stone");
  const previous = control(stepper, "Previous stone");
  await next.focus();
  await page.keyboard.press("End");
  await expect.soft(next, "step keys: End on ▶ keeps the focus on ▶").toBeFocused();
  await page.keyboard.press("ArrowRight");
  await previous.focus();
  await page.keyboard.press("Home");
  await expect.soft(previous, "step keys: Home on ◀ keeps the focus on ◀").toBeFocused();
  await expect.soft(previous, "step keys: ◀ is switched off at the start").toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  const announced = await stepper.locator(".ayo-announce").textContent();
  await page.keyboard.press("ArrowLeft");
  expect.soft(announced, "step keys: Space on the switched-off ◀ starts no playing").not.toMatch(/Playing/);
  await expect.soft(stepper, "step keys: the relay stays at its start").toHaveAttribute("data-frame", "0");
  await expect.soft(page, "step keys: ← and → on a switched-off button stay in the chapter").toHaveURL(chapter);
});

test("a board the reader types is traced in the page to the engine's cycle", async ({ page }) => {
  const stepper = await openStepper(page);
  await trace(stepper, "1,1,0,1,0,1,0,1,0,1,0,1", "0");
  await traced(stepper);
  await expect.soft(stepper.getByRole("button", { name: "Play the relay" }), "typed board: ▶ Play is on again once traced")
    .toBeEnabled();
  await stepper.focus();
  await page.keyboard.press("End");
  await expect.soft(stepper, "typed board: the seven stones' relay is traced to its cycle").toHaveAttribute("data-event", "cycle");
  expect.soft(await boardOf(stepper), "typed board: the last frame is the engine's")
    .toEqual(api("/api/relay?board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0").frames.at(-1).board);
});

const pasted = Array(3000).fill("4").join(",");
for (const [typed, words] of [["49,0,0,0,0,0,0,0,0,0,0,0", "48"], ["4,4,-1,4", "not a whole number"],
  ["rubbish", "not a whole number"], [pasted, "too long"]]) {
  const shown = typed.slice(0, 40);
  test(`a typed board "${typed.slice(0, 24)}" is refused in words, clearing the old trace, its caption naming it`, async ({ page }) => {
    const stepper = await openStepper(page);
    await trace(stepper, typed);
    await expect(stepper).toHaveAttribute("data-event", "refused");
    const said = await stepper.locator(".ayo-status").textContent();
    expect.soft(said, `typed board: "${shown}" is refused in words`).toContain(words);
    expect.soft(said, `typed board: "${shown}" is refused without the request's words`).not.toMatch(/request|bytes|board: /);
    // Never stale: a refusal clears the old trace, and the caption names
    // the board typed.
    const cleared = await boardOf(stepper);
    expect.soft(cleared.filter((c) => !(Number.isNaN(c) || c === 0)), `typed board: after "${shown}" is refused, no old count is left`)
      .toEqual([]);
    await expect.soft(stepper, `typed board: after "${shown}" is refused, no frame is shown`).toHaveAttribute("data-frame", "");
    await expect.soft(control(stepper, "Next stone"), `typed board: after "${shown}" is refused, ▶ is off`).toBeDisabled();
    const caption = stepper.locator(".ayo-caption");
    if (typed.length > 40) {
      await expect.soft(caption, "typed board: the caption names a long board, cut").toContainText(typed.slice(0, 40) + "…");
      expect.soft((await caption.textContent()).length, "typed board: the caption of a long board is short").toBeLessThan(80);
    } else {
      await expect.soft(caption, `typed board: the caption names "${shown}"`).toContainText(typed.replace(/\s+/g, ""));
    }
  });
}

test("text fields keep their editing keys, and no key in them steps the relay or turns the page", async ({ page }) => {
  // Home and End move the caret.
  const stepper = await openStepper(page);
  const field = boardField(stepper);
  await trace(stepper, "4,4,4,4,4,4,4,4,4,4,4,4");
  await traced(stepper);
  await field.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  expect.soft(await field.evaluate((f) => f.selectionStart), "fields: Home then → put the caret after the first character")
    .toBe(1);
  await page.keyboard.press("9");
  await expect.soft(field, "fields: a key typed there goes in at the caret").toHaveValue(/^49,/);
  await expect.soft(stepper, "fields: keys in a field do not step the relay").toHaveAttribute("data-frame", "0");
  await expect.soft(page, "fields: keys in a field do not turn the page").toHaveURL(/\/part1\/the-game\.html$/);
  await pitField(stepper).focus();
  await page.keyboard.press("ArrowUp");
  await expect.soft(stepper, "fields: ↑ in the pit field does not change the lap").toHaveAttribute("data-lap", "0");
});

test("counts typed with spaces are read one by one", async ({ page }) => {
  const stepper = await openStepper(page);
  await trace(stepper, "1 1 0 1 0 1 0 1 0 1 0 1", "0");
  await traced(stepper);
  await expect.soft(stepper.locator(".ayo-caption"), "typed board: counts separated by spaces are read one by one")
    .toContainText("1,1,0,1,0,1,0,1,0,1,0,1");
});

test("an empty pit is asked for", async ({ page }) => {
  const stepper = await openStepper(page);
  await trace(stepper, "4,4,4,4,4,4,4,4,4,4,4,4", "");
  await expect.soft(stepper.locator(".ayo-status"), "typed board: an empty pit is asked for").toContainText("Type the pit");
});

test("a long typed relay is traced in the page", async ({ page }) => {
  const stepper = await openStepper(page);
  const started = Date.now();
  await trace(stepper, "5,5,0,6,6,0,1,6,6,6,6,1", "10");
  await expect(stepper.locator(".ayo-status")).toHaveText(/Lap|Before/);
  console.log(`     (a typed board traced in ${Date.now() - started} ms)`);
});

test("a chapter's first Tab skips to the chapter", async ({ page }) => {
  // A chapter's first Tab stop skips the table of contents.
  await page.goto("/part1/the-game.html");
  await ready(page);
  await page.keyboard.press("Tab");
  await expect.soft(page.getByRole("link", { name: "Skip to the chapter", exact: true }), "the first Tab reaches the skip link")
    .toBeFocused();
  await page.keyboard.press("Enter");
  await expect.soft(page.locator("main"), "the skip link takes the focus to the chapter").toBeFocused();
});

test("a pit out of range is the crate's to refuse, said once, and only the field at fault marked", async ({ page }) => {
  // A pit the browser would refuse (12) is the crate's to refuse, in words,
  // and the status never tells of an older board.
  const stepper = await openStepper(page);
  const status = stepper.locator(".ayo-status");
  await trace(stepper, "-1,4,4,4,4,4,4,4,4,4,4,4");
  await expect(status).toContainText("cannot be traced");
  await trace(stepper, "4,4,4,4,4,4,4,4,4,4,4,4", "12");
  await expect(status).toContainText("12");
  const pitSaid = await status.textContent();
  expect.soft(pitSaid, "a pit out of range is said by the crate").toContain("cannot be traced");
  expect.soft(pitSaid, "the refusal of the pit tells nothing of the older board").not.toContain("-1");
  // Said once to a screen reader, and the field at fault marked.
  await expect.soft(status, "a refusal is read once: the status is hidden from screen readers").toHaveAttribute("aria-hidden", "true");
  await expect.soft(stepper.locator(".ayo-announce"), "a refusal is read once, by the announcer").toHaveText(pitSaid);
  await expect.soft(pitField(stepper), "the pit field, at fault, is marked invalid").toHaveAttribute("aria-invalid", "true");
  await expect.soft(boardField(stepper), "the board field, not at fault, is not marked invalid").not.toHaveAttribute("aria-invalid");
});

test("a stepper's button keeps the focus", async ({ page }) => {
  // Enter three times on "next stone" steps three
  // stones.
  const stepper = await openStepper(page);
  const next = control(stepper, "Next stone");
  await next.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Enter");
  await expect.soft(stepper, "Enter ×3 on next stone steps three stones").toHaveAttribute("data-frame", "3");
  await expect.soft(next, "a stepper's button keeps the focus").toBeFocused();
});

test("End while refused or tracing throws nothing", async ({ page }) => {
  // End after a refused board, and while a board is
  // traced, does nothing (and throws nothing).
  const stepper = await openStepper(page);
  const errors = errorsOf(page);
  const errorsBefore = errors.length;
  await trace(stepper, "rubbish");
  await expect(stepper).toHaveAttribute("data-event", "refused");
  await stepper.focus();
  await page.keyboard.press("End");
  await boardField(stepper).fill("4,4,4,4,4,4,4,4,4,4,4,4");
  await stepper.evaluate((root) => {
    root.querySelector("form").requestSubmit();
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true }));
  });
  // Until the board is traced: an error thrown by either is in by then.
  await expect(stepper).toHaveAttribute("data-frame", "0");
  expect.soft(errors.slice(errorsBefore), "End after a refused board and while tracing throws nothing").toEqual([]);
});

test("autoplay is announced once, not a frame at a time", async ({ page }) => {
  // Finding 8. Autoplay does not flood a screen reader: one announcement
  // when it starts or stops, not one a frame. The relay of a typed board
  // plays seven frames (or to its end, if sooner), and is paused.
  const stepper = await openStepper(page);
  await trace(stepper, "4,4,4,4,4,4,4,4,4,4,4,4");
  await traced(stepper);
  const { announced, played } = await stepper.evaluate(async (root) => {
    let changes = 0;
    const live = (node) => {
      const region = (node.nodeType === 1 ? node : node.parentElement).closest('[aria-live], [role="status"], [role="alert"]');
      return region && region.getAttribute("aria-live") !== "off";
    };
    const count = (records) => { if (records.some((r) => live(r.target))) changes++; };
    const watch = new MutationObserver(count);
    watch.observe(root, { subtree: true, childList: true, characterData: true });
    const play = root.querySelector('button[data-action="play"]');
    const from = Number(root.dataset.frame);
    play.click();
    await new Promise((done) => {
      const enough = () => Number(root.dataset.frame) - from >= 7 || play.textContent === "▶ Play";
      const frames = new MutationObserver(() => { if (enough()) { frames.disconnect(); done(); } });
      frames.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-frame"] });
    });
    if (play.textContent !== "▶ Play") play.click();
    count(watch.takeRecords());
    watch.disconnect();
    return { announced: changes, played: Number(root.dataset.frame) - from };
  });
  expect.soft(played, "autoplay plays seven frames before it is paused").toBeGreaterThanOrEqual(7);
  expect.soft(announced, `autoplay is announced once, not a frame at a time (over ${played} frames)`)
    .toBeLessThanOrEqual(3);
});
