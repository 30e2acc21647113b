import {
  type ArrangementContext,
  type ArrangementStrategy,
  along,
  gridCopies,
  gridCount,
  gridLattice,
  turnedQuarter,
} from './arrangements';
import type { QuarterTurns } from './no-fit-polygon';

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
  const applies = (context: ArrangementContext) => context.turns.includes(0) && context.turns.includes(1);
  return {
    best(context) {
      if (!applies(context)) return null;
      const choice = chooseMixed(context);
      if (!choice) return { numX: 0, numY: 0, copies: 0, place: () => [] };
      return {
        numX: choice.numX,
        numY: choice.numY,
        copies: choice.copies,
        place: () => placeMixed(context, choice),
      };
    },
    plan(context, numX, numY) {
      return placeMixed(context, plannedMixed(context, numX, numY));
    },
    planCount(context, numX, numY) {
      const { strips } = plannedMixed(context, numX, numY);
      return numX * numY + strips.reduce((sum, strip) => sum + strip.numX * strip.numY, 0);
    },
  };
}

/**
 * The strips a `numX` x `numY` grid of `latticeTurn` leaves, as plain arithmetic: `chooseMixed` tries
 * every grid that fits (thousands on a large sheet), so nothing here allocates but the answer.
 */
function stripsOf(context: ArrangementContext, latticeTurn: QuarterTurns) {
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
        ? [fill(rightX, 0, usableWidth - rightX, usableHeight), fill(0, topY, gridWidth, usableHeight - topY)]
        : [
            fill(0, topY, usableWidth, usableHeight - topY),
            fill(rightX, 0, usableWidth - rightX, gridHeight),
          ];
    return chosen.filter((strip) => strip.copies > 0).map(({ copies: _, ...strip }) => strip);
  };
  return { count, strips };
}

function placeMixed(context: ArrangementContext, choice: MixedChoice) {
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
}

function chooseMixed(context: ArrangementContext): MixedChoice | null {
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
}

/** The grid of `plan`: the chosen turn, and the strips only where the requested grid leaves them. */
function plannedMixed(context: ArrangementContext, numX: number, numY: number): MixedChoice {
  const latticeTurn = chooseMixed(context)?.lattice ?? 0;
  const full = gridCount(context.geometry, latticeTurn, context.usableWidth, context.usableHeight);
  const fits = numX <= full.numX && numY <= full.numY && numX > 0 && numY > 0;
  const strips = fits ? stripsOf(context, latticeTurn).strips(numX, numY) : [];
  return { lattice: latticeTurn, numX, numY, copies: 0, strips };
}
