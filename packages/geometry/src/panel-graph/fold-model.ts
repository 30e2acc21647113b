import { flattenLoop, hypot, loopPoints, loopPointsXY, type Segment } from '../primitives/segment';
import type { Hinge, Panel, PanelGraph } from './panel-graph';

export type Vec3 = [number, number, number];

/** A rigid motion: rotation (row-major 3x3) then translation. */
export interface RigidTransform {
  rotation: [number, number, number, number, number, number, number, number, number];
  translation: Vec3;
}

export const IDENTITY: RigidTransform = { rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1], translation: [0, 0, 0] };

export function applyTransform(t: RigidTransform, p: Vec3): Vec3 {
  const r = t.rotation;
  return [
    r[0] * p[0] + r[1] * p[1] + r[2] * p[2] + t.translation[0],
    r[3] * p[0] + r[4] * p[1] + r[5] * p[2] + t.translation[1],
    r[6] * p[0] + r[7] * p[1] + r[8] * p[2] + t.translation[2],
  ];
}

/** The inverse of a rigid transform (rotation transposed): from posed space back to a panel's flat frame. */
export function invertTransform(t: RigidTransform): RigidTransform {
  const r = t.rotation;
  const rotation: RigidTransform['rotation'] = [r[0], r[3], r[6], r[1], r[4], r[7], r[2], r[5], r[8]];
  const moved = applyTransform({ rotation, translation: [0, 0, 0] }, t.translation);
  return { rotation, translation: [-moved[0], -moved[1], -moved[2]] };
}

/** `outer` after `inner`: a point moved by inner, then by outer. */
export function composeTransforms(outer: RigidTransform, inner: RigidTransform): RigidTransform {
  const a = outer.rotation;
  const b = inner.rotation;
  const rotation = [0, 0, 0, 0, 0, 0, 0, 0, 0] as RigidTransform['rotation'];
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += (a[i * 3 + k] as number) * (b[k * 3 + j] as number);
      rotation[i * 3 + j] = sum;
    }
  }
  return { rotation, translation: applyTransform(outer, inner.translation) };
}

/** Rotation by `angleRad` about the axis through `origin` along unit `axis` (right-hand rule). */
export function rotationAbout(origin: Vec3, axis: Vec3, angleRad: number): RigidTransform {
  const [x, y, z] = axis;
  const c = Math.cos(angleRad);
  const s = Math.sin(angleRad);
  const k = 1 - c;
  const rotation: RigidTransform['rotation'] = [
    c + x * x * k,
    x * y * k - z * s,
    x * z * k + y * s,
    y * x * k + z * s,
    c + y * y * k,
    y * z * k - x * s,
    z * x * k - y * s,
    z * y * k + x * s,
    c + z * z * k,
  ];
  // applyTransform({ rotation, translation: [0, 0, 0] }, origin), written out: no transform, no
  // zero translation and no turned point made for every hinge a pose turns about
  const [ox, oy, oz] = origin;
  return {
    rotation,
    translation: [
      ox - (rotation[0] * ox + rotation[1] * oy + rotation[2] * oz + 0),
      oy - (rotation[3] * ox + rotation[4] * oy + rotation[5] * oz + 0),
      oz - (rotation[6] * ox + rotation[7] * oy + rotation[8] * oz + 0),
    ],
  };
}

/** A hinge as plain data: the child turns about the edge `start`->`end` of the flat blank, mm. */
export interface TreeHinge {
  parent: string;
  child: string;
  start: readonly [number, number];
  end: readonly [number, number];
  /** Degrees; positive folds the child toward -z, into the box. */
  foldAngle: number;
  /** Folding order: the hinges of stage k turn while progress runs over the k-th of the stages. */
  stage: number;
  /**
   * A path instead of the stage's even turn: [stage time, degrees] pairs in order, stage time being
   * progress x stages (so 2.5 is halfway through stage 2), the angle linear between them and held
   * before the first and after the last, which is `foldAngle`. A tuck rides its lid's closing this way,
   * folded past square and then slid down inside its wall.
   */
  keys?: ReadonlyArray<readonly [number, number]> | undefined;
}

/**
 * What a pose reads of a part: its root panel, each panel's flat outline (mm, printed face toward +z;
 * its vertex mean says which side of a hinge the panel lies on) and the hinges joining them. A mockup
 * scene's part is one as it stands; `poseFoldModel` reads a panel graph as one.
 */
export interface HingeTree {
  root: string;
  panels: ReadonlyArray<{ id: string; outline: ReadonlyArray<readonly [number, number]> }>;
  hinges: ReadonlyArray<TreeHinge>;
}

export interface HingeTreePoseOptions {
  /**
   * Throw on a panel reached twice, a hinge to no panel, or a panel not joined to the root, as a
   * panel graph must not have them. Without it (a viewer drawing what it was sent), the first hinge to
   * reach a panel wins, a hinge to no panel turns about its edge as if the child lay right of it, and
   * a panel the root does not reach is left out of the pose.
   */
  strict?: boolean;
}

function vertexMean(outline: ReadonlyArray<readonly [number, number]>): [number, number] {
  let x = 0;
  let y = 0;
  for (const point of outline) {
    x += point[0];
    y += point[1];
  }
  return [x / outline.length, y / outline.length];
}

/** How far a hinge has turned at `progress`, degrees: its stage's share of its fold, or its keyed path. */
export function hingeAngle(
  hinge: Pick<TreeHinge, 'foldAngle' | 'stage' | 'keys'>,
  progress: number,
  stages: number,
): number {
  const time = progress * stages;
  const keys = hinge.keys;
  if (!keys || keys.length === 0) return hinge.foldAngle * Math.min(1, Math.max(0, time - hinge.stage));
  const first = keys[0] as readonly [number, number];
  if (time <= first[0]) return first[1];
  for (let i = 1; i < keys.length; i++) {
    const [t1, a1] = keys[i] as readonly [number, number];
    if (time > t1) continue;
    const [t0, a0] = keys[i - 1] as readonly [number, number];
    return t1 === t0 ? a1 : a0 + ((a1 - a0) * (time - t0)) / (t1 - t0);
  }
  return (keys[keys.length - 1] as readonly [number, number])[1];
}

/**
 * Poses a hinge tree at `progress` (0 the flat blank, 1 folded) over `stages` folding stages:
 * breadth-first from the root, each child's transform is its parent's composed with the rotation about
 * their hinge by `foldAngle * clamp(progress * stages - stage, 0, 1)` (or its keyed path, `hingeAngle`). The printed face of the flat
 * blank looks toward +z, and a positive fold angle turns the child toward -z, the inside of the box,
 * whichever side of the hinge's start->end it lies on: the sign flips with the side of its centre.
 * The one pose of the engine (`poseFoldModel`, `assembleParts`, `plyOffsets`) and of the viewer.
 */
export function poseHingeTree(
  tree: HingeTree,
  progress: number,
  stages: number,
  options: HingeTreePoseOptions = {},
): Map<string, RigidTransform> {
  const centres = new Map(tree.panels.map((panel) => [panel.id, vertexMean(panel.outline)]));
  const transforms = new Map<string, RigidTransform>([[tree.root, IDENTITY]]);
  const queue = [tree.root];
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    const parentTransform = transforms.get(parent) as RigidTransform;
    for (const hinge of tree.hinges) {
      if (hinge.parent !== parent) continue;
      if (transforms.has(hinge.child)) {
        if (options.strict) throw new Error(`panel ${hinge.child} has two parents`);
        continue;
      }
      const centre = centres.get(hinge.child);
      if (!centre && options.strict) throw new Error(`hinge ${hinge.parent}-${hinge.child} joins no panel`);
      transforms.set(
        hinge.child,
        composeTransforms(
          parentTransform,
          hingeTurn(
            hinge.start[0],
            hinge.start[1],
            hinge.end[0],
            hinge.end[1],
            centre,
            hingeAngle(hinge, progress, stages),
          ),
        ),
      );
      queue.push(hinge.child);
    }
  }
  if (options.strict) {
    const unreached = tree.panels.filter((panel) => !transforms.has(panel.id)).map((panel) => panel.id);
    if (unreached.length > 0) throw new Error(`panels not joined to the root: ${unreached.join(', ')}`);
  }
  return transforms;
}

/**
 * A child's turn by `degrees` about its hinge from (sx, sy) to (ex, ey), toward -z whichever side of
 * the hinge its centre lies: the hinge's ends as numbers, whether a tree's pairs or a graph's points.
 */
function hingeTurn(
  sx: number,
  sy: number,
  ex: number,
  ey: number,
  centre: readonly [number, number] | undefined,
  degrees: number,
): RigidTransform {
  const dx = ex - sx;
  const dy = ey - sy;
  // hypot: Math.hypot's numbers without the list of its arguments V8 makes on every call
  const length = hypot(dx, dy);
  const [cx, cy] = centre ?? [sx, sy];
  const childOnLeft = dx * (cy - sy) - dy * (cx - sx) > 0;
  const angle = ((degrees * Math.PI) / 180) * (childOnLeft ? -1 : 1);
  return rotationAbout([sx, sy, 0], [dx / length, dy / length, 0], angle);
}

/**
 * The folded pose of a few panels alone, each exactly as `poseFoldModel` gives it (its parent's
 * transform composed with its hinge's turn, from the root down), for a caller that needs two panels
 * of a graph and not the whole tree. A graph that is no tree is posed whole, which throws as
 * `poseFoldModel` does.
 */
export function panelPoser(graph: PanelGraph): (panelId: string) => RigidTransform {
  const stages = foldStages(graph);
  // each panel's hinge to its parent, found by a loop where asked (no map of them all): a tree has at
  // most one, the root none
  const { hinges } = graph;
  let tree = true;
  for (let h = 0; h < hinges.length; h++) {
    const hinge = hinges[h] as Hinge;
    if (!hinge.closesLoop && (hinge.child === graph.root || parentHingeOf(hinges, hinge.child, h)))
      tree = false;
  }
  const transforms = new Map<string, RigidTransform>([[graph.root, IDENTITY]]);
  const poseOf = (panelId: string, depth: number): RigidTransform | undefined => {
    const known = transforms.get(panelId);
    if (known) return known;
    const hinge = parentHingeOf(hinges, panelId, hinges.length);
    let panel: Panel | undefined;
    // a loop, not find: no closure made for every panel posed
    for (let p = 0; p < graph.panels.length && !panel; p++)
      if ((graph.panels[p] as Panel).id === panelId) panel = graph.panels[p];
    if (!hinge || !panel || depth > graph.panels.length) return undefined;
    const parent = poseOf(hinge.parent, depth + 1);
    if (!parent) return undefined;
    const turn = hingeTurn(
      hinge.start.x,
      hinge.start.y,
      hinge.end.x,
      hinge.end.y,
      outlineMean(panel.outline),
      hingeAngle(hinge, 1, stages),
    );
    const transform = composeTransforms(parent, turn);
    transforms.set(panelId, transform);
    return transform;
  };
  let whole: Map<string, RigidTransform> | undefined;
  return (panelId) => {
    const transform = tree ? poseOf(panelId, 0) : undefined;
    if (transform) return transform;
    whole ??= poseFoldModel(graph);
    const posed = whole.get(panelId);
    if (!posed) throw new Error(`no panel ${panelId}`);
    return posed;
  };
}

/** The first of the first `count` hinges that joins `child` to its parent in the fold tree. */
function parentHingeOf(hinges: readonly Hinge[], child: string, count: number): Hinge | undefined {
  for (let h = 0; h < count; h++) {
    const hinge = hinges[h] as Hinge;
    if (hinge.child === child && !hinge.closesLoop) return hinge;
  }
  return undefined;
}

/**
 * The mean of an outline's flattened points (`flattenLoop`), as `vertexMean` takes it of a hinge
 * tree's outline: summed from the shared pairs, no point or list made.
 */
function outlineMean(outline: Segment[]): [number, number] {
  const count = loopPoints(outline, 5);
  const xy = loopPointsXY();
  let x = 0;
  let y = 0;
  for (let k = 0; k < count; k++) {
    x += xy[2 * k] as number;
    y += xy[2 * k + 1] as number;
  }
  return [x / count, y / count];
}

/** A panel graph as the hinge tree a pose reads: outlines flattened, points as pairs. */
export function hingeTreeOf(graph: PanelGraph): HingeTree {
  return {
    root: graph.root,
    panels: graph.panels.map((panel) => ({
      id: panel.id,
      outline: flattenLoop(panel.outline).map((p): [number, number] => [p.x, p.y]),
    })),
    // a crease that closes a loop joins panels the tree already places
    hinges: graph.hinges.filter((hinge) => !hinge.closesLoop).map(treeHingeOf),
  };
}

/** A panel graph's hinge as a hinge tree holds it: its ends as pairs. */
function treeHingeOf(hinge: PanelGraph['hinges'][number]): TreeHinge {
  return {
    parent: hinge.parent,
    child: hinge.child,
    start: [hinge.start.x, hinge.start.y],
    end: [hinge.end.x, hinge.end.y],
    foldAngle: hinge.foldAngle,
    stage: hinge.stage,
  };
}

/** Folding stages of a graph: one more than its last hinge's stage, at least 1. */
export function foldStages(graph: Pick<PanelGraph, 'hinges'>): number {
  // a loop, not a spread of a mapped list: asked for every rule check's glue lands
  let stages = 1;
  for (let h = 0; h < graph.hinges.length; h++)
    stages = Math.max(stages, (graph.hinges[h] as Hinge).stage + 1);
  return stages;
}

export interface FoldOptions {
  /** 0 is the flat blank, 1 fully folded; stages fold one after another in between. */
  progress?: number;
}

/**
 * Poses the panel tree (`poseHingeTree` of the graph, strict) over the graph's own stages: throws on a
 * panel with two parents or one not joined to the root.
 */
export function poseFoldModel(graph: PanelGraph, options: FoldOptions = {}): Map<string, RigidTransform> {
  return poseHingeTree(hingeTreeOf(graph), options.progress ?? 1, foldStages(graph), { strict: true });
}

/** A panel's outline in 3D under a pose. */
export function posedOutline(graph: PanelGraph, pose: Map<string, RigidTransform>, panelId: string): Vec3[] {
  const panel = graph.panels.find((p) => p.id === panelId);
  const transform = pose.get(panelId);
  if (!panel || !transform) throw new Error(`no panel ${panelId}`);
  return flattenLoop(panel.outline).map((p) => applyTransform(transform, [p.x, p.y, 0]));
}

/** A move by (x, y, z), mm. */
export const translation = (x: number, y: number, z: number): RigidTransform => ({
  rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  translation: [x, y, z],
});

/** A half turn about the x axis through the origin: a part turned face down (a lid over its base). */
export const HALF_TURN_ABOUT_X: RigidTransform = {
  rotation: [1, 0, 0, 0, -1, 0, 0, 0, -1],
  translation: [0, 0, 0],
};

/** A piece of a multi-part box: its graph and where its root panel sits in the assembly. */
export interface AssemblyPart {
  name: string;
  graph: PanelGraph;
  placement?: RigidTransform;
}

/**
 * Poses every part of a multi-part box in one scene: each part folds by its own tree, then moves by
 * its placement. Answers per part the transform of each of its panels.
 */
export function assembleParts(
  parts: readonly AssemblyPart[],
  options: FoldOptions = {},
): Array<{ name: string; pose: Map<string, RigidTransform> }> {
  return parts.map((part) => {
    const placement = part.placement ?? IDENTITY;
    const pose = new Map<string, RigidTransform>();
    for (const [id, transform] of poseFoldModel(part.graph, options))
      pose.set(id, composeTransforms(placement, transform));
    return { name: part.name, pose };
  });
}
