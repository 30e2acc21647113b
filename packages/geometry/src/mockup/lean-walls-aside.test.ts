import { describe, expect, it } from 'vitest';
import { sampleValues } from '../catalog/sample-values';
import { findTemplate } from '../catalog/template-catalog';
import { partCrossings as crossings } from './__testing__/fold-crossings';
import { leanWallsAside } from './lean-walls-aside';
import { mockupScene } from './mockup-scene';

const sceneOf = (id: string) => {
  const template = findTemplate(id) ?? expect.fail(id);
  return mockupScene(template.build(sampleValues(template)));
};

describe('leanWallsAside', () => {
  it('should hold the low front leaning out while the sloped rolls turn down behind it', () => {
    const scene = sceneOf('becf-24701');
    const [part] = scene.parts;
    if (!part) return expect.fail('no part');
    const front = part.hinges.find((hinge) => hinge.child === 'front') ?? expect.fail('front');
    const roll = part.hinges.find((hinge) => hinge.child === 'left_inner_wall') ?? expect.fail('roll');
    const keys = front.keys ?? expect.fail('no keys');
    // up part-way in its own turn, still out as the roll starts down, home by the roll's end
    expect(keys[0]).toEqual([front.stage, 0]);
    const atRollStart = keys.filter(([time]) => time <= roll.stage).at(-1) ?? expect.fail('no key');
    expect(atRollStart[1]).toBeLessThan(front.foldAngle);
    expect(keys.at(-1)).toEqual([roll.stage + 1, front.foldAngle]);
    expect(crossings(part, scene.stages)).toEqual([]);
    // standing square through the rolls' turn, it is in the inner walls' way
    const standing = { ...part, hinges: part.hinges.map(({ keys: _keys, ...hinge }) => hinge) };
    expect(crossings(standing, scene.stages)).toContain('front x left_inner_wall');
    // and given that fold, the pass finds the lean again
    const leaned = leanWallsAside(standing, standing.hinges, scene.stages);
    expect(leaned.find((hinge) => hinge.child === 'front')?.keys).toBeDefined();
  });

  it('should leave the walls of a fold that keeps clear as they were', () => {
    const scene = sceneOf('becf-24211');
    const [part] = scene.parts;
    if (!part) return expect.fail('no part');
    expect(leanWallsAside(part, part.hinges, scene.stages)).toEqual(part.hinges);
    // its rolls' inner walls come down square (landSquare); no wall on the base is held out
    const onBase = part.hinges.filter((hinge) => hinge.parent === 'base');
    expect(onBase.length).toBeGreaterThan(0);
    expect(onBase.filter((hinge) => hinge.keys)).toEqual([]);
  });
});
