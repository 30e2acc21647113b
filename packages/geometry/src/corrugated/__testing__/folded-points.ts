import { posedOutline, poseFoldModel } from '../../panel-graph/fold-model';
import type { PanelGraph } from '../../panel-graph/panel-graph';
import { flattenLoop } from '../../primitives/segment';

/** A panel's extent on the flat sheet, mm. */
export function flatSize(graph: PanelGraph, id: string): { x: number; y: number } {
  const points = flattenLoop(graph.panels.find((panel) => panel.id === id)?.outline ?? []);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x: Math.max(...xs) - Math.min(...xs), y: Math.max(...ys) - Math.min(...ys) };
}

/**
 * The folded box in the base's frame: x along the length from the left outer crease, y along the
 * width from the front crease, up from the base's mid-surface into the box (the fold model's -z).
 */
export function foldedPoints(graph: PanelGraph): Map<string, Array<{ x: number; y: number; up: number }>> {
  const pose = poseFoldModel(graph);
  return new Map(
    graph.panels.map((panel) => [
      panel.id,
      posedOutline(graph, pose, panel.id).map(([x, y, z]) => ({ x, y, up: -z })),
    ]),
  );
}

export const range = (values: number[]) => [Math.min(...values), Math.max(...values)] as const;
