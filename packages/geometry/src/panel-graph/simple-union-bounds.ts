// Whether a blank's panels make one piece without holes, told without the clipper. The rule check and
// every file need only that and the blank's bounds, and nearly every blank is panels laid edge to
// edge: where the edges they share cancel, what is left is one simple outline. The clipper's union
// (the costliest step of a create, and most of its garbage) is then left to what reads the outline
// itself (the area, the bleed, the catalog's previews).

import { grownArray } from '../primitives/grown-array';
import { loopPoints, loopPointsXY, type Segment } from '../primitives/segment';

/** The clipper's grid: micrometres (polygon-ops' `SCALE`). */
const SCALE = 1000;
/** Grid coordinates beyond this (16 m) are left to the clipper: keys and cross products stay exact. */
const LIMIT = 2 ** 24;

export interface GridBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Grows `bounds` to hold (`x`, `y`). */
export function growBounds(bounds: GridBounds, x: number, y: number): void {
  if (x < bounds.minX) bounds.minX = x;
  if (x > bounds.maxX) bounds.maxX = x;
  if (y < bounds.minY) bounds.minY = y;
  if (y > bounds.maxY) bounds.maxY = y;
}

/**
 * Edges on the grid, 4 numbers each (x0, y0, x1, y1); pieces of the outline left after cancelling,
 * the same way. Scratch, grown as needed and reused by every call (the calls never overlap).
 */
let edges = new Float64Array(4 * 512);
let edgeCount = 0;
let pieces = new Float64Array(4 * 512);
let pieceCount = 0;
/** Per edge: its line (direction x, y and offset) and its extent along it (from, to, then +1 or -1). */
let lines = new Float64Array(6 * 512);
/** One line's edges, as `lineStretches` reads them. */
let order = new Int32Array(512);

function addEdge(x0: number, y0: number, x1: number, y1: number): void {
  // repeated points (two chords rounding to one grid point) make no edge, as in the clipper
  if (x0 === x1 && y0 === y1) return;
  edges = putSegment(edges, edgeCount++, x0, y0, x1, y1);
}

/**
 * Writes a segment's ends as the `index`th record of four numbers of `records`, grown (doubled) when
 * it is full: the array to keep.
 */
function putSegment(
  records: Float64Array<ArrayBuffer>,
  index: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): Float64Array<ArrayBuffer> {
  const into =
    4 * (index + 1) > records.length
      ? grownArray(records, Math.max(records.length * 2, 4 * (index + 1)))
      : records;
  const at = 4 * index;
  into[at] = x0;
  into[at + 1] = y0;
  into[at + 2] = x1;
  into[at + 3] = y1;
  return into;
}

/** Greatest common divisor of two whole numbers below 2^31 (int32 arithmetic: `%` on doubles is a call). */
function gcd(a: number, b: number): number {
  a |= 0;
  b |= 0;
  while (b !== 0) {
    const rest = (a % b) | 0;
    a = b;
    b = rest;
  }
  return a;
}

/**
 * The bounds of the union of closed loops (each flattened as `flattenLoop` flattens it, on the
 * clipper's micrometre grid), when that union is provably one piece without holes; `undefined` when
 * only the clipper can tell. Equal to the bounds of the clipper's union, in grid units, whenever given.
 *
 * The loops' edges, with those running both ways along the same stretch cancelled, are the boundary
 * of their summed winding numbers. When what is left is one closed polygon that touches itself
 * nowhere, that sum is 1 (or -1) inside it and 0 outside, so the union under non-zero winding is
 * exactly its inside. Anything else (edges left twice over, a point where the outline meets itself,
 * several outlines, holes) is left to the clipper.
 */
export function simpleUnionBounds(loops: readonly Segment[][], maxChordDeg: number): GridBounds | undefined {
  edgeCount = 0;
  for (const loop of loops) {
    const count = loopPoints(loop, maxChordDeg);
    if (count === 0) continue;
    // each point on the grid as the clipper's input has it
    const xy = loopPointsXY();
    const startX = Math.round((xy[0] as number) * SCALE);
    const startY = Math.round((xy[1] as number) * SCALE);
    let lastX = startX;
    let lastY = startY;
    for (let i = 1; i < count; i++) {
      const x = Math.round((xy[2 * i] as number) * SCALE);
      const y = Math.round((xy[2 * i + 1] as number) * SCALE);
      addEdge(lastX, lastY, x, y);
      lastX = x;
      lastY = y;
    }
    addEdge(lastX, lastY, startX, startY);
  }
  if (edgeCount < 3) return undefined;
  if (!cancelSharedEdges()) return undefined;
  return simpleOutlineBounds();
}

/**
 * Every edge's line (its direction in lowest terms, pointing right or up, and offset: exact integers)
 * and extent along it; then, line by line, the stretches the edges cover a net once (either way) as
 * pieces. False where some stretch is covered a net twice or more.
 */
function cancelSharedEdges(): boolean {
  if (lines.length < 6 * edgeCount) lines = new Float64Array(12 * edgeCount);
  if (order.length < edgeCount) order = new Int32Array(2 * edgeCount);
  for (let i = 0; i < edgeCount; i++) {
    const x0 = edges[4 * i] as number;
    const y0 = edges[4 * i + 1] as number;
    const x1 = edges[4 * i + 2] as number;
    const y1 = edges[4 * i + 3] as number;
    if (Math.abs(x0) > LIMIT || Math.abs(y0) > LIMIT || Math.abs(x1) > LIMIT || Math.abs(y1) > LIMIT)
      return false;
    let dx = x1 - x0;
    let dy = y1 - y0;
    const divisor = gcd(Math.abs(dx), Math.abs(dy));
    dx /= divisor;
    dy /= divisor;
    let sign = 1;
    if (dx < 0 || (dx === 0 && dy < 0)) {
      dx = -dx;
      dy = -dy;
      sign = -1;
    }
    const from = dx * x0 + dy * y0;
    const to = dx * x1 + dy * y1;
    const at = 6 * i;
    lines[at] = dx;
    lines[at + 1] = dy;
    lines[at + 2] = dx * y0 - dy * x0;
    lines[at + 3] = Math.min(from, to);
    lines[at + 4] = Math.max(from, to);
    lines[at + 5] = sign;
  }
  // edges by line through a hash table of chains (typed arrays: no sort, no map, no key per edge)
  const mask = tableSize(edgeCount) - 1;
  head.fill(-1, 0, mask + 1);
  for (let i = 0; i < edgeCount; i++) {
    const at = 6 * i;
    const slot = mix(lines[at] as number, lines[at + 1] as number, lines[at + 2] as number) & mask;
    link[i] = head[slot] as number;
    head[slot] = i;
  }
  done.fill(0, 0, edgeCount);
  pieceCount = 0;
  for (let i = 0; i < edgeCount; i++) {
    if (done[i]) continue;
    const at = 6 * i;
    let members = 0;
    for (
      let j = head[
        mix(lines[at] as number, lines[at + 1] as number, lines[at + 2] as number) & mask
      ] as number;
      j >= 0;
      j = link[j] as number
    ) {
      const other = 6 * j;
      if (
        lines[other] !== lines[at] ||
        lines[other + 1] !== lines[at + 1] ||
        lines[other + 2] !== lines[at + 2]
      )
        continue;
      done[j] = 1;
      order[members++] = j;
    }
    if (!lineStretches(order, members)) return false;
  }
  return true;
}

/** A power of two at least twice `count`, with the tables grown to it. */
function tableSize(count: number): number {
  let size = 16;
  while (size < 2 * count) size *= 2;
  if (head.length < size) head = new Int32Array(size);
  if (link.length < count) {
    link = new Int32Array(2 * count);
    done = new Uint8Array(2 * count);
  }
  return size;
}

/** A hash of three integers (of up to 2^50 each) for the tables. */
function mix(a: number, b: number, c: number): number {
  let h = Math.imul(a | 0, 0x9e3779b1) ^ Math.imul((a / 0x100000000) | 0, 0x85ebca77);
  h = Math.imul(h ^ (b | 0), 0xc2b2ae3d) ^ Math.imul((b / 0x100000000) | 0, 0x27d4eb2f);
  h = Math.imul(h ^ (c | 0), 0x165667b1) ^ Math.imul((c / 0x100000000) | 0, 0x9e3779b1);
  return (h ^ (h >>> 15)) >>> 0;
}

let head = new Int32Array(1024);
let link = new Int32Array(512);
let done = new Uint8Array(512);

/**
 * The pieces of one line's edges (the first `count` of `members`): each
 * stretch between two consecutive edge ends is covered by the sum of the signs of the edges over it;
 * runs covered +1 are pieces along the line, -1 against it. False for a stretch covered twice.
 */
function lineStretches(members: Int32Array, count: number): boolean {
  if (count === 1) {
    const edge = members[0] as number;
    pushPiece(
      edges[4 * edge] as number,
      edges[4 * edge + 1] as number,
      edges[4 * edge + 2] as number,
      edges[4 * edge + 3] as number,
    );
    return true;
  }
  // the run being built: its net cover, and where it starts (grid point)
  let runNet = 0;
  let runX = 0;
  let runY = 0;
  // every edge end along the line is a breakpoint; walk them in order (few per line: plain loops)
  let t = Number.NEGATIVE_INFINITY;
  for (;;) {
    // the next breakpoint after t, and a grid point at it
    let next = Number.POSITIVE_INFINITY;
    let nextX = 0;
    let nextY = 0;
    for (let k = 0; k < count; k++) {
      const edge = members[k] as number;
      const from = lines[6 * edge + 3] as number;
      const to = lines[6 * edge + 4] as number;
      const value = from > t ? from : to;
      if (value > t && value < next) {
        next = value;
        // an edge along its line starts at `from`, one against it ends there
        const corner = (value === from) === (lines[6 * edge + 5] === 1) ? 0 : 2;
        nextX = edges[4 * edge + corner] as number;
        nextY = edges[4 * edge + corner + 1] as number;
      }
    }
    if (next === Number.POSITIVE_INFINITY) break;
    // the net cover of the stretch from `next` on (to the following breakpoint)
    let net = 0;
    for (let k = 0; k < count; k++) {
      const edge = members[k] as number;
      if ((lines[6 * edge + 3] as number) <= next && (lines[6 * edge + 4] as number) > next)
        net += lines[6 * edge + 5] as number;
    }
    if (net > 1 || net < -1) return false;
    if (net !== runNet) {
      if (runNet === 1) pushPiece(runX, runY, nextX, nextY);
      else if (runNet === -1) pushPiece(nextX, nextY, runX, runY);
      runNet = net;
      runX = nextX;
      runY = nextY;
    }
    t = next;
  }
  return true;
}

function pushPiece(x0: number, y0: number, x1: number, y1: number): void {
  pieces = putSegment(pieces, pieceCount++, x0, y0, x1, y1);
}

let nextPiece = new Int32Array(512);
let byMinX = new Float64Array(512);
/** Pieces' indices below this; more are left to the clipper (their index shares a sort key). */
const MAX_PIECES = 2 ** 20;

/** The piece starting at (x, y), through the table `starts` filled in; -1 for none. */
function pieceStartingAt(x: number, y: number, mask: number): number {
  for (let slot = mix(x, y, 0) & mask; ; slot = (slot + 1) & mask) {
    const piece = head[slot] as number;
    if (piece < 0) return -1;
    if (pieces[4 * piece] === x && pieces[4 * piece + 1] === y) return piece;
  }
}

/**
 * The bounds of the pieces when they chain into one closed polygon (each end the start of exactly
 * one other piece, all of them in one loop) that no two pieces but neighbours touch.
 */
function simpleOutlineBounds(): GridBounds | undefined {
  const count = pieceCount;
  if (count < 3 || count >= MAX_PIECES) return undefined;
  if (nextPiece.length < count) {
    nextPiece = new Int32Array(2 * count);
    byMinX = new Float64Array(2 * count);
  }
  // pieces by their start, in an open-addressed table: a start twice over is a point where the
  // outline meets itself
  const mask = tableSize(count) - 1;
  head.fill(-1, 0, mask + 1);
  // every corner starts a piece: the bounds are taken here too
  const bounds = {
    minX: Number.POSITIVE_INFINITY,
    minY: Number.POSITIVE_INFINITY,
    maxX: Number.NEGATIVE_INFINITY,
    maxY: Number.NEGATIVE_INFINITY,
  };
  for (let i = 0; i < count; i++) {
    const x = pieces[4 * i] as number;
    const y = pieces[4 * i + 1] as number;
    if (pieceStartingAt(x, y, mask) >= 0) return undefined;
    growBounds(bounds, x, y);
    let slot = mix(x, y, 0) & mask;
    while ((head[slot] as number) >= 0) slot = (slot + 1) & mask;
    head[slot] = i;
  }
  for (let i = 0; i < count; i++) {
    const next = pieceStartingAt(pieces[4 * i + 2] as number, pieces[4 * i + 3] as number, mask);
    if (next < 0) return undefined;
    nextPiece[i] = next;
  }
  // one loop through every piece: following the ends from piece 0 comes back to it after `count`
  let steps = 0;
  let at = 0;
  do {
    at = nextPiece[at] as number;
    steps++;
  } while (at !== 0 && steps <= count);
  if (steps !== count) return undefined;
  return touchesItself(count) ? undefined : bounds;
}

/**
 * Whether two pieces that do not follow one another touch or cross: pieces in order of their least
 * x (sorted as plain numbers, the index in the low bits), each against those starting within its x
 * range. Exact: grid integers' cross products.
 */
function touchesItself(count: number): boolean {
  if (box.length < 4 * count) box = new Float64Array(8 * count);
  const sorted = byMinX.subarray(0, count);
  for (let i = 0; i < count; i++) {
    const x0 = pieces[4 * i] as number;
    const y0 = pieces[4 * i + 1] as number;
    const x1 = pieces[4 * i + 2] as number;
    const y1 = pieces[4 * i + 3] as number;
    box[4 * i] = Math.min(x0, x1);
    box[4 * i + 1] = Math.min(y0, y1);
    box[4 * i + 2] = Math.max(x0, x1);
    box[4 * i + 3] = Math.max(y0, y1);
    sorted[i] = ((box[4 * i] as number) + LIMIT) * MAX_PIECES + i;
  }
  sorted.sort();
  for (let m = 0; m < count; m++) {
    const p = indexOf(sorted[m] as number);
    const maxX = box[4 * p + 2] as number;
    const minY = box[4 * p + 1] as number;
    const maxY = box[4 * p + 3] as number;
    for (let n = m + 1; n < count; n++) {
      const q = indexOf(sorted[n] as number);
      if ((box[4 * q] as number) > maxX) break;
      if ((box[4 * q + 1] as number) > maxY || (box[4 * q + 3] as number) < minY) continue;
      if (nextPiece[p] === q || nextPiece[q] === p) continue;
      if (piecesTouch(p, q)) return true;
    }
  }
  return false;
}

/** The piece's index in a sort key (`%` on doubles is a call). */
const indexOf = (key: number) => key - Math.floor(key / MAX_PIECES) * MAX_PIECES;

/** Each piece's bounds: minX, minY, maxX, maxY. */
let box = new Float64Array(4 * 512);

const orientation = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

/** Whether (cx, cy), on the line through a and b, lies within their box. */
const within = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  cx >= Math.min(ax, bx) && cx <= Math.max(ax, bx) && cy >= Math.min(ay, by) && cy <= Math.max(ay, by);

function piecesTouch(p: number, q: number): boolean {
  const ax = pieces[4 * p] as number;
  const ay = pieces[4 * p + 1] as number;
  const bx = pieces[4 * p + 2] as number;
  const by = pieces[4 * p + 3] as number;
  const cx = pieces[4 * q] as number;
  const cy = pieces[4 * q + 1] as number;
  const dx = pieces[4 * q + 2] as number;
  const dy = pieces[4 * q + 3] as number;
  const o1 = orientation(ax, ay, bx, by, cx, cy);
  const o2 = orientation(ax, ay, bx, by, dx, dy);
  const o3 = orientation(cx, cy, dx, dy, ax, ay);
  const o4 = orientation(cx, cy, dx, dy, bx, by);
  // crossing inside both, or an end of one lying on the other
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && within(ax, ay, bx, by, cx, cy)) ||
    (o2 === 0 && within(ax, ay, bx, by, dx, dy)) ||
    (o3 === 0 && within(cx, cy, dx, dy, ax, ay)) ||
    (o4 === 0 && within(cx, cy, dx, dy, bx, by))
  );
}
