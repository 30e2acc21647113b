import { foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { rectangle } from '../primitives/outline';

/** The insert is this much shorter and narrower than the box's inside, so it drops in. */
export const INSERT_CLEARANCE = 1;

export interface FoldedInsertSpec {
  /** Inside length of the box, mm. */
  length: number;
  /** Inside width of the box, mm. */
  width: number;
  /** Height of the ribs and end walls from the bases' creases, mm. */
  height: number;
  material: number;
  compartments: number;
  /** The rib's cap, between its two top creases (a double wall this thick), mm. */
  ribCap: number;
}

/**
 * Each compartment's base, crease to crease: the bases and the ribs' caps fill the box's inside length
 * less the clearance and the end walls' board, N c + (N - 1) r + t = L - 1.
 */
export const compartmentBase = (spec: FoldedInsertSpec): number =>
  (spec.length - INSERT_CLEARANCE - spec.material - (spec.compartments - 1) * spec.ribCap) /
  spec.compartments;

/** The strip's length: N c + (N - 1)(2h + r) + 2h (the package README, construction rules). */
export const insertStripLength = (spec: FoldedInsertSpec): number =>
  spec.compartments * compartmentBase(spec) +
  (spec.compartments - 1) * (2 * spec.height + spec.ribCap) +
  2 * spec.height;

/**
 * A folded insert: one strip, end wall | base | rib up | cap | rib down | base | ... | end wall, all
 * creases across its width. The printed face is the compartments' inside (the bases' top): walls and
 * ribs fold up toward it (-90 degrees, reverse creases), the caps over away from it (creases). The ribs are hollow double walls
 * a cap apart; the box's walls hold the end walls and the bases fill its length, so nothing is glued.
 */
export function buildFoldedInsert(spec: FoldedInsertSpec): PanelGraph {
  const { height: h, ribCap: r, compartments: n } = spec;
  const c = compartmentBase(spec);
  const w = spec.width - INSERT_CLEARANCE;
  const builder = new PanelGraphBuilder();
  // walls and ribs stand up toward the printed face: reverse creases
  const standUp = { foldAngle: -90, lineType: 'reverse_crease' } as const;
  let x = h;
  const baseId = (k: number) => (k === 1 ? 'front' : `base_${k}`);
  builder.panel('front', 'base', rectangle(x, 0, x + c, w));
  builder.panel('left_end', 'wall', rectangle(0, 0, h, w));
  builder.hinge('front', 'left_end', { x: h, y: 0 }, { x: h, y: w }, standUp);
  x += c;
  for (let k = 1; k < n; k++) {
    const up = `rib_${k}_up`;
    const cap = `rib_${k}_cap`;
    const down = `rib_${k}_down`;
    const next = baseId(k + 1);
    builder.panel(up, 'wall', rectangle(x, 0, x + h, w));
    builder.hinge(baseId(k), up, { x, y: 0 }, { x, y: w }, standUp);
    builder.panel(cap, 'wall', rectangle(x + h, 0, x + h + r, w));
    builder.hinge(up, cap, { x: x + h, y: 0 }, { x: x + h, y: w }, { foldAngle: 90 });
    builder.panel(down, 'wall', rectangle(x + h + r, 0, x + 2 * h + r, w));
    builder.hinge(cap, down, { x: x + h + r, y: 0 }, { x: x + h + r, y: w }, { foldAngle: 90 });
    x += 2 * h + r;
    builder.panel(next, 'base', rectangle(x, 0, x + c, w));
    builder.hinge(down, next, { x, y: 0 }, { x, y: w }, standUp);
    x += c;
  }
  builder.panel('right_end', 'wall', rectangle(x, 0, x + h, w));
  builder.hinge(baseId(n), 'right_end', { x, y: 0 }, { x, y: w }, standUp);
  builder.dimension('compartment', { x: h, y: w / 2 }, { x: h + c, y: w / 2 }, c, 0);
  builder.dimension('height', { x: 0, y: w / 2 }, { x: h, y: w / 2 }, h, 0);
  return builder.build('front', foldingCartonBoard(spec.material));
}
