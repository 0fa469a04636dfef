// A pit and a game in words, around the crate's sentences.
import { test } from "node:test";
import assert from "node:assert/strict";
import { pitLabel } from "../../book/src/pages/pit-words.js";
import { overWords, plyWords, promptWords } from "../../book/src/pages/game-words.js";

test("a pit says its stones and its marks", () => {
  assert.equal(pitLabel(3, 1), "pit 3: 1 stone");
  assert.equal(pitLabel(3, 0, "ayo-skip ayo-at"), "pit 3: 0 stones, the start pit, skipped, the hand is here");
  assert.equal(pitLabel(11, null), "pit 11");
  assert.equal(pitLabel(2, 5, "ayo-playable", "you may play it"), "pit 2: 5 stones, you may play it");
});

const ply = (over, result, score, extra = {}) => ({ over, result, score, to_move: 0, permissible: [1, 4], ...extra });

test("the end of a game is the crate's sentence after Game over", () => {
  const told = "The computer won, 30 to 18.";
  assert.equal(overWords(ply(true, "player1", [18, 30], { result_sentence: told })), `Game over. ${told}`);
  assert.equal(overWords(ply(false, null, [3, 1])), "");
});

test("a recorded ply is the crate's sentence and the score", () => {
  const plies = [ply(false, null, [0, 0]), ply(true, "tie", [24, 24], { sentence: "Player 1 sowed pit 7: 1 lap, ended in pit 8.", result_sentence: "A tie, 24 to 24." })];
  assert.equal(plyWords(plies, 0), "The opening. Score 0 to 0.");
  assert.equal(plyWords(plies, 1), "Ply 1. Player 1 sowed pit 7: 1 lap, ended in pit 8. Score 24 to 24. Game over. A tie, 24 to 24.");
});

test("the prompt follows whose turn it is", () => {
  const now = ply(false, null, [0, 0]);
  assert.equal(promptWords(now, { you: 0, busy: false }), "Your move: choose one of the pits 1, 4.");
  assert.equal(promptWords({ ...now, permissible: [5] }, { you: 0 }), "Your move: pit 5 is the only one you may play.");
  assert.equal(promptWords(now, { you: 1, busy: true }), "The computer is thinking…");
  assert.equal(promptWords(now, { you: 0, busy: true }), "The computer is thinking…");
  assert.equal(promptWords(now, { you: 0, busy: true, sowing: { pit: 2, yours: true } }), "Sowing pit 2…");
  // The result is said once, in the live region and the end of the game.
  assert.doesNotMatch(promptWords({ ...now, over: true, result: "player0" }, { you: 0 }), /won|\d/);
  assert.equal(promptWords(now, { you: 0, busy: true, sowing: { pit: 9, yours: false } }), "The computer sows pit 9…");
});
