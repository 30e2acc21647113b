import { hingeAngle } from '../../panel-graph/fold-model';
import type { MockupScene } from '../mockup-scene';

/** Positions of the slider a hinge's path is read at to find a turn inside one of its steps. */
export const SNAP_SAMPLES = 1000;

/**
 * The most a hinge turns over any hundredth of the slider (one step of the viewer's slider), as
 * every degree it goes, back and forth, between `SNAP_SAMPLES` readings of its path: a turn that
 * happens between two slider positions, or goes out and back inside one, is counted too.
 */
export function largestStepTurn(
  hinge: Parameters<typeof hingeAngle>[0],
  stages: number,
): { turn: number; at: number } {
  const angles = [...Array(SNAP_SAMPLES + 1).keys()].map((i) => hingeAngle(hinge, i / SNAP_SAMPLES, stages));
  const window = SNAP_SAMPLES / 100;
  let largest = { turn: 0, at: 0 };
  for (let i = 0; i + window <= SNAP_SAMPLES; i++) {
    let turn = 0;
    for (let k = i; k < i + window; k++) turn += Math.abs((angles[k + 1] as number) - (angles[k] as number));
    if (turn > largest.turn + 1e-9) largest = { turn, at: i / SNAP_SAMPLES };
  }
  return largest;
}

/** Every hinge of a scene that turns more than `limit` degrees over a hundredth of the slider, as `<part number>:child`. */
export function sceneSnaps(scene: MockupScene, limit: number): string[] {
  return scene.parts
    .flatMap((part) =>
      part.hinges
        .filter((hinge) => largestStepTurn(hinge, scene.stages).turn > limit)
        .map((hinge) => `${part.partNumber}:${hinge.child}`),
    )
    .sort();
}
