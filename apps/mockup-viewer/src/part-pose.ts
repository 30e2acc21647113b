import {
  applyTransform,
  composeTransforms,
  IDENTITY_TRANSFORM,
  type MockupScenePart,
  type RigidTransform,
  rotationAbout,
  type Vec3,
} from '@diecut/geometry';

// The viewer poses a scene's plain data rather than a panel graph, so the tree walk is its own (tests
// hold it equal to geometry's `poseFoldModel`); the rigid-motion maths is geometry's, which the
// bundle tree-shakes down to those few functions, leaving the catalog and clipper out.

/** What posing reads of a part: a hinge tree over panels with flat outlines. */
export type FoldablePart = Pick<MockupScenePart, 'root' | 'hinges'> & {
  panels: ReadonlyArray<Pick<MockupScenePart['panels'][number], 'id' | 'outline'>>;
};

/** What placing reads of a part: its hinge tree, its placement and each panel's ply offset. */
export type PlaceablePart = Pick<MockupScenePart, 'root' | 'hinges' | 'placement'> & {
  panels: ReadonlyArray<Pick<MockupScenePart['panels'][number], 'id' | 'outline' | 'plyOffset'>>;
};

export { IDENTITY_TRANSFORM };

/** A point moved by a rigid transform (geometry's `applyTransform`). */
export const applyRigid = applyTransform;

/** `outer` after `inner` (geometry's `composeTransforms`). */
export const composeRigid = composeTransforms;

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
