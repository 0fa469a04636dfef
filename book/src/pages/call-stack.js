// The call-stack stepper's state: the frames on the stack after each
// recorded step, and what a step says. Pure: the steps are the crate's
// (`/api/calls`, see src/api.rs).

const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/**
 * The stack after step `at` of `steps`, oldest frame first: each frame's
 * call and board, and on the step where it returns, its result.
 */
export function stackAt(steps, at) {
  const frames = [];
  for (let k = 0; k <= at; k++) {
    const s = steps[k];
    if (s.event === "call") frames.push({ call: s.call, board: s.board, result: null });
    else if (k === at) frames[frames.length - 1].result = s.result;
    else frames.pop();
  }
  return frames;
}

/** The depth of the frame the newest call repeats, at the end of an
 * endless relay; 0 otherwise. */
export function repeatedDepth(calls, at) {
  const end = at === calls.steps.length - 1;
  return end && calls.ending.kind === "cycle" ? calls.ending.from : 0;
}

/** What a recording's end says. */
export function callsEnding(calls) {
  const e = calls.ending;
  if (e.kind === "returned") return `Every call has returned; the first call's result is ${e.result}.`;
  if (e.kind === "cycle") {
    return `Call ${e.depth} receives the same board and pit as call ${e.from}: ` +
      `from here the same calls repeat without end, and none of the ${e.depth} ` +
      "frames on the stack ever returns. Unguarded, each lap adds a frame until the stack overflows.";
  }
  if (e.kind === "deep") return "Stopped here: this recursion goes deeper than the stepper follows.";
  return `The first call is refused: ${e.error}.`;
}

/** Step `at` of `calls` in words, with the stack's height after it. */
export function callWords(calls, at) {
  const s = calls.steps[at];
  const height = stackAt(calls.steps, at).length;
  let words = s.event === "call"
    ? `Call ${s.depth}: ${s.call} · ${count(height, "frame", "frames")} on the stack`
    : `Call ${s.depth} returns ${s.result} · ${count(height - 1, "frame", "frames")} left`;
  if (at === calls.steps.length - 1) words += ` · ${callsEnding(calls)}`;
  return words;
}
