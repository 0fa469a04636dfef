// The Play page's state that is plain data: the levels, a kept game read
// back safely, and the board's marks for a turn. Pure.

import { mark } from "./stepping.js";

/** The computer's strengths, weakest first: `[spec, words]`, each spec as
 * `/api/move` takes it (src/api.rs). */
export const STRENGTHS = [
  ["random", "Random: any permissible move"],
  ["greedy", "Greedy: the biggest capture now"],
  ["search:2", "Search, 2 plies ahead"],
  ["search:4", "Search, 4 plies ahead"],
  ["search:8", "Search, 8 plies ahead"],
  ["search", "Full strength: 200 ms a move"],
];

const known = (spec) => STRENGTHS.some(([s]) => s === spec);

/** Whether `a` is a list of pits, short enough for a request. */
export function isPits(a) {
  return Array.isArray(a) && a.length <= 2000 && a.every((p) => Number.isInteger(p) && p >= 0 && p < 12);
}

/**
 * A game kept in session storage (`text`, as `JSON.stringify` wrote it),
 * or null if there is none or it is not a game: storage is the reader's to
 * change, so nothing is trusted.
 */
export function readKept(text) {
  try {
    const k = JSON.parse(text || "null");
    const ok = k && isPits(k.moves) && isPits(k.undone) && (k.you === 0 || k.you === 1) &&
      known(k.opponent) && Number.isSafeInteger(k.seed) && k.seed >= 0;
    return ok ? k : null;
  } catch {
    return null;
  }
}

/**
 * The marks and labels of the board for the game's latest ply `now`: the
 * last move's pit, and the pits the reader may play when `open`.
 */
export function turnMarks(now, { moves, open }) {
  const marks = {};
  const labels = {};
  if (moves.length > 0) mark(marks, moves[moves.length - 1], "ayo-last");
  for (const p of open ? now.permissible : []) {
    mark(marks, p, "ayo-playable");
    labels[p] = "you may play it";
  }
  return { marks, labels };
}

// Where pit `p` stands on the board as drawn: player 1's row on top, right
// to left, player 0's below, left to right.
const place = (p) => (p < 6 ? { row: 1, col: p } : { row: 0, col: 11 - p });

/**
 * The pit of `open` nearest to pit `from` on the board as drawn: on the
 * same row if any, the closest column, the left one of two as close; null
 * if none is open.
 */
export function nearestPit(from, open) {
  const at = place(from);
  const distance = (p) => {
    const { row, col } = place(p);
    return [row === at.row ? 0 : 1, Math.abs(col - at.col), col];
  };
  const closer = (a, b) => {
    const [x, y] = [distance(a), distance(b)];
    const k = x.findIndex((v, i) => v !== y[i]);
    return k < 0 || x[k] < y[k] ? a : b;
  };
  return open.length === 0 ? null : open.reduce(closer);
}
