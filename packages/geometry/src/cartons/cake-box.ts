import { type FoldingCartonBoard, foldAllowance, foldingCartonBoard } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import { boundsOf } from '../panel-graph/derive-dieline';
import { composeTransforms, HALF_TURN_ABOUT_X, translation } from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, outline, placeOutline, placeSegments, rectangle, toSheet } from '../primitives/outline';
import { flattenLoop, type Point } from '../primitives/segment';
import { buildGluedTray, drawTrayLongWall } from './glued-tray';

export interface CakeBoxSpec {
  /** Inside sizes, mm. */
  length: number;
  width: number;
  height: number;
  material: number;
  /** Width of the corner glue flaps on the long walls, glued inside the end walls. */
  glueFlap: number;
  /** Board left between the window and every crease of the lid. */
  windowMargin: number;
  windowCornerRadius: number;
  /** How far the film patch reaches past the window all round (its glue overlap). */
  filmOverlap: number;
}

/** Room between a lid dust flap and the glue flaps it stands between, in the end wall's plane. */
const DUST_FLAP_GAP = 1.5;
/** A lid dust flap shorter than this along its crease is left out (the glue flaps fill the end). */
export const MIN_DUST_FLAP_SPAN = 20;
/** The tuck's corners are rounded this much (at most a third of its depth). */
const TUCK_CORNER = 5;
/** The deepest tuck drawn, mm, and how far short of the base it stops. */
const MAX_TUCK = 40;
const TUCK_SHORT_OF_BASE = 4;
const DUST_TAPER = Math.tan((15 * Math.PI) / 180);

/** The smallest window the lid keeps, each way, mm. */
export const MIN_WINDOW = 20;

/** The box's sizes on the flat, mm. */
export interface CakeBoxSizes {
  t: number;
  board: FoldingCartonBoard;
  /** Base between the end walls' creases (the glue flaps lie a ply inside each end wall). */
  baseLength: number;
  baseWidth: number;
  /** Front and end walls, crease to rim: their rims carry the lid's inner face. */
  wall: number;
  /** Back wall, base crease to lid crease. */
  backWall: number;
  glue: number;
  /** Lid between its dust flap creases, and from its back crease to its tuck crease. */
  lidLength: number;
  lidDepth: number;
  tuckDepth: number;
  /** How far the tuck stands in from each end of the lid. */
  tuckInset: number;
  /** Lid dust flaps: from and to along the lid's side crease (from the back), and how deep; none when null. */
  dustFlap: { from: number; to: number; depth: number } | null;
  /** The window in lid coordinates (u along the lid from its left crease, v from the back crease). */
  window: { u0: number; u1: number; v0: number; v1: number; radius: number };
}

/**
 * A one-piece cake box: a tray with glued corners (the long walls' glue flaps inside the end walls,
 * as the glued tray) and a lid hinged on the back wall's rim. The lid lies on the front and end
 * walls' rims; its tuck goes down a ply inside the front wall, and its dust flaps down inside the end
 * walls, between the glue flaps there. The lid carries a window with rounded corners, kept
 * `windowMargin` from every crease, and a film patch `filmOverlap` larger all round.
 */
export function cakeBoxSizes(spec: CakeBoxSpec): CakeBoxSizes {
  const t = spec.material;
  const board = foldingCartonBoard(t);
  const allowance = foldAllowance(board);
  const baseLength = spec.length + allowance + 2 * t;
  const baseWidth = spec.width + allowance;
  // the lid's side creases are the glue flaps' planes, a ply inside the end walls
  const lidLength = baseLength - 2 * t;
  // the tuck crease a ply inside the front wall
  const lidDepth = baseWidth - t;
  const from = spec.glueFlap + DUST_FLAP_GAP;
  const to = baseWidth - spec.glueFlap - DUST_FLAP_GAP;
  const dustDepth = Math.min(0.8 * spec.height, 0.4 * spec.length, 40);
  const m = spec.windowMargin;
  return {
    t,
    board,
    baseLength,
    baseWidth,
    wall: spec.height + allowance / 2,
    backWall: spec.height + allowance,
    glue: spec.glueFlap,
    lidLength,
    lidDepth,
    tuckDepth: Math.min(spec.height - TUCK_SHORT_OF_BASE, MAX_TUCK),
    tuckInset: Math.max(2.5, t + 1),
    dustFlap: to - from >= MIN_DUST_FLAP_SPAN ? { from, to, depth: dustDepth } : null,
    window: { u0: m, u1: lidLength - m, v0: m, v1: lidDepth - m, radius: spec.windowCornerRadius },
  };
}

export function buildCakeBox(spec: CakeBoxSpec): PanelGraph {
  const box = cakeBoxSizes(spec);
  const { t, baseLength, baseWidth, wall, backWall } = box;
  const builder = new PanelGraphBuilder();
  builder.panel('base', 'base', rectangle(0, 0, baseLength, baseWidth));
  // the back wall stands taller, the lid on its rim; its glue flaps run its whole height
  const longWall = { t, baseLength, glue: box.glue, rim: wall };
  drawTrayLongWall(builder, longWall, 'front', { origin: { x: 0, y: 0 }, uSign: 1, vSign: -1 });
  drawTrayLongWall(
    builder,
    longWall,
    'back',
    { origin: { x: 0, y: baseWidth }, uSign: 1, vSign: 1 },
    {
      height: backWall,
    },
  );
  drawEndWall(builder, box, 'left_side', { origin: { x: 0, y: baseWidth }, uSign: -1, vSign: -1 });
  drawEndWall(builder, box, 'right_side', { origin: { x: baseLength, y: 0 }, uSign: 1, vSign: 1 });
  drawLid(builder, box, spec, { origin: { x: t, y: baseWidth + backWall }, uSign: 1, vSign: 1 });
  addDimensions(builder, box, spec);
  return builder.build('base', box.board, {
    inside: {
      length: ['front_glue_flap_left', 'front_glue_flap_right'],
      width: ['front', 'back'],
      height: { between: ['base', 'lid'] },
    },
    glued: [
      { flap: 'front_glue_flap_left', panel: 'left_side', offset: t },
      { flap: 'front_glue_flap_right', panel: 'right_side', offset: t },
      { flap: 'back_glue_flap_left', panel: 'left_side', offset: t },
      { flap: 'back_glue_flap_right', panel: 'right_side', offset: t },
    ],
    closures: [
      {
        end: 'top',
        panels: ['lid'],
        locked: [{ panel: 'lid', by: 'lid_tuck', behind: 'front' }],
      },
    ],
  });
}

/** An end wall across the base's whole width; u runs outward from the base edge, v along it. */
function drawEndWall(
  builder: PanelGraphBuilder,
  { wall, baseWidth }: CakeBoxSizes,
  id: 'left_side' | 'right_side',
  frame: Frame,
): void {
  builder.panel(
    id,
    'wall',
    placeOutline(frame, [
      { x: 0, y: 0 },
      { x: wall, y: 0 },
      { x: wall, y: baseWidth },
      { x: 0, y: baseWidth },
    ]),
  );
  // the end walls rise onto glue flaps already folded in, before the lid closes over them all
  builder.hinge('base', id, toSheet(frame, { x: 0, y: 0 }), toSheet(frame, { x: 0, y: baseWidth }), {
    stage: 2,
  });
}

/**
 * The lid on the back wall's rim (u along it from its left side crease, v toward the front), its
 * tuck on the front edge, its dust flaps on the sides, and the window with its film.
 */
function drawLid(builder: PanelGraphBuilder, box: CakeBoxSizes, spec: CakeBoxSpec, f: Frame): void {
  const { lidLength, lidDepth, tuckDepth, tuckInset, dustFlap } = box;
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: lidLength, y: 0 },
    ...(dustFlap
      ? [
          { x: lidLength, y: dustFlap.from },
          { x: lidLength, y: dustFlap.to },
        ]
      : []),
    { x: lidLength, y: lidDepth },
    { x: lidLength - tuckInset, y: lidDepth },
    { x: tuckInset, y: lidDepth },
    { x: 0, y: lidDepth },
    ...(dustFlap
      ? [
          { x: 0, y: dustFlap.to },
          { x: 0, y: dustFlap.from },
        ]
      : []),
  ];
  builder.panel('lid', 'closure', placeOutline(f, corners));
  builder.hinge('back', 'lid', toSheet(f, { x: lidLength, y: 0 }), toSheet(f, { x: 0, y: 0 }), { stage: 4 });

  // the tuck, in a frame on the lid's front crease
  const tuck: Frame = { origin: toSheet(f, { x: 0, y: lidDepth }), uSign: f.uSign, vSign: f.vSign };
  const corner = Math.min(TUCK_CORNER, tuckDepth / 3);
  builder.panel(
    'lid_tuck',
    'tuck',
    placeOutline(tuck, [
      { x: tuckInset, y: 0 },
      { x: lidLength - tuckInset, y: 0 },
      { x: lidLength - tuckInset, y: tuckDepth, radius: corner },
      { x: tuckInset, y: tuckDepth, radius: corner },
    ]),
  );
  builder.hinge(
    'lid',
    'lid_tuck',
    toSheet(tuck, { x: tuckInset, y: 0 }),
    toSheet(tuck, { x: lidLength - tuckInset, y: 0 }),
    {
      stage: 3,
    },
  );

  if (dustFlap) {
    const { from, to, depth } = dustFlap;
    const taper = Math.min(depth * DUST_TAPER, (to - from) / 4);
    for (const side of ['left', 'right'] as const) {
      // u outward from the side crease, v along it from the back
      const d: Frame =
        side === 'left'
          ? { origin: toSheet(f, { x: 0, y: 0 }), uSign: -f.uSign as 1 | -1, vSign: f.vSign }
          : { origin: toSheet(f, { x: lidLength, y: 0 }), uSign: f.uSign, vSign: f.vSign };
      builder.panel(
        `lid_dust_flap_${side}`,
        'dust_flap',
        placeOutline(d, [
          { x: 0, y: from },
          { x: depth, y: from + taper },
          { x: depth, y: to - taper },
          { x: 0, y: to },
        ]),
      );
      builder.hinge(
        'lid',
        `lid_dust_flap_${side}`,
        toSheet(d, { x: 0, y: from }),
        toSheet(d, { x: 0, y: to }),
        {
          stage: 3,
        },
      );
    }
  }

  // the window, and its film patch glued inside over it
  const { u0, u1, v0, v1, radius } = box.window;
  const hole = outline([
    { x: u0, y: v0, radius },
    { x: u1, y: v0, radius },
    { x: u1, y: v1, radius },
    { x: u0, y: v1, radius },
  ]);
  builder.cut('hole', 'lid', placeSegments(f, hole));
  const o = spec.filmOverlap;
  const film = outline([
    { x: u0 - o, y: v0 - o, radius: radius + o },
    { x: u1 + o, y: v0 - o, radius: radius + o },
    { x: u1 + o, y: v1 + o, radius: radius + o },
    { x: u0 - o, y: v1 + o, radius: radius + o },
  ]);
  builder.film(
    'lid',
    flattenLoop(film).map((p) => toSheet(f, p)),
  );
}

function addDimensions(builder: PanelGraphBuilder, box: CakeBoxSizes, spec: CakeBoxSpec): void {
  const { baseLength, baseWidth, backWall, window: w } = box;
  const lidY = baseWidth + backWall;
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
    { x: baseLength / 2, y: baseWidth + backWall },
    spec.height,
    0,
  );
  const x0 = box.t + w.u0;
  const x1 = box.t + w.u1;
  builder.dimension(
    'window_margin',
    { x: (x0 + x1) / 2, y: lidY },
    { x: (x0 + x1) / 2, y: lidY + w.v0 },
    spec.windowMargin,
    0,
  );
}

export interface TwoPieceCakeBoxSpec extends CakeBoxSpec {
  /** Inside depth of the lid, at most the base's height. */
  lidHeight: number;
  /** Total play between the lid's inside and the base's outside, across each size. */
  lidClearance: number;
}

/**
 * The lid's inside: the base tray's outside plus the clearance. The base's outside length crosses two
 * plies at each end (glue flap and end wall), its width one (STYLES: L + 2t + 1 on single plies).
 */
export function cakeLidInside(spec: TwoPieceCakeBoxSpec): { length: number; width: number } {
  const t = spec.material;
  return { length: spec.length + 4 * t + spec.lidClearance, width: spec.width + 2 * t + spec.lidClearance };
}

/**
 * A two-piece cake box: a glued-corner tray for the base and a shallower one, turned over, for the
 * lid, whose top carries the window (kept `windowMargin` from its creases, corners rounded) and its
 * film patch. In the assembly the lid's top rests on the base's rims, centred over it.
 */
export function buildTwoPieceCakeBox(spec: TwoPieceCakeBoxSpec): TemplatePart[] {
  const t = spec.material;
  const tray = { material: t, glueFlap: spec.glueFlap };
  const base = buildGluedTray({ ...tray, length: spec.length, width: spec.width, height: spec.height });
  const inside = cakeLidInside(spec);
  const lidTray = buildGluedTray({ ...tray, ...inside, height: spec.lidHeight });
  // the lid's top is its tray's base panel: a closure once turned over, with the window in it
  const top = lidTray.panels.find((panel) => panel.id === 'base');
  const topBounds = boundsOf(flattenLoop(top?.outline ?? []));
  const m = spec.windowMargin;
  const r = spec.windowCornerRadius;
  const o = spec.filmOverlap;
  const roundedRectangle = (grow: number) =>
    outline([
      { x: topBounds.minX + m - grow, y: topBounds.minY + m - grow, radius: r + grow },
      { x: topBounds.maxX - m + grow, y: topBounds.minY + m - grow, radius: r + grow },
      { x: topBounds.maxX - m + grow, y: topBounds.maxY - m + grow, radius: r + grow },
      { x: topBounds.minX + m - grow, y: topBounds.maxY - m + grow, radius: r + grow },
    ]);
  const lid: PanelGraph = {
    ...lidTray,
    panels: lidTray.panels.map((panel) => (panel.id === 'base' ? { ...panel, role: 'closure' } : panel)),
    cuts: [...lidTray.cuts, { kind: 'hole', panel: 'base', segments: roundedRectangle(0) }],
    filmAreas: [{ panel: 'base', polygon: flattenLoop(roundedRectangle(o)) }],
  };
  // folded, a tray's walls stand toward -z from its base; the lid turns over about x, its top's
  // inside face on the base's rims (half a board above the base walls' rim), centred over the base
  const baseBounds = boundsOf(flattenLoop(base.panels.find((panel) => panel.id === 'base')?.outline ?? []));
  const baseRim = spec.height + t / 2;
  const placement = composeTransforms(
    translation(
      (baseBounds.maxX - topBounds.maxX) / 2,
      (baseBounds.maxY + topBounds.maxY) / 2,
      -(baseRim + t / 2),
    ),
    HALF_TURN_ABOUT_X,
  );
  return [
    { name: 'base', graph: base, component: { id: 'base', name: 'Base', category: 'folding_carton' } },
    { name: 'lid', graph: lid, component: { id: 'lid', name: 'Lid', category: 'folding_carton' }, placement },
  ];
}
