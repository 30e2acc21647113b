import {
  applyTransform,
  composeTransforms,
  type HingeTree,
  IDENTITY,
  poseHingeTree,
  type RigidTransform,
  type Vec3,
} from '../panel-graph/fold-model';

// The pose of a whole mockup scene as a viewer draws it, in the viewer's axes: y up, the ground at
// y = 0, the assembled box's front toward +z. Only the rigid-motion maths: a viewer bundle that
// imports it leaves the catalog and clipper out.

/** A panel of a scene: its part's number (1-based) and its id. */
export interface ScenePanelRef {
  part: number;
  panel: string;
}

/**
 * How the assembled box stands: `transform` (applied to every part after its placement, at progress
 * 1) turns the `base` panel's outward normal down (-y) and the `front` panel's toward +z, and puts the
 * box on the ground (y = 0) centred on the y axis.
 */
export interface SceneStand {
  base: ScenePanelRef;
  front: ScenePanelRef;
  transform: RigidTransform;
}

/** What posing a scene reads of it (a `MockupScene`, or one of an older description without a stand). */
export interface PosableScene {
  stages: number;
  stand?: SceneStand;
  parts: ReadonlyArray<
    Omit<HingeTree, 'panels'> & {
      partNumber: number;
      board: { caliper: number };
      panels: ReadonlyArray<{
        id: string;
        outline: ReadonlyArray<readonly [number, number]>;
        plyOffset: number;
      }>;
      placement: RigidTransform;
      flatPlacement?: RigidTransform;
    }
  >;
}

type Quaternion = [number, number, number, number];

function toQuaternion(r: RigidTransform['rotation']): Quaternion {
  const [m00, m01, m02, m10, m11, m12, m20, m21, m22] = r;
  const trace = m00 + m11 + m22;
  let q: Quaternion;
  if (trace > 0) {
    const s = 0.5 / Math.sqrt(trace + 1);
    q = [(m21 - m12) * s, (m02 - m20) * s, (m10 - m01) * s, 0.25 / s];
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    q = [0.25 * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s];
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    q = [(m01 + m10) / s, 0.25 * s, (m12 + m21) / s, (m02 - m20) / s];
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    q = [(m02 + m20) / s, (m12 + m21) / s, 0.25 * s, (m10 - m01) / s];
  }
  const length = Math.hypot(...q);
  return q.map((v) => v / length) as Quaternion;
}

function fromQuaternion([x, y, z, w]: Quaternion): RigidTransform['rotation'] {
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ];
}

function slerp(a: Quaternion, b: Quaternion, t: number): Quaternion {
  let cos = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
  const to = cos < 0 ? (b.map((v) => -v) as Quaternion) : b;
  cos = Math.abs(cos);
  if (cos > 0.9995) {
    const q = a.map((v, k) => v + ((to[k] as number) - v) * t) as Quaternion;
    const length = Math.hypot(...q);
    return q.map((v) => v / length) as Quaternion;
  }
  const angle = Math.acos(cos);
  const sa = Math.sin((1 - t) * angle) / Math.sin(angle);
  const sb = Math.sin(t * angle) / Math.sin(angle);
  return a.map((v, k) => v * sa + (to[k] as number) * sb) as Quaternion;
}

/**
 * The rigid motion `t` of the way from `from` to `to` (0 at `from`, 1 at `to`): the rotation by
 * spherical interpolation, the point `pivot` (in the moved frame) along a straight line.
 */
export function interpolateTransform(
  from: RigidTransform,
  to: RigidTransform,
  t: number,
  pivot: Vec3 = [0, 0, 0],
): RigidTransform {
  if (t <= 0) return from;
  if (t >= 1) return to;
  const rotation = fromQuaternion(slerp(toQuaternion(from.rotation), toQuaternion(to.rotation), t));
  const a = applyTransform(from, pivot);
  const b = applyTransform(to, pivot);
  const turned = applyTransform({ rotation, translation: [0, 0, 0] }, pivot);
  return {
    rotation,
    translation: [0, 1, 2].map(
      (k) => (a[k] as number) + ((b[k] as number) - (a[k] as number)) * t - (turned[k] as number),
    ) as Vec3,
  };
}

/**
 * Eased share of the way from the flat layout to the standing box at fold `progress`: the blank
 * rises (or turns over) over the first half of its first stage, so that the rest of the folding
 * happens on a box that already stands on its base.
 */
const standing = (progress: number, stages: number) => {
  const p = Math.min(1, Math.max(0, 2 * progress * Math.max(1, stages)));
  return p * p * (3 - 2 * p);
};

function flatCentre(part: PosableScene['parts'][number]): Vec3 {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const panel of part.panels) {
    for (const [x, y] of panel.outline) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return Number.isFinite(minX) ? [(minX + maxX) / 2, (minY + maxY) / 2, 0] : [0, 0, 0];
}

/**
 * Where every panel of a scene sits at fold `progress` (0 flat, 1 folded), per part in scene order:
 * each part folds by its own hinge tree (`poseHingeTree`), then moves by the way from its flat
 * placement (the blank on the ground, printed face up, beside the other parts) to its placement in
 * the standing box (the scene's stand after the part's placement), eased over the first half of the first stage; each
 * panel is then pushed along its posed normal by its ply offset, and the whole is lifted so that its
 * lowest point (either face of the board) touches the ground, y = 0. A scene without a stand (an older
 * description) is posed as its parts' placements put it, lifted onto the ground too.
 */
export function poseMockupScene(scene: PosableScene, progress: number): Array<Map<string, RigidTransform>> {
  const stand = scene.stand?.transform ?? IDENTITY;
  const share = standing(progress, scene.stages);
  let lowest = Number.POSITIVE_INFINITY;
  const posed = scene.parts.map((part) => {
    const assembled = composeTransforms(stand, part.placement);
    const whole = part.flatPlacement
      ? interpolateTransform(part.flatPlacement, assembled, share, flatCentre(part))
      : assembled;
    const offsets = new Map(part.panels.map((panel) => [panel.id, panel.plyOffset]));
    const placed = new Map<string, RigidTransform>();
    for (const [id, transform] of poseHingeTree(part, progress, scene.stages)) {
      const moved = composeTransforms(whole, transform);
      const offset = offsets.get(id) ?? 0;
      const r = moved.rotation;
      // the posed normal is the rotation's third column: where the flat +z went
      placed.set(id, {
        rotation: r,
        translation: [
          moved.translation[0] + r[2] * offset,
          moved.translation[1] + r[5] * offset,
          moved.translation[2] + r[8] * offset,
        ],
      });
    }
    for (const panel of part.panels) {
      const t = placed.get(panel.id);
      if (!t) continue;
      for (const [x, y] of panel.outline) {
        for (const z of [0, -part.board.caliper]) lowest = Math.min(lowest, applyTransform(t, [x, y, z])[1]);
      }
    }
    return placed;
  });
  if (!Number.isFinite(lowest) || lowest === 0) return posed;
  for (const placed of posed) {
    for (const [id, t] of placed) {
      placed.set(id, {
        rotation: t.rotation,
        translation: [t.translation[0], t.translation[1] - lowest, t.translation[2]],
      });
    }
  }
  return posed;
}

/** The posed outward normal of a panel (where its printed face looks). */
export const posedNormal = (t: RigidTransform): Vec3 => [t.rotation[2], t.rotation[5], t.rotation[8]];
