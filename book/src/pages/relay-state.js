// The relay stepper's state: where a lap starts and ends among the frames,
// and each frame's words and marks. Pure: the frames are the crate's (`/api/relay`, see
// src/api.rs), and the widgets draw what these return.

/** @typedef {import("./api").Trace} Trace */
/** @typedef {import("./api").Frame} Frame */

/**
 * The first frame of frame `i`'s lap (its scoop), or the start.
 * @param {Frame[]} frames
 * @param {number} i
 */
export function lapStart(frames, i) {
  const { lap } = frames[i];
  for (let j = i; j > 0; j--) {
    if (frames[j].event === "scoop" && frames[j].lap === lap) return j;
  }
  return 0;
}

/**
 * The frame that starts the lap after frame `at`'s, or the last frame.
 * @param {Frame[]} frames
 * @param {number} at
 */
export function nextLap(frames, at) {
  const { lap } = frames[at];
  const found = frames.findIndex((f, j) => j > at && f.event === "scoop" && f.lap > lap);
  return found < 0 ? frames.length - 1 : found;
}

/**
 * The start of frame `at`'s lap, or of the lap before if already there.
 * @param {Frame[]} frames
 * @param {number} at
 */
export function prevLap(frames, at) {
  const start = lapStart(frames, at);
  if (start < at || at === 0) return start;
  return lapStart(frames, at - 1);
}

/** Adds the mark `mark` (a class) to pit `pit` in `marks`. */
export function mark(marks, pit, name) {
  marks[pit] = marks[pit] ? `${marks[pit]} ${name}` : name;
  return marks;
}

/** The marks of frame `f` of `relay`: the pictures' marks, pit by pit. The
 * blue ring means what it means in the pictures, the pit this lap's stones
 * were scooped from; the hand has a mark of its own.
 * @param {Trace} relay
 * @param {Frame} f
 */
export function relayMarks(relay, f) {
  const marks = mark({}, relay.start, "ayo-skip");
  const scoop = relay.frames.find((x) => x.lap === f.lap && x.event === "scoop");
  if (scoop) mark(marks, scoop.pit, "ayo-scooped");
  if (f.pit !== null) {
    const name = { end: "ayo-end", cycle: "ayo-end", capture: "ayo-captured" }[f.event] || "ayo-at";
    mark(marks, f.pit, name);
  }
  if (f.event === "capture" && relay.ending.kind === "capture") mark(marks, relay.ending.end, "ayo-end");
  return marks;
}

const stones = (n) => `${n} ${n === 1 ? "stone" : "stones"}`;

/**
 * Frame `i` of `relay` in words, for the stepper's status line.
 * @param {Trace} relay
 * @param {number} i
 */
export function describe(relay, i) {
  const f = relay.frames[i];
  const last = i === relay.frames.length - 1;
  const { ending } = relay;
  const parts = [];
  if (f.event === "start") {
    parts.push(`Before the move: pit ${relay.start} is about to be sown, and every lap skips it`);
  } else {
    parts.push(`Lap ${f.lap}`, `${stones(f.hand)} in hand`);
    if (f.event === "scoop") parts.push(`scooped pit ${f.pit}`);
    if (f.event === "drop") parts.push(`a stone into pit ${f.pit}`);
    if (f.event === "end") {
      const nothing = ending.kind === "stop" ? ", on the other row, so nothing is captured" : "";
      const scooped = relay.frames.find((g) => g.lap === f.lap && g.event === "scoop");
      const empty = scooped && scooped.pit === f.pit ? `pit ${f.pit}, emptied by this lap's scoop` : `empty pit ${f.pit}`;
      parts.push(`the last stone fell in ${empty}: the relay ends${nothing}`);
    }
    if (f.event === "capture" && ending.kind === "capture") parts.push(`captured ${ending.stones} from pit ${f.pit}`);
    if (f.event === "cycle" && ending.kind === "cycle") {
      parts.push(`the board and the pit to sow are exactly as after lap ${ending.from}: ` +
        `the relay never ends (a cycle of ${ending.length} laps)`);
    }
  }
  if (last && ending.kind === "cycle" && f.event !== "cycle") {
    parts.push(`recorded to lap ${f.lap}; the relay never ends, and its cycle takes ${ending.length} laps`);
  } else if (last && relay.laps > f.lap && ending.kind !== "cycle") {
    parts.push(`recorded to lap ${f.lap} of ${relay.laps}; the relay ends in pit ${ending.end}`);
  }
  // Commas, not a symbol a screen reader may read out as "dot".
  return `${parts.join(", ")}.`;
}
