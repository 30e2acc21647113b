import type { TemplatePart } from '../catalog/template-definition';
import {
  composeTransforms,
  HALF_TURN_ABOUT_X,
  type RigidTransform,
  translation,
} from '../panel-graph/fold-model';
import {
  buildLockedCornerTray,
  type LockedCornerTraySpec,
  lockedTrayLayout,
  lockedTrayOutside,
} from './locked-corner-tray';

export interface ShirtBoxSpec {
  /** Inside of the base, mm. */
  length: number;
  width: number;
  height: number;
  material: number;
  /** Inside depth of the lid, from its top's inner face to its long walls' rim. */
  lidDepth: number;
  /** Total play between the lid's inside and the base's outside, across each size (half a side). */
  clearance: number;
}

export const baseTrayOf = (spec: ShirtBoxSpec): LockedCornerTraySpec => ({
  length: spec.length,
  width: spec.width,
  height: spec.height,
  material: spec.material,
});

/**
 * The lid's inside: the base's outside plus the clearance. For single walls this is the trade's
 * (L + 2t + 1) x (W + 2t + 1); the base's doubled end walls add their plies to the length.
 */
export function shirtBoxLid(spec: ShirtBoxSpec): LockedCornerTraySpec {
  const outside = lockedTrayOutside(baseTrayOf(spec));
  return {
    length: outside.length + spec.clearance,
    width: outside.width + spec.clearance,
    height: spec.lidDepth,
    material: spec.material,
    dimensionNames: { length: 'lid_length', width: 'lid_width', height: 'lid_depth' },
  };
}

/**
 * Where the lid sits on the closed box, in the base's frame (the base's walls rise toward -z): turned
 * over, centred on the base, its top's mid-surface half a board above the end walls' top strips.
 */
export function shirtBoxLidPlacement(spec: ShirtBoxSpec): RigidTransform {
  const base = lockedTrayLayout(baseTrayOf(spec));
  const lid = lockedTrayLayout(shirtBoxLid(spec));
  const t = spec.material;
  // the strips' mid-surface stands `outer` above the base's, their top face half a board more
  const rest = -(base.outer + t / 2 + t / 2);
  // a half turn about x sends the lid's (x, y) to (x, -y)
  return composeTransforms(
    translation((base.baseLength - lid.baseLength) / 2, (base.baseWidth + lid.baseWidth) / 2, rest),
    HALF_TURN_ABOUT_X,
  );
}

/**
 * Shirt box: a locked-corner base and a locked-corner lid that telescopes over it, each folded from a
 * flat blank without glue. Two blanks, nested as two components; the base is first (the asked sizes
 * are its inside).
 */
export function buildShirtBox(spec: ShirtBoxSpec): TemplatePart[] {
  return [
    {
      name: 'base',
      graph: buildLockedCornerTray(baseTrayOf(spec)),
      component: { id: 'base', name: 'Base', category: 'folding_carton' },
    },
    {
      name: 'lid',
      graph: buildLockedCornerTray(shirtBoxLid(spec)),
      component: { id: 'lid', name: 'Lid', category: 'folding_carton' },
      placement: shirtBoxLidPlacement(spec),
    },
  ];
}
