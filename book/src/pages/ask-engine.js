// The engine: the crate compiled to WebAssembly (engine.js and ayoayo.wasm,
// beside this folder), asked in the page, or in a Web Worker for a search.
// What each request answers is described in src/api.rs.

const engineUrl = new URL("../engine.js", import.meta.url);
const moduleUrl = new URL("../ayoayo.wasm", import.meta.url);
const workerUrl = new URL("../engine-worker.js", import.meta.url);

let engine = null;

// Loaded once, when first needed: most pages never ask.
function loadEngine() {
  engine ||= import(engineUrl.href).then((m) => m.init(moduleUrl.href));
  return engine;
}

/** What went wrong, in words, whatever was thrown. */
export function failure(err) {
  return err instanceof Error ? err.message : String(err);
}

/** The parsed JSON that the engine in this page answers to `target`. */
export async function ask(target) {
  const e = await loadEngine();
  return JSON.parse(e.query(target));
}

/**
 * A function `think(target, signal)` that asks the engine in a Web Worker,
 * so that a search never holds up the page; where no worker can start, it
 * asks in the page. A search whose `signal` aborts (the reader started a
 * new game) is dropped: its promise never settles, and the worker that was
 * working on it is stopped and replaced, so that searches nobody waits for
 * never queue up.
 */
export function thinker() {
  let worker = null;
  let failed = false;
  const waiting = new Map();
  let next = 0;

  function start() {
    try {
      worker = new Worker(workerUrl.href, { type: "module" });
    } catch {
      failed = true;
      worker = null;
      return;
    }
    worker.onmessage = ({ data }) => {
      const done = waiting.get(data.id);
      waiting.delete(data.id);
      if (!done) return;
      if (data.error) done.fail(new Error(data.error));
      else done.ok(JSON.parse(data.answer));
    };
    // A worker that cannot load says so only by this event: whatever it
    // was asked, and anything from now on, is answered in the page.
    worker.onerror = () => {
      failed = true;
      worker = null;
      for (const [id, done] of waiting) {
        waiting.delete(id);
        ask(done.target).then(done.ok, done.fail);
      }
    };
  }

  // The worker answers in the order it was asked, so the oldest search
  // still waiting is the one it is working on.
  function drop(id) {
    const working = waiting.keys().next().value === id;
    waiting.delete(id);
    if (!working || !worker) return;
    worker.terminate();
    start();
    for (const [other, { target }] of waiting) worker?.postMessage({ id: other, target });
  }

  start();
  return function think(target, signal) {
    if (failed) return ask(target);
    return new Promise((ok, fail) => {
      if (signal?.aborted) return;
      const id = next++;
      waiting.set(id, { ok, fail, target });
      worker.postMessage({ id, target });
      signal?.addEventListener("abort", () => drop(id), { once: true });
    });
  };
}
