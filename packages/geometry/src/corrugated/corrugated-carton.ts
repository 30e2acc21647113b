import { type CorrugatedBoard, corrugatedBoard, FLUTE_PROFILES } from '../board/board';
import { buildFoldingCarton, type ClosureSpec, type HangerSpec } from '../cartons/folding-carton';
import type { PanelGraph } from '../panel-graph/panel-graph';

/** The flutes a die-cut corrugated carton is made in: thin enough for tuck and lock closures. */
export const CARTON_FLUTES = ['E', 'B'] as const;
export type CartonFlute = (typeof CARTON_FLUTES)[number];

/**
 * The manufacturer's joint of a die-cut corrugated carton, mm: 30 by default, as a corrugated joint
 * needs the width to hold glue over the flute's rough inner liner (a boxboard carton's is half that).
 */
export const CORRUGATED_CARTON_GLUE_FLAP = { default: 30, minimum: 25, maximum: 40 } as const;

/** A glued-tube corrugated carton (E or B flute): inside sizes, joint width and the two closures. */
export interface CorrugatedCartonSpec {
  length: number;
  width: number;
  height: number;
  flute: CartonFlute;
  glueFlap: number;
  top: ClosureSpec;
  bottom: ClosureSpec;
  /** A header above the back wall, doubled over two creases a caliper apart, with a euro slot. */
  hanger?: HangerSpec;
}

/**
 * The board of a corrugated carton: flutes along the blank's y axis, which is the height of the walls,
 * so the flutes stand vertical in the walls and the closures' creases cross them.
 */
export const cartonBoard = (flute: CartonFlute): CorrugatedBoard => corrugatedBoard(flute, 'y');

/**
 * A corrugated tuck-end, snap-lock or crash-lock carton: the folding carton's tube and closures drawn on
 * corrugated board, so the walls take the flute's panel allowance and the closures scale their
 * clearances and locks with the uncrushed caliper.
 */
export function buildCorrugatedCarton(spec: CorrugatedCartonSpec): PanelGraph {
  const board = cartonBoard(spec.flute);
  return buildFoldingCarton({
    size: {
      length: spec.length,
      width: spec.width,
      height: spec.height,
      material: FLUTE_PROFILES[spec.flute].caliper,
      glueFlap: spec.glueFlap,
    },
    top: spec.top,
    bottom: spec.bottom,
    ...(spec.hanger ? { hanger: spec.hanger } : {}),
    board,
  });
}
