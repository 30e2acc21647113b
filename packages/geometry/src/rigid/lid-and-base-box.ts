import type { TemplatePart } from '../catalog/template-definition';
import { composeTransforms, type RigidTransform, translation } from '../panel-graph/fold-model';
import {
  buildRigidTrayBoard,
  buildRigidTrayWrap,
  hardCardboardComponent,
  lidTurnedOverBase,
  type RigidTraySpec,
  rigidTrayOutside,
  wrapPlacementOnBoard,
} from './rigid-tray';

export interface LidAndBaseBoxSpec {
  /** Inside of the base board, mm. */
  length: number;
  width: number;
  height: number;
  /** Greyboard caliper. */
  boardThickness: number;
  /** Caliper of the wrapping paper (about 0.1 to 0.2 mm). */
  wrap: number;
  /** Inside depth of the lid, at most the base's height. */
  lidDepth: number;
  /** Total play between the lid's inner faces and the base's outer faces, mm (half on each side). */
  lidClearance: number;
  /** How far each wrap turns in down the inside of its walls, mm. */
  turnIn: number;
}

export function baseTray(spec: LidAndBaseBoxSpec): RigidTraySpec {
  return {
    length: spec.length,
    width: spec.width,
    height: spec.height,
    caliper: spec.boardThickness,
    wrap: spec.wrap,
    root: 'base',
  };
}

/**
 * The lid's board, inside: the base's board outside, plus on each side the two papers between the
 * boards (the base's wrap outside, the lid's turn-in inside), plus the clearance.
 */
export function lidTray(spec: LidAndBaseBoxSpec): RigidTraySpec {
  const outside = rigidTrayOutside(baseTray(spec));
  const papers = 2 * 2 * spec.wrap;
  return {
    length: outside.length + papers + spec.lidClearance,
    width: outside.width + papers + spec.lidClearance,
    height: spec.lidDepth,
    caliper: spec.boardThickness,
    wrap: spec.wrap,
    root: 'top',
    dimensionNames: { length: 'lid_length', width: 'lid_width', height: 'lid_depth' },
  };
}

/**
 * Where the lid sits on the closed box, in the base board's frame (the base opens toward -z): turned
 * over, centred on the base, its top's inner face resting on the base wrap's rim.
 */
export function lidPlacement(spec: LidAndBaseBoxSpec): RigidTransform {
  const base = baseTray(spec);
  const lid = lidTray(spec);
  const t = spec.boardThickness;
  // the base board's rim is H + t below its base's outer face, its wrap one paper more; the lid's
  // top's inner face rests there, its outer face a board beyond
  return lidTurnedOverBase(base, lid, -(base.height + t + spec.wrap + t));
}

/**
 * A lid-and-base rigid (set-up) box: four pieces nested separately, board and paper. The base board is
 * first, since the asked sizes are the base's inside.
 */
export function buildLidAndBaseBox(spec: LidAndBaseBoxSpec): TemplatePart[] {
  const base = baseTray(spec);
  const lid = lidTray(spec);
  const onLid = lidPlacement(spec);
  return [
    {
      name: 'base board',
      graph: buildRigidTrayBoard(base),
      component: hardCardboardComponent('base_board', 'Base board'),
      placement: translation(0, 0, 0),
    },
    {
      name: 'base wrap',
      graph: buildRigidTrayWrap(base, spec.turnIn),
      component: hardCardboardComponent('base_wrap', 'Base wrap'),
      placement: wrapPlacementOnBoard(base),
    },
    {
      name: 'lid board',
      graph: buildRigidTrayBoard(lid),
      component: hardCardboardComponent('lid_board', 'Lid board'),
      placement: onLid,
    },
    {
      name: 'lid wrap',
      printed: true,
      graph: buildRigidTrayWrap(lid, spec.turnIn),
      component: hardCardboardComponent('lid_wrap', 'Lid wrap'),
      placement: composeTransforms(onLid, wrapPlacementOnBoard(lid)),
    },
  ];
}
