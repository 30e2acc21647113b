import {
  type Arrangement,
  type ArrangementContext,
  type ArrangementStrategy,
  along,
  bases,
  type PlacedCopy,
} from './arrangements';
import { type MotifLattice, motifLattice, pairMotifs } from './lattice';

/** How many head-to-tail pair motifs (smallest boxes first) are tried on each sheet. */
export const PAIR_CANDIDATES = 4;

/** Cells of a pair lattice on the usable area, and for each copy of the pair how many cells it fits. */
interface PairCount {
  numX: number;
  numY: number;
  copies: number;
  perCopy: Array<{ nx: number; ny: number }>;
}

/**
 * Head-to-tail pairs: a copy and its half turn interlocked, the pair repeated on a lattice. `numX`
 * and `numY` count pairs (lattice cells) across and up; at the far edges a cell may keep one copy of
 * its pair when the other does not fit, and `copies` counts copies.
 */
export function pairStrategy(): ArrangementStrategy {
  return {
    best(context) {
      const best = bestPairLattice(context);
      if (!best) return null;
      const { lattice, counted } = best;
      return {
        numX: counted.numX,
        numY: counted.numY,
        copies: counted.copies,
        place: () => placePairs(lattice, counted.numX, counted.numY, (k, i, j) => fitsCell(counted, k, i, j)),
      };
    },
    plan(context, numX, numY) {
      const best = bestPairLattice(context);
      if (!best) return [];
      const { lattice, counted } = best;
      // within the cells that fit, drop a pair's copy that sticks out (as `best` does); beyond them
      // lay every copy and let the caller report the overflow
      const within = numX <= counted.numX && numY <= counted.numY;
      return placePairs(lattice, numX, numY, (k, i, j) => !within || fitsCell(counted, k, i, j));
    },
    planCount(context, numX, numY) {
      const best = bestPairLattice(context);
      if (!best) return 0;
      const { lattice, counted } = best;
      // as `plan` keeps them: within the cells that fit, each copy of the motif where it fits
      if (!(numX <= counted.numX && numY <= counted.numY)) return numX * numY * lattice.motif.length;
      return counted.perCopy.reduce((sum, fit) => sum + Math.min(numX, fit.nx) * Math.min(numY, fit.ny), 0);
    },
  };
}

/** A pair lattice's copies on the usable area, as `lt_head_to_tail_pairs` counts and places them. */
export function pairArrangement(context: ArrangementContext, lattice: MotifLattice): Arrangement {
  const counted = countPairs(context, lattice);
  return {
    numX: counted.numX,
    numY: counted.numY,
    copies: counted.copies,
    place: () => placePairs(lattice, counted.numX, counted.numY, (k, i, j) => fitsCell(counted, k, i, j)),
  };
}

function countPairs(context: ArrangementContext, lattice: MotifLattice): PairCount {
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
}

const pairLattices = (context: ArrangementContext) =>
  bases(context).flatMap((base) =>
    pairMotifs(context.geometry, base, PAIR_CANDIDATES).map((motif) => motifLattice(context.geometry, motif)),
  );

function bestPairLattice(context: ArrangementContext) {
  let best: { lattice: MotifLattice; counted: PairCount } | null = null;
  for (const lattice of pairLattices(context)) {
    const counted = countPairs(context, lattice);
    if (!best || counted.copies > best.counted.copies) best = { lattice, counted };
  }
  return best;
}

/** Whether copy `k` of the pair fits in cell (`i`, `j`). */
function fitsCell(counted: PairCount, k: number, i: number, j: number): boolean {
  const fit = counted.perCopy[k];
  return fit !== undefined && i < fit.nx && j < fit.ny;
}

function placePairs(
  lattice: MotifLattice,
  numX: number,
  numY: number,
  keep: (k: number, i: number, j: number) => boolean,
): PlacedCopy[] {
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
}
