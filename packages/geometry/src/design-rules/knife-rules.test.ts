import { describe, expect, it } from 'vitest';
import { arc, flattenSegment, line, pointOnArc, type Segment } from '../primitives/segment';
import { knifePieces } from './knife-rules';

/** The numbers of the i-th piece: ends (x, y, x, y), bounds (min x, min y, max x, max y), length. */
const piece = (data: Float64Array, i: number) => Array.from(data.subarray(9 * i, 9 * i + 9));

describe('knifePieces', () => {
  it('should cut each knife into straight pieces with their bounds and lengths, knife by knife', () => {
    const quarter = arc({ x: 0, y: 0 }, 10, 0, 90);
    const { data, first } = knifePieces([line({ x: 5, y: 1 }, { x: 2, y: 5 }), quarter]);
    // a line is one piece; a quarter turn, chords of at most 5 degrees
    expect(Array.from(first)).toEqual([0, 1, 19]);
    expect(piece(data, 0)).toEqual([5, 1, 2, 5, 2, 1, 5, 5, 5]);
    const chords = [...flattenSegment(quarter, 5), pointOnArc(quarter, 90)];
    for (let i = 0; i < 18; i++) {
      const [ax, ay, bx, by, , , , , length] = piece(data, 1 + i);
      expect([ax, ay, bx, by]).toEqual([chords[i]?.x, chords[i]?.y, chords[i + 1]?.x, chords[i + 1]?.y]);
      expect(length).toBeCloseTo(Math.hypot((bx ?? 0) - (ax ?? 0), (by ?? 0) - (ay ?? 0)), 12);
    }
  });

  it('should grow the arrays it keeps, and answer each call with its own knives over them', () => {
    // more knives and pieces than the arrays first hold
    const many: Segment[] = [];
    for (let k = 0; k < 150; k++)
      many.push(k % 2 ? line({ x: k, y: 0 }, { x: k, y: 3 }) : arc({ x: k, y: 0 }, 2, 0, 180));
    const large = knifePieces(many);
    expect(large.first.length).toBe(151);
    expect(large.first[150]).toBe(75 * 36 + 75);
    expect(piece(large.data, large.first[149] as number)).toEqual([149, 0, 149, 3, 149, 0, 149, 3, 3]);
    const small = knifePieces([line({ x: 0, y: 0 }, { x: 3, y: 4 })]);
    expect(Array.from(small.first)).toEqual([0, 1]);
    expect(piece(small.data, 0)).toEqual([0, 0, 3, 4, 0, 0, 3, 4, 5]);
  });
});
