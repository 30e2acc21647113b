// Whether a blank's panels make one piece without holes, told without the clipper. The rule check and
// every file need only that and the blank's bounds, and nearly every blank is panels laid edge to
// edge: where the edges they share cancel, what is left is one simple outline. The clipper's union
// (the costliest step of a create, and most of its garbage) is then left to what reads the outline
// itself (the area, the bleed, the catalog's previews).
import { forEachLoopPoint, type Segment } from '../primitives/segment';

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
let order = new Int32Array(512);

let startX = 0;
let startY = 0;
let lastX = 0;
let lastY = 0;
let started = false;

function addEdge(x0: number, y0: number, x1: number, y1: number): void {
  // repeated points (two chords rounding to one grid point) make no edge, as in the clipper
  if (x0 === x1 && y0 === y1) return;
  if (4 * (edgeCount + 1) > edges.length) {
    const grown = new Float64Array(edges.length * 2);
    grown.set(edges);
    edges = grown;
  }
  const at = 4 * edgeCount++;
  edges[at] = x0;
  edges[at + 1] = y0;
  edges[at + 2] = x1;
  edges[at + 3] = y1;
}

/** A loop's next point, on the grid as the clipper's input has it. */
const visit = (x: number, y: number): void => {
  const gx = Math.round(x * SCALE);
  const gy = Math.round(y * SCALE);
  if (started) addEdge(lastX, lastY, gx, gy);
  else {
    startX = gx;
    startY = gy;
    started = true;
  }
  lastX = gx;
  lastY = gy;
};

function gcd(a: number, b: number): number {
  while (b !== 0) {
    const rest = a % b;
    a = b;
    b = rest;
  }
  return a;
}

/**
 * The bounds of the union of closed loops (each flattened as `forEachLoopPoint` flattens it, on the
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
    started = false;
    forEachLoopPoint(loop, maxChordDeg, visit);
    if (started) addEdge(lastX, lastY, startX, startY);
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
    order[i] = i;
  }
  const byLine = order.subarray(0, edgeCount).sort((a, b) => {
    const p = 6 * a;
    const q = 6 * b;
    return (
      (lines[p] as number) - (lines[q] as number) ||
      (lines[p + 1] as number) - (lines[q + 1] as number) ||
      (lines[p + 2] as number) - (lines[q + 2] as number) ||
      (lines[p + 3] as number) - (lines[q + 3] as number)
    );
  });
  pieceCount = 0;
  for (let first = 0; first < edgeCount; ) {
    const line = 6 * (byLine[first] as number);
    let end = first + 1;
    while (
      end < edgeCount &&
      lines[6 * (byLine[end] as number)] === lines[line] &&
      lines[6 * (byLine[end] as number) + 1] === lines[line + 1] &&
      lines[6 * (byLine[end] as number) + 2] === lines[line + 2]
    )
      end++;
    if (!lineStretches(byLine, first, end)) return false;
    first = end;
  }
  return true;
}

/** Where a line's parameter `t` is on the grid, from one of its edges' ends that lies there. */
function endAt(edge: number, t: number): 0 | 2 {
  const at = 4 * edge;
  const line = 6 * edge;
  return (lines[line] as number) * (edges[at] as number) +
    (lines[line + 1] as number) * (edges[at + 1] as number) ===
    t
    ? 0
    : 2;
}

/**
 * The pieces of one line's edges (`byLine[first..end)`, sorted by where they start along it): each
 * stretch between two consecutive edge ends is covered by the sum of the signs of the edges over it;
 * runs covered +1 are pieces along the line, -1 against it. False for a stretch covered twice.
 */
function lineStretches(byLine: Int32Array, first: number, end: number): boolean {
  if (end - first === 1) {
    const edge = byLine[first] as number;
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
    for (let k = first; k < end; k++) {
      const edge = byLine[k] as number;
      const from = lines[6 * edge + 3] as number;
      const to = lines[6 * edge + 4] as number;
      const value = from > t ? from : to;
      if (value > t && value < next) {
        next = value;
        const corner = endAt(edge, value);
        nextX = edges[4 * edge + corner] as number;
        nextY = edges[4 * edge + corner + 1] as number;
      }
    }
    if (next === Number.POSITIVE_INFINITY) break;
    // the net cover of the stretch from `next` on (to the following breakpoint)
    let net = 0;
    for (let k = first; k < end; k++) {
      const edge = byLine[k] as number;
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
  if (4 * (pieceCount + 1) > pieces.length) {
    const grown = new Float64Array(pieces.length * 2);
    grown.set(pieces);
    pieces = grown;
  }
  const at = 4 * pieceCount++;
  pieces[at] = x0;
  pieces[at + 1] = y0;
  pieces[at + 2] = x1;
  pieces[at + 3] = y1;
}

/** A grid point as one exact number (coordinates within `LIMIT`). */
const keyOf = (x: number, y: number) => (x + LIMIT) * 2 ** 26 + (y + LIMIT);

let keys = new Float64Array(512);
let byStart = new Int32Array(512);
let nextPiece = new Int32Array(512);

/**
 * The bounds of the pieces when they chain into one closed polygon (each end the start of exactly
 * one other piece, all of them in one loop) that no two pieces but neighbours touch.
 */
function simpleOutlineBounds(): GridBounds | undefined {
  const count = pieceCount;
  if (count < 3) return undefined;
  if (keys.length < count) {
    keys = new Float64Array(2 * count);
    byStart = new Int32Array(2 * count);
    nextPiece = new Int32Array(2 * count);
  }
  for (let i = 0; i < count; i++) {
    keys[i] = keyOf(pieces[4 * i] as number, pieces[4 * i + 1] as number);
    byStart[i] = i;
  }
  const sorted = byStart.subarray(0, count).sort((a, b) => (keys[a] as number) - (keys[b] as number));
  for (let i = 1; i < count; i++)
    if (keys[sorted[i] as number] === keys[sorted[i - 1] as number]) return undefined;
  for (let i = 0; i < count; i++) {
    const key = keyOf(pieces[4 * i + 2] as number, pieces[4 * i + 3] as number);
    let low = 0;
    let high = count - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const value = keys[sorted[middle] as number] as number;
      if (value === key) {
        found = sorted[middle] as number;
        break;
      }
      if (value < key) low = middle + 1;
      else high = middle - 1;
    }
    if (found < 0) return undefined;
    nextPiece[i] = found;
  }
  // one loop through every piece: following the ends from piece 0 comes back to it after `count`
  let steps = 0;
  let at = 0;
  do {
    at = nextPiece[at] as number;
    steps++;
  } while (at !== 0 && steps <= count);
  if (steps !== count) return undefined;
  return touchesItself(count, sorted) ? undefined : piecesBounds(count);
}

/**
 * Whether two pieces that do not follow one another touch or cross: pieces in order of their least
 * x, each against those starting within its x range. Exact: grid integers' cross products.
 */
function touchesItself(count: number, sorted: Int32Array): boolean {
  for (let i = 0; i < count; i++) {
    keys[i] = Math.min(pieces[4 * i] as number, pieces[4 * i + 2] as number);
    sorted[i] = i;
  }
  sorted.sort((a, b) => (keys[a] as number) - (keys[b] as number));
  for (let m = 0; m < count; m++) {
    const p = sorted[m] as number;
    const pMaxX = Math.max(pieces[4 * p] as number, pieces[4 * p + 2] as number);
    for (let n = m + 1; n < count; n++) {
      const q = sorted[n] as number;
      if ((keys[q] as number) > pMaxX) break;
      if (nextPiece[p] === q || nextPiece[q] === p) continue;
      if (piecesTouch(p, q)) return true;
    }
  }
  return false;
}

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
  if (Math.max(cy, dy) < Math.min(ay, by) || Math.min(cy, dy) > Math.max(ay, by)) return false;
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

function piecesBounds(count: number): GridBounds {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const x = pieces[4 * i] as number;
    const y = pieces[4 * i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}
