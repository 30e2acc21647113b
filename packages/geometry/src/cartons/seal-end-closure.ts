import type { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { placeOutline, toSheet } from '../primitives/outline';
import {
  type CartonLayout,
  type ClosurePlan,
  type ClosureResult,
  type EndPlacement,
  flapSideInset,
  type WallId,
  wallEndFrame,
  wallWidth,
} from './carton-layout';
import { drawDustFlap, dustFlapDepth } from './dust-flap';

export interface SealEndClosureSpec {
  kind: 'seal';
  /** The length wall carrying the full-depth outer flap; the inner flap hinges on the other. */
  outerOn: 'back' | 'front';
}

/** Inner flap depth as a share of the opening; the outer flap covers it and is glued to it. */
export const SEAL_END_INNER_SHARE = 0.6;

/**
 * A glued seal end: dust flaps first, then an inner flap a board out, then the outer flap two boards
 * out so each ply lies on the one below it.
 */
export function planSealEndClosure(
  layout: CartonLayout,
  place: EndPlacement,
  spec: SealEndClosureSpec,
): ClosurePlan {
  const t = layout.size.material;
  const innerOn: WallId = spec.outerOn === 'back' ? 'front' : 'back';
  const prefix = place.end;
  return {
    extension: { [innerOn]: t, [spec.outerOn]: 2 * t },
    notch: {},
    draw(builder: PanelGraphBuilder): ClosureResult {
      const opening = layout.size.width + t;
      const flaps: Array<[string, WallId, number, number, number]> = [
        [`${prefix}_inner_flap`, innerOn, t, opening * SEAL_END_INNER_SHARE, 2],
        // the outer flap lies above the far wall's end, so it can reach its mid-surface and cover the
        // inner flap's hinge: nothing of the inner flap shows past it
        [`${prefix}_outer_flap`, spec.outerOn, 2 * t, opening, 3],
      ];
      for (const [id, wallId, offset, depth, stage] of flaps) {
        const wall = layout.walls[wallId];
        const f = wallEndFrame(wall, place, 'from', offset);
        const span = wallWidth(wall);
        // square corners on the outer flap, whose far corners sit over the inner flap's hinge
        const radius = wallId === innerOn ? Math.min(3, depth / 4) : 0;
        builder.panel(
          id,
          'closure',
          placeOutline(f, [
            { x: 0, y: 0 },
            { x: span, y: 0 },
            { x: span, y: depth, radius },
            { x: 0, y: depth, radius },
          ]),
        );
        builder.hinge(wallId, id, toSheet(f, { x: 0, y: 0 }), toSheet(f, { x: span, y: 0 }), { stage });
        if (wallId === innerOn) {
          const margin = 1.5;
          builder.glue(id, [
            toSheet(f, { x: margin, y: margin }),
            toSheet(f, { x: span - margin, y: margin }),
            toSheet(f, { x: span - margin, y: depth - margin }),
            toSheet(f, { x: margin, y: depth - margin }),
          ]);
        }
      }
      const depth = dustFlapDepth(layout, 0);
      const dustFlaps = (['left_side', 'right_side'] as const).map((side) => {
        const id = `${prefix}_${side}_dust_flap`;
        const wall = layout.walls[side];
        drawDustFlap(builder, wall, place, {
          id,
          lidSide: 'from',
          // both length walls carry a flap at this end: the dust flap shares a knife with each
          lidInset: flapSideInset(layout, wall, 'from', ['back', 'front']),
          farInset: flapSideInset(layout, wall, 'to', ['back', 'front']),
          depth,
          style: 'rounded',
          shoulder: 0,
          stage: 1,
        });
        return id;
      });
      return {
        panels: [...dustFlaps, `${prefix}_inner_flap`, `${prefix}_outer_flap`],
        innermost: dustFlaps[0] as string,
        // the inner flap carries the glue and lies a board inside the outer flap it is glued to
        glued: [{ flap: `${prefix}_inner_flap`, panel: `${prefix}_outer_flap`, offset: t }],
      };
    },
  };
}
