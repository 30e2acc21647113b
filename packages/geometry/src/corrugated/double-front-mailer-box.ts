import type { BoxModel, PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import {
  drawBackWallAndLid,
  drawMailerTuck,
  type LidLines,
  type MailerBoxSpec,
  type MailerLidLayout,
  mailerLidLayout,
} from './mailer-box';
import {
  drawFrontRoll,
  drawRollEndBase,
  ROLL_END_STAGES,
  type RollEndLayout,
  type RollEndTraySpec,
  rollEndLayout,
} from './roll-end-tray';

/** Sizes of the double front, mm: it rolls over like the end walls, inside the box. */
export interface DoubleFrontLayout {
  tray: RollEndLayout;
  lid: MailerLidLayout;
  /** The front roll's strip and inner wall run between these x, clear of the end rolls' inner walls. */
  from: number;
  to: number;
  /**
   * The front roll's top strip, score to score: a board, so the inner front wall lies against the outer
   * one (the two creases a board apart); no ears sit between them, unlike the end rolls.
   */
  strip: number;
  /** Inner front wall, strip crease to its free edge, which rests on the base. */
  innerWall: number;
}

export function doubleFrontLayout(spec: RollEndTraySpec): DoubleFrontLayout {
  // the inner front wall stands a board behind the outer one: the base grows by a board so the inside
  // width is still measured between the inner front wall and the back wall
  const t = spec.board.caliper;
  const tray = rollEndLayout({ ...spec, width: spec.width + t });
  const { wall, baseLength: bl } = tray;
  // the strip and inner wall stop half a board clear of the end rolls' inner walls' faces
  const from = tray.strip + t;
  const lid = mailerLidLayout(tray, { ...spec, tuckDepth: 0 });
  return {
    tray,
    // the lid reaches from the back wall to a board behind the inner front wall
    lid: { ...lid, depth: tray.baseWidth - 2 * t },
    from,
    to: bl - from,
    strip: t,
    innerWall: wall - t / 2,
  };
}

/**
 * The front roll turns over as the end walls rise, before the end rolls come over: their inner walls
 * hold its ends.
 */
export const FRONT_ROLL_STAGE = ROLL_END_STAGES.outerWalls;

/** The front wall's roll: its top strip and the inner wall, which the lid's tuck presses to the outer. */
function drawDoubleFrontRoll(builder: PanelGraphBuilder, layout: DoubleFrontLayout): void {
  const { tray, from, to, strip, innerWall } = layout;
  const top = -tray.wall;
  const inner = top - strip;
  const edge = inner - innerWall;
  drawFrontRoll(builder, { from, to, top, inner, edge }, FRONT_ROLL_STAGE);
}

/**
 * Everything of a double-front folder box but the lid's front closure: the base, the end rolls, the
 * rolled front, the back wall with its ears, the lid and its dust flaps, and the inside dimensions.
 * Gives back the lid's lines, so the caller hangs its tuck or lock flap on the lid's front crease.
 */
export function drawDoubleFrontBody(
  builder: PanelGraphBuilder,
  layout: DoubleFrontLayout,
  spec: RollEndTraySpec,
): LidLines {
  const { tray, lid } = layout;
  const { baseLength: bl, baseWidth: bw, strip, allowance, wall } = tray;
  drawRollEndBase(builder, tray);
  drawDoubleFrontRoll(builder, layout);
  const lines = drawBackWallAndLid(builder, tray, lid);
  builder.dimension(
    'length',
    { x: strip + allowance / 2, y: bw / 2 },
    { x: bl - strip - allowance / 2, y: bw / 2 },
    spec.length,
    0,
  );
  builder.dimension(
    'width',
    { x: bl / 2, y: layout.strip + allowance / 2 },
    { x: bl / 2, y: bw - allowance / 2 },
    spec.width,
    0,
  );
  builder.dimension('height', { x: bl / 2, y: -wall }, { x: bl / 2, y: 0 }, spec.height, 0);
  return lines;
}

/** The inside a double-front box measures: between the inner walls, the inner front and the back. */
export const DOUBLE_FRONT_INSIDE = {
  length: ['left_inner_wall', 'right_inner_wall'],
  width: ['front_inner_wall', 'back'],
  height: { wall: 'front', base: 'base' },
} satisfies BoxModel['inside'];

/**
 * FEFCO 0426 folder box: the 0427 mailer's base, roll-over end walls and lid with dust flaps and tuck,
 * with the front wall rolled double as well. The front's strip and inner wall run between the end
 * rolls' inner walls, which hold its ends; the lid's tuck goes down behind the inner front wall and
 * clamps it to the outer one. The front roll holds no ears, so its two creases lie a board apart.
 */
export function buildDoubleFrontMailerBox(spec: MailerBoxSpec): PanelGraph {
  const layout = doubleFrontLayout(spec);
  const builder = new PanelGraphBuilder();
  const lines = drawDoubleFrontBody(builder, layout, spec);
  const tip = drawMailerTuck(builder, layout.tray, layout.lid, lines, spec.tuckDepth);
  const x = layout.tray.baseLength / 2;
  builder.dimension('tuck_flap', { x, y: lines.front }, { x, y: tip }, spec.tuckDepth, 0);
  return builder.build('base', spec.board, {
    inside: DOUBLE_FRONT_INSIDE,
    glued: [],
    closures: [
      { end: 'top', panels: ['lid'], locked: [{ panel: 'lid', by: 'tuck', behind: 'front_inner_wall' }] },
    ],
  });
}
