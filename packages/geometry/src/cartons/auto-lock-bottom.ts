import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { placeOutline, toSheet } from '../primitives/outline';
import {
  type CartonLayout,
  type ClosurePlan,
  type ClosureResult,
  type EndPlacement,
  wallEndFrame,
  wallWidth,
} from './carton-layout';

/** How far each hook half of an auto-lock flap passes the centreline, mm. */
export const autoLockHook = (width: number): number => Math.min(8, width / 4);
const RELIEF = 2;

/**
 * Auto-lock (crash-lock) bottom (ECMA A60.20.00.01). Webs sit at the two corners that fold flat in the
 * knocked-down carton (back|left side and front|right side): each length flap carries a web behind a
 * 45 degree crease, glued to the next side flap, so squaring the tube pulls the bottom into place.
 */
export function planAutoLockBottom(layout: CartonLayout, place: EndPlacement): ClosurePlan {
  const { width, material: t } = layout.size;
  const opening = width + t;
  const sideDepth = opening / 2 - t;
  const webReach = sideDepth - 1;
  const hook = autoLockHook(width);
  return {
    extension: {},
    notch: {},
    draw(builder: PanelGraphBuilder): ClosureResult {
      for (const wallId of ['back', 'front'] as const) {
        const wall = layout.walls[wallId];
        // u runs from the web corner (the wall's far crease) back along the wall
        const f = wallEndFrame(wall, place, 'to');
        const span = wallWidth(wall);
        const flapId = `bottom_${wallId}_flap`;
        const webId = `bottom_${wallId}_web`;
        const near = opening / 2;
        const far = opening / 2 + hook;
        builder.panel(
          flapId,
          'closure',
          placeOutline(f, [
            { x: 0, y: 0 },
            { x: span, y: 0 },
            { x: span, y: far, radius: 3 },
            { x: span / 2 + hook, y: far },
            { x: span / 2, y: near },
            { x: webReach, y: near },
            { x: webReach, y: webReach },
            { x: RELIEF, y: RELIEF },
          ]),
        );
        builder.hinge(wallId, flapId, toSheet(f, { x: 0, y: 0 }), toSheet(f, { x: span, y: 0 }), {
          stage: 1,
        });
        builder.panel(
          webId,
          'lock',
          placeOutline(f, [
            { x: 0, y: 0 },
            { x: RELIEF, y: RELIEF },
            { x: webReach, y: webReach },
            { x: 0, y: webReach },
          ]),
        );
        builder.hinge(
          flapId,
          webId,
          toSheet(f, { x: RELIEF, y: RELIEF }),
          toSheet(f, { x: webReach, y: webReach }),
          {
            foldAngle: 180,
            stage: 0,
          },
        );
        const m = Math.min(2, webReach / 8);
        builder.glue(webId, [
          toSheet(f, { x: m, y: 2 * m + RELIEF }),
          toSheet(f, { x: webReach - 2 * m - RELIEF, y: webReach - m }),
          toSheet(f, { x: m, y: webReach - m }),
        ]);
      }
      for (const side of ['left_side', 'right_side'] as const) {
        const wall = layout.walls[side];
        const f = wallEndFrame(wall, place, 'from');
        const span = wallWidth(wall);
        const id = `bottom_${side}_flap`;
        builder.panel(
          id,
          'closure',
          placeOutline(f, [
            { x: t, y: 0 },
            { x: span - t, y: 0 },
            { x: span - t - sideDepth, y: sideDepth },
            { x: t, y: sideDepth },
          ]),
        );
        builder.hinge(side, id, toSheet(f, { x: t, y: 0 }), toSheet(f, { x: span - t, y: 0 }), { stage: 1 });
      }
      return {
        panels: ['bottom_back_flap', 'bottom_front_flap', 'bottom_left_side_flap', 'bottom_right_side_flap'],
        innermost: 'bottom_left_side_flap',
      };
    },
  };
}
