import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { TEMPLATES } from '../catalog/template-catalog';
import { rectangle } from '../primitives/outline';
import { arc, line, type Segment } from '../primitives/segment';
import { unionOfLoops } from './polygon-ops';
import { simpleUnionBounds } from './simple-union-bounds';

/** The clipper's union's bounds on the micrometre grid, with its count of regions and holes. */
function clipperUnion(loops: Segment[][]) {
  const regions = unionOfLoops(loops, 2);
  const points = regions.flatMap((region) => region.outer);
  const grid = (values: number[]) => values.map((value) => Math.round(value * 1000));
  const xs = grid(points.map((p) => p.x));
  const ys = grid(points.map((p) => p.y));
  return {
    regions: regions.length,
    holes: regions.reduce((sum, region) => sum + region.holes.length, 0),
    bounds: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
  };
}

describe('simpleUnionBounds', () => {
  it('should give the bounds of panels laid edge to edge, a narrow flap on part of a wide edge', () => {
    // a body, a wall beside it, a flap on part of the body's top edge and a rounded tab on the wall
    const loops = [
      rectangle(0, 0, 100, 50),
      rectangle(100, 0, 140.0004, 50),
      rectangle(20, 50, 60, 75.5),
      [
        line({ x: 100, y: 0 }, { x: 120, y: -10 }),
        line({ x: 120, y: -10 }, { x: 140.0004, y: 0 }),
        line({ x: 140.0004, y: 0 }, { x: 100, y: 0 }),
      ],
      [
        line({ x: 140.0004, y: 10 }, { x: 150, y: 10 }),
        arc({ x: 150, y: 25 }, 15, -90, 90, false),
        line({ x: 150, y: 40 }, { x: 140.0004, y: 40 }),
        line({ x: 140.0004, y: 40 }, { x: 140.0004, y: 10 }),
      ],
    ];
    const bounds = simpleUnionBounds(loops, 2);
    expect(bounds).toEqual({ minX: 0, minY: -10_000, maxX: 165_000, maxY: 75_500 });
    expect(clipperUnion(loops)).toEqual({ regions: 1, holes: 0, bounds });
  });

  it('should leave panels that meet only at a corner to the clipper', () => {
    const loops = [rectangle(0, 0, 10, 10), rectangle(10, 10, 20, 20)];
    expect(simpleUnionBounds(loops, 2)).toBeUndefined();
  });

  it('should leave overlapping panels to the clipper', () => {
    expect(simpleUnionBounds([rectangle(0, 0, 10, 10), rectangle(5, 0, 15, 10)], 2)).toBeUndefined();
    expect(simpleUnionBounds([rectangle(0, 0, 10, 10), rectangle(5, 5, 15, 15)], 2)).toBeUndefined();
    // one panel inside another
    expect(simpleUnionBounds([rectangle(0, 0, 10, 10), rectangle(2, 2, 4, 4)], 2)).toBeUndefined();
  });

  it('should leave panels round an opening (a hole in the union) to the clipper', () => {
    const ring = [
      rectangle(0, 0, 30, 10),
      rectangle(20, 10, 30, 20),
      rectangle(0, 20, 30, 30),
      rectangle(0, 10, 10, 20),
    ];
    expect(simpleUnionBounds(ring, 2)).toBeUndefined();
    expect(clipperUnion(ring).holes).toBe(1);
  });

  it("should agree with the clipper's union for every catalog piece it answers for, and answer for most", () => {
    let answered = 0;
    let pieces = 0;
    for (const template of TEMPLATES) {
      for (const part of template.build(sampleValues(template))) {
        const loops = part.graph.panels.map((panel) => panel.outline);
        const bounds = simpleUnionBounds(loops, 2);
        pieces++;
        if (!bounds) continue;
        answered++;
        expect(clipperUnion(loops), `${template.id} ${part.name}`).toEqual({ regions: 1, holes: 0, bounds });
      }
    }
    expect(answered).toBeGreaterThan(pieces * 0.9);
  });
});
