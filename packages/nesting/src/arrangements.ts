import type { GapGeometry } from './blank-geometry';
import { alternatingLattice, type MotifLattice, motifLattice } from './lattice';
import type { QuarterTurns } from './no-fit-polygon';
import { copiesAlongAxis } from './sheet-efficiency';

/** A copy on the usable area: its turn and its bounding box's lower-left corner, mm from the usable corner. */
export interface PlacedCopy {
  quarterTurns: QuarterTurns;
  x: number;
  y: number;
}

/** What a template works with: the blank's geometry for the gap, the usable area and the allowed turns. */
export interface ArrangementContext {
  geometry: GapGeometry;
  usableWidth: number;
  usableHeight: number;
  /** Quarter turns a copy may take: all four, or 0 and 2 for a corrugated blank kept along its flutes. */
  turns: QuarterTurns[];
}

/** The most copies a template fits, and how to place them. */
export interface Arrangement {
  numX: number;
  numY: number;
  copies: number;
  /** Copies on the usable area; computed only when a layout is asked for. */
  place(): PlacedCopy[];
}

/** How one nesting template finds its best arrangement and lays out a requested one. */
export interface ArrangementStrategy {
  best(context: ArrangementContext): Arrangement | null;
  /** `numX` x `numY` as the template counts them; copies may lie outside the usable area. */
  plan(context: ArrangementContext, numX: number, numY: number): PlacedCopy[];
  /** How many copies `plan` lays out, counted without placing them. */
  planCount(context: ArrangementContext, numX: number, numY: number): number;
}

export const turnedQuarter = (turns: QuarterTurns, by: number) => ((turns + by) % 4) as QuarterTurns;

/** Copies along one axis of a usable length; zero for no room at all. */
export const along = (usable: number, size: number, pitch: number) =>
  usable <= 0 ? 0 : copiesAlongAxis(usable, size, pitch);

/** `numX` x `numY` copies of one turn at the lattice's pitches, from `origin`. */
export function gridCopies(
  quarterTurns: QuarterTurns,
  lattice: MotifLattice,
  numX: number,
  numY: number,
  origin = { x: 0, y: 0 },
) {
  const copies: PlacedCopy[] = [];
  for (let j = 0; j < numY; j++) {
    for (let i = 0; i < numX; i++) {
      copies.push({ quarterTurns, x: origin.x + i * lattice.pitchX, y: origin.y + j * lattice.pitchY });
    }
  }
  return copies;
}

/** The pitches of a straight grid of one turn. */
export function gridLattice(geometry: GapGeometry, quarterTurns: QuarterTurns): MotifLattice {
  return motifLattice(geometry, [{ quarterTurns, at: { x: 0, y: 0 } }]);
}

/** Grid counts of one turn in a rectangle. */
export function gridCount(geometry: GapGeometry, quarterTurns: QuarterTurns, width: number, height: number) {
  const box = geometry.blank.orientation(quarterTurns);
  const lattice = gridLattice(geometry, quarterTurns);
  const numX = along(width, box.width, lattice.pitchX);
  const numY = along(height, box.height, lattice.pitchY);
  return { numX: numY > 0 ? numX : 0, numY: numX > 0 ? numY : 0, copies: numX * numY, lattice };
}

/** A straight grid: every copy turned `quarterTurns`, `numX` across and `numY` up. */
export function gridStrategy(quarterTurns: QuarterTurns): ArrangementStrategy {
  return {
    best(context) {
      if (!context.turns.includes(quarterTurns)) return null;
      const { numX, numY, copies, lattice } = gridCount(
        context.geometry,
        quarterTurns,
        context.usableWidth,
        context.usableHeight,
      );
      return { numX, numY, copies, place: () => gridCopies(quarterTurns, lattice, numX, numY) };
    },
    plan(context, numX, numY) {
      return gridCopies(quarterTurns, gridLattice(context.geometry, quarterTurns), numX, numY);
    },
    planCount: (_context, numX, numY) => numX * numY,
  };
}

/** Bases a template built on one turn and its half turn may start from. */
export const bases = (context: ArrangementContext): QuarterTurns[] =>
  context.turns.filter((turns): turns is QuarterTurns => turns === 0 || turns === 1);

/**
 * Rows (or columns) alternating between a turn and its half turn. `numX` counts copies along a row
 * and `numY` rows (for columns: `numX` columns, `numY` copies up a column).
 */
export function alternatingStrategy(direction: 'rows' | 'columns'): ArrangementStrategy {
  const count = (context: ArrangementContext, base: QuarterTurns) => {
    const lattice = alternatingLattice(context.geometry, base, direction);
    const box = context.geometry.blank.orientation(base);
    const numX =
      direction === 'rows'
        ? along(context.usableWidth, box.width, lattice.along)
        : along(context.usableWidth, box.width, lattice.across);
    const numY =
      direction === 'rows'
        ? along(context.usableHeight, box.height, lattice.across)
        : along(context.usableHeight, box.height, lattice.along);
    return { lattice, numX, numY, copies: numX * numY };
  };
  const place = (context: ArrangementContext, base: QuarterTurns, numX: number, numY: number) => {
    const lattice = alternatingLattice(context.geometry, base, direction);
    const copies: PlacedCopy[] = [];
    for (let j = 0; j < numY; j++) {
      for (let i = 0; i < numX; i++) {
        const line = direction === 'rows' ? j : i;
        copies.push({
          quarterTurns: turnedQuarter(base, 2 * (line % 2)),
          x: i * (direction === 'rows' ? lattice.along : lattice.across),
          y: j * (direction === 'rows' ? lattice.across : lattice.along),
        });
      }
    }
    return copies;
  };
  const bestBase = (context: ArrangementContext) => {
    let best: { base: QuarterTurns; numX: number; numY: number; copies: number } | null = null;
    for (const base of bases(context)) {
      const counted = count(context, base);
      if (!best || counted.copies > best.copies) best = { base, ...counted };
    }
    return best;
  };
  return {
    best(context) {
      const best = bestBase(context);
      if (!best) return null;
      const { base, numX, numY, copies } = best;
      return { numX, numY, copies, place: () => place(context, base, numX, numY) };
    },
    plan(context, numX, numY) {
      return place(context, bestBase(context)?.base ?? 0, numX, numY);
    },
    planCount: (_context, numX, numY) => numX * numY,
  };
}

/** The copies of a motif in every cell, for the brute-force check. */
export function motifCells(lattice: MotifLattice, numX: number, numY: number): PlacedCopy[] {
  const copies: PlacedCopy[] = [];
  for (let j = 0; j < numY; j++)
    for (let i = 0; i < numX; i++)
      for (const copy of lattice.motif)
        copies.push({
          quarterTurns: copy.quarterTurns,
          x: copy.at.x + i * lattice.pitchX,
          y: copy.at.y + j * lattice.pitchY,
        });
  return copies;
}
