// The Play page under an address, storage and keys a reader may bring
// (issue 43's findings 2 to 11, and an address with a side and a level
// alone).

import { expect, test } from "../fixtures.mjs";

const playOf = (p) => p.locator(".ayoayo-play");
const saidOf = (p) => playOf(p).getByRole("status");
// Play with its engine loaded and nothing being thought.
async function settled(p) {
  await expect(playOf(p)).toHaveAttribute("data-engine", "ready");
  await expect(playOf(p)).toHaveAttribute("data-busy", "false", { timeout: 60_000 });
}
const refused = (p) => expect(saidOf(p)).toContainText("cannot be played");
const levelOf = (p) => playOf(p).locator('input[name="ayo-level"]:checked');
const sideOf = (p) => playOf(p).getByLabel("You play");
const speedOf = (p) => playOf(p).getByRole("combobox", { name: /^Sowing/ });
const pitOf = (p, n) => playOf(p).getByRole("button", { name: new RegExp(`^pit ${n}\\b`) });

test("a game in the address that cannot be played changes neither level nor side", async ({ page }) => {
  // It takes nothing from the address: not the level, not the side; the
  // page says why, and the address is the page's.
  await page.goto("/play.html#moves=2,2&you=1&level=full");
  await settled(page);
  await refused(page);
  await expect.soft(levelOf(page), "an unplayable game in the address leaves the level").not.toHaveAttribute("value", "full");
  await expect.soft(sideOf(page), "an unplayable game in the address leaves the side").toHaveValue("0");
  const level = await levelOf(page).getAttribute("value");
  const address = new URLSearchParams(await page.evaluate(() => location.hash.slice(1)));
  expect.soft(address.get("level"), "the address is the page's level").toBe(level);
  expect.soft(address.get("you"), "the address is the page's side").toBe("0");
  await expect.soft(saidOf(page), "the page says why").toContainText(/address cannot be played: .*pit 2/);
});

for (const [hash, why] of [["moves=1,,2", /pit numbers separated by commas/], ["moves=3&you=7", /you=0 or you=1/]]) {
  test(`a broken address (#${hash}) is said, not ignored`, async ({ page }) => {
    await page.goto(`/play.html#${hash}`);
    await settled(page);
    await refused(page);
    await expect.soft(saidOf(page), `a broken address is said, not ignored (#${hash})`).toContainText(why);
  });
}

test("a speed kept from before that the page does not know leaves the page's own", async ({ page }) => {
  await page.goto("/play.html");
  await settled(page);
  await page.evaluate(() => sessionStorage.setItem("ayoayo-play",
    JSON.stringify({ moves: [], undone: [], you: 0, level: "gentle", seed: 1, speed: "warp" })));
  await page.goto("/play.html");
  await settled(page);
  await expect.soft(speedOf(page), "an unknown kept speed leaves a speed").not.toHaveValue("");
  await expect.soft(speedOf(page), "an unknown kept speed leaves the page's own").not.toHaveValue("warp");
});

test("Home and End reach the first and the last pit you may play", async ({ page }) => {
  await page.goto("/play.html");
  await settled(page);
  await pitOf(page, 2).focus();
  await page.keyboard.press("End");
  await expect.soft(pitOf(page, 5), "End on the board reaches pit 5").toBeFocused();
  await page.keyboard.press("Home");
  await expect.soft(pitOf(page, 0), "Home on the board reaches pit 0").toBeFocused();
});

test("while a move is sown, the focused pit is renamed a few times a turn at most, and the board says it is busy", async ({ page }) => {
  // Not once a stone.
  await page.goto("/play.html");
  await settled(page);
  await speedOf(page).selectOption("fast");
  await pitOf(page, 1).focus();
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
  await expect(playOf(page)).toHaveAttribute("data-moves", /^\d+,\d+$/, { timeout: 60_000 });
  await settled(page);
  const { renamed, busySeen } = await page.evaluate(() => ({ renamed: window.renamed, busySeen: window.busySeen }));
  expect.soft(renamed, "the focused pit is renamed at most 4 times in a turn of two sowings").toBeLessThanOrEqual(4);
  expect.soft(busySeen, "the board said it was busy (aria-busy) while sowing").toBe(true);
});

test("a side and a level alone in the address start a game on them", async ({ page }) => {
  await page.goto("/play.html#level=full&you=1");
  await settled(page);
  await expect.soft(levelOf(page), "an address with a level and no moves is taken").toHaveAttribute("value", "full");
  await expect.soft(sideOf(page), "an address with a side and no moves is taken").toHaveValue("1");
});
