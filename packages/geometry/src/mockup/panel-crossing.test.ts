import { describe, expect, it } from 'vitest';
import { IDENTITY, type RigidTransform } from '../panel-graph/fold-model';
import { type PosedPanel, panelsCross } from './panel-crossing';

/** A board's thickness and a little more, as the fold schedule's margin on E flute. */
const MARGIN = 2;

/** A tuck hanging in the plane z = 0 from its crease along y = 0, with a slit at its left end. */
const tuck = (slitTakes = 'dust'): PosedPanel => ({
  id: 'tuck',
  outline: [
    [0, 0],
    [100, 0],
    [100, -30],
    [0, -30],
  ],
  slits: [
    {
      cut: [
        [0, 0],
        [10, 0],
      ],
      shoulder: slitTakes,
    },
  ],
  transform: IDENTITY,
});

// flat x stays x, flat y goes up z: a flap standing square to the tuck, across it at y = -10
const ACROSS: RigidTransform = { rotation: [1, 0, 0, 0, 0, -1, 0, 1, 0], translation: [0, -10, 0] };

/** A dust flap square to the tuck, its end at `end` along the crease, reaching `past` beyond the tuck's face. */
const dustFlap = (end: number, past: number): PosedPanel => ({
  id: 'dust',
  outline: [
    [-20, -past],
    [end, -past],
    [end, 70],
    [-20, 70],
  ],
  transform: ACROSS,
});

describe('panelsCross', () => {
  it("should let a dust flap's shoulder reach a board past a tuck's face under the slit that takes it", () => {
    expect(panelsCross(tuck(), dustFlap(8, 1.5), MARGIN)).toBe(false);
    expect(panelsCross(dustFlap(8, 1.5), tuck(), MARGIN)).toBe(false);
    // the same flap against a tuck with no slit there passes through it
    expect(panelsCross({ ...tuck(), slits: undefined }, dustFlap(8, 1.5), MARGIN)).toBe(true);
  });

  it('should find a flap crossing deeper than a board, beside the slit, or one the slit does not take', () => {
    expect(panelsCross(tuck(), dustFlap(8, 5), MARGIN)).toBe(true);
    expect(panelsCross(tuck(), dustFlap(20, 1.5), MARGIN)).toBe(true);
    expect(panelsCross(tuck('other_dust'), dustFlap(8, 1.5), MARGIN)).toBe(true);
  });
});
