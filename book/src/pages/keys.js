// What a key does inside a widget, and where a stepper's buttons and keys
// take it among its frames. Pure: the widgets pass in what they know about
// the key's target, so that this can be tested without a page.

/** mdBook turns the page on these keys; inside a widget they never do. */
export function turnsPage(key) {
  return key === "ArrowLeft" || key === "ArrowRight";
}

/**
 * The action bound to `key` in `bindings`, or null when the key belongs to
 * something else: a form field keeps its editing keys, and a focused
 * button presses itself on space and Enter.
 * `target` is `{ field, button }`: whether the key was typed in a form
 * field, or on a button.
 */
export function keyAction(bindings, key, target = {}) {
  if (!Object.hasOwn(bindings, key) || target.field) return null;
  if (target.button && (key === " " || key === "Enter")) return null;
  return bindings[key];
}

const STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Where the focus goes among `count` choices from index `at` (-1: none has
 * it yet) on `key`: an arrow steps along them, round from the last to the
 * first and from none to the first (forward) or the last (back); Home and
 * End go to the first and the last. Null for any other key, or no choices.
 */
export function moveAmong(key, at, count) {
  if (count === 0) return null;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = STEPS[key];
  if (!step) return null;
  if (at < 0) return step > 0 ? 0 : count - 1;
  return (at + step + count) % count;
}

/** Index `i` held within `count` frames; null when there are none. */
export function clamp(i, count) {
  if (!(count > 0)) return null;
  return Math.max(0, Math.min(count - 1, i));
}

/**
 * Where `where` takes a stepper at `at` of `count` frames: "first",
 * "prev", "next", "last", or a frame's index. Null when there is nothing to
 * step through (no relay yet, or one refused).
 */
export function stepTo(at, count, where) {
  const target = { first: 0, prev: at - 1, next: at + 1, last: count - 1 }[where];
  return clamp(target === undefined ? where : target, count);
}
