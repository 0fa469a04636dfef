// What a reader types into a widget's form, read as the crate expects it,
// and the crate's refusals put back into the reader's words.

/** Counts separated by commas, spaces or both, as one comma-separated list. */
export function typedBoard(text) {
  return text.trim().replace(/[\s,]+/g, ",");
}

/** What the reader typed, short enough for a caption: a pasted page of
 * numbers is cut to its first 40 characters and `…`, as the crate's
 * `text::clip` cuts what it quotes. */
export function clip(typed) {
  const chars = [...typed];
  return chars.length > 40 ? `${chars.slice(0, 40).join("")}…` : typed;
}

/** The crate's refusal, `{ error, field }`, as a sentence after `lead`.
 * A pit or a row refused names itself ("pit 12 is out of range"); a board
 * is said to be the one the reader typed. */
export function refused(lead, { error, field }) {
  if (field === "board") return `${lead} In the board you typed, ${error}.`;
  return `${lead} ${error.charAt(0).toUpperCase()}${error.slice(1)}.`;
}
