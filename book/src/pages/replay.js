// A recorded game, ply by ply: the game the Play page offers when the
// engine cannot load. Each ply's sentence is the crate's (`sentence`).

import { showBoard } from "./board.js";
import { stepTo } from "./keys.js";
import { addSteps, switchButtons, tell, widget } from "./widget.js";
import { plyWords } from "./game-words.js";

/** A recorded game in `root`. */
export function initReplay(root) {
  const w = widget(root, "A recorded game");
  if (!w) return;
  const game = w.data;
  let at = 0;
  const show = (where) => {
    at = stepTo(at, game.plies.length, where) ?? at;
    const marks = at > 0 ? { [game.moves[at - 1]]: "ayo-skip" } : {};
    showBoard(w.board, game.plies[at].board, marks);
    tell(w, plyWords(game.plies, at));
    root.dataset.ply = String(at);
    const [first, last] = [at === 0, at === game.plies.length - 1];
    switchButtons(w, { first, prev: first, next: last, last });
  };
  addSteps(w, show, ["The opening", "Previous move", "Next move", "The end"]);
  show("first");
}
