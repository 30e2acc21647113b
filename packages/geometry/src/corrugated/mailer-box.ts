import { tuckSideClearance } from '../cartons/tuck-closure';
import { designRuleLimits } from '../design-rules/design-rules';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import {
  drawEars,
  drawRollEndBase,
  drawRollEndDimensions,
  ROLL_END_STAGES,
  type RollEndLayout,
  type RollEndTraySpec,
  rollEndLayout,
} from './roll-end-tray';

export interface MailerBoxSpec extends RollEndTraySpec {
  /** Depth of the tuck flap that slides down inside the front wall. */
  tuckDepth: number;
}

/** The lid's sizes, mm, in the flat: it hinges on the back wall's top and lies flush with the roll tops. */
export interface MailerLidLayout {
  /** Back wall, base crease to lid crease: as tall as the rolls' outer walls. */
  backWall: number;
  /** Where the lid's dust-flap creases sit, from each outer crease of the base. */
  crease: number;
  /** Lid, back-wall crease to tuck crease. */
  depth: number;
  /** Dust flap, crease to free edge. */
  dustFlap: number;
  tuckClearance: number;
}

/** The dust flaps' lead-in chamfer at the tuck end, mm at most. */
const DUST_FLAP_CHAMFER = 10;

export function mailerLidLayout(layout: RollEndLayout, spec: MailerBoxSpec): MailerLidLayout {
  return {
    backWall: layout.outerWall,
    // the dust flaps slide down behind the inner walls: their creases a board inside the walls'
    // mid-surfaces, so each flap's outer face meets the wall's inside face and no board overlaps
    crease: layout.strip + layout.t,
    // from the back wall to a board inside the front wall: the tuck goes down right behind it
    depth: spec.width + layout.allowance - layout.t,
    // the two dust flaps face each other across the length and must never meet
    dustFlap: Math.min(spec.height, spec.length / 2 - 1),
    tuckClearance: tuckSideClearance(layout.t),
  };
}

/**
 * FEFCO 0427 mailer: the roll-end tray's base, rolls and front wall, a back wall carrying a lid that
 * lies flush with the roll tops, a tuck that goes down inside the front wall, and dust flaps that
 * hang inside the inner walls. The back wall stands a board above the front wall (level with the
 * rolls); its top corners are chamfered off where they would reach up into the rolls' strips.
 */
export function buildMailerBox(spec: MailerBoxSpec): PanelGraph {
  const layout = rollEndLayout(spec);
  const lid = mailerLidLayout(layout, spec);
  const { baseLength: bl } = layout;
  const builder = new PanelGraphBuilder();
  drawRollEndBase(builder, layout);
  const lines = drawBackWallAndLid(builder, layout, lid);
  const { front } = lines;
  const tip = drawMailerTuck(builder, layout, lid, lines, spec.tuckDepth);
  drawRollEndDimensions(builder, layout, spec);
  builder.dimension('tuck_flap', { x: bl / 2, y: front }, { x: bl / 2, y: tip }, spec.tuckDepth, 0);
  return builder.build('base', spec.board, {
    inside: {
      length: ['left_inner_wall', 'right_inner_wall'],
      width: ['front', 'back'],
      height: { wall: 'front', base: 'base' },
    },
    glued: [],
    closures: [{ end: 'top', panels: ['lid'], locked: [{ panel: 'lid', by: 'tuck', behind: 'front' }] }],
  });
}

/**
 * The back wall with its ears, the lid hinged on it (it folds after the walls and rolls) and the lid's
 * dust flaps: the part every mailer and folder box of the 0427 family shares. Gives back where the
 * lid lies, so the caller hangs its tuck or lock flap on the lid's front crease.
 */
export function drawBackWallAndLid(
  builder: PanelGraphBuilder,
  layout: RollEndLayout,
  lid: MailerLidLayout,
): LidLines {
  const bl = layout.baseLength;
  const hinge = layout.baseWidth + lid.backWall;
  const front = hinge + lid.depth;
  const lines: LidLines = { crease: lid.crease, hinge, front };
  drawBackWall(builder, layout, lines);
  drawEars(builder, layout, 'back');
  builder.panel(
    'lid',
    'closure',
    outline([
      { x: lid.crease, y: hinge },
      { x: bl - lid.crease, y: hinge },
      { x: bl - lid.crease, y: front },
      { x: lid.crease, y: front },
    ]),
  );
  builder.hinge(
    'back',
    'lid',
    { x: lid.crease, y: hinge },
    { x: bl - lid.crease, y: hinge },
    {
      stage: ROLL_END_STAGES.lid,
    },
  );
  drawLidDustFlaps(builder, layout, lid, lines);
  return lines;
}

/** Where the lid lies on the blank: its dust-flap creases' x from each end, and its creases' y. */
export interface LidLines {
  crease: number;
  /** The back wall's crease with the lid. */
  hinge: number;
  /** The lid's crease with the tuck. */
  front: number;
}

/** The back wall, up to the lid's hinge, its top corners chamfered where they would reach into the rolls. */
function drawBackWall(
  builder: PanelGraphBuilder,
  { t, baseLength: bl, baseWidth: bw, wall, wallEnd }: RollEndLayout,
  { crease: x, hinge }: LidLines,
): void {
  builder.panel(
    'back',
    'wall',
    outline([
      { x: wallEnd, y: bw },
      { x: bl - wallEnd, y: bw },
      { x: bl - wallEnd, y: bw + wall },
      { x: bl - x + t, y: bw + wall },
      { x: bl - x, y: hinge },
      { x, y: hinge },
      { x: x - t, y: bw + wall },
      { x: wallEnd, y: bw + wall },
    ]),
  );
  builder.hinge('base', 'back', { x: wallEnd, y: bw }, { x: bl - wallEnd, y: bw });
}

function drawLidDustFlaps(
  builder: PanelGraphBuilder,
  { t, baseLength: bl }: RollEndLayout,
  lid: MailerLidLayout,
  { crease: x, hinge, front }: LidLines,
): void {
  // a relief at the back corner: the dust flap's crease starts a board (a knife jog at least) along
  // the lid's edge, where the back wall's chamfer ends, so the flap clears the back wall once folded
  // and its knife meets the lid's edge square, a board and the relief above the back ear's edge
  const limits = designRuleLimits(t);
  const relief = Math.max(t, limits.jog, limits.knifeGap - t);
  const depth = lid.dustFlap;
  const chamfer = Math.min(DUST_FLAP_CHAMFER, depth / 3, (lid.depth - relief) / 3);
  for (const side of ['left', 'right'] as const) {
    const at = (u: number, y: number) => ({ x: side === 'left' ? x - u : bl - x + u, y });
    const id = `lid_dust_flap_${side}`;
    builder.panel(
      id,
      'dust_flap',
      outline([
        at(0, hinge + relief),
        at(depth, hinge + relief),
        at(depth, front - chamfer),
        at(depth - chamfer, front),
        at(0, front),
      ]),
    );
    builder.hinge('lid', id, at(0, hinge + relief), at(0, front), { stage: ROLL_END_STAGES.lidFlaps });
  }
}

/** The tuck on the lid's front edge, a little narrower than the lid each side; gives back its tip's y. */
export function drawMailerTuck(
  builder: PanelGraphBuilder,
  { baseLength: bl }: RollEndLayout,
  lid: MailerLidLayout,
  { crease: x, front }: LidLines,
  tuckDepth: number,
): number {
  const tuckFrom = x + lid.tuckClearance;
  const tuckTo = bl - x - lid.tuckClearance;
  const tip = front + tuckDepth;
  const radius = Math.min(8, Math.max(3, tuckDepth / 2.5), (tuckTo - tuckFrom) / 4);
  builder.panel(
    'tuck',
    'tuck',
    outline([
      { x: tuckFrom, y: front },
      { x: tuckTo, y: front },
      { x: tuckTo, y: tip, radius },
      { x: tuckFrom, y: tip, radius },
    ]),
  );
  builder.hinge(
    'lid',
    'tuck',
    { x: tuckFrom, y: front },
    { x: tuckTo, y: front },
    {
      stage: ROLL_END_STAGES.lidFlaps,
    },
  );
  return tip;
}
