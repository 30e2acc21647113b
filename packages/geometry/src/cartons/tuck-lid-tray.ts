import { foldAllowance, foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, placeOutline, rectangle, toSheet } from '../primitives/outline';
import { drawTrayLongWall } from './glued-tray';
import { tuckSideClearance } from './tuck-closure';

export interface TuckLidTraySpec {
  /** Inside length, between the corner glue flaps. */
  length: number;
  /** Inside width, between the front and back walls. */
  width: number;
  /** Inside height, from the base's inner face to the closed lid's (the other walls' rim). */
  height: number;
  material: number;
  glueFlap: number;
  /** Depth of the tuck on the lid's front edge, which goes in behind the front wall. */
  tuckDepth: number;
}

/** Nicks at the ends of the tuck crease, so the lid's edge runs straight past the tuck's corners. */
const TUCK_END_NICK = 3;
/** The lid's dust flaps stand this far clear of the corner glue flaps along the end walls. */
const DUST_FLAP_CLEARANCE = 2;
/** Dust flaps reach 0.8 of the height down the end walls, their ends tapered 15 degrees. */
const DUST_FLAP_SHARE = 0.8;
const TAPER = Math.tan((15 * Math.PI) / 180);
/** The shortest dust flap worth its knife, along the end wall. */
export const DUST_FLAP_MIN_LENGTH = 10;

/** Where a tray with a tuck lid falls on the sheet, mm: base from (0, 0), front wall below it. */
export interface TuckLidTrayLayout {
  t: number;
  baseLength: number;
  baseWidth: number;
  /** Front wall and end walls, base crease to rim. */
  wall: number;
  /** The back wall, half a board taller: the lid hinged on it lies on the end walls' rims. */
  backWall: number;
  glue: number;
  /** The lid, from its hinge to the tuck's crease: a board short of the front wall, whose inside it enters. */
  lidDepth: number;
  /** The tuck's side edges stand this far in from the lid's. */
  tuckInset: number;
  tuckDepth: number;
  /** Along the lid's side from its hinge: where each dust flap's crease starts and ends. */
  dustFrom: number;
  dustTo: number;
  dustDepth: number;
}

export function tuckLidTrayLayout(spec: TuckLidTraySpec): TuckLidTrayLayout {
  const t = spec.material;
  const allowance = foldAllowance(foldingCartonBoard(t));
  const baseWidth = spec.width + allowance;
  const lidDepth = baseWidth - t;
  const dustFrom = spec.glueFlap + DUST_FLAP_CLEARANCE;
  return {
    t,
    // the glue flaps lie a ply inside each end wall
    baseLength: spec.length + allowance + 2 * t,
    baseWidth,
    wall: spec.height + allowance / 2,
    backWall: spec.height + allowance / 2 + t / 2,
    glue: spec.glueFlap,
    lidDepth,
    tuckInset: t / 2 + tuckSideClearance(t),
    tuckDepth: spec.tuckDepth,
    dustFrom,
    // the dust flap stops as far short of the front glue flaps, which stand a board in from the front
    dustTo: lidDepth + t - dustFrom,
    // never so deep that the two dust flaps of the lid could meet across the tray
    dustDepth: Math.min(DUST_FLAP_SHARE * spec.height, spec.length / 2 - 1),
  };
}

/** The narrowest inside width whose lid keeps a dust flap between the glue flaps. */
export const tuckLidTrayMinimumWidth = (glueFlap: number, material: number): number =>
  2 * (glueFlap + DUST_FLAP_CLEARANCE) + DUST_FLAP_MIN_LENGTH - material;

/**
 * A tray with a tuck lid, one piece: a glued-corner tray (glue flaps on the front and back walls,
 * glued inside the end walls) whose back wall, half a board taller, carries a lid that lies on the other
 * walls' rims; the inside height runs from the base's inner face to the lid's. The lid's front edge
 * folds down into a tuck that slides in behind the front wall, and its sides carry dust flaps that
 * hang inside the end walls, between the glue flaps. Stages: walls 0, glue flaps 1, the lid's tuck
 * and dust flaps 2, the lid 3.
 */
export function buildTuckLidTray(spec: TuckLidTraySpec): PanelGraph {
  const layout = tuckLidTrayLayout(spec);
  const { t, baseLength: bl, baseWidth: bw, wall, backWall } = layout;
  const builder = new PanelGraphBuilder();
  builder.panel('base', 'base', rectangle(0, 0, bl, bw));
  // the back wall stands taller, the lid on its rim; the glue flaps fold before the end walls
  const longWall = { t, baseLength: bl, glue: layout.glue, rim: wall };
  drawTrayLongWall(
    builder,
    longWall,
    'front',
    { origin: { x: 0, y: 0 }, uSign: 1, vSign: -1 },
    { flapStage: 1 },
  );
  drawTrayLongWall(
    builder,
    longWall,
    'back',
    { origin: { x: 0, y: bw }, uSign: 1, vSign: 1 },
    {
      height: backWall,
      flapCrease: wall,
      flapStage: 1,
    },
  );
  for (const [id, frame] of [
    ['left_side', { origin: { x: 0, y: bw }, uSign: -1, vSign: -1 }],
    ['right_side', { origin: { x: bl, y: 0 }, uSign: 1, vSign: 1 }],
  ] as const) {
    builder.panel(
      id,
      'wall',
      placeOutline(frame, [
        { x: 0, y: 0 },
        { x: wall, y: 0 },
        { x: wall, y: bw },
        { x: 0, y: bw },
      ]),
    );
    // the end walls rise onto glue flaps already folded in
    builder.hinge('base', id, toSheet(frame, { x: 0, y: 0 }), toSheet(frame, { x: 0, y: bw }), { stage: 2 });
  }
  drawLid(builder, layout, { origin: { x: 0, y: bw + backWall }, uSign: 1, vSign: 1 });
  addDimensions(builder, layout, spec);
  return builder.build('base', t, {
    inside: {
      length: ['front_glue_flap_left', 'front_glue_flap_right'],
      width: ['front', 'back'],
      // a closed tray: from the base's inner face to the lid's
      height: { between: ['base', 'lid'] },
    },
    glued: [
      { flap: 'front_glue_flap_left', panel: 'left_side', offset: t },
      { flap: 'front_glue_flap_right', panel: 'right_side', offset: t },
      { flap: 'back_glue_flap_left', panel: 'left_side', offset: t },
      { flap: 'back_glue_flap_right', panel: 'right_side', offset: t },
    ],
    closures: [{ end: 'top', panels: ['lid'], locked: [{ panel: 'lid', by: 'lid_tuck', behind: 'front' }] }],
  });
}

/** The lid on the back wall's rim (u along it, v away from it), its tuck and its two dust flaps. */
function drawLid(builder: PanelGraphBuilder, layout: TuckLidTrayLayout, f: Frame): void {
  const { t, baseLength: bl } = layout;
  const from = t;
  const to = bl - t;
  drawTuckLid(builder, {
    frame: f,
    from,
    to,
    depth: layout.lidDepth,
    tuckInset: layout.tuckInset,
    tuckDepth: layout.tuckDepth,
  });
  const { dustFrom: a, dustTo: b, dustDepth: d } = layout;
  const taper = Math.min(d * TAPER, (b - a) / 4);
  for (const side of ['left', 'right'] as const) {
    // the flap's frame: u outward from the lid's side, v along it from the hinge
    const df: Frame =
      side === 'left'
        ? { origin: toSheet(f, { x: from, y: 0 }), uSign: -f.uSign as 1 | -1, vSign: f.vSign }
        : { origin: toSheet(f, { x: to, y: 0 }), uSign: f.uSign, vSign: f.vSign };
    const id = `lid_dust_flap_${side}`;
    builder.panel(
      id,
      'dust_flap',
      placeOutline(df, [
        { x: 0, y: a },
        { x: d, y: a + taper },
        { x: d, y: b - taper },
        { x: 0, y: b },
      ]),
    );
    builder.hinge('lid', id, toSheet(df, { x: 0, y: a }), toSheet(df, { x: 0, y: b }), { stage: 2 });
  }
}

/** A lid on the back wall, in the frame of the back wall's top edge: u along it, v away from it. */
export interface TuckLidFrame {
  frame: Frame;
  /** The lid's side edges, in u. */
  from: number;
  to: number;
  /** From the lid's hinge to the tuck's crease. */
  depth: number;
  /** The tuck's side edges stand this far in from the lid's. */
  tuckInset: number;
  tuckDepth: number;
  /** The lid's folding stage, after the tray's walls (3 unless given). */
  lidStage?: number;
  /**
   * The tuck's folding stage (2 unless given): the lid's has the tuck turn as the lid comes down, as a
   * hand closes it, instead of while the lid still stands open.
   */
  tuckStage?: number;
}

/**
 * A lid hinged on the back wall (stage 3 or `lidStage`) and the tuck on its front edge (stage 2 or `tuckStage`), whose crease stops
 * 3 mm short of each end so the lid's edge runs straight on past the tuck's corners.
 */
export function drawTuckLid(builder: PanelGraphBuilder, lid: TuckLidFrame): void {
  const { frame: f, from, to, depth, tuckInset, tuckDepth } = lid;
  builder.panel(
    'lid',
    'closure',
    placeOutline(f, [
      { x: from, y: 0 },
      { x: to, y: 0 },
      { x: to, y: depth },
      { x: from, y: depth },
    ]),
  );
  builder.hinge('back', 'lid', toSheet(f, { x: from, y: 0 }), toSheet(f, { x: to, y: 0 }), {
    stage: lid.lidStage ?? 3,
  });
  const tuckWidth = to - from - 2 * tuckInset;
  const radius = Math.min(8, Math.max(3, tuckDepth / 2.5), tuckWidth / 4);
  const tip = depth + tuckDepth;
  builder.panel(
    'lid_tuck',
    'tuck',
    placeOutline(f, [
      { x: from + tuckInset, y: depth },
      { x: to - tuckInset, y: depth },
      { x: to - tuckInset, y: tip, radius },
      { x: from + tuckInset, y: tip, radius },
    ]),
  );
  builder.hinge(
    'lid',
    'lid_tuck',
    toSheet(f, { x: from + tuckInset, y: depth }),
    toSheet(f, { x: to - tuckInset, y: depth }),
    { stage: lid.tuckStage ?? 2, creased: [[TUCK_END_NICK, tuckWidth - TUCK_END_NICK]] },
  );
}

function addDimensions(builder: PanelGraphBuilder, layout: TuckLidTrayLayout, spec: TuckLidTraySpec): void {
  const { baseLength: bl, baseWidth: bw, wall, backWall, lidDepth, tuckDepth } = layout;
  builder.dimension('length', { x: 0, y: bw / 2 }, { x: bl, y: bw / 2 }, spec.length, 0);
  builder.dimension('width', { x: bl / 2, y: 0 }, { x: bl / 2, y: bw }, spec.width, 0);
  builder.dimension('height', { x: bl / 2, y: -wall }, { x: bl / 2, y: 0 }, spec.height, 0);
  const lidEdge = bw + backWall + lidDepth;
  builder.dimension(
    'tuck_flap',
    { x: bl * 0.75, y: lidEdge },
    { x: bl * 0.75, y: lidEdge + tuckDepth },
    tuckDepth,
    0,
  );
}
