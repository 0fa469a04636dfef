// A recorded game, ply by ply: the game the Play page offers when the
// engine cannot load. Each ply's sentence is the crate's (`told`).

import { showBoard } from "./board.js";
import { stepTo } from "./stepping.js";
import { addSteps, keepFocus, tell, widget } from "./widget.js";
import { plyWords } from "./game-words.js";

/** A recorded game in `root`. */
export function initReplay(root) {
  const w = widget(root, "A recorded game");
  if (!w) return;
  const game = w.data;
  let at = 0;
  const show = (where) => {
    at = stepTo(at, game.plies.length, where);
    const marks = at > 0 ? { [game.moves[at - 1]]: "ayo-skip" } : {};
    showBoard(w.board, game.plies[at].board, marks);
    tell(w, plyWords(game.plies, at));
    root.dataset.ply = String(at);
    const b = w.buttons;
    b.prev.disabled = b.first.disabled = at === 0;
    b.next.disabled = b.last.disabled = at === game.plies.length - 1;
    keepFocus(w);
  };
  addSteps(w, show, ["The opening", "Previous move", "Next move", "The end"]);
  show("first");
}
