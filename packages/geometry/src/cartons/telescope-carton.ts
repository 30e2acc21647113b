import { foldAllowance, foldingCartonBoard } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import {
  composeTransforms,
  HALF_TURN_ABOUT_X,
  type RigidTransform,
  translation,
} from '../panel-graph/fold-model';
import { buildGluedTray, type GluedTraySpec } from './glued-tray';

export interface TelescopeCartonSpec {
  /** Inside of the base tray, mm. */
  length: number;
  width: number;
  height: number;
  material: number;
  glueFlap: number;
  /** Inside depth of the lid, at most the base's height (equal: a full telescope). */
  lidDepth: number;
  /** Total play between the lid's inside and the base's outside, across each size (half a side). */
  clearance: number;
}

/** A glued tray's base between its creases and its walls' height, mm (see `buildGluedTray`). */
export function gluedTrayScores(spec: GluedTraySpec): {
  baseLength: number;
  baseWidth: number;
  wall: number;
} {
  const allowance = foldAllowance(foldingCartonBoard(spec.material));
  return {
    baseLength: spec.length + allowance + 2 * spec.material,
    baseWidth: spec.width + allowance,
    wall: spec.height + allowance / 2,
  };
}

export const telescopeBaseOf = (spec: TelescopeCartonSpec): GluedTraySpec => ({
  length: spec.length,
  width: spec.width,
  height: spec.height,
  material: spec.material,
  glueFlap: spec.glueFlap,
});

/** The lid's inside: the base's outside (its creases plus a board) plus the clearance. */
export function telescopeLidOf(spec: TelescopeCartonSpec): GluedTraySpec {
  const base = gluedTrayScores(telescopeBaseOf(spec));
  const t = spec.material;
  return {
    length: base.baseLength + t + spec.clearance,
    width: base.baseWidth + t + spec.clearance,
    height: spec.lidDepth,
    material: t,
    glueFlap: spec.glueFlap,
  };
}

/** The lid turned over and centred on the base, its top's inner face on the base walls' rim. */
export function telescopeLidPlacement(spec: TelescopeCartonSpec): RigidTransform {
  const base = gluedTrayScores(telescopeBaseOf(spec));
  const lid = gluedTrayScores(telescopeLidOf(spec));
  const rest = -(base.wall + spec.material / 2);
  return composeTransforms(
    translation((base.baseLength - lid.baseLength) / 2, (base.baseWidth + lid.baseWidth) / 2, rest),
    HALF_TURN_ABOUT_X,
  );
}

/**
 * Two-piece telescope carton: a glued-corner base tray and a glued-corner lid that telescopes over it
 * (down to the table when the lid is as deep as the base). Two blanks, the base first.
 */
export function buildTelescopeCarton(spec: TelescopeCartonSpec): TemplatePart[] {
  return [
    {
      name: 'base',
      graph: buildGluedTray(telescopeBaseOf(spec)),
      component: { id: 'base', name: 'Base', category: 'folding_carton' },
    },
    {
      name: 'lid',
      graph: buildGluedTray(telescopeLidOf(spec)),
      component: { id: 'lid', name: 'Lid', category: 'folding_carton' },
      placement: telescopeLidPlacement(spec),
    },
  ];
}
