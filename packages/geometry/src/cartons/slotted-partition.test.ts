import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { segmentEnd, segmentStart } from '../primitives/segment';
import {
  buildSlottedPartition,
  LEAD_IN_DEPTH,
  type SlottedPartitionSpec,
  slotCentres,
  slotDepth,
  stripHeight,
} from './slotted-partition';

const spec: SlottedPartitionSpec = {
  length: 200,
  width: 130,
  height: 80,
  material: 0.5,
  cellsAlong: 3,
  cellsAcross: 2,
};

describe('buildSlottedPartition', () => {
  it('should place the crossing strips by c = (L - (n - 1)t)/n and x_i = i c + (i - 1/2)t', () => {
    // three cells of (200 - 1)/3 = 66.333 mm
    const centres = slotCentres(200, 3, 0.5);
    expect(centres[0]).toBeCloseTo(66.3333 + 0.25, 3);
    expect(centres[1]).toBeCloseTo(2 * 66.3333 + 0.75, 3);
    // the cells between the strips' faces are equal: wall to first face, face to face, last face to wall
    const faces = [0, ...centres.flatMap((x) => [x - 0.25, x + 0.25]), 200];
    const cells = [0, 2, 4].map((k) => (faces[k + 1] as number) - (faces[k] as number));
    for (const cell of cells) expect(cell).toBeCloseTo(cells[0] as number, 9);
  });

  it('should slot the long strips from the top and the short ones from the bottom, Hp/2 + 0.5 deep', () => {
    const { long, short } = buildSlottedPartition(spec);
    const hp = stripHeight(spec);
    expect(hp).toBe(78);
    expect(slotDepth(spec)).toBe(39.5);
    const slits = (graph: typeof long) =>
      graph.cuts.filter((cut) => cut.kind === 'slit').map((cut) => cut.segments[0]);
    const longSlits = slits(long);
    expect(longSlits).toHaveLength(2);
    for (const slit of longSlits) {
      const [a, b] = [segmentStart(slit ?? expect.fail('slit')), segmentEnd(slit ?? expect.fail('slit'))];
      expect(a.y).toBeCloseTo(hp - LEAD_IN_DEPTH, 9);
      expect(b.y).toBeCloseTo(hp - 39.5, 9);
    }
    // on the strip, which starts half a millimetre from the wall
    expect(segmentStart(longSlits[0] ?? expect.fail('slit')).x).toBeCloseTo(
      (slotCentres(200, 3, 0.5)[0] as number) - 0.5,
      9,
    );
    const shortSlits = slits(short);
    expect(shortSlits).toHaveLength(1);
    expect(segmentEnd(shortSlits[0] ?? expect.fail('slit')).y).toBeCloseTo(39.5, 9);
    // the two slots overlap a millimetre, so the strips sit flush top and bottom
    expect(2 * slotDepth(spec) - hp).toBeCloseTo(1, 9);
    expect(checkDesignRules(long)).toEqual([]);
    expect(checkDesignRules(short)).toEqual([]);
  });

  it('should keep the design rules for every grid up to 12 x 12 cells', () => {
    for (const cellsAlong of [2, 5, 12]) {
      for (const cellsAcross of [2, 7, 12]) {
        const grid = { ...spec, length: 12 * 16, width: 12 * 16, cellsAlong, cellsAcross, material: 1 };
        const { long, short } = buildSlottedPartition(grid);
        expect(checkDesignRules(long), `${cellsAlong} x ${cellsAcross}`).toEqual([]);
        expect(checkDesignRules(short), `${cellsAlong} x ${cellsAcross}`).toEqual([]);
      }
    }
  });
});
