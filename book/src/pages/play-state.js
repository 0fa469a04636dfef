// The Play page's state that is plain data: the levels, a kept game read
// back safely, and the board's marks for a turn. Pure.

/** @typedef {import("./api").Ply} Ply */
/** @typedef {import("./api").Frame} Frame */

import { DEFAULT_TIME_MS, MAX_MOVES, PITS } from "./limits.js";
import { mark } from "./relay-state.js";

/**
 * The computer's levels, gentlest first, each `spec` as `/api/move` takes
 * it (src/api.rs). A first game is the gentlest; full strength is one
 * click away.
 */
export const LEVELS = [
  { id: "gentle", spec: "random", name: "Gentle", does: "plays any move at all" },
  { id: "easy", spec: "greedy", name: "Easy", does: "takes the biggest capture it can now" },
  { id: "fair", spec: "search:2", name: "Fair", does: "looks 2 plies ahead" },
  { id: "good", spec: "search:4", name: "Good", does: "looks 4 plies ahead" },
  { id: "strong", spec: "search:8", name: "Strong", does: "looks 8 plies ahead" },
  { id: "full", spec: "search", name: "Full strength", does: `searches ${DEFAULT_TIME_MS} ms a move, as far ahead as it can` },
];

/**
 * The Play page's game, as play.js keeps it and play-view.js draws it.
 * @typedef {object} PlayState
 * @property {number} you The reader's seat, 0 or 1.
 * @property {string} level The computer's level, an id of `LEVELS`.
 * @property {string} speed How fast a move is sown, an id of `SPEEDS`.
 * @property {number[]} moves The pits played, in order.
 * @property {number[]} undone The moves undone, latest first, for redo.
 * @property {Ply[] | null} plies `/api/replay`'s answer for `moves`, or
 *   null until the engine first answers.
 * @property {number} seed The computer's random choices' seed.
 * @property {boolean} busy A turn is under way.
 * @property {{ stop: AbortController, gone: AbortController } | null} turn
 *   The turn under way, which a new one cuts short.
 * @property {{ pit: number, yours: boolean } | null} sowing The move being
 *   sown, if one is.
 * @property {boolean} hinting The computer is finding a hint.
 * @property {number | null} hint The pit the last hint named.
 * @property {number | null} review The ply shown after the game, or null
 *   for the latest.
 * @property {number | null} current The pit the keyboard is on.
 */

const level = (id) => LEVELS.find((l) => l.id === id);

/** The spec `/api/move` takes for level `id`. */
export function specOf(id) {
  return level(id)?.spec ?? null;
}

const known = (id) => specOf(id) !== null;

/**
 * How fast a move is sown on the board: `ms` a step, a stone at a time or
 * (`laps`) a lap at a time. "off" shows the board after the move at once,
 * the default of a reader who asked their system for reduced motion.
 */
export const SPEEDS = [
  { id: "slow", words: "Slow: a stone at a time", ms: 400, laps: false },
  { id: "normal", words: "A stone at a time", ms: 130, laps: false },
  { id: "fast", words: "Fast", ms: 40, laps: false },
  { id: "laps", words: "A lap at a time", ms: 350, laps: true },
  { id: "off", words: "Off: the board after the move", ms: 0, laps: false },
];

/** The speed `id`'s `{ ms, laps }`, or null if it is no speed (or "off"). */
export function speedOf(id) {
  const speed = SPEEDS.find((s) => s.id === id);
  return speed && speed.ms > 0 ? { ms: speed.ms, laps: speed.laps } : null;
}

/**
 * Which of a trace's `frames` a sowing shows, in order: every one, or with
 * `laps` the board before the move and at the end of each lap.
 * @param {Frame[]} frames
 * @param {boolean} laps
 */
export function sowingSteps(frames, laps) {
  const all = frames.map((_, i) => i);
  if (!laps) return all;
  return all.filter((i) => i === 0 || i === frames.length - 1 || frames[i + 1].event === "scoop");
}

/** Whether `a` is a list of pits, short enough for a request. */
export function isPits(a) {
  return Array.isArray(a) && a.length <= MAX_MOVES && a.every((p) => Number.isInteger(p) && p >= 0 && p < PITS);
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
      known(k.level) && Number.isSafeInteger(k.seed) && k.seed >= 0;
    return ok ? k : null;
  } catch {
    return null;
  }
}

/**
 * The marks and labels of the board for the game's latest ply `now`: the
 * last move's pit, and the pits the reader may play when `open`.
 * @param {Ply} now
 * @param {{ moves: number[], open: boolean }} turn
 */
export function turnMarks(now, { moves, open }) {
  /** @type {Record<number, string>} */
  const marks = {};
  /** @type {Record<number, string>} */
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

/**
 * The pits of a game record as a reader pastes it: `ayoayo replay 2,6,1`
 * as the page and the command line print it, or the pits alone, separated
 * by commas or spaces. `{ pits }`, its words joined by commas as
 * `ayoayo replay` reads its arguments, for the crate to read: what is
 * wrong with them (a missing number, a word that is no pit, too many
 * moves) the crate says in its own words when it replays them. Or
 * `{ error }` when there is nothing to read, in words that follow "This
 * record cannot be played: ".
 */
export function recordPits(text) {
  const words = text.trim().replace(/^ayoayo\s+replay\b/, "").split(/\s+/).filter((w) => w !== "");
  if (words.length === 0) return { error: "there is no move in it; paste a record such as ayoayo replay 2,6,1" };
  return { pits: words.join(",") };
}

/** Level `id` in a sentence: "Gentle: plays any move at all." */
export function levelWords(id) {
  const found = level(id);
  return found ? `${found.name}: the computer ${found.does}.` : "";
}
