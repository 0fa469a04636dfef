// `ayoayo-book` (AYOAYO_SERVER; skipped without it) serves the same files
// as the static build, survives hostile requests, and answers no API: the
// pages need none.

import { connect } from "node:net";
import { expect, server, test } from "../fixtures.mjs";

// Sends raw bytes to the server and returns what it answers (or "" if it
// closes the connection).
function raw(bytes) {
  const url = new URL(server);
  return new Promise((done) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let answer = "";
    socket.on("data", (d) => { answer += d.toString("latin1"); });
    socket.on("close", () => done(answer));
    socket.on("error", () => done(answer));
    socket.setTimeout(10000, () => socket.destroy());
  });
}

test("the server survives hostile requests and serves the static build's files", async ({ baseURL }) => {
  test.skip(!server, "AYOAYO_SERVER is not set");
  const burst = await Promise.all(
    Array.from({ length: 200 }, () => fetch(`${server}/play.html`).then((r) => r.status)),
  );
  expect.soft(burst.filter((s) => s !== 200), "server: 200 parallel requests all answered").toEqual([]);
  const huge = await raw(`GET /${"a".repeat(200000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  expect.soft(huge.slice(0, 24), "server: a huge request is refused").toMatch(/^HTTP\/1\.1 4\d\d/);
  await raw("\u0000\u00ff not http at all\r\n\r\n");
  expect.soft((await fetch(`${server}/api/replay?moves=`)).status, "server: no API any more").toBe(404);
  for (const path of ["/engine.js", "/part1/the-game.html"]) {
    const served = await (await fetch(server + path)).text();
    const built = await (await fetch(baseURL + path)).text();
    // Compared whole, but a failure shows how long each is, not two files.
    expect.soft(served === built ? "the same" : `${served.length} characters, not the build's ${built.length}`,
      `server: ${path} is the static build's file`).toBe("the same");
  }
  const wasm = await fetch(`${server}/ayoayo.wasm`);
  expect.soft(wasm.headers.get("content-type"), "server: the module as application/wasm").toBe("application/wasm");
});
