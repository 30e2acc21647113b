import { describe, expect, it } from 'vitest';
import { rectangle } from '../primitives/outline';
import {
  arc,
  type LineSegment,
  line,
  type Point,
  polygonArea,
  type Segment,
  segmentLength,
} from '../primitives/segment';
import {
  blankArea,
  blankBounds,
  blankRegions,
  boundsOf,
  cutSegments,
  dielineLines,
  hingeCreases,
  lineLengths,
  mergeCollinear,
  outerContour,
} from './derive-dieline';
import type { PanelGraph } from './panel-graph';
import { PanelGraphBuilder } from './panel-graph-builder';

/**
 * A hand-made blank (mm):
 *
 *   C  (0,40)-(50,60)   hinged on A along y = 40, creased only from x = 10 to x = 40
 *   A  (0,0)-(50,40)    root; a 10 x 10 square hole at (20,10)-(30,20)
 *   B  (50,0)-(80,40)   hinged on A along x = 50 (a perforation); a round hole r 5 at (65,30), a slit
 *                       from (60,10) to (70,10)
 *   D  (0,-15)-(50,0)   hinged on A along y = 0 (a reverse crease)
 */
function handMadeGraph(): PanelGraph {
  const builder = new PanelGraphBuilder()
    .panel('A', 'wall', rectangle(0, 0, 50, 40))
    .panel('B', 'wall', rectangle(50, 0, 80, 40))
    .panel('C', 'closure', rectangle(0, 40, 50, 60))
    .panel('D', 'closure', rectangle(0, -15, 50, 0))
    .hinge('A', 'B', { x: 50, y: 0 }, { x: 50, y: 40 }, { lineType: 'perforation' })
    .hinge('A', 'C', { x: 0, y: 40 }, { x: 50, y: 40 }, { creased: [[10, 40]] })
    .hinge('A', 'D', { x: 50, y: 0 }, { x: 0, y: 0 }, { lineType: 'reverse_crease' })
    .cut('hole', 'A', rectangle(20, 10, 30, 20))
    .cut('hole', 'B', [arc({ x: 65, y: 30 }, 5, 0, 360)])
    .cut('slit', 'B', [line({ x: 60, y: 10 }, { x: 70, y: 10 })]);
  return builder.build('A', 0.5);
}

const OUTER_PERIMETER = 50 + 15 + 30 + 40 + 30 + 20 + 50 + 75; // 310
const UNCREASED_HINGE = 10 + 10;
const SQUARE_HOLE = 40;
const ROUND_HOLE = 10 * Math.PI;
const SLIT = 10;

/** Cut line pieces lying on the horizontal line y = `y`, as sorted [fromX, toX] pairs. */
function horizontalCuts(segments: Segment[], y: number): Array<[number, number]> {
  return segments
    .filter((s): s is LineSegment => s.type === 'line')
    .filter((s) => Math.abs(s.start.y - y) < 1e-9 && Math.abs(s.end.y - y) < 1e-9)
    .map((s): [number, number] => [Math.min(s.start.x, s.end.x), Math.max(s.start.x, s.end.x)])
    .map(([a, b]): [number, number] => [Math.round(a * 1e6) / 1e6 || 0, Math.round(b * 1e6) / 1e6 || 0])
    .sort((p, q) => p[0] - q[0]);
}

function verticalCuts(segments: Segment[], x: number): Array<[number, number]> {
  return horizontalCuts(
    segments.map((s) =>
      s.type === 'line' ? line({ x: s.start.y, y: s.start.x }, { x: s.end.y, y: s.end.x }) : s,
    ),
    x,
  );
}

describe('hingeCreases', () => {
  it('should give the whole hinge when it has no creased intervals, and only the intervals otherwise', () => {
    const graph = handMadeGraph();
    const [ab, ac] = graph.hinges;
    expect(hingeCreases(ab as PanelGraph['hinges'][number])).toEqual([
      line({ x: 50, y: 0 }, { x: 50, y: 40 }),
    ]);
    const partial = hingeCreases(ac as PanelGraph['hinges'][number]) as LineSegment[];
    expect(partial).toHaveLength(1);
    expect(partial[0]?.start).toEqual({ x: 10, y: 40 });
    expect(partial[0]?.end).toEqual({ x: 40, y: 40 });
  });
});

describe('cutSegments', () => {
  const cuts = cutSegments(handMadeGraph());

  it('should not cut a fully creased shared edge', () => {
    // along x = 50 the A|B crease (y 0..40) leaves only D's side (-15..0) and C's side (40..60)
    expect(verticalCuts(cuts, 50)).toEqual([
      [-15, 0],
      [40, 60],
    ]);
    // A|D along y = 0 is all crease; B's own bottom edge from x = 50 to 80 is cut
    expect(horizontalCuts(cuts, 0)).toEqual([[50, 80]]);
  });

  it('should cut what a partial crease leaves, merged with collinear edges and counted once', () => {
    // along y = 40: 0..10 and 40..50 of the hinge are cut; 40..50 runs on into B's top edge 50..80
    expect(horizontalCuts(cuts, 40)).toEqual([
      [0, 10],
      [40, 80],
    ]);
  });

  it('should cut the outer contour, the holes and the slit', () => {
    expect(horizontalCuts(cuts, 60)).toEqual([[0, 50]]);
    expect(horizontalCuts(cuts, -15)).toEqual([[0, 50]]);
    expect(verticalCuts(cuts, 0)).toEqual([[-15, 60]]);
    expect(verticalCuts(cuts, 80)).toEqual([[0, 40]]);
    expect(horizontalCuts(cuts, 10)).toEqual([
      [20, 30],
      [60, 70],
    ]);
    expect(cuts.filter((s) => s.type === 'arc')).toHaveLength(1);
    const total = cuts.reduce((sum, s) => sum + segmentLength(s), 0);
    expect(total).toBeCloseTo(OUTER_PERIMETER + UNCREASED_HINGE + SQUARE_HOLE + ROUND_HOLE + SLIT, 9);
  });
});

describe('cutSegments with a shared arc', () => {
  it('should cut an arc two panels share once, however each panel writes its angles', () => {
    // A bulges right along a half circle about (10, 5); B fills the rest of a 20 x 10 strip and walks
    // the same half circle clockwise, written 90 -> 270 instead of 90 -> -90
    const graph = new PanelGraphBuilder()
      .panel('A', 'wall', [
        line({ x: 0, y: 0 }, { x: 10, y: 0 }),
        arc({ x: 10, y: 5 }, 5, -90, 90),
        line({ x: 10, y: 10 }, { x: 0, y: 10 }),
        line({ x: 0, y: 10 }, { x: 0, y: 0 }),
      ])
      .panel('B', 'wall', [
        line({ x: 10, y: 0 }, { x: 20, y: 0 }),
        line({ x: 20, y: 0 }, { x: 20, y: 10 }),
        line({ x: 20, y: 10 }, { x: 10, y: 10 }),
        arc({ x: 10, y: 5 }, 5, 90, 270, true),
      ])
      .build('A', 0.5);
    const cuts = cutSegments(graph);
    expect(cuts.filter((s) => s.type === 'arc')).toHaveLength(1);
    expect(lineLengths(graph).cut).toBeCloseTo(60 + 5 * Math.PI, 9);
  });
});

describe('lineLengths', () => {
  it('should total each line type by hand-computed lengths', () => {
    const totals = lineLengths(handMadeGraph());
    expect(Object.keys(totals).sort()).toEqual(['crease', 'cut', 'perforation', 'reverse_crease']);
    expect(totals.cut).toBeCloseTo(380 + 10 * Math.PI, 9);
    expect(totals.crease).toBeCloseTo(30, 12);
    expect(totals.perforation).toBeCloseTo(40, 12);
    expect(totals.reverse_crease).toBeCloseTo(50, 12);
  });

  it('should give each line type its own path', () => {
    const paths = dielineLines(handMadeGraph());
    expect(paths.map((path) => path.lineType).sort()).toEqual([
      'crease',
      'cut',
      'perforation',
      'reverse_crease',
    ]);
  });
});

describe('blankArea', () => {
  it('should be the panels less the punched holes', () => {
    // panels 2000 + 1200 + 1000 + 750, less the square hole and the round hole (flattened finely)
    expect(blankArea(handMadeGraph())).toBeCloseTo(4950 - 100 - 25 * Math.PI, 0);
    expect(Math.abs(blankArea(handMadeGraph()) - (4850 - 25 * Math.PI))).toBeLessThan(25 * Math.PI * 1e-3);
  });

  it('should not count an opening between panels as board', () => {
    // two panels hinged at one corner-to-corner strip leave a notch: the union's hole is not board
    const graph = new PanelGraphBuilder()
      .panel('left', 'wall', rectangle(0, 0, 10, 30))
      .panel('top', 'wall', rectangle(10, 20, 30, 30))
      .panel('right', 'wall', rectangle(30, 0, 40, 30))
      .panel('bottom', 'wall', rectangle(10, 0, 30, 10))
      .hinge('left', 'top', { x: 10, y: 20 }, { x: 10, y: 30 })
      .hinge('top', 'right', { x: 30, y: 20 }, { x: 30, y: 30 })
      .hinge('left', 'bottom', { x: 10, y: 0 }, { x: 10, y: 10 })
      .build('left', 0.5);
    const regions = blankRegions(graph);
    expect(regions).toHaveLength(1);
    expect(regions[0]?.holes).toHaveLength(1);
    expect(blankArea(graph)).toBeCloseTo(40 * 30 - 20 * 10, 6);
  });
});

describe('outerContour', () => {
  it('should trace the union of the panels counter-clockwise', () => {
    const contour = outerContour(handMadeGraph());
    expect(polygonArea(contour)).toBeCloseTo(4950, 6);
    const corners: Point[] = [
      { x: 0, y: -15 },
      { x: 50, y: -15 },
      { x: 50, y: 0 },
      { x: 80, y: 0 },
      { x: 80, y: 40 },
      { x: 50, y: 40 },
      { x: 50, y: 60 },
      { x: 0, y: 60 },
    ];
    for (const corner of corners) {
      expect(
        contour.some((p) => Math.hypot(p.x - corner.x, p.y - corner.y) < 1e-9),
        JSON.stringify(corner),
      ).toBe(true);
    }
    let length = 0;
    contour.forEach((p, i) => {
      const q = contour[(i + 1) % contour.length] as Point;
      length += Math.hypot(q.x - p.x, q.y - p.y);
    });
    expect(length).toBeCloseTo(OUTER_PERIMETER, 6);
    expect(blankBounds(handMadeGraph())).toEqual({ minX: 0, minY: -15, maxX: 80, maxY: 60 });
  });

  it('should refuse a blank in two pieces', () => {
    const graph = new PanelGraphBuilder()
      .panel('a', 'wall', rectangle(0, 0, 10, 10))
      .panel('b', 'wall', rectangle(20, 0, 30, 10))
      .build('a', 0.5);
    expect(() => outerContour(graph)).toThrow(/one piece/);
  });
});

describe('boundsOf', () => {
  it('should bound every point, negative ones included', () => {
    expect(
      boundsOf([
        { x: 3, y: -2 },
        { x: -1, y: 5 },
        { x: 2, y: 1 },
      ]),
    ).toEqual({ minX: -1, minY: -2, maxX: 3, maxY: 5 });
  });

  it('should bound more points than a function call can take as arguments (a large nesting)', () => {
    const points = Array.from({ length: 500_000 }, (_, i) => ({ x: i % 1000, y: 1 - i }));
    expect(boundsOf(points)).toEqual({ minX: 0, minY: -499_998, maxX: 999, maxY: 1 });
  });
});

describe('mergeCollinear', () => {
  it('should cut a grid of abutting rectangles with one knife per grid line, in the order lines are met', () => {
    // 40 x 40 copies: 82 lines of 40 stretches each (more lines than the merge first has room for),
    // every stretch met twice, once each way round
    const segments = [];
    for (let i = 0; i < 40; i++) {
      for (let j = 0; j < 40; j++)
        segments.push(...rectangle(i * 100.1, j * 70.3, (i + 1) * 100.1, (j + 1) * 70.3));
    }
    const merged = mergeCollinear(segments) as LineSegment[];
    expect(merged).toHaveLength(82);
    const across = merged.filter((segment) => Math.abs(segment.start.y - segment.end.y) < 1e-9);
    const up = merged.filter((segment) => Math.abs(segment.start.x - segment.end.x) < 1e-9);
    // the grid's lines as the first column of copies meets them, bottom up
    expect(across.map((segment) => segment.start.y)).toEqual(
      Array.from({ length: 41 }, (_, j) => expect.closeTo(j * 70.3, 6)),
    );
    expect(up).toHaveLength(41);
    for (const segment of across) expect(segmentLength(segment)).toBeCloseTo(40 * 100.1, 6);
    for (const segment of up) expect(segmentLength(segment)).toBeCloseTo(40 * 70.3, 6);
  });

  it('should keep stretches apart where a gap parts them, and an arc once', () => {
    const shared = arc({ x: 5, y: 5 }, 2, 0, 90);
    const merged = mergeCollinear([
      line({ x: 6, y: 0 }, { x: 9, y: 0 }),
      line({ x: 0, y: 0 }, { x: 3, y: 0 }),
      shared,
      line({ x: 3, y: 0 }, { x: 4, y: 0 }),
      { ...shared },
    ]);
    expect(merged).toEqual([
      line({ x: 0, y: 0 }, { x: 4, y: 0 }),
      line({ x: 6, y: 0 }, { x: 9, y: 0 }),
      shared,
    ]);
  });
});
