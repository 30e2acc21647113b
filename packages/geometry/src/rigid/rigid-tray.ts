import { foldAllowance, greyboard, wrapPaper } from '../board/board';
import { designRuleLimits } from '../design-rules/design-rules';
import {
  composeTransforms,
  HALF_TURN_ABOUT_X,
  type RigidTransform,
  translation,
} from '../panel-graph/fold-model';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { rectangle } from '../primitives/outline';
import type { Point } from '../primitives/segment';
import { LONG_SIDES, onSide, rectangleSides, type SideFrame, type SideName, sideOutline } from './side-frame';

/**
 * The open board tray of a rigid box (a base, or a lid drawn the same way with the lid's depth), and
 * what it is covered with. Sizes are inside sizes of the board, mm.
 */
export interface RigidTraySpec {
  length: number;
  width: number;
  height: number;
  /** Greyboard caliper. */
  caliper: number;
  /** Caliper of the paper that wraps it. */
  wrap: number;
  /** The root panel: `base` for a base, `top` for a lid. */
  root: 'base' | 'top';
  /** What the dimension lines are called: the variables they show (a lid shows its own sizes). */
  dimensionNames?: { length: string; width: string; height: string };
}

/** Width of the laps on the long walls' wraps that fold round each corner onto the end walls, mm. */
export const CORNER_LAP = 12;

/** The board tray's outside: one board on every side and under the base. */
export function rigidTrayOutside(tray: RigidTraySpec): { length: number; width: number; height: number } {
  return {
    length: tray.length + 2 * tray.caliper,
    width: tray.width + 2 * tray.caliper,
    height: tray.height + tray.caliper,
  };
}

/**
 * Where a lid tray sits over a base tray, in the base board's frame (the base opens toward -z): turned
 * over (a half turn about x sends its (x, y) to (x, -y)), centred on the base by the boards' outer faces
 * where their V-grooves turn, its top's outer face at z = `rest`.
 */
export function lidTurnedOverBase(base: RigidTraySpec, lid: RigidTraySpec, rest: number): RigidTransform {
  const baseOutside = rigidTrayOutside(base);
  const lidOutside = rigidTrayOutside(lid);
  return composeTransforms(
    translation(
      baseOutside.length / 2 - lidOutside.length / 2,
      baseOutside.width / 2 + lidOutside.width / 2,
      rest,
    ),
    HALF_TURN_ABOUT_X,
  );
}

/**
 * A cross of greyboard: the base (`L + t` by `W + t` crease to crease, the walls' mid-surfaces) with a
 * wall `H + t/2` high on each side, the corners notched out. The long walls run the whole crease length;
 * the end walls stand between them, butting against their inner faces, so they are a board shorter
 * (half a board at each end) and each notch runs straight on from the long wall's end along the base.
 * The corners are closed by stays (tape the staying machine puts on from a roll; not part of the die).
 */
export function buildRigidTrayBoard(tray: RigidTraySpec): PanelGraph {
  const board = greyboard(tray.caliper, tray.wrap);
  const allowance = foldAllowance(board);
  const baseLength = tray.length + allowance;
  const baseWidth = tray.width + allowance;
  const wall = tray.height + allowance / 2;
  const names = tray.dimensionNames ?? { length: 'length', width: 'width', height: 'height' };
  const builder = new PanelGraphBuilder();
  builder.panel(tray.root, 'base', rectangle(0, 0, baseLength, baseWidth));
  for (const { name, frame, span } of rectangleSides(baseLength, baseWidth)) {
    // the end walls butt against the long walls' inner faces: a board in from the grooves
    const inset = LONG_SIDES.includes(name) ? 0 : allowance / 2;
    builder.panel(
      name,
      'wall',
      sideOutline(frame, [
        { x: inset, y: 0 },
        { x: span - inset, y: 0 },
        { x: span - inset, y: wall },
        { x: inset, y: wall },
      ]),
    );
    builder.hinge(
      tray.root,
      name,
      onSide(frame, { x: inset, y: 0 }),
      onSide(frame, { x: span - inset, y: 0 }),
    );
  }
  builder.dimension(
    names.length,
    { x: 0, y: baseWidth / 2 },
    { x: baseLength, y: baseWidth / 2 },
    tray.length,
    0,
  );
  builder.dimension(
    names.width,
    { x: baseLength / 2, y: 0 },
    { x: baseLength / 2, y: baseWidth },
    tray.width,
    0,
  );
  builder.dimension(
    names.height,
    { x: baseLength / 2, y: baseWidth },
    { x: baseLength / 2, y: baseWidth + wall },
    tray.height,
    0,
  );
  return builder.build(tray.root, board, {
    inside: {
      length: ['left_side', 'right_side'],
      width: ['front', 'back'],
      height: { wall: 'front', base: tray.root },
    },
    glued: [],
    closures: [],
  });
}

/** The measures of a tray's wrap, mm; `p` is the paper's caliper. */
export interface RigidTrayWrapLayout {
  /** The wrap's base, crease to crease: the board's outside plus a paper (the wrap's mid-surface). */
  baseLength: number;
  baseWidth: number;
  /** Each wall, from the base crease to the rim crease: the board's outside height plus a paper. */
  wall: number;
  /** The strip over the wall's top edge: a board plus a paper. */
  rim: number;
  turnIn: number;
  /** How far a lap's rim and tuck stay from the corner: clear of the other wall's board inside it. */
  tuckInset: number;
  /** How far above the base crease a lap starts: the mitre at the bottom corner. */
  mitre: number;
  lap: number;
}

export function rigidTrayWrapLayout(tray: RigidTraySpec, turnIn: number): RigidTrayWrapLayout {
  const paper = wrapPaper(tray.wrap);
  const p = paper.caliper;
  const t = tray.caliper;
  const outside = rigidTrayOutside(tray);
  const limits = designRuleLimits(p);
  const rim = t + p;
  return {
    baseLength: outside.length + foldAllowance(paper),
    baseWidth: outside.width + foldAllowance(paper),
    wall: outside.height + p,
    rim,
    turnIn,
    // clear of the other wall's board inside the corner, and long enough a knife to bend
    tuckInset: Math.max(rim + 0.5, limits.jog),
    // a board thickness of paper stays whole by the corner so it wraps the board's edge; never a jog
    mitre: Math.max(t, limits.jog),
    lap: CORNER_LAP,
  };
}

/**
 * The paper that covers a board tray: the board's development (base, four walls) one paper out, a rim
 * strip over each wall's top edge and a turn-in down its inside (two 90-degree folds: 180 in all); the
 * rims of two walls meet in a 45-degree mitre over the corner and the turn-ins' ends run on along it,
 * so each corner is one straight knife and the turn-ins never lie over each other inside it. The
 * long walls carry a lap at each end that folds round the corner onto the end wall, under the end
 * wall's own wrap; the lap is slit from the rim at the top corner and its top is tucked over the end
 * wall's edge to the inside, under the end wall's turn-in. At the bottom corner the lap is mitred at
 * 45 degrees from a point `mitre` above the base crease, so the paper at the corner wraps the board's
 * edge without bunching.
 */
export function buildRigidTrayWrap(tray: RigidTraySpec, turnIn: number): PanelGraph {
  const paper = wrapPaper(tray.wrap);
  const layout = rigidTrayWrapLayout(tray, turnIn);
  const { baseLength, baseWidth, wall: h, rim: r, mitre: c, lap } = layout;
  const builder = new PanelGraphBuilder();
  builder.panel(tray.root, 'base', rectangle(0, 0, baseLength, baseWidth));
  for (const { name, frame, span } of rectangleSides(baseLength, baseWidth)) {
    const long = LONG_SIDES.includes(name);
    // the long walls and their laps go on first, the end walls over the laps, then rims and turn-ins
    const wallStage = long ? 0 : 3;
    const at = (x: number, y: number): Point => onSide(frame, { x, y });
    builder.panel(
      name,
      'wall',
      sideOutline(frame, [
        { x: 0, y: 0 },
        { x: span, y: 0 },
        { x: span, y: h },
        { x: 0, y: h },
      ]),
    );
    builder.hinge(tray.root, name, at(0, 0), at(span, 0), { stage: wallStage });
    const rimId = `${name}_rim`;
    // the rims of two walls meet on the diagonal of the corner: a mitre
    builder.panel(
      rimId,
      'wall',
      sideOutline(frame, [
        { x: 0, y: h },
        { x: span, y: h },
        { x: span - r, y: h + r },
        { x: r, y: h + r },
      ]),
    );
    builder.hinge(name, rimId, at(0, h), at(span, h), { stage: 4 });
    const turnInId = `${name}_turn_in`;
    builder.panel(
      turnInId,
      'glue_flap',
      sideOutline(frame, [
        { x: r, y: h + r },
        { x: span - r, y: h + r },
        { x: span - r - turnIn, y: h + r + turnIn },
        { x: r + turnIn, y: h + r + turnIn },
      ]),
    );
    builder.hinge(rimId, turnInId, at(r, h + r), at(span - r, h + r), { stage: 5 });
    if (long) {
      for (const [corner, end, direction] of [
        [lapCorner(name, 'start'), 0, -1],
        [lapCorner(name, 'end'), span, 1],
      ] as const) {
        addCornerLap(builder, frame, name, `${corner}_lap`, end, direction, layout);
      }
    }
  }
  const turnInMiddle = baseLength / 2;
  builder.dimension(
    'turn_in',
    { x: turnInMiddle, y: -(h + r) },
    { x: turnInMiddle, y: -(h + r + turnIn) },
    turnIn,
    0,
  );
  builder.dimension('wrap_lap', { x: -lap, y: -(h + c) / 2 }, { x: 0, y: -(h + c) / 2 }, lap, 0);
  return builder.build(tray.root, paper);
}

/** The corner a long wall's lap sits at: `start` is where the side's `u` begins. */
function lapCorner(side: SideName, at: 'start' | 'end'): string {
  const front = side === 'front';
  return at === 'start' ? (front ? 'front_left' : 'back_right') : front ? 'front_right' : 'back_left';
}

function addCornerLap(
  builder: PanelGraphBuilder,
  frame: SideFrame,
  wallId: string,
  lapId: string,
  end: number,
  direction: -1 | 1,
  layout: RigidTrayWrapLayout,
): void {
  const { wall: h, rim: r, tuckInset: e, mitre: c, lap, turnIn } = layout;
  // u measured from the corner outward past the wall's end
  const local = (u: number, v: number): Point => ({ x: end + direction * u, y: v });
  const at = (u: number, v: number): Point => onSide(frame, local(u, v));
  const outlineOf = (corners: Array<[number, number]>) =>
    sideOutline(
      frame,
      corners.map(([u, v]) => local(u, v)),
    );
  builder.panel(
    lapId,
    'glue_flap',
    outlineOf([
      [0, c],
      [0, h],
      [lap, h],
      [lap, c + lap],
    ]),
  );
  builder.hinge(wallId, lapId, at(0, c), at(0, h), { stage: 1 });
  const rimId = `${lapId}_rim`;
  builder.panel(
    rimId,
    'glue_flap',
    outlineOf([
      [e, h],
      [lap, h],
      [lap, h + r],
      [e, h + r],
    ]),
  );
  builder.hinge(lapId, rimId, at(e, h), at(lap, h), { stage: 2 });
  const tuckId = `${lapId}_tuck`;
  builder.panel(
    tuckId,
    'glue_flap',
    outlineOf([
      [e, h + r],
      [lap, h + r],
      [lap, h + r + turnIn],
      [e, h + r + turnIn],
    ]),
  );
  builder.hinge(rimId, tuckId, at(e, h + r), at(lap, h + r), { stage: 2 });
}

/**
 * Where a tray's wrap sits on its board: its base on the underside of the board's base, its walls on
 * the outer faces, the paper's mid-surface half a paper out (the board's mid-surface is its origin).
 */
export function wrapPlacementOnBoard(tray: RigidTraySpec): RigidTransform {
  // the board's grooves are its outer corners; the wrap's mid-surface lies half a paper outside
  const out = tray.wrap / 2;
  return translation(-out, -out, out);
}

/** A rigid box's piece as a nesting component: every board and wrap goes on a sheet of its own. */
export const hardCardboardComponent = (id: string, name: string) => ({
  id,
  name,
  category: 'hard_cardboard' as const,
});
