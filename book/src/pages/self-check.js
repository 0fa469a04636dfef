// A self-check's answer held against the crate's, and a chapter's progress.
// Pure: quiz.js reads the page and draws what these return.

/** The whole numbers in a reader's answer, in order: "lap 12, a loop of
 * 11" gives [12, 11]. */
export function numbersIn(text) {
  return (text.match(/\d+/g) || []).map(Number);
}

/**
 * The verdict on `answer` against the crate's `keys` (`[{ name, value }]`,
 * whole numbers): `{ right, words }`. With no keys there is nothing to
 * hold it against, and the reader compares.
 */
export function verdict(answer, keys) {
  if (keys.length === 0) return { right: null, words: "Now compare yours with the answer below." };
  const given = numbersIn(answer);
  // An answer that lists every number it can think of is no answer.
  if (given.length > 2 * keys.length + 2) {
    return { right: false, words: `Give just the numbers you mean: your answer has ${given.length}. Try again.` };
  }
  const missing = keys.filter((k) => !given.includes(k.value));
  const values = keys.map((k) => k.value).join(", ");
  if (missing.length === 0) return { right: true, words: `Right: your answer has ${values}, as the crate's does.` };
  const found = keys.length - missing.length;
  return {
    right: false,
    words: `Not yet: the crate's answer has ${values}, and yours has ${found} of ${keys.length}. ` +
      "The answer below says why. Try again when you have read it.",
  };
}

/** A chapter's progress kept in `text` (what `JSON.stringify` wrote, or
 * anything a reader left there): `{ path: [quiz numbers answered] }`. */
export function readProgress(text) {
  try {
    const kept = JSON.parse(text || "{}");
    if (!kept || typeof kept !== "object" || Array.isArray(kept)) return {};
    const clean = {};
    for (const [path, done] of Object.entries(kept)) {
      if (Array.isArray(done)) clean[path] = done.filter((n) => Number.isInteger(n) && n >= 0 && n < 100);
    }
    return clean;
  } catch {
    return {};
  }
}

/** `progress` with quiz `n` of `path` answered. */
export function answered(progress, path, n) {
  const done = new Set(progress[path] || []);
  done.add(n);
  return { ...progress, [path]: [...done].sort((a, b) => a - b) };
}

/** "You have answered 2 of this chapter's 3 self-checks." */
export function progressWords(done, of) {
  if (of === 1) return done > 0 ? "You have answered this chapter's self-check." : "";
  return `You have answered ${done} of this chapter's ${of} self-checks.`;
}

// What a wrong option's model is called, for its verdict.
const MODELS = {
  looping: "the looping model of recursion",
  "return-value": "the return-value model of recursion",
  trap: "one of the book's traps",
};

/**
 * The verdict on option `chosen` (its index, or null for none) among
 * `options` (`[{ right, model }]`, as their markup says): `{ right, words }`.
 * A wrong option's verdict names the wrong model it comes from.
 */
export function optionVerdict(chosen, options) {
  if (chosen === null || !options[chosen]) return { right: null, words: "Choose an option first. A guess counts." };
  const { right, model } = options[chosen];
  if (right) return { right: true, words: "Right. Every option is explained below." };
  const why = MODELS[model] ? `: it comes from ${MODELS[model]}` : "";
  return { right: false, words: `Not this one${why}. Every option is explained below. Try again when you have read them.` };
}
