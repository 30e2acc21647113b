// Deep imports on purpose: the package root re-exports every module (rectangle clipping,
// triangulation, Minkowski), which a bundler cannot drop; these three are all the engine uses.
// The version is pinned exactly because these paths are not a published entry point.
import { ClipType, FillRule, type Path64, type Paths64 } from 'clipper2-ts/dist/Core.js';
import { Clipper64, type PolyPath64, PolyTree64 } from 'clipper2-ts/dist/Engine.js';
import { ClipperOffset, EndType, JoinType } from 'clipper2-ts/dist/Offset.js';
import {
  distanceToSegmentAt,
  loopPoints,
  loopPointsXY,
  type Point,
  polygonArea,
  type Segment,
} from '../primitives/segment';

// Clipper works on integers: a micrometre grid is far finer than any die and keeps shared edges exact.
const SCALE = 1000;
/** How far a rounded corner may stray from the true arc, in grid units (0.01 mm). */
const ARC_TOLERANCE = 0.01 * SCALE;

const toClipper = (polygon: Point[]): Path64 =>
  polygon.map((p) => ({ x: Math.round(p.x * SCALE), y: Math.round(p.y * SCALE) }));
const fromClipper = (path: Path64): Point[] => path.map((p) => ({ x: p.x / SCALE, y: p.y / SCALE }));

export interface Region {
  outer: Point[];
  holes: Point[][];
}

/**
 * Union of polygons as regions (outer contour counter-clockwise, holes clockwise). Orientation counts
 * (non-zero winding): a clockwise polygon inside a counter-clockwise one cuts a hole, as offsetting
 * relies on; give every polygon counter-clockwise for a plain union.
 */
export function unionPolygons(polygons: Point[][]): Region[] {
  return unionPaths(polygons.map(toClipper));
}

/**
 * `unionPolygons(loops.map((loop) => flattenLoop(loop, maxChordDeg)))`, the same regions to the bit,
 * for a blank's panels: their points go to the clipper's grid as they are met, and a union that
 * comes out as one piece without holes (nearly every blank) is read from the clipper's flat paths
 * without its tree of outlines and holes.
 */
export function unionOfLoops(loops: Segment[][], maxChordDeg: number): Region[] {
  // the clipper only reads its input points (its vertices refer to them until it is done, and the
  // regions are new points): one set of grid points and paths serves every union, instead of a blank's
  // worth of them made and dropped each time
  const paths: Paths64 = [];
  let used = 0;
  for (let k = 0; k < loops.length; k++) {
    let path = gridPaths[k];
    if (!path) {
      path = [];
      if (k < MAX_POOLED) gridPaths.push(path);
    }
    const count = loopPoints(loops[k] as Segment[], maxChordDeg);
    const xy = loopPointsXY();
    for (let n = 0; n < count; n++) {
      let point = gridPoints[used];
      if (!point) {
        point = { x: 0, y: 0 };
        if (used < MAX_POOLED) gridPoints.push(point);
      }
      used++;
      point.x = Math.round((xy[2 * n] as number) * SCALE);
      point.y = Math.round((xy[2 * n + 1] as number) * SCALE);
      path[n] = point;
    }
    path.length = count;
    paths.push(path);
  }
  const clipper = new Clipper64();
  clipper.addSubject(paths);
  const flat: Paths64 = [];
  clipper.execute(ClipType.Union, FillRule.NonZero, flat);
  // one closed path is one outline (a hole has an outline round it); anything else takes the tree
  if (flat.length === 1) return [{ outer: orient(fromClipper(flat[0] as Path64), true), holes: [] }];
  return unionPaths(paths);
}

/** Grid points and paths `unionOfLoops` fills in each time (up to a large blank's worth). */
const gridPoints: Point[] = [];
const gridPaths: Path64[] = [];
const MAX_POOLED = 20_000;

function unionPaths(paths: Paths64): Region[] {
  const clipper = new Clipper64();
  clipper.addSubject(paths);
  const tree = new PolyTree64();
  clipper.execute(ClipType.Union, FillRule.NonZero, tree);
  return regionsOfTree(tree);
}

/** The regions grown (or shrunk, for negative `delta`) by `delta` mm with round corners. */
export function offsetRegions(regions: Region[], delta: number): Region[] {
  const offset = new ClipperOffset(2, ARC_TOLERANCE);
  for (const region of regions) {
    offset.addPaths([region.outer, ...region.holes].map(toClipper), JoinType.Round, EndType.Polygon);
  }
  const solution: Paths64 = [];
  offset.execute(delta * SCALE, solution);
  return unionPaths(solution);
}

function orient(polygon: Point[], counterClockwise: boolean): Point[] {
  return polygonArea(polygon) > 0 === counterClockwise ? polygon : [...polygon].reverse();
}

export function regionArea(region: Region): number {
  return (
    Math.abs(polygonArea(region.outer)) -
    region.holes.reduce((sum, hole) => sum + Math.abs(polygonArea(hole)), 0)
  );
}

/** Area of the part of `subject` covered by the union of `clips`, mm², whichever way each is drawn. */
export function coveredArea(subject: Point[], clips: Point[][]): number {
  return intersectionArea([subject], clips);
}

/**
 * Area where the union of `subjects` meets the union of `clips`, mm², whichever way each is drawn:
 * every polygon is taken counter-clockwise, since under non-zero winding a clockwise one (a shadow
 * seen from the other side) would cancel the counter-clockwise ones it overlaps instead of adding.
 */
export function intersectionArea(subjects: Point[][], clips: Point[][]): number {
  const counterClockwise = (polygons: Point[][]) =>
    polygons.map((polygon) => toClipper(orient(polygon, true)));
  const clipper = new Clipper64();
  clipper.addSubject(counterClockwise(subjects));
  clipper.addClip(counterClockwise(clips));
  const solution: Paths64 = [];
  clipper.execute(ClipType.Intersection, FillRule.NonZero, solution);
  return Math.abs(solution.reduce((sum, path) => sum + polygonArea(fromClipper(path)), 0));
}

/** The parts of `subjects` (regions) left after cutting a strip `width` mm wide along each open polyline. */
export function cutAlongPaths(regions: Region[], paths: Point[][], width: number): Region[] {
  const offset = new ClipperOffset(2, ARC_TOLERANCE);
  for (const path of paths) offset.addPath(toClipper(path), JoinType.Miter, EndType.Butt);
  const strips: Paths64 = [];
  offset.execute((width / 2) * SCALE, strips);
  const clipper = new Clipper64();
  for (const region of regions) clipper.addSubject([region.outer, ...region.holes].map(toClipper));
  clipper.addClip(strips);
  const tree = new PolyTree64();
  clipper.execute(ClipType.Difference, FillRule.NonZero, tree);
  return regionsOfTree(tree);
}

/** Intersection of two polygons as regions, whichever way each is drawn. */
export function intersectPolygons(subject: Point[], clip: Point[]): Region[] {
  const clipper = new Clipper64();
  clipper.addSubject([toClipper(orient(subject, true))]);
  clipper.addClip([toClipper(orient(clip, true))]);
  const tree = new PolyTree64();
  clipper.execute(ClipType.Intersection, FillRule.NonZero, tree);
  return regionsOfTree(tree);
}

/** The regions of a clipper tree: outer contours counter-clockwise, their holes clockwise. */
function regionsOfTree(tree: PolyTree64): Region[] {
  const regions: Region[] = [];
  const childrenOf = (node: PolyPath64) => Array.from({ length: node.count }, (_, i) => node.child(i));
  const visit = (node: PolyPath64) => {
    for (const child of childrenOf(node)) {
      const holes = childrenOf(child);
      regions.push({
        outer: orient(fromClipper(child.polygon ?? []), true),
        holes: holes.map((hole) => orient(fromClipper(hole.polygon ?? []), false)),
      });
      for (const hole of holes) visit(hole);
    }
  };
  visit(tree);
  return regions;
}

/**
 * How much wider than the clipper's answer a disc must be to answer for it: the clipper rounds to the
 * micrometre grid and draws a shrink's round corners as chords inside the true arcs (which leaves
 * more of the region, never less), so a disc this much wider than asked is inside its answer too.
 */
const DISC_MARGIN = 0.05;

/**
 * Whether a disc `width` mm across round the area centroid of the first ring lies inside every ring
 * of `within` and outside every ring of `without`: when it does, the region they bound holds the
 * width and no clipper pass is needed to say so; when it does not, nothing is known.
 */
export function holdsDisc(within: Point[][], without: Point[][], width: number): boolean {
  const first = within[0];
  if (!first || first.length < 3) return false;
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = first.length - 1; i < first.length; j = i++) {
    const a = first[j] as Point;
    const b = first[i] as Point;
    const cross = a.x * b.y - b.x * a.y;
    twiceArea += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(twiceArea) < 1e-9) return false;
  cx /= 3 * twiceArea;
  cy /= 3 * twiceArea;
  const radius = (width + DISC_MARGIN) / 2;
  for (const ring of within) if (!ringHoldsDisc(ring, cx, cy, radius, true)) return false;
  for (const ring of without) if (!ringHoldsDisc(ring, cx, cy, radius, false)) return false;
  return true;
}

/** Whether the disc at (x, y) is clear of the ring's edges by `radius`, with its centre inside (or outside) it. */
function ringHoldsDisc(ring: Point[], x: number, y: number, radius: number, inside: boolean): boolean {
  let crossings = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as Point;
    const b = ring[i] as Point;
    if (a.y > y !== b.y > y && x < a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y)) crossings = !crossings;
    if (distanceToSegmentAt(x, y, a, b) < radius) return false;
  }
  return crossings === inside;
}

/** Whether a circle `width` mm across fits inside the region (one shrink, no search). */
export function holdsWidth(region: Region, width: number): boolean {
  // most regions asked hold the width with room to spare: a disc round their centroid says so
  if (holdsDisc([region.outer], region.holes, width)) return true;
  const delta = (-width / 2) * SCALE;
  // below half a grid unit the offset hands its input back as paths, never as a tree
  if (Math.abs(delta) < 0.5) return offsetRegions([region], -width / 2).some((r) => regionArea(r) > 1e-6);
  // the offset's own clean-up union already answers the regions: a tree from it, not a second union
  const offset = new ClipperOffset(2, ARC_TOLERANCE);
  offset.addPaths([region.outer, ...region.holes].map(toClipper), JoinType.Round, EndType.Polygon);
  const tree = new PolyTree64();
  offset.execute(delta, tree);
  return regionsOfTree(tree).some((r) => regionArea(r) > 1e-6);
}

/**
 * The width of the widest strip a region holds: twice the radius of the largest circle inside it,
 * found by shrinking it until nothing is left (to 0.001 mm).
 */
export function inscribedWidth(region: Region): number {
  const xs = region.outer.map((p) => p.x);
  const ys = region.outer.map((p) => p.y);
  let low = 0;
  let high = Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  while (high - low > 0.002) {
    const mid = (low + high) / 2;
    if (holdsWidth(region, mid)) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Regions that touch only where their outlines pinch (two flaps whose knives leave one corner point)
 * can come out of the union as separate pieces sharing an edge. Growing by a micrometre and shrinking
 * back joins them; no corner moves by more than a few micrometres.
 */
export function joinTouchingRegions(regions: Region[]): Region[] {
  const grow = (input: Paths64, delta: number): Paths64 => {
    const offset = new ClipperOffset(4, ARC_TOLERANCE);
    offset.addPaths(input, JoinType.Miter, EndType.Polygon);
    const solution: Paths64 = [];
    offset.execute(delta, solution);
    return solution;
  };
  const paths = regions.flatMap((region) => [region.outer, ...region.holes].map(toClipper));
  return unionPaths(grow(grow(paths, 1), -1));
}
