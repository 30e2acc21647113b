import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cancelIfWaiting, markStarted, newTaskClock, started, taskDeadline } from './task-clock';

describe('taskDeadline', () => {
  it('should give a task its whole limit from when a worker started it', () => {
    const clock = newTaskClock();
    expect(started(clock)).toBeUndefined();
    const at = markStarted(clock) as number;
    expect(started(clock)).toEqual({ at, threadId });
    // sent long before it started: the wait does not count
    expect(taskDeadline(clock, at - 5_000, 1_000, at + 400)).toEqual({ kind: 'running', remainingMs: 600 });
    expect(taskDeadline(clock, at - 5_000, 1_000, at + 1_000)).toEqual({ kind: 'over', waited: false });
  });

  it('should let a task wait for a worker up to the limit, and no longer', () => {
    const clock = newTaskClock();
    expect(taskDeadline(clock, 10_000, 1_000, 10_999)).toEqual({ kind: 'waiting' });
    expect(taskDeadline(clock, 10_000, 1_000, 11_000)).toEqual({ kind: 'over', waited: true });
  });
});

describe('cancelIfWaiting', () => {
  it('should keep a worker from starting a task given up on, and not give up on one started', () => {
    const waiting = newTaskClock();
    expect(cancelIfWaiting(waiting)).toBe(true);
    expect(markStarted(waiting)).toBeUndefined();
    expect(started(waiting)).toBeUndefined();

    const running = newTaskClock();
    expect(markStarted(running)).toBeTypeOf('number');
    expect(cancelIfWaiting(running)).toBe(false);
    expect(started(running)).toBeDefined();
  });
});
