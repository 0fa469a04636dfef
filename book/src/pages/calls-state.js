// The call-stack stepper's state: the frames on the stack after each
// recorded step, and what a step says. Pure: the steps are the crate's
// (`/api/calls`, see src/api.rs).

/** @typedef {import("./api").Recording} Recording */
/** @typedef {import("./api").Step} Step */

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * The stack after step `at` of `steps`, oldest frame first: each frame's
 * call, board and the pit it looks at, and on the step where it returns,
 * its result.
 * @param {Step[]} steps
 * @param {number} at
 */
export function stackAt(steps, at) {
  /** @type {{ call: string, board: number[] | null, pit: number | null, result: string | null }[]} */
  const frames = [];
  for (let k = 0; k <= at; k++) {
    const s = steps[k];
    if (s.event === "call") frames.push({ call: s.call, board: s.board, pit: s.pit ?? null, result: null });
    else if (k === at) frames[frames.length - 1].result = s.result;
    else frames.pop();
  }
  return frames;
}

/** The depth of the frame the newest call repeats, at the end of an
 * endless relay; 0 otherwise.
 * @param {Recording} calls
 * @param {number} at
 */
export function repeatedDepth(calls, at) {
  const end = at === calls.steps.length - 1;
  return end && calls.ending.kind === "cycle" ? calls.ending.from : 0;
}

/**
 * What a recording's end says.
 * @param {Recording} calls
 */
export function callsEnding(calls) {
  const e = calls.ending;
  if (e.kind === "returned") return `Every call has returned; the first call's result is ${e.result}.`;
  if (e.kind === "cycle") {
    return `Call ${e.depth} receives the same board and pit as call ${e.from}: ` +
      `from here the same calls repeat without end, and none of the ${e.depth} ` +
      "frames on the stack ever returns. Unguarded, each lap adds a frame until the stack overflows.";
  }
  return "Stopped here: this recursion goes deeper than the stepper follows.";
}

/**
 * Step `at` of `calls` in words, with the stack's height after it.
 * @param {Recording} calls
 * @param {number} at
 */
export function callWords(calls, at) {
  const s = calls.steps[at];
  const height = stackAt(calls.steps, at).length;
  let words = s.event === "call"
    ? `Call ${s.depth}: ${s.call}, ${count(height, "frame", "frames")} on the stack.`
    : `Call ${s.depth} returns ${s.result}, ${count(height - 1, "frame", "frames")} left.`;
  if (at === calls.steps.length - 1) words += ` ${callsEnding(calls)}`;
  return words;
}

/** The stack's depth at each step: the frames shown, the one returning
 * included. A linear recursion's rises by one a call and falls by one a
 * return; an endless relay's only rises.
 * @param {Step[]} steps
 */
export function depths(steps) {
  return steps.map((s) => s.depth);
}

/** The shape of the whole run, in words. */
export function shapeWords(calls) {
  const d = depths(calls.steps);
  if (d.length === 0) return "No call was made.";
  const deepest = Math.max(...d);
  const frames = count(deepest, "frame", "frames");
  const kind = calls.ending.kind;
  if (kind === "cycle") return `The stack only grows: ${frames}, and no frame ever returns.`;
  if (kind === "deep") return `The stack grows past ${frames} without a frame returning.`;
  return `The stack grows to ${frames}, one a call, then shrinks one a return to none.`;
}

/**
 * A question about step `at + 1`, asked before it is shown: `{ question,
 * options }`, each option `{ text, right, why }`, or null at the last step.
 * The wrong options are the known wrong models of recursion: the looping
 * model (a call replaces its caller, so nothing waits to be finished), and
 * the return-value model (each call returns its own part, and no frame
 * waits for the call below).
 */
export function prediction(calls, at) {
  const steps = calls.steps;
  const next = steps[at + 1];
  if (!next) return null;
  const top = stackAt(steps, at);
  const frame = top[top.length - 1];
  let question;
  let options;
  if (next.event === "call") {
    question = `Call ${next.depth - 1} is on top of the stack. What happens next?`;
    options = [
      { text: `A new call goes on the stack: ${next.call}`, right: true,
        why: "The frame has not finished: it makes its own call and waits for the answer." },
      { text: `Call ${next.depth - 1} returns now`, right: false,
        why: "A run that stops when it stops is the looping model's picture. A frame returns only once the call it makes has answered, and this one has not made it yet." },
    ];
    if (frame && frame.call !== next.call) {
      options.push({ text: `The same call again: ${frame.call}`, right: false,
        why: `In the looping model one call runs again. In Rust each call is a new frame with arguments of its own, here ${next.call}.` });
    }
  } else {
    question = `Call ${next.depth} returns. What does it return?`;
    const below = steps.slice(0, at + 1).reverse().find((s) => s.event === "return" && s.depth === next.depth + 1);
    options = [{ text: String(next.result), right: true,
      why: below && String(below.result) === String(next.result)
        ? `It takes the answer from the call below, ${below.result}, and hands it back as it is, with nothing left to do.`
        : below ? `It takes the answer from the call below, ${below.result}, and adds its own part to it.`
        : "This is the base case, which answers without calling again." }];
    if (below && String(below.result) !== String(next.result)) {
      // The frame's own part, where the answers are numbers that add up.
      const own = Number(next.result) - Number(below.result);
      if (Number.isInteger(own) && String(own) !== String(next.result)) {
        options.push({ text: String(own), right: false,
          why: `That is this frame's own part alone. The return-value model pictures each call returning its own part without waiting for the call below, but this frame waited for call ${next.depth + 1}'s ${below.result} and adds its part to it.` });
      }
      options.push({ text: String(below.result), right: false,
        why: "That is what the call below returned, handed back unchanged. This frame still adds its own part." });
    }
    const final = calls.ending.kind === "returned" ? String(calls.ending.result) : null;
    if (!below && final !== null && final !== String(next.result)) {
      options.push({ text: `${final}, the whole answer`, right: false,
        why: "Taking the base case for the end of the whole run is the looping model's mistake. Every caller is still on the stack, and each finishes its own part on the way back." });
    }
    if (options.length === 1) {
      options.push({ text: "Nothing: the run is over", right: false,
        why: "The looping model ends the run at the base case. But the frames that called it are still on the stack, and each has its answer to give." });
    }
  }
  // The right answer is not always first.
  const turn = at % options.length;
  return { question, options: options.slice(turn).concat(options.slice(0, turn)) };
}
