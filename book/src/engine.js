// The ayoayo crate in the page: its library compiled to WebAssembly
// (ayoayo.wasm, beside this file, built by `cargo xtask wasm`), behind one
// function. `init(source)` takes the module as a URL, a Response, or its
// bytes (an ArrayBuffer or a Uint8Array), and resolves to an engine whose
// `query(target)` answers a request of the JSON boundary, such as
// "/api/replay?moves=2,9", with exactly what `ayoayo api TARGET` prints:
// one line of JSON, errors included. It runs the same in a browser, in a
// Web Worker and in Node 18 or later.

export async function init(source) {
  let bytes = source;
  if (!(source instanceof ArrayBuffer || ArrayBuffer.isView(source))) {
    const response = source instanceof Response ? source : await fetch(source);
    if (!response.ok) {
      throw new Error(`cannot load the engine: ${response.status} ${response.statusText}`);
    }
    bytes = await response.arrayBuffer();
  }
  // The module's one import: a clock, for the opponent's time budget
  // (Rust's standard library has none on wasm32-unknown-unknown).
  const imports = { ayoayo: { now: () => performance.now() } };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  /** @type {{ memory: WebAssembly.Memory, ayoayo_alloc: (n: number) => number,
   *   ayoayo_query: (at: number, n: number) => number, ayoayo_answer_len: () => number }} */
  const wasm = /** @type {any} */ (instance.exports);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    query(target) {
      const request = encoder.encode(String(target));
      const at = wasm.ayoayo_alloc(request.length);
      new Uint8Array(wasm.memory.buffer, at, request.length).set(request);
      const answer = wasm.ayoayo_query(at, request.length);
      const length = wasm.ayoayo_answer_len();
      return decoder.decode(new Uint8Array(wasm.memory.buffer, answer, length));
    },
  };
}
