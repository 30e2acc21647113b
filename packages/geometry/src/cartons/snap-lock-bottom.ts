import { foldAllowance } from '../board/board';
import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, placeOutline, toSheet } from '../primitives/outline';
import {
  type CartonBoard,
  type CartonLayout,
  type ClosurePlan,
  type ClosureResult,
  type EndPlacement,
  flapSideInset,
  type WallId,
  wallEndFrame,
  wallWidth,
} from './carton-layout';

/** The tongue of a 1-2-3 bottom must be at least this wide to lock. */
export const SNAP_LOCK_MIN_TONGUE = 10;
/** Room each side of the tongue in the notch, and before the ends of the front flap's 45 degree edges. */
export const SNAP_LOCK_CLEARANCE = 1;
/** Where the front flap's 45 degree edges stop short of the centreline, so the step to the tongue is a real bend. */
const DIAGONAL_END_CLEARANCE = 1.25;

/**
 * Room each side of the tongue in the notch on a board: 1 mm on boxboard; on corrugated a caliper, so
 * the notch is the tongue's width plus two uncrushed calipers.
 */
export const snapLockClearance = (board: CartonBoard): number =>
  board.kind === 'corrugated' ? board.caliper : SNAP_LOCK_CLEARANCE;

/** The tongue is the notch (L - W) less the clearance each side: L - W - 2 mm on boxboard. */
export const snapLockTongue = (length: number, width: number, clearance = SNAP_LOCK_CLEARANCE): number =>
  length - width - 2 * clearance;

/** Wall ends that carry a flap at the bottom besides the side walls: the side flaps share their knives. */
const FLAPPED: WallId[] = ['back', 'front'];

/**
 * 1-2-3 snap-lock bottom (ECMA A55.20.01.03), from measured commercial CAD output: the back flap has
 * two legs and a centred notch, the side flaps a 45 degree edge and a leg, and the front flap 45 degree
 * edges with a tongue that locks past the notch. Folding order: back, sides, front.
 */
export function planSnapLockBottom(layout: CartonLayout, place: EndPlacement): ClosurePlan {
  return {
    extension: {},
    notch: {},
    draw(builder: PanelGraphBuilder): ClosureResult {
      const flaps = snapLockSizes(layout);
      const span = wallWidth(layout.walls.back);
      drawFlap(builder, layout, place, 'back', 'bottom_back_flap', backFlapSteps(flaps, span), 0, span, 1);
      drawFlap(builder, layout, place, 'front', 'bottom_front_flap', frontFlapSteps(flaps, span), 0, span, 3);
      for (const side of ['left_side', 'right_side'] as const)
        drawSideFlap(builder, layout, place, flaps, side);
      return {
        panels: ['bottom_back_flap', 'bottom_left_side_flap', 'bottom_right_side_flap', 'bottom_front_flap'],
        innermost: 'bottom_back_flap',
        // the tongue passes the notch and lies across the back flap
        locked: [{ panel: 'bottom_front_flap', by: 'bottom_front_flap', over: 'bottom_back_flap' }],
      };
    },
  };
}

/** What the flaps' outlines are measured from, mm. */
interface SnapLockSizes {
  length: number;
  width: number;
  t: number;
  /** Half the opening: where the flaps meet across it. */
  half: number;
  /** How far the longer flaps reach: three quarters of the opening. */
  reach: number;
  /** Corner radius of the flaps' far corners. */
  radius: number;
  /** Room each side of the tongue in the notch. */
  clearance: number;
}

function snapLockSizes(layout: CartonLayout): SnapLockSizes {
  const { length, width, material: t } = layout.size;
  // the opening crease to crease, as the side walls span it
  const opening = width + foldAllowance(layout.board);
  return {
    length,
    width,
    t,
    half: opening / 2,
    reach: (3 * opening) / 4,
    radius: Math.min(4, opening / 8),
    clearance: snapLockClearance(layout.board),
  };
}

function drawFlap(
  builder: PanelGraphBuilder,
  layout: CartonLayout,
  place: EndPlacement,
  wallId: WallId,
  id: string,
  steps: OutlineStep[],
  hingeFrom: number,
  hingeTo: number,
  stage: number,
): void {
  // the right side wall's flap is drawn from its far edge, so the two side flaps are mirror images
  // with both legs toward the front flap, which holds them
  const f = wallEndFrame(layout.walls[wallId], place, wallId === 'right_side' ? 'to' : 'from');
  builder.panel(id, 'closure', placeOutline(f, steps));
  builder.hinge(wallId, id, toSheet(f, { x: hingeFrom, y: 0 }), toSheet(f, { x: hingeTo, y: 0 }), {
    stage,
  });
}

/** The back flap: two legs either side of a centred notch the front flap's tongue passes. */
function backFlapSteps({ length, width, half, reach, radius }: SnapLockSizes, span: number): OutlineStep[] {
  const centre = span / 2;
  const notch = (length - width) / 2;
  return [
    { x: 0, y: 0 },
    { x: span, y: 0 },
    { x: span, y: reach, radius },
    { x: centre + notch, y: reach, radius },
    { x: centre + notch, y: half },
    { x: centre - notch, y: half },
    { x: centre - notch, y: reach, radius },
    { x: 0, y: reach, radius },
  ];
}

/** The front flap: 45 degree edges up to the tongue that locks past the back flap's notch. */
function frontFlapSteps(
  { length, width, half, reach, radius, clearance }: SnapLockSizes,
  span: number,
): OutlineStep[] {
  const centre = span / 2;
  const tongue = snapLockTongue(length, width, clearance) / 2;
  const shoulder = half - DIAGONAL_END_CLEARANCE;
  return [
    { x: 0, y: 0 },
    { x: span, y: 0 },
    { x: span - shoulder, y: shoulder },
    { x: centre + tongue, y: shoulder },
    { x: centre + tongue, y: reach, radius },
    { x: centre - tongue, y: reach, radius },
    { x: centre - tongue, y: shoulder },
    { x: shoulder, y: shoulder },
  ];
}

/** A side flap: a leg toward the front flap and a 45 degree edge toward the back flap. */
function drawSideFlap(
  builder: PanelGraphBuilder,
  layout: CartonLayout,
  place: EndPlacement,
  { t, reach, radius }: SnapLockSizes,
  side: 'left_side' | 'right_side',
): void {
  const wall = layout.walls[side];
  const sideSpan = wallWidth(wall);
  // both length walls carry a flap here: the side flaps share their knives (none on the free edge)
  const [near, far] =
    side === 'right_side'
      ? [flapSideInset(layout, wall, 'to', FLAPPED), flapSideInset(layout, wall, 'from', FLAPPED)]
      : [flapSideInset(layout, wall, 'from', FLAPPED), flapSideInset(layout, wall, 'to', FLAPPED)];
  const middle = sideSpan / 2;
  drawFlap(
    builder,
    layout,
    place,
    side,
    `bottom_${side}_flap`,
    [
      { x: near, y: 0 },
      { x: sideSpan - far, y: 0 },
      { x: sideSpan - far, y: reach + t, radius },
      { x: middle, y: reach + t },
      { x: middle, y: middle - near },
    ],
    near,
    sideSpan - far,
    2,
  );
}
