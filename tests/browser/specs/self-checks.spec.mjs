// The self-checks (issue 44): nothing of an answer shows before the reader
// commits one, by keyboard; a wrong answer is told so against the crate's
// numbers, or by the wrong model of recursion it comes from, and may try
// again; the chapter's progress is kept; an answer's stepper is filled in
// by the engine in the page; and arrows on a self-check stay in the
// chapter.

import { expect, ready, same, test } from "../fixtures.mjs";

test("arrows on a self-check's button do not turn the chapter", async ({ page }) => {
  await page.goto("/part1/the-game.html");
  await ready(page);
  const chapter = page.url();
  await page.locator('.ayoayo-quiz button[data-action="check"]').first().focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  expect.soft(page.url(), "trial 5.3: ← and → on a self-check's button do not turn the chapter").toBe(chapter);
});

test("a written answer: nothing before it, a wrong one told, a right one counted and kept", async ({ page }) => {
  await page.goto("/part5/the-move-that-never-ends.html");
  await ready(page);
  const quiz = page.locator(".ayoayo-quiz", { has: page.locator("[data-query]") }).first();
  const hidden = await quiz.locator("details").isHidden();
  const field = quiz.locator('input[data-field="answer"]');
  await field.focus();
  await page.keyboard.press("Enter");
  const empty = await quiz.locator(".ayo-verdict").textContent();
  await field.fill("lap 10, a loop of 11");
  await page.keyboard.press("Enter");
  const wrong = [await quiz.getAttribute("data-verdict"), await quiz.locator(".ayo-verdict").textContent()];
  const shown = await quiz.locator("details").evaluate((d) => d.open && getComputedStyle(d).display !== "none");
  expect.soft(hidden && /Write an answer first/.test(empty) && wrong[0] === "false" && /has 12, 11/.test(wrong[1]) && shown,
    `self-check: nothing shows before an answer, then a wrong one is told against the crate's numbers ("${wrong[1]}")`)
    .toBe(true);
  // A second press on the checked button (switched off, so pressed here by
  // keyboard and by a tap's click event) does nothing; Try again is its own.
  await quiz.locator('button[data-action="check"]').focus();
  await page.keyboard.press("Enter");
  await quiz.locator('button[data-action="check"]').dispatchEvent("click");
  const kept = (await quiz.locator(".ayo-verdict").textContent()) === wrong[1] && await quiz.locator("details").evaluate((d) => d.open);
  expect.soft(kept, "trial 7.2: pressing the checked answer's button again keeps the verdict and the answer").toBe(true);
  await quiz.locator('button[data-action="again"]').click();
  const again = [await quiz.locator("details").isHidden(), await field.inputValue(),
    await page.evaluate(() => document.activeElement.dataset.field)];
  await field.fill("It comes back after lap 12 to lap 1, a loop of 11.");
  await quiz.locator('button[data-action="check"]').click();
  const progress = await quiz.locator(".ayo-progress").textContent();
  expect.soft(same(again, [true, "", "answer"]) && (await quiz.getAttribute("data-verdict")) === "true"
    && /answered (1 of )?this chapter's/.test(progress),
  `self-check: Try again folds the answer and returns to the field; a right answer counts (${progress})`).toBe(true);
  await page.reload();
  await ready(page);
  expect.soft(await page.locator(".ayo-progress").first().textContent(), "self-check: the chapter's progress is kept in the browser")
    .toMatch(/answered (1 of )?this chapter's/);
  // Its answer carries a stepper the engine in the page fills in when the
  // answer opens.
  const stepper = quiz.locator(".ayoayo-stepper");
  await field.fill("12 and 11");
  await quiz.locator('button[data-action="check"]').click();
  await stepper.locator(".ayo-board").waitFor();
  await stepper.focus();
  await page.keyboard.press("End");
  expect.soft(await stepper.getAttribute("data-event"), "self-check: the engine in the page traces the answer's move").toBe("cycle");
});

test("a self-check with options: a wrong choice names its model, by keyboard", async ({ page }) => {
  // Nothing of the answer shows before a choice is committed; a wrong
  // choice is told which wrong model of recursion it comes from, and every
  // option's explanation shows, the choice marked in words.
  await page.goto("/part3/relay-sowing.html");
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
  expect.soft(hidden && /Choose an option/.test(empty) && names.test(verdict) && shown && marked
    && (await asked.getAttribute("data-verdict")) === "false",
  `self-check with options: nothing shows before a choice; a wrong one names its model ("${verdict}")`).toBe(true);
  await page.keyboard.press("Enter");
  const keptVerdict = (await asked.locator(".ayo-verdict").textContent()) === verdict;
  await asked.locator('button[data-action="again"]').focus();
  await page.keyboard.press("Enter");
  const back = await page.evaluate(() => document.activeElement.dataset.field);
  expect.soft(keptVerdict, "trial 7.2: Enter again on the checked button keeps the verdict").toBe(true);
  expect.soft(back === "option" && await asked.locator("details").isHidden(),
    "self-check with options: Try again folds the answers and returns to the options").toBe(true);
});

test("a checked answer is kept by a second Enter, and the field is described by its question", async ({ page }) => {
  await page.goto("/part2/sowing.html");
  await ready(page);
  const quiz = page.locator(".ayoayo-quiz", { has: page.locator('input[data-field="answer"]') }).first();
  const field = quiz.locator('input[data-field="answer"]');
  const describedBy = await field.getAttribute("aria-describedby");
  const question = describedBy ? await page.locator(`[id="${describedBy}"]`).textContent() : "";
  const asked = await quiz.locator(":scope > p").first().textContent();
  expect.soft(question.length > 0 && question === asked, `trial 6.7: the answer's field is described by its question ("${question.slice(0, 50)}")`)
    .toBe(true);
  await field.fill("4 and 6");
  await field.press("Enter");
  const verdict = await quiz.locator(".ayo-verdict").textContent();
  await field.press("Enter");
  const after = [await field.inputValue(), await quiz.locator(".ayo-verdict").textContent(), await quiz.locator("details").evaluate((d) => d.open)];
  expect.soft(verdict.length > 0 && after[0] === "4 and 6" && after[1] === verdict && after[2],
    `trial 6.4: Enter again in a checked answer's field changes nothing ("${after[1].slice(0, 40)}")`).toBe(true);
  // Try again pressed with Space, and Space again: nothing is typed into
  // the field that then has the focus (the eighth trial).
  await quiz.locator('button[data-action="again"]').focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  expect.soft(await field.inputValue(), "trial 8.1: a second Space after Try again types nothing").toBe("");
  // A self-check with options: its group is described by the question.
  await page.goto("/part3/relay-sowing.html");
  await ready(page);
  const options = page.locator(".ayoayo-quiz fieldset.ayo-options-ask").first();
  const by = await options.getAttribute("aria-describedby");
  expect.soft(by && (await page.locator(`[id="${by}"]`).textContent()).length > 0,
    "trial 6.7: a self-check's options are described by its question").toBe(true);
});
