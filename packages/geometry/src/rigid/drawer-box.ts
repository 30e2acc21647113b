import type { TemplatePart } from '../catalog/template-definition';
import { composeTransforms, type RigidTransform, translation } from '../panel-graph/fold-model';
import {
  buildRigidTrayBoard,
  buildRigidTrayWrap,
  hardCardboardComponent,
  type RigidTraySpec,
  rigidTrayOutside,
  wrapPlacementOnBoard,
} from './rigid-tray';
import { buildRigidTubeBoard, buildRigidTubeWrap, type RigidTubeSpec, rigidTubeOutside } from './rigid-tube';

export interface DrawerBoxSpec {
  /** Inside of the drawer's board tray, mm. */
  length: number;
  width: number;
  height: number;
  boardThickness: number;
  /** Caliper of the wrapping paper. */
  wrap: number;
  /** How far each wrap turns in over the board's edges, mm. */
  turnIn: number;
  /** Play between the wrapped drawer and the sleeve's turned-in ends, in width and in height, mm. */
  sleeveClearance: number;
  /**
   * The radius of the half-round thumb notches in the middle of the sleeve's top and bottom at both
   * mouths, to push the drawer out, mm; none (a ribbon pull under the drawer's liner) when absent.
   */
  thumbNotch?: number;
}

/** How much longer the wrapped sleeve is than the wrapped drawer, mm: the drawer's front sits flush. */
export const SLEEVE_LENGTH_PLAY = 0.5;

export function drawerTray(spec: DrawerBoxSpec): RigidTraySpec {
  return {
    length: spec.length,
    width: spec.width,
    height: spec.height,
    caliper: spec.boardThickness,
    wrap: spec.wrap,
    root: 'base',
  };
}

/** The drawer in its wrap: a paper on each face (under the base and over the rim). */
export function wrappedDrawer(spec: DrawerBoxSpec): { length: number; width: number; height: number } {
  const board = rigidTrayOutside(drawerTray(spec));
  const p = spec.wrap;
  return { length: board.length + 2 * p, width: board.width + 2 * p, height: board.height + 2 * p };
}

/**
 * The sleeve's board inside: the wrapped drawer, the sleeve's own turn-ins at its mouths (a paper each
 * side) and the clearance, across (the drawer's width) and in depth (its height); along the drawer it
 * runs the drawer's board length plus the play, so with its papers over the board's ends it is the
 * wrapped drawer plus the play.
 */
export function sleeveTube(spec: DrawerBoxSpec): RigidTubeSpec {
  const drawer = wrappedDrawer(spec);
  const p = spec.wrap;
  return {
    sides: ['top', 'right_side', 'bottom', 'left_side'],
    across: drawer.width + 2 * p + spec.sleeveClearance,
    depth: drawer.height + 2 * p + spec.sleeveClearance,
    length: drawer.length - 2 * p + SLEEVE_LENGTH_PLAY,
    caliper: spec.boardThickness,
    wrap: p,
    ...(spec.thumbNotch === undefined
      ? {}
      : { thumbNotch: { sides: ['top', 'bottom'], radius: spec.thumbNotch } }),
  };
}

/**
 * Where the sleeve sits on the closed box, in the drawer board's frame (the drawer opens toward -z):
 * its axis along the drawer's length, its first wall (the top) over the drawer's opening, its inside
 * centred on the drawer. The sleeve's strip lies across x with its axis along y and folds toward -z.
 */
export function sleevePlacement(spec: DrawerBoxSpec): RigidTransform {
  const tray = rigidTrayOutside(drawerTray(spec));
  const sleeve = sleeveTube(spec);
  const outside = rigidTubeOutside(sleeve);
  // (x, y, z) -> (y, x, -z): the axis along the drawer's length, the top wall above its rim
  const turn: RigidTransform = { rotation: [0, 1, 0, 1, 0, 0, 0, 0, -1], translation: [0, 0, 0] };
  return composeTransforms(
    translation(
      tray.length / 2 - sleeve.length / 2,
      tray.width / 2 - outside.across / 2,
      -tray.height / 2 - outside.depth / 2,
    ),
    turn,
  );
}

/**
 * A drawer (slide) box: a wrapped board tray that slides into a wrapped board sleeve open at both
 * ends. Four pieces, each nested on its own; the drawer's board is first, since the asked sizes are
 * its inside.
 */
export function buildDrawerBox(spec: DrawerBoxSpec): TemplatePart[] {
  const tray = drawerTray(spec);
  const sleeve = sleeveTube(spec);
  const onSleeve = sleevePlacement(spec);
  return [
    {
      name: 'drawer board',
      graph: buildRigidTrayBoard(tray),
      component: hardCardboardComponent('drawer_board', 'Drawer board'),
      placement: translation(0, 0, 0),
    },
    {
      name: 'drawer wrap',
      graph: buildRigidTrayWrap(tray, spec.turnIn),
      component: hardCardboardComponent('drawer_wrap', 'Drawer wrap'),
      placement: wrapPlacementOnBoard(tray),
    },
    {
      name: 'sleeve board',
      graph: buildRigidTubeBoard(sleeve),
      component: hardCardboardComponent('sleeve_board', 'Sleeve board'),
      placement: onSleeve,
    },
    {
      name: 'sleeve wrap',
      printed: true,
      graph: buildRigidTubeWrap(sleeve, sleeve.length + spec.wrap, {
        start: true,
        end: true,
        turnIn: spec.turnIn,
      }),
      component: hardCardboardComponent('sleeve_wrap', 'Sleeve wrap'),
      // the wrap's mid-surface half a paper outside the board's outer faces, its bands from the seam
      placement: composeTransforms(onSleeve, translation(-spec.wrap / 2, -spec.wrap / 2, spec.wrap / 2)),
    },
  ];
}
