// The folded piece of a template that is not a rectangular box (polygonal, tapered and slanted boxes,
// pillows, bags): whether its glued joints land, how much of the tube's cross-section each closure
// covers, and whether anything pokes out through the walls. Its sizes are the template's own to check.
import { type Point, polygonArea } from '../primitives/segment';
import type { Vec3 } from './fold-model';
import { type PosedPanel, posePanels } from './folded-box';
import { type GluedJointInspection, inspectGluedJoint } from './folded-box-inspection';
import type { PanelGraph, ShapeModel } from './panel-graph';
import { coveredArea } from './polygon-ops';
import { add, cross, dot, scale, sub } from './vec3';

export interface FoldedShapeInspection {
  glued: GluedJointInspection[];
  /** The tube's cross-section (the walls' mid-surfaces), in the plane across the tube, mm. */
  section: Point[];
  /** The opening the closures must cover: the section inside the walls' inner faces, mm. */
  opening: Point[];
  /** Share of the opening each end's closing panels cover, 0 to 1. */
  closures: Array<{ end: 'top' | 'bottom'; coverage: number }>;
  /** How far any point of any panel lies outside the walls' outer faces, across the tube, mm. */
  protrusion: number;
}

const unit = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** Folds the graph and measures it against its shape model. */
export function inspectFoldedShape(graph: PanelGraph): FoldedShapeInspection {
  const shape = graph.shape;
  if (!shape) throw new Error('the graph has no shape model to inspect');
  const posed = posePanels(graph);
  const get = (id: string): PosedPanel => {
    const panel = posed.get(id);
    if (!panel) throw new Error(`shape model names an unknown panel ${id}`);
    return panel;
  };
  const glued = shape.glued.map(({ flap, panel, offset }) =>
    inspectGluedJoint(get(flap), get(panel), flap, panel, offset ?? 0),
  );
  // a tapered tray's walls make no prism: only its joints are checked
  if (shape.tube.length < 2) return { glued, section: [], opening: [], closures: [], protrusion: 0 };
  const t = graph.material;
  const across = crossSection(shape, get, t);
  const area = Math.abs(polygonArea(across.opening));
  const closures = shape.closures.map(({ end, panels }) => {
    const shadows = panels.map((id) => shadowOf(get(id), across, t));
    return { end, coverage: area > 0 ? coveredArea(across.opening, shadows) / area : 0 };
  });
  let protrusion = 0;
  for (const panel of posed.values())
    for (const p of panel.points) protrusion = Math.max(protrusion, across.outside(p) - t);
  return {
    glued,
    section: across.section,
    opening: across.opening,
    closures,
    protrusion: Math.max(0, protrusion),
  };
}

/**
 * A closing panel's shadow on the section. A panel standing edge-on to it (a tuck down the inside of a
 * wall) covers its own thickness: the strip between its faces, half a board either side of the mid-surface
 * the model poses, which is what fills the half board between a lid's tuck crease and the wall's inner face.
 */
function shadowOf(
  panel: PosedPanel,
  across: { project: (p: Vec3) => Point; axis: Vec3 },
  t: number,
): Point[] {
  const flat = panel.points.map(across.project);
  if (Math.abs(dot(unit(panel.normal), across.axis)) > 1e-3) return flat;
  const half = scale(unit(panel.normal), t / 2);
  const faces = panel.points.flatMap((p) => [add(p, half), sub(p, half)]).map(across.project);
  return convexHull(faces);
}

/** The convex hull of points, counter-clockwise (monotone chain). */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const turn = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const p of list) {
      while (
        chain.length >= 2 &&
        turn(chain[chain.length - 2] as Point, chain[chain.length - 1] as Point, p) <= 0
      )
        chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * The plane across the tube and the walls' traces in it: the tube's axis is square to the first two
 * walls that are not parallel; each wall is a half-plane bounded by its mid-surface, its outer face
 * (the printed face) outward. The opening is the same polygon inside the walls' inner faces, half a
 * board in from their mid-surfaces.
 */
function crossSection(shape: ShapeModel, get: (id: string) => PosedPanel, t: number) {
  const walls = shape.tube.map(get);
  const first = walls[0] as PosedPanel;
  const second = walls.find((wall) => Math.hypot(...cross(first.normal, wall.normal)) > 1e-3);
  if (!second) throw new Error('a tube needs two walls that are not parallel');
  const axis = unit(cross(first.normal, second.normal));
  const u = unit(sub(first.normal, scale(axis, dot(first.normal, axis))));
  const v = cross(axis, u);
  const project = (p: Vec3): Point => ({ x: dot(p, u), y: dot(p, v) });
  // each wall's trace: its outward normal and offset in the section's plane
  const lines = walls.map((wall) => {
    const n = { x: dot(wall.normal, u), y: dot(wall.normal, v) };
    const length = Math.hypot(n.x, n.y);
    const normal = { x: n.x / length, y: n.y / length };
    const o = project(wall.origin);
    return { normal, offset: normal.x * o.x + normal.y * o.y };
  });
  // the section: a large square clipped by every wall's inner half-plane
  const centre = walls.reduce<Point>(
    (sum, wall) => {
      const c = project(wall.origin);
      return { x: sum.x + c.x / walls.length, y: sum.y + c.y / walls.length };
    },
    { x: 0, y: 0 },
  );
  const far = 1e5;
  let section: Point[] = [
    { x: centre.x - far, y: centre.y - far },
    { x: centre.x + far, y: centre.y - far },
    { x: centre.x + far, y: centre.y + far },
    { x: centre.x - far, y: centre.y + far },
  ];
  let opening = section;
  for (const { normal, offset } of lines) {
    section = clipHalfPlane(section, normal, offset);
    opening = clipHalfPlane(opening, normal, offset - t / 2);
  }
  const outside = (p: Vec3): number => {
    const q = project(p);
    return Math.max(...lines.map(({ normal, offset }) => normal.x * q.x + normal.y * q.y - offset));
  };
  return { section, opening, project, outside, axis };
}

/** The part of a convex polygon where `normal . p <= offset` (Sutherland-Hodgman, one edge). */
function clipHalfPlane(polygon: Point[], normal: Point, offset: number): Point[] {
  const side = (p: Point) => normal.x * p.x + normal.y * p.y - offset;
  const out: Point[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) out.push(a);
    if (sa * sb < 0) {
      const s = sa / (sa - sb);
      out.push({ x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s });
    }
  });
  return out;
}
