import { designRuleLimits } from '../design-rules/design-rules';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';
import { line, type Point } from '../primitives/segment';
import {
  drawEars,
  drawFrontRoll,
  ROLL_END_STAGES,
  type RollEndLayout,
  type RollEndTraySpec,
  rollEndLayout,
} from './roll-end-tray';

export interface RollEndDisplayTraySpec extends RollEndTraySpec {
  /** Inside height of the lowered front wall, from the base to its rim. */
  frontHeight: number;
  /** Roll the lowered front over double too, its inner wall locked by lugs into the base. */
  doubleFront?: boolean;
}

/** The longest locking lug on the inner front wall, mm, as on the rolls. */
const LUG_MAX_WIDTH = 40;

/** A slot is this much longer than its lug at each end, so the lug drops in without catching. */
const SLOT_END_CLEARANCE = 1;

/**
 * The display tray's sizes: the roll-end layout (back wall and the rolls' back ends full height), the
 * lowered front, and the rolls' slope from the back down to the front.
 */
export interface DisplayTrayLayout {
  tray: RollEndLayout;
  /** Front wall, base crease to rim. */
  frontWall: number;
  /** The front wall's ears: as tall as the front, their reach into the rolls. */
  frontEar: number;
  /** A roll's strip crease above the base crease at the front (y = 0) and at the back (y = baseWidth). */
  rollFront: number;
  rollBack: number;
  /**
   * Where the rolls' inner walls run along y: from the front (behind a double front's inner wall, so
   * they stay inside the box's front ply) to a knife jog short of the back.
   */
  innerFrom: number;
  innerTo: number;
  /** The inner walls' lugs, centred on their own run. */
  lug: { width: number; depth: number; centres: [number, number] };
}

export function displayTrayLayout(spec: RollEndDisplayTraySpec): DisplayTrayLayout {
  // a double front's inner wall stands a roll strip behind the outer one: the base grows by the strip
  // so the inside width is still measured from the inner front wall
  const strip = spec.doubleFront ? rollEndLayout(spec).strip : 0;
  const tray = rollEndLayout({ ...spec, width: spec.width + strip });
  const frontWall = spec.frontHeight + tray.allowance / 2;
  const innerFrom = spec.doubleFront ? strip - tray.t / 2 : tray.innerInset;
  const innerTo = tray.baseWidth - tray.innerInset;
  const run = innerTo - innerFrom;
  // on a single front the run is the 0421's, and so are its lugs
  const lug = spec.doubleFront
    ? {
        width: Math.min(LUG_MAX_WIDTH, run / 4),
        depth: tray.t,
        centres: [innerFrom + run / 4, innerFrom + (3 * run) / 4] as [number, number],
      }
    : tray.lug;
  return {
    tray,
    frontWall,
    frontEar: Math.min(tray.ear, frontWall),
    // a board above the rims it passes over, as on the 0421 roll
    rollFront: frontWall + tray.t,
    rollBack: tray.outerWall,
    innerFrom,
    innerTo,
    lug,
  };
}

/** The strip crease's height over the base crease at `y` along the width: a straight slope. */
const rollHeight = (layout: DisplayTrayLayout, y: number) =>
  layout.rollFront + ((layout.rollBack - layout.rollFront) * y) / layout.tray.baseWidth;

/**
 * A sloped roll in its own frame, u up the outer wall from the base crease and y along the width:
 * the outer wall up to the sloping strip crease, the strip a band across it, and the inner wall, which
 * comes down inside to the base. Folded twice about parallel creases, the inner wall is the outer
 * wall's frame reflected in the strip crease and moved the strip's width across it; the lugs on its
 * free edge drop into the base's slots as on a level roll.
 */
function rollFrame(layout: DisplayTrayLayout) {
  const { strip, baseWidth: bw } = layout.tray;
  const a = { x: layout.rollFront, y: 0 };
  const b = { x: layout.rollBack, y: bw };
  const run = Math.hypot(b.x - a.x, b.y - a.y);
  const d = { x: (b.x - a.x) / run, y: (b.y - a.y) / run };
  // across the crease, away from the base
  const n = { x: d.y, y: -d.x };
  const across = (p: Point): Point => ({ x: p.x + strip * n.x, y: p.y + strip * n.y });
  const inner = (p: Point): Point => {
    const along = (p.x - a.x) * d.x + (p.y - a.y) * d.y;
    const foot = { x: a.x + along * d.x, y: a.y + along * d.y };
    return across({ x: 2 * foot.x - p.x, y: 2 * foot.y - p.y });
  };
  return { a, b, across, inner };
}

/** The two sloped rolls with their lugs, and the lugs' slots in the base, in the level rolls' stages. */
function drawSlopedRolls(builder: PanelGraphBuilder, layout: DisplayTrayLayout): void {
  const { tray } = layout;
  const { t, baseLength: bl, baseWidth: bw, strip, slotWidth } = tray;
  const { a, b, across, inner } = rollFrame(layout);
  const { width, depth, centres } = layout.lug;
  const { innerFrom, innerTo } = layout;
  // the inner wall in the outer wall's frame: from the crease down to the base's top face, lugs a board lower
  const foot = t / 2;
  const innerSteps: Point[] = [
    { x: rollHeight(layout, innerFrom), y: innerFrom },
    { x: foot, y: innerFrom },
    ...centres.flatMap((centre) => [
      { x: foot, y: centre - width / 2 },
      { x: foot - depth, y: centre - width / 2 + depth },
      { x: foot - depth, y: centre + width / 2 - depth },
      { x: foot, y: centre + width / 2 },
    ]),
    { x: foot, y: innerTo },
    { x: rollHeight(layout, innerTo), y: innerTo },
  ].map(inner);
  for (const side of ['left', 'right'] as const) {
    const at = (p: Point): Point => (side === 'left' ? { x: -p.x, y: p.y } : { x: bl + p.x, y: p.y });
    const outer = `${side}_outer_wall`;
    const top = `${side}_roll_strip`;
    const innerId = `${side}_inner_wall`;
    builder.panel(outer, 'wall', outline([{ x: 0, y: 0 }, a, b, { x: 0, y: bw }].map(at)));
    builder.hinge('base', outer, at({ x: 0, y: 0 }), at({ x: 0, y: bw }), {
      stage: ROLL_END_STAGES.outerWalls,
    });
    builder.panel(top, 'wall', outline([a, across(a), across(b), b].map(at)));
    builder.hinge(outer, top, at(a), at(b), { stage: ROLL_END_STAGES.rolls });
    builder.panel(innerId, 'wall', outline(innerSteps.map(at)));
    const start = innerSteps[0] as Point;
    const end = innerSteps[innerSteps.length - 1] as Point;
    builder.hinge(top, innerId, at(start), at(end), { stage: ROLL_END_STAGES.rolls });
    // the slots lie where the inner wall comes down on the base: a strip in from the outer crease
    for (const centre of centres) {
      const half = width / 2 + SLOT_END_CLEARANCE;
      const corners = [
        { x: strip - slotWidth / 2, y: centre - half },
        { x: strip + slotWidth / 2, y: centre - half },
        { x: strip + slotWidth / 2, y: centre + half },
        { x: strip - slotWidth / 2, y: centre + half },
      ].map((p) => (side === 'left' ? p : { x: bl - p.x, y: p.y }));
      builder.cut(
        'hole',
        'base',
        corners.map((p, i) => line(p, corners[(i + 1) % corners.length] as Point)),
      );
    }
  }
}

/**
 * The back wall's ears, cut down along the rolls' slope so that each stays a board under the strip
 * wherever it reaches toward the front.
 */
function drawBackEars(builder: PanelGraphBuilder, layout: DisplayTrayLayout): void {
  const { t, baseLength: bl, baseWidth: bw, wall, wallEnd, ear } = layout.tray;
  const reachTop = rollHeight(layout, bw - ear) - t;
  for (const side of ['left', 'right'] as const) {
    const at = (x: number, v: number): Point => ({ x: side === 'left' ? x : bl - x, y: bw + v });
    const id = `back_ear_${side}`;
    builder.panel(
      id,
      'lock',
      outline([at(wallEnd, 0), at(wallEnd, wall), at(wallEnd - ear, reachTop), at(wallEnd - ear, 0)]),
    );
    builder.hinge('back', id, at(wallEnd, 0), at(wallEnd, wall), { stage: ROLL_END_STAGES.ears });
  }
}

/** Where the double front's strip and inner wall run along x: clear of the end rolls' inner walls. */
function frontRollSpan({ t, strip, baseLength }: RollEndLayout): { from: number; to: number } {
  return { from: strip + t, to: baseLength - strip - t };
}

/** The narrowest inside length whose double front holds two lugs with a knife jog of tip each. */
export function displayFrontMinimumLength(spec: RollEndDisplayTraySpec): number {
  const { tray } = displayTrayLayout({ ...spec, doubleFront: true });
  const { from, to } = frontRollSpan(tray);
  const t = tray.t;
  return spec.length + 4 * (2 * t + Math.max(t, designRuleLimits(spec.board).jog)) - (to - from);
}

/**
 * The lowered front turns over after the end rolls: their inner walls, turning down along the slope,
 * swing their front ends forward, through an inner front wall already down.
 */
const FRONT_ROLL_STAGE = ROLL_END_STAGES.rolls + 1;

/**
 * The lowered front rolled over double: a strip as wide as the end rolls' and an inner wall that comes
 * down behind the front to the base, between the end rolls' inner walls, its lugs dropping into slots a
 * strip in from the front crease as the end rolls' do.
 */
function drawLoweredFrontRoll(builder: PanelGraphBuilder, layout: DisplayTrayLayout): void {
  const { tray, frontWall } = layout;
  const { t, strip, slotWidth } = tray;
  const { from, to } = frontRollSpan(tray);
  const top = -frontWall;
  const inner = top - strip;
  const edge = inner - (frontWall - t / 2);
  const width = Math.min(LUG_MAX_WIDTH, (to - from) / 4);
  const centres = [from + (to - from) / 4, from + (3 * (to - from)) / 4];
  const lugs = [...centres].reverse().flatMap((centre) => [
    { x: centre + width / 2, y: edge },
    { x: centre + width / 2 - t, y: edge - t },
    { x: centre - width / 2 + t, y: edge - t },
    { x: centre - width / 2, y: edge },
  ]);
  drawFrontRoll(builder, { from, to, top, inner, edge }, FRONT_ROLL_STAGE, lugs);
  for (const centre of centres) {
    const half = width / 2 + SLOT_END_CLEARANCE;
    const corners: Point[] = [
      { x: centre - half, y: strip - slotWidth / 2 },
      { x: centre + half, y: strip - slotWidth / 2 },
      { x: centre + half, y: strip + slotWidth / 2 },
      { x: centre - half, y: strip + slotWidth / 2 },
    ];
    builder.cut(
      'hole',
      'base',
      corners.map((p, i) => line(p, corners[(i + 1) % corners.length] as Point)),
    );
  }
}

/**
 * A roll-end display tray (FEFCO 0470 family): the 0421 tray's base and roll-over double end walls with
 * their lugs, a full-height back wall, and a front wall lowered so the goods show and can be taken from
 * the shelf. The rolls slope from the back wall's height down to a board above the lowered front, their
 * strips and inner walls following the slope; the front wall's ears are only as tall as the front, and
 * the back wall's ears are cut down along the slope, so the rolls trap both under their strips. With
 * `doubleFront` (the 0471 of this family) the lowered front rolls over double as well.
 */
export function buildRollEndDisplayTray(spec: RollEndDisplayTraySpec): PanelGraph {
  const layout = displayTrayLayout(spec);
  const { tray, frontWall, frontEar } = layout;
  const { baseLength: bl, baseWidth: bw, wall, wallEnd, strip, allowance } = tray;
  const builder = new PanelGraphBuilder();
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
  for (const [id, from, to] of [
    ['front', -frontWall, 0],
    ['back', bw, bw + wall],
  ] as const) {
    builder.panel(
      id,
      'wall',
      outline([
        { x: wallEnd, y: from },
        { x: bl - wallEnd, y: from },
        { x: bl - wallEnd, y: to },
        { x: wallEnd, y: to },
      ]),
    );
    const y = id === 'front' ? 0 : bw;
    builder.hinge('base', id, { x: wallEnd, y }, { x: bl - wallEnd, y });
  }
  drawEars(builder, { ...tray, wall: frontWall, ear: frontEar }, 'front');
  drawBackEars(builder, layout);
  drawSlopedRolls(builder, layout);
  if (spec.doubleFront) drawLoweredFrontRoll(builder, layout);
  const frontFace = spec.doubleFront ? strip : 0;
  builder.dimension(
    'length',
    { x: strip + allowance / 2, y: bw / 2 },
    { x: bl - strip - allowance / 2, y: bw / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: bl / 2, y: frontFace }, { x: bl / 2, y: bw }, spec.width, 0);
  builder.dimension('height', { x: bl / 2, y: bw }, { x: bl / 2, y: bw + wall }, spec.height, 0);
  builder.dimension('front_height', { x: bl / 2, y: -frontWall }, { x: bl / 2, y: 0 }, spec.frontHeight, 0);
  return builder.build('base', spec.board, {
    inside: {
      length: ['left_inner_wall', 'right_inner_wall'],
      width: [spec.doubleFront ? 'front_inner_wall' : 'front', 'back'],
      height: { wall: 'back', base: 'base' },
    },
    glued: [],
    closures: [],
  });
}
