import type { CorrugatedBoard } from '../board/board';
import { designRuleLimits } from '../design-rules/design-rules';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';
import {
  DOUBLE_FRONT_INSIDE,
  type DoubleFrontLayout,
  doubleFrontLayout,
  drawDoubleFrontBody,
} from './double-front-mailer-box';
import { ROLL_END_STAGES, type RollEndTraySpec } from './roll-end-tray';

/** The longest locking lug, mm, as on the rolls' inner walls. */
const LUG_MAX_WIDTH = 40;
/** A lug's slot is a board and this much wide, mm: the lug drops in and still strips. */
const LUG_SLOT_PLAY = 1.5;
/** A slot is this much longer than its lug at each end. */
const SLOT_END_CLEARANCE = 1;

/** The lid's locking flap, mm: it hangs from the lid's front crease behind the inner front wall. */
export interface LockFlapLayout {
  /** The flap's ends along x: the tuck's clearance in from the lid's dust-flap creases. */
  from: number;
  to: number;
  /** Lid crease to the flap's edge, which rests on the base; the lugs go a board further, through it. */
  depth: number;
  lug: { width: number; depth: number; centres: [number, number] };
  /** The slots in the base, across y from the front crease: from the inner front wall's inside face back. */
  slot: { from: number; to: number };
}

export function lockFlapLayout(layout: DoubleFrontLayout, board: CorrugatedBoard): LockFlapLayout {
  const { tray, lid } = layout;
  const { t, baseLength: bl, outerWall } = tray;
  const from = lid.crease + lid.tuckClearance;
  const to = bl - from;
  const width = Math.min(LUG_MAX_WIDTH, (to - from) / 4);
  // the flap stands a board behind the inner front wall (which stands a board behind the outer one):
  // the slot opens at the inner wall's inside face and leaves the lug a board and some play
  const inner = layout.strip + t / 2;
  return {
    from,
    to,
    depth: outerWall - t / 2,
    lug: { width, depth: t, centres: [from + (to - from) / 4, from + (3 * (to - from)) / 4] },
    slot: { from: inner, to: inner + Math.max(t + LUG_SLOT_PLAY, designRuleLimits(board).scrapWidth) },
  };
}

/** The narrowest inside length whose locking flap holds two lugs with a knife jog of tip each. */
export function lockingCoverMinimumLength(spec: RollEndTraySpec): number {
  const flap = lockFlapLayout(doubleFrontLayout(spec), spec.board);
  const t = spec.board.caliper;
  const needed = 4 * (2 * t + Math.max(t, designRuleLimits(spec.board).jog));
  return spec.length + needed - (flap.to - flap.from);
}

/**
 * FEFCO 0434 folder box with a locking cover: the 0426's base, roll-over end walls and rolled double
 * front, and a lid whose front flap goes down behind the inner front wall all the way to the base,
 * where two lugs on its edge drop into slots, as the rolls' inner walls lock. The lid stays shut
 * until the flap is pulled out of its slots.
 */
export function buildLockingCoverBox(spec: RollEndTraySpec): PanelGraph {
  const layout = doubleFrontLayout(spec);
  const flap = lockFlapLayout(layout, spec.board);
  const builder = new PanelGraphBuilder();
  const { front } = drawDoubleFrontBody(builder, layout, spec);
  const edge = front + flap.depth;
  const { width, depth, centres } = flap.lug;
  const lugs = [...centres].reverse().flatMap((centre) => [
    { x: centre + width / 2, y: edge },
    { x: centre + width / 2 - depth, y: edge + depth },
    { x: centre - width / 2 + depth, y: edge + depth },
    { x: centre - width / 2, y: edge },
  ]);
  builder.panel(
    'lock_flap',
    'lock',
    outline([
      { x: flap.from, y: front },
      { x: flap.to, y: front },
      { x: flap.to, y: edge },
      ...lugs,
      { x: flap.from, y: edge },
    ]),
  );
  builder.hinge(
    'lid',
    'lock_flap',
    { x: flap.from, y: front },
    { x: flap.to, y: front },
    {
      stage: ROLL_END_STAGES.lidFlaps,
    },
  );
  for (const centre of centres) {
    const half = width / 2 + SLOT_END_CLEARANCE;
    const corners: Point[] = [
      { x: centre - half, y: flap.slot.from },
      { x: centre + half, y: flap.slot.from },
      { x: centre + half, y: flap.slot.to },
      { x: centre - half, y: flap.slot.to },
    ];
    builder.cut(
      'hole',
      'base',
      corners.map((p, i) => line(p, corners[(i + 1) % corners.length] as Point)),
    );
  }
  return builder.build('base', spec.board, {
    inside: DOUBLE_FRONT_INSIDE,
    glued: [],
    closures: [
      {
        end: 'top',
        panels: ['lid'],
        locked: [{ panel: 'lid', by: 'lock_flap', behind: 'front_inner_wall' }],
      },
    ],
  });
}
