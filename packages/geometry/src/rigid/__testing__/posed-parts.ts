import type { TemplatePart } from '../../catalog/template-definition';
import { applyTransform, assembleParts, type Vec3 } from '../../panel-graph/fold-model';
import { flattenLoop } from '../../primitives/segment';

/** The parts of a multi-part box posed in one scene, by part name. */
export class PosedParts {
  private readonly poses: Map<string, ReturnType<typeof assembleParts>[number]['pose']>;

  constructor(private readonly parts: TemplatePart[]) {
    this.poses = new Map(assembleParts(parts).map(({ name, pose }) => [name, pose]));
  }

  /** A panel's corners in the assembled box, mm. */
  points(part: string, panel: string): Vec3[] {
    const graph = this.parts.find((candidate) => candidate.name === part)?.graph;
    const outline = graph?.panels.find((candidate) => candidate.id === panel)?.outline;
    const transform = this.poses.get(part)?.get(panel);
    if (!outline || !transform) throw new Error(`no panel ${panel} in ${part}`);
    return flattenLoop(outline).map((p) => applyTransform(transform, [p.x, p.y, 0]));
  }

  /** Where a panel lying square to `axis` (0 x, 1 y, 2 z) stands along it; throws if it is not square. */
  plane(part: string, panel: string, axis: 0 | 1 | 2): number {
    const [low, high] = this.extent(part, panel, axis);
    if (high - low > 1e-6) throw new Error(`${part} ${panel} does not lie square to axis ${axis}`);
    return (low + high) / 2;
  }

  /** The least and greatest coordinate of a panel along an axis. */
  extent(part: string, panel: string, axis: 0 | 1 | 2): [number, number] {
    const along = this.points(part, panel).map((p) => p[axis]);
    return [Math.min(...along), Math.max(...along)];
  }

  /** The extent along an axis of several panels together. */
  span(part: string, panels: string[], axis: 0 | 1 | 2): [number, number] {
    const extents = panels.map((panel) => this.extent(part, panel, axis));
    return [Math.min(...extents.map((e) => e[0])), Math.max(...extents.map((e) => e[1]))];
  }
}
