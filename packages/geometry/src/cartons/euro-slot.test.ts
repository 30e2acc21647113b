import { describe, expect, it } from 'vitest';
import { flattenLoop, polygonArea, segmentEnd, segmentLength, segmentStart } from '../primitives/segment';
import { EURO_SLOT, euroSlot } from './euro-slot';

// EN 13010: a 32 x 6.5 mm stadium with a 9 mm circle at its centre
const HALF = 6.5 / 2;
const R = 9 / 2;
const STADIUM_AREA = (32 - 6.5) * 6.5 + Math.PI * HALF * HALF;
/** One circular cap of the 9 mm circle beyond |y| = 3.25: r^2 acos(h/r) - h sqrt(r^2 - h^2). */
const CAP_AREA = R * R * Math.acos(HALF / R) - HALF * Math.sqrt(R * R - HALF * HALF);
const SLOT_AREA = STADIUM_AREA + 2 * CAP_AREA;

describe('euroSlot', () => {
  const centre = { x: 40, y: 25 };
  const slot = euroSlot(centre);
  const flat = flattenLoop(slot, 0.25);

  it('should carry the EN 13010 sizes', () => {
    expect(EURO_SLOT).toEqual({ width: 32, height: 6.5, centreDiameter: 9 });
  });

  it('should be a closed chain', () => {
    slot.forEach((segment, i) => {
      const next = slot[(i + 1) % slot.length] as (typeof slot)[number];
      const end = segmentEnd(segment);
      const start = segmentStart(next);
      expect(Math.hypot(end.x - start.x, end.y - start.y), `gap after ${i}`).toBeLessThan(1e-9);
    });
  });

  it('should be 32 mm wide and 9 mm tall at its centre, 6.5 mm tall elsewhere', () => {
    const xs = flat.map((p) => p.x);
    expect(Math.min(...xs)).toBeCloseTo(centre.x - 16, 6);
    expect(Math.max(...xs)).toBeCloseTo(centre.x + 16, 6);
    const ys = flat.map((p) => p.y);
    expect(Math.max(...ys)).toBeCloseTo(centre.y + R, 4);
    expect(Math.min(...ys)).toBeCloseTo(centre.y - R, 4);
    // away from the round centre the slot is 6.5 mm tall: four straight edges at y = +-3.25 from where
    // the circle meets them out to the end caps' centres (16 - 3.25 from the middle)
    const meet = Math.sqrt(R * R - HALF * HALF);
    const lines = slot.filter((s) => s.type === 'line');
    expect(lines).toHaveLength(4);
    const spans = lines
      .map((s) => {
        expect(Math.abs(s.start.y - centre.y)).toBeCloseTo(HALF, 12);
        expect(s.end.y).toBeCloseTo(s.start.y, 12);
        const xs = [s.start.x - centre.x, s.end.x - centre.x].map(Math.abs).sort((a, b) => a - b);
        return xs.map((x) => x.toFixed(9)).join('..');
      })
      .sort();
    expect(new Set(spans)).toEqual(new Set([`${meet.toFixed(9)}..${(16 - HALF).toFixed(9)}`]));
  });

  it('should enclose the stadium plus the two caps of the round centre', () => {
    expect(polygonArea(flat)).toBeGreaterThan(0);
    expect(Math.abs(polygonArea(flat) - SLOT_AREA) / SLOT_AREA).toBeLessThan(1e-4);
  });

  it('should measure the stadium perimeter with the round centre instead of its straight stretch', () => {
    const chord = 2 * Math.sqrt(R * R - HALF * HALF);
    const capArc = 2 * R * Math.asin(chord / 2 / R);
    const expected = 2 * (32 - 6.5) + Math.PI * 6.5 - 2 * chord + 2 * capArc;
    expect(slot.reduce((sum, s) => sum + segmentLength(s), 0)).toBeCloseTo(expected, 9);
  });
});
