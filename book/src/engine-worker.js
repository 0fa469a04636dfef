// The engine in a Web Worker, so that a page never freezes while the
// opponent thinks. Post `{ id, target }`; the answer comes back as
// `{ id, answer }` (what `query(target)` returns), or `{ id, error }` if
// the engine could not load.
import { init } from "./engine.js";

const engine = init(new URL("ayoayo.wasm", import.meta.url));

self.onmessage = async (event) => {
  const { id, target } = event.data;
  try {
    self.postMessage({ id, answer: (await engine).query(target) });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
