import { describe, expect, it } from 'vitest';
import { inspectFoldedBox } from '../../panel-graph/folded-box-inspection';
import { sampleValues } from '../sample-values';
import { airplaneTuckEndBox } from './airplane-tuck-end-box';

describe('airplaneTuckEndBox', () => {
  const values = sampleValues(airplaneTuckEndBox);
  const [part] = airplaneTuckEndBox.build(values);
  const graph = part?.graph;
  if (!graph) throw new Error('no blank');

  it('should hinge both lids on the back wall, so both tucks close from the back', () => {
    const lidHinges = graph.hinges.filter((hinge) => hinge.child.endsWith('_lid'));
    expect(lidHinges.map((hinge) => [hinge.parent, hinge.child])).toEqual([
      ['back', 'top_lid'],
      ['back', 'bottom_lid'],
    ]);
    expect(graph.hinges.some((hinge) => hinge.parent === 'front' && hinge.child !== 'right_side')).toBe(
      false,
    );
    for (const closure of graph.box?.closures ?? [])
      expect(closure.locked).toEqual([
        { panel: `${closure.end}_lid`, by: `${closure.end}_tuck`, behind: 'front' },
      ]);
  });

  it('should size the tucks a clearance narrower than the lid and fold to the inside size, closed at both ends', () => {
    const t = values.material as number;
    const inspection = inspectFoldedBox(graph);
    expect(inspection.inside.length).toBeCloseTo(values.length as number, 1);
    expect(inspection.inside.width).toBeCloseTo(values.width as number, 1);
    expect(inspection.inside.height).toBeCloseTo(values.height as number, 1);
    for (const closure of inspection.closures) expect(closure.coverage).toBeGreaterThan(0.98);
    const lidHinge = graph.hinges.find((hinge) => hinge.child === 'top_lid');
    const tuckHinge = graph.hinges.find((hinge) => hinge.child === 'top_tuck');
    const span = (h: typeof lidHinge) => Math.abs((h?.end.x ?? 0) - (h?.start.x ?? 0));
    // the lid spans the back (L + t); the tuck stands in t/2 + clearance (0.5 mm) each side
    expect(span(lidHinge)).toBeCloseTo((values.length as number) + t, 6);
    expect(span(tuckHinge)).toBeCloseTo(span(lidHinge) - 2 * (t / 2 + 0.5), 6);
  });
});
