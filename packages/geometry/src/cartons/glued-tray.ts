import { type FoldingCartonBoard, foldAllowance, foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, placeOutline, rectangle, toSheet } from '../primitives/outline';

export interface GluedTraySpec {
  length: number;
  width: number;
  height: number;
  material: number;
  glueFlap: number;
}

const BEVEL = Math.tan((15 * Math.PI) / 180);
/** Where a glue flap leaves the base's knife, its bevel opens to at least this (a strip the die can strip). */
const RELIEF_OPENING = 3;
/** The glue flap's corner at the rim is cut back this much, so it never stands above the wall. */
const RIM_BEVEL = 2;
/** Glue area margin inside the flap's edges. */
const GLUE_MARGIN = 0.75;

/** The bevel by the base: 15 degrees, opening to at least 3 mm at the flap's end. */
export const trayGlueFlapBevel = (glueFlap: number): number => Math.max(RELIEF_OPENING, glueFlap * BEVEL);

/** The smallest inside height whose glue flaps keep a glue land of `land` mm between their bevels. */
export function trayMinimumHeight(glueFlap: number, material: number, land: number): number {
  return land + trayGlueFlapBevel(glueFlap) + RIM_BEVEL + 2 * GLUE_MARGIN - material / 2;
}

/**
 * An open tray: a base with four walls, and glue flaps on the ends of the long walls that fold in and
 * are glued inside the end walls. Base creases sit at the inside size plus a board (mid-surface), and
 * walls are half a board taller than the inside height, which runs from the base's inner face. The
 * glue flaps are a ply inside the end walls, so their creases stand a board in from the end walls'
 * (the base is three boards longer than the inside): the inside length is measured between the flaps.
 */
export function buildGluedTray(spec: GluedTraySpec): PanelGraph {
  const tray = traySizes(spec);
  const { t, baseLength, baseWidth } = tray;
  const builder = new PanelGraphBuilder();
  builder.panel('base', 'base', rectangle(0, 0, baseLength, baseWidth));
  // long walls: frames with u along the base edge, v away from the base
  const longWall = { t, baseLength, glue: tray.glue, rim: tray.wall };
  drawTrayLongWall(builder, longWall, 'front', { origin: { x: 0, y: 0 }, uSign: 1, vSign: -1 });
  drawTrayLongWall(builder, longWall, 'back', { origin: { x: 0, y: baseWidth }, uSign: 1, vSign: 1 });
  drawEndWall(builder, tray, 'left_side', { origin: { x: 0, y: baseWidth }, uSign: -1, vSign: -1 });
  drawEndWall(builder, tray, 'right_side', { origin: { x: baseLength, y: 0 }, uSign: 1, vSign: 1 });
  addTrayDimensions(builder, tray, spec);
  return builder.build('base', tray.board, {
    inside: {
      // the glue flaps are the innermost plies at the ends
      length: ['front_glue_flap_left', 'front_glue_flap_right'],
      width: ['front', 'back'],
      height: { wall: 'front', base: 'base' },
    },
    glued: [
      { flap: 'front_glue_flap_left', panel: 'left_side', offset: t },
      { flap: 'front_glue_flap_right', panel: 'right_side', offset: t },
      { flap: 'back_glue_flap_left', panel: 'left_side', offset: t },
      { flap: 'back_glue_flap_right', panel: 'right_side', offset: t },
    ],
    closures: [],
  });
}

/** The tray's board and the sizes it is drawn at, mm. */
interface TraySizes {
  t: number;
  board: FoldingCartonBoard;
  baseLength: number;
  baseWidth: number;
  /** Height of every wall from its crease. */
  wall: number;
  glue: number;
}

function traySizes(spec: GluedTraySpec): TraySizes {
  const t = spec.material;
  const board = foldingCartonBoard(t);
  const allowance = foldAllowance(board);
  return {
    t,
    board,
    // the glue flaps lie a ply inside each end wall
    baseLength: spec.length + allowance + 2 * t,
    baseWidth: spec.width + allowance,
    wall: spec.height + allowance / 2,
    glue: spec.glueFlap,
  };
}

/** What a tray's long wall and its corner glue flaps are drawn from, mm. */
export interface TrayLongWallSizes {
  t: number;
  /** The base between the end walls' creases: the long wall stops a board short of each. */
  baseLength: number;
  /** The glue flaps' width. */
  glue: number;
  /** The end walls' height: a glue flap's free edge stops `RIM_BEVEL` under their rim. */
  rim: number;
}

/**
 * A tray's long wall, a board short of each end wall's crease, `height` tall (the end walls' own
 * height unless a lid rests on it), with a glue flap on each end creased `flapCrease` up the wall
 * (its whole height unless said) and folded at `flapStage` (1: after the walls rise, before the end
 * walls do); glued over all but a margin. Glued trays,
 * trays with a tuck lid and cake boxes share it.
 */
export function drawTrayLongWall(
  builder: PanelGraphBuilder,
  sizes: TrayLongWallSizes,
  id: 'back' | 'front',
  frame: Frame,
  options: { height?: number; flapCrease?: number; flapStage?: number } = {},
): void {
  const { t, baseLength } = sizes;
  const height = options.height ?? sizes.rim;
  const from = t;
  const to = baseLength - t;
  builder.panel(
    id,
    'wall',
    placeOutline(frame, [
      { x: from, y: 0 },
      { x: to, y: 0 },
      { x: to, y: height },
      { x: from, y: height },
    ]),
  );
  builder.hinge('base', id, toSheet(frame, { x: from, y: 0 }), toSheet(frame, { x: to, y: 0 }));
  // glue flaps on both ends of a long wall: the bevel leaves the base's knife at the corner and
  // opens outward, so no second knife runs beside the end wall's edge
  for (const [end, sign] of [
    [from, -1],
    [to, 1],
  ] as const) {
    const flapId = `${id}_glue_flap_${end === from ? 'left' : 'right'}`;
    const flapFrame: Frame = {
      origin: toSheet(frame, { x: end, y: 0 }),
      uSign: (frame.uSign * sign) as 1 | -1,
      vSign: frame.vSign,
    };
    drawGlueFlap(builder, sizes, id, flapId, options.flapCrease ?? height, options.flapStage ?? 1, flapFrame);
  }
}

/** A glue flap in its frame: u away from its wall's end, v up the wall; glued over all but a margin. */
function drawGlueFlap(
  builder: PanelGraphBuilder,
  { glue, rim }: TrayLongWallSizes,
  wallId: string,
  flapId: string,
  crease: number,
  stage: number,
  f: Frame,
): void {
  const bevel = trayGlueFlapBevel(glue);
  const top = rim - RIM_BEVEL;
  builder.panel(
    flapId,
    'glue_flap',
    placeOutline(f, [
      { x: 0, y: 0 },
      { x: glue, y: bevel },
      { x: glue, y: top },
      { x: 0, y: crease },
    ]),
  );
  builder.hinge(wallId, flapId, toSheet(f, { x: 0, y: 0 }), toSheet(f, { x: 0, y: crease }), { stage });
  const m = GLUE_MARGIN;
  builder.glue(flapId, [
    toSheet(f, { x: m, y: bevel + m }),
    toSheet(f, { x: glue - m, y: bevel + m }),
    toSheet(f, { x: glue - m, y: top - m }),
    toSheet(f, { x: m, y: Math.min(top, crease) - m }),
  ]);
}

/** An end wall across the base's whole width; u runs outward from the base edge here, v along it. */
function drawEndWall(
  builder: PanelGraphBuilder,
  { wall, baseWidth }: TraySizes,
  id: 'left_side' | 'right_side',
  frame: Frame,
): void {
  const outlineSteps = [
    { x: 0, y: 0 },
    { x: wall, y: 0 },
    { x: wall, y: baseWidth },
    { x: 0, y: baseWidth },
  ];
  builder.panel(id, 'wall', placeOutline(frame, outlineSteps));
  // the end walls rise last, onto glue flaps already folded in, as a gluer erects the tray
  builder.hinge('base', id, toSheet(frame, { x: 0, y: 0 }), toSheet(frame, { x: 0, y: baseWidth }), {
    stage: 2,
  });
}

function addTrayDimensions(builder: PanelGraphBuilder, tray: TraySizes, spec: GluedTraySpec): void {
  const { t, baseLength, baseWidth, wall, glue } = tray;
  builder.dimension(
    'length',
    { x: 0, y: baseWidth / 2 },
    { x: baseLength, y: baseWidth / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: baseLength / 2, y: 0 }, { x: baseLength / 2, y: baseWidth }, spec.width, 0);
  builder.dimension(
    'height',
    { x: baseLength / 2, y: baseWidth },
    { x: baseLength / 2, y: baseWidth + wall },
    spec.height,
    0,
  );
  builder.dimension(
    'glue_flap',
    { x: baseLength - t, y: -wall / 2 },
    { x: baseLength - t + glue, y: -wall / 2 },
    glue,
    0,
  );
}
