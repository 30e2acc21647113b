import { describe, expect, it } from 'vitest';
import {
  counterClockwise,
  frame,
  type OutlineStep,
  outline,
  placeOutline,
  placeSegments,
  rectangle,
} from './outline';
import {
  type ArcSegment,
  arc,
  flattenLoop,
  type LineSegment,
  loopArea,
  loopPoints,
  loopPointsXY,
  type Point,
  polygonArea,
  type Segment,
  segmentEnd,
  segmentLength,
  segmentStart,
} from './segment';

const perimeter = (segments: Segment[]) => segments.reduce((sum, s) => sum + segmentLength(s), 0);
const arcs = (segments: Segment[]) => segments.filter((s): s is ArcSegment => s.type === 'arc');

/** Unit direction of travel at the start or end of a segment. */
function direction(segment: Segment, at: 'start' | 'end'): Point {
  if (segment.type === 'line') {
    const dx = segment.end.x - segment.start.x;
    const dy = segment.end.y - segment.start.y;
    const length = Math.hypot(dx, dy);
    return { x: dx / length, y: dy / length };
  }
  const p = at === 'start' ? segmentStart(segment) : segmentEnd(segment);
  const rx = (p.x - segment.center.x) / segment.radius;
  const ry = (p.y - segment.center.y) / segment.radius;
  // counter-clockwise travel is the radius turned left
  return segment.clockwise ? { x: ry, y: -rx } : { x: -ry, y: rx };
}

/** Every segment ends where the next starts, and (for tangent joins) leaves in the same direction. */
function expectClosedChain(segments: Segment[], tangent: boolean): void {
  segments.forEach((segment, i) => {
    const next = segments[(i + 1) % segments.length] as Segment;
    const end = segmentEnd(segment);
    const start = segmentStart(next);
    expect(Math.hypot(end.x - start.x, end.y - start.y), `gap after segment ${i}`).toBeLessThan(1e-9);
    if (tangent) {
      const a = direction(segment, 'end');
      const b = direction(next, 'start');
      expect(a.x * b.x + a.y * b.y, `kink after segment ${i}`).toBeCloseTo(1, 9);
    }
  });
}

/** Distance from a point to the boundary of the test "tombstone": 20 x 10 box, corner (20,0) rounded r 3, half disc r 10 on top. */
function distanceToTombstone(p: Point): number {
  const candidates: number[] = [];
  const toSegment = (a: Point, b: Point) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const s = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(p.x - a.x - s * dx, p.y - a.y - s * dy);
  };
  candidates.push(toSegment({ x: 0, y: 0 }, { x: 17, y: 0 }));
  candidates.push(toSegment({ x: 20, y: 3 }, { x: 20, y: 10 }));
  candidates.push(toSegment({ x: 0, y: 10 }, { x: 0, y: 0 }));
  // quarter circle about (17, 3) in the lower right quadrant
  if (p.x >= 17 && p.y <= 3) candidates.push(Math.abs(Math.hypot(p.x - 17, p.y - 3) - 3));
  // upper half circle about (10, 10)
  if (p.y >= 10) candidates.push(Math.abs(Math.hypot(p.x - 10, p.y - 10) - 10));
  return Math.min(...candidates);
}

const TOMBSTONE: OutlineStep[] = [
  { x: 0, y: 0 },
  { x: 20, y: 0, radius: 3 },
  { x: 20, y: 10 },
  { arcTo: { x: 0, y: 10 }, center: { x: 10, y: 10 }, clockwise: false },
];
const TOMBSTONE_AREA = 200 - (1 - Math.PI / 4) * 9 + (Math.PI * 100) / 2;
const TOMBSTONE_PERIMETER = 17 + 7 + 10 + (Math.PI * 3) / 2 + Math.PI * 10;

describe('outline', () => {
  it('should give its segments points of their own, not the steps it was given', () => {
    const steps = [{ x: 0, y: 0, radius: 0 }, { ...{ x: 10, y: 0 } }, { x: 10, y: 5 }, { x: 0, y: 5 }];
    const segments = outline(steps) as Array<Extract<Segment, { type: 'line' }>>;
    expect(segments).toHaveLength(4);
    for (const segment of segments) {
      expect(Object.keys(segment.start)).toEqual(['x', 'y']);
      expect(steps).not.toContain(segment.start);
      expect(steps).not.toContain(segment.end);
    }
  });

  it('should round every corner of a 10 x 10 square with radius 2 fillets', () => {
    const segments = outline([
      { x: 0, y: 0, radius: 2 },
      { x: 10, y: 0, radius: 2 },
      { x: 10, y: 10, radius: 2 },
      { x: 0, y: 10, radius: 2 },
    ]);
    expect(arcs(segments)).toHaveLength(4);
    for (const fillet of arcs(segments)) {
      expect(fillet.radius).toBeCloseTo(2, 12);
      expect(segmentLength(fillet)).toBeCloseTo(Math.PI, 12); // a quarter circle of radius 2
    }
    // centres 2 mm in from both edges of their corner
    const centres = arcs(segments)
      .map((a) => `${a.center.x.toFixed(9)},${a.center.y.toFixed(9)}`)
      .sort();
    expect(centres).toEqual(
      [
        '2.000000000,2.000000000',
        '8.000000000,2.000000000',
        '8.000000000,8.000000000',
        '2.000000000,8.000000000',
      ].sort(),
    );
    expect(perimeter(segments)).toBeCloseTo(40 - 16 + 4 * Math.PI, 9);
    expect(polygonArea(flattenLoop(segments, 0.05))).toBeCloseTo(100 - (4 - Math.PI) * 4, 4);
    expectClosedChain(segments, true);
  });

  it('should fillet an acute corner with a tangent arc of the asked radius', () => {
    // a 3-4-5 right triangle: the corner at (4, 0) has an interior angle of atan(3/4)
    const r = 0.5;
    const segments = outline([
      { x: 0, y: 0 },
      { x: 4, y: 0, radius: r },
      { x: 0, y: 3 },
    ]);
    const [fillet] = arcs(segments);
    expect(fillet?.radius).toBeCloseTo(r, 12);
    const half = Math.atan2(3, 4) / 2;
    // the centre lies on the bisector, r / sin(half) from the corner, at height r above the base
    expect(Math.hypot((fillet as ArcSegment).center.x - 4, (fillet as ArcSegment).center.y)).toBeCloseTo(
      r / Math.sin(half),
      9,
    );
    expect((fillet as ArcSegment).center.y).toBeCloseTo(r, 9);
    expectClosedChain(segments, false);
    // straight edge lengths shrink by the tangent length r / tan(half) on each side of the corner
    const tangentLength = r / Math.tan(half);
    const turn = Math.PI - 2 * half; // the arc turns by the exterior angle
    expect(perimeter(segments)).toBeCloseTo(12 - 2 * tangentLength + r * turn, 9);
    // tangent where the arc meets both edges
    const at = segments.indexOf(fillet as ArcSegment);
    const before = segments[(at - 1 + segments.length) % segments.length] as Segment;
    const after = segments[(at + 1) % segments.length] as Segment;
    const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
    expect(dot(direction(before, 'end'), direction(fillet as ArcSegment, 'start'))).toBeCloseTo(1, 9);
    expect(dot(direction(fillet as ArcSegment, 'end'), direction(after, 'start'))).toBeCloseTo(1, 9);
  });

  it('should shrink a fillet that would eat more than half of an edge', () => {
    // radius 8 on a 10 x 10 square: each fillet may take only 5 mm of each edge, so a circle of radius 5
    const segments = outline([
      { x: 0, y: 0, radius: 8 },
      { x: 10, y: 0, radius: 8 },
      { x: 10, y: 10, radius: 8 },
      { x: 0, y: 10, radius: 8 },
    ]);
    for (const fillet of arcs(segments)) expect(fillet.radius).toBeCloseTo(5, 12);
    expect(segments.filter((s) => s.type === 'line')).toHaveLength(0);
    expect(perimeter(segments)).toBeCloseTo(10 * Math.PI, 9);
  });

  it('should leave a straight-through corner sharp instead of rounding it', () => {
    // (5, 0) lies on the bottom edge: no circle is tangent to both of its (collinear) edges
    const segments = outline([
      { x: 0, y: 0 },
      { x: 5, y: 0, radius: 2 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ]);
    expect(arcs(segments)).toHaveLength(0);
    for (const s of segments) expect(Number.isFinite(segmentStart(s).x + segmentStart(s).y)).toBe(true);
    expect(polygonArea(flattenLoop(segments))).toBeCloseTo(100, 12);
    expect(perimeter(segments)).toBeCloseTo(40, 12);
    // a repeated corner (a zero-length edge) is no corner either
    const repeated = outline([
      { x: 0, y: 0 },
      { x: 10, y: 0, radius: 2 },
      { x: 10, y: 0, radius: 2 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ]);
    expect(polygonArea(flattenLoop(repeated))).toBeCloseTo(100, 12);
    expect(perimeter(repeated)).toBeCloseTo(40, 12);
  });

  it('should make a clockwise step list counter-clockwise', () => {
    const clockwise = outline([
      { x: 0, y: 0 },
      { x: 0, y: 10 },
      { x: 30, y: 10, radius: 4 },
      { x: 30, y: 0 },
    ]);
    const flat = flattenLoop(clockwise, 0.05);
    expect(polygonArea(flat)).toBeGreaterThan(0);
    expect(polygonArea(flat)).toBeCloseTo(300 - (1 - Math.PI / 4) * 16, 3);
    expectClosedChain(clockwise, false);
    expect(rectangle(2, 3, 7, 11).map(segmentStart)).toEqual([
      { x: 2, y: 3 },
      { x: 7, y: 3 },
      { x: 7, y: 11 },
      { x: 2, y: 11 },
    ]);
  });

  it('should walk an arc step the asked way round its centre', () => {
    const segments = outline(TOMBSTONE);
    expectClosedChain(segments, false);
    const halfDisc = arcs(segments).find((a) => a.radius === 10) as ArcSegment;
    expect(halfDisc).toBeDefined();
    expect(segmentLength(halfDisc)).toBeCloseTo(10 * Math.PI, 9);
    expect(perimeter(segments)).toBeCloseTo(TOMBSTONE_PERIMETER, 9);
    const flat = flattenLoop(segments, 0.05);
    expect(polygonArea(flat)).toBeCloseTo(TOMBSTONE_AREA, 2);
    expect(Math.max(...flat.map((p) => p.y))).toBeCloseTo(20, 4);
    // the same arc step walked clockwise bulges down into the box instead: a much smaller outline
    const notch = outline(TOMBSTONE.map((step) => ('arcTo' in step ? { ...step, clockwise: true } : step)));
    expect(Math.abs(polygonArea(flattenLoop(notch, 0.05)))).toBeLessThan(TOMBSTONE_AREA - 150);
  });
});

describe('placeOutline', () => {
  const origin = { x: 100, y: 50 };
  const frames = [
    { name: 'x mirrored', f: frame(origin, -1, 1), back: (p: Point) => ({ x: 100 - p.x, y: p.y - 50 }) },
    { name: 'y mirrored', f: frame(origin, 1, -1), back: (p: Point) => ({ x: p.x - 100, y: 50 - p.y }) },
    { name: 'turned 180', f: frame(origin, -1, -1), back: (p: Point) => ({ x: 100 - p.x, y: 50 - p.y }) },
    { name: 'plain', f: frame(origin, 1, 1), back: (p: Point) => ({ x: p.x - 100, y: p.y - 50 }) },
  ];

  it.each(frames)('should keep the shape, counter-clockwise, in a $name frame', ({ f, back }) => {
    const placed = placeOutline(f, TOMBSTONE);
    expectClosedChain(placed, false);
    const flat = flattenLoop(placed, 1);
    // counter-clockwise on the sheet, same area and length as drawn
    expect(polygonArea(flat)).toBeGreaterThan(0);
    expect(polygonArea(flattenLoop(placed, 0.05))).toBeCloseTo(TOMBSTONE_AREA, 2);
    expect(perimeter(placed)).toBeCloseTo(TOMBSTONE_PERIMETER, 9);
    // every flattened point, mapped back into the frame, lies on the drawn outline: an arc walked the
    // wrong way round would sweep the other half of its circle
    for (const p of flat) expect(distanceToTombstone(back(p)), JSON.stringify(back(p))).toBeLessThan(1e-9);
    // the outline reaches the half disc's crown and the rounded corner's middle
    const reach = (target: Point) =>
      Math.min(
        ...flattenLoop(placed, 0.5).map((p) => Math.hypot(back(p).x - target.x, back(p).y - target.y)),
      );
    expect(reach({ x: 10, y: 20 })).toBeLessThan(1e-6);
    expect(reach({ x: 17 + 3 * Math.SQRT1_2, y: 3 - 3 * Math.SQRT1_2 })).toBeLessThan(0.01);
  });

  it.each(frames)('should keep a concave arc step concave in a $name frame', ({ f, back }) => {
    // the top edge dips in along a circle of radius sqrt(200) about (10, 20), lowest at y = 20 - sqrt(200)
    const radius = Math.sqrt(200);
    const notched: OutlineStep[] = [
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 10 },
      { arcTo: { x: 0, y: 10 }, center: { x: 10, y: 20 }, clockwise: true },
    ];
    const placed = placeOutline(f, notched);
    expectClosedChain(placed, false);
    const [dip] = arcs(placed);
    // walked counter-clockwise as a whole, the dip turns right: a clockwise arc
    expect(dip?.clockwise).toBe(true);
    const segmentArea = (radius * radius * (Math.PI / 2 - 1)) / 2;
    expect(polygonArea(flattenLoop(placed, 0.05))).toBeCloseTo(200 - segmentArea, 2);
    const lowest = Math.min(
      ...flattenLoop(placed, 0.5)
        .map(back)
        .filter((p) => p.y > 1e-9)
        .map((p) => (Math.abs(p.x - 10) < 1e-9 ? p.y : Number.POSITIVE_INFINITY)),
    );
    expect(lowest).toBeCloseTo(20 - radius, 9);
  });

  it.each(frames)(
    'should give, in a $name frame, to the bit what placing the drawn outline and turning it gives',
    ({ f }) => {
      // drawn counter-clockwise, so `outline` walks the steps as they are
      const tombstone = placeOutline(f, TOMBSTONE);
      expect(tombstone).toEqual(counterClockwise(placeSegments(f, outline(TOMBSTONE))));
      const notch = [
        { x: 0, y: 0 },
        { x: 20, y: 0, radius: 3 },
        { x: 20, y: 10 },
        { x: 10, y: 4 },
        { x: 0, y: 10 },
      ];
      expect(placeOutline(f, notch)).toEqual(counterClockwise(placeSegments(f, outline(notch))));
    },
  );

  it('should make the edges that meet at a sharp corner share its placed point', () => {
    const placed = placeOutline(frame({ x: 5, y: 5 }, -1, 1), [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 4 },
      { x: 0, y: 4 },
    ]) as LineSegment[];
    placed.forEach((edge, i) => {
      expect((placed[(i + 1) % placed.length] as LineSegment).start).toBe(edge.end);
    });
  });

  it('should keep convex arcs counter-clockwise in every frame', () => {
    const drawn = arcs(outline(TOMBSTONE));
    for (const { f } of frames) {
      const placed = arcs(placeOutline(f, TOMBSTONE));
      expect(placed).toHaveLength(drawn.length);
      // the whole outline is counter-clockwise on the sheet, and both arcs are convex corners of it
      for (const a of placed) expect(Boolean(a.clockwise)).toBe(false);
    }
    for (const a of drawn) expect(Boolean(a.clockwise)).toBe(false);
  });
});

describe('counterClockwise', () => {
  it('should turn a loop that is one clockwise circle', () => {
    const [circle] = counterClockwise([arc({ x: 3, y: 4 }, 5, 0, 360, true)]);
    expect(circle?.type).toBe('arc');
    expect(polygonArea(flattenLoop([circle as ArcSegment]))).toBeCloseTo(25 * Math.PI, 0);
    expect(Boolean((circle as ArcSegment).clockwise)).toBe(false);
  });

  it('should keep a counter-clockwise loop as it is and reverse a clockwise one', () => {
    const ccw = rectangle(0, 0, 4, 2);
    expect(counterClockwise(ccw)).toBe(ccw);
    const cw = [...ccw].reverse().map((s) => (s.type === 'line' ? { ...s, start: s.end, end: s.start } : s));
    const turned = counterClockwise(cw);
    expect(polygonArea(flattenLoop(turned))).toBeCloseTo(8, 12);
  });

  it('should count a deep notch toward the orientation', () => {
    // a 2 mm strip whose top edge dips along a half circle of radius 0.9 (clockwise, as a notch)
    const notched: Segment[] = outline([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 2 },
      { x: 5.9, y: 2 },
      { arcTo: { x: 4.1, y: 2 }, center: { x: 5, y: 2 }, clockwise: true },
      { x: 0, y: 2 },
    ]);
    expect(polygonArea(flattenLoop(notched, 0.5))).toBeCloseTo(20 - (Math.PI * 0.81) / 2, 3);
  });
});

/** A bar with a rounded corner and a notch cut as an arc: corners, fillets and arcs either way round. */
const notchedBar = (): Segment[] =>
  outline([
    { x: 0, y: 0 },
    { x: 10, y: 0, radius: 2 },
    { x: 10, y: 2 },
    { x: 5.9, y: 2 },
    { arcTo: { x: 4.1, y: 2 }, center: { x: 5, y: 2 }, clockwise: true },
    { x: 0, y: 2 },
  ]);

describe('loopArea', () => {
  it('should be the area of the flattened loop to the bit, arcs either way round', () => {
    const loops: Segment[][] = [
      rectangle(0.1, -3.7, 41.3, 12.9),
      [arc({ x: 3, y: 4 }, 5, 0, 360, true)],
      notchedBar(),
      placeOutline(frame({ x: 7, y: 3 }, -1, 1), [
        { x: 0, y: 0 },
        { x: 30, y: 0 },
        { arcTo: { x: 30, y: 20 }, center: { x: 30, y: 10 }, clockwise: false },
        { x: 0, y: 20, radius: 4 },
      ]),
    ];
    for (const loop of loops) {
      for (const chord of [0.5, 5, 30]) {
        expect(Object.is(loopArea(loop, chord), polygonArea(flattenLoop(loop, chord)))).toBe(true);
      }
    }
    expect(loopArea([])).toBe(0);
  });
});

describe('loopPoints', () => {
  it("should write the flattened loop's points to the bit, past the array it started with", () => {
    // a circle in 0.05 degree chords: 7,200 points, more than the shared array first holds
    const loops: Segment[][] = [
      rectangle(0.1, -3.7, 41.3, 12.9),
      [arc({ x: 3.3, y: -4.1 }, 5.7, 10, 370, true)],
      notchedBar(),
    ];
    for (const loop of loops) {
      for (const chord of [0.05, 5, 30]) {
        const count = loopPoints(loop, chord);
        const xy = loopPointsXY();
        const written = Array.from({ length: count }, (_, i) => ({ x: xy[2 * i], y: xy[2 * i + 1] }));
        expect(written).toEqual(flattenLoop(loop, chord));
      }
    }
    expect(loopPoints([], 5)).toBe(0);
  });
});
