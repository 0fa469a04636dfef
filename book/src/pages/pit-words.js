// A pit as a screen reader hears it: its number, its stones, and what each
// of the pictures' marks on it means. Pure.

/** What each mark (a class on the pit) says in words. */
export const MARK_WORDS = {
  "ayo-skip": "the start pit, skipped",
  "ayo-scooped": "this lap's stones were scooped from here",
  "ayo-at": "the hand is here",
  "ayo-end": "the relay ends here",
  "ayo-captured": "captured",
  "ayo-last": "the last move sowed this pit",
  "ayo-hinted": "the hint",
  "ayo-looked": "the newest call looks at this pit",
};

/** Pit `p` with `count` stones (null: nothing shown), its `marks` (classes
 * separated by spaces) and an extra `label`, in words. */
export function pitLabel(p, count, marks = "", label = "") {
  let words = `pit ${p}`;
  if (count !== null) words += `: ${count} ${count === 1 ? "stone" : "stones"}`;
  for (const m of marks.split(" ")) if (MARK_WORDS[m]) words += `, ${MARK_WORDS[m]}`;
  if (label) words += `, ${label}`;
  return words;
}

/** The pits of each row as drawn: player 1's on top, right to left, player
 * 0's below, left to right, so that sowing runs counter-clockwise. */
export const ROWS = [[11, 10, 9, 8, 7, 6], [0, 1, 2, 3, 4, 5]];
