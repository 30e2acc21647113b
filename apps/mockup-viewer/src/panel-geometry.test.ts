import { describe, expect, it } from 'vitest';
import { CUT_EDGE, cutSpans, PRINTED_FACE, panelGeometry, trimOutline } from './panel-geometry';

const FRAME = { minX: 0, minY: 0, width: 100, height: 100, bleed: 0 };
const SQUARE: Array<[number, number]> = [
  [0, 0],
  [40, 0],
  [40, 30],
  [0, 30],
];

/** The edge strips' vertices of a panel geometry, as [x, y] pairs. */
function edgePoints(geometry: ReturnType<typeof panelGeometry>): Array<[number, number]> {
  const group = geometry.groups.find((g) => g.materialIndex === CUT_EDGE) ?? expect.fail('no edge group');
  const position = geometry.getAttribute('position');
  const points: Array<[number, number]> = [];
  for (let i = group.start; i < group.start + group.count; i++)
    points.push([position.getX(i), position.getY(i)]);
  return points;
}

describe('panelGeometry', () => {
  it('should give every cut edge a strip of the board, six vertices each', () => {
    expect(edgePoints(panelGeometry(SQUARE, 0.5, FRAME, 10))).toHaveLength(4 * 6);
  });

  it('should draw no strip along a crease, where the board folds on instead of ending', () => {
    const points = edgePoints(
      panelGeometry(SQUARE, 0.5, FRAME, 10, [
        [
          [40, -5],
          [40, 35],
        ],
      ]),
    );
    expect(points).toHaveLength(3 * 6);
    // the right edge, on the crease, is gone; the top and bottom edges still reach its corners
    expect(points.filter(([x]) => x === 40)).toHaveLength(2 * 3);
    expect(points.some(([x, y]) => x === 40 && y > 0 && y < 30)).toBe(false);
  });

  it('should print the part of an edge a shorter crease runs along, as the fold, and cut board beyond it', () => {
    // a tuck flap narrower than its lid: the lid's edge folds from y = 5 to 25 and is cut at its ends
    const geometry = panelGeometry(SQUARE, 0.5, FRAME, 10, [
      [
        [40, 5],
        [40, 25],
      ],
    ]);
    const points = edgePoints(geometry);
    const onEdge = points.filter(([x]) => x === 40).map(([, y]) => y);
    expect([...new Set(onEdge)].sort((a, b) => a - b)).toEqual([0, 5, 25, 30]);
    // two short strips there (0 to 5, 25 to 30), six vertices each, besides the three whole edges
    expect(points).toHaveLength(5 * 6);
    // the fold between them wears the face's material across the caliper, facing out of the panel
    const printed = geometry.groups.filter((g) => g.materialIndex === PRINTED_FACE);
    const fold = printed[1] ?? expect.fail('no fold');
    const position = geometry.getAttribute('position');
    const normal = geometry.getAttribute('normal');
    const corners = new Set<string>();
    for (let i = fold.start; i < fold.start + fold.count; i++) {
      corners.add([position.getX(i), position.getY(i), position.getZ(i)].join());
      expect([normal.getX(i), normal.getY(i), normal.getZ(i)]).toEqual([1, expect.closeTo(0, 12), 0]);
    }
    expect([...corners].sort()).toEqual(['40,25,-0.5', '40,25,0', '40,5,-0.5', '40,5,0']);
  });

  it('should cut a window through both faces and line it with cut board', () => {
    const window: Array<[number, number]> = [
      [10, 10],
      [30, 10],
      [30, 20],
      [10, 20],
    ];
    const geometry = panelGeometry(SQUARE, 0.5, FRAME, 10, [], [window]);
    // four strips round the blank and four round the window
    expect(edgePoints(geometry)).toHaveLength(8 * 6);
    expect(edgePoints(geometry).filter(([x, y]) => x === 30 && y > 10 && y < 20)).toHaveLength(0);
    // the printed face covers the blank less the window: 40 x 30 - 20 x 10
    const face = geometry.groups.find((g) => g.materialIndex === PRINTED_FACE) ?? expect.fail('no face');
    const position = geometry.getAttribute('position');
    let area = 0;
    for (let i = face.start; i < face.start + face.count; i += 3) {
      const [ax, ay, bx, by, cx, cy] = [i, i + 1, i + 2].flatMap((k) => [position.getX(k), position.getY(k)]);
      area +=
        (((bx as number) - (ax as number)) * ((cy as number) - (ay as number))) / 2 -
        (((cx as number) - (ax as number)) * ((by as number) - (ay as number))) / 2;
    }
    expect(area).toBeCloseTo(40 * 30 - 20 * 10, 6);
  });
});

describe('trimOutline', () => {
  const right: [[number, number], [number, number]] = [
    [40, 0],
    [40, 30],
  ];
  const top: [[number, number], [number, number]] = [
    [0, 30],
    [40, 30],
  ];

  it('should draw a panel back from its crease and leave its cut edges where they were', () => {
    expect(trimOutline(SQUARE, [right], 1.5)).toEqual([
      [0, 0],
      [38.5, 0],
      [38.5, 30],
      [0, 30],
    ]);
  });

  it('should take a corner between two creases back from both', () => {
    expect(trimOutline(SQUARE, [right, top], 1.5)).toEqual([
      [0, 0],
      [38.5, 0],
      [38.5, 28.5],
      [0, 28.5],
    ]);
  });

  it('should slide a point along a slanted side, keeping the side on its line', () => {
    // a tuck's rounded-off side: from (0, 0) up to (10, 20) along the crease y = 20
    const flap: Array<[number, number]> = [
      [0, 0],
      [30, 0],
      [40, 20],
      [-10, 20],
    ];
    const crease: [[number, number], [number, number]] = [
      [-10, 20],
      [40, 20],
    ];
    const [, , [x, y], [u, v]] = trimOutline(flap, [crease], 2) as [
      [number, number],
      [number, number],
      [number, number],
      [number, number],
    ];
    expect(y).toBeCloseTo(18, 9);
    expect(v).toBeCloseTo(18, 9);
    expect(x).toBeCloseTo(39, 9);
    expect(u).toBeCloseTo(-9, 9);
  });

  it('should keep a third of a panel narrower than two bend allowances', () => {
    const strip: Array<[number, number]> = [
      [0, 0],
      [40, 0],
      [40, 2],
      [0, 2],
    ];
    const ys = trimOutline(
      strip,
      [
        [
          [0, 0],
          [40, 0],
        ],
        [
          [0, 2],
          [40, 2],
        ],
      ],
      1.5,
    ).map(([, y]) => y);
    expect(Math.min(...ys)).toBeCloseTo(2 / 3, 9);
    expect(Math.max(...ys)).toBeCloseTo(4 / 3, 9);
  });

  it('should leave the panel whole without a bend allowance', () => {
    expect(trimOutline(SQUARE, [right], 0)).toEqual(SQUARE);
  });
});

describe('panelGeometry with a bend allowance', () => {
  it('should stop short of the crease, with no strip across the drawn-back edge', () => {
    const geometry = panelGeometry(
      SQUARE,
      0.5,
      FRAME,
      10,
      [
        [
          [40, 0],
          [40, 30],
        ],
      ],
      [],
      1.5,
    );
    const position = geometry.getAttribute('position');
    const xs = [...Array(position.count).keys()].map((i) => position.getX(i));
    expect(Math.max(...xs)).toBeCloseTo(38.5, 6);
    expect(edgePoints(geometry)).toHaveLength(3 * 6);
  });
});

describe('cutSpans', () => {
  it('should leave the stretches of an edge no crease runs along, as shares of its length', () => {
    const creases: Array<[[number, number], [number, number]]> = [
      [
        [0, 20],
        [0, 10],
      ],
      [
        [0, 15],
        [0, 30],
      ],
    ];
    expect(cutSpans(creases, [0, 0], [0, 40])).toEqual([
      [0, 0.25],
      [0.75, 1],
    ]);
  });

  it('should leave the whole edge beside a crease on another line, and nothing under one that covers it', () => {
    const crease: [[number, number], [number, number]] = [
      [1, 0],
      [1, 40],
    ];
    expect(cutSpans([crease], [0, 0], [0, 40])).toEqual([[0, 1]]);
    expect(cutSpans([crease], [1, 5], [1, 35])).toEqual([]);
  });
});
