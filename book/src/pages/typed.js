// What a reader types into a widget's form, read as the crate expects it,
// and the crate's refusals put back into the reader's words.

/** Counts separated by commas, spaces or both, as one comma-separated list. */
export function typedBoard(text) {
  return text.trim().replace(/[\s,]+/g, ",");
}

/** What the reader typed, short enough for a caption: a pasted page of
 * numbers is cut, not echoed whole. */
export function clip(typed) {
  return typed.length > 40 ? `${typed.slice(0, 36)} …` : typed;
}

// The crate names the parameter it refused ("board: `a` is not ..."); the
// reader typed a board, not a parameter.
const WHERE = {
  board: "In the board you typed, ",
  pit: "The pit: ",
  row: "The row: ",
  to_move: "",
};

/** The typed field the crate's refusal `error` is about: the parameter
 * it names first (`board: ...`), a pit the rules refuse ("pit 12 is out
 * of range"), or else the board. */
export function fieldOf(error) {
  const named = /^(board|pit|row|to_move): /.exec(error);
  if (named) return named[1];
  if (/player to move/i.test(error)) return "to_move";
  return /^pit \d/i.test(error) ? "pit" : "board";
}

/** The crate's refusal `error` as a sentence after `lead`. */
export function refused(lead, error) {
  const named = /^(board|pit|row|to_move): (.*)$/.exec(error);
  const where = named ? WHERE[named[1]] : "";
  let words = named ? named[2] : error;
  if (!where) words = words.charAt(0).toUpperCase() + words.slice(1);
  return `${lead} ${where}${words}.`;
}

