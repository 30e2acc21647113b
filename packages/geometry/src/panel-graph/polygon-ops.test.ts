import { describe, expect, it } from 'vitest';
import { rectangle } from '../primitives/outline';
import { arc, flattenLoop, type Point, polygonArea, reverseSegment } from '../primitives/segment';
import {
  coveredArea,
  holdsDisc,
  holdsWidth,
  offsetRegions,
  type Region,
  regionArea,
  unionOfLoops,
  unionPolygons,
} from './polygon-ops';

const box = (minX: number, minY: number, maxX: number, maxY: number): Point[] => [
  { x: minX, y: minY },
  { x: maxX, y: minY },
  { x: maxX, y: maxY },
  { x: minX, y: maxY },
];

/** A 10 x 10 square with a 4 x 4 square hole in its middle, as one region. */
const FRAME: Region = { outer: box(0, 0, 10, 10), holes: [[...box(3, 3, 7, 7)].reverse()] };

describe('unionPolygons', () => {
  it('should merge overlapping squares into one counter-clockwise region', () => {
    const regions = unionPolygons([box(0, 0, 10, 10), box(5, 5, 15, 15)]);
    expect(regions).toHaveLength(1);
    expect(polygonArea((regions[0] as Region).outer)).toBeCloseTo(175, 9);
    expect(regions[0]?.holes).toEqual([]);
  });

  it('should cut a hole with a clockwise polygon inside a counter-clockwise one', () => {
    const regions = unionPolygons([box(0, 0, 10, 10), [...box(3, 3, 7, 7)].reverse()]);
    expect(regions).toHaveLength(1);
    expect(regionArea(regions[0] as Region)).toBeCloseTo(84, 9);
  });

  it('should keep an opening enclosed by four strips as a clockwise hole', () => {
    const regions = unionPolygons([box(0, 0, 10, 3), box(7, 0, 10, 10), box(0, 7, 10, 10), box(0, 0, 3, 10)]);
    expect(regions).toHaveLength(1);
    const region = regions[0] as Region;
    expect(polygonArea(region.outer)).toBeCloseTo(100, 9);
    expect(region.holes).toHaveLength(1);
    expect(polygonArea(region.holes[0] as Point[])).toBeCloseTo(-16, 9);
    expect(regionArea(region)).toBeCloseTo(84, 9);
  });

  it('should give separate pieces as separate regions', () => {
    expect(unionPolygons([box(0, 0, 1, 1), box(2, 0, 3, 1)])).toHaveLength(2);
  });
});

describe('offsetRegions', () => {
  it('should grow the outline with round corners and shrink the hole with sharp ones', () => {
    const [grown, ...rest] = offsetRegions([FRAME], 1);
    expect(rest).toHaveLength(0);
    // 10 x 10 grown by 1: 100 + 4 * 10 + pi; the 4 x 4 hole shrinks to 2 x 2
    expect(regionArea(grown as Region)).toBeCloseTo(140 + Math.PI - 4, 1);
    expect(grown?.holes).toHaveLength(1);
    expect(Math.abs(polygonArea(grown?.holes[0] as Point[]))).toBeCloseTo(4, 6);
  });

  it('should shrink the outline and grow the hole for a negative distance', () => {
    const [shrunk] = offsetRegions([FRAME], -1);
    // 8 x 8, less a 4 x 4 hole grown by 1 with round corners: 16 + 16 + pi
    expect(Math.abs(polygonArea((shrunk as Region).outer))).toBeCloseTo(64, 6);
    expect(regionArea(shrunk as Region)).toBeCloseTo(64 - 32 - Math.PI, 1);
  });
});

describe('coveredArea', () => {
  it('should count the covered part of the subject once where clips overlap, however they are drawn', () => {
    const subject = box(0, 0, 10, 10);
    expect(coveredArea(subject, [box(5, 5, 15, 15)])).toBeCloseTo(25, 9);
    expect(coveredArea(subject, [box(0, 0, 6, 10), box(4, 0, 20, 10)])).toBeCloseTo(100, 9);
    expect(coveredArea(subject, [box(0, 0, 6, 10), [...box(4, 0, 8, 10)].reverse()])).toBeCloseTo(80, 9);
    expect(coveredArea(subject, [box(20, 20, 30, 30)])).toBe(0);
    expect(coveredArea(subject, [])).toBe(0);
  });
});

describe('holdsDisc', () => {
  /** An L of two 10 mm arms, 40 mm long: its centroid lies near the inner corner. */
  const ELL: Point[] = [
    { x: 0, y: 0 },
    { x: 40, y: 0 },
    { x: 40, y: 10 },
    { x: 10, y: 10 },
    { x: 10, y: 40 },
    { x: 0, y: 40 },
  ];

  it('should answer for a disc round the centroid with room for the clipper to spare', () => {
    expect(holdsDisc([box(0, 0, 10, 20)], [], 9.9)).toBe(true);
    // within the margin it knows nothing, though the box holds 10 mm
    expect(holdsDisc([box(0, 0, 10, 20)], [], 9.99)).toBe(false);
  });

  it('should need the centre inside every ring of within and outside every ring of without', () => {
    expect(holdsDisc([box(0, 0, 10, 10), box(-5, -5, 15, 15)], [], 5)).toBe(true);
    expect(holdsDisc([box(0, 0, 10, 10), box(20, 0, 30, 10)], [], 1)).toBe(false);
    expect(holdsDisc([FRAME.outer], FRAME.holes, 1)).toBe(false);
    expect(holdsDisc([box(0, 0, 40, 40)], [box(0, 0, 1, 1)], 10)).toBe(true);
    expect(holdsDisc([ELL], [], 2)).toBe(false);
  });

  it('should say yes only where the clipper shrink of the region leaves some of it', () => {
    const shapes: Region[] = [
      { outer: box(0, 0, 10, 20), holes: [] },
      { outer: box(0, 0, 3, 300), holes: [] },
      { outer: [...ELL], holes: [] },
      { outer: box(0, 0, 40, 40), holes: [[...box(2, 2, 6, 6)].reverse()] },
      {
        outer: Array.from({ length: 64 }, (_, i) => ({
          x: 12 * Math.cos((i * Math.PI) / 32),
          y: 7 * Math.sin((i * Math.PI) / 32),
        })),
        holes: [],
      },
    ];
    let yes = 0;
    for (const region of shapes) {
      for (let width = 0.5; width < 30; width += 0.25) {
        if (!holdsDisc([region.outer], region.holes, width)) continue;
        yes++;
        const shrunk = offsetRegions([region], -width / 2);
        expect(shrunk.some((piece) => regionArea(piece) > 1e-6)).toBe(true);
        expect(holdsWidth(region, width)).toBe(true);
      }
    }
    expect(yes).toBeGreaterThan(50);
  });
});

describe('unionOfLoops', () => {
  it('should give the regions unionPolygons gives of the flattened loops, to the bit', () => {
    const strips = [
      rectangle(0, 0, 10, 3),
      rectangle(7, 0, 10, 10),
      rectangle(0, 7, 10, 10),
      rectangle(0, 0, 3, 10),
    ];
    const disc = [arc({ x: 20, y: 5 }, 4, 0, 180), arc({ x: 20, y: 5 }, 4, 180, 360)];
    const apart = rectangle(40, 0, 41, 1);
    const withHole = [rectangle(50, 0, 60, 10), rectangle(53, 3, 57, 7).map(reverseSegment).reverse()];
    for (const loops of [strips, [...strips, disc], [disc], [...strips, disc, apart], withHole]) {
      for (const chord of [2, 5]) {
        const expected = unionPolygons(loops.map((loop) => flattenLoop(loop, chord)));
        expect(unionOfLoops(loops, chord)).toEqual(expected);
      }
    }
    expect(unionOfLoops([disc], 2)).toHaveLength(1);
    expect(unionOfLoops([...strips, disc, apart], 2)).toHaveLength(3);
  });

  it('should keep the regions of one union as they were while later unions are worked out', () => {
    const big = [rectangle(0, 0, 30, 20), rectangle(30, 0, 50, 20), rectangle(5, 20, 25, 35)];
    const first = unionOfLoops(big, 2);
    const copy = structuredClone(first);
    unionOfLoops([rectangle(-7, -7, -1, -2)], 2);
    unionOfLoops([[arc({ x: 100, y: 100 }, 9, 0, 180), arc({ x: 100, y: 100 }, 9, 180, 360)]], 2);
    expect(first).toEqual(copy);
    expect(unionOfLoops(big, 2)).toEqual(copy);
  });
});
