import type { LineType } from '../line-types';
import { grownArray } from '../primitives/grown-array';
import {
  type ArcSegment,
  hypot,
  type LineSegment,
  line,
  loopArea,
  type Point,
  type Segment,
  segmentLength,
} from '../primitives/segment';
import type { CutFeature, Hinge, Panel, PanelGraph } from './panel-graph';
import { joinTouchingRegions, type Region, regionArea, unionOfLoops } from './polygon-ops';
import { type GridBounds, growBounds, simpleUnionBounds } from './simple-union-bounds';

const EPS = 1e-6;

/** Lines of one type, ready for a writer. */
export interface LinePath {
  lineType: LineType;
  segments: Segment[];
}

/**
 * The stretches of the edge being cut that creases cover, as parameters along it (from, to pairs):
 * numbers in one array every edge reuses (an interval object per crease and a list per edge were a
 * tenth of a rule check's garbage).
 */
let coverData = new Float64Array(32);
let coverCount = 0;

/**
 * Covers the stretches of the edge `start -> end` that the hinge's creases (`hingeCreases`' stretches,
 * as numbers) lie along, if they lie along it. The hinge itself is passed, never numbers worked out
 * from it: V8 boxed every number passed to a call it did not inline.
 */
function coverHinge(start: Point, end: Point, hinge: Hinge): void {
  const { creased } = hinge;
  const hs = hinge.start;
  const he = hinge.end;
  const creases = creased ? creased.length : 1;
  const hingeLength = creased ? hypot(he.x - hs.x, he.y - hs.y) : 0;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length2 = dx * dx + dy * dy;
  if (length2 < EPS) return;
  const length = Math.sqrt(length2);
  for (let c = 0; c < creases; c++) {
    let ax = hs.x;
    let ay = hs.y;
    let bx = he.x;
    let by = he.y;
    if (creased) {
      const from = (creased[c] as [number, number])[0] / hingeLength;
      const to = (creased[c] as [number, number])[1] / hingeLength;
      ax = hs.x + (he.x - hs.x) * from;
      ay = hs.y + (he.y - hs.y) * from;
      bx = hs.x + (he.x - hs.x) * to;
      by = hs.y + (he.y - hs.y) * to;
    }
    // asked of every crease against every edge of its panels: nothing made for the many that lie off the line
    if (Math.abs((ax - start.x) * dy - (ay - start.y) * dx) / length > 1e-4) continue;
    if (Math.abs((bx - start.x) * dy - (by - start.y) * dx) / length > 1e-4) continue;
    const paramA = ((ax - start.x) * dx + (ay - start.y) * dy) / length2;
    const paramB = ((bx - start.x) * dx + (by - start.y) * dy) / length2;
    const from = Math.max(0, Math.min(paramA, paramB));
    const to = Math.min(1, Math.max(paramA, paramB));
    if (to - from <= EPS) continue;
    if (2 * coverCount + 2 > coverData.length) coverData = grownArray(coverData, 2 * coverData.length);
    // by insertion, by where they start: an edge holds a few creases, and one starting where an earlier
    // one starts goes after it
    let j = coverCount++;
    while (j > 0 && (coverData[2 * j - 2] as number) - from > 0) {
      coverData[2 * j] = coverData[2 * j - 2] as number;
      coverData[2 * j + 1] = coverData[2 * j - 1] as number;
      j--;
    }
    coverData[2 * j] = from;
    coverData[2 * j + 1] = to;
  }
}

/** Adds the parts of `[0, 1]` along `start -> end` that no cover covers to the merge. */
function addUncovered(start: Point, end: Point): void {
  let cursor = 0;
  for (let k = 0; k < coverCount; k++) {
    const from = coverData[2 * k] as number;
    if (from > cursor + EPS && Math.min(from, 1) - cursor > EPS)
      addStretch(start, end, cursor, Math.min(from, 1));
    cursor = Math.max(cursor, coverData[2 * k + 1] as number);
  }
  if (cursor < 1 - EPS && 1 - cursor > EPS) addStretch(start, end, cursor, 1);
}

const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * Lines gathered for merging, as numbers in arrays every merge reuses (merges never overlap; a merge
 * made a map per direction, an object per line and per stretch): per line its first segment's foot of
 * the normal and direction, then its key (direction x, y and normal offset rounded to 1e-4, as whole
 * numbers of 1e-4), in the order lines were first seen; per stretch its extent along its line, each
 * line's stretches chained from the newest. Arcs are kept whole, each once.
 */
let lineData = new Float64Array(7 * 128);
let firstStretch = new Int32Array(128);
let stretchData = new Float64Array(2 * 256);
let nextStretch = new Int32Array(256);
/** Lines by key: open addressing, each slot a line's index plus one (0 free). */
let lineTable = new Int32Array(256);
let lineCount = 0;
let stretchCount = 0;
/**
 * The merge's arcs, each once, in the order first met (a later arc of the same key takes the earlier
 * one's place, as a map keyed by the text of those numbers kept them), and their keys (`keyArc`),
 * `KEY` numbers each: compared as numbers, since that text was made for every arc of every create.
 */
const mergedArcs: Segment[] = [];
/** Numbers in an arc's key. */
const KEY = 5;
let arcKeys = new Float64Array(KEY * 32);
let arcCount = 0;
/** The curved creases' keys (`curveCount` of them) and a key being looked up. */
let curveKeys = new Float64Array(KEY * 4);
let curveCount = 0;
const probe = new Float64Array(KEY);

/** Starts a merge. */
function startMerge(): void {
  lineCount = 0;
  stretchCount = 0;
  // a nesting's table is dropped, not cleared for every dieline after it
  if (lineTable.length > 256) lineTable = new Int32Array(256);
  else lineTable.fill(0);
  arcCount = 0;
}

/** Adds an arc to the merge, once per key. */
function addArc(segment: ArcSegment): void {
  keyArc(probe, 0, segment);
  for (let k = 0; k < arcCount; k++) {
    if (sameKey(arcKeys, KEY * k)) {
      mergedArcs[k] = segment;
      return;
    }
  }
  if (KEY * arcCount + KEY > arcKeys.length) arcKeys = grownArray(arcKeys, 2 * arcKeys.length);
  arcKeys.set(probe, KEY * arcCount);
  mergedArcs[arcCount++] = segment;
}

/** Line segments with collinear overlaps merged, so a knife shared by two panels is counted once. */
export function mergeCollinear(segments: Segment[]): Segment[] {
  startMerge();
  for (const segment of segments) {
    if (segment.type === 'arc') addArc(segment);
    else addSegmentLine(segment);
  }
  return mergedSegments();
}

/**
 * The line `addLine` adds: start x, y, end x, y. Stored, not passed: V8 boxed every number passed to
 * a call it did not inline, four for every knife piece.
 */
const lineIn = new Float64Array(4);

/** Adds the line in `lineIn` to its collinear line, numbers as they are (no segment made). */
function addLine(): void {
  const sx = lineIn[0] as number;
  const sy = lineIn[1] as number;
  const ex = lineIn[2] as number;
  const ey = lineIn[3] as number;
  let dx = ex - sx;
  let dy = ey - sy;
  const length = hypot(dx, dy);
  if (length < EPS) return;
  dx /= length;
  dy /= length;
  if (dx < -EPS || (Math.abs(dx) <= EPS && dy < 0)) {
    dx = -dx;
    dy = -dy;
  }
  // the line's normal offset and direction identify it; the parameter along it is a projection
  const normalOffset = sx * -dy + sy * dx;
  const originX = -dy * normalOffset;
  const originY = dx * normalOffset;
  const a = (sx - originX) * dx + (sy - originY) * dy;
  const b = (ex - originX) * dx + (ey - originY) * dy;
  const keyX = Math.round(dx * 1e4);
  const keyY = Math.round(dy * 1e4);
  const keyOffset = Math.round(normalOffset * 1e4);
  const stretch = stretchCount++;
  if (2 * stretchCount > stretchData.length) {
    stretchData = grownArray(stretchData, 2 * stretchData.length);
    nextStretch = grownArray(nextStretch, 2 * nextStretch.length);
  }
  stretchData[2 * stretch] = Math.min(a, b);
  stretchData[2 * stretch + 1] = Math.max(a, b);
  const mask = lineTable.length - 1;
  let slot = lineHash(keyX, keyY, keyOffset) & mask;
  for (let entry = lineTable[slot] as number; entry !== 0; entry = lineTable[slot] as number) {
    const at = 7 * (entry - 1);
    if (lineData[at + 4] === keyX && lineData[at + 5] === keyY && lineData[at + 6] === keyOffset) {
      nextStretch[stretch] = firstStretch[entry - 1] as number;
      firstStretch[entry - 1] = stretch;
      return;
    }
    slot = (slot + 1) & mask;
  }
  const line = lineCount++;
  if (7 * lineCount > lineData.length) {
    lineData = grownArray(lineData, 2 * lineData.length);
    firstStretch = grownArray(firstStretch, 2 * firstStretch.length);
  }
  const at = 7 * line;
  lineData[at] = originX;
  lineData[at + 1] = originY;
  lineData[at + 2] = dx;
  lineData[at + 3] = dy;
  lineData[at + 4] = keyX;
  lineData[at + 5] = keyY;
  lineData[at + 6] = keyOffset;
  firstStretch[line] = stretch;
  nextStretch[stretch] = -1;
  lineTable[slot] = line + 1;
  if (4 * lineCount > lineTable.length) rehashLines();
}

/** A line's slot in the table before probing, from its key. */
const lineHash = (keyX: number, keyY: number, keyOffset: number): number =>
  (Math.imul(keyX, 0x9e3779b1) ^ Math.imul(keyY, 0x85ebca77) ^ Math.imul(keyOffset | 0, 0xc2b2ae3d)) >>> 0;

/** The line table twice as large, every line in it again. */
function rehashLines(): void {
  lineTable = new Int32Array(2 * lineTable.length);
  const mask = lineTable.length - 1;
  for (let line = 0; line < lineCount; line++) {
    const at = 7 * line;
    let slot =
      lineHash(lineData[at + 4] as number, lineData[at + 5] as number, lineData[at + 6] as number) & mask;
    while (lineTable[slot] !== 0) slot = (slot + 1) & mask;
    lineTable[slot] = line + 1;
  }
}

/** The stretch `from..to` of `t0`..`t1` along `start -> end`, as `line(lerp(.., t0), lerp(.., t1))` would give it. */
function addStretch(start: Point, end: Point, t0: number, t1: number): void {
  lineIn[0] = start.x + (end.x - start.x) * t0;
  lineIn[1] = start.y + (end.y - start.y) * t0;
  lineIn[2] = start.x + (end.x - start.x) * t1;
  lineIn[3] = start.y + (end.y - start.y) * t1;
  addLine();
}

/** Adds a line segment to its collinear line. */
function addSegmentLine({ start, end }: LineSegment): void {
  lineIn[0] = start.x;
  lineIn[1] = start.y;
  lineIn[2] = end.x;
  lineIn[3] = end.y;
  addLine();
}

/** One line's stretches, as `mergedSegments` sorts them. */
let order = new Int32Array(64);

/**
 * The merged lines in the order their lines were first seen, then the arcs: each line's stretches
 * by where they start (those that start together in the order they came), joined where they touch.
 */
function mergedSegments(): Segment[] {
  const merged: Segment[] = [];
  for (let line = 0; line < lineCount; line++) {
    let count = 0;
    for (let stretch = firstStretch[line] as number; stretch >= 0; stretch = nextStretch[stretch] as number) {
      if (count === order.length) order = grownArray(order, 2 * order.length);
      // by insertion, the newest met first: a line holds a few stretches, and one starting where an
      // older one starts goes after it
      let j = count++;
      const from = stretchData[2 * stretch] as number;
      while (j > 0 && (stretchData[2 * (order[j - 1] as number)] as number) - from >= 0) {
        order[j] = order[j - 1] as number;
        j--;
      }
      order[j] = stretch;
    }
    let from = stretchData[2 * (order[0] as number)] as number;
    let to = stretchData[2 * (order[0] as number) + 1] as number;
    for (let i = 1; i < count; i++) {
      const next = 2 * (order[i] as number);
      if ((stretchData[next] as number) <= to + 1e-4) {
        to = Math.max(to, stretchData[next + 1] as number);
      } else {
        merged.push(lineAlong(line, from, to));
        from = stretchData[next] as number;
        to = stretchData[next + 1] as number;
      }
    }
    merged.push(lineAlong(line, from, to));
  }
  for (let k = 0; k < arcCount; k++) merged.push(mergedArcs[k] as Segment);
  return merged;
}

/** The stretch `from..to` of a line. */
function lineAlong(index: number, from: number, to: number): Segment {
  const ox = lineData[7 * index] as number;
  const oy = lineData[7 * index + 1] as number;
  const dx = lineData[7 * index + 2] as number;
  const dy = lineData[7 * index + 3] as number;
  return line({ x: ox + dx * from, y: oy + dy * from }, { x: ox + dx * to, y: oy + dy * to });
}

/** The creased stretches of a hinge as segments. */
export function hingeCreases(hinge: Hinge): Segment[] {
  if (hinge.curve) return [hinge.curve];
  if (!hinge.creased) return [line(hinge.start, hinge.end)];
  const length = hypot(hinge.end.x - hinge.start.x, hinge.end.y - hinge.start.y);
  return hinge.creased.map(([from, to]) =>
    line(lerp(hinge.start, hinge.end, from / length), lerp(hinge.start, hinge.end, to / length)),
  );
}

/** Every knife line: panel edges that are not hinges (each once), plus holes and slits. */
export function cutSegments(graph: PanelGraph): Segment[] {
  // the writers and the design rules both read a built graph's knives: work them out once
  let knives = knivesByGraph.get(graph);
  if (!knives) {
    knives = collectKnives(graph);
    knivesByGraph.set(graph, knives);
  }
  return knives;
}

const knivesByGraph = new WeakMap<PanelGraph, Segment[]>();

function collectKnives(graph: PanelGraph): Segment[] {
  // a curved crease lies on both panels' outlines as the same arc: no knife there
  // indexed loops: a graph's shapes vary by template, so this often runs unoptimized, where a
  // for-of makes a result object per step
  const { hinges, panels, cuts } = graph;
  curveCount = 0;
  for (let h = 0; h < hinges.length; h++) {
    const curve = (hinges[h] as Hinge).curve;
    if (!curve) continue;
    if (KEY * curveCount + KEY > curveKeys.length) curveKeys = grownArray(curveKeys, 2 * curveKeys.length);
    keyArc(curveKeys, KEY * curveCount++, curve);
  }
  // the knife pieces go straight into the merge as numbers: no segment or point for each
  startMerge();
  const add = (segment: Segment) => {
    if (segment.type === 'arc') addArc(segment);
    else addSegmentLine(segment);
  };
  for (let p = 0; p < panels.length; p++) {
    const panel = panels[p] as Panel;
    const { outline } = panel;
    for (let s = 0; s < outline.length; s++) {
      const segment = outline[s] as Segment;
      if (segment.type === 'arc') {
        if (curveCount === 0 || !isCurvedCrease(segment)) add(segment);
        continue;
      }
      // the panel's straight creases (`hingeCreases`' stretches, as numbers) cover parts of the edge
      coverCount = 0;
      for (let h = 0; h < hinges.length; h++) {
        const hinge = hinges[h] as Hinge;
        if (hinge.curve || (hinge.parent !== panel.id && hinge.child !== panel.id)) continue;
        coverHinge(segment.start, segment.end, hinge);
      }
      addUncovered(segment.start, segment.end);
    }
  }
  for (let k = 0; k < cuts.length; k++) {
    const cut = cuts[k] as CutFeature;
    if (isKnife(cut)) for (let s = 0; s < cut.segments.length; s++) add(cut.segments[s] as Segment);
  }
  return mergedSegments();
}

/** Holes and slits are knives; perforations and creases inside a panel are drawn as their own type. */
const isKnife = (cut: CutFeature) => cut.kind === 'hole' || cut.kind === 'slit';

/**
 * An arc's key, written at `at` of `target`: the same whichever way and from whichever panel the arc
 * is walked (one panel may write -90..90 and its neighbour 270..90). Its centre and radius to 1e-4,
 * and its angles to 1e-4 turned into [0, 360), counter-clockwise.
 */
function keyArc(target: Float64Array, at: number, segment: ArcSegment): void {
  const { center, radius, startAngle, endAngle, clockwise } = segment;
  const from = clockwise ? endAngle : startAngle;
  const to = clockwise ? startAngle : endAngle;
  target[at] = round(center.x);
  target[at + 1] = round(center.y);
  target[at + 2] = round(radius);
  target[at + 3] = ((round(from) % 360) + 360) % 360;
  target[at + 4] = ((round(to) % 360) + 360) % 360;
}

/** Whether the key at `at` of `keys` is the one in `probe`. */
function sameKey(keys: Float64Array, at: number): boolean {
  return (
    keys[at] === probe[0] &&
    keys[at + 1] === probe[1] &&
    keys[at + 2] === probe[2] &&
    keys[at + 3] === probe[3] &&
    keys[at + 4] === probe[4]
  );
}

/** Whether an outline's arc is a curved crease (its key among `curveKeys`). */
function isCurvedCrease(segment: ArcSegment): boolean {
  keyArc(probe, 0, segment);
  for (let k = 0; k < curveCount; k++) if (sameKey(curveKeys, KEY * k)) return true;
  return false;
}

/** Every line of the dieline by type: cuts, then hinges by their line type. */
export function dielineLines(graph: PanelGraph): LinePath[] {
  const byType = new Map<LineType, Segment[]>([['cut', [...cutSegments(graph)]]]);
  for (const hinge of graph.hinges) {
    let list = byType.get(hinge.lineType);
    if (!list) {
      list = [];
      byType.set(hinge.lineType, list);
    }
    // a plain hinge (most) is its one crease: no list made to spread
    if (!hinge.curve && !hinge.creased) list.push(line(hinge.start, hinge.end));
    else list.push(...hingeCreases(hinge));
  }
  for (const cut of graph.cuts) {
    if (cut.kind === 'hole' || cut.kind === 'slit') continue;
    const list = byType.get(cut.kind) ?? [];
    list.push(...cut.segments);
    byType.set(cut.kind, list);
  }
  return [...byType.entries()].map(([lineType, segments]) => ({ lineType, segments }));
}

/** Sum of line lengths per line type, mm. */
export function lineLengths(graph: PanelGraph): Partial<Record<LineType, number>> {
  return lengthsByType(dielineLines(graph));
}

/** Sum of the lengths of lines per line type, mm. */
export function lengthsByType(paths: LinePath[]): Partial<Record<LineType, number>> {
  const totals: Partial<Record<LineType, number>> = {};
  for (const path of paths) {
    totals[path.lineType] =
      (totals[path.lineType] ?? 0) + path.segments.reduce((sum, s) => sum + segmentLength(s), 0);
  }
  return totals;
}

/** The blank as regions: the union of all panels, with openings between panels as holes. */
export function blankRegions(graph: PanelGraph): Region[] {
  // the union is the costly step of area, bounds, contour and bleed; a built graph's panels do not
  // change, so one union per panel list serves them all
  let regions = regionsByPanels.get(graph.panels);
  if (!regions) {
    regions = unionOfLoops(
      graph.panels.map((panel) => panel.outline),
      BLANK_CHORD_DEG,
    );
    if (regions.length > 1) regions = joinTouchingRegions(regions);
    regionsByPanels.set(graph.panels, regions);
  }
  return regions;
}

const regionsByPanels = new WeakMap<PanelGraph['panels'], Region[]>();
/** The chord of a blank's arcs in its union, degrees. */
const BLANK_CHORD_DEG = 2;

/** The outer cut contour: the boundary of the union of the panels. */
export function outerContour(graph: PanelGraph): Point[] {
  const regions = blankRegions(graph);
  if (regions.length !== 1) throw new Error(`a blank must be one piece, got ${regions.length}`);
  return (regions[0] as Region).outer;
}

/** Area inside the outer cut contour minus holes (openings and punched holes), mm². */
export function blankArea(graph: PanelGraph): number {
  const union = blankRegions(graph).reduce((sum, region) => sum + regionArea(region), 0);
  // each hole's area from its points as they come: no list of the cuts, none of each hole's points
  let punched = 0;
  for (const cut of graph.cuts) if (cut.kind === 'hole') punched += Math.abs(loopArea(cut.segments, 2));
  return union - punched;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(points: Point[]): Bounds {
  // one pass, no arrays: spreading every coordinate into Math.min was a tenth of a dieline's garbage
  // and has a stack limit a large nesting could reach
  const bounds = {
    minX: Number.POSITIVE_INFINITY,
    minY: Number.POSITIVE_INFINITY,
    maxX: Number.NEGATIVE_INFINITY,
    maxY: Number.NEGATIVE_INFINITY,
  };
  for (const { x, y } of points) growBounds(bounds, x, y);
  return bounds;
}

/**
 * The blank's bounds on the clipper's grid when its panels provably make one piece without holes
 * (`simpleUnionBounds`), else `null`: once per panel list.
 */
function simpleBlank(graph: PanelGraph): GridBounds | null {
  let simple = simpleByPanels.get(graph.panels);
  if (simple === undefined) {
    simple =
      simpleUnionBounds(
        graph.panels.map((panel) => panel.outline),
        BLANK_CHORD_DEG,
      ) ?? null;
    simpleByPanels.set(graph.panels, simple);
  }
  return simple;
}

const simpleByPanels = new WeakMap<PanelGraph['panels'], GridBounds | null>();

/**
 * The openings between panels that board surrounds (the holes of the blank's union): none, without
 * the union, for a blank whose panels make one piece without holes.
 */
export function blankOpenings(graph: PanelGraph): Point[][] {
  if (!regionsByPanels.has(graph.panels) && simpleBlank(graph)) return [];
  return blankRegions(graph).flatMap((region) => region.holes);
}

/** Bounding box of the blank (its outer cut contour), mm. */
export function blankBounds(graph: PanelGraph): Bounds {
  // asked several times per dieline (sheet warnings, artwork frame, layout): once per panel list,
  // and a copy each time so no caller can change another's. A blank that is provably one piece
  // without holes has the bounds of its panels' points on the clipper's grid, which are the union's
  // to the bit: no union is made for them
  let bounds = boundsByPanels.get(graph.panels);
  if (!bounds) {
    const simple = regionsByPanels.has(graph.panels) ? null : simpleBlank(graph);
    if (simple) {
      bounds = {
        minX: simple.minX / GRID_SCALE,
        minY: simple.minY / GRID_SCALE,
        maxX: simple.maxX / GRID_SCALE,
        maxY: simple.maxY / GRID_SCALE,
      };
    } else {
      // every region's outer points: the least and greatest of them are those of the regions' bounds
      bounds = boundsOf([]);
      for (const region of blankRegions(graph)) for (const p of region.outer) growBounds(bounds, p.x, p.y);
    }
    boundsByPanels.set(graph.panels, bounds);
  }
  return { ...bounds };
}

const boundsByPanels = new WeakMap<PanelGraph['panels'], Bounds>();
/** The clipper's grid units per mm (polygon-ops' `SCALE`). */
const GRID_SCALE = 1000;
