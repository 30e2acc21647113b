import { foldAllowance, greyboard } from '../board/board';
import type { TemplatePart } from '../catalog/template-definition';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { rectangle } from '../primitives/outline';
import { LONG_SIDES, onSide, rectangleSides, sideOutline } from './side-frame';

export interface CounterDisplayTraySpec {
  /** Inside sizes: along the counter's edge, front to back, and the back wall's height, mm. */
  length: number;
  width: number;
  height: number;
  /** Inside height of the low front wall. */
  frontHeight: number;
  /** How far the header stands above the back wall's top. */
  headerHeight: number;
  boardThickness: number;
  /** The paper laminated onto the board's printed face. */
  lining: number;
}

/** How far the header's folded-down ply stops above the back wall's top, clear of the side walls. */
export const HEADER_PLY_CLEARANCE = 1;
/** Glue stays this far inside the header's back ply's edges. */
const GLUE_INSET = 3;

export function counterTrayLayout(spec: CounterDisplayTraySpec) {
  const board = greyboard(spec.boardThickness, spec.lining);
  const allowance = foldAllowance(board);
  const t = spec.boardThickness;
  return {
    board,
    // groove to groove: the outside of the walls that stand on it
    baseLength: spec.length + allowance,
    baseWidth: spec.width + allowance,
    // from the base's groove to the wall's top edge: the inside height and the base's board
    front: spec.frontHeight + allowance / 2,
    back: spec.height + allowance / 2,
    /** The back wall runs on up into the header's front ply. */
    headerFront: spec.height + allowance / 2 + spec.headerHeight,
    /** Groove to groove over the header's top: two boards, the plies glued face to face. */
    headerTop: 2 * t,
    headerBack: spec.headerHeight - HEADER_PLY_CLEARANCE,
  };
}

/**
 * A counter display tray of greyboard lined on its printed face: a base, a low front wall, a tall back
 * wall and trapezoid side walls that fall from the back's height to the front's, V-grooved to the
 * base; the side walls stand between the front and back walls (a board shorter at each end) and the
 * corners are stayed. The back wall runs on up into the header, which folds over a two-board strip
 * at its top and comes back down double, glued, its printed face toward the shopper, stopping just
 * above the back wall's top so it clears the side walls.
 */
export function buildCounterDisplayTrayBoard(spec: CounterDisplayTraySpec): PanelGraph {
  const layout = counterTrayLayout(spec);
  const { baseLength, baseWidth, board } = layout;
  const inset = foldAllowance(board) / 2;
  const builder = new PanelGraphBuilder();
  builder.panel('base', 'base', rectangle(0, 0, baseLength, baseWidth));
  for (const { name, frame, span } of rectangleSides(baseLength, baseWidth)) {
    const long = LONG_SIDES.includes(name);
    const from = long ? 0 : inset;
    const to = span - from;
    // u runs from the front on the right side, from the back on the left
    const [start, end] =
      name === 'front'
        ? [layout.front, layout.front]
        : name === 'back'
          ? [layout.headerFront, layout.headerFront]
          : name === 'right_side'
            ? [layout.front, layout.back]
            : [layout.back, layout.front];
    builder.panel(
      name,
      'wall',
      sideOutline(frame, [
        { x: from, y: 0 },
        { x: to, y: 0 },
        { x: to, y: end },
        { x: from, y: start },
      ]),
    );
    builder.hinge('base', name, onSide(frame, { x: from, y: 0 }), onSide(frame, { x: to, y: 0 }));
    if (name !== 'back') continue;
    const top = layout.headerFront;
    const fold = top + layout.headerTop;
    builder.panel(
      'header_top',
      'header',
      sideOutline(frame, [
        { x: 0, y: top },
        { x: span, y: top },
        { x: span, y: fold },
        { x: 0, y: fold },
      ]),
    );
    builder.hinge('back', 'header_top', onSide(frame, { x: 0, y: top }), onSide(frame, { x: span, y: top }), {
      stage: 1,
    });
    const edge = fold + layout.headerBack;
    builder.panel(
      'header',
      'header',
      sideOutline(frame, [
        { x: 0, y: fold },
        { x: span, y: fold },
        { x: span, y: edge },
        { x: 0, y: edge },
      ]),
    );
    builder.hinge(
      'header_top',
      'header',
      onSide(frame, { x: 0, y: fold }),
      onSide(frame, { x: span, y: fold }),
      {
        stage: 1,
      },
    );
    builder.glue('header', [
      onSide(frame, { x: GLUE_INSET, y: fold + GLUE_INSET }),
      onSide(frame, { x: span - GLUE_INSET, y: fold + GLUE_INSET }),
      onSide(frame, { x: span - GLUE_INSET, y: edge - GLUE_INSET }),
      onSide(frame, { x: GLUE_INSET, y: edge - GLUE_INSET }),
    ]);
    builder.dimension(
      'header_height',
      onSide(frame, { x: span / 2, y: layout.back }),
      onSide(frame, { x: span / 2, y: layout.headerFront }),
      spec.headerHeight,
      0,
    );
  }
  builder.dimension(
    'length',
    { x: 0, y: baseWidth / 2 },
    { x: baseLength, y: baseWidth / 2 },
    spec.length,
    0,
  );
  builder.dimension('width', { x: baseLength / 2, y: 0 }, { x: baseLength / 2, y: baseWidth }, spec.width, 0);
  builder.dimension(
    'front_height',
    { x: baseLength / 2, y: 0 },
    { x: baseLength / 2, y: -layout.front },
    spec.frontHeight,
    0,
  );
  builder.dimension(
    'height',
    { x: baseLength / 3, y: baseWidth },
    { x: baseLength / 3, y: baseWidth + layout.back },
    spec.height,
    0,
  );
  return builder.build('base', board, {
    inside: {
      length: ['left_side', 'right_side'],
      width: ['front', 'back'],
      // the back's height, which the side walls reach at their back ends
      height: { wall: 'right_side', base: 'base' },
    },
    glued: [],
    closures: [],
  });
}

export function buildCounterDisplayTray(spec: CounterDisplayTraySpec): TemplatePart[] {
  return [{ name: 'tray', graph: buildCounterDisplayTrayBoard(spec) }];
}
