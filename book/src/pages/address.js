// A game in the page's address, `#moves=2,6,1&you=0&level=gentle`, so that
// the address brings the same game back in a new tab or on a friend's
// screen. Pure.

import { isPits, specOf } from "./play-state.js";

/** The address's fragment (without `#`) for a game. */
export function encodeGame({ moves, you, level }) {
  return `moves=${moves.join(",")}&you=${you}&level=${level}`;
}

/**
 * The game in a fragment (`location.hash`, with or without `#`), or null
 * if it holds none. Whatever it holds is a reader's to change: a part that
 * is not what the page writes drops the whole game, except an unknown
 * level, which leaves the page's own.
 */
export function decodeGame(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (!params.has("moves")) return null;
  const text = params.get("moves");
  if (!/^(\d+(,\d+)*)?$/.test(text)) return null;
  const moves = text === "" ? [] : text.split(",").map(Number);
  if (!isPits(moves)) return null;
  const you = params.has("you") ? Number(params.get("you")) : 0;
  if (you !== 0 && you !== 1) return null;
  const level = specOf(params.get("level")) ? params.get("level") : null;
  return { moves, you, level };
}
