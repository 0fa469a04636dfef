// A board drawn as the book's pictures draw it (crates/book-svg/src/board.rs): a
// wooden board with round pits, the stones as stones (up to twelve; past
// that the count alone), in the pictures' colours whatever the theme, with
// the same marks (ayoayo.css).

import { el } from "./dom.js";
import { ROWS, pitLabel } from "./pit-words.js";

/**
 * A board: `{ node, pits, rows }`, `pits[p]` the element of pit `p`. With
 * `asButtons` each pit is a button (the Play page). `rowNames` names the
 * rows for a screen reader, top row first.
 */
export function makeBoard({ asButtons = false, rowNames = ["Player 1's row", "Player 0's row"] } = {}) {
  const node = el("div", "ayo-board");
  node.setAttribute("role", "group");
  node.setAttribute("aria-label", "The board");
  const pits = [];
  const rows = ROWS.map((row, r) => {
    // The top row's numbers go above its pits, as in the pictures.
    const line = el("div", r === 0 ? "ayo-row ayo-row-top" : "ayo-row");
    line.setAttribute("role", "group");
    line.setAttribute("aria-label", rowNames[r]);
    for (const p of row) {
      const pit = el(asButtons ? "button" : "div", "ayo-pit");
      if (asButtons) pit.type = "button";
      else pit.setAttribute("role", "img");
      pit.dataset.pit = String(p);
      const hole = el("span", "ayo-hole");
      hole.setAttribute("aria-hidden", "true");
      hole.append(el("span", "ayo-stones"), el("span", "ayo-count", "0"));
      // On a phone the word goes and the number stays (ayoayo.css).
      const index = el("span", "ayo-index");
      index.append(el("span", "ayo-pit-word", "pit "), String(p));
      pit.append(hole, index);
      pits[p] = pit;
      line.append(pit);
    }
    node.append(line);
    return line;
  });
  return { node, pits, rows };
}

// The stones of a pit, up to twelve, in a ring as the pictures draw them.
function drawStones(node, count) {
  const shown = Math.min(count, 12);
  if (node.childNodes.length === shown) return;
  node.textContent = "";
  for (let k = 0; k < shown; k++) {
    const stone = el("span", "ayo-stone");
    const angle = (k * 2 * Math.PI) / 12;
    stone.style.left = `${50 + 32 * Math.cos(angle)}%`;
    stone.style.top = `${50 + 32 * Math.sin(angle)}%`;
    node.append(stone);
  }
}

/**
 * Shows `counts` on `board` (null: an empty board, nothing traced);
 * `marks` maps a pit to its extra classes, `labels` to extra words for a
 * screen reader. With `labels` null, the pits keep the names they have:
 * a move being sown changes what is seen, not what the focused pit is
 * called, sixteen times a turn.
 * @param {any} board
 * @param {number[] | null} counts
 * @param {Record<number, string>} [marks]
 * @param {Record<number, string> | null} [labels]
 */
export function showBoard(board, counts, marks = {}, labels = {}) {
  board.pits.forEach((pit, p) => {
    pit.className = `ayo-pit${marks[p] ? ` ${marks[p]}` : ""}`;
    const count = counts ? counts[p] : null;
    pit.querySelector(".ayo-count").textContent = count === null ? "–" : String(count);
    drawStones(pit.querySelector(".ayo-stones"), count || 0);
    if (labels) pit.setAttribute("aria-label", pitLabel(p, count, marks[p], labels[p]));
    pit.dataset.count = count === null ? "" : String(count);
  });
}
