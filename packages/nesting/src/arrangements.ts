import type { GapGeometry } from './blank-geometry';
import { alternatingLattice, type MotifLattice, motifLattice, pairMotifs } from './lattice';
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

const turnedQuarter = (turns: QuarterTurns, by: number) => ((turns + by) % 4) as QuarterTurns;

/** Copies along one axis of a usable length; zero for no room at all. */
const along = (usable: number, size: number, pitch: number) =>
  usable <= 0 ? 0 : copiesAlongAxis(usable, size, pitch);

function gridCopies(
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
const bases = (context: ArrangementContext): QuarterTurns[] =>
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

/** How many head-to-tail pair motifs (smallest boxes first) are tried on each sheet. */
export const PAIR_CANDIDATES = 4;

/**
 * Head-to-tail pairs: a copy and its half turn interlocked, the pair repeated on a lattice. `numX`
 * and `numY` count pairs (lattice cells) across and up; at the far edges a cell may keep one copy of
 * its pair when the other does not fit, and `copies` counts copies.
 */
export function pairStrategy(): ArrangementStrategy {
  const count = (context: ArrangementContext, lattice: MotifLattice) => {
    const perCopy = lattice.motif.map((copy) => {
      const box = context.geometry.blank.orientation(copy.quarterTurns);
      const nx = along(context.usableWidth - copy.at.x, box.width, lattice.pitchX);
      const ny = along(context.usableHeight - copy.at.y, box.height, lattice.pitchY);
      return { nx: ny > 0 ? nx : 0, ny: nx > 0 ? ny : 0 };
    });
    return {
      numX: Math.max(...perCopy.map((c) => c.nx)),
      numY: Math.max(...perCopy.map((c) => c.ny)),
      copies: perCopy.reduce((sum, c) => sum + c.nx * c.ny, 0),
      perCopy,
    };
  };
  const lattices = (context: ArrangementContext) =>
    bases(context).flatMap((base) =>
      pairMotifs(context.geometry, base, PAIR_CANDIDATES).map((motif) =>
        motifLattice(context.geometry, motif),
      ),
    );
  const bestLattice = (context: ArrangementContext) => {
    let best: { lattice: MotifLattice; counted: ReturnType<typeof count> } | null = null;
    for (const lattice of lattices(context)) {
      const counted = count(context, lattice);
      if (!best || counted.copies > best.counted.copies) best = { lattice, counted };
    }
    return best;
  };
  const place = (
    lattice: MotifLattice,
    numX: number,
    numY: number,
    keep: (k: number, i: number, j: number) => boolean,
  ) => {
    const copies: PlacedCopy[] = [];
    for (let j = 0; j < numY; j++) {
      for (let i = 0; i < numX; i++) {
        lattice.motif.forEach((copy, k) => {
          if (keep(k, i, j))
            copies.push({
              quarterTurns: copy.quarterTurns,
              x: copy.at.x + i * lattice.pitchX,
              y: copy.at.y + j * lattice.pitchY,
            });
        });
      }
    }
    return copies;
  };
  return {
    best(context) {
      const best = bestLattice(context);
      if (!best) return null;
      const { lattice, counted } = best;
      return {
        numX: counted.numX,
        numY: counted.numY,
        copies: counted.copies,
        place: () =>
          place(lattice, counted.numX, counted.numY, (k, i, j) => {
            const fit = counted.perCopy[k];
            return fit !== undefined && i < fit.nx && j < fit.ny;
          }),
      };
    },
    plan(context, numX, numY) {
      const best = bestLattice(context);
      if (!best) return [];
      const { lattice, counted } = best;
      // within the cells that fit, drop a pair's copy that sticks out (as `best` does); beyond them
      // lay every copy and let the caller report the overflow
      const within = numX <= counted.numX && numY <= counted.numY;
      return place(lattice, numX, numY, (k, i, j) => {
        const fit = counted.perCopy[k];
        return !within || (fit !== undefined && i < fit.nx && j < fit.ny);
      });
    },
    planCount(context, numX, numY) {
      const best = bestLattice(context);
      if (!best) return 0;
      const { lattice, counted } = best;
      // as `plan` keeps them: within the cells that fit, each copy of the motif where it fits
      if (!(numX <= counted.numX && numY <= counted.numY)) return numX * numY * lattice.motif.length;
      return counted.perCopy.reduce((sum, fit) => sum + Math.min(numX, fit.nx) * Math.min(numY, fit.ny), 0);
    },
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

interface MixedChoice {
  lattice: QuarterTurns;
  numX: number;
  numY: number;
  copies: number;
  strips: Array<{ x: number; y: number; numX: number; numY: number }>;
}

/**
 * Mixed fill: a straight grid of one turn (`numX` x `numY`, fewer than fit when that leaves more
 * room), plus copies turned a quarter more in straight grids in the strips it leaves along the
 * usable area's right and top edges (right strip full height and top strip over the grid, or top
 * strip full width and right strip beside the grid, whichever holds more).
 */
export function mixedStrategy(): ArrangementStrategy {
  /**
   * The strips a `numX` x `numY` grid of `latticeTurn` leaves, as plain arithmetic: `choose` tries
   * every grid that fits (thousands on a large sheet), so nothing here allocates but the answer.
   */
  const stripsOf = (context: ArrangementContext, latticeTurn: QuarterTurns) => {
    const { geometry, usableWidth, usableHeight } = context;
    const box = geometry.blank.orientation(latticeTurn);
    const lattice = gridLattice(geometry, latticeTurn);
    const other = turnedQuarter(latticeTurn, 1);
    const otherBox = geometry.blank.orientation(other);
    const otherLattice = gridLattice(geometry, other);
    // as `gridCount` of the other turn: copies across and up a rectangle, none when either is 0
    const across = (width: number) => along(width, otherBox.width, otherLattice.pitchX);
    const up = (height: number) => along(height, otherBox.height, otherLattice.pitchY);
    const cornerOf = (numX: number, numY: number) => {
      const gridWidth = box.width + (numX - 1) * lattice.pitchX;
      const gridHeight = box.height + (numY - 1) * lattice.pitchY;
      return { gridWidth, gridHeight, rightX: gridWidth + geometry.gapX, topY: gridHeight + geometry.gapY };
    };
    const fullHeight = up(usableHeight);
    const fullWidth = across(usableWidth);
    /** Copies in the strips: right strip first (full height), then top strip first (full width). */
    const rightFirst = (numX: number, numY: number) => {
      const gridWidth = box.width + (numX - 1) * lattice.pitchX;
      const topY = box.height + (numY - 1) * lattice.pitchY + geometry.gapY;
      return (
        across(usableWidth - (gridWidth + geometry.gapX)) * fullHeight +
        across(gridWidth) * up(usableHeight - topY)
      );
    };
    const topFirst = (numX: number, numY: number) => {
      const rightX = box.width + (numX - 1) * lattice.pitchX + geometry.gapX;
      const gridHeight = box.height + (numY - 1) * lattice.pitchY;
      return (
        fullWidth * up(usableHeight - (gridHeight + geometry.gapY)) +
        across(usableWidth - rightX) * up(gridHeight)
      );
    };
    /** The most copies the strips of a `numX` x `numY` grid hold. */
    const count = (numX: number, numY: number) => Math.max(rightFirst(numX, numY), topFirst(numX, numY));
    /** The strips themselves, for the choice made (the same counts as `count`). */
    const strips = (numX: number, numY: number): MixedChoice['strips'] => {
      const { gridWidth, gridHeight, rightX, topY } = cornerOf(numX, numY);
      const fill = (x: number, y: number, width: number, height: number) => {
        const stripX = across(width);
        const stripY = up(height);
        return {
          x,
          y,
          numX: stripY > 0 ? stripX : 0,
          numY: stripX > 0 ? stripY : 0,
          copies: stripX * stripY,
        };
      };
      const chosen =
        rightFirst(numX, numY) >= topFirst(numX, numY)
          ? [
              fill(rightX, 0, usableWidth - rightX, usableHeight),
              fill(0, topY, gridWidth, usableHeight - topY),
            ]
          : [
              fill(0, topY, usableWidth, usableHeight - topY),
              fill(rightX, 0, usableWidth - rightX, gridHeight),
            ];
      return chosen.filter((strip) => strip.copies > 0).map(({ copies: _, ...strip }) => strip);
    };
    return { count, strips };
  };
  const place = (context: ArrangementContext, choice: MixedChoice) => {
    const copies = gridCopies(
      choice.lattice,
      gridLattice(context.geometry, choice.lattice),
      choice.numX,
      choice.numY,
    );
    const other = turnedQuarter(choice.lattice, 1);
    for (const strip of choice.strips) {
      copies.push(...gridCopies(other, gridLattice(context.geometry, other), strip.numX, strip.numY, strip));
    }
    return copies;
  };
  const choose = (context: ArrangementContext): MixedChoice | null => {
    let best: { lattice: QuarterTurns; numX: number; numY: number; copies: number } | null = null;
    for (const latticeTurn of [0, 1] as const) {
      const full = gridCount(context.geometry, latticeTurn, context.usableWidth, context.usableHeight);
      const { count } = stripsOf(context, latticeTurn);
      for (let numX = 1; numX <= full.numX; numX++) {
        for (let numY = 1; numY <= full.numY; numY++) {
          const copies = numX * numY + count(numX, numY);
          if (!best || copies > best.copies) best = { lattice: latticeTurn, numX, numY, copies };
        }
      }
    }
    if (!best) return null;
    return { ...best, strips: stripsOf(context, best.lattice).strips(best.numX, best.numY) };
  };
  /** The grid of `plan`: the chosen turn, and the strips only where the requested grid leaves them. */
  const planned = (context: ArrangementContext, numX: number, numY: number): MixedChoice => {
    const latticeTurn = choose(context)?.lattice ?? 0;
    const full = gridCount(context.geometry, latticeTurn, context.usableWidth, context.usableHeight);
    const fits = numX <= full.numX && numY <= full.numY && numX > 0 && numY > 0;
    const strips = fits ? stripsOf(context, latticeTurn).strips(numX, numY) : [];
    return { lattice: latticeTurn, numX, numY, copies: 0, strips };
  };
  const applies = (context: ArrangementContext) => context.turns.includes(0) && context.turns.includes(1);
  return {
    best(context) {
      if (!applies(context)) return null;
      const choice = choose(context);
      if (!choice) return { numX: 0, numY: 0, copies: 0, place: () => [] };
      return {
        numX: choice.numX,
        numY: choice.numY,
        copies: choice.copies,
        place: () => place(context, choice),
      };
    },
    plan(context, numX, numY) {
      return place(context, planned(context, numX, numY));
    },
    planCount(context, numX, numY) {
      const { strips } = planned(context, numX, numY);
      return numX * numY + strips.reduce((sum, strip) => sum + strip.numX * strip.numY, 0);
    },
  };
}
