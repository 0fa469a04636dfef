// The self-checks (issue 44): nothing of an answer shows before the reader
// commits one, by keyboard; a wrong answer is told so against the crate's
// numbers, or by the wrong model of recursion it comes from, and may try
// again; the chapter's progress is kept; an answer's stepper is filled in
// by the engine in the page; and arrows on a self-check stay in the
// chapter.

import { expect, ready, test } from "../fixtures.mjs";

const check = (quiz) => quiz.getByRole("button", { name: "Check my answer" });
const again = (quiz) => quiz.getByRole("button", { name: "Try again" });
const verdictOf = (quiz) => quiz.locator(".ayo-verdict");
const PROGRESS = /answered (1 of )?this chapter's/;

test("arrows on a self-check's button do not turn the chapter", async ({ page }) => {
  await page.goto("/part1/the-game.html");
  await ready(page);
  const chapter = page.url();
  await check(page.locator(".ayoayo-quiz").first()).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect.soft(page, "← and → on a self-check's button do not turn the chapter").toHaveURL(chapter);
});

// The written self-check whose answer carries a stepper.
async function writtenQuiz(page) {
  await page.goto("/part5/the-move-that-never-ends.html");
  await ready(page);
  const quiz = page.locator(".ayoayo-quiz", { has: page.locator("[data-query]") }).first();
  return { quiz, field: quiz.getByLabel("Your answer, before you look") };
}

// A wrong answer, checked by keyboard: returns the verdict said.
async function answerWrong(page, quiz, field) {
  await field.fill("lap 10, a loop of 11");
  await field.focus();
  await page.keyboard.press("Enter");
  await expect(quiz).toHaveAttribute("data-verdict", /./);
  return verdictOf(quiz).textContent();
}

test("a written answer: nothing shows before it, and a wrong one is told against the crate's numbers", async ({ page }) => {
  const { quiz, field } = await writtenQuiz(page);
  const details = quiz.locator("details");
  await expect.soft(details, "self-check: nothing of the answer shows before one is written").toBeHidden();
  await field.focus();
  await page.keyboard.press("Enter");
  await expect.soft(verdictOf(quiz), "self-check: an empty answer is asked for").toContainText("Write an answer first");
  await answerWrong(page, quiz, field);
  await expect.soft(quiz, "self-check: a wrong answer is judged wrong").toHaveAttribute("data-verdict", "false");
  await expect.soft(verdictOf(quiz), "self-check: a wrong answer is told against the crate's numbers").toContainText("has 12, 11");
  await expect.soft(details, "self-check: once answered, the answer is open").toHaveJSProperty("open", true);
  await expect.soft(details, "self-check: once answered, the answer shows").toBeVisible();
});

test("pressing the checked answer's button again keeps the verdict and the answer", async ({ page }) => {
  // A second press on the checked button (switched off, so pressed here by
  // keyboard and by a tap's click event) does nothing; Try again is its own.
  const { quiz, field } = await writtenQuiz(page);
  const wrong = await answerWrong(page, quiz, field);
  await check(quiz).focus();
  await page.keyboard.press("Enter");
  await check(quiz).dispatchEvent("click");
  await expect.soft(verdictOf(quiz), "self-check: the verdict is kept").toHaveText(wrong);
  await expect.soft(quiz.locator("details"), "self-check: the answer stays open").toHaveJSProperty("open", true);
});

test("Try again folds the answer and returns to the field, and a right answer counts", async ({ page }) => {
  const { quiz, field } = await writtenQuiz(page);
  await answerWrong(page, quiz, field);
  await again(quiz).click();
  await expect.soft(quiz.locator("details"), "self-check: Try again folds the answer").toBeHidden();
  await expect.soft(field, "self-check: Try again empties the field").toHaveValue("");
  await expect.soft(field, "self-check: Try again returns to the field").toBeFocused();
  await field.fill("It comes back after lap 12 to lap 1, a loop of 11.");
  await check(quiz).click();
  await expect.soft(quiz, "self-check: a right answer is judged right").toHaveAttribute("data-verdict", "true");
  await expect.soft(quiz.locator(".ayo-progress"), "self-check: a right answer counts").toHaveText(PROGRESS);
});

test("the chapter's progress is kept in the browser", async ({ page }) => {
  const { quiz, field } = await writtenQuiz(page);
  await field.fill("It comes back after lap 12 to lap 1, a loop of 11.");
  await check(quiz).click();
  await expect(quiz).toHaveAttribute("data-verdict", "true");
  await page.reload();
  await ready(page);
  await expect.soft(page.locator(".ayo-progress").first(), "self-check: the chapter's progress is kept in the browser")
    .toHaveText(PROGRESS);
});

test("an answer's stepper is traced by the engine in the page when the answer opens", async ({ page }) => {
  const { quiz, field } = await writtenQuiz(page);
  const stepper = quiz.locator(".ayoayo-stepper");
  await field.fill("12 and 11");
  await check(quiz).click();
  await stepper.locator(".ayo-board").waitFor();
  await stepper.focus();
  await page.keyboard.press("End");
  await expect.soft(stepper, "self-check: the engine in the page traces the answer's move to the lap that closes its cycle").toHaveAttribute("data-event", "cycle");
  await expect.soft(stepper.locator(".ayo-status"), "self-check: the answer's stepper says the relay never ends").toContainText("never ends");
});

// The first self-check with options in Part III's chapter.
async function optionsQuiz(page) {
  await page.goto("/part3/relay-sowing.html");
  await ready(page);
  return page.locator(".ayoayo-quiz", { has: page.locator("ol.ayo-options") }).first();
}

// A wrong choice, made and checked by keyboard: returns its option's index.
async function chooseWrong(page, asked) {
  const wrong = await asked.locator("ol.ayo-options li[data-model]").first().evaluate((li) => [...li.parentNode.children].indexOf(li));
  await asked.locator('input[data-field="option"]').first().focus();
  await page.keyboard.press("Space");
  for (let k = 0; k < wrong; k++) await page.keyboard.press("ArrowDown");
  await check(asked).focus();
  await page.keyboard.press("Enter");
  await expect(asked).toHaveAttribute("data-verdict", /./);
  return wrong;
}

test("a self-check with options shows nothing of its answers before a choice", async ({ page }) => {
  const asked = await optionsQuiz(page);
  const text = await asked.evaluate((q) => q.innerText);
  const explained = await asked.locator("ol.ayo-options li").allTextContents();
  expect.soft(explained.map((t) => t.trim().slice(-30)).filter((t) => text.includes(t)),
    "self-check with options: no explanation shows before a choice (those that do)").toEqual([]);
  await check(asked).focus();
  await page.keyboard.press("Enter");
  await expect.soft(verdictOf(asked), "self-check with options: a choice is asked for").toContainText("Choose an option");
});

test("a wrong choice by keyboard names its model, and every option's explanation shows, the choice marked", async ({ page }) => {
  // A wrong choice is told which wrong model of recursion it comes from.
  const asked = await optionsQuiz(page);
  const wrong = await chooseWrong(page, asked);
  const chosen = asked.locator("ol.ayo-options li").nth(wrong);
  const model = await chosen.getAttribute("data-model");
  const names = { looping: /looping model/, "return-value": /return-value model/, trap: /traps/ }[model];
  await expect.soft(asked, "self-check with options: a wrong choice is judged wrong").toHaveAttribute("data-verdict", "false");
  await expect.soft(verdictOf(asked), `self-check with options: a wrong choice names its model (${model})`).toHaveText(names);
  await expect.soft(asked.locator("details"), "self-check with options: once answered, the answers are open").toHaveJSProperty("open", true);
  await expect.soft(asked.locator("details"), "self-check with options: once answered, the answers show").toBeVisible();
  expect.soft(await chosen.evaluate((li) => li.innerText), "self-check with options: the choice is marked in words")
    .toMatch(/^Your choice\./);
});

test("a checked choice is kept by a second Enter, and Try again folds the answers and returns to the options", async ({ page }) => {
  const asked = await optionsQuiz(page);
  await chooseWrong(page, asked);
  const verdict = await verdictOf(asked).textContent();
  await page.keyboard.press("Enter");
  await expect.soft(verdictOf(asked), "Enter again on the checked button keeps the verdict").toHaveText(verdict);
  await again(asked).focus();
  await page.keyboard.press("Enter");
  await expect.soft(page.locator(":focus"), "self-check with options: Try again returns to the options")
    .toHaveAttribute("data-field", "option");
  await expect.soft(asked.locator("details"), "self-check with options: Try again folds the answers").toBeHidden();
});

// A written self-check of Part II's chapter.
async function sowingQuiz(page) {
  await page.goto("/part2/sowing.html");
  await ready(page);
  const quiz = page.locator(".ayoayo-quiz", { has: page.locator('input[data-field="answer"]') }).first();
  return { quiz, field: quiz.getByLabel("Your answer, before you look") };
}

test("a written answer's field is described by its question", async ({ page }) => {
  const { quiz, field } = await sowingQuiz(page);
  const asked = (await quiz.locator(":scope > p").first().textContent()).replace(/\s+/g, " ").trim();
  expect.soft(asked.length, "the self-check has a question").toBeGreaterThan(0);
  await expect.soft(field, "the answer's field is described by its question").toHaveAccessibleDescription(asked);
});

test("Enter again in a checked answer's field changes nothing", async ({ page }) => {
  const { quiz, field } = await sowingQuiz(page);
  await field.fill("4 and 6");
  await field.press("Enter");
  const verdict = await verdictOf(quiz).textContent();
  expect.soft(verdict.length, "the answer is checked, its verdict said").toBeGreaterThan(0);
  await field.press("Enter");
  await expect.soft(field, "Enter again keeps the answer").toHaveValue("4 and 6");
  await expect.soft(verdictOf(quiz), "Enter again keeps the verdict").toHaveText(verdict);
  await expect.soft(quiz.locator("details"), "Enter again keeps the answer open").toHaveJSProperty("open", true);
});

test("Try again pressed with Space, and Space again, types nothing into the field", async ({ page }) => {
  // The field has the focus after Try again: a second Space must not land
  // there.
  const { quiz, field } = await sowingQuiz(page);
  await field.fill("4 and 6");
  await field.press("Enter");
  await again(quiz).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  await expect.soft(field, "a second Space after Try again types nothing").toHaveValue("");
});

test("a self-check's options are described by its question", async ({ page }) => {
  await page.goto("/part3/relay-sowing.html");
  await ready(page);
  const options = page.locator(".ayoayo-quiz fieldset.ayo-options-ask").first();
  await expect.soft(options, "a self-check's options are described by its question").toHaveAccessibleDescription(/\S/);
});
