import { describe, expect, it } from 'vitest';
import { scalingWorkerCounts } from './pool-timing';

describe('scalingWorkerCounts', () => {
  it('should compare no workers, one and every core on a small machine', () => {
    expect(scalingWorkerCounts(1)).toEqual([0, 1]);
    expect(scalingWorkerCounts(2)).toEqual([0, 1, 2]);
    expect(scalingWorkerCounts(3)).toEqual([0, 1, 2, 3]);
  });

  it('should double up to the cores on a large one, ending at the cores', () => {
    expect(scalingWorkerCounts(8)).toEqual([0, 1, 2, 4, 8]);
    expect(scalingWorkerCounts(12)).toEqual([0, 1, 2, 4, 8, 12]);
  });
});
