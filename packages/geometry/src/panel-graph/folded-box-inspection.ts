import { outerFaceOffset } from '../board/board';
import { distanceToSegment, type Point, polygonArea } from '../primitives/segment';
import { applyTransform, invertTransform } from './fold-model';
import {
  type FoldedBox,
  foldBox,
  type InsideSection,
  insideSection,
  outsideExtent,
  type PosedPanel,
} from './folded-box';
import type { BoxModel, PanelGraph } from './panel-graph';
import { coveredArea } from './polygon-ops';
import { dot, sub } from './vec3';

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
  const folded = foldBox(graph);
  const { allowance } = folded;
  const { height, scoreHeight, heightPlies } = measureHeight(folded);
  const squareness = squarenessOf(folded);
  const parallelism = parallelismOf(folded);
  const glued = inspectGluedJoints(folded);
  const section = insideSection(folded);
  const closures = inspectClosures(folded, section);
  const protrusion = measureProtrusion(folded, section);
  const scoreLength = folded.planeGap(folded.l1, folded.l2);
  const scoreWidth = folded.planeGap(folded.w1, folded.w2);
  // the outer faces beyond the surfaces the panels are posed at: half a board each side, or none
  const face = 2 * outerFaceOffset(folded.graph.board);
  return {
    inside: { length: scoreLength - allowance, width: scoreWidth - allowance, height },
    score: { length: scoreLength, width: scoreWidth, height: scoreHeight },
    outside: {
      length: outsideExtent(folded, folded.lengthAxis) + face,
      width: outsideExtent(folded, folded.widthAxis) + face,
      height: outsideExtent(folded, folded.heightAxis) + heightPlies * face,
    },
    squareness,
    parallelism,
    glued,
    closures,
    protrusion,
  };
}

/**
 * The inside and score heights as the box model says to measure them, and how many boards the outer
 * faces stand beyond the outermost mid-surfaces along the height (an open end has none).
 */
function measureHeight({ box, allowance, get, planeGap, heightAxis }: FoldedBox): {
  height: number;
  scoreHeight: number;
  heightPlies: number;
} {
  const spec = box.inside.height;
  if ('between' in spec) {
    const scoreHeight = planeGap(spec.between[0], spec.between[1]);
    return { height: scoreHeight - allowance, scoreHeight, heightPlies: 1 };
  }
  if (spec.base) {
    // an open tray: from the base's crease to the rim, less the base's half of the fold
    const base = get(spec.base);
    const scoreHeight = Math.max(
      ...get(spec.wall).points.map((p) => Math.abs(dot(base.normal, sub(p, base.origin)))),
    );
    return { height: scoreHeight - allowance / 2, scoreHeight, heightPlies: 0.5 };
  }
  const along = get(spec.wall).points.map((p) => dot(heightAxis, p));
  const height = Math.max(...along) - Math.min(...along);
  return { height, scoreHeight: height, heightPlies: 0 };
}

/** Largest |cos| between walls that meet at a corner. */
function squarenessOf({ l1, w1, l2, w2, get }: FoldedBox): number {
  const walls = [l1, w1, l2, w2];
  let squareness = 0;
  for (let i = 0; i < walls.length; i++) {
    const a = get(walls[i] as string).normal;
    const b = get(walls[(i + 1) % walls.length] as string).normal;
    squareness = Math.max(squareness, Math.abs(dot(a, b)));
  }
  return squareness;
}

/** Largest 1 - |cos| between opposite walls. */
function parallelismOf({ l1, w1, l2, w2, get }: FoldedBox): number {
  return Math.max(
    1 - Math.abs(dot(get(l1).normal, get(l2).normal)),
    1 - Math.abs(dot(get(w1).normal, get(w2).normal)),
  );
}

/** Each glued flap measured in its panel's flat frame: how far off the plane, how far past the edge. */
function inspectGluedJoints({ box, get }: FoldedBox): GluedJointInspection[] {
  return box.glued.map(({ flap, panel }) =>
    inspectGluedJoint(
      get(flap),
      get(panel),
      flap,
      panel,
      box.glued.find((g) => g.flap === flap && g.panel === panel)?.offset ?? 0,
    ),
  );
}

/**
 * One glued flap measured in its panel's flat frame: how far its points lie off the panel's plane,
 * how far past its edge. A box's joints and a shape's are measured alike.
 */
export function inspectGluedJoint(
  flapPanel: Pick<PosedPanel, 'points'>,
  target: Pick<PosedPanel, 'transform' | 'flat'>,
  flap: string,
  panel: string,
  expectedOffset: number,
): GluedJointInspection {
  const back = invertTransform(target.transform);
  let offPlane = 0;
  let overhang = 0;
  for (const p of flapPanel.points) {
    const local = applyTransform(back, p);
    offPlane = Math.max(offPlane, Math.abs(local[2]));
    const flatPoint = { x: local[0], y: local[1] };
    if (!pointInPolygon(flatPoint, target.flat))
      overhang = Math.max(overhang, distanceToPolygon(flatPoint, target.flat));
  }
  return { flap, panel, offPlane, overhang, expectedOffset };
}

/** How much of each opening the closing panels cover, and what holds each of them. */
function inspectClosures(folded: FoldedBox, section: InsideSection): ClosureInspection[] {
  const { box, graph } = folded;
  const { shadowOf } = section;
  const glue = new Set([
    ...box.glued.flatMap(({ flap, panel }) => [flap, panel]),
    ...graph.glueAreas.map((area) => area.panel),
  ]);
  // a closing panel's crease rolls over half a board at the walls: a lid creased a board inside a wall
  // it hangs a dust flap behind (so the flap clears the wall) still closes the opening to its edge
  const roll = folded.t / 2;
  const { x0, x1, y0, y1 } = section;
  const rolledOpening = [
    { x: x0 + roll, y: y0 + roll },
    { x: x1 - roll, y: y0 + roll },
    { x: x1 - roll, y: y1 - roll },
    { x: x0 + roll, y: y1 - roll },
  ];
  const rolledArea = (x1 - x0 - 2 * roll) * (y1 - y0 - 2 * roll);
  return box.closures.map(({ end, panels, locked, sealed }) => {
    const shadows = panels.map(shadowOf);
    const heldBy = new Map<string, HeldBy>();
    for (const id of panels) if (glue.has(id)) heldBy.set(id, 'glue');
    for (const id of sealed ?? []) if (!heldBy.has(id)) heldBy.set(id, 'seal');
    for (const lock of locked ?? [])
      if (!heldBy.has(lock.panel) && lockHolds(folded, section, lock)) heldBy.set(lock.panel, 'lock');
    const covered = settleHeldPlies(panels, shadows, heldBy, shadowOf);
    return {
      end,
      coverage: coveredArea(rolledOpening, shadows) / rolledArea,
      held: panels.map((panel) => ({
        panel,
        by: heldBy.get(panel) ?? null,
        covered: covered.get(panel) ?? 0,
      })),
    };
  });
}

type ClosureLock = NonNullable<BoxModel['closures'][number]['locked']>[number];

function lockHolds(
  { t, get, planeGap }: FoldedBox,
  { x0, x1, y0, y1, coordinate, shadowOf }: InsideSection,
  lock: ClosureLock,
): boolean {
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
}

/**
 * Marks `plies` in `heldBy` the panels that held outer plies cover enough of, and gives back each
 * panel's covered share. Outer plies (later in the folding order) that are held hold the ones under
 * them, so it settles outward in, one pass per panel.
 */
function settleHeldPlies(
  panels: string[],
  shadows: Point[][],
  heldBy: Map<string, HeldBy>,
  shadowOf: (id: string) => Point[],
): Map<string, number> {
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
  return covered;
}

/** How far any panel's point pokes out past the walls' outer faces, where all four walls stand. */
function measureProtrusion(
  { graph, t, l1, w1, l2, w2, heightAxis, get }: FoldedBox,
  { x0, x1, y0, y1, coordinate }: InsideSection,
): number {
  // only the stretch where all four walls stand can be poked through; lids lie on the walls' ends
  const heights = [l1, w1, l2, w2].map((id) => get(id).points.map((p) => dot(heightAxis, p)));
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
  return protrusion;
}
