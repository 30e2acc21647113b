import type { Dieline } from '@diecut/schema';
import { describe, expect, it } from 'vitest';
import { MockupSceneCache, type SceneText, sceneKey } from './mockup-scene-cache';

/** A stored dieline as far as its scene goes: template and variables. */
function dieline(templateId: string, variables: Record<string, unknown>): Dieline {
  return { dieline_template_id: templateId, variables } as unknown as Dieline;
}

/** A builder that counts its builds and answers `chars` characters of text naming what it built. */
function countingBuilder(chars = 10) {
  const built: string[] = [];
  const build = async (of: Dieline): Promise<SceneText> => {
    built.push(sceneKey(of));
    const name = JSON.stringify(of.variables);
    return { json: name.padEnd(chars, ' '), printedPart: 1 };
  };
  return { built, build };
}

/** A build that finishes when the test says so. */
function heldBuild() {
  let finish: (scene: SceneText) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const calls: string[] = [];
  const build = (of: Dieline) => {
    calls.push(sceneKey(of));
    return new Promise<SceneText>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { calls, build, finish: (scene: SceneText) => finish(scene), fail: (error: Error) => fail(error) };
}

const BOX = dieline('becf-11001', { unit: 'mm', length: 100, width: 50, height: 150 });

describe('MockupSceneCache', () => {
  it('should build a scene once and answer the kept one to every later load', async () => {
    const { built, build } = countingBuilder();
    const cache = new MockupSceneCache(build);
    const first = await cache.get(BOX, 'owner');
    expect(await cache.get(BOX, 'owner')).toBe(first);
    // another dieline of the same template and values has the same scene, whoever owns it
    expect(await cache.get(dieline('becf-11001', { ...BOX.variables }), 'another')).toBe(first);
    expect(built).toHaveLength(1);
    await cache.get(dieline('becf-11001', { ...BOX.variables, height: 160 }), 'owner');
    await cache.get(dieline('becf-12001', BOX.variables), 'owner');
    expect(built).toHaveLength(3);
  });

  it('should give loads that ask while a scene is built that same build', async () => {
    const held = heldBuild();
    const cache = new MockupSceneCache(held.build);
    const loads = [cache.get(BOX, 'owner'), cache.get(BOX, 'owner'), cache.get(BOX, 'another')];
    held.finish({ json: '{}', printedPart: 1 });
    const answers = await Promise.all(loads);
    expect(held.calls).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('should keep no failed build, so the next load builds again', async () => {
    const held = heldBuild();
    const cache = new MockupSceneCache(held.build);
    const failed = cache.get(BOX, 'owner');
    held.fail(new Error('worker lost'));
    await expect(failed).rejects.toThrow('worker lost');
    const again = cache.get(BOX, 'owner');
    held.finish({ json: '{}', printedPart: 1 });
    await expect(again).resolves.toEqual({ json: '{}', printedPart: 1 });
    expect(held.calls).toHaveLength(2);
    expect(cache.chars).toBe(2);
  });

  it('should drop the least recently used scenes past its bound, and keep none larger than it', async () => {
    const { built, build } = countingBuilder(100);
    const cache = new MockupSceneCache(build, 250);
    const sized = (height: number) => dieline('becf-11001', { ...BOX.variables, height });
    await cache.get(sized(1), 'owner');
    await cache.get(sized(2), 'owner');
    // 1 is used again, so 2 is the least recently used when 3 comes in
    await cache.get(sized(1), 'owner');
    await cache.get(sized(3), 'owner');
    expect(cache.chars).toBe(200);
    expect(built).toHaveLength(3);
    await cache.get(sized(1), 'owner');
    await cache.get(sized(3), 'owner');
    expect(built).toHaveLength(3);
    await cache.get(sized(2), 'owner');
    expect(built).toHaveLength(4);
    expect(cache.chars).toBe(200);

    const small = new MockupSceneCache(countingBuilder(300).build, 250);
    await small.get(BOX, 'owner');
    expect(small.chars).toBe(0);
  });
});
