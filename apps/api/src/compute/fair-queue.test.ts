import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

/** Starts everything the queue gives out, answering `owner:task` in order. */
function drain(queue: FairQueue<string>): string[] {
  const started: string[] = [];
  for (let next = queue.next(); next; next = queue.next()) started.push(`${next.owner}:${next.task}`);
  return started;
}

describe('FairQueue', () => {
  it('should take owners in turn rather than first in, first out', () => {
    const queue = new FairQueue<string>({ slots: 1, queueLimit: 100, ownerShare: 1 });
    for (const task of ['a1', 'a2', 'a3']) queue.add('a', task);
    queue.add('b', 'b1');
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const next = queue.next();
      if (!next) throw new Error('nothing to start');
      order.push(next.task);
      queue.finish(next.owner);
    }
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('should never run more of one owner than its share of the places', () => {
    const queue = new FairQueue<string>({ slots: 4, queueLimit: 100, ownerShare: 0.5 });
    for (const task of ['1', '2', '3', '4']) queue.add('heavy', task);
    expect(drain(queue)).toEqual(['heavy:1', 'heavy:2']);
    // the other two places are kept for other owners, who start at once
    queue.add('light', 'x');
    expect(drain(queue)).toEqual(['light:x']);
    expect(queue.running).toBe(3);
    queue.finish('heavy');
    expect(drain(queue)).toEqual(['heavy:3']);
  });

  it('should give every owner at least one place, however small its share', () => {
    const queue = new FairQueue<string>({ slots: 2, queueLimit: 4, ownerShare: 0.01 });
    expect(queue.ownerLimits).toEqual({ running: 1, waiting: 1 });
    queue.add('a', 'a1');
    expect(queue.add('a', 'a2')).toBe('owner-full');
    expect(drain(queue)).toEqual(['a:a1']);
  });

  it("should refuse an owner past its share of the queue, and anyone past the queue's limit", () => {
    const queue = new FairQueue<string>({ slots: 1, queueLimit: 4, ownerShare: 0.5 });
    expect(queue.add('a', '1')).toBeUndefined();
    expect(queue.add('a', '2')).toBeUndefined();
    expect(queue.add('a', '3')).toBe('owner-full');
    expect(queue.add('b', '1')).toBeUndefined();
    expect(queue.add('b', '2')).toBeUndefined();
    expect(queue.add('c', '1')).toBe('full');
    expect(queue.queued).toBe(4);
  });

  it('should put a retried task first in its owner line, past the limits', () => {
    const queue = new FairQueue<string>({ slots: 1, queueLimit: 1, ownerShare: 1 });
    queue.add('a', 'later');
    expect(queue.add('a', 'retried', true)).toBeUndefined();
    expect(queue.next()?.task).toBe('retried');
  });

  it('should forget a task given up on while it waited', () => {
    const queue = new FairQueue<string>({ slots: 1, queueLimit: 10, ownerShare: 1 });
    queue.add('a', 'gone');
    queue.add('a', 'kept');
    expect(queue.remove('a', 'gone')).toBe(true);
    expect(queue.remove('a', 'gone')).toBe(false);
    expect(drain(queue)).toEqual(['a:kept']);
    expect(queue.queued).toBe(0);
  });

  it('should give out every waiting task at shutdown, places and shares aside, and count them running', () => {
    const queue = new FairQueue<string>({ slots: 1, queueLimit: 10, ownerShare: 0.5 });
    queue.add('a', 'a1');
    queue.add('a', 'a2');
    queue.add('b', 'b1');
    expect(queue.drain().map(({ owner, task }) => `${owner}:${task}`)).toEqual(['a:a1', 'a:a2', 'b:b1']);
    expect([queue.queued, queue.running]).toEqual([0, 3]);
    expect(queue.next()).toBeUndefined();
  });
});
