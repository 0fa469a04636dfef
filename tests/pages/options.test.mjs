// A self-check with options: the verdict names the wrong model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { optionVerdict } from "../../book/src/pages/self-check.js";

const options = [
  { right: false, model: "looping" },
  { right: true, model: "" },
  { right: false, model: "return-value" },
  { right: false, model: "trap" },
];

test("nothing chosen asks for a choice", () => {
  assert.deepEqual(optionVerdict(null, options).right, null);
  assert.match(optionVerdict(null, options).words, /Choose an option/);
  assert.equal(optionVerdict(9, options).right, null);
});

test("the right option is right", () => {
  assert.equal(optionVerdict(1, options).right, true);
});

test("a wrong option's verdict names the model it comes from", () => {
  assert.match(optionVerdict(0, options).words, /looping model of recursion/);
  assert.match(optionVerdict(2, options).words, /return-value model of recursion/);
  assert.match(optionVerdict(3, options).words, /the book's traps/);
  assert.equal(optionVerdict(0, options).right, false);
  // An option whose model is not named is still wrong, with no model said.
  assert.doesNotMatch(optionVerdict(0, [{ right: false, model: "" }]).words, /comes from/);
});
