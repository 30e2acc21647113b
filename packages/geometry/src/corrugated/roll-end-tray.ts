import { type CorrugatedBoard, fluteProfile, foldAllowance } from '../board/board';
import { designRuleLimits } from '../design-rules/design-rules';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';

export interface RollEndTraySpec {
  /** Inside length, between the inner walls of the two rolls. */
  length: number;
  /** Inside width, between the front and back walls. */
  width: number;
  /** Inside height, from the base to the rim of the front wall. */
  height: number;
  board: CorrugatedBoard;
}

/** The longest locking lug, mm: longer lugs only make the slots harder to strip and to fold into. */
const LUG_MAX_WIDTH = 40;
/** A lug's slot is a board and this much wide, mm (a board plus 1 to 2 mm). */
const LUG_SLOT_PLAY = 1.5;
/** A slot is this much longer than its lug at each end, so the lug drops in without catching. */
const SLOT_END_CLEARANCE = 1;

/**
 * Sizes of a base with roll-over end walls, mm; x runs along the length (between the rolls), y along
 * the width (front at y = 0, back at y = baseWidth), and the base's outer creases sit at x = 0 and
 * x = baseLength. Each roll is an outer wall, a top strip and an inner wall that comes back down
 * inside; the inside length is measured between the inner walls.
 */
export interface RollEndLayout {
  t: number;
  /** The flute's panel allowance: what a wall adds score to score over its inside size. */
  allowance: number;
  /** The roll's top strip, score to score: the inner wall stands this far inside the outer wall. */
  strip: number;
  baseLength: number;
  baseWidth: number;
  /** Front wall (and a tray's back wall), base crease to rim. */
  wall: number;
  /** Outer wall of a roll, base crease to strip crease: a board above the front and back walls. */
  outerWall: number;
  /** Inner wall of a roll, strip crease to its free edge, which rests on the base. */
  innerWall: number;
  /** How far the inner wall's ends stand in from the front and back walls' planes. */
  innerInset: number;
  /** Where the front and back walls end, from each outer crease: midway inside the roll. */
  wallEnd: number;
  /** Ears on the front and back walls' ends, folded into the roll: their reach along the width. */
  ear: number;
  /** The locking lugs on the inner wall's free edge: width at the edge, depth, centres along y. */
  lug: { width: number; depth: number; centres: [number, number] };
  /** The slot in the base each lug drops into, across x. */
  slotWidth: number;
}

/** Shortest knife between two corners, and the narrowest scrap the stripping tool can push out. */
const limitsOf = (t: number) => designRuleLimits(t);

const innerInsetOf = (t: number) => Math.max(t, limitsOf(t).jog);

/**
 * The narrowest inside width whose lugs work: a lug tip at least a board (and a knife jog) wide after
 * its 45-degree lead-ins, and a jog of straight edge between the inner wall's end and the lug.
 */
export function rollEndMinimumWidth(board: CorrugatedBoard): number {
  const t = board.caliper;
  const jog = limitsOf(t).jog;
  const baseWidth = Math.max(4 * (2 * t + Math.max(t, jog)), 8 * (innerInsetOf(t) + jog));
  return baseWidth - foldAllowance(board);
}

export function rollEndLayout(spec: RollEndTraySpec): RollEndLayout {
  const { board } = spec;
  const t = board.caliper;
  const allowance = foldAllowance(board);
  const strip = fluteProfile(board).rollStrip;
  const baseLength = spec.length + allowance + 2 * strip;
  const baseWidth = spec.width + allowance;
  // the inside height runs from the base's inner face, half an allowance above its crease
  const wall = spec.height + allowance / 2;
  // the front and back walls end inside the roll, so the strip must pass a board above their rims
  const outerWall = wall + t;
  const innerWall = outerWall - t / 2;
  const lugWidth = Math.min(LUG_MAX_WIDTH, baseWidth / 4);
  return {
    t,
    allowance,
    strip,
    baseLength,
    baseWidth,
    wall,
    outerWall,
    innerWall,
    innerInset: innerInsetOf(t),
    wallEnd: strip / 2,
    // the front and back ears stop two boards apart inside the roll, and no further out in the flat
    // than the outer wall reaches, so no sliver of waste forms beside the inner wall's end
    ear: Math.min(spec.width / 2 - t, outerWall),
    lug: { width: lugWidth, depth: t, centres: [baseWidth / 4, (3 * baseWidth) / 4] },
    // a board and 1.5 mm: the lug drops in without play to rattle in, and the slot still strips
    slotWidth: Math.max(t + LUG_SLOT_PLAY, designRuleLimits(board).scrapWidth),
  };
}

/** The sheet point mirrored to the right-hand end of the base. */
const mirror = (layout: RollEndLayout, side: 'left' | 'right', p: Point): Point =>
  side === 'left' ? p : { x: layout.baseLength - p.x, y: p.y };

/**
 * The order a roll-end box folds in, as hands fold it: the front and back walls up, their ears in, the
 * rolls' outer walls up against the ears, and only then each roll turned over the top and down inside,
 * where it traps the ears (a roll turned as its outer wall rises would sweep its inner wall through
 * them); a lid after all of that, its flaps with it.
 */
export const ROLL_END_STAGES = { walls: 0, ears: 1, outerWalls: 2, rolls: 3, lid: 4, lidFlaps: 5 } as const;

/**
 * Draws the base, the two rolls with their lugs and slots, the front wall and the ears of both long
 * walls; the back wall is the caller's (a mailer's carries the lid). Stages: `ROLL_END_STAGES`.
 */
export function drawRollEndBase(builder: PanelGraphBuilder, layout: RollEndLayout): void {
  const { baseLength: bl, baseWidth: bw, wall, outerWall, innerWall, strip, wallEnd } = layout;
  builder.panel(
    'base',
    'base',
    outline([
      { x: 0, y: 0 },
      { x: bl, y: 0 },
      { x: bl, y: bw },
      { x: 0, y: bw },
    ]),
  );
  builder.panel(
    'front',
    'wall',
    outline([
      { x: wallEnd, y: 0 },
      { x: bl - wallEnd, y: 0 },
      { x: bl - wallEnd, y: -wall },
      { x: wallEnd, y: -wall },
    ]),
  );
  builder.hinge('base', 'front', { x: wallEnd, y: 0 }, { x: bl - wallEnd, y: 0 });
  drawEars(builder, layout, 'front');

  for (const side of ['left', 'right'] as const) {
    const at = (x: number, y: number) => mirror(layout, side, { x: -x, y });
    const outer = `${side}_outer_wall`;
    const top = `${side}_roll_strip`;
    const inner = `${side}_inner_wall`;
    const stripStart = outerWall;
    const innerStart = outerWall + strip;
    const edge = innerStart + innerWall;
    builder.panel(outer, 'wall', outline([at(0, 0), at(outerWall, 0), at(outerWall, bw), at(0, bw)]));
    builder.hinge('base', outer, at(0, 0), at(0, bw), { stage: ROLL_END_STAGES.outerWalls });
    builder.panel(
      top,
      'wall',
      outline([at(stripStart, 0), at(innerStart, 0), at(innerStart, bw), at(stripStart, bw)]),
    );
    builder.hinge(outer, top, at(stripStart, 0), at(stripStart, bw), { stage: ROLL_END_STAGES.rolls });
    const inset = layout.innerInset;
    const { width, depth, centres } = layout.lug;
    const lugs = centres.flatMap((centre) => [
      at(edge, centre - width / 2),
      at(edge + depth, centre - width / 2 + depth),
      at(edge + depth, centre + width / 2 - depth),
      at(edge, centre + width / 2),
    ]);
    builder.panel(
      inner,
      'wall',
      outline([
        at(innerStart, inset),
        at(edge, inset),
        ...lugs,
        at(edge, bw - inset),
        at(innerStart, bw - inset),
      ]),
    );
    builder.hinge(top, inner, at(innerStart, inset), at(innerStart, bw - inset), {
      stage: ROLL_END_STAGES.rolls,
    });

    // the slots lie where the inner wall comes down on the base: a strip in from the outer crease
    for (const centre of centres) {
      const half = width / 2 + SLOT_END_CLEARANCE;
      const corners = [
        { x: strip - layout.slotWidth / 2, y: centre - half },
        { x: strip + layout.slotWidth / 2, y: centre - half },
        { x: strip + layout.slotWidth / 2, y: centre + half },
        { x: strip - layout.slotWidth / 2, y: centre + half },
      ].map((p) => mirror(layout, side, p));
      builder.cut(
        'hole',
        'base',
        corners.map((p, i) => line(p, corners[(i + 1) % corners.length] as Point)),
      );
    }
  }
}

/**
 * A front wall rolled over double, as the end walls are: the strip along the front's top crease at
 * `top` (y falls away from the base), the inner wall from the strip's far crease at `inner` to its edge
 * at `edge`, both turned in `stage`. `innerEdge` runs along the inner wall's free edge from `to` back to
 * `from` (lugs), a straight edge when empty.
 */
export function drawFrontRoll(
  builder: PanelGraphBuilder,
  span: { from: number; to: number; top: number; inner: number; edge: number },
  stage: number,
  innerEdge: Point[] = [],
): void {
  const { from, to, top, inner, edge } = span;
  builder.panel(
    'front_roll_strip',
    'wall',
    outline([
      { x: from, y: top },
      { x: to, y: top },
      { x: to, y: inner },
      { x: from, y: inner },
    ]),
  );
  builder.hinge('front', 'front_roll_strip', { x: from, y: top }, { x: to, y: top }, { stage });
  builder.panel(
    'front_inner_wall',
    'wall',
    outline([
      { x: from, y: inner },
      { x: to, y: inner },
      { x: to, y: edge },
      ...innerEdge,
      { x: from, y: edge },
    ]),
  );
  builder.hinge(
    'front_roll_strip',
    'front_inner_wall',
    { x: from, y: inner },
    { x: to, y: inner },
    { stage },
  );
}

/**
 * Ears on both ends of a long wall: creased along the wall's whole end, as tall as the wall, and
 * sharing the base's knife on the crease line; folded in, each stands midway between a roll's outer
 * and inner walls, where the roll traps it.
 */
export function drawEars(builder: PanelGraphBuilder, layout: RollEndLayout, wallId: 'front' | 'back'): void {
  const { baseWidth: bw, wall, wallEnd, ear } = layout;
  // the front wall hangs below the base (y falling), the back wall above it
  const y = (v: number) => (wallId === 'front' ? -v : bw + v);
  for (const side of ['left', 'right'] as const) {
    const at = (x: number, v: number) => mirror(layout, side, { x, y: y(v) });
    const id = `${wallId}_ear_${side}`;
    builder.panel(
      id,
      'lock',
      outline([at(wallEnd, 0), at(wallEnd, wall), at(wallEnd - ear, wall), at(wallEnd - ear, 0)]),
    );
    builder.hinge(wallId, id, at(wallEnd, 0), at(wallEnd, wall), { stage: ROLL_END_STAGES.ears });
  }
}

/** The dimension lines every roll-end box shows: length between the inner walls, width, height. */
export function drawRollEndDimensions(
  builder: PanelGraphBuilder,
  layout: RollEndLayout,
  spec: RollEndTraySpec,
): void {
  const { baseLength: bl, baseWidth: bw, strip, allowance, wall } = layout;
  builder.dimension(
    'length',
    { x: strip + allowance / 2, y: bw / 2 },
    { x: bl - strip - allowance / 2, y: bw / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: bl / 2, y: 0 }, { x: bl / 2, y: bw }, spec.width, 0);
  builder.dimension('height', { x: bl / 2, y: -wall }, { x: bl / 2, y: 0 }, spec.height, 0);
}

/**
 * FEFCO 0421 roll-end tray: a base whose ends roll over into double walls (outer wall, top strip,
 * inner wall) that lock with lugs dropping into slots in the base, and front and back walls whose
 * ears fold into the rolls, where they are trapped between the outer and inner walls.
 */
export function buildRollEndTray(spec: RollEndTraySpec): PanelGraph {
  const layout = rollEndLayout(spec);
  const { baseLength: bl, baseWidth: bw, wall, wallEnd } = layout;
  const builder = new PanelGraphBuilder();
  drawRollEndBase(builder, layout);
  builder.panel(
    'back',
    'wall',
    outline([
      { x: wallEnd, y: bw },
      { x: bl - wallEnd, y: bw },
      { x: bl - wallEnd, y: bw + wall },
      { x: wallEnd, y: bw + wall },
    ]),
  );
  builder.hinge('base', 'back', { x: wallEnd, y: bw }, { x: bl - wallEnd, y: bw });
  drawEars(builder, layout, 'back');
  drawRollEndDimensions(builder, layout, spec);
  return builder.build('base', spec.board, {
    inside: {
      length: ['left_inner_wall', 'right_inner_wall'],
      width: ['front', 'back'],
      height: { wall: 'front', base: 'base' },
    },
    glued: [],
    closures: [],
  });
}
