import type { TemplatePart } from '../catalog/template-definition';
import { composeTransforms, type RigidTransform, translation } from '../panel-graph/fold-model';
import {
  buildRigidTrayBoard,
  buildRigidTrayWrap,
  hardCardboardComponent,
  lidTurnedOverBase,
  type RigidTraySpec,
  wrapPlacementOnBoard,
} from './rigid-tray';
import { buildRigidTubeBoard, buildRigidTubeWrap, type RigidTubeSpec } from './rigid-tube';

export interface ShoulderBoxSpec {
  /** Inside of the base board, mm. */
  length: number;
  width: number;
  height: number;
  boardThickness: number;
  /** Caliper of the wrapping paper. */
  wrap: number;
  /**
   * How far the base's and the lid's wraps turn in over the board's edges, mm (the lid's no deeper than
   * its walls); the neck's runs down to the floor.
   */
  turnIn: number;
  /** How far the wrapped neck stands above the base's wrapped rim: the lid's outside depth, mm. */
  neckHeight: number;
  /** Total play between the lid's turn-ins and the wrapped neck (half on each side), mm. */
  lidClearance: number;
}

export function shoulderBaseTray(spec: ShoulderBoxSpec): RigidTraySpec {
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
 * The neck: a board tube standing on the base's floor, its outside against the base's turn-ins (the
 * base's inside less a paper each side), as high as the base's inside and the neck's rise above the
 * wrapped rim less the paper over its own top edge. Its walls are named where they stand in the box.
 */
export function neckTube(spec: ShoulderBoxSpec): RigidTubeSpec {
  const t = spec.boardThickness;
  const p = spec.wrap;
  return {
    sides: ['front', 'left_side', 'back', 'right_side'],
    across: spec.length - 2 * p - 2 * t,
    depth: spec.width - 2 * p - 2 * t,
    length: spec.height + spec.neckHeight,
    caliper: t,
    wrap: p,
  };
}

/** The neck wrap's band outside: from the base's wrapped rim to its crease over the neck's top edge. */
export const neckWrapBand = (spec: ShoulderBoxSpec): number => spec.neckHeight - spec.wrap / 2;

/**
 * The lid's board, inside: the wrapped neck (the base's board inside), the lid's turn-ins and the
 * clearance; deep enough that, resting on the neck's top, its wrapped rim meets the base's.
 */
export function shoulderLidTray(spec: ShoulderBoxSpec): RigidTraySpec {
  const papers = 2 * spec.wrap;
  return {
    length: spec.length + papers + spec.lidClearance,
    width: spec.width + papers + spec.lidClearance,
    height: spec.neckHeight - spec.wrap,
    caliper: spec.boardThickness,
    wrap: spec.wrap,
    root: 'top',
    dimensionNames: { length: 'lid_length', width: 'lid_width', height: 'lid_depth' },
  };
}

/** The neck wrap's turn-in stops this far above the base's floor, so it does not buckle there, mm. */
export const NECK_TURN_IN_SHORT = 1;

/**
 * The neck wrap turns in down the whole inside of the neck, which is the box's inside wall: from the
 * neck's top edge to the floor, less a millimetre.
 */
export const neckTurnIn = (spec: ShoulderBoxSpec): number =>
  spec.height + spec.neckHeight - NECK_TURN_IN_SHORT;

/** The lid's turn-in: the asked one, but never past its walls onto its top. */
export const lidTurnIn = (spec: ShoulderBoxSpec): number =>
  Math.min(spec.turnIn, shoulderLidTray(spec).height);

/**
 * Where the neck stands in the base board's frame (the base opens toward -z): its strip lies across x
 * with its axis along y and folds toward -z; turned so the axis rises from the base's floor (toward
 * -z), the first wall at the front and the strip running right to left, its outer faces on the base's
 * turn-ins.
 */
export function neckPlacement(spec: ShoulderBoxSpec): RigidTransform {
  const t = spec.boardThickness;
  const p = spec.wrap;
  const outsideLength = spec.length - 2 * p;
  // (x, y, z) -> (-x, -z, -y)
  const turn: RigidTransform = { rotation: [-1, 0, 0, 0, 0, -1, 0, -1, 0], translation: [0, 0, 0] };
  return composeTransforms(translation(t + p + outsideLength, t + p, -t), turn);
}

/**
 * Where the lid sits: turned over and centred on the base, its top's inner face resting on the neck's
 * wrapped top edge, which puts its wrapped rim on the base's.
 */
export function shoulderLidPlacement(spec: ShoulderBoxSpec): RigidTransform {
  const base = shoulderBaseTray(spec);
  const lid = shoulderLidTray(spec);
  const t = spec.boardThickness;
  // the base's floor's inner face is a board above its outer face (at z = 0); the neck's wrapped top
  // stands the base's height, a paper and the neck's rise above it; the lid's top's outer face a board more
  return lidTurnedOverBase(base, lid, -(t + spec.height + spec.wrap + spec.neckHeight + t));
}

/**
 * A shoulder (neck) box: a wrapped base tray, a wrapped board neck glued inside it standing proud of
 * its rim, and a wrapped lid that slides over the neck down to the base's rim. Six pieces, each nested
 * on its own; the base board is first, since the asked sizes are its inside.
 */
export function buildShoulderBox(spec: ShoulderBoxSpec): TemplatePart[] {
  const base = shoulderBaseTray(spec);
  const neck = neckTube(spec);
  const lid = shoulderLidTray(spec);
  const onNeck = neckPlacement(spec);
  const onLid = shoulderLidPlacement(spec);
  const p = spec.wrap;
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
      name: 'neck board',
      graph: buildRigidTubeBoard(neck),
      component: hardCardboardComponent('neck_board', 'Neck board'),
      placement: onNeck,
    },
    {
      name: 'neck wrap',
      graph: buildRigidTubeWrap(neck, neckWrapBand(spec), {
        start: false,
        end: true,
        turnIn: neckTurnIn(spec),
      }),
      component: hardCardboardComponent('neck_wrap', 'Neck wrap'),
      // half a paper outside the neck's outer faces, from the base's wrapped rim up
      placement: composeTransforms(onNeck, translation(-p / 2, spec.height + p, p / 2)),
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
      graph: buildRigidTrayWrap(lid, lidTurnIn(spec)),
      component: hardCardboardComponent('lid_wrap', 'Lid wrap'),
      placement: composeTransforms(onLid, wrapPlacementOnBoard(lid)),
    },
  ];
}
