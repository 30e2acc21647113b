import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type OutlineStep, placeOutline, toSheet } from '../primitives/outline';
import {
  type CartonLayout,
  type ClosurePlan,
  type ClosureResult,
  type EndPlacement,
  type WallId,
  wallEndFrame,
  wallWidth,
} from './carton-layout';

/** The tongue of a 1-2-3 bottom must be at least this wide to lock: L - W - t >= 10 mm. */
export const SNAP_LOCK_MIN_TONGUE = 10;

/**
 * 1-2-3 snap-lock bottom (ECMA A55.20.01.03), from measured commercial CAD output: the back flap has
 * two legs and a centred notch, the side flaps a 45 degree edge and a leg, and the front flap 45 degree
 * edges with a tongue that locks past the notch. Folding order: back, sides, front.
 */
export function planSnapLockBottom(layout: CartonLayout, place: EndPlacement): ClosurePlan {
  const { length, width, material: t } = layout.size;
  const opening = width + t;
  const reach = (3 * opening) / 4;
  const half = opening / 2;
  return {
    extension: {},
    notch: {},
    draw(builder: PanelGraphBuilder): ClosureResult {
      const drawFlap = (
        wallId: WallId,
        id: string,
        steps: OutlineStep[],
        hingeFrom: number,
        hingeTo: number,
        stage: number,
      ) => {
        const f = wallEndFrame(layout.walls[wallId], place, 'from');
        builder.panel(id, 'closure', placeOutline(f, steps));
        builder.hinge(wallId, id, toSheet(f, { x: hingeFrom, y: 0 }), toSheet(f, { x: hingeTo, y: 0 }), {
          stage,
        });
      };
      const span = wallWidth(layout.walls.back);
      const centre = span / 2;
      const radius = Math.min(4, opening / 8);
      const notch = (length - width) / 2;
      drawFlap(
        'back',
        'bottom_back_flap',
        [
          { x: 0, y: 0 },
          { x: span, y: 0 },
          { x: span, y: reach, radius },
          { x: centre + notch, y: reach, radius },
          { x: centre + notch, y: half },
          { x: centre - notch, y: half },
          { x: centre - notch, y: reach, radius },
          { x: 0, y: reach, radius },
        ],
        0,
        span,
        1,
      );
      const tongue = (length - width - t) / 2;
      drawFlap(
        'front',
        'bottom_front_flap',
        [
          { x: 0, y: 0 },
          { x: span, y: 0 },
          { x: span - half, y: half },
          { x: centre + tongue, y: half },
          { x: centre + tongue, y: reach, radius },
          { x: centre - tongue, y: reach, radius },
          { x: centre - tongue, y: half },
          { x: half, y: half },
        ],
        0,
        span,
        3,
      );
      for (const side of ['left_side', 'right_side'] as const) {
        const sideSpan = wallWidth(layout.walls[side]);
        const inset = t;
        drawFlap(
          side,
          `bottom_${side}_flap`,
          [
            { x: inset, y: 0 },
            { x: sideSpan - inset, y: 0 },
            { x: sideSpan - inset, y: reach + t, radius },
            { x: sideSpan / 2, y: reach + t },
            { x: sideSpan / 2, y: sideSpan / 2 - inset },
          ],
          inset,
          sideSpan - inset,
          2,
        );
      }
      return {
        panels: ['bottom_back_flap', 'bottom_left_side_flap', 'bottom_right_side_flap', 'bottom_front_flap'],
        innermost: 'bottom_back_flap',
      };
    },
  };
}
