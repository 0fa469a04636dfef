// The browser's engine, checked in Node: engine.js with a WebAssembly
// module answers hundreds of requests exactly as the native command line
// (`ayoayo api TARGET`) prints them: replays of random games, the
// opponent's moves at fixed depths, relays on typed boards, and bad input.
// Given a second module (a fresh build), it must answer the same too.
// With --measure, it also times the module against the binary (perft, the
// opponent's think) and prints the results for `cargo xtask measure browser`.
//
//   node tests/browser/engine.mjs BINARY MODULE [OTHER_MODULE] [--measure]

import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { init } from "../../book/src/engine.js";

const args = process.argv.slice(2).filter((a) => a !== "--measure");
const measure = process.argv.includes("--measure");
const [binary, modulePath, otherPath] = args;
if (!binary || !modulePath) {
  console.error("usage: node tests/browser/engine.mjs BINARY MODULE [OTHER_MODULE] [--measure]");
  process.exit(2);
}
const engine = await init(readFileSync(modulePath));
const other = otherPath ? await init(readFileSync(otherPath)) : null;

function native(target) {
  const run = spawnSync(binary, ["api", target], { encoding: "utf8" });
  if (run.status !== 0 && run.status !== 2) throw new Error(`${target}: ${run.stderr}`);
  return run.stdout;
}

// The games' moves are the crate's own random player's (fastrand, seeded),
// and every other choice is worked out from the game and ply numbers, so
// the queries are the same every run.
const targets = [];
for (let game = 0; game < 40; game++) {
  const moves = [];
  for (let ply = 0; ply < 60; ply++) {
    const m = moves.join(",");
    const chosen = JSON.parse(engine.query(`/api/move?moves=${m}&opponent=random&seed=${game * 100 + ply}`));
    if (chosen.error) break;
    if (ply % 12 === 5) {
      targets.push(`/api/replay?moves=${m}`);
      targets.push(`/api/move?moves=${m}&opponent=search:${2 + (game % 4)}&seed=${game}`);
      targets.push(`/api/move?moves=${m}&opponent=${["random", "greedy"][ply % 2]}&seed=${ply}`);
      targets.push(`/api/relay?moves=${m}&pit=${(game + ply) % 12}`);
    }
    moves.push(chosen.pit);
  }
  targets.push(`/api/replay?moves=${moves.join(",")},${(game * 5) % 12}`);
}
for (let i = 0; i < 40; i++) {
  const board = Array.from({ length: 12 }, (_, pit) => (i * 7 + pit * pit * 3) % 6);
  targets.push(`/api/relay?board=${board.join(",")}&pit=${i % 6}`);
}
targets.push(
  "/api/replay?moves=2,9,1,10",
  "/api/relay?moves=2,9,1&pit=10",
  "/api/relay?board=1,1,0,1,0,1,0,1,0,1,0,1&pit=0",
  "/api/relay?board=-1,4,4,4,4,4,4,4,4,4,4,4&pit=0",
  "/api/relay?board=49,0,0,0,0,0,0,0,0,0,0,0&pit=0",
  "/api/relay?board=4,4,4&pit=0",
  "/api/relay?pit=3&board=%zz",
  "/api/replay?moves=a",
  "/api/replay?moves=1,,2",
  "/api/replay?moves=99999999999999999999999",
  "/api/replay?to_move=7",
  "/api/replay?colour=red",
  "/api/move?opponent=search:99",
  "/api/move?opponent=nobody",
  "/api/perft?depth=4",
  "/api/perft?depth=0",
  "/api/nothing",
  "garbage",
  "",
);

let failures = 0;
for (const target of targets) {
  const mine = engine.query(target);
  const expected = native(target);
  if (mine !== expected) {
    failures++;
    console.log(`FAIL ${target}\n  module: ${mine.slice(0, 200)}\n  native: ${expected.slice(0, 200)}`);
  }
  if (other && other.query(target) !== mine) {
    failures++;
    console.log(`FAIL ${target}: the rebuilt module answers differently`);
  }
}
console.log(`${targets.length - failures} passed, ${failures} failed`);

// With --measure: the module against the binary, each timed three times in
// turn in this one run, the median kept; printed as `measure KEY VALUE`
// lines, which `cargo xtask measure browser` records.
if (measure) {
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const time = (f) => { const t = performance.now(); f(); return performance.now() - t; };
  const middle = "1,10,3,10,4,7,0,7,0,8";
  const jobs = [
    ["perft6", "/api/perft?depth=6"],
    ["perft7", "/api/perft?depth=7"],
    ["think-opening", "/api/move?moves=&opponent=search"],
    ["think-middle", `/api/move?moves=${middle}&opponent=search`],
  ];
  for (const [key, target] of jobs) {
    const module = [], binaryMs = [], answers = { module: [], native: [] };
    for (let round = 0; round < 3; round++) {
      module.push(time(() => answers.module.push(engine.query(target))));
      binaryMs.push(time(() => answers.native.push(native(target))));
    }
    console.log(`measure\t${key}/module\t${median(module).toFixed(1)}`);
    console.log(`measure\t${key}/native\t${median(binaryMs).toFixed(1)}`);
    // The opponent's answers say how deep it looked and how many positions
    // it searched: the depth its budget reached, and thousands a second.
    for (const side of ["module", "native"]) {
      const chosen = answers[side].map((a) => JSON.parse(a)).filter((a) => a.depth);
      const ms = side === "module" ? module : binaryMs;
      if (chosen.length === 3) {
        console.log(`measure\t${key}/${side}-depth\t${median(chosen.map((a) => a.depth))}`);
        const kps = chosen.map((a, i) => a.nodes / ms[i]);
        console.log(`measure\t${key}/${side}-kps\t${median(kps).toFixed(0)}`);
      }
    }
  }
}
process.exit(failures === 0 ? 0 : 1);
