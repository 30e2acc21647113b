// The folded box as the inspection reads it: posed panels, the walls and axes its box model names, and
// the inside cross-section between the walls.
import { foldAllowance } from '../board/board';
import { flattenLoop, type Point } from '../primitives/segment';
import { applyTransform, poseFoldModel, type RigidTransform, type Vec3 } from './fold-model';
import type { BoxModel, PanelGraph } from './panel-graph';
import { cross, dot, sub } from './vec3';

/** A posed panel: its normal (the flat sheet's +z carried along), a point on it, and its 3D outline. */
export interface PosedPanel {
  normal: Vec3;
  origin: Vec3;
  points: Vec3[];
  flat: Point[];
  transform: RigidTransform;
}

/** The graph folded: its posed panels, the walls its box model names and the box's axes. */
export interface FoldedBox {
  graph: PanelGraph;
  box: BoxModel;
  t: number;
  allowance: number;
  posed: Map<string, PosedPanel>;
  /** The inside's length walls (l1, l2) and width walls (w1, w2). */
  l1: string;
  l2: string;
  w1: string;
  w2: string;
  lengthAxis: Vec3;
  widthAxis: Vec3;
  heightAxis: Vec3;
  /** A posed panel the box model names; throws for one the graph does not have. */
  get(id: string): PosedPanel;
  /** Distance between two panels' planes, along the first one's normal. */
  planeGap(a: string, b: string): number;
}

/** Poses the graph's panels and reads the box's walls and axes off its box model. */
export function foldBox(graph: PanelGraph): FoldedBox {
  const box = graph.box;
  if (!box) throw new Error('the graph has no box model to inspect');
  const posed = posePanels(graph);
  const get = (id: string) => {
    const panel = posed.get(id);
    if (!panel) throw new Error(`box model names an unknown panel ${id}`);
    return panel;
  };
  const planeGap = (a: string, b: string) => {
    const pa = get(a);
    const pb = get(b);
    return Math.abs(dot(pa.normal, sub(pb.origin, pa.origin)));
  };
  const [l1, l2] = box.inside.length;
  const [w1, w2] = box.inside.width;
  const lengthAxis = get(l1).normal;
  const widthAxis = get(w1).normal;
  return {
    graph,
    box,
    t: graph.material,
    allowance: foldAllowance(graph.board),
    posed,
    l1,
    l2,
    w1,
    w2,
    lengthAxis,
    widthAxis,
    heightAxis: cross(lengthAxis, widthAxis),
    get,
    planeGap,
  };
}

/** Every panel of the graph posed folded, by id. */
export function posePanels(graph: PanelGraph): Map<string, PosedPanel> {
  const pose = poseFoldModel(graph);
  const posed = new Map<string, PosedPanel>();
  for (const panel of graph.panels) {
    const transform = pose.get(panel.id) as RigidTransform;
    const flat = flattenLoop(panel.outline, 3);
    const points = flat.map((p) => applyTransform(transform, [p.x, p.y, 0]));
    const normal = sub(applyTransform(transform, [0, 0, 1]), applyTransform(transform, [0, 0, 0]));
    posed.set(panel.id, { normal, origin: applyTransform(transform, [0, 0, 0]), points, flat, transform });
  }
  return posed;
}

/** The extent of every posed panel's mid-surface along an axis. */
export function outsideExtent({ posed }: FoldedBox, axis: Vec3): number {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const panel of posed.values()) {
    for (const p of panel.points) {
      const along = dot(axis, p);
      low = Math.min(low, along);
      high = Math.max(high, along);
    }
  }
  return high - low;
}

/** The inside cross-section, in (length, width) coordinates between the walls' inner faces. */
export interface InsideSection {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  opening: Point[];
  openingArea: number;
  /** A posed point in the section's coordinates. */
  coordinate(p: Vec3): Point;
  /** A panel's outline projected onto the section. */
  shadowOf(id: string): Point[];
}

export function insideSection({
  l1,
  l2,
  w1,
  w2,
  lengthAxis,
  widthAxis,
  allowance,
  get,
}: FoldedBox): InsideSection {
  const coordinate = (p: Vec3): Point => ({ x: dot(lengthAxis, p), y: dot(widthAxis, p) });
  const span = (a: string, b: string, axis: Vec3) => {
    const ca = dot(axis, get(a).origin);
    const cb = dot(axis, get(b).origin);
    return [Math.min(ca, cb) + allowance / 2, Math.max(ca, cb) - allowance / 2] as const;
  };
  const [x0, x1] = span(l1, l2, lengthAxis);
  const [y0, y1] = span(w1, w2, widthAxis);
  return {
    x0,
    x1,
    y0,
    y1,
    opening: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
    openingArea: (x1 - x0) * (y1 - y0),
    coordinate,
    shadowOf: (id: string) => get(id).points.map(coordinate),
  };
}
