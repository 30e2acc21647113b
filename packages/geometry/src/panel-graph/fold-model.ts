import { flattenLoop, type Point } from '../primitives/segment';
import type { Hinge, PanelGraph } from './panel-graph';

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
  const turned = applyTransform({ rotation, translation: [0, 0, 0] }, origin);
  return { rotation, translation: [origin[0] - turned[0], origin[1] - turned[1], origin[2] - turned[2]] };
}

function centroid(points: Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/**
 * The signed rotation of a hinge's child: the printed face of the flat blank looks toward +z, and a
 * positive fold angle turns the child toward -z, the inside of the box.
 */
function hingeRotation(hinge: Hinge, childCentre: Point, amount: number): RigidTransform {
  const dx = hinge.end.x - hinge.start.x;
  const dy = hinge.end.y - hinge.start.y;
  const length = Math.hypot(dx, dy);
  const childOnLeft = dx * (childCentre.y - hinge.start.y) - dy * (childCentre.x - hinge.start.x) > 0;
  const angle = ((hinge.foldAngle * Math.PI) / 180) * amount * (childOnLeft ? -1 : 1);
  return rotationAbout([hinge.start.x, hinge.start.y, 0], [dx / length, dy / length, 0], angle);
}

export interface FoldOptions {
  /** 0 is the flat blank, 1 fully folded; stages fold one after another in between. */
  progress?: number;
}

/**
 * Poses the panel tree: breadth-first from the root, each child's transform is its parent's
 * composed with the rotation about their hinge.
 */
export function poseFoldModel(graph: PanelGraph, options: FoldOptions = {}): Map<string, RigidTransform> {
  const progress = options.progress ?? 1;
  const stages = Math.max(1, ...graph.hinges.map((hinge) => hinge.stage + 1));
  const centres = new Map(graph.panels.map((panel) => [panel.id, centroid(flattenLoop(panel.outline))]));
  const transforms = new Map<string, RigidTransform>([[graph.root, IDENTITY]]);
  const queue = [graph.root];
  while (queue.length > 0) {
    const parent = queue.shift() as string;
    for (const hinge of graph.hinges.filter((h) => h.parent === parent)) {
      if (transforms.has(hinge.child)) throw new Error(`panel ${hinge.child} has two parents`);
      const amount = Math.min(1, Math.max(0, progress * stages - hinge.stage));
      const local = hingeRotation(hinge, centres.get(hinge.child) as Point, amount);
      transforms.set(hinge.child, composeTransforms(transforms.get(parent) as RigidTransform, local));
      queue.push(hinge.child);
    }
  }
  const unreached = graph.panels.filter((panel) => !transforms.has(panel.id)).map((panel) => panel.id);
  if (unreached.length > 0) throw new Error(`panels not joined to the root: ${unreached.join(', ')}`);
  return transforms;
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
