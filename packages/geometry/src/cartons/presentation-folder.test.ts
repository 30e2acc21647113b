import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { applyTransform, poseFoldModel } from '../panel-graph/fold-model';
import { segmentLength } from '../primitives/segment';
import {
  buildPresentationFolder,
  CARD,
  CARD_SLIT_LEG,
  POCKET_INSET,
  type PresentationFolderSpec,
} from './presentation-folder';

const spec: PresentationFolderSpec = {
  width: 220,
  height: 305,
  material: 0.4,
  capacity: 0,
  pocketHeight: 100,
  pockets: 2,
  glueTab: 15,
  cardSlits: true,
};

describe('buildPresentationFolder', () => {
  it('should hang a pocket under each cover, a board short of the spine and the outer edge', () => {
    const graph = buildPresentationFolder(spec);
    const hinge = (child: string) => graph.hinges.find((h) => h.child === child) ?? expect.fail(child);
    expect(hinge('back_pocket').start).toEqual({ x: POCKET_INSET, y: 0 });
    expect(hinge('back_pocket').end).toEqual({ x: 220 - POCKET_INSET, y: 0 });
    expect(hinge('front_pocket').start.x).toBe(440 - POCKET_INSET);
    expect(hinge('back').start).toEqual({ x: 220, y: 0 });
    expect(hinge('back').foldAngle).toBe(180);
    expect(checkDesignRules(graph)).toEqual([]);
  });

  it('should cut two 45 degree card slits a card width apart on the back pocket', () => {
    const graph = buildPresentationFolder(spec);
    const slits = graph.cuts.filter((cut) => cut.kind === 'slit');
    expect(slits.map((cut) => cut.panel)).toEqual(['back_pocket', 'back_pocket']);
    for (const slit of slits)
      expect(segmentLength(slit.segments[0] ?? expect.fail('slit'))).toBeCloseTo(
        CARD_SLIT_LEG * Math.SQRT2,
        9,
      );
    const xs = slits.map((cut) => {
      const s = cut.segments[0];
      return s?.type === 'line' ? s.end.x : Number.NaN;
    });
    expect(Math.abs((xs[1] as number) - (xs[0] as number))).toBeCloseTo(CARD.width, 9);
  });

  it('should close a capacity spine with the back cover a capacity under the front, pockets inside', () => {
    const graph = buildPresentationFolder({ ...spec, capacity: 8, pockets: 1, cardSlits: false });
    const pose = poseFoldModel(graph);
    const z = (panel: string, x: number, y: number) =>
      applyTransform(pose.get(panel) ?? expect.fail(panel), [x, y, 0])[2];
    expect(z('back', 100, 150)).toBeCloseTo(-8, 9);
    // the pocket lies folded up on the back cover's inside, between the covers
    expect(z('back_pocket', 100, -50)).toBeCloseTo(-8, 9);
    expect(graph.panels.some((panel) => panel.id === 'front_pocket')).toBe(false);
    expect(checkDesignRules(graph)).toEqual([]);
  });
});
