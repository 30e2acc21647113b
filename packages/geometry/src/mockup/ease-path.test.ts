import { describe, expect, it } from 'vitest';
import { largestStepTurn } from './__testing__/fold-snaps';
import { easePath } from './ease-path';

const hinge = (keys: Array<[number, number]>, foldAngle: number) => ({
  parent: 'lid',
  child: 'flap',
  start: [0, 0] as [number, number],
  end: [1, 0] as [number, number],
  foldAngle,
  stage: 0,
  keys,
});

/** The fastest a path turns between two of its keys, degrees a stage. */
const fastest = (keys: ReadonlyArray<readonly [number, number]>) =>
  Math.max(
    ...keys.slice(1).map(([t1, a1], i) => {
      const [t0, a0] = keys[i] as readonly [number, number];
      // a key twice over is one of no length: a jump there is an instant turn
      if (t1 === t0) return a1 === a0 ? 0 : Infinity;
      return Math.abs(a1 - a0) / (t1 - t0);
    }),
  );

describe('easePath', () => {
  it('should start a turn made in an instant earlier, no faster than asked', () => {
    // a dust flap turned in over a 24th of a stage, then laid against its lid
    const keys: Array<[number, number]> = [
      [3.958, 0],
      [4, 90],
      [4.25, 180],
      [5, 180],
      [6, 90],
    ];
    const eased = easePath(keys, 1, 250);
    expect(fastest(eased)).toBeLessThanOrEqual(250 + 1e-6);
    expect(eased[0]?.[0]).toBeLessThan(3.958);
    expect(eased[0]?.[1]).toBe(0);
    expect(eased.at(-1)).toEqual([6, 90]);
    // never short of the original: as far in at the lid's start, flat against it while it closes
    expect(eased.find(([time]) => time >= 4)?.[1]).toBeGreaterThanOrEqual(90);
    expect(eased.filter(([time]) => time >= 4.25 && time <= 5).every(([, a]) => a >= 180 - 1e-9)).toBe(true);
  });

  it('should bring an over-folded tuck down over the time it needs before its landing', () => {
    const keys: Array<[number, number]> = [
      [2, 0],
      [2.5, 135],
      [2.997, 173.7],
      [3, 90],
    ];
    const eased = easePath(keys, 1, 500);
    expect(fastest(eased)).toBeLessThanOrEqual(500 + 1e-6);
    expect(eased.at(-1)).toEqual([3, 90]);
    expect(largestStepTurn(hinge(eased, 90), 3).turn).toBeLessThanOrEqual(15 + 1e-6);
    expect(largestStepTurn(hinge(keys, 90), 3).turn).toBeGreaterThan(80);
  });

  it('should ease a fold the other way round alike', () => {
    const keys: Array<[number, number]> = [
      [1, 0],
      [1.01, -90],
      [2, -90],
    ];
    const eased = easePath(keys, -1, 180);
    expect(fastest(eased)).toBeLessThanOrEqual(180 + 1e-6);
    expect(eased.at(-1)).toEqual([2, -90]);
    expect(Math.min(...eased.map(([, a]) => a))).toBeGreaterThanOrEqual(-90 - 1e-9);
  });
});
