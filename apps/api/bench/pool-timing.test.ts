import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { COMPUTE_THREAD_NAME } from '../src/compute/task-clock';
import { cpuTimes, scalingWorkerCounts, serviceOverhead } from './pool-timing';

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

describe('serviceOverhead', () => {
  const load = { requests_per_second: 100, latency_p50_ms: 1, latency_p99_ms: 2, non_2xx: 0 };

  it('should divide the server CPU per create by the engine CPU, its parts adding up to the difference', () => {
    const overhead = serviceOverhead(
      { ...load, process_cpu_ms: 5, main_thread_cpu_ms: 1.2, worker_threads_cpu_ms: 2.5 },
      { runs: 10, cpu_ms: 2, thread_cpu_ms: 1.6 },
    );
    expect(overhead?.ratio).toBe(2.5);
    expect(overhead?.beyond_engine_ms).toEqual({ main_thread: 1.2, worker_thread: 0.9, other_threads: 0.9 });
    const { main_thread, worker_thread, other_threads } = overhead?.beyond_engine_ms ?? {};
    expect((main_thread ?? 0) + (worker_thread ?? 0) + (other_threads ?? 0)).toBeCloseTo(5 - 2);
  });

  it('should answer nothing without the per-thread figures', () => {
    expect(serviceOverhead({ ...load, process_cpu_ms: 5 }, { runs: 10, cpu_ms: 2, thread_cpu_ms: 1.6 })).toBe(
      undefined,
    );
  });
});

describe.runIf(process.platform === 'linux')('cpuTimes', () => {
  it("should count a compute worker's thread by its name, apart from the main thread", async () => {
    const before = cpuTimes(process.pid);
    // a thread named as the pool's workers name theirs, spinning until /proc has counted 50 ms of it
    const worker = new Worker(
      `
      const { readFileSync, writeFileSync } = require('node:fs');
      const { parentPort, workerData } = require('node:worker_threads');
      writeFileSync('/proc/thread-self/comm', workerData);
      const used = () => {
        const stat = readFileSync('/proc/thread-self/stat', 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10;
      };
      const start = used();
      while (used() - start < 50) {}
      parentPort.postMessage('spun');
      parentPort.once('message', () => process.exit(0));
      `,
      { eval: true, workerData: COMPUTE_THREAD_NAME },
    );
    await new Promise((resolve) => worker.once('message', resolve));
    const after = cpuTimes(process.pid);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage('stop');
    await exited;
    expect(readFileSync(`/proc/${process.pid}/task/${process.pid}/comm`, 'utf8').trim()).not.toBe(
      COMPUTE_THREAD_NAME,
    );
    expect((after?.workers ?? 0) - (before?.workers ?? 0)).toBeGreaterThanOrEqual(50);
    expect((after?.all ?? 0) - (before?.all ?? 0)).toBeGreaterThanOrEqual(50);
  });
});
