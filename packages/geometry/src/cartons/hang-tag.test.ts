import { describe, expect, it } from 'vitest';
import { checkDesignRules } from '../design-rules/design-rules';
import { blankBounds } from '../panel-graph/derive-dieline';
import { applyTransform, poseFoldModel } from '../panel-graph/fold-model';
import { buildFoldedHangTag, buildHangTag, type HangTagSpec, holeClearance } from './hang-tag';

const spec: HangTagSpec = {
  width: 50,
  height: 90,
  material: 0.4,
  cornerRadius: 4,
  holeDiameter: 5,
  holeMargin: 6,
  stringSlot: true,
};

describe('buildHangTag', () => {
  it('should cut a 50 x 90 tag with a 5 mm hole 6 mm below the top and a slit into it', () => {
    const graph = buildHangTag(spec);
    const bounds = blankBounds(graph);
    expect(bounds.maxX - bounds.minX).toBeCloseTo(50, 6);
    expect(bounds.maxY - bounds.minY).toBeCloseTo(90, 6);
    const hole = graph.cuts.find((cut) => cut.kind === 'hole')?.segments[0];
    expect(hole?.type === 'arc' && hole.radius).toBe(2.5);
    expect(hole?.type === 'arc' && hole.center).toEqual({ x: 25, y: 90 - 6 - 2.5 });
    const slit = graph.cuts.find((cut) => cut.kind === 'slit')?.segments[0];
    expect(slit?.type === 'line' && [slit.start.y, slit.end.y]).toEqual([90, 90 - 6]);
    expect(checkDesignRules(graph)).toEqual([]);
    expect(holeClearance(spec)).toBeCloseTo(6, 9);
  });
});

describe('buildFoldedHangTag', () => {
  it('should fold the back behind the front with both holes on one axis', () => {
    const graph = buildFoldedHangTag({ ...spec, stringSlot: false });
    const pose = poseFoldModel(graph);
    const holes = graph.cuts.filter((cut) => cut.kind === 'hole');
    expect(holes).toHaveLength(2);
    const centres = holes.map((cut) => {
      const segment = cut.segments[0];
      if (segment?.type !== 'arc') throw new Error('round hole');
      const at = applyTransform(pose.get(cut.panel) ?? expect.fail(cut.panel), [
        segment.center.x,
        segment.center.y,
        0,
      ]);
      return at;
    });
    expect(centres[1]?.[0]).toBeCloseTo(centres[0]?.[0] as number, 9);
    expect(centres[1]?.[1]).toBeCloseTo(centres[0]?.[1] as number, 9);
    expect(Math.abs((centres[1]?.[2] as number) - (centres[0]?.[2] as number))).toBeLessThan(1e-9);
    expect(checkDesignRules(graph)).toEqual([]);
  });
});
