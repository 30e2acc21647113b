import {
  applyTransform,
  composeTransforms,
  IDENTITY,
  poseFoldModel,
  type RigidTransform,
  type Vec3,
} from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { cross, dot, scale } from '../panel-graph/vec3';
import { flattenLoop } from '../primitives/segment';
import type { SceneStand } from './mockup-pose';

/** A part as the stand reads it: its graph, placement and each panel's ply offset. */
export interface StandPart {
  graph: PanelGraph;
  placement?: RigidTransform;
  offsets: ReadonlyMap<string, number>;
}

const unit = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(...a));
const turn = (t: RigidTransform, v: Vec3): Vec3 => applyTransform({ ...t, translation: [0, 0, 0] }, v);

interface PosedPanel {
  part: number;
  id: string;
  role: string;
  /** Outward normal (the printed face's) in the assembled box. */
  normal: Vec3;
  /** Where the panel's flat +y (the blank's top) points in the assembled box. */
  yAxis: Vec3;
  /** Both faces' outline points in the assembled box. */
  points: Vec3[];
  centroid: Vec3;
}

function posePanels(parts: readonly StandPart[]): PosedPanel[] {
  return parts.flatMap(({ graph, placement, offsets }, index) => {
    const pose = poseFoldModel(graph);
    return graph.panels.map((panel): PosedPanel => {
      const folded = composeTransforms(placement ?? IDENTITY, pose.get(panel.id) as RigidTransform);
      const normal = turn(folded, [0, 0, 1]);
      const shift = scale(normal, offsets.get(panel.id) ?? 0);
      const flat = flattenLoop(panel.outline, 10);
      const points = [0, -graph.board.caliper].flatMap((z) =>
        flat.map((p) => {
          const q = applyTransform(folded, [p.x, p.y, z]);
          return [q[0] + shift[0], q[1] + shift[1], q[2] + shift[2]] as Vec3;
        }),
      );
      const centroid = scale(
        points.reduce<Vec3>((sum, q) => [sum[0] + q[0], sum[1] + q[1], sum[2] + q[2]], [0, 0, 0]),
        1 / points.length,
      );
      const yAxis = turn(folded, [0, 1, 0]);
      return { part: index + 1, id: panel.id, role: panel.role, normal, yAxis, points, centroid };
    });
  });
}

/** The piece that carries the artwork: the first not of greyboard (`printedPartIndex`'s rule). */
const printedPart = (parts: readonly StandPart[]) =>
  Math.max(
    0,
    parts.findIndex((part) => part.graph.board.kind !== 'greyboard'),
  ) + 1;

/**
 * The front: the printed piece's panel called `front` (cartons, trays, mailers, rigid boxes), else its
 * root when that is a wall (a slotted container's first panel), else its first wall.
 */
function frontPanel(panels: readonly PosedPanel[], printed: number, root: string): PosedPanel {
  const own = panels.filter((panel) => panel.part === printed);
  return (own.find((panel) => panel.id === 'front') ??
    own.find((panel) => panel.id === root && panel.role === 'wall') ??
    own.find((panel) => panel.role === 'wall') ??
    own[0]) as PosedPanel;
}

/**
 * The base the box stands on. A style with panels of role `base` (trays, mailers, rigid boxes, book
 * boxes) stands on the first of them in the first part that has one: that part's root when it is a
 * base (the base board of a rigid box, not its lid's top, which comes later and faces up).
 * A tube has none (tuck end, lock bottom and seal end cartons, slotted containers): its walls join
 * along parallel creases, the tube's axis, and the catalog draws every tube with its top flaps at the
 * blank's top, so its bottom is the end at the blank's lower edge, the side the printed piece's root
 * wall carries the blank's -y to. The base is the panel whose outward normal points that way, the
 * outermost of them (the outer ply of the closure, not a dust flap inside it). A tube closed at
 * neither end (a sleeve) lies on the wall opposite its front, the front facing up.
 */
function basePanel(
  parts: readonly StandPart[],
  panels: readonly PosedPanel[],
  printed: number,
  front: PosedPanel,
): PosedPanel {
  for (const [index, part] of parts.entries()) {
    const own = panels.filter((panel) => panel.part === index + 1 && panel.role === 'base');
    const base = own.find((panel) => panel.id === part.graph.root) ?? own[0];
    if (base) return base;
  }
  const part = parts[printed - 1] as StandPart;
  const own = panels.filter((panel) => panel.part === printed);
  const root = own.find((panel) => panel.id === part.graph.root) as PosedPanel;
  const rootPose = composeTransforms(part.placement ?? IDENTITY, IDENTITY);
  const down = turn(rootPose, [0, -1, 0]);
  const facingDown = own.filter((panel) => dot(panel.normal, down) > 0.99);
  if (facingDown.length > 0)
    return facingDown.reduce((best, panel) =>
      dot(panel.centroid, down) > dot(best.centroid, down) + 1e-9 ? panel : best,
    );
  return own.reduce(
    (best, panel) => (dot(panel.normal, front.normal) < dot(best.normal, front.normal) ? panel : best),
    root,
  );
}

/**
 * How the assembled box stands in the viewer's axes (y up): the rotation that turns its base's
 * outward normal down (-y) and its front's toward the viewer (+z), applied to every part, and the
 * move that sets it on the ground (y = 0) centred on the y axis. A flat piece lies instead: its
 * front's outward normal up, the front's top away from the viewer, its lowest ply as the base.
 */
export function sceneStand(parts: readonly StandPart[]): SceneStand {
  const panels = posePanels(parts);
  const printed = printedPart(parts);
  // a flat piece (a tag, an envelope, a folder: no part folds into a box or a shape) lies on the
  // ground printed face up, its root's top away from the viewer, on its lowest ply
  const flat = parts.every(({ graph }) => !graph.box && !graph.shape);
  const root = parts[printed - 1]?.graph.root ?? '';
  const front =
    (flat && panels.find((panel) => panel.part === printed && panel.id === root)) ||
    frontPanel(panels, printed, root);
  const up = flat ? unit(front.normal) : scale(unit(basePanel(parts, panels, printed, front).normal), -1);
  const base = flat
    ? panels.reduce((low, panel) => (dot(panel.centroid, up) < dot(low.centroid, up) - 1e-9 ? panel : low))
    : basePanel(parts, panels, printed, front);
  // the front's normal across the up direction; a front facing up (a sleeve lying on its back)
  // turns the printed piece's root's flat x axis toward the viewer instead
  const across = (v: Vec3) => {
    const flat: Vec3 = [v[0] - up[0] * dot(v, up), v[1] - up[1] * dot(v, up), v[2] - up[2] * dot(v, up)];
    return Math.hypot(...flat) > 0.2 ? unit(flat) : undefined;
  };
  const rootX = turn(parts[printed - 1]?.placement ?? IDENTITY, [1, 0, 0]);
  const toward = flat
    ? (across(scale(front.yAxis, -1)) ?? ([0, 0, 1] as Vec3))
    : (across(front.normal) ?? across(rootX) ?? across([0, 0, 1]) ?? ([1, 0, 0] as Vec3));
  const right = cross(up, toward);
  // rows: where x, y and z of the viewer come from (right, up, toward the viewer)
  const rotation: RigidTransform['rotation'] = [...right, ...up, ...toward];
  const turned = panels.flatMap((panel) =>
    panel.points.map((p) => turn({ rotation, translation: [0, 0, 0] }, p)),
  );
  const min = [0, 1, 2].map((k) => Math.min(...turned.map((p) => p[k] as number)));
  const max = [0, 1, 2].map((k) => Math.max(...turned.map((p) => p[k] as number)));
  const translation: Vec3 = [
    -((min[0] as number) + (max[0] as number)) / 2,
    -(min[1] as number),
    -((min[2] as number) + (max[2] as number)) / 2,
  ];
  return {
    base: { part: base.part, panel: base.id },
    front: { part: front.part, panel: front.id },
    transform: { rotation, translation },
  };
}

/** The flat blank on the ground: x stays, the printed face (+z) looks up, the blank's top goes away (-z). */
const LYING: RigidTransform['rotation'] = [1, 0, 0, 0, 0, 1, 0, -1, 0];

/**
 * Where each part's flat blank lies at progress 0: on the ground, printed face up, its top away from
 * the viewer, the parts in rows (in part order, left to right, then nearer the viewer) with a gap
 * between them, the whole centred on the y axis.
 */
export function flatPlacements(parts: readonly StandPart[]): RigidTransform[] {
  const boxes = parts.map(({ graph }) => {
    const points = graph.panels.flatMap((panel) => flattenLoop(panel.outline, 10));
    const minX = Math.min(...points.map((p) => p.x));
    const maxX = Math.max(...points.map((p) => p.x));
    const minY = Math.min(...points.map((p) => p.y));
    const maxY = Math.max(...points.map((p) => p.y));
    return { minX, maxY, width: maxX - minX, depth: maxY - minY, caliper: graph.board.caliper };
  });
  const largest = Math.max(...boxes.map((box) => Math.max(box.width, box.depth)));
  const gap = Math.max(10, largest * 0.05);
  const area = boxes.reduce((sum, box) => sum + (box.width + gap) * (box.depth + gap), 0);
  const rowLimit = Math.max(...boxes.map((box) => box.width), Math.sqrt(area) * 1.3);
  const slots: Array<{ x: number; z: number }> = [];
  let x = 0;
  let z = 0;
  let rowDepth = 0;
  let width = 0;
  for (const box of boxes) {
    if (x > 0 && x + box.width > rowLimit) {
      z += rowDepth + gap;
      x = 0;
      rowDepth = 0;
    }
    slots.push({ x, z });
    width = Math.max(width, x + box.width);
    x += box.width + gap;
    rowDepth = Math.max(rowDepth, box.depth);
  }
  const depth = z + rowDepth;
  return boxes.map((box, index) => {
    const slot = slots[index] as { x: number; z: number };
    return {
      rotation: LYING,
      // the blank's (minX, maxY) corner at the slot's far left corner, its printed face a board up
      translation: [slot.x - box.minX - width / 2, box.caliper, slot.z + box.maxY - depth / 2],
    };
  });
}
