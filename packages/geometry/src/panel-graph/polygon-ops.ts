import ClipperLib from 'clipper-lib';
import { type Point, polygonArea } from '../primitives/segment';

// Clipper works on integers: a micrometre grid is far finer than any die and keeps shared edges exact.
const SCALE = 1000;

const toClipper = (polygon: Point[]): ClipperLib.Path =>
  polygon.map((p) => ({ X: Math.round(p.x * SCALE), Y: Math.round(p.y * SCALE) }));
const fromClipper = (path: ClipperLib.Path): Point[] => path.map((p) => ({ x: p.X / SCALE, y: p.Y / SCALE }));

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
  const clipper = new ClipperLib.Clipper();
  clipper.AddPaths(polygons.map(toClipper), ClipperLib.PolyType.ptSubject, true);
  const tree = new ClipperLib.PolyTree();
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    tree,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  return regionsOfTree(tree);
}

/** The regions grown (or shrunk, for negative `delta`) by `delta` mm with round corners. */
export function offsetRegions(regions: Region[], delta: number): Region[] {
  const offset = new ClipperLib.ClipperOffset(2, 0.01 * SCALE);
  for (const region of regions) {
    offset.AddPaths(
      [region.outer, ...region.holes].map(toClipper),
      ClipperLib.JoinType.jtRound,
      ClipperLib.EndType.etClosedPolygon,
    );
  }
  const solution: ClipperLib.Path[] = [];
  offset.Execute(solution, delta * SCALE);
  return unionPolygons(solution.map(fromClipper));
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
  const clipper = new ClipperLib.Clipper();
  const counterClockwise = (polygons: Point[][]) =>
    polygons.map((polygon) => toClipper(orient(polygon, true)));
  clipper.AddPaths(counterClockwise(subjects), ClipperLib.PolyType.ptSubject, true);
  clipper.AddPaths(counterClockwise(clips), ClipperLib.PolyType.ptClip, true);
  const solution: ClipperLib.Path[] = [];
  clipper.Execute(
    ClipperLib.ClipType.ctIntersection,
    solution,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  return Math.abs(solution.reduce((sum, path) => sum + polygonArea(fromClipper(path)), 0));
}

/** The parts of `subjects` (regions) left after cutting a strip `width` mm wide along each open polyline. */
export function cutAlongPaths(regions: Region[], paths: Point[][], width: number): Region[] {
  const offset = new ClipperLib.ClipperOffset(2, 0.01 * SCALE);
  for (const path of paths) {
    offset.AddPath(toClipper(path), ClipperLib.JoinType.jtMiter, ClipperLib.EndType.etOpenButt);
  }
  const strips: ClipperLib.Path[] = [];
  offset.Execute(strips, (width / 2) * SCALE);
  const clipper = new ClipperLib.Clipper();
  for (const region of regions) {
    clipper.AddPaths([region.outer, ...region.holes].map(toClipper), ClipperLib.PolyType.ptSubject, true);
  }
  clipper.AddPaths(strips, ClipperLib.PolyType.ptClip, true);
  const tree = new ClipperLib.PolyTree();
  clipper.Execute(
    ClipperLib.ClipType.ctDifference,
    tree,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  return regionsOfTree(tree);
}

/** Intersection of two polygons as regions, whichever way each is drawn. */
export function intersectPolygons(subject: Point[], clip: Point[]): Region[] {
  const clipper = new ClipperLib.Clipper();
  clipper.AddPath(toClipper(orient(subject, true)), ClipperLib.PolyType.ptSubject, true);
  clipper.AddPath(toClipper(orient(clip, true)), ClipperLib.PolyType.ptClip, true);
  const tree = new ClipperLib.PolyTree();
  clipper.Execute(
    ClipperLib.ClipType.ctIntersection,
    tree,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  return regionsOfTree(tree);
}

/** The regions of a clipper tree: outer contours counter-clockwise, their holes clockwise. */
function regionsOfTree(tree: ClipperLib.PolyTree): Region[] {
  const regions: Region[] = [];
  const visit = (node: ClipperLib.PolyNode) => {
    for (const child of node.Childs()) {
      if (child.IsHole()) continue;
      regions.push({
        outer: orient(fromClipper(child.Contour()), true),
        holes: child.Childs().map((hole) => orient(fromClipper(hole.Contour()), false)),
      });
      for (const hole of child.Childs()) visit(hole);
    }
  };
  visit(tree);
  return regions;
}

/** Whether a circle `width` mm across fits inside the region (one shrink, no search). */
export function holdsWidth(region: Region, width: number): boolean {
  return offsetRegions([region], -width / 2).some((r) => regionArea(r) > 1e-6);
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
  const grow = (input: ClipperLib.Path[], delta: number): ClipperLib.Path[] => {
    const offset = new ClipperLib.ClipperOffset(4, 0.01 * SCALE);
    offset.AddPaths(input, ClipperLib.JoinType.jtMiter, ClipperLib.EndType.etClosedPolygon);
    const solution: ClipperLib.Path[] = [];
    offset.Execute(solution, delta);
    return solution;
  };
  const paths = regions.flatMap((region) => [region.outer, ...region.holes].map(toClipper));
  return unionPolygons(grow(grow(paths, 1), -1).map(fromClipper));
}
