// A game in words, around the crate's own sentences: each move is told by
// the crate (`told` in `/api/replay`, see src/api.rs); what is here is only
// who won, the score and the prompt. Pure.

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** Who won, for the reader playing seat `you` (null: no one is "you"). */
export function outcomeWords(result, you = null) {
  if (result === "tie") return "a tie";
  if (you === null) return `${result.replace("player", "player ")} won`;
  return result === `player${you}` ? "you won" : "the computer won";
}

/**
 * The end of the game in one sentence, or "" while it goes on. The score
 * is said from the reader's side (`you`), or else the winner's.
 */
export function overWords(ply, you = null) {
  if (!ply.over) return "";
  const first = you ?? (ply.result === "player1" ? 1 : 0);
  return `Game over: ${outcomeWords(ply.result, you)}, ${ply.score[first]} to ${ply.score[1 - first]}.`;
}

/** Ply `at` of a recorded game, for its stepper's status line. */
export function plyWords(plies, at) {
  const p = plies[at];
  const head = at === 0 ? "The opening." : `Ply ${at}. ${p.told}`;
  const score = `Score ${p.score[0]} to ${p.score[1]}`;
  const over = p.over ? `; game over: ${outcomeWords(p.result)}` : "";
  return `${head} ${score}${over}.`;
}

/**
 * What the reader may do now, or what is happening: `sowing` is the move
 * being sown (`{ pit, yours }`), `busy` the computer's turn.
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

/** Moves taken back or played again, named by the pits they sowed, as
 * `ayoayo play` says them: "Took back the moves that sowed pits 1 and 8." */
export function movesWords(lead, pits) {
  const named = pits.length === 1
    ? `the move that sowed pit ${pits[0]}`
    : `the moves that sowed pits ${pits.slice(0, -1).join(", ")} and ${pits.at(-1)}`;
  return `${lead} ${named}.`;
}

/** "3 moves in". */
export function movesIn(n) {
  return `${plural(n, "move", "moves")} in`;
}
