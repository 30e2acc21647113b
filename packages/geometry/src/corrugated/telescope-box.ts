import { type CorrugatedBoard, fluteProfile } from '../board/board';
import type { Joint } from '../catalog/corrugated-parameters';
import type { TemplatePart } from '../catalog/template-definition';
import { composeTransforms, HALF_TURN_ABOUT_X, translation } from '../panel-graph/fold-model';
import { buildSlottedBox } from './slotted-box';

export interface TelescopeBoxSpec {
  /** Inside sizes of the base, mm. */
  length: number;
  width: number;
  height: number;
  /** Inside depth of the lid, at most the base's height. */
  lidDepth: number;
  /** Total play between the lid's inside and the base's outside, across each size. */
  clearance: number;
  board: CorrugatedBoard;
  joint: Joint;
}

/** The lid's inside: the base's outside (score to score plus a board) plus the clearance. */
export function telescopeLidInside(spec: TelescopeBoxSpec): { length: number; width: number } {
  const outside = fluteProfile(spec.board).panel + spec.board.caliper;
  return { length: spec.length + outside + spec.clearance, width: spec.width + outside + spec.clearance };
}

/**
 * FEFCO 0320: two half-slotted containers, the lid turned over the base. Each is its own blank (and
 * nesting component); in the assembly the lid's closed end rests on the base's rim, centred over it.
 */
export function buildTelescopeBox(spec: TelescopeBoxSpec): TemplatePart[] {
  const allowance = fluteProfile(spec.board).panel;
  const base = buildSlottedBox({ ...spec, style: '0201', openTop: true });
  const lidInside = telescopeLidInside(spec);
  const lid = buildSlottedBox({
    ...spec,
    ...lidInside,
    height: spec.lidDepth,
    style: '0201',
    openTop: true,
  });
  // folded, a half-slotted box stands on its flaps at y = 0 with its walls toward -z from its first
  // panel; the lid turns over about x, its closing ply's inside face on the base's rim
  const baseRim = spec.height + allowance / 2;
  const centreOffset = (inside: number, lidSize: number) => (inside - lidSize) / 2;
  const placement = composeTransforms(
    translation(
      centreOffset(spec.length, lidInside.length),
      baseRim + allowance / 2,
      -(spec.width + allowance) / 2 - (lidInside.width + allowance) / 2,
    ),
    HALF_TURN_ABOUT_X,
  );
  return [
    { name: 'base', graph: base, component: { id: 'base', name: 'Base', category: 'corrugated' } },
    {
      name: 'lid',
      graph: lid,
      component: { id: 'lid', name: 'Lid', category: 'corrugated' },
      placement,
    },
  ];
}
