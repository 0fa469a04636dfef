// A self-check's verdict, with a written answer or with options (where a
// wrong option's verdict names the model it comes from), and a chapter's
// progress.
import { test } from "node:test";
import assert from "node:assert/strict";
import { answered, numbersIn, optionVerdict, progressWords, readProgress, verdict } from "../../book/src/pages/self-check.js";

const keys = [{ name: "lap", value: 12 }, { name: "length", value: 11 }];

test("the numbers in an answer", () => {
  assert.deepEqual(numbersIn("after lap 12, a loop of 11 laps"), [12, 11]);
  assert.deepEqual(numbersIn("no idea"), []);
});

test("an answer with every number the crate gives is right", () => {
  assert.equal(verdict("12 and 11", keys).right, true);
  assert.equal(verdict("a loop of 11, from lap 12 on", keys).right, true);
});

test("an answer missing one is not yet right, and says how many it has", () => {
  const v = verdict("lap 11, loop of 10", keys);
  assert.equal(v.right, false);
  assert.match(v.words, /has 12, 11, and yours has 1 of 2/);
  assert.equal(verdict("112", keys).right, false);
});

test("with nothing to hold it against, the reader compares", () => {
  assert.equal(verdict("yes", []).right, null);
});

test("progress is kept per chapter, and nothing else is trusted", () => {
  let p = readProgress("");
  p = answered(p, "/a.html", 2);
  p = answered(p, "/a.html", 0);
  p = answered(p, "/a.html", 2);
  assert.deepEqual(p, { "/a.html": [0, 2] });
  assert.deepEqual(readProgress(JSON.stringify(p)), p);
  for (const bad of ["{", "[]", "3", '{"/a.html": "x"}', "null"]) {
    const read = readProgress(bad);
    assert.ok(Object.values(read).every(Array.isArray), bad);
  }
  assert.deepEqual(readProgress('{"/a.html": [1, -1, 1.5, "2", 400]}'), { "/a.html": [1] });
  assert.equal(progressWords(1, 3), "You have answered 1 of this chapter's 3 self-checks.");
  assert.equal(progressWords(1, 1), "You have answered this chapter's self-check.");
});

test("an answer that lists every number is not right", () => {
  const all = Array.from({ length: 101 }, (_, n) => n).join(" ");
  const { right, words } = verdict(all, [{ name: "end", value: 6 }]);
  assert.equal(right, false);
  assert.match(words, /just the numbers you mean/);
});

// A self-check with options.
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
