// A game in the page's address, `#moves=2,6,1&you=0&level=gentle`, so that
// the address brings the same game back in a new tab or on a friend's
// screen. Pure.

import { isPits, specOf } from "./play-state.js";

/** The address's fragment (without `#`) for a game. */
export function encodeGame({ moves, you, level }) {
  return `moves=${moves.join(",")}&you=${you}&level=${level}`;
}

/**
 * The game in a fragment (`location.hash`, with or without `#`): null if
 * it holds none (no `moves`, `you` or `level`), `{ error }` saying why if
 * it holds one the page cannot read. A side or a level alone is a new
 * game on them. Whatever it holds is a reader's to change: a part that is
 * not what the page writes drops the whole game, except an unknown level,
 * which leaves the page's own.
 */
export function decodeGame(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!["moves", "you", "level"].some((p) => params.has(p))) return null;
  const text = params.get("moves") ?? "";
  if (!/^(\d+(,\d+)*)?$/.test(text)) {
    return { error: "its moves are not pit numbers separated by commas, such as moves=2,6,1" };
  }
  const moves = text === "" ? [] : text.split(",").map(Number);
  if (!isPits(moves)) return { error: "a pit is past 11, or there are more moves than any game has" };
  const you = params.has("you") ? Number(params.get("you")) : 0;
  if (you !== 0 && you !== 1) return { error: "your side is not you=0 or you=1" };
  const level = specOf(params.get("level")) ? params.get("level") : null;
  return { moves, you, level };
}
