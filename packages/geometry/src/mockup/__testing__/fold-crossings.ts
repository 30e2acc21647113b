import type { PanelGraph } from '../../panel-graph/panel-graph';
import { crossingMargin, crossingPanels } from '../fold-schedule';
import { type MockupScene, type MockupScenePart, mockupScene } from '../mockup-scene';

/**
 * Points of the slider at which the fold tests look for panels passing through each other: every
 * position the viewer's slider can stand at (its step is 0.01), since that is where a client stops
 * and looks. 32 points, as before, missed crossings that last a hundredth of the slider at the end of
 * a lid's turn.
 */
export const FOLD_SAMPLES = 100;

/**
 * Every pair of a part's panels that pass through each other at one of `FOLD_SAMPLES` points of the
 * slider, as `a x b`, sorted, with the fold schedule's own margin.
 */
export function partCrossings(part: MockupScenePart, stages: number): string[] {
  const found = new Set<string>();
  const margin = crossingMargin(part);
  for (let k = 1; k <= FOLD_SAMPLES; k++)
    for (const [a, b] of crossingPanels(part, k / FOLD_SAMPLES, stages, margin)) found.add(`${a} x ${b}`);
  return [...found].sort();
}

/** Every crossing pair of a scene, as `<part number>:a x b`, sorted. */
export function sceneCrossings(scene: MockupScene): string[] {
  return scene.parts
    .flatMap((part) => partCrossings(part, scene.stages).map((pair) => `${part.partNumber}:${pair}`))
    .sort();
}

/** Every crossing pair of one graph folded as a one-part mockup, as `a x b`. */
export function graphCrossings(graph: PanelGraph): string[] {
  const scene = mockupScene([{ name: 'part', graph }]);
  return scene.parts.flatMap((part) => partCrossings(part, scene.stages));
}
