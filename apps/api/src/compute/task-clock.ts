import type { ComputeTask } from './compute-tasks';

/** What the main thread sends a worker: the task, and where the worker notes when it began it. */
export interface ComputeMessage {
  task: ComputeTask;
  /** Shared with the main thread: 0 until the worker starts the task, then the start in epoch ms. */
  startedAt: BigInt64Array;
  /** The pool's time limit, ms, for a task that runs a process of its own (Infinity: none). */
  timeLimitMs: number;
}

/** A clock for one task, in memory both threads see. */
export function newTaskClock(): BigInt64Array {
  return new BigInt64Array(new SharedArrayBuffer(8));
}

/** In the worker: the task starts now; answers when, epoch ms. */
export function markStarted(clock: BigInt64Array): number {
  const now = Date.now();
  Atomics.store(clock, 0, BigInt(now));
  return now;
}

/** On the main thread: when the worker started the task (epoch ms), or undefined while it waits. */
export function startedAt(clock: BigInt64Array): number | undefined {
  const started = Atomics.load(clock, 0);
  return started === 0n ? undefined : Number(started);
}

export type TaskDeadline =
  | { kind: 'waiting' }
  | { kind: 'running'; remainingMs: number }
  | { kind: 'over'; waited: boolean };

/**
 * Where a task stands against its time limit: still waiting for a worker (whose wait counts against
 * the limit once it has lasted the whole limit), running with time left, or over.
 */
export function taskDeadline(
  clock: BigInt64Array,
  submittedAt: number,
  limitMs: number,
  now: number,
): TaskDeadline {
  const started = startedAt(clock);
  if (started === undefined)
    return now - submittedAt >= limitMs ? { kind: 'over', waited: true } : { kind: 'waiting' };
  const remainingMs = started + limitMs - now;
  return remainingMs > 0 ? { kind: 'running', remainingMs } : { kind: 'over', waited: false };
}
