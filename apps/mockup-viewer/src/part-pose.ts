import {
  applyTransform,
  composeTransforms,
  type HingeTree,
  type MockupScenePart,
  poseHingeTree,
  type RigidTransform,
  type Vec3,
} from '@diecut/geometry';

// The pose is geometry's `poseHingeTree`, the one the engine folds its panel graphs with: a scene part
// is a hinge tree as it stands. The bundle tree-shakes geometry down to it and the rigid-motion maths,
// leaving the catalog and clipper out.

/** What posing reads of a part: a hinge tree over panels with flat outlines (geometry's `HingeTree`). */
export type FoldablePart = HingeTree;

/** What placing reads of a part: its hinge tree, its placement and each panel's ply offset. */
export type PlaceablePart = Pick<MockupScenePart, 'root' | 'hinges' | 'placement'> & {
  panels: ReadonlyArray<Pick<MockupScenePart['panels'][number], 'id' | 'outline' | 'plyOffset'>>;
};

/** A point moved by a rigid transform (geometry's `applyTransform`). */
export const applyRigid = applyTransform;

/**
 * Transforms of a part's panels at fold `progress` (0 flat, 1 folded) over `stages`, before its
 * placement: geometry's `poseHingeTree`, which draws what it can of a scene (a panel reached twice
 * keeps its first parent, one the root does not reach is left out).
 */
export function posePart(part: FoldablePart, progress: number, stages: number): Map<string, RigidTransform> {
  return poseHingeTree(part, progress, stages);
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
  for (const [id, transform] of poseHingeTree(part, progress, stages)) {
    const moved = composeTransforms(part.placement, transform);
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
