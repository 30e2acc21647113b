import { type Board, foldingCartonBoard } from '../board/board';
import type { PanelGraph } from '../panel-graph/panel-graph';
import { PanelGraphBuilder } from '../panel-graph/panel-graph-builder';
import { type Corner, type OutlineStep, outline } from '../primitives/outline';
import { line } from '../primitives/segment';

/** Each strip is this much shorter than the inside it spans (boxboard), so it drops in. */
export const STRIP_CLEARANCE = 1;
/** Strips stand this much lower than the box's inside height. */
export const STRIP_HEADROOM = 2;
/** A slot is the crossing strip's caliper plus this play. */
export const SLOT_PLAY = 0.4;
/** Each slot reaches half the strip's height and this much past it, so the two strips sit flush. */
export const SLOT_OVERLAP = 0.5;
/** The V lead-in at a slot's mouth: how deep, and how much wider than the slot on each side. */
export const LEAD_IN_DEPTH = 2;
export const LEAD_IN_FLARE = 1;

/**
 * Corrugated strips: each this much shorter than the inside it spans; slots cut open, the uncrushed
 * caliper plus this play wide, ending in a round of half their width, their mouths chamfered 45 degrees
 * this much on each side (a knife long enough to bend).
 */
export const CORRUGATED_STRIP_CLEARANCE = 2;
export const CORRUGATED_SLOT_PLAY = 1.5;
export const CORRUGATED_LEAD_IN = 1.5;

export interface SlottedPartitionSpec {
  /** Inside length of the box, mm. */
  length: number;
  /** Inside width of the box, mm. */
  width: number;
  /** Inside height of the box, mm. */
  height: number;
  material: number;
  /**
   * The board the strips are cut from: folding carton of `material` when absent. Corrugated strips
   * (FEFCO 0933) are open-slotted and run their flutes up the strip (the blank's y).
   */
  board?: Board;
  /** Cells along the length and across the width. */
  cellsAlong: number;
  cellsAcross: number;
}

export const cellWidth = (span: number, cells: number, t: number): number => (span - (cells - 1) * t) / cells;

/**
 * Where the crossing strips' centres lie along an inside span, from the wall (the package README,
 * construction rules): n cells of width c = (span - (n - 1)t)/n, the i-th crossing strip centred at
 * i c + (i - 1/2) t.
 */
export function slotCentres(span: number, cells: number, t: number): number[] {
  const cell = cellWidth(span, cells, t);
  return Array.from({ length: cells - 1 }, (_, k) => (k + 1) * cell + (k + 0.5) * t);
}

export const stripHeight = (spec: Pick<SlottedPartitionSpec, 'height'>): number =>
  spec.height - STRIP_HEADROOM;
export const slotDepth = (spec: Pick<SlottedPartitionSpec, 'height'>): number =>
  stripHeight(spec) / 2 + SLOT_OVERLAP;

/**
 * One strip spanning `span` (less the clearance), slotted from the top or the bottom edge at the
 * crossing strips' centres. Each slot is a slit down the slot's centre line from a V lead-in at the
 * mouth, as wide as the crossing strip plus play where it opens: a slot cut to the caliper would leave
 * two knives closer than any die holds and a sliver no stripper ejects, while the thin board parts
 * along a slit to take the crossing strip.
 */
export function buildPartitionStrip(
  spec: SlottedPartitionSpec,
  span: number,
  crossings: number[],
  from: 'top' | 'bottom',
): PanelGraph {
  if (spec.board?.kind === 'corrugated') return buildCorrugatedStrip(spec, spec.board, span, crossings, from);
  const t = spec.material;
  const h = stripHeight(spec);
  const length = span - STRIP_CLEARANCE;
  const depth = slotDepth(spec);
  const half = (t + SLOT_PLAY) / 2 + LEAD_IN_FLARE;
  // slot centres on the strip, which starts half the clearance from the wall
  const centres = crossings.map((x) => x - STRIP_CLEARANCE / 2);
  const edge = from === 'top' ? h : 0;
  const inward = from === 'top' ? -1 : 1;
  const notches = (order: number[]): Corner[] =>
    order.flatMap((x) => {
      const a = { x: x - half, y: edge };
      const apex = { x, y: edge + inward * LEAD_IN_DEPTH };
      const b = { x: x + half, y: edge };
      return from === 'top' ? [b, apex, a] : [a, apex, b];
    });
  const corners: Corner[] =
    from === 'top'
      ? [
          { x: 0, y: 0 },
          { x: length, y: 0 },
          { x: length, y: h },
          ...notches([...centres].reverse()),
          { x: 0, y: h },
        ]
      : [{ x: 0, y: 0 }, ...notches(centres), { x: length, y: 0 }, { x: length, y: h }, { x: 0, y: h }];
  const builder = new PanelGraphBuilder();
  builder.panel('strip', 'wall', outline(corners));
  for (const x of centres) {
    builder.cut('slit', 'strip', [
      line({ x, y: edge + inward * LEAD_IN_DEPTH }, { x, y: edge + inward * depth }),
    ]);
  }
  builder.dimension('length', { x: 0, y: h / 2 }, { x: length, y: h / 2 }, length, 0);
  builder.dimension('height', { x: length / 2, y: 0 }, { x: length / 2, y: h }, h, 0);
  return builder.build('strip', foldingCartonBoard(t));
}

/** The long strips (along the length, slotted from the top) and the short ones (slotted from the bottom). */
export function buildSlottedPartition(spec: SlottedPartitionSpec): { long: PanelGraph; short: PanelGraph } {
  const t = spec.material;
  return {
    long: buildPartitionStrip(spec, spec.length, slotCentres(spec.length, spec.cellsAlong, t), 'top'),
    short: buildPartitionStrip(spec, spec.width, slotCentres(spec.width, spec.cellsAcross, t), 'bottom'),
  };
}

/** The corrugated strip's slots: open, a caliper and play wide, round-bottomed, chamfered at the mouth. */
export const corrugatedSlotWidth = (board: Board): number => board.caliper + CORRUGATED_SLOT_PLAY;

/**
 * A corrugated strip (FEFCO 0933): `span` less 2 mm long, slotted open from the top or bottom edge at
 * the crossing strips' centres, each slot the uncrushed caliper plus 1.5 mm wide and half the strip's
 * height plus 0.5 mm deep to the bottom of its round, so the crossing strips sit flush.
 */
function buildCorrugatedStrip(
  spec: SlottedPartitionSpec,
  board: Board,
  span: number,
  crossings: number[],
  from: 'top' | 'bottom',
): PanelGraph {
  const h = stripHeight(spec);
  const length = span - CORRUGATED_STRIP_CLEARANCE;
  const depth = slotDepth(spec);
  const half = corrugatedSlotWidth(board) / 2;
  const flare = CORRUGATED_LEAD_IN;
  const centres = crossings.map((x) => x - CORRUGATED_STRIP_CLEARANCE / 2);
  const edge = from === 'top' ? h : 0;
  const inward = from === 'top' ? -1 : 1;
  const at = (x: number, w: number) => ({ x, y: edge + inward * w });
  // one slot walked left to right (along the bottom edge); the top edge walks it right to left
  const slot = (x: number): OutlineStep[] => [
    at(x - half - flare, 0),
    at(x - half, flare),
    at(x - half, depth - half),
    { arcTo: at(x + half, depth - half), center: at(x, depth - half), clockwise: true },
    at(x + half, flare),
    at(x + half + flare, 0),
  ];
  const reversed = (x: number): OutlineStep[] => [
    at(x + half + flare, 0),
    at(x + half, flare),
    at(x + half, depth - half),
    { arcTo: at(x - half, depth - half), center: at(x, depth - half), clockwise: true },
    at(x - half, flare),
    at(x - half - flare, 0),
  ];
  const steps: OutlineStep[] =
    from === 'top'
      ? [
          { x: 0, y: 0 },
          { x: length, y: 0 },
          { x: length, y: h },
          ...[...centres].reverse().flatMap(reversed),
          { x: 0, y: h },
        ]
      : [{ x: 0, y: 0 }, ...centres.flatMap(slot), { x: length, y: 0 }, { x: length, y: h }, { x: 0, y: h }];
  const builder = new PanelGraphBuilder();
  builder.panel('strip', 'wall', outline(steps));
  // the labels clear of the slots: the length across the unslotted half, the height before the first slot
  const across = from === 'top' ? h / 4 : (3 * h) / 4;
  const beside = (centres[0] ?? length) / 2;
  builder.dimension('length', { x: 0, y: across }, { x: length, y: across }, length, 0);
  builder.dimension('height', { x: beside, y: 0 }, { x: beside, y: h }, h, 0);
  return builder.build('strip', board);
}
