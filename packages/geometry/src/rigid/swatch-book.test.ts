import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, assembleParts, type Vec3 } from '../panel-graph/fold-model';
import { flattenLoop } from '../primitives/segment';
import { partGraph } from './__testing__/part-graphs';
import { buildSwatchBook, coverPostCentres, type SwatchBookSpec, swatchBookBoards } from './swatch-book';

const spec: SwatchBookSpec = {
  length: 210,
  width: 100,
  cards: 10,
  cardThickness: 1,
  overhang: 3,
  flexHinge: 20,
  posts: { count: 2, pitch: 100, diameter: 5, inset: 12 },
  boardThickness: 2,
  wrap: 0.15,
  turnIn: 15,
};
const p = spec.wrap;
const t = spec.boardThickness;
const parts = buildSwatchBook(spec);
const graphOf = (name: string) => partGraph(parts, name);

/** Each punched hole's centre in the closed book, by part. */
function holeCentres(name: string): Vec3[] {
  const assembled = assembleParts(parts).find((part) => part.name === name);
  return graphOf(name)
    .cuts.filter((cut) => cut.kind === 'hole')
    .map((cut) => {
      const arc = cut.segments[0];
      if (arc?.type !== 'arc') throw new Error('not a round hole');
      const transform = assembled?.pose.get(cut.panel);
      if (!transform) throw new Error(`no pose for ${cut.panel}`);
      return applyTransform(transform, [arc.center.x, arc.center.y, 0]);
    });
}

describe('buildSwatchBook', () => {
  it('should size the covers round the cards and the spine to the stack of cards', () => {
    const boards = swatchBookBoards(spec);
    expect(boards.coverLength).toBe(216);
    expect(boards.coverWidth).toBe(103);
    // ten 1 mm cards, a turn-in and a liner on each cover, and both covers
    expect(boards.insideDepth).toBeCloseTo(10 + 4 * p, 9);
    expect(boards.spineWidth).toBeCloseTo(10 + 4 * p + 2 * t, 9);
    expect(boards.gap).toBe(5);
    const spine = flattenLoop(graphOf('spine board').panels[0]?.outline ?? []).map((q) => q.y);
    expect(Math.max(...spine) - Math.min(...spine)).toBeCloseTo(boards.spineWidth, 9);
    for (const part of parts) expect(checkDesignRules(part.graph), part.name).toEqual([]);
    expect(parts.map((part) => part.component?.id)).toEqual([
      'spine_board',
      'front_board',
      'back_board',
      'case_wrap',
      'liner',
    ]);
  });

  it('should part-cut a flex hinge across each cover between the post holes and the cover', () => {
    for (const [name, at] of [
      ['front board', 103 - 20],
      ['back board', 20],
    ] as const) {
      const [hinge] = graphOf(name).hinges;
      expect(hinge?.lineType, name).toBe('partial_cut');
      expect(hinge?.start.y, name).toBeCloseTo(at, 9);
    }
    expect(coverPostCentres(spec, 'high')).toEqual([
      { x: 58, y: 91 },
      { x: 158, y: 91 },
    ]);
    // the holes lie in the binding strips, 20 - 12 - 2.5 = 5.5 mm of board short of the hinge
    expect(graphOf('front board').cuts.map((cut) => cut.panel)).toEqual([
      'front_binding_strip',
      'front_binding_strip',
    ]);
    expect(graphOf('back board').cuts.map((cut) => cut.panel)).toEqual(['back', 'back']);
  });

  it('should line the post holes up through covers, wrap and liner in the closed book', () => {
    const front = holeCentres('front board');
    expect(front).toHaveLength(2);
    for (const name of ['back board', 'case wrap', 'liner']) {
      const centres = holeCentres(name);
      expect(centres, name).toHaveLength(name === 'back board' ? 2 : 4);
      // every hole sits on the line of one of the front cover's, straight across the book (z)
      for (const centre of centres) {
        const partner = front.find((f) => Math.hypot(f[0] - centre[0], f[1] - centre[1]) < 0.2);
        expect(partner, `${name} hole at ${centre.map((v) => v.toFixed(2))}`).toBeDefined();
      }
    }
  });
});
