import type { MockupScenePart, RigidTransform, Vec3 } from '@diecut/geometry';

// The viewer's own copy of geometry's `poseFoldModel` (tests hold the two equal): importing the engine
// would bundle the template catalog and clipper into every mockup page.

/** What posing reads of a part: a hinge tree over panels with flat outlines. */
export type FoldablePart = Pick<MockupScenePart, 'root' | 'hinges'> & {
  panels: ReadonlyArray<Pick<MockupScenePart['panels'][number], 'id' | 'outline'>>;
};

/** What placing reads of a part: its hinge tree, its placement and each panel's ply offset. */
export type PlaceablePart = Pick<MockupScenePart, 'root' | 'hinges' | 'placement'> & {
  panels: ReadonlyArray<Pick<MockupScenePart['panels'][number], 'id' | 'outline' | 'plyOffset'>>;
};

export const IDENTITY_TRANSFORM: RigidTransform = {
  rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  translation: [0, 0, 0],
};

export function applyRigid(t: RigidTransform, p: Vec3): Vec3 {
  const r = t.rotation;
  return [
    r[0] * p[0] + r[1] * p[1] + r[2] * p[2] + t.translation[0],
    r[3] * p[0] + r[4] * p[1] + r[5] * p[2] + t.translation[1],
    r[6] * p[0] + r[7] * p[1] + r[8] * p[2] + t.translation[2],
  ];
}

/** `outer` after `inner`. */
export function composeRigid(outer: RigidTransform, inner: RigidTransform): RigidTransform {
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
  return { rotation, translation: applyRigid(outer, inner.translation) };
}

/** Rotation by `angle` (radians, right-hand rule) about the line through `origin` along unit `axis`. */
function rotationAbout(origin: Vec3, axis: Vec3, angle: number): RigidTransform {
  const [x, y, z] = axis;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
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
  const turned = applyRigid({ rotation, translation: [0, 0, 0] }, origin);
  return { rotation, translation: [origin[0] - turned[0], origin[1] - turned[1], origin[2] - turned[2]] };
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

/** How far a hinge of `stage` has turned at `progress`, 0..1: stages fold one after another. */
export function hingeAmount(progress: number, stages: number, stage: number): number {
  return Math.min(1, Math.max(0, progress * stages - stage));
}

/**
 * Transforms of a part's panels at fold `progress` (0 flat, 1 folded), before its placement. The fold
 * turns the child toward -z whichever side of the hinge's start->end it lies on: the sign flips with
 * the side of the child's centre.
 */
export function posePart(part: FoldablePart, progress: number, stages: number): Map<string, RigidTransform> {
  const centres = new Map(part.panels.map((panel) => [panel.id, vertexMean(panel.outline)]));
  const transforms = new Map<string, RigidTransform>([[part.root, IDENTITY_TRANSFORM]]);
  const queue = [part.root];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const parentTransform = transforms.get(next) as RigidTransform;
    for (const hinge of part.hinges) {
      if (hinge.parent !== next || transforms.has(hinge.child)) continue;
      const [sx, sy] = hinge.start;
      const dx = hinge.end[0] - sx;
      const dy = hinge.end[1] - sy;
      const length = Math.hypot(dx, dy);
      const [cx, cy] = centres.get(hinge.child) ?? [sx, sy];
      const childOnLeft = dx * (cy - sy) - dy * (cx - sx) > 0;
      const angle =
        ((hinge.foldAngle * Math.PI) / 180) *
        hingeAmount(progress, stages, hinge.stage) *
        (childOnLeft ? -1 : 1);
      const local = rotationAbout([sx, sy, 0], [dx / length, dy / length, 0], angle);
      transforms.set(hinge.child, composeRigid(parentTransform, local));
      queue.push(hinge.child);
    }
  }
  return transforms;
}

/**
 * Where each panel of a scene part sits in the assembled box at `progress`: folded by its own hinge
 * tree, moved by the part's placement, then pushed along its posed normal by its ply offset so that
 * stacked plies lie a board apart.
 */
export function placePart(
  part: PlaceablePart,
  progress: number,
  stages: number,
): Map<string, RigidTransform> {
  const placed = new Map<string, RigidTransform>();
  const offsets = new Map(part.panels.map((panel) => [panel.id, panel.plyOffset]));
  for (const [id, transform] of posePart(part, progress, stages)) {
    const moved = composeRigid(part.placement, transform);
    const offset = offsets.get(id) ?? 0;
    const r = moved.rotation;
    // the posed normal is the rotation's third column: where the flat +z went
    const normal: Vec3 = [r[2], r[5], r[8]];
    placed.set(id, {
      rotation: moved.rotation,
      translation: [
        moved.translation[0] + normal[0] * offset,
        moved.translation[1] + normal[1] * offset,
        moved.translation[2] + normal[2] * offset,
      ],
    });
  }
  return placed;
}
