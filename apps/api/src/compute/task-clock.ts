import { threadId } from 'node:worker_threads';
import type { ComputeTask } from './compute-tasks';

/** The name a compute worker gives its thread in /proc (at most 15 characters). */
export const COMPUTE_THREAD_NAME = 'diecut-compute';

/** What the main thread sends a worker: the task, and the clock the two threads share for it. */
export interface ComputeMessage {
  task: ComputeTask;
  clock: BigInt64Array;
  /** The pool's time limit, ms, for a task that runs a process of its own (Infinity: none). */
  timeLimitMs: number;
  /** Memory, MB, of an artwork's drawing process (its default when absent). */
  artworkMemoryMb?: number;
}

/** The clock's slots: the task's state, when a worker started it (epoch ms), and which worker. */
const STATE = 0;
const STARTED_AT = 1;
const THREAD = 2;
const WAITING = 0n;
const STARTED = 1n;
const CANCELLED = 2n;

/** A clock for one task, in memory both threads see. */
export function newTaskClock(): BigInt64Array {
  return new BigInt64Array(new SharedArrayBuffer(3 * BigInt64Array.BYTES_PER_ELEMENT));
}

/**
 * In the worker: the task starts now, on this thread; answers when (epoch ms), or undefined for a
 * task the main thread gave up on while it waited, which the worker should skip.
 */
export function markStarted(clock: BigInt64Array): number | undefined {
  const now = Date.now();
  Atomics.store(clock, STARTED_AT, BigInt(now));
  Atomics.store(clock, THREAD, BigInt(threadId));
  return Atomics.compareExchange(clock, STATE, WAITING, STARTED) === WAITING ? now : undefined;
}

/** On the main thread: gives up on a task that no worker has started; false once one has. */
export function cancelIfWaiting(clock: BigInt64Array): boolean {
  return Atomics.compareExchange(clock, STATE, WAITING, CANCELLED) === WAITING;
}

/** When a worker started the task (epoch ms), and on which thread; undefined while it waits. */
export function started(clock: BigInt64Array): { at: number; threadId: number } | undefined {
  if (Atomics.load(clock, STATE) !== STARTED) return undefined;
  return { at: Number(Atomics.load(clock, STARTED_AT)), threadId: Number(Atomics.load(clock, THREAD)) };
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
  const start = started(clock);
  if (start === undefined)
    return now - submittedAt >= limitMs ? { kind: 'over', waited: true } : { kind: 'waiting' };
  const remainingMs = start.at + limitMs - now;
  return remainingMs > 0 ? { kind: 'running', remainingMs } : { kind: 'over', waited: false };
}
