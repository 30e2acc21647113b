import { artworkFrame, findTemplate, sampleValues } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { insideUv, outsideUv } from './artwork-uv';

const FRAME = { minX: -3, minY: -13, width: 206, height: 106, bleed: 3 };

describe('outsideUv', () => {
  it('should map a point of the blank to its share of the artwork frame', () => {
    const [u, v] = outsideUv(FRAME, 50, 40);
    expect(u).toBeCloseTo(53 / 206, 12);
    expect(v).toBeCloseTo(53 / 106, 12);
  });

  it('should put the frame corners at the texture corners of a catalog blank', () => {
    const template = findTemplate('becf-11001') ?? expect.fail('becf-11001');
    const graph = template.build(sampleValues(template))[0]?.graph ?? expect.fail('part');
    const frame = artworkFrame(graph, 2);
    expect(outsideUv(frame, frame.minX, frame.minY)).toEqual([0, 0]);
    const [u, v] = outsideUv(frame, frame.minX + frame.width, frame.minY + frame.height);
    expect(u).toBeCloseTo(1, 12);
    expect(v).toBeCloseTo(1, 12);
  });
});

describe('insideUv', () => {
  it('should mirror the frame left to right, as the back of the sheet is seen', () => {
    const [u, v] = insideUv(FRAME, 50, 40);
    expect(u).toBeCloseTo(153 / 206, 12);
    expect(v).toBeCloseTo(53 / 106, 12);
    expect(insideUv(FRAME, FRAME.minX, 0)[0]).toBe(1);
    expect(insideUv(FRAME, FRAME.minX + FRAME.width, 0)[0]).toBe(0);
  });
});
