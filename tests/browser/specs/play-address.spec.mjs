// The Play page under an address, storage and keys a reader may bring
// (issue 43's trial, findings 2 to 11, and the third trial's finding 3).

import { expect, test } from "../fixtures.mjs";

const said = (p) => p.locator(".ayoayo-play .ayo-said").textContent();
const settled = (p) => p.waitForFunction(() => {
  const r = document.querySelector(".ayoayo-play");
  return r.dataset.engine === "ready" && r.dataset.busy === "false";
});
const refused = (p) => p.waitForFunction(() => /cannot be played/.test(document.querySelector(".ayoayo-play .ayo-said").textContent));

test("a game in the address that cannot be played changes neither level nor side", async ({ page }) => {
  // It takes nothing from the address: not the level, not the side; the
  // page says why, and the address is the page's.
  await page.goto("/play.html#moves=2,2&you=1&level=full");
  await settled(page);
  await refused(page);
  const level = await page.locator('.ayoayo-play input[name="ayo-level"]:checked').getAttribute("value");
  const side = await page.locator('.ayoayo-play select[data-action="side"]').inputValue();
  const hash = await page.evaluate(() => location.hash);
  const address = new URLSearchParams(hash.slice(1));
  expect.soft(level !== "full" && side === "0" && address.get("level") === level && address.get("you") === "0"
    && /address cannot be played: .*pit 2/.test(await said(page)),
  `finding 43.2: an unplayable game in the address changes neither level nor side (${level}, ${side}, ${hash})`).toBe(true);
});

test("a broken address is said, not ignored", async ({ page }) => {
  for (const [hash, why] of [["moves=1,,2", /pit numbers separated by commas/], ["moves=3&you=7", /you=0 or you=1/]]) {
    await page.goto(`/play.html#${hash}`);
    await settled(page);
    await refused(page);
    expect.soft(await said(page), `finding 43.4: a broken address is said, not ignored (#${hash})`).toMatch(why);
  }
});

test("a speed kept from before that the page does not know leaves the page's own", async ({ page }) => {
  await page.goto("/play.html");
  await settled(page);
  await page.evaluate(() => sessionStorage.setItem("ayoayo-play",
    JSON.stringify({ moves: [], undone: [], you: 0, level: "gentle", seed: 1, speed: "warp" })));
  await page.goto("/play.html");
  await settled(page);
  const speed = await page.locator('.ayoayo-play select[data-action="speed"]').inputValue();
  expect.soft(speed !== "" && speed !== "warp", `finding 43.9: an unknown kept speed leaves the page's own (${speed})`).toBe(true);
});

test("Home and End reach the first and the last pit you may play", async ({ page }) => {
  await page.goto("/play.html");
  await settled(page);
  await page.locator('.ayoayo-play button.ayo-pit[data-pit="2"]').focus();
  await page.keyboard.press("End");
  const last = await page.evaluate(() => document.activeElement.dataset.pit);
  await page.keyboard.press("Home");
  const first = await page.evaluate(() => document.activeElement.dataset.pit);
  expect.soft([last, first], "finding 43.11: End and Home on the board reach pits 5 and 0").toEqual(["5", "0"]);
});

test("while a move is sown, the focused pit is renamed a few times a turn at most", async ({ page }) => {
  // Not once a stone; the board says it is busy.
  await page.goto("/play.html");
  await settled(page);
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
  expect.soft(renamed <= 4 && busySeen,
    `finding 43.3: the focused pit is renamed ${renamed} times in a turn of two sowings, and the board was busy`).toBe(true);
});

test("a side and a level alone in the address start a game on them", async ({ page }) => {
  await page.goto("/play.html#level=full&you=1");
  await settled(page);
  const chosen = [await page.locator('.ayoayo-play input[name="ayo-level"]:checked').getAttribute("value"),
    await page.locator('.ayoayo-play select[data-action="side"]').inputValue()];
  expect.soft(chosen, "third trial 3: an address with a side and a level and no moves is taken").toEqual(["full", "1"]);
});
