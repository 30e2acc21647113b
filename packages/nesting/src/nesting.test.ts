import {
  findTemplate,
  flattenLoop,
  intersectionArea,
  outline,
  type PanelGraph,
  PanelGraphBuilder,
  type Point,
  polygonArea,
  sampleValues,
} from '@diecut/geometry';
import { Minkowski } from 'clipper2-ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rectangleBlank, sheet, stepBlank } from './__testing__/test-blanks';
import { blankGeometry, nestingOutline } from './blank-geometry';
import { convexHull, convexMinkowski, mergeConvexPieces } from './convex';
import {
  bestNesting,
  countNesting,
  findNestingTemplate,
  listNestingTemplates,
  type NestingTemplate,
  nestingEfficiencies,
  nestingUpperBound,
  planNesting,
} from './index';
import { motifLattice } from './lattice';
import { insideIntervals, negate, noFitPolygon } from './no-fit-polygon';

const template = (id: string): NestingTemplate => {
  const found = findNestingTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe('bestNesting', () => {
  it('should count a 300 x 200 rectangle on a 1000 x 700 sheet with 10 mm margins by hand', () => {
    const blank = rectangleBlank(300, 200);
    // usable 980 x 680: floor(680 / 300) + 1 = 3 across, floor(480 / 200) + 1 = 3 up
    const straight = bestNesting(template('lt_straight_grid'), blank, sheet(1000, 700, 10));
    expect([straight?.numX, straight?.numY, straight?.copies]).toEqual([3, 3, 9]);
    expect(straight?.efficiency).toBe(77.14);
    expect(straight?.overflow).toBe(false);
    // turned: 200 wide, 300 tall: floor(780 / 200) + 1 = 4, floor(380 / 300) + 1 = 2
    const turned = bestNesting(template('lt_grid_turned_90'), blank, sheet(1000, 700, 10));
    expect([turned?.numX, turned?.numY, turned?.copies]).toEqual([4, 2, 8]);
    const group = bestNesting(template('lg_best_grid'), blank, sheet(1000, 700, 10));
    expect(group?.templateId).toBe('lg_best_grid');
    expect([group?.memberId, group?.copies]).toEqual(['lt_straight_grid', 9]);
  });

  it('should keep margin_x and margin_y between copies', () => {
    const blank = rectangleBlank(300, 200);
    // no sheet margins: turned 5 x 2 = 10 without gaps
    expect(bestNesting(template('lt_grid_turned_90'), blank, sheet(1000, 700))?.copies).toBe(10);
    const gaps = { marginX: 10, marginY: 10 };
    // pitches 310 and 210: floor(700 / 310) + 1 = 3, floor(500 / 210) + 1 = 3
    const straight = bestNesting(template('lt_straight_grid'), blank, sheet(1000, 700), gaps);
    expect([straight?.numX, straight?.numY]).toEqual([3, 3]);
    const first = straight?.layout.copies[0]?.placement.offset;
    const second = straight?.layout.copies[1]?.placement.offset;
    expect((second?.x ?? 0) - (first?.x ?? 0)).toBeCloseTo(310, 6);
    // turned pitches 210 and 310: floor(800 / 210) + 1 = 4, floor(400 / 310) + 1 = 2
    expect(bestNesting(template('lt_grid_turned_90'), blank, sheet(1000, 700), gaps)?.copies).toBe(8);
  });

  it('should fill the strip a grid leaves with turned copies', () => {
    const blank = rectangleBlank(300, 200);
    // 1100 x 500: 5 turned (1000 x 300) and 3 straight in the 200 mm strip over them
    const board = sheet(1100, 500);
    expect(bestNesting(template('lt_straight_grid'), blank, board)?.copies).toBe(6);
    expect(bestNesting(template('lt_grid_turned_90'), blank, board)?.copies).toBe(5);
    const mixed = bestNesting(template('lt_mixed_fill'), blank, board);
    expect(mixed?.copies).toBe(8);
    expect(mixed?.layout.copies.map((copy) => copy.placement.quarterTurns).sort()).toEqual([
      0, 0, 0, 1, 1, 1, 1, 1,
    ]);
  });

  it('should place copies on the sheet from the usable corner with the sheet set', () => {
    const result = bestNesting(template('lt_straight_grid'), rectangleBlank(300, 200), sheet(1000, 700, 10));
    expect(result?.layout.sheet).toEqual({
      width: 1000,
      height: 700,
      margins: { top: 10, bottom: 10, side: 10 },
    });
    expect(result?.layout.copies[0]?.placement.offset).toEqual({ x: 10, y: 10 });
  });

  it('should interlock an L step with its half turn where the straight grid cannot', () => {
    const blank = stepBlank();
    const board = sheet(600, 600);
    // straight grid: bounding-box pitches 60 and 80: 10 x 7
    const straight = bestNesting(template('lt_straight_grid'), blank, board);
    expect(straight?.copies).toBe(70);
    expect(straight?.efficiency).toBe(70);
    // pairs make 60 x 120 rectangles: 10 x 5 pairs, the area bound
    const pairs = bestNesting(template('lt_head_to_tail_pairs'), blank, board);
    expect([pairs?.numX, pairs?.numY, pairs?.copies]).toEqual([10, 5, 100]);
    expect(pairs?.efficiency).toBe(100);
    expect(nestingUpperBound(blank, board)).toBe(100);
    expect(bestNesting(template('lg_best_of_all'), blank, board)?.memberId).toBe('lt_head_to_tail_pairs');
  });

  it('should refuse a template that turns a corrugated blank across its flutes', () => {
    const blank = { ...rectangleBlank(300, 200), fluteDirection: 'y' as const };
    expect(bestNesting(template('lt_grid_turned_90'), blank, sheet(1000, 700))).toBeNull();
    expect(listNestingTemplates(blank).map((t) => t.id)).not.toContain('lt_mixed_fill');
    expect(listNestingTemplates({ ...blank, allowCrossFlute: true }).map((t) => t.id)).toContain(
      'lt_grid_turned_90',
    );
    const efficiencies = nestingEfficiencies(blank, sheet(1000, 700));
    expect(efficiencies.lt_grid_turned_90).toBeNull();
    expect(efficiencies.lg_best_grid?.numX).toBe(3);
  });
});

describe('planNesting', () => {
  it('should lay out a count that does not fit and flag the overflow', () => {
    const plan = planNesting(template('lt_straight_grid'), rectangleBlank(300, 200), sheet(1000, 700, 10), {
      numX: 4,
      numY: 3,
    });
    expect(plan?.copies).toBe(12);
    expect(plan?.overflow).toBe(true);
    expect(plan?.layout.copies[0]?.placement.offset).toEqual({ x: 10, y: 10 });
  });

  it('should not flag a count that fits', () => {
    const plan = planNesting(template('lt_straight_grid'), rectangleBlank(300, 200), sheet(1000, 700, 10), {
      numX: 2,
      numY: 3,
    });
    expect([plan?.copies, plan?.overflow]).toEqual([6, false]);
  });

  it('should reject more than 10000 copies', () => {
    expect(() =>
      planNesting(template('lt_straight_grid'), rectangleBlank(10, 10), sheet(1000, 700), {
        numX: 101,
        numY: 100,
      }),
    ).toThrow(/at most 10000 copies/);
    expect(() =>
      planNesting(template('lt_head_to_tail_pairs'), stepBlank(), sheet(1000, 700), { numX: 100, numY: 51 }),
    ).toThrow(RangeError);
  });
});

describe('countNesting', () => {
  it('should count the copies bestNesting and planNesting lay out, strips and pair cells included, placing none', () => {
    const blanks = [rectangleBlank(300, 200), stepBlank(), rectangleBlank(45, 20)];
    const sheets = [sheet(1100, 500), sheet(1000, 700, 10), sheet(600, 600)];
    let checked = 0;
    for (const blank of blanks) {
      for (const board of sheets) {
        for (const nesting of listNestingTemplates(blank)) {
          const best = bestNesting(nesting, blank, board);
          const counted = countNesting(nesting, blank, board);
          expect([counted?.memberId, counted?.numX, counted?.numY, counted?.copies]).toEqual([
            best?.memberId,
            best?.numX,
            best?.numY,
            best?.layout.copies.length,
          ]);
          // within the counts that fit (a pair's copy left out, a mixed fill's strips), and past them
          const asked = [
            [1, 1],
            [best?.numX ?? 1, Math.max(1, (best?.numY ?? 1) - 1)],
            [(best?.numX ?? 1) + 2, 3],
          ] as const;
          for (const [numX, numY] of asked) {
            const plan = planNesting(nesting, blank, board, { numX, numY });
            expect(countNesting(nesting, blank, board, { numX, numY })?.copies).toBe(
              plan?.layout.copies.length,
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    // the mixed fill's strips beside a one-copy grid: 1 straight, 5 turned beside it
    const mixed = { numX: 1, numY: 1 };
    expect(
      countNesting(template('lt_mixed_fill'), rectangleBlank(300, 200), sheet(1100, 500), mixed)?.copies,
    ).toBe(6);
  });

  it('should refuse more than 10000 copies counted before any is placed', () => {
    expect(() =>
      countNesting(template('lt_head_to_tail_pairs'), stepBlank(), sheet(1000, 700), { numX: 100, numY: 51 }),
    ).toThrow(/at most 10000 copies; 100 x 51 asks for 10200/);
  });
});

/** The Minkowski sum of two outlines by Clipper: slow for long outlines, the reference to check against. */
function clipperNoFitPolygon(fixed: Point[], moving: Point[]): Point[][] {
  const grid = (contour: Point[]) =>
    contour.map((p) => ({ x: Math.round(p.x * 1000), y: Math.round(p.y * 1000) }));
  return Minkowski.sum(grid(negate(moving)), grid(fixed), true).map((path) =>
    path.map((p) => ({ x: p.x / 1000, y: p.y / 1000 })),
  );
}

describe('noFitPolygon', () => {
  it('should match Clipper Minkowski sum of the outlines', () => {
    const geometry = blankGeometry(stepBlank().graph).gap(0, 0);
    const nfp = geometry.nfp(0, 2);
    const [contour] = [geometry.blank.orientation(0).contour];
    const turned = geometry.blank.orientation(2).contour;
    const reference = clipperNoFitPolygon(contour ?? [], turned);
    // the same inside along a few lines
    for (const y of [-70, -30, 0, 25, 40.5, 79]) {
      expect(insideIntervals(nfp.contours, 'horizontal', y)).toEqual(
        insideIntervals(reference, 'horizontal', y),
      );
    }
  });

  it('should read a copy against itself turned a quarter off the no-fit polygon turned, as a fresh sum gives it', () => {
    // a gap the same both ways turns with the copies
    const geometry = blankGeometry(stepBlank().graph).gap(2, 2);
    const turned = geometry.nfp(1, 1);
    const fresh = noFitPolygon(geometry.grownPieces(1), geometry.grownPieces(1));
    for (const direction of ['horizontal', 'vertical'] as const) {
      for (const c of [-75.5, -41, -20.25, 0, 19, 39.5, 61, 83.3]) {
        const got = insideIntervals(turned.contours, direction, c);
        const want = insideIntervals(fresh.contours, direction, c);
        expect(got.length, `${direction} ${c}`).toBe(want.length);
        got.forEach(([start, end], i) => {
          expect(Math.abs(start - (want[i]?.[0] ?? Number.NaN))).toBeLessThan(2e-3);
          expect(Math.abs(end - (want[i]?.[1] ?? Number.NaN))).toBeLessThan(2e-3);
        });
      }
    }
  });

  it('should give exact pitches: a hundredth of a millimetre less and copies overlap', () => {
    const template = findTemplate('becf-11001');
    if (!template) throw new Error('no becf-11001');
    const graph = template.build(sampleValues(template))[0]?.graph;
    if (!graph) throw new Error('no graph');
    const geometry = blankGeometry(graph).gap(0, 0);
    const contour = geometry.blank.orientation(0).contour;
    const lattice = motifLattice(geometry, [{ quarterTurns: 0, at: { x: 0, y: 0 } }]);
    const at = (x: number, y: number) => contour.map((p) => ({ x: p.x + x, y: p.y + y }));
    expect(intersectionArea([contour], [at(lattice.pitchX, 0)])).toBeLessThan(1e-3);
    expect(intersectionArea([contour], [at(lattice.pitchX - 0.01, 0)])).toBeGreaterThan(1e-3);
    expect(intersectionArea([contour], [at(0, lattice.pitchY)])).toBeLessThan(1e-3);
    expect(intersectionArea([contour], [at(0, lattice.pitchY - 0.01)])).toBeGreaterThan(1e-3);
  });
});

describe('blankGeometry', () => {
  it('should share the no-fit polygons of two builds of the same dieline, and not of another size', () => {
    const template = findTemplate('becf-11001');
    if (!template) throw new Error('no template');
    const values = sampleValues(template);
    const first = template.build(values)[0]?.graph as PanelGraph;
    const again = template.build(values)[0]?.graph as PanelGraph;
    expect(again).not.toBe(first);
    expect(blankGeometry(again)).toBe(blankGeometry(first));
    const wider = template.build({ ...values, width: (values.width as number) + 1 })[0]?.graph as PanelGraph;
    expect(blankGeometry(wider)).not.toBe(blankGeometry(first));
  });
});

describe('mergeConvexPieces', () => {
  const square = (x: number, y: number) => [
    { x, y },
    { x: x + 1, y },
    { x: x + 1, y: y + 1 },
    { x, y: y + 1 },
  ];

  it('should merge pieces whose union is convex and keep the rest apart', () => {
    // four squares in a row are one rectangle
    expect(mergeConvexPieces([square(0, 0), square(1, 0), square(2, 0), square(3, 0)])).toHaveLength(1);
    // an L of three squares is not convex: two pieces stay
    expect(mergeConvexPieces([square(0, 0), square(1, 0), square(0, 1)])).toHaveLength(2);
  });
});

describe('nestingOutline', () => {
  it('should hold a panel with rounded corners and a notch in far fewer points than its drawing', () => {
    const corner = 8;
    const builder = new PanelGraphBuilder();
    builder.panel(
      'lid',
      'closure',
      outline([
        { x: 0, y: 0 },
        { x: 40, y: 0 },
        { arcTo: { x: 60, y: 0 }, center: { x: 50, y: 0 }, clockwise: true },
        { x: 100, y: 0 },
        { x: 100, y: 50, radius: corner },
        { x: 0, y: 50, radius: corner },
      ]),
    );
    const panel = builder.build('lid', 0.5).panels[0];
    if (!panel) throw new Error('no panel');
    const drawn = flattenLoop(panel.outline, 0.5);
    const nesting = nestingOutline(panel.outline);
    expect(nesting.length).toBeLessThan(drawn.length / 4);
    // the drawn panel lies wholly inside the nesting outline
    expect(intersectionArea([drawn], [nesting])).toBeCloseTo(Math.abs(polygonArea(drawn)), 2);
    // and the nesting outline adds no more than a sliver at the rounded corners
    expect(Math.abs(polygonArea(nesting)) - Math.abs(polygonArea(drawn))).toBeLessThan(0.5);
  });
});

describe('convexMinkowski', () => {
  it('should equal the hull of every sum of corners for random convex polygons', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) }), {
          minLength: 3,
          maxLength: 12,
        }),
        fc.array(fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) }), {
          minLength: 3,
          maxLength: 12,
        }),
        (first, second) => {
          const a = convexHull(first);
          const b = convexHull(second);
          fc.pre(a.length >= 3 && b.length >= 3);
          const corners: Point[] = [];
          for (const p of a) for (const q of b) corners.push({ x: p.x + q.x, y: p.y + q.y });
          const key = (points: Point[]) =>
            points
              .map((p) => `${p.x},${p.y}`)
              .sort()
              .join(' ');
          expect(key(convexMinkowski(a, b))).toBe(key(convexHull(corners)));
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });
});
