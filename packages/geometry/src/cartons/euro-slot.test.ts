import { describe, expect, it } from 'vitest';
import { flattenLoop, polygonArea, segmentEnd, segmentLength, segmentStart } from '../primitives/segment';
import { EURO_SLOT, euroSlot } from './euro-slot';

// the sombrero: a 32 x 5.5 mm brim with round ends, and on it a half circle of 11 mm diameter
const W = 32;
const BRIM = 5.5;
const R = 11 / 2;
const SLOT_AREA = (W - BRIM) * BRIM + Math.PI * (BRIM / 2) ** 2 + (Math.PI * R * R) / 2;

describe('euroSlot', () => {
  const centre = { x: 40, y: 25 };

  it('should carry the sombrero sizes: 32 mm wide, a 5.5 mm brim, an 11 mm crown, 11 mm tall', () => {
    expect(EURO_SLOT).toEqual({ width: 32, height: 11, brimHeight: 5.5, crownDiameter: 11 });
  });

  for (const crown of ['up', 'down'] as const) {
    describe(`crown ${crown}`, () => {
      const slot = euroSlot(centre, crown);
      const flat = flattenLoop(slot, 0.05);
      const sign = crown === 'up' ? 1 : -1;
      /** Height above the flat bottom edge, the crown's way. */
      const rise = (y: number) => sign * (y - centre.y) + 5.5;

      it('should be a closed chain', () => {
        slot.forEach((segment, i) => {
          const next = slot[(i + 1) % slot.length] as (typeof slot)[number];
          const end = segmentEnd(segment);
          const start = segmentStart(next);
          expect(Math.hypot(end.x - start.x, end.y - start.y), `gap after ${i}`).toBeLessThan(1e-9);
        });
      });

      it('should span 32 x 11 mm centred on the centre', () => {
        const xs = flat.map((p) => p.x);
        const ys = flat.map((p) => p.y);
        expect(Math.min(...xs)).toBeCloseTo(centre.x - W / 2, 6);
        expect(Math.max(...xs)).toBeCloseTo(centre.x + W / 2, 6);
        expect(Math.min(...ys)).toBeCloseTo(centre.y - 5.5, 6);
        expect(Math.max(...ys)).toBeCloseTo(centre.y + 5.5, 6);
      });

      it('should stand on one flat bottom edge from cap to cap, the crown a half circle above the brim', () => {
        const lines = slot.filter((s) => s.type === 'line');
        const bottom = lines.filter(
          (s) => Math.abs(rise(s.start.y)) < 1e-9 && Math.abs(rise(s.end.y)) < 1e-9,
        );
        expect(bottom).toHaveLength(1);
        expect(segmentLength(bottom[0] as (typeof lines)[number])).toBeCloseTo(W - BRIM, 9);
        const brimTops = lines.filter((s) => Math.abs(rise(s.start.y) - BRIM) < 1e-9);
        expect(brimTops).toHaveLength(2);
        const crowns = slot.filter((s) => s.type === 'arc' && Math.abs(s.radius - R) < 1e-9);
        expect(crowns).toHaveLength(1);
        const crownArc = crowns[0];
        if (crownArc?.type !== 'arc') throw new Error('no crown');
        expect(crownArc.center.x).toBeCloseTo(centre.x, 9);
        expect(rise(crownArc.center.y)).toBeCloseTo(BRIM, 9);
        expect(segmentLength(crownArc)).toBeCloseTo(Math.PI * R, 9);
        // every point of the crown lies at or above the brim's top edge
        const crownPoints = flattenLoop([crownArc], 0.05);
        expect(Math.min(...crownPoints.map((p) => rise(p.y)))).toBeGreaterThan(BRIM - 1e-9);
        // nothing dips below the flat bottom edge
        expect(Math.min(...flat.map((p) => rise(p.y)))).toBeGreaterThan(-1e-9);
      });

      it('should enclose the brim and the half circle', () => {
        expect(polygonArea(flat)).toBeGreaterThan(0);
        expect(Math.abs(polygonArea(flat) - SLOT_AREA) / SLOT_AREA).toBeLessThan(1e-3);
      });
    });
  }

  it('should mirror the down slot of the up one about the centre line', () => {
    const up = flattenLoop(euroSlot(centre, 'up'), 0.05).map(
      (p) => `${p.x.toFixed(6)},${(2 * centre.y - p.y).toFixed(6)}`,
    );
    const down = new Set(
      flattenLoop(euroSlot(centre, 'down'), 0.05).map((p) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`),
    );
    expect(up.filter((p) => !down.has(p))).toEqual([]);
  });
});
