import { describe, expect, it } from 'vitest';
import { markStarted, newTaskClock, startedAt, taskDeadline } from './task-clock';

describe('taskDeadline', () => {
  it('should give a task its whole limit from when a worker started it', () => {
    const clock = newTaskClock();
    expect(startedAt(clock)).toBeUndefined();
    const started = markStarted(clock);
    expect(startedAt(clock)).toBe(started);
    // sent long before it started: the wait does not count
    expect(taskDeadline(clock, started - 5_000, 1_000, started + 400)).toEqual({
      kind: 'running',
      remainingMs: 600,
    });
    expect(taskDeadline(clock, started - 5_000, 1_000, started + 1_000)).toEqual({
      kind: 'over',
      waited: false,
    });
  });

  it('should let a task wait for a worker up to the limit, and no longer', () => {
    const clock = newTaskClock();
    expect(taskDeadline(clock, 10_000, 1_000, 10_999)).toEqual({ kind: 'waiting' });
    expect(taskDeadline(clock, 10_000, 1_000, 11_000)).toEqual({ kind: 'over', waited: true });
  });
});
