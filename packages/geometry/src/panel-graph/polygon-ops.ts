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
  const regions: Region[] = [];
  const visit = (node: ClipperLib.PolyNode) => {
    for (const child of node.Childs()) {
      if (!child.IsHole()) {
        regions.push({
          outer: orient(fromClipper(child.Contour()), true),
          holes: child.Childs().map((hole) => orient(fromClipper(hole.Contour()), false)),
        });
        for (const hole of child.Childs()) visit(hole);
      }
    }
  };
  visit(tree);
  return regions;
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
  const clipper = new ClipperLib.Clipper();
  clipper.AddPath(toClipper(subject), ClipperLib.PolyType.ptSubject, true);
  // a shadow seen from the other side runs clockwise: under non-zero winding it would cancel the
  // counter-clockwise shadows it overlaps instead of adding to them
  clipper.AddPaths(
    clips.map((clip) => toClipper(orient(clip, true))),
    ClipperLib.PolyType.ptClip,
    true,
  );
  const solution: ClipperLib.Path[] = [];
  clipper.Execute(
    ClipperLib.ClipType.ctIntersection,
    solution,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  return Math.abs(solution.reduce((sum, path) => sum + polygonArea(fromClipper(path)), 0));
}
