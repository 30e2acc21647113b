import { roundHole } from '../cartons/hang-tag';
import type { TemplatePart } from '../catalog/template-definition';
import { buildWrappedCase, type WrappedCaseSpec } from './wrapped-case';

export interface RingBinderSpec {
  /** The content's size: along the spine, and across from the spine to the fore-edge, mm. */
  length: number;
  width: number;
  /** What the cover boards add to the content in each direction. */
  boardAllowance: number;
  /** The ring mechanism's ring diameter; the spine board is this plus `spineAllowance` wide. */
  ringDiameter: number;
  spineAllowance: number;
  /** Paper between the spine board and each cover board in the flat. */
  hingeGap: number;
  rivets: number;
  /** Centre to centre of neighbouring rivets, along the spine. */
  rivetPitch: number;
  rivetHole: number;
  boardThickness: number;
  wrap: number;
  turnIn: number;
}

/** Board a rivet hole keeps from the wrap's turn-in on the spine board's inside, mm. */
export const RIVET_CLEARANCE = 3;

export function ringBinderBoards(spec: RingBinderSpec) {
  return {
    coverLength: spec.length + spec.boardAllowance,
    coverWidth: spec.width + spec.boardAllowance,
    spineWidth: spec.ringDiameter + spec.spineAllowance,
  };
}

/** The rivet holes' centres on the spine board (its lower-left corner at the origin), head to tail. */
export function rivetCentres(spec: RingBinderSpec): Array<{ x: number; y: number }> {
  const { coverLength, spineWidth } = ringBinderBoards(spec);
  return Array.from({ length: spec.rivets }, (_, i) => ({
    x: coverLength / 2 + (i - (spec.rivets - 1) / 2) * spec.rivetPitch,
    y: spineWidth / 2,
  }));
}

/** The longest rivet pitch that keeps every hole clear of the turn-ins at the spine's head and tail. */
export function longestRivetPitch(spec: Omit<RingBinderSpec, 'rivetPitch'>): number {
  const { coverLength } = ringBinderBoards({ ...spec, rivetPitch: 0 });
  const reach = coverLength - 2 * (spec.turnIn + spec.rivetHole / 2 + RIVET_CLEARANCE);
  return spec.rivets > 1 ? reach / (spec.rivets - 1) : Number.POSITIVE_INFINITY;
}

export function ringBinderCase(spec: RingBinderSpec): WrappedCaseSpec {
  const { coverLength, coverWidth, spineWidth } = ringBinderBoards(spec);
  return {
    length: coverLength,
    // lying closed, front up: the front cover, the spine turned down square, the back cover under
    boards: [
      { id: 'front', width: coverWidth },
      {
        id: 'spine',
        width: spineWidth,
        foldAngle: 90,
        holes: rivetCentres(spec).map((centre) => roundHole(centre, spec.rivetHole)),
      },
      { id: 'back', width: coverWidth },
    ],
    joints: [
      { id: 'front_joint', width: spec.hingeGap },
      { id: 'back_joint', width: spec.hingeGap, foldAngle: 90 },
    ],
    t: spec.boardThickness,
    p: spec.wrap,
    turnIn: spec.turnIn,
  };
}

/**
 * A ring binder's case: front and back cover boards and a spine board, set a hinge gap apart on one
 * wrap that turns in round every outer edge and runs unbroken across the joints at head and tail, and
 * a liner over the inside. The spine board alone is punched for the mechanism's rivets, between the
 * turn-ins; the mechanism is riveted through it and the liner.
 */
export function buildRingBinder(spec: RingBinderSpec): TemplatePart[] {
  return buildWrappedCase(ringBinderCase(spec), {
    board: (id) => `${id} board`,
    wrap: 'case wrap',
    liner: 'liner',
  });
}
