import type { BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { outsideUv } from './artwork-uv';
import { bendCrease, type CreasePose, creaseBand, creaseGeometry } from './crease-geometry';
import { CUT_EDGE, INSIDE_FACE, PRINTED_FACE, panelGeometry } from './panel-geometry';

const FRAME = { minX: 0, minY: 0, width: 100, height: 100, bleed: 0 };
const CALIPER = 1;
const ALLOWANCE = 1.5;
const CREASE: [[number, number], [number, number]] = [
  [40, 0],
  [40, 30],
];
const PARENT: Array<[number, number]> = [
  [0, 0],
  [40, 0],
  [40, 30],
  [0, 30],
];
const CHILD: Array<[number, number]> = [
  [40, 0],
  [80, 0],
  [80, 30],
  [40, 30],
];
const band = creaseBand(
  CREASE,
  { outline: PARENT, creases: [CREASE] },
  { outline: CHILD, creases: [CREASE] },
  CALIPER,
  ALLOWANCE,
);
const FLAT: CreasePose = { rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1], translation: [0, 0, 0] };

/** The child turned toward -z about the crease line on the printed face, as the pose folds it. */
function folded(degrees: number, plyOffset = 0): CreasePose {
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  // about the y axis through (40, 0, 0): +x goes toward -z
  const rotation = [c, 0, s, 0, 1, 0, -s, 0, c];
  return {
    rotation,
    translation: [40 - 40 * c + s * plyOffset, 0, 40 * s + c * plyOffset],
  };
}

const move = (t: CreasePose, [x, y, z]: readonly number[]): number[] => {
  const r = t.rotation;
  const o = t.translation;
  return [0, 1, 2].map(
    (i) =>
      (r[i * 3] as number) * (x as number) +
      (r[i * 3 + 1] as number) * (y as number) +
      (r[i * 3 + 2] as number) * (z as number) +
      (o[i] as number),
  );
};

/** The vertices a group's triangles use, once each. */
function vertices(geometry: BufferGeometry, material: number): number[] {
  const group = geometry.groups.find((g) => g.materialIndex === material) ?? expect.fail('no group');
  const index = geometry.getIndex() ?? expect.fail('no index');
  const used = new Set<number>();
  for (let i = group.start; i < group.start + group.count; i++) used.add(index.getX(i));
  return [...used];
}

const point = (geometry: BufferGeometry, i: number) => {
  const p = geometry.getAttribute('position');
  return [p.getX(i), p.getY(i), p.getZ(i)];
};

function bent(degrees: number, plyOffset = 0): BufferGeometry {
  const geometry = creaseGeometry(band, FRAME, 10);
  bendCrease(geometry, band, FLAT, folded(degrees, plyOffset));
  return geometry;
}

describe('creaseBand', () => {
  it('should run from where the parent is drawn back to where the child begins, at both ends', () => {
    expect(band.ends[0][0]).toEqual([38.5, 0]);
    expect(band.ends[0][1]).toEqual([41.5, 0]);
    expect(band.ends[1][0]).toEqual([38.5, 30]);
    expect(band.ends[1][1]).toEqual([41.5, 30]);
    expect(band.across).toEqual([1, expect.closeTo(0, 12)]);
  });

  it('should run to the end of its crease where the parent turns a corner onto another crease', () => {
    const bottom: [[number, number], [number, number]] = [
      [0, 0],
      [40, 0],
    ];
    const cornered = creaseBand(
      CREASE,
      { outline: PARENT, creases: [CREASE, bottom] },
      { outline: CHILD, creases: [CREASE] },
      CALIPER,
      ALLOWANCE,
    );
    // the panel itself stops on the diagonal there, at (38.5, 1.5), and the band covers its corner
    expect(cornered.ends[0][0]).toEqual([38.5, 0]);
    expect(cornered.ends[1][0]).toEqual([38.5, 30]);
  });

  it('should start at the edge of a parent whose edge is longer than the crease, which is not drawn back there', () => {
    // a tuck flap 20 wide on a lid 30 wide: the lid's edge is whole, so the board bends on from it
    const narrow: [[number, number], [number, number]] = [
      [40, 5],
      [40, 25],
    ];
    const tuck: Array<[number, number]> = [
      [40, 5],
      [60, 5],
      [60, 25],
      [40, 25],
    ];
    const shouldered = creaseBand(
      narrow,
      { outline: PARENT, creases: [narrow] },
      { outline: tuck, creases: [narrow] },
      CALIPER,
      ALLOWANCE,
    );
    expect(shouldered.ends[0][0]).toEqual([40, 5]);
    expect(shouldered.ends[1][0]).toEqual([40, 25]);
    // the tuck's own edge is the crease: it is drawn back as ever
    expect(shouldered.ends[0][1]).toEqual([41.5, 5]);
    expect(shouldered.ends[1][1]).toEqual([41.5, 25]);
  });
});

describe('creaseGeometry', () => {
  it('should lie flat in the blank with no step when the fold is open', () => {
    const geometry = bent(0);
    for (const i of vertices(geometry, PRINTED_FACE)) expect(point(geometry, i)[2]).toBeCloseTo(0, 9);
    for (const i of vertices(geometry, INSIDE_FACE)) expect(point(geometry, i)[2]).toBeCloseTo(-CALIPER, 9);
  });

  it.each([30, 90, 135, 170])('should meet both panels edge to edge, folded %d degrees', (degrees) => {
    const geometry = bent(degrees);
    const faces = [...vertices(geometry, PRINTED_FACE), ...vertices(geometry, INSIDE_FACE)];
    for (const [[px, py], [cx, cy]] of band.ends) {
      for (const z of [0, -CALIPER]) {
        const fromParent = [px, py, z];
        const toChild = move(folded(degrees), [cx, cy, z]);
        for (const target of [fromParent, toChild]) {
          const nearest = Math.min(
            ...faces.map((i) => Math.hypot(...point(geometry, i).map((v, k) => v - (target[k] as number)))),
          );
          expect(nearest).toBeLessThan(1e-4);
        }
      }
    }
  });

  // past about 110 degrees a fold on the printed face's line leaves no room for the inside face to
  // turn (the slabs themselves overlap there): only the printed face is on its circle
  it.each([30, 90, 110, 135])(
    'should turn round one centre, neither poking through nor bulging, at %d degrees',
    (degrees) => {
      const geometry = bent(degrees);
      // the printed face turns on the circle tangent to both panels' printed faces where they stop
      const half = ((degrees / 2) * Math.PI) / 180;
      const outer = ALLOWANCE / Math.tan(half);
      const centre = [40 - ALLOWANCE, -outer];
      for (const [material, radius] of [
        [PRINTED_FACE, outer],
        [INSIDE_FACE, outer - CALIPER],
      ] as const) {
        if (radius <= 0) continue;
        for (const i of vertices(geometry, material)) {
          const [x, , z] = point(geometry, i);
          const distance = Math.hypot(
            (x as number) - (centre[0] as number),
            (z as number) - (centre[1] as number),
          );
          expect(Math.abs(distance - radius)).toBeLessThan(0.01 * outer);
        }
      }
    },
  );

  it('should take a step between plies as a smooth S, its faces leaving along each panel', () => {
    const geometry = bent(90, -CALIPER);
    const normal = geometry.getAttribute('normal');
    const printed = vertices(geometry, PRINTED_FACE);
    const first = printed.filter((i) => Math.abs((point(geometry, i)[0] as number) - 38.5) < 1e-6);
    expect(first.length).toBeGreaterThan(0);
    for (const i of first)
      expect([normal.getX(i), normal.getY(i), normal.getZ(i)]).toEqual(
        [0, 0, 1].map((v) => expect.closeTo(v, 6)),
      );
  });

  it('should face every triangle the way its normals look, folded or flat', () => {
    for (const [degrees, plyOffset] of [
      [0, 0],
      [60, 0],
      [90, 0],
      [180, 2 * CALIPER],
    ] as const) {
      const geometry = bent(degrees, plyOffset);
      const index = geometry.getIndex() ?? expect.fail('no index');
      const normal = geometry.getAttribute('normal');
      for (let i = 0; i < index.count; i += 3) {
        const [a, b, c] = [0, 1, 2].map((k) => point(geometry, index.getX(i + k)));
        const u = (b as number[]).map((v, k) => v - ((a as number[])[k] as number));
        const v = (c as number[]).map((w, k) => w - ((a as number[])[k] as number));
        const face: [number, number, number] = [
          (u[1] as number) * (v[2] as number) - (u[2] as number) * (v[1] as number),
          (u[2] as number) * (v[0] as number) - (u[0] as number) * (v[2] as number),
          (u[0] as number) * (v[1] as number) - (u[1] as number) * (v[0] as number),
        ];
        if (Math.hypot(...face) < 1e-9) continue;
        const n = index.getX(i);
        expect(
          face[0] * normal.getX(n) + face[1] * normal.getY(n) + face[2] * normal.getZ(n),
        ).toBeGreaterThan(0);
      }
    }
  });

  it('should carry the artwork on from the parent panel, and close its ends with cut board', () => {
    const geometry = bent(90);
    const uv = geometry.getAttribute('uv');
    const panel = panelGeometry(PARENT, CALIPER, FRAME, 10, [CREASE], [], ALLOWANCE);
    const panelUv = panel.getAttribute('uv');
    const panelPosition = panel.getAttribute('position');
    const start = vertices(geometry, PRINTED_FACE).find((i) => {
      const [x, y, z] = point(geometry, i);
      return Math.abs((x as number) - 38.5) < 1e-6 && y === 0 && Math.abs(z as number) < 1e-6;
    });
    if (start === undefined) return expect.fail('no vertex where the parent stops');
    const shared = [...Array(panelPosition.count).keys()].find(
      (i) => panelPosition.getX(i) === 38.5 && panelPosition.getY(i) === 0 && panelPosition.getZ(i) === 0,
    );
    if (shared === undefined) return expect.fail('the parent does not stop there');
    expect([uv.getX(start), uv.getY(start)]).toEqual([panelUv.getX(shared), panelUv.getY(shared)]);
    expect([uv.getX(start), uv.getY(start)]).toEqual(
      outsideUv(FRAME, 38.5, 0).map((v) => expect.closeTo(v, 6)),
    );
    // a strip across each end: the end's own vertices, outer and inner
    expect(vertices(geometry, CUT_EDGE)).toHaveLength(4 * 11);
  });
});
