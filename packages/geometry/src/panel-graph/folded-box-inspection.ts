import { foldAllowance } from '../board/board';
import { distanceToSegment, flattenLoop, type Point, polygonArea } from '../primitives/segment';
import { applyTransform, invertTransform, poseFoldModel, type RigidTransform, type Vec3 } from './fold-model';
import type { BoxModel, PanelGraph } from './panel-graph';
import { coveredArea } from './polygon-ops';

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** A posed panel: its normal (the flat sheet's +z carried along), a point on it, and its 3D outline. */
interface PosedPanel {
  normal: Vec3;
  origin: Vec3;
  points: Vec3[];
  flat: Point[];
  transform: RigidTransform;
}

export interface GluedJointInspection {
  flap: string;
  panel: string;
  /** Distance of the flap's corners from the panel's plane, mm (0 when they lie on it). */
  offPlane: number;
  /** The distance the construction means the flap to lie from the panel (one board for a compensated ply). */
  expectedOffset: number;
  /** How far the flap reaches past the panel's outline within its plane, mm (0 when inside). */
  overhang: number;
}

/** What keeps a closing flap in place once the box is closed; `seal` is the packer's tape or glue. */
export type HeldBy = 'glue' | 'lock' | 'plies' | 'seal';

export interface ClosureInspection {
  end: 'top' | 'bottom';
  /** Share of the opening (inside length x width) the closing panels cover, 0 to 1. */
  coverage: number;
  /**
   * Each closing panel and what holds it: glued, its own lock (checked in the pose: a tuck behind its
   * wall, a tongue or hook over the flap it catches), or held plies outside it covering at least
   * `HELD_COVERAGE` of it. `null` when nothing holds it: it would swing open.
   */
  held: Array<{ panel: string; by: HeldBy | null; covered: number }>;
}

/** Share of a flap that held plies outside it must cover for it to stay in. */
export const HELD_COVERAGE = 0.25;

/** A box's three sizes, mm. */
export interface BoxSize {
  length: number;
  width: number;
  height: number;
}

/**
 * What the folded box measures, computed only from the posed panels: the inside (between the inner
 * faces of the bounding plies, a fold allowance less than their mid-surfaces), score to score (between
 * the bounding plies' creases, which are their mid-surfaces; for an open end, from the crease to the
 * rim) and the outside (the extent of every posed panel plus half a board on each side).
 */
export interface FoldedBoxInspection {
  inside: BoxSize;
  score: BoxSize;
  outside: BoxSize;
  /** Largest |cos| between walls that should meet square, and largest 1 - |cos| between opposite walls. */
  squareness: number;
  parallelism: number;
  glued: GluedJointInspection[];
  closures: ClosureInspection[];
  /** How far any flap pokes through a wall of the folded box, mm. */
  protrusion: number;
}

function distanceToPolygon(p: Point, polygon: Point[]): number {
  return polygon.reduce(
    (best, a, i) => Math.min(best, distanceToSegment(p, a, polygon[(i + 1) % polygon.length] as Point)),
    Number.POSITIVE_INFINITY,
  );
}

export function pointInPolygon(p: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Folds the graph and measures the box: inside sizes from the wall and ply planes, how square the
 * walls stand, whether glued flaps lie on their panels, how much of each opening the closures cover,
 * and whether anything passes through a wall. Needs the graph's box model.
 */
export function inspectFoldedBox(graph: PanelGraph): FoldedBoxInspection {
  const box = graph.box;
  if (!box) throw new Error('the graph has no box model to inspect');
  const t = graph.material;
  const allowance = foldAllowance(graph.board);
  const pose = poseFoldModel(graph);
  const posed = new Map<string, PosedPanel>();
  for (const panel of graph.panels) {
    const transform = pose.get(panel.id) as RigidTransform;
    const flat = flattenLoop(panel.outline, 3);
    const points = flat.map((p) => applyTransform(transform, [p.x, p.y, 0]));
    const normal = sub(applyTransform(transform, [0, 0, 1]), applyTransform(transform, [0, 0, 0]));
    posed.set(panel.id, { normal, origin: applyTransform(transform, [0, 0, 0]), points, flat, transform });
  }
  const get = (id: string) => {
    const panel = posed.get(id);
    if (!panel) throw new Error(`box model names an unknown panel ${id}`);
    return panel;
  };
  const planeGap = (a: string, b: string) => {
    const pa = get(a);
    const pb = get(b);
    return Math.abs(dot(pa.normal, sub(pb.origin, pa.origin)));
  };
  const [l1, l2] = box.inside.length;
  const [w1, w2] = box.inside.width;
  const lengthAxis = get(l1).normal;
  const widthAxis = get(w1).normal;
  const heightAxis = cross(lengthAxis, widthAxis);

  let height: number;
  let scoreHeight: number;
  const spec = box.inside.height;
  if ('between' in spec) {
    scoreHeight = planeGap(spec.between[0], spec.between[1]);
    height = scoreHeight - allowance;
  } else if (spec.base) {
    // an open tray: from the base's crease to the rim, less the base's half of the fold
    const base = get(spec.base);
    scoreHeight = Math.max(
      ...get(spec.wall).points.map((p) => Math.abs(dot(base.normal, sub(p, base.origin)))),
    );
    height = scoreHeight - allowance / 2;
  } else {
    const along = get(spec.wall).points.map((p) => dot(heightAxis, p));
    height = Math.max(...along) - Math.min(...along);
    scoreHeight = height;
  }
  const extent = (axis: Vec3) => {
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const panel of posed.values()) {
      for (const p of panel.points) {
        const along = dot(axis, p);
        low = Math.min(low, along);
        high = Math.max(high, along);
      }
    }
    return high - low;
  };
  // the outer faces stand half a board beyond the outermost mid-surfaces; an open end has none
  const heightPlies = 'between' in spec ? 1 : spec.base ? 0.5 : 0;

  const walls = [l1, w1, l2, w2];
  let squareness = 0;
  for (let i = 0; i < walls.length; i++) {
    const a = get(walls[i] as string).normal;
    const b = get(walls[(i + 1) % walls.length] as string).normal;
    squareness = Math.max(squareness, Math.abs(dot(a, b)));
  }
  const parallelism = Math.max(
    1 - Math.abs(dot(get(l1).normal, get(l2).normal)),
    1 - Math.abs(dot(get(w1).normal, get(w2).normal)),
  );

  const glued = box.glued.map(({ flap, panel }) => {
    const target = get(panel);
    const back = invertTransform(target.transform);
    let offPlane = 0;
    let overhang = 0;
    for (const p of get(flap).points) {
      const local = applyTransform(back, p);
      offPlane = Math.max(offPlane, Math.abs(local[2]));
      const flatPoint = { x: local[0], y: local[1] };
      if (!pointInPolygon(flatPoint, target.flat))
        overhang = Math.max(overhang, distanceToPolygon(flatPoint, target.flat));
    }
    return {
      flap,
      panel,
      offPlane,
      overhang,
      expectedOffset: box.glued.find((g) => g.flap === flap && g.panel === panel)?.offset ?? 0,
    };
  });

  // the inside cross-section, in (length, width) coordinates between the walls' inner faces
  const coordinate = (p: Vec3): Point => ({ x: dot(lengthAxis, p), y: dot(widthAxis, p) });
  const span = (a: string, b: string, axis: Vec3) => {
    const ca = dot(axis, get(a).origin);
    const cb = dot(axis, get(b).origin);
    return [Math.min(ca, cb) + allowance / 2, Math.max(ca, cb) - allowance / 2] as const;
  };
  const [x0, x1] = span(l1, l2, lengthAxis);
  const [y0, y1] = span(w1, w2, widthAxis);
  const opening: Point[] = [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  const openingArea = (x1 - x0) * (y1 - y0);
  const shadowOf = (id: string) => get(id).points.map(coordinate);
  const glue = new Set([
    ...box.glued.flatMap(({ flap, panel }) => [flap, panel]),
    ...graph.glueAreas.map((area) => area.panel),
  ]);
  const lockHolds = (lock: NonNullable<BoxModel['closures'][number]['locked']>[number]): boolean => {
    const by = get(lock.by);
    if ('behind' in lock) {
      // a tuck holds when it stands against the inside of its wall, within the opening
      const wall = get(lock.behind);
      if (1 - Math.abs(dot(by.normal, wall.normal)) > 1e-6) return false;
      if (planeGap(lock.by, lock.behind) > t + 1e-6) return false;
      return by.points.every((p) => {
        const c = coordinate(p);
        return c.x >= x0 - t - 1e-6 && c.x <= x1 + t + 1e-6 && c.y >= y0 - t - 1e-6 && c.y <= y1 + t + 1e-6;
      });
    }
    // a tongue or hook holds when it lies across the flap it catches
    return coveredArea(shadowOf(lock.over), [shadowOf(lock.by)]) > 1;
  };
  const closures = box.closures.map(({ end, panels, locked, sealed }) => {
    const shadows = panels.map(shadowOf);
    const heldBy = new Map<string, HeldBy>();
    for (const id of panels) if (glue.has(id)) heldBy.set(id, 'glue');
    for (const id of sealed ?? []) if (!heldBy.has(id)) heldBy.set(id, 'seal');
    for (const lock of locked ?? [])
      if (!heldBy.has(lock.panel) && lockHolds(lock)) heldBy.set(lock.panel, 'lock');
    // outer plies (later in the folding order) that are held hold the ones under them; settle outward in
    const covered = new Map<string, number>();
    for (let pass = 0; pass < panels.length; pass++) {
      for (let i = panels.length - 1; i >= 0; i--) {
        const id = panels[i] as string;
        const outer = panels.slice(i + 1).filter((other) => heldBy.has(other));
        const own = shadows[i] as Point[];
        const area = Math.abs(polygonArea(own));
        const share = outer.length > 0 && area > 0 ? coveredArea(own, outer.map(shadowOf)) / area : 0;
        covered.set(id, share);
        if (!heldBy.has(id) && share >= HELD_COVERAGE) heldBy.set(id, 'plies');
      }
    }
    return {
      end,
      coverage: coveredArea(opening, shadows) / openingArea,
      held: panels.map((panel) => ({
        panel,
        by: heldBy.get(panel) ?? null,
        covered: covered.get(panel) ?? 0,
      })),
    };
  });

  // only the stretch where all four walls stand can be poked through; lids lie on the walls' ends
  const heights = walls.map((id) => get(id).points.map((p) => dot(heightAxis, p)));
  const low = Math.max(...heights.map((h) => Math.min(...h)));
  const high = Math.min(...heights.map((h) => Math.max(...h)));
  let protrusion = 0;
  for (const panel of graph.panels) {
    for (const p of get(panel.id).points) {
      const level = dot(heightAxis, p);
      if (level <= low + 1e-6 || level >= high - 1e-6) continue;
      const c = coordinate(p);
      const outside = Math.max(x0 - t - c.x, c.x - x1 - t, y0 - t - c.y, c.y - y1 - t, 0);
      protrusion = Math.max(protrusion, outside);
    }
  }

  const scoreLength = planeGap(l1, l2);
  const scoreWidth = planeGap(w1, w2);
  return {
    inside: { length: scoreLength - allowance, width: scoreWidth - allowance, height },
    score: { length: scoreLength, width: scoreWidth, height: scoreHeight },
    outside: {
      length: extent(lengthAxis) + t,
      width: extent(widthAxis) + t,
      height: extent(heightAxis) + heightPlies * t,
    },
    squareness,
    parallelism,
    glued,
    closures,
    protrusion,
  };
}
