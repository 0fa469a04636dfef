// A board as the reader types it, and the crate's refusals in their words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clip, refused, typedBoard } from "../../book/src/pages/typed.js";

test("counts separated by commas, spaces or both are one list", () => {
  assert.equal(typedBoard(" 1 1,0 ,1\t0, ,1 "), "1,1,0,1,0,1");
  assert.equal(typedBoard("4,4,4"), "4,4,4");
  assert.equal(typedBoard("   "), "");
});

test("a long paste is cut for the caption", () => {
  assert.equal(clip("1,2,3"), "1,2,3");
  // Forty characters are kept, then an ellipsis, as the crate quotes.
  assert.equal(clip("4,".repeat(30)), `${"4,".repeat(20)}…`);
  assert.equal(clip("x".repeat(40)), "x".repeat(40));
});

test("a pasted control or direction-changing character is shown as an escape", () => {
  // As the crate's `text::clip` writes them: tests/text.rs holds it to
  // these same cases.
  assert.equal(clip("1,\u202e2"), "1,\\u{202e}2");
  assert.equal(clip("\u001b[31m4"), "\\u{1b}[31m4");
  assert.equal(clip("\u2069\u0085é"), "\\u{2069}\\u{85}é");
  // Forty characters are counted before escaping, as the crate counts.
  assert.equal(clip(`${"\u202e".repeat(41)}`), `${"\\u{202e}".repeat(40)}…`);
});

test("a refusal about the board names the board the reader typed", () => {
  assert.equal(refused("This move cannot be traced.", { error: "`a` is not a whole number from 0 up", field: "board" }),
    "This move cannot be traced. In the board you typed, `a` is not a whole number from 0 up.");
  assert.equal(refused("No.", { error: "pit 12 is out of range", field: "pit" }), "No. Pit 12 is out of range.");
  assert.equal(refused("No.", { error: "what was typed is too long" }), "No. What was typed is too long.");
});
