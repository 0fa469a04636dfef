// The JSON answers of ayoayo's pages' engine (src/api.rs), written by
// `cargo xtask regenerate` from the crate's types. Do not edit.

export type Ply = { 
/**
 * Moves played so far.
 */
ply: number, 
/**
 * The stones in each pit.
 */
board: [number, number, number, number, number, number, number, number, number, number, number, number], 
/**
 * The stones each player has captured.
 */
score: [number, number], 
/**
 * Whose turn it is, `0` or `1`.
 */
to_move: 0 | 1, 
/**
 * Whether the game is over.
 */
over: boolean, 
/**
 * Who won once the game is over: `player0`, `player1` or `tie`.
 */
result: "player0" | "player1" | "tie" | null, 
/**
 * The moves the player to move may make.
 */
permissible: Array<number>, 
/**
 * The move that led here in one sentence, as `ayoayo play` prints
 * it: "Player 0 sowed pit 2: 4 laps, ended in pit 11." (with
 * `you=SEAT`, "You" and "The computer"). Absent at the start.
 */
sentence?: string | null, 
/**
 * How the game ended, once it is over, as `ayoayo play` prints it
 * after "Game over.": "Player 1 won, 30 to 18." (with `you=SEAT`,
 * "You" and "The computer"). Absent while the game goes on.
 */
result_sentence?: string | null, };

export type StoppedReplay = { 
/**
 * Which ply, which pit, and why.
 */
error: string, 
/**
 * The positions before the refused move.
 */
plies: Array<Ply>, };

export type ErrorMessage = { 
/**
 * What was wrong, in a reader's words.
 */
error: string, 
/**
 * The parameter the message is about (`board`, `pit`, `row`,
 * `to_move`, `depth`, ...), if it is about one: a page marks the
 * field the reader typed it in.
 */
field?: string | null, };

export type Chosen = { 
/**
 * The pit it plays.
 */
pit: number, 
/**
 * How many plies ahead it looked (0 for a player that does not
 * search).
 */
depth: number, 
/**
 * How many positions it searched.
 */
nodes: number, };

export type History = { 
/**
 * The moves played.
 */
moves: Array<number>, 
/**
 * The moves taken back, latest first, which `/api/redo` replays.
 */
undone: Array<number>, 
/**
 * What this request took back or played again, in one sentence, as
 * `ayoayo play` says it ([`crate::render::undone_sentence`]); absent if nothing.
 */
sentence?: string | null, };

export type PerftCounts = { 
/**
 * The counts, shortest sequences first.
 */
counts: Array<number>, };

export type Trace = { 
/**
 * The pit played, which every lap skips.
 */
start: number, 
/**
 * The laps walked (for an endless relay, until its cycle was proven).
 */
laps: number, 
/**
 * How the move ended.
 */
ending: Ending, 
/**
 * Every frame recorded, in order: the whole move, unless it ran past
 * the laps asked for.
 */
frames: Array<Frame>, };

export type Frame = { 
/**
 * The stones in each pit.
 */
board: [number, number, number, number, number, number, number, number, number, number, number, number], 
/**
 * The stones in hand.
 */
hand: number, 
/**
 * The pit just scooped, dropped into or captured, if any.
 */
pit: number | null, 
/**
 * The lap, from 1 (0 before the first scoop).
 */
lap: number, 
/**
 * What just happened.
 */
event: Event, };

export type Event = "start" | "scoop" | "drop" | "end" | "capture" | "cycle";

export type Lap = { 
/**
 * The pit scooped.
 */
from: number, 
/**
 * How many stones it held.
 */
stones: number, 
/**
 * Where the last of them fell.
 */
to: number, 
/**
 * The board after the lap.
 */
board: [number, number, number, number, number, number, number, number, number, number, number, number], };

export type Ending = { "kind": "stop", 
/**
 * Where it fell.
 */
end: number, } | { "kind": "capture", 
/**
 * Where it fell.
 */
end: number, 
/**
 * How many stones were taken.
 */
stones: number, } | { "kind": "cycle", 
/**
 * The lap whose end state came back.
 */
from: number, 
/**
 * The laps the cycle takes.
 */
length: number, };

export type Recording = { 
/**
 * The function called.
 */
function: string, 
/**
 * Its calls and returns, in order.
 */
steps: Array<Step>, 
/**
 * How it ended.
 */
ending: Exit, };

export type Step = { "event": "call", 
/**
 * How many frames are on the stack, this one included.
 */
depth: number, 
/**
 * The call as it would be written, arguments and all.
 */
call: string, 
/**
 * The board this call receives, where it receives one to draw.
 */
board: [number, number, number, number, number, number, number, number, number, number, number, number] | null, 
/**
 * The pit this call looks at: the relay's pit to sow, or the
 * first pit of the list; none for the empty list.
 */
pit: number | null, } | { "event": "return", 
/**
 * The depth of the frame returning.
 */
depth: number, 
/**
 * What it returns, as it would be printed.
 */
result: string, };

export type Exit = { "kind": "returned", 
/**
 * The first call's result.
 */
result: string, } | { "kind": "cycle", 
/**
 * The repeating call's depth: the frames on the stack.
 */
depth: number, 
/**
 * The earlier call it repeats.
 */
from: number, } | { "kind": "deep" };

export type SearchTree = { 
/**
 * How many plies the search looks ahead.
 */
depth: number, 
/**
 * Its steps, in the order they happen.
 */
steps: Array<TreeStep>, 
/**
 * The value the search finds for the player to move.
 */
value: number, 
/**
 * Values at least this far from zero are a game won or lost.
 */
win: number, };

export type TreeStep = { "event": "call", 
/**
 * The call's number, in the order made.
 */
id: number, 
/**
 * The call that made it.
 */
parent: number | null, 
/**
 * The move that leads to its position from its parent's.
 */
pit: number | null, 
/**
 * How many plies below the first call it is.
 */
depth: number, 
/**
 * The board it searches.
 */
board: [number, number, number, number, number, number, number, number, number, number, number, number], 
/**
 * The player to move there: 0 or 1.
 */
to_move: number, } | { "event": "return", 
/**
 * The call returning.
 */
id: number, 
/**
 * Its value, as its caller sees it.
 */
value: number, } | { "event": "cut", 
/**
 * The call cut short.
 */
id: number, 
/**
 * The moves it never searched.
 */
pits: Array<number>, };
