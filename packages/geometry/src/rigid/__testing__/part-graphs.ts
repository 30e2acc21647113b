import type { PanelGraph } from '../../panel-graph/panel-graph';
import { flattenLoop } from '../../primitives/segment';

/** The graph of the part called `name`; a test that names a missing part fails here, saying which. */
export function partGraph(
  parts: ReadonlyArray<{ name: string; graph: PanelGraph }>,
  name: string,
): PanelGraph {
  const part = parts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`no part ${name}`);
  return part.graph;
}

/** How far a panel's flat outline spans along one axis of the blank, mm. */
export function flatExtent(graph: PanelGraph, panel: string, axis: 'x' | 'y'): number {
  const along = flattenLoop(graph.panels.find((candidate) => candidate.id === panel)?.outline ?? []).map(
    (q) => q[axis],
  );
  return Math.max(...along) - Math.min(...along);
}
