import type { CorrugatedBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { outline } from '../primitives/outline';

/** A pad is this much shorter than the inside it lies in, each way (half on each side), so it drops in. */
export const PAD_CLEARANCE = 2;

export interface CorrugatedPadSpec {
  /** Inside length and width of the box the pad lies in, mm. */
  length: number;
  width: number;
  board: CorrugatedBoard;
}

/** The pad's own size: the box's inside less the clearance each way. */
export const padSize = (spec: Pick<CorrugatedPadSpec, 'length' | 'width'>) => ({
  length: spec.length - PAD_CLEARANCE,
  width: spec.width - PAD_CLEARANCE,
});

/**
 * FEFCO 0900: a flat pad (layer pad, tier sheet) for the bottom of a box or between layers of goods,
 * (L - 2) x (W - 2) of the box's inside so it drops in.
 */
export function buildCorrugatedPad(spec: CorrugatedPadSpec): PanelGraph {
  const { length, width } = padSize(spec);
  const builder = new PanelGraphBuilder();
  builder.panel(
    'pad',
    'base',
    outline([
      { x: 0, y: 0 },
      { x: length, y: 0 },
      { x: length, y: width },
      { x: 0, y: width },
    ]),
  );
  builder.dimension('length', { x: 0, y: width / 3 }, { x: length, y: width / 3 }, length, 0);
  builder.dimension('width', { x: length / 4, y: 0 }, { x: length / 4, y: width }, width, 0);
  return builder.build('pad', spec.board);
}

export interface FoldedPadSpec {
  /** Length along the crease, mm. */
  length: number;
  /** The two leaves either side of the crease, crease to edge, mm. */
  width1: number;
  width2: number;
  /** Degrees the second leaf turns about the crease: 90 for a corner protector, 180 for a doubled pad. */
  foldAngle: number;
  board: CorrugatedBoard;
}

/**
 * FEFCO 0904: a pad scored once across its flutes, folded to an angle that guards an edge or a corner
 * of the goods, or doubled over as a filler. The leaves are measured from the crease to their edges.
 * The first leaf is the base it stands on, the second the front that rises from it: a folded piece of
 * no tube (a shape with no walls round it), so the mockup stands it on its base.
 */
export function buildFoldedPad(spec: FoldedPadSpec): PanelGraph {
  const { length, width1, width2 } = spec;
  const builder = new PanelGraphBuilder();
  const rect = (y0: number, y1: number) =>
    outline([
      { x: 0, y: y0 },
      { x: length, y: y0 },
      { x: length, y: y1 },
      { x: 0, y: y1 },
    ]);
  builder.panel('base', 'base', rect(0, width1));
  builder.panel('front', 'wall', rect(width1, width1 + width2));
  builder.hinge(
    'base',
    'front',
    { x: 0, y: width1 },
    { x: length, y: width1 },
    { foldAngle: spec.foldAngle },
  );
  // the length across the first leaf, the leaves' widths a quarter in, so no two labels cross
  builder.dimension('length', { x: 0, y: width1 / 3 }, { x: length, y: width1 / 3 }, length, 0);
  builder.dimension('width_1', { x: length / 4, y: 0 }, { x: length / 4, y: width1 }, width1, 0);
  builder.dimension(
    'width_2',
    { x: length / 4, y: width1 },
    { x: length / 4, y: width1 + width2 },
    width2,
    0,
  );
  return builder.build('base', spec.board, { shape: { tube: [], glued: [], closures: [] } });
}
