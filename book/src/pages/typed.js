// What a reader types into a widget's form, read as the crate expects it,
// and the crate's refusals put back into the reader's words.

/** Counts separated by commas, spaces or both, as one comma-separated list. */
export function typedBoard(text) {
  return text.trim().replace(/[\s,]+/g, ",");
}

/** What the reader typed, as the crate's `text::clip` quotes it: cut to
 * its first 40 characters and `…`, with control and direction-changing
 * characters written as escapes (`\u{202e}`), so that one pasted into a
 * form cannot reorder the caption around it. */
export function clip(typed) {
  const shown = (c) => {
    const code = c.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    return control || bidi ? `\\u{${code.toString(16)}}` : c;
  };
  const chars = [...typed];
  const head = chars.slice(0, 40).map(shown).join("");
  return chars.length > 40 ? `${head}…` : head;
}

/** The crate's refusal, `{ error, field }`, as a sentence after `lead`.
 * A pit or a row refused names itself ("pit 12 is out of range"); a board
 * is said to be the one the reader typed. */
export function refused(lead, { error, field }) {
  if (field === "board") return `${lead} In the board you typed, ${error}.`;
  return `${lead} ${error.charAt(0).toUpperCase()}${error.slice(1)}.`;
}
