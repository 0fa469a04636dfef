// The call-stack stepper's frames and words.
import { test } from "node:test";
import assert from "node:assert/strict";
import { callWords, callsEnding, depths, prediction, repeatedDepth, shapeWords, stackAt } from "../../book/src/pages/calls-state.js";

const call = (depth, text) => ({ event: "call", depth, call: text, board: [depth] });
const back = (depth, result) => ({ event: "return", depth, result });
const calls = {
  steps: [call(1, "count(a)"), call(2, "count(b)"), back(2, 4), back(1, 9)],
  ending: { kind: "returned", result: 9 },
};

test("frames pile up on calls and leave after returning", () => {
  assert.deepEqual(stackAt(calls.steps, 0).map((f) => f.call), ["count(a)"]);
  assert.deepEqual(stackAt(calls.steps, 1).map((f) => f.call), ["count(a)", "count(b)"]);
  // The step where a frame returns still shows it, with its result.
  assert.deepEqual(stackAt(calls.steps, 2).map((f) => [f.call, f.result]), [["count(a)", null], ["count(b)", 4]]);
  assert.deepEqual(stackAt(calls.steps, 3).map((f) => [f.call, f.result]), [["count(a)", 9]]);
});

test("each step in words, the end said at the last", () => {
  assert.equal(callWords(calls, 0), "Call 1: count(a), 1 frame on the stack.");
  assert.equal(callWords(calls, 2), "Call 2 returns 4, 1 frame left.");
  assert.equal(callWords(calls, 3), "Call 1 returns 9, 0 frames left. Every call has returned; the first call's result is 9.");
});

test("an endless recursion marks the frame it repeats, at its end only", () => {
  const endless = { steps: [call(1, "r(0)"), call(2, "r(1)"), call(3, "r(1)")], ending: { kind: "cycle", depth: 3, from: 2 } };
  assert.equal(repeatedDepth(endless, 2), 2);
  assert.equal(repeatedDepth(endless, 1), 0);
  assert.equal(repeatedDepth(calls, 3), 0);
  assert.match(callsEnding(endless), /^Call 3 receives the same board and pit as call 2/);
});

test("the run's shape: a linear recursion rises and falls, an endless one only rises", () => {
  assert.deepEqual(depths(calls.steps), [1, 2, 2, 1]);
  assert.equal(shapeWords(calls), "The stack grows to 2 frames, one a call, then shrinks one a return to none.");
  const endless = { steps: [call(1, "r(0)"), call(2, "r(1)"), call(3, "r(1)")], ending: { kind: "cycle", depth: 3, from: 2 } };
  assert.deepEqual(depths(endless.steps), [1, 2, 3]);
  assert.match(shapeWords(endless), /only grows: 3 frames/);
});

test("a prediction asks about the next step, with one right option and wrong ones named by their model", () => {
  const right = (p) => p.options.filter((o) => o.right);
  // Before the second call: a new call is right.
  const p0 = prediction(calls, 0);
  assert.equal(right(p0).length, 1);
  assert.match(right(p0)[0].text, /count\(b\)/);
  // Before the base case returns: its value, and the looping model's.
  const p1 = prediction(calls, 1);
  assert.equal(right(p1)[0].text, "4");
  assert.ok(p1.options.some((o) => !o.right && /looping model/.test(o.why)));
  // Before the outer call returns: its value, and the return-value model's.
  const p2 = prediction(calls, 2);
  assert.equal(right(p2)[0].text, "9");
  assert.ok(p2.options.some((o) => !o.right && o.text === "5" && /return-value model/.test(o.why)));
  // The answer below handed back unchanged is wrong too.
  assert.ok(p2.options.some((o) => !o.right && o.text === "4"));
  // Nothing to predict after the last step.
  assert.equal(prediction(calls, 3), null);
  // Every option explains itself.
  for (const p of [p0, p1, p2]) for (const o of p.options) assert.ok(o.why.length > 20, o.text);
});
