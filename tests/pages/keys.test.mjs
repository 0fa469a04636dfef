// What a key does in a widget, and where a stepper's buttons take it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { clamp, keyAction, moveAmong, stepTo, turnsPage } from "../../book/src/pages/keys.js";

const bindings = { ArrowRight: "next", Home: "first", End: "last", " ": "play" };

test("a bound key does its action on the widget", () => {
  assert.equal(keyAction(bindings, "ArrowRight"), "next");
  assert.equal(keyAction(bindings, "End", {}), "last");
  assert.equal(keyAction(bindings, " ", {}), "play");
});

test("an unbound key does nothing, even one on Object's prototype", () => {
  assert.equal(keyAction(bindings, "x"), null);
  assert.equal(keyAction(bindings, "toString"), null);
});

test("a form field keeps every key; a focused button keeps space and Enter", () => {
  assert.equal(keyAction(bindings, "Home", { field: true }), null);
  assert.equal(keyAction(bindings, " ", { button: true }), null);
  assert.equal(keyAction({ Enter: "go" }, "Enter", { button: true }), null);
  assert.equal(keyAction(bindings, "End", { button: true }), "last");
});

test("only ← and → turn mdBook's page", () => {
  assert.deepEqual(["ArrowLeft", "ArrowRight", "ArrowUp", "Home"].map(turnsPage), [true, true, false, false]);
});

test("arrows step along the choices, round at the ends; Home and End jump", () => {
  assert.deepEqual(["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].map((k) => moveAmong(k, 1, 3)), [2, 2, 0, 0]);
  assert.equal(moveAmong("ArrowRight", 2, 3), 0);
  assert.equal(moveAmong("ArrowLeft", 0, 3), 2);
  assert.equal(moveAmong("ArrowRight", -1, 3), 0);
  assert.equal(moveAmong("ArrowLeft", -1, 3), 2);
  assert.equal(moveAmong("Home", 2, 3), 0);
  assert.equal(moveAmong("End", 0, 3), 2);
  assert.equal(moveAmong("Enter", 0, 3), null);
  assert.equal(moveAmong("ArrowRight", -1, 0), null);
});

test("a stepper stays within its frames, and has none without a relay", () => {
  assert.equal(clamp(-3, 7), 0);
  assert.equal(clamp(9, 7), 6);
  assert.equal(clamp(0, 0), null);
  assert.equal(stepTo(0, 0, "last"), null);
  assert.equal(stepTo(3, 7, "first"), 0);
  assert.equal(stepTo(3, 7, "last"), 6);
  assert.equal(stepTo(6, 7, "next"), 6);
  assert.equal(stepTo(0, 7, "prev"), 0);
  assert.equal(stepTo(0, 7, 4), 4);
});
