// A game in words, around the crate's own sentences: each move and the
// result are told by the crate (`sentence` and `result_sentence` in `/api/replay`,
// see src/api.rs); what is here is only the score and the prompt. Pure.

/** @typedef {import("./api").Ply} Ply */

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * The end of the game in words, or "" while it goes on: "Game over." and
 * the crate's sentence (`result_sentence` in `/api/replay`, told of the seats'
 * names the request gave).
 * @param {Ply} ply
 */
export function overWords(ply) {
  return ply.over ? `Game over. ${ply.result_sentence}` : "";
}

/**
 * Ply `at` of a recorded game, for its stepper's status line.
 * @param {Ply[]} plies
 * @param {number} at
 */
export function plyWords(plies, at) {
  const p = plies[at];
  const head = at === 0 ? "The opening." : `Ply ${at}. ${p.sentence}`;
  const score = `Score ${p.score[0]} to ${p.score[1]}`;
  return p.over ? `${head} ${score}. ${overWords(p)}` : `${head} ${score}.`;
}

/**
 * What the reader may do now, or what is happening: `sowing` is the move
 * being sown (`{ pit, yours }`), `busy` the computer's turn.
 * @param {Ply} ply
 * @param {{ you: number, busy: boolean, sowing?: { pit: number, yours: boolean } | null }} now
 */
export function promptWords(ply, { you, busy, sowing = null }) {
  if (sowing) return sowing.yours ? `Sowing pit ${sowing.pit}…` : `The computer sows pit ${sowing.pit}…`;
  if (ply.over) return "The game is over. Its result and its moves are below.";
  const yours = ply.to_move === you;
  if (!yours || busy) return "The computer is thinking…";
  const pits = ply.permissible;
  return pits.length === 1
    ? `Your move: pit ${pits[0]} is the only one you may play.`
    : `Your move: choose one of the pits ${pits.join(", ")}.`;
}

/** "3 moves in". */
export function movesIn(n) {
  return `${plural(n, "move", "moves")} in`;
}
