import {
  type HingeTree,
  poseHingeTree,
  type RigidTransform,
  type TreeHinge,
  type Vec3,
} from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { cross, dot, scale, sub } from '../panel-graph/vec3';
import type { Point } from '../primitives/segment';

/** A crease that closes a loop of hinges: it joins `child` to `parent`, which the tree reaches another way. */
export interface LoopCrease {
  parent: string;
  child: string;
  start: readonly [number, number];
  end: readonly [number, number];
}

/**
 * A graph's creases that close a loop (a web corner's half on its far wall): no hinges of the fold
 * tree, kept shut by `closeLoops`; their ends as `point` writes them (the scene rounds them).
 */
export function loopCreasesOf(
  graph: PanelGraph,
  point: (p: Point) => readonly [number, number] = (p) => [p.x, p.y],
): LoopCrease[] {
  return graph.hinges
    .filter((hinge) => hinge.closesLoop)
    .map((hinge) => ({
      parent: hinge.parent,
      child: hinge.child,
      start: point(hinge.start),
      end: point(hinge.end),
    }));
}

/** Poses looked at per stage while the loop's walls rise. */
const SAMPLES = 24;
/** The share of a stage in which a web, its walls up, is pressed flat. */
const PRESS = 0.5;
/** Panels that hold a box's shape: never a web's half. */
const STRUCTURE = new Set(['wall', 'base', 'closure']);
/** Two crease directions closer than this (sine of the angle) are one line: the walls have met. */
const MET = 1e-6;

const unit = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
const direction = (from: readonly [number, number], to: readonly [number, number]): Vec3 =>
  unit([to[0] - from[0], to[1] - from[1], 0]);
/** Points within this (mm) are one: a scene's points are rounded to the micrometre. */
const SAME_POINT = 2e-3;
const same = (a: readonly [number, number], b: readonly [number, number]) =>
  Math.hypot(a[0] - b[0], a[1] - b[1]) < SAME_POINT;

/** The vertex a hinge shares with another, if they meet at an end. */
function sharedEnd(
  a: LoopCrease | TreeHinge,
  b: LoopCrease | TreeHinge,
): readonly [number, number] | undefined {
  return [a.start, a.end].find((p) => same(p, b.start) || same(p, b.end));
}

/**
 * Whether a loop's crease and the two hinges it closes through meet at one vertex, the creases
 * across one another: a web corner. Creases along one another (a tube's) meet at no vertex, and the
 * loop is the tube's to close.
 */
function isWebCorner(loop: LoopCrease, aHinge: TreeHinge, bHinge: TreeHinge): boolean {
  const corner = sharedEnd(loop, aHinge);
  if (!corner || !sharedEnd(loop, bHinge) || !same(corner, sharedEnd(aHinge, bHinge) ?? [NaN, NaN]))
    return false;
  const far = same(loop.start, corner) ? loop.end : loop.start;
  const r = direction(corner, far);
  const g = direction(aHinge.start, aHinge.end);
  const e = direction(bHinge.start, bHinge.end);
  return Math.hypot(...cross(e, g)) >= 1e-3 && Math.hypot(...cross(r, g)) >= 1e-3;
}

/** Where wall A's crease with the web (`r`, flat) lies in wall B's flat frame, as `pose` places both. */
function targetIn(pose: Map<string, RigidTransform>, wallA: string, wallB: string, r: Vec3): Vec3 {
  const tA = pose.get(wallA);
  const tB = pose.get(wallB);
  if (!tA || !tB) return r;
  const ra = tA.rotation;
  const rb = tB.rotation;
  const world: Vec3 = [
    ra[0] * r[0] + ra[1] * r[1] + ra[2] * r[2],
    ra[3] * r[0] + ra[4] * r[1] + ra[5] * r[2],
    ra[6] * r[0] + ra[7] * r[1] + ra[8] * r[2],
  ];
  return [
    rb[0] * world[0] + rb[3] * world[1] + rb[6] * world[2],
    rb[1] * world[0] + rb[4] * world[1] + rb[7] * world[2],
    rb[2] * world[0] + rb[5] * world[1] + rb[8] * world[2],
  ];
}

/**
 * Keyed paths for web corners: a triangle of board between two walls' side edges, split by a
 * diagonal, whose half `b` hangs on wall B in the hinge tree and half `a` on `b`, while the crease
 * between `a` and wall A closes the loop. The tree alone turns the halves by shares of their folds,
 * and half `a` leaves wall A and passes through wall B; the board cannot: all its creases meet at the
 * corner, so once the walls' angles are given the web's two folds are too. As the walls rise the web
 * folds in along its diagonal, its edge kept on wall A's; once they have met, it is pressed flat onto
 * wall B within half a stage. Where the walls would not rise together (`alignCornerStages`), the
 * hinges between them are first given one stage. Loops of another shape (a tube's, one through a
 * wall) are left as they are, and so are hinges with keys.
 */
export function closeLoops(
  part: Omit<HingeTree, 'panels'> & {
    panels: ReadonlyArray<HingeTree['panels'][number] & { role?: string }>;
  },
  loops: ReadonlyArray<LoopCrease>,
  stages: number,
): TreeHinge[] {
  const hinges = [...part.hinges];
  const roleOf = new Map(part.panels.map((panel) => [panel.id, panel.role ?? '']));
  const indexOf = new Map(hinges.map((hinge, index) => [hinge.child, index]));
  const centres = new Map(
    part.panels.map((panel) => {
      const n = panel.outline.length;
      const x = panel.outline.reduce((sum, p) => sum + p[0], 0) / n;
      const y = panel.outline.reduce((sum, p) => sum + p[1], 0) / n;
      return [panel.id, [x, y] as const];
    }),
  );
  // the turn of a hinge's child, as the pose takes it: about the crease's direction, toward -z
  const turnSign = (hinge: TreeHinge): number => {
    const [sx, sy] = hinge.start;
    const dx = hinge.end[0] - sx;
    const dy = hinge.end[1] - sy;
    const [cx, cy] = centres.get(hinge.child) ?? [sx, sy];
    return dx * (cy - sy) - dy * (cx - sx) > 0 ? -1 : 1;
  };
  const times = [...Array(stages * SAMPLES + 1).keys()].map((i) => i / SAMPLES);
  // the walls' poses, looked up once for every loop: a web's halves move no wall
  let poses: Array<Map<string, RigidTransform>> | undefined;
  const posesNow = () => {
    poses ??= times.map((time) => poseHingeTree({ ...part, hinges }, time / stages, stages));
    return poses;
  };
  if (loops.length > 0)
    alignCornerStages(hinges, loops, indexOf, roleOf, posesNow, () => {
      poses = undefined;
    });
  for (const loop of loops) {
    const aIndex = indexOf.get(loop.child);
    const aHinge = hinges[aIndex ?? -1];
    const bIndex = indexOf.get(aHinge?.parent ?? '');
    const bHinge = hinges[bIndex ?? -1];
    if (!aHinge || !bHinge || aIndex === undefined || bIndex === undefined) continue;
    if (aHinge.keys || bHinge.keys) continue;
    // a web's halves are flaps; walls in a loop (a tube's, a hem's corner) move with the tube
    if ([aHinge, bHinge].some((hinge) => STRUCTURE.has(roleOf.get(hinge.child) ?? ''))) continue;
    if (!isWebCorner(loop, aHinge, bHinge)) continue;
    const corner = sharedEnd(loop, aHinge) as readonly [number, number];
    const wallB = bHinge.parent;
    const far = (h: LoopCrease | TreeHinge) => (same(h.start, corner) ? h.end : h.start);
    const r = direction(corner, far(loop));
    const g = direction(aHinge.start, aHinge.end);
    const e = direction(bHinge.start, bHinge.end);
    const sa = turnSign(aHinge);
    const sb = turnSign(bHinge);
    // where wall A's crease with the web lies, in wall B's flat frame
    const targets = posesNow().map((pose) => targetIn(pose, loop.parent, wallB, r));
    const final = targets.at(-1) as Vec3;
    // the walls have met for good from here: the last time the target still moves, and a pose on
    const moving = times.filter((_, i) => Math.hypot(...sub(targets[i] as Vec3, final)) > MET);
    const closed = Math.min(stages, (moving.at(-1) ?? 0) + 1 / SAMPLES);
    if (closed + PRESS > stages) continue;
    // the walls never meet: no web corner
    if (Math.hypot(...cross(final, e)) > 1e-3) continue;
    const cosG = dot(r, g);
    const aKeys: Array<[number, number]> = [];
    const bKeys: Array<[number, number]> = [];
    let phi = 0;
    let psi = 0;
    for (const [i, time] of times.entries()) {
      if (time > closed) break;
      const d = targets[i] as Vec3;
      // wall A's crease turned back by b's turn about e (phi, the other way) must make the web's
      // angle with the diagonal
      const ed = dot(e, d);
      const eg = dot(e, g);
      const cosTerm = dot(d, g) - ed * eg;
      const sinTerm = dot(cross(e, d), g);
      const amplitude = Math.hypot(cosTerm, sinTerm);
      if (amplitude > MET) {
        const base = Math.atan2(sinTerm, cosTerm);
        const spread = Math.acos(Math.max(-1, Math.min(1, (cosG - ed * eg) / amplitude)));
        const near = (candidate: number) =>
          Math.abs(Math.atan2(Math.sin(candidate - phi), Math.cos(candidate - phi)));
        // from the flat blank the web may fold either way: it goes the way b folds in the end, and on
        // from there without a jump
        const toward = (candidate: number) => Math.sign(-candidate / sb) === Math.sign(bHinge.foldAngle);
        const next =
          Math.abs(phi) < MET
            ? toward(base + spread)
              ? base + spread
              : base - spread
            : near(base + spread) <= near(base - spread)
              ? base + spread
              : base - spread;
        phi = phi + Math.atan2(Math.sin(next - phi), Math.cos(next - phi));
      }
      // a then turns about the diagonal from its flat edge onto wall A's crease, seen from b
      const c = Math.cos(phi);
      const s = Math.sin(phi);
      const w: Vec3 = [0, 1, 2].map(
        (k) => (d[k] as number) * c + (cross(e, d)[k] as number) * s + (e[k] as number) * ed * (1 - c),
      ) as Vec3;
      const rPerp = sub(r, scale(g, dot(r, g)));
      const wPerp = sub(w, scale(g, dot(w, g)));
      if (Math.hypot(...wPerp) > MET) {
        const turn = Math.atan2(dot(g, cross(rPerp, wPerp)), dot(rPerp, wPerp));
        psi = psi + Math.atan2(Math.sin(turn - psi), Math.cos(turn - psi));
      }
      // the pose turns a child by sign x angle about its crease; phi and psi are turns about e and g
      bKeys.push([time, (-phi * 180) / Math.PI / sb]);
      aKeys.push([time, (psi * 180) / Math.PI / sa]);
    }
    // pressed flat onto wall B, half a onto half b: each to its fold, or the same turn a whole turn off
    // where the loop brought it round the other way (a half turn either way lays a on b)
    const home = (hinge: TreeHinge, keys: Array<[number, number]>) => {
      const last = (keys.at(-1) as [number, number])[1];
      return hinge.foldAngle + 360 * Math.round((last - hinge.foldAngle) / 360);
    };
    bKeys.push([closed + PRESS, home(bHinge, bKeys)]);
    aKeys.push([closed + PRESS, home(aHinge, aKeys)]);
    hinges[bIndex] = { ...bHinge, keys: bKeys };
    hinges[aIndex] = { ...aHinge, keys: aKeys };
  }
  return hinges;
}

/**
 * The walls at a web corner rise together, as a hand forms a tray. Where the hinges between them in
 * the tree turn in different stages (a lid's side wall in its own, the lid's back wall only as the lid
 * comes over), one wall may rise while the other lies flat and open the corner wider than the web
 * spans, stretching it flat between them and leaving it no way to fold but out of the tray. There the
 * later of those hinges turns in the earlier's stage instead (the lid swings up as its walls rise).
 * Hinges with keys are left as they are; `moved` is told of every stage moved (the poses change).
 */
function alignCornerStages(
  hinges: TreeHinge[],
  loops: ReadonlyArray<LoopCrease>,
  indexOf: ReadonlyMap<string, number>,
  roleOf: ReadonlyMap<string, string>,
  posesNow: () => Array<Map<string, RigidTransform>>,
  moved: () => void,
): void {
  const parentOf = (panel: string) => hinges[indexOf.get(panel) ?? -1]?.parent;
  const ancestors = (panel: string): string[] => {
    const chain = [panel];
    for (let up = parentOf(panel); up !== undefined; up = parentOf(up)) chain.push(up);
    return chain;
  };
  for (const loop of loops) {
    const aHinge = hinges[indexOf.get(loop.child) ?? -1];
    const bHinge = hinges[indexOf.get(aHinge?.parent ?? '') ?? -1];
    if (!aHinge || !bHinge || aHinge.keys || bHinge.keys) continue;
    if ([aHinge, bHinge].some((hinge) => STRUCTURE.has(roleOf.get(hinge.child) ?? ''))) continue;
    if (!isWebCorner(loop, aHinge, bHinge)) continue;
    const fromA = ancestors(loop.parent);
    const fromB = ancestors(bHinge.parent);
    const common = fromA.find((panel) => fromB.includes(panel));
    if (common === undefined) continue;
    const between = [...fromA.slice(0, fromA.indexOf(common)), ...fromB.slice(0, fromB.indexOf(common))]
      .map((panel) => indexOf.get(panel) as number)
      .filter((index) => hinges[index]?.foldAngle !== 0);
    if (between.some((index) => hinges[index]?.keys)) continue;
    const first = Math.min(...between.map((index) => (hinges[index] as TreeHinge).stage));
    if (between.every((index) => (hinges[index] as TreeHinge).stage === first)) continue;
    // folding a web along its diagonal only closes the angle between its outer creases
    const corner = sharedEnd(loop, aHinge) as readonly [number, number];
    const r = direction(corner, same(loop.start, corner) ? loop.end : loop.start);
    const e = direction(corner, same(bHinge.start, corner) ? bHinge.end : bHinge.start);
    const spans = dot(e, r);
    const opened = posesNow().some(
      (pose) => dot(e, targetIn(pose, loop.parent, bHinge.parent, r)) < spans - MET,
    );
    if (!opened) continue;
    for (const index of between) hinges[index] = { ...(hinges[index] as TreeHinge), stage: first };
    moved();
  }
}
