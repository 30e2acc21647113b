import { fileURLToPath } from 'node:url';
import { DiecutError } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { ComputePool } from './compute-pool';
import type { ComputeTask } from './compute-tasks';

const SPINNING_WORKER = fileURLToPath(new URL('../../test/fixtures/spinning-worker.mjs', import.meta.url));

// the fixture's own tasks, outside the real ones
const spin = { kind: 'spin' } as unknown as ComputeTask;
const echo = (value: string) => ({ kind: 'echo', value }) as unknown as ComputeTask;

describe('ComputePool', () => {
  let pool: ComputePool | undefined;

  afterEach(async () => {
    await pool?.close(Date.now());
    pool = undefined;
  });

  it('should stop a task past its time limit with a 503, and run the next one on a fresh worker', async () => {
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, timeLimitMs: 300 });
    const started = performance.now();
    const error = await pool.run(spin).catch((thrown: unknown) => thrown);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(DiecutError);
    expect((error as DiecutError).status).toBe(503);
    expect((error as DiecutError).message).toMatch(/stopped this after 0.3 s/);
    expect(await pool.run(echo('after'))).toBe('after');
  });

  it('should count the time limit from when a worker starts the task, not from when it was sent', async () => {
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, timeLimitMs: 600 });
    await pool.run(echo('started'));
    // one thread: the second waits 400 ms for it, then runs 400 ms, 800 ms after it was sent
    const busy = (value: string) => ({ kind: 'busy', ms: 400, value }) as unknown as ComputeTask;
    const results = await Promise.all([pool.run(busy('first')), pool.run(busy('second'))]);
    expect(results).toEqual(['first', 'second']);
  });

  it('should answer busy (503, Retry-After) for a task that waited for a worker the whole limit', async () => {
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, timeLimitMs: 500 });
    await pool.run(echo('started'));
    const busy = (value: string) => ({ kind: 'busy', ms: 300, value }) as unknown as ComputeTask;
    // two fit in the thread at once, the second waiting 300 ms; the third waits 600, past its 500
    const outcomes = await Promise.allSettled([
      pool.run(busy('a')),
      pool.run(busy('b')),
      pool.run(busy('c')),
    ]);
    expect(outcomes.slice(0, 2)).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'fulfilled', value: 'b' },
    ]);
    const third = outcomes[2];
    expect(third?.status).toBe('rejected');
    const error = (third as PromiseRejectedResult).reason as DiecutError;
    expect(error.status).toBe(503);
    expect(error.headers).toMatchObject({ 'Retry-After': '2' });
    expect(error.message).toMatch(/busy/);
  });

  it('should end within its deadline when a task never ends', async () => {
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER });
    const stuck = pool.run(spin).catch((thrown: unknown) => thrown);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await pool.close(Date.now() + 300);
    expect(performance.now() - started).toBeLessThan(2000);
    const error = await stuck;
    expect(error).toBeInstanceOf(DiecutError);
    expect((error as DiecutError).status).toBe(503);
    pool = undefined;
  });
});
