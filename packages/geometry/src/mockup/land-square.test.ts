import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import { poseHingeTree, type TreeHinge } from '../panel-graph/fold-model';
import { crossingMargin, crossingPanels } from './fold-schedule';
import { landSquare } from './land-square';
import { mockupScene } from './mockup-scene';

const template = findTemplate('becf-24211') ?? expect.fail('becf-24211');
const scene = mockupScene(template.build(sampleValues(template)));
const part = scene.parts[0] ?? expect.fail('part');
const bare = { ...part, hinges: part.hinges.map(({ keys: _keys, ...hinge }) => hinge) };
const roll = part.hinges.find((hinge) => hinge.child === 'left_inner_wall') ?? expect.fail('roll');

/** The roll's stage looked at closely: where the lugs meet the base, a few hundredths of a stage. */
function baseCrossings(hinges: ReadonlyArray<TreeHinge>): string[] {
  const found = new Set<string>();
  for (let i = 0; i <= 400; i++) {
    const time = roll.stage + i / 400;
    for (const [a, b] of crossingPanels(
      { ...part, hinges },
      time / scene.stages,
      scene.stages,
      crossingMargin(part),
    ))
      if (a === 'base' || b === 'base') found.add(`${a} x ${b}`);
  }
  return [...found].sort();
}

describe('landSquare', () => {
  it('should bring a roll inner wall upright before it drops its lugs into their slots', () => {
    // turned with its strip evenly, the inner wall sweeps its lugs in along the base beside the slots
    expect(baseCrossings(bare.hinges)).toContain('base x left_inner_wall');
    const landed = landSquare(bare, bare.hinges, scene.stages);
    const inner = landed.find((hinge) => hinge.child === 'left_inner_wall') ?? expect.fail('inner');
    const keys = inner.keys ?? expect.fail('no keys');
    const upright = (keys.at(-2) ?? expect.fail('no key'))[0];
    expect(upright).toBeGreaterThan(roll.stage);
    expect(upright).toBeLessThan(roll.stage + 1);
    // from there on it only drops: it stands as it ends
    const at = (time: number) =>
      poseHingeTree({ ...bare, hinges: landed }, time / scene.stages, scene.stages).get('left_inner_wall');
    const end = at(roll.stage + 1)?.rotation ?? expect.fail('pose');
    for (const time of [upright, (upright + roll.stage + 1) / 2])
      for (const [k, value] of (at(time)?.rotation ?? []).entries())
        expect(value).toBeCloseTo(end[k] as number, 3);
    expect(keys.at(-1)).toEqual([roll.stage + 1, inner.foldAngle]);
    expect(baseCrossings(landed)).toEqual([]);
  });

  it('should leave a fold whose walls land clear as it was', () => {
    const template15001 = findTemplate('becf-15001') ?? expect.fail('becf-15001');
    const plainScene = mockupScene(template15001.build(sampleValues(template15001)));
    const plain = plainScene.parts[0] ?? expect.fail('part');
    expect(landSquare(plain, plain.hinges, plainScene.stages)).toEqual(plain.hinges);
  });
});
