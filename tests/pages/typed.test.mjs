// A board as the reader types it, and the crate's refusals in their words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clip, fieldOf, refused, typedBoard } from "../../book/src/pages/typed.js";

test("counts separated by commas, spaces or both are one list", () => {
  assert.equal(typedBoard(" 1 1,0 ,1\t0, ,1 "), "1,1,0,1,0,1");
  assert.equal(typedBoard("4,4,4"), "4,4,4");
  assert.equal(typedBoard("   "), "");
});

test("a long paste is cut for the caption", () => {
  assert.equal(clip("1,2,3"), "1,2,3");
  const long = "4,".repeat(30);
  assert.equal(clip(long), `${long.slice(0, 36)} …`);
  assert.equal(clip("x".repeat(40)), "x".repeat(40));
});

test("a refusal names what the reader typed, not the parameter", () => {
  assert.equal(refused("This move cannot be traced.", "board: `a` is not a whole number from 0 up"),
    "This move cannot be traced. In the board you typed, `a` is not a whole number from 0 up.");
  assert.equal(refused("No.", "board: 49 stones"), "No. In the board you typed, 49 stones.");
  assert.equal(refused("No.", "to_move: it is over"), "No. It is over.");
  assert.equal(refused("No.", "what was typed is too long"), "No. What was typed is too long.");
});


test("a refusal names the field it is about", () => {
  assert.equal(fieldOf("pit: `x` is not a whole number from 0 up"), "pit");
  assert.equal(fieldOf("to_move: a player is 0 or 1"), "to_move");
  assert.equal(fieldOf("the player to move must be 0 or 1, not 12"), "to_move");
  assert.equal(fieldOf("pit 12 is out of range: pits are numbered 0 to 11"), "pit");
  assert.equal(fieldOf("a game has only 48 stones"), "board");
});
