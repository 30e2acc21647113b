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
    // one task at a time (this fixture's tasks hold the thread, so a second one in the thread would
    // run before the first one's answer is posted): the second waits 400 ms, then runs 400 ms
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, timeLimitMs: 600, ownerShare: 0.5 });
    await pool.run(echo('started'));
    const busy = (value: string) => ({ kind: 'busy', ms: 400, value }) as unknown as ComputeTask;
    const results = await Promise.all([pool.run(busy('first')), pool.run(busy('second'))]);
    expect(results).toEqual(['first', 'second']);
  });

  it('should answer busy (503, Retry-After) for a task that waited for a worker the whole limit', async () => {
    // half the places for one owner: one task at a time, the others wait in the pool's queue
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, timeLimitMs: 500, ownerShare: 0.5 });
    await pool.run(echo('started'));
    const busy = (value: string) => ({ kind: 'busy', ms: 300, value }) as unknown as ComputeTask;
    // the second waits 300 ms and runs 300 from its start; the third would wait 600, past its 500
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

  it("should run a task again that lost its worker to another task's time limit, rather than fail it", async () => {
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, timeLimitMs: 300 });
    await pool.run(echo('started'));
    // both in the one thread: the echo waits behind the spin, whose worker is stopped at the limit
    const [stuck, other] = await Promise.allSettled([
      pool.run(spin, 'key 1'),
      pool.run(echo('kept'), 'key 2'),
    ]);
    expect(stuck.status).toBe('rejected');
    expect(((stuck as PromiseRejectedResult).reason as DiecutError).message).toMatch(
      /stopped this after 0.3 s/,
    );
    expect(other).toEqual({ status: 'fulfilled', value: 'kept' });
  });

  it("should start another owner's task while one owner's tasks wait, and refuse an owner past its share of the queue", async () => {
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, ownerShare: 0.5, queueLimit: 4 });
    await pool.run(echo('started'));
    const answered: string[] = [];
    const busy = (value: string) => ({ kind: 'busy', ms: 150, value }) as unknown as ComputeTask;
    const heavy = ['h1', 'h2', 'h3'].map((value) =>
      pool?.run(busy(value), 'heavy').then((done) => answered.push(done as unknown as string)),
    );
    // the heavy owner holds its one place and two of the queue's four: a third is refused
    const refused = await pool.run(busy('h4'), 'heavy').catch((thrown: unknown) => thrown);
    expect((refused as DiecutError).status).toBe(429);
    expect((refused as DiecutError).headers).toMatchObject({ 'Retry-After': '2' });
    await pool.run(echo('light'), 'light').then((done) => answered.push(done as unknown as string));
    await Promise.all(heavy);
    // the light task went past the heavy owner's waiting ones
    expect(answered.indexOf('light')).toBeLessThan(answered.indexOf('h3'));
    expect(answered.indexOf('light')).toBeLessThanOrEqual(1);
  });

  it('should finish what waits in the fair queue when closed, and a task sent while closing', async () => {
    pool = new ComputePool(1, { workerFile: SPINNING_WORKER, ownerShare: 0.5 });
    await pool.run(echo('started'));
    const busy = (value: string) => ({ kind: 'busy', ms: 100, value }) as unknown as ComputeTask;
    // one runs, two wait in the owner's line
    const queued = ['a', 'b', 'c'].map((value) => pool?.run(busy(value), 'one owner'));
    const closing = pool.close();
    const late = pool.run(echo('late')).catch((error: unknown) => (error as Error).message);
    expect(await Promise.all(queued)).toEqual(['a', 'b', 'c']);
    await closing;
    // piscina runs or refuses a task sent once it closes: either way the caller is answered
    expect(await late).toBeTypeOf('string');
    pool = undefined;
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
