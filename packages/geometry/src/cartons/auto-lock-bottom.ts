import { foldAllowance } from '../board/board';
import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Frame, placeOutline, toSheet } from '../primitives/outline';
import {
  type CartonBoard,
  type CartonLayout,
  type ClosurePlan,
  type ClosureResult,
  type EndPlacement,
  flapSideInset,
  wallEndFrame,
  wallWidth,
} from './carton-layout';

/** How far each hook half of an auto-lock flap passes the centreline, mm. */
export const autoLockHook = (width: number): number => Math.min(8, width / 4);
const RELIEF = 2;
/** The shortest straight stretch kept between two bends of the flap's edge. */
const MIN_STRETCH = 2.5;
/** How far each hook edge stands off the centre, so the two flaps pass each other as the bottom erects. */
export const AUTO_LOCK_HOOK_CLEARANCE = 1;

/**
 * The hook clearance on a board: 1 mm on boxboard; on corrugated half of a caliper and a millimetre, so
 * the hook edges stand an uncrushed caliper and 1 mm apart.
 */
export const autoLockHookClearance = (board: CartonBoard): number =>
  board.kind === 'corrugated' ? (board.caliper + 1) / 2 : AUTO_LOCK_HOOK_CLEARANCE;

/** How far the web's near corner stands off the flap's corner: 3 mm on corrugated, whose crease is wide. */
const reliefOf = (board: CartonBoard): number =>
  board.kind === 'corrugated' ? Math.max(3, board.caliper) : RELIEF;
/** Glue area margin inside the web's edges. */
const WEB_GLUE_MARGIN = 1;
const WEB_GLUE_INSET = WEB_GLUE_MARGIN * (2 + Math.SQRT2);

/**
 * How far the web reaches along its 45 degree crease: a millimetre inside the side flap it is glued to.
 * `allowance` is the walls' span over their inside size (one caliper on boxboard).
 */
const webReachOf = (width: number, t: number, allowance = t): number => (width + allowance) / 2 - t - 1;

/**
 * The narrowest inside width whose webs hold a glue land of `land` mm: the glue area is the web's right
 * triangle less its margin, and the widest strip in a right isosceles triangle is (2 - √2) of its leg.
 */
export function autoLockMinimumWidth(t: number, land: number, allowance = t): number {
  const reach = land / (2 - Math.SQRT2) + WEB_GLUE_INSET;
  return 2 * (reach + 1 + t) - allowance;
}

/**
 * Auto-lock (crash-lock) bottom (ECMA A60.20.00.01). Webs sit at the two corners that fold flat in the
 * knocked-down carton (back|left side and front|right side): each length flap carries a web behind a
 * 45 degree crease, glued to the next side flap, so squaring the tube pulls the bottom into place.
 */
export function planAutoLockBottom(layout: CartonLayout, place: EndPlacement): ClosurePlan {
  return {
    extension: {},
    notch: {},
    draw(builder: PanelGraphBuilder): ClosureResult {
      for (const wallId of ['back', 'front'] as const) drawLengthFlapAndWeb(builder, layout, place, wallId);
      for (const side of ['left_side', 'right_side'] as const) drawSideFlap(builder, layout, place, side);
      return {
        panels: ['bottom_left_side_flap', 'bottom_right_side_flap', 'bottom_back_flap', 'bottom_front_flap'],
        innermost: 'bottom_left_side_flap',
        // the length flaps hook over each other; each web is glued to the side flap beside its corner
        locked: [
          { panel: 'bottom_back_flap', by: 'bottom_back_flap', over: 'bottom_front_flap' },
          { panel: 'bottom_front_flap', by: 'bottom_front_flap', over: 'bottom_back_flap' },
        ],
        // glued as the carton lies knocked down: squaring the tube erects the bottom
        glued: [
          { flap: 'bottom_back_web', panel: 'bottom_left_side_flap', erectsWithTube: true },
          { flap: 'bottom_front_web', panel: 'bottom_right_side_flap', erectsWithTube: true },
        ],
      };
    },
  };
}

/**
 * A length wall's hooked flap and the web behind its 45 degree crease, glued to the next side flap.
 * u runs from the web corner (the wall's far crease) back along the wall.
 */
function drawLengthFlapAndWeb(
  builder: PanelGraphBuilder,
  layout: CartonLayout,
  place: EndPlacement,
  wallId: 'back' | 'front',
): void {
  const { width, material: t } = layout.size;
  const allowance = foldAllowance(layout.board);
  const opening = width + allowance;
  const webReach = webReachOf(width, t, allowance);
  const hook = autoLockHook(width);
  const relief = reliefOf(layout.board);
  const wall = layout.walls[wallId];
  const f = wallEndFrame(wall, place, 'to');
  const span = wallWidth(wall);
  const flapId = `bottom_${wallId}_flap`;
  const near = opening / 2;
  const far = opening / 2 + hook;
  const hookFrom = span / 2 + autoLockHookClearance(layout.board);
  const stepStart = webReach + 2 * (near - webReach);
  builder.panel(
    flapId,
    'closure',
    placeOutline(f, [
      { x: 0, y: 0 },
      { x: span, y: 0 },
      { x: span, y: far, radius: 3 },
      { x: hookFrom + hook, y: far },
      { x: hookFrom, y: near },
      // a slanted step down to the web's tip, long enough to be a real bend in steel rule; where
      // the stretch at full depth before it would be shorter than a bend, straight to the web's tip
      ...(hookFrom - stepStart >= MIN_STRETCH ? [{ x: stepStart, y: near }] : []),
      { x: webReach, y: webReach },
      { x: relief, y: relief },
    ]),
  );
  builder.hinge(wallId, flapId, toSheet(f, { x: 0, y: 0 }), toSheet(f, { x: span, y: 0 }), {
    stage: 1,
  });
  drawWeb(builder, f, flapId, `bottom_${wallId}_web`, webReach, relief);
}

/** The web behind the flap's 45 degree crease, folded flat onto it and glued to the side flap. */
function drawWeb(
  builder: PanelGraphBuilder,
  f: Frame,
  flapId: string,
  webId: string,
  webReach: number,
  relief: number,
): void {
  builder.panel(
    webId,
    'lock',
    placeOutline(f, [
      { x: 0, y: 0 },
      { x: relief, y: relief },
      { x: webReach, y: webReach },
      { x: 0, y: webReach },
    ]),
  );
  builder.hinge(
    flapId,
    webId,
    toSheet(f, { x: relief, y: relief }),
    toSheet(f, { x: webReach, y: webReach }),
    {
      foldAngle: 180,
      stage: 0,
    },
  );
  // glue over the whole web, a margin inside its edges
  const m = WEB_GLUE_MARGIN;
  builder.glue(webId, [
    toSheet(f, { x: m, y: m + m * Math.SQRT2 }),
    toSheet(f, { x: webReach - m - m * Math.SQRT2, y: webReach - m }),
    toSheet(f, { x: m, y: webReach - m }),
  ]);
}

/** A side flap, its far edge at 45 degrees; the length flaps and webs beside it share its knives. */
function drawSideFlap(
  builder: PanelGraphBuilder,
  layout: CartonLayout,
  place: EndPlacement,
  side: 'left_side' | 'right_side',
): void {
  const { width, material: t } = layout.size;
  const sideDepth = (width + foldAllowance(layout.board)) / 2 - t;
  const wall = layout.walls[side];
  const f = wallEndFrame(wall, place, 'from');
  const span = wallWidth(wall);
  const id = `bottom_${side}_flap`;
  // the length flaps and webs beside it reach past the body crease: share their knives
  const near = flapSideInset(layout, wall, 'from', ['back', 'front']);
  const far = flapSideInset(layout, wall, 'to', ['back', 'front']);
  builder.panel(
    id,
    'closure',
    placeOutline(f, [
      { x: near, y: 0 },
      { x: span - far, y: 0 },
      { x: span - far - sideDepth, y: sideDepth },
      { x: near, y: sideDepth },
    ]),
  );
  builder.hinge(side, id, toSheet(f, { x: near, y: 0 }), toSheet(f, { x: span - far, y: 0 }), {
    stage: 1,
  });
}
