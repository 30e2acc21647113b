import { type CorrugatedBoard, foldAllowance } from '../board/board';
import { drawTrayLongWall, type TrayLongWallSizes } from '../cartons/glued-tray';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { rectangle } from '../primitives/outline';

export interface CorrugatedGluedTraySpec {
  /** Inside size along the front and back walls, between the corner glue flaps. */
  width1: number;
  /** Inside size from the front wall to the back wall. */
  width2: number;
  /** Inside height, from the base to the rim. */
  height: number;
  /** Width of the corner glue flaps, glued inside the end walls. */
  glueFlap: number;
  board: CorrugatedBoard;
}

/** The tray's sizes, mm; x runs along the front wall, y from the front wall to the back. */
export interface CorrugatedGluedTrayLayout {
  t: number;
  allowance: number;
  /** End wall crease to end wall crease: the glue flaps lie a ply inside each end wall. */
  baseLength: number;
  /** Front crease to back crease. */
  baseWidth: number;
  /** Every wall, base crease to rim. */
  wall: number;
}

export function corrugatedGluedTrayLayout(spec: CorrugatedGluedTraySpec): CorrugatedGluedTrayLayout {
  const t = spec.board.caliper;
  const allowance = foldAllowance(spec.board);
  return {
    t,
    allowance,
    baseLength: spec.width1 + allowance + 2 * t,
    baseWidth: spec.width2 + allowance,
    wall: spec.height + allowance / 2,
  };
}

/**
 * A corrugated tray sized by its two inside widths and height: a base, front and back walls with a
 * corner glue flap on each end, and single end walls across the base's whole width, the flaps glued
 * inside them. The flaps stand a board inside the end walls, so the front and back walls stop a board
 * short of the end walls' creases and the inside along the front is measured between the flaps. The
 * flutes run up the front and back walls.
 */
export function buildCorrugatedGluedTray(spec: CorrugatedGluedTraySpec): PanelGraph {
  const layout = corrugatedGluedTrayLayout(spec);
  const { t, baseLength: bl, baseWidth: bw, wall } = layout;
  const builder = new PanelGraphBuilder();
  builder.panel('base', 'base', rectangle(0, 0, bl, bw));
  const sizes: TrayLongWallSizes = { t, baseLength: bl, glue: spec.glueFlap, rim: wall };
  drawTrayLongWall(builder, sizes, 'front', { origin: { x: 0, y: 0 }, uSign: 1, vSign: -1 });
  drawTrayLongWall(builder, sizes, 'back', { origin: { x: 0, y: bw }, uSign: 1, vSign: 1 });
  builder.panel('left_side', 'wall', rectangle(-wall, 0, 0, bw));
  // the end walls rise last, onto glue flaps already folded in
  builder.hinge('base', 'left_side', { x: 0, y: 0 }, { x: 0, y: bw }, { stage: 2 });
  builder.panel('right_side', 'wall', rectangle(bl, 0, bl + wall, bw));
  builder.hinge('base', 'right_side', { x: bl, y: 0 }, { x: bl, y: bw }, { stage: 2 });
  const { allowance } = layout;
  builder.dimension(
    'width_1',
    { x: t + allowance / 2, y: bw / 2 },
    { x: bl - t - allowance / 2, y: bw / 2 },
    spec.width1,
    0,
  );
  builder.dimension('width_2', { x: bl / 2, y: 0 }, { x: bl / 2, y: bw }, spec.width2, 0);
  builder.dimension('height', { x: bl / 2, y: bw }, { x: bl / 2, y: bw + wall }, spec.height, 0);
  builder.dimension(
    'glue_flap',
    { x: bl - t, y: -wall / 2 },
    { x: bl - t + spec.glueFlap, y: -wall / 2 },
    spec.glueFlap,
    0,
  );
  return builder.build('base', spec.board, {
    shape: {
      tube: ['front', 'right_side', 'back', 'left_side'],
      glued: [
        { flap: 'front_glue_flap_left', panel: 'left_side', offset: t },
        { flap: 'front_glue_flap_right', panel: 'right_side', offset: t },
        { flap: 'back_glue_flap_left', panel: 'left_side', offset: t },
        { flap: 'back_glue_flap_right', panel: 'right_side', offset: t },
      ],
      closures: [{ end: 'bottom', panels: ['base'] }],
    },
  });
}
