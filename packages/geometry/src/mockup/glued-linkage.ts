import {
  applyTransform,
  composeTransforms,
  type HingeTree,
  hingeAngle,
  invertTransform,
  poseHingeTree,
  type RigidTransform,
  type TreeHinge,
  type Vec3,
} from '../panel-graph/fold-model';
import { dot, sub } from '../panel-graph/vec3';

/** A hinge whose keyed path the linkage may write. */
export type LinkageHinge = Omit<TreeHinge, 'keys'> & { keys?: Array<[number, number]> | undefined };

/** A part as the linkage reads and writes it: a hinge tree whose panels carry roles and ply offsets. */
export interface LinkagePart extends HingeTree {
  panels: Array<{
    id: string;
    role?: string;
    outline: ReadonlyArray<readonly [number, number]>;
    plyOffset: number;
  }>;
  hinges: LinkageHinge[];
  board: { caliper: number };
}

/**
 * Two panels glued to each other: `erectsWithTube` where the glue joins flaps across a corner of the
 * tube while the carton lies knocked down (a crash-lock bottom's web on its side flap), so that
 * squaring the tube moves them.
 */
export interface TubeGlue {
  flap: string;
  panel: string;
  erectsWithTube?: boolean | undefined;
}

/** Stages the linkage puts before the rest of the fold: the gluer folding the blank flat, the tube squared. */
export const LINKAGE_STAGES = 2;
/** Keys over the squaring of the tube, solved closer together toward its end, where the webs turn fastest. */
const KEYS = 32;
const ITERATIONS = 12;
/** Degrees moved per step in the finite-difference Jacobian. */
const STEP = 1e-4;
const TUBE_ROLES = new Set(['wall', 'base']);

const normalOf = (t: RigidTransform): Vec3 => [t.rotation[2], t.rotation[5], t.rotation[8]];

/** The hinges (their indices) on the tree's path between two panels. */
function pathBetween(hinges: ReadonlyArray<TreeHinge>, a: string, b: string): number[] {
  const parentHinge = new Map(hinges.map((hinge, index) => [hinge.child, index]));
  const upFrom = (id: string): number[] => {
    const path: number[] = [];
    for (let at = parentHinge.get(id); at !== undefined; at = parentHinge.get(hinges[at]?.parent ?? '')) {
      if (path.includes(at)) break;
      path.push(at);
    }
    return path;
  };
  const fromA = upFrom(a);
  const fromB = upFrom(b);
  const shared = new Set(fromA.filter((index) => fromB.includes(index)));
  return [...fromA, ...fromB].filter((index) => !shared.has(index));
}

/** Solves `a x = b` by Gaussian elimination with partial pivoting; `a` is n x n, row-major. */
function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const p = (m[col] as number[])[col] as number;
    if (Math.abs(p) < 1e-14) continue;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = ((m[row] as number[])[col] as number) / p;
      if (factor === 0) continue;
      for (let k = col; k <= n; k++)
        (m[row] as number[])[k] =
          ((m[row] as number[])[k] as number) - factor * ((m[col] as number[])[k] as number);
    }
  }
  return m.map((row, i) => {
    const p = row[i] as number;
    return Math.abs(p) < 1e-14 ? 0 : (row[n] as number) / p;
  });
}

/**
 * How far (mm) each glued flap's corners stand off where its glue holds them on the other panel, at
 * `progress`, the glue holding them as they lie at the end of the fold: the largest over every corner
 * of every glued pair. What the linkage keeps small once the gluer has pressed them.
 */
export function glueGap(
  part: LinkagePart,
  glues: ReadonlyArray<TubeGlue>,
  progress: number,
  stages: number,
): number {
  const held = heldPlacements(part, glues, poseHingeTree(part, 1, stages));
  const pose = poseHingeTree(part, progress, stages);
  let gap = 0;
  for (const { glue, relative, corners } of held) {
    const flap = pose.get(glue.flap);
    const panel = pose.get(glue.panel);
    if (!flap || !panel) continue;
    const target = composeTransforms(panel, relative);
    for (const corner of corners) {
      const d = sub(applyTransform(flap, corner), applyTransform(target, corner));
      gap = Math.max(gap, Math.hypot(...d));
    }
  }
  return gap;
}

/** The part folded as drawn, every hinge at its fold angle (keyed paths left out). */
function foldedPose(part: LinkagePart): Map<string, RigidTransform> {
  const hinges = part.hinges.map(({ keys: _keys, ...hinge }) => hinge);
  return poseHingeTree({ ...part, hinges }, 1, Math.max(1, ...hinges.map((hinge) => hinge.stage + 1)));
}

/** Where each glued flap sits on its panel in `pose` (which the glue then keeps), and its corners. */
function heldPlacements(
  part: LinkagePart,
  glues: ReadonlyArray<TubeGlue>,
  pose: ReadonlyMap<string, RigidTransform>,
) {
  return glues.flatMap((glue) => {
    const flap = pose.get(glue.flap);
    const panel = pose.get(glue.panel);
    const outline = part.panels.find((p) => p.id === glue.flap)?.outline;
    if (!flap || !panel || !outline) return [];
    const corners = outline.map(([x, y]): Vec3 => [x, y, 0]);
    return [{ glue, relative: composeTransforms(invertTransform(panel), flap), corners }];
  });
}

/**
 * A glued tube whose glue also joins flaps across its corners (a crash-lock bottom's webs, glued to
 * the side flaps) erects as a linkage, not as a tree: the hinges between two glued panels cannot turn
 * each on its own. The fold then goes as the carton is made and used. First the webs fold onto their
 * flaps, as the gluer folds them; then the gluer folds the blank flat at the tube's corners that carry
 * the glued flaps (the panel carrying the glue flap first, the last wall down onto it), which glues
 * them, each of these moves in an even share of the two stages; then the packer squares the tube, its
 * corners turning from the flat to square no faster than the bottom they erect lets them (the keys
 * spaced by the most any hinge turns between them), and every hinge between glued panels follows as
 * the glue makes it: at each key the angles that hold
 * each glued flap where the gluer pressed it on its panel, found by Gauss-Newton from the keys before
 * (least squares over the flap's corners); the tube's own glue flap follows its wall so too. Squared,
 * the flaps stand as drawn but for the bottom's slant (`bottomTilt`) and the glued ones where the glue
 * puts them (a crash-lock's webs back out in the bottom's plane, near enough). The rest of the fold comes after, `LINKAGE_STAGES` stages later than drawn.
 * Returns the hinges with their paths and the ply offsets that change (`gluedPlies`, `outwardPlies`),
 * or undefined where no glue crosses a corner of the tube or the glue cannot be held.
 */
export function erectGluedTube(
  part: LinkagePart,
  glues: ReadonlyArray<TubeGlue>,
  stages: number,
): { hinges: LinkagePart['hinges']; stages: number; plyOffsets: Map<string, number> } | undefined {
  const hinges = part.hinges;
  const roleOf = new Map(part.panels.map((panel) => [panel.id, panel.role ?? '']));
  const isCorner = (hinge: TreeHinge) =>
    TUBE_ROLES.has(roleOf.get(hinge.parent) ?? '') && TUBE_ROLES.has(roleOf.get(hinge.child) ?? '');
  const linked = glues.filter((glue) => glue.erectsWithTube);
  const loops = linked.map((glue) => pathBetween(hinges, glue.flap, glue.panel));
  // the corners the glue crosses fold flat in the knocked-down carton; the others stay open
  const flatCorners = new Set(
    loops.flatMap((loop) => loop.filter((index) => isCorner(hinges[index] as TreeHinge))),
  );
  if (flatCorners.size === 0) return undefined;
  const corners = hinges.flatMap((hinge, index) => (isCorner(hinge) ? [index] : []));
  // the tube's own joint follows its wall as the tube squares: its glue flap glued to a wall
  const joints = glues.filter(
    (glue) => roleOf.get(glue.flap) === 'glue_flap' && TUBE_ROLES.has(roleOf.get(glue.panel) ?? ''),
  );
  const tubeGlues = joints.flatMap((joint) =>
    pathBetween(hinges, joint.flap, joint.panel).filter((index) => !isCorner(hinges[index] as TreeHinge)),
  );
  const free = [
    ...new Set([
      ...loops.flatMap((loop) => loop.filter((index) => !isCorner(hinges[index] as TreeHinge))),
      ...tubeGlues,
    ]),
  ];
  const gluing = 1;
  const squaring = gluing + 1;
  const shift = (hinge: LinkageHinge): LinkageHinge => ({
    ...hinge,
    stage: hinge.stage === 0 ? 0 : hinge.stage + LINKAGE_STAGES,
  });
  const out: LinkagePart['hinges'] = hinges.map((hinge) => shift(hinge));
  // the gluer's fold: the corner nearer the root (carrying the glue flap, on the root) turns first
  const depth = (index: number): number => {
    let d = 0;
    for (let at = hinges[index]?.parent; at !== part.root && d < hinges.length; d++)
      at = hinges.find((h) => h.child === at)?.parent;
    return d;
  };
  const flatOrder = [...flatCorners].sort((a, b) => depth(a) - depth(b));
  // the gluer's moves (the webs onto their flaps, then each corner flat) each turn half a turn: they
  // share the time before the squaring evenly, none turning faster than it must
  const move = squaring / (flatOrder.length + 1);
  for (const index of corners) {
    const hinge = hinges[index] as TreeHinge;
    const flat = flatCorners.has(index) ? 180 * (Math.sign(hinge.foldAngle) || 1) : 0;
    const order = flatOrder.indexOf(index);
    const from = order < 0 ? gluing : move * (order + 1);
    const to = order < 0 ? gluing : move * (order + 2);
    out[index] = {
      ...(out[index] as LinkageHinge),
      keys: [
        [from, 0],
        [to, flat],
        [squaring, flat],
        [squaring + 1, hinge.foldAngle],
      ],
    };
  }
  // knocked down, each glued flap lies folded onto the flap that carries it (its drawn fold, the
  // gluer's first), the rest flat in their walls' planes; the glue holds the glued flap where it lies
  // then, the tube's own joint where it lies in the folded box
  const gluedFlaps = new Set(linked.map((glue) => glue.flap));
  const rest: number[] = free.map((index) => {
    const hinge = hinges[index] as TreeHinge;
    return gluedFlaps.has(hinge.child) ? hinge.foldAngle : 0;
  });
  const knockedDown = out.map((hinge, k) => {
    const at = free.indexOf(k);
    return at < 0 ? hinge : { ...hinge, keys: [[0, rest[at] as number]] as Array<[number, number]> };
  });
  const held = [
    ...heldPlacements(
      part,
      linked,
      poseHingeTree(
        { ...part, hinges: knockedDown },
        squaring / (stages + LINKAGE_STAGES),
        stages + LINKAGE_STAGES,
      ),
    ),
    ...heldPlacements(part, joints, foldedPose(part)),
  ];
  // where the flaps the glue does not hold alone are headed: their drawn folds
  const target = free.map((index, j) =>
    gluedFlaps.has((hinges[index] as TreeHinge).child)
      ? (rest[j] as number)
      : (hinges[index] as TreeHinge).foldAngle,
  );
  const total = stages + LINKAGE_STAGES;
  const residual = (angles: number[], time: number): number[] => {
    const trial = out.map((hinge, k) => {
      const at = free.indexOf(k);
      return at < 0 ? hinge : { ...hinge, keys: [[0, angles[at] as number]] as Array<[number, number]> };
    });
    const pose = poseHingeTree({ ...part, hinges: trial }, time / total, total);
    const r: number[] = [];
    for (const { glue, relative, corners: points } of held) {
      const flap = pose.get(glue.flap) as RigidTransform;
      const onPanel = composeTransforms(pose.get(glue.panel) as RigidTransform, relative);
      for (const point of points) r.push(...sub(applyTransform(flap, point), applyTransform(onPanel, point)));
    }
    return r;
  };
  const solveAt = (time: number, guess: number[], held = new Set<number>()): number[] => {
    let angles = [...guess];
    let r = residual(angles, time);
    let cost = r.reduce((sum, v) => sum + v * v, 0);
    let damping = 1e-6;
    for (let iteration = 0; iteration < ITERATIONS && cost > 1e-12; iteration++) {
      const varied = angles.flatMap((_, j) => (held.has(j) ? [] : [j]));
      const columns = varied.map((j) => {
        const moved = [...angles];
        moved[j] = (moved[j] as number) + STEP;
        return residual(moved, time).map((v, i) => (v - (r[i] as number)) / STEP);
      });
      const jtj = columns.map((a) =>
        columns.map((b) => a.reduce((sum, v, i) => sum + v * (b[i] as number), 0)),
      );
      const jtr = columns.map((a) => -a.reduce((sum, v, i) => sum + v * (r[i] as number), 0));
      for (;;) {
        const damped = jtj.map((row, i) => row.map((v, j) => (i === j ? v * (1 + damping) + damping : v)));
        const delta = solveLinear(damped, jtr);
        const next = [...angles];
        varied.forEach((j, at) => {
          next[j] = (next[j] as number) + (delta[at] as number);
        });
        const nextR = residual(next, time);
        const nextCost = nextR.reduce((sum, v) => sum + v * v, 0);
        if (nextCost < cost) {
          angles = next;
          r = nextR;
          cost = nextCost;
          damping = Math.max(1e-9, damping / 10);
          break;
        }
        damping *= 10;
        if (damping > 1e6) return angles;
      }
    }
    return angles;
  };
  // squared, the flaps the glue does not hold alone are where they are drawn, and the glued ones follow;
  // but the bottom's flaps stop a board short of flat, as they came in (`bottomTilt`)
  const ends = new Set(
    free.flatMap((index, j) => (gluedFlaps.has((hinges[index] as TreeHinge).child) ? [] : [j])),
  );
  const flaps = new Set([...ends].filter((j) => !tubeGlues.includes(free[j] as number)));
  const tilt = bottomTilt(
    part,
    [...flaps].map((j) => hinges[free[j] as number] as TreeHinge),
  );
  const squared = target.map((angle, j) => (flaps.has(j) ? angle - Math.sign(angle) * tilt : angle));
  const paths: number[][] = free.map(() => []);
  const shares: number[] = [];
  let previous = rest;
  let before = rest;
  let previousShare = 0;
  let step = 0;
  for (let k = 0; k <= KEYS; k++) {
    const share = 1 - (1 - k / KEYS) ** 2;
    const time = squaring + share;
    // on from the last two keys; out of the flat, toward the drawn folds
    const guess = previous.map((angle, j) =>
      k < 2
        ? angle + ((target[j] as number) - (rest[j] as number)) * (share - previousShare)
        : angle + ((angle - (before[j] as number)) * (share - previousShare)) / step,
    );
    const angles =
      k === 0
        ? rest
        : k === KEYS
          ? solveAt(
              time,
              guess.map((angle, j) => (ends.has(j) ? (squared[j] as number) : angle)),
              ends,
            )
          : solveAt(time, guess);
    // a glue the hinges cannot hold (no linkage after all): the fold is left as drawn
    if (Math.max(0, ...residual(angles, time).map(Math.abs)) > part.board.caliper / 4) return undefined;
    angles.forEach((angle, j) => {
      paths[j]?.push(angle);
    });
    shares.push(share);
    before = previous;
    previous = angles;
    step = share - previousShare;
    previousShare = share;
  }
  // the bottom does not erect evenly with the tube: near square a little more of the tube's turn turns
  // the webs and flaps a lot. So each key comes after the one before by the most a hinge of the linkage
  // (a corner of the tube too) turns between them, which spreads the erecting evenly over the stage,
  // and the corners, their turn no longer even, are keyed with the flaps
  const cornerPaths = corners.map((index) =>
    shares.map((share) => hingeAngle(out[index] as TreeHinge, squaring + share, 1)),
  );
  const turned = [0];
  for (let k = 1; k < shares.length; k++) {
    const most = Math.max(
      ...[...cornerPaths, ...paths].map((path) => Math.abs((path[k] as number) - (path[k - 1] as number))),
    );
    turned.push((turned[k - 1] as number) + most);
  }
  // at a thousandth of a stage, as the scene keeps its keys, so that the corners and the flaps agree there
  const keyTimes = turned.map((t) => squaring + Math.round((t / (turned.at(-1) || 1)) * 1000) / 1000);
  const keyed = (angles: number[]) =>
    angles.map((angle, k): [number, number] => [keyTimes[k] as number, angle]);
  corners.forEach((index, c) => {
    const hinge = out[index] as LinkageHinge;
    const before = (hinge.keys ?? []).filter(([time]) => time < squaring);
    out[index] = { ...hinge, keys: [...before, ...keyed(cornerPaths[c] as number[])] };
  });
  free.forEach((index, j) => {
    const hinge = out[index] as LinkageHinge;
    const before: Array<[number, number]> =
      rest[j] !== 0
        ? [
            [0, 0],
            [move, rest[j] as number],
          ]
        : [];
    out[index] = { ...hinge, stage: squaring, keys: [...before, ...keyed(paths[j] ?? [])] };
  });
  const plyOffsets = gluedPlies(part, linked);
  for (const [id, offset] of outwardPlies(part, plyOffsets))
    if (!plyOffsets.has(id)) plyOffsets.set(id, offset);
  return { hinges: out, stages: total, plyOffsets };
}

/**
 * How far (degrees) a crash-lock bottom's flaps stop short of flat: their tips a board outside the
 * bottom's plane, the flap reaching furthest from its wall setting it for all. Squaring the tube brings
 * the flaps in together, at one slant, where each lies inside a neighbour just where it is nearer its
 * own wall than the neighbour is to its own: their cut edges (the webs' creases, the side flaps' slants,
 * the tongues' steps) run where the two are as near. So they lie in a pinwheel all the way in, which
 * flat plies in one plane cannot show (each flap inside one neighbour and outside the other) and
 * plies a board apart pass through as the slant runs out; at one slant all the way home they
 * never do. The glue holds: at square the webs' creases and the flaps' hinges lie in one plane, where
 * the webs take up the slant.
 */
function bottomTilt(part: LinkagePart, flaps: ReadonlyArray<TreeHinge>): number {
  let reach = 0;
  for (const { child, start, end } of flaps) {
    const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
    for (const [x, y] of part.panels.find((panel) => panel.id === child)?.outline ?? [])
      reach = Math.max(reach, Math.abs((x - start[0]) * dy - (y - start[1]) * dx) / Math.hypot(dx, dy));
  }
  return reach > 0 ? (Math.atan(part.board.caliper / reach) * 180) / Math.PI : 0;
}

/**
 * Knocked down, the carton's layers lie face to face: a ply stacked inward of the plane it ends in
 * would come up through the layer lying on it (a gable's gusset through the roof over it) as the tube
 * squares. So in every plane of the folded carton that no wall holds, the plies keep their order but
 * stack outward from the plane, the innermost in it. Answers the offsets that change.
 */
function outwardPlies(part: LinkagePart, fixed: ReadonlyMap<string, number>): Map<string, number> {
  const folded = foldedPose(part);
  const posed = part.panels.flatMap((panel) => {
    const transform = folded.get(panel.id);
    if (!transform) return [];
    const points = panel.outline.map(([x, y]) => applyTransform(transform, [x, y, 0]));
    const centroid = points
      .reduce<Vec3>((sum, p) => [sum[0] + p[0], sum[1] + p[1], sum[2] + p[2]], [0, 0, 0])
      .map((v) => v / points.length) as Vec3;
    return [{ panel, normal: normalOf(transform), origin: transform.translation, centroid, points }];
  });
  const all = posed.flatMap((p) => p.points);
  const centre = [0, 1, 2].map((k) => all.reduce((sum, p) => sum + (p[k] as number), 0) / all.length) as Vec3;
  const t = part.board.caliper;
  const changed = new Map<string, number>();
  const grouped = new Set<string>();
  for (const p of posed) {
    if (grouped.has(p.panel.id) || fixed.has(p.panel.id)) continue;
    const plane = posed.filter(
      (q) =>
        !grouped.has(q.panel.id) &&
        Math.abs(Math.abs(dot(p.normal, q.normal)) - 1) < 1e-6 &&
        Math.abs(dot(p.normal, sub(q.origin, p.origin))) < 1e-3,
    );
    for (const q of plane) grouped.add(q.panel.id);
    if (plane.some((q) => TUBE_ROLES.has(q.panel.role ?? '') || fixed.has(q.panel.id))) continue;
    const outward = (q: (typeof plane)[number]) => (dot(q.normal, sub(q.centroid, centre)) >= 0 ? 1 : -1);
    const level = (q: (typeof plane)[number]) => q.panel.plyOffset * outward(q);
    const innermost = Math.min(...plane.map(level));
    if (innermost >= -t / 10) continue;
    for (const q of plane) changed.set(q.panel.id, (level(q) - innermost) * outward(q));
  }
  return changed;
}

/**
 * Ply offsets for the panels a linkage glues. A crash-lock bottom's flaps lie in a pinwheel, each over
 * one neighbour and under the next, which no stack of planes can show: they lie in one ply, apart by
 * their slant (`bottomTilt`). Each glued flap (a web) lies half a board inside the panel it is glued
 * to, on whose inner face the gluer pressed it; squared, its printed face looks out of the box with
 * its carrier's, so inside is against it.
 */
function gluedPlies(part: LinkagePart, linked: ReadonlyArray<TubeGlue>): Map<string, number> {
  const offsets = new Map<string, number>();
  for (const glue of linked) {
    offsets.set(part.hinges.find((h) => h.child === glue.flap)?.parent ?? glue.flap, 0);
    offsets.set(glue.panel, 0);
    offsets.set(glue.flap, -part.board.caliper / 2);
  }
  return offsets;
}

/**
 * Erects every part of a scene whose glue crosses its tube's corners (`erectGluedTube`), in place:
 * its hinges take their paths and its glued plies their offsets. The other parts' later stages move
 * on with them. Returns the scene's stages.
 */
export function erectGluedTubes<P extends LinkagePart>(
  parts: P[],
  gluesOf: ReadonlyArray<ReadonlyArray<TubeGlue>>,
  stages: number,
): number {
  const erected = parts.map((part, index) => erectGluedTube(part, gluesOf[index] ?? [], stages));
  if (erected.every((result) => !result)) return stages;
  parts.forEach((part, index) => {
    const result = erected[index];
    if (!result) {
      part.hinges = part.hinges.map((hinge) =>
        hinge.stage === 0 ? hinge : { ...hinge, stage: hinge.stage + LINKAGE_STAGES },
      );
      return;
    }
    part.hinges = result.hinges as P['hinges'];
    for (const panel of part.panels) {
      const offset = result.plyOffsets.get(panel.id);
      if (offset !== undefined) panel.plyOffset = Math.round(offset * 1000) / 1000 + 0;
    }
  });
  return stages + LINKAGE_STAGES;
}
