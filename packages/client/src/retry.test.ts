import { describe, expect, it } from 'vitest';
import { retryAfterMs, sleep } from './retry';

describe('retryAfterMs', () => {
  it('should read delay-seconds', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs(' 0 ')).toBe(0);
  });

  it('should read an HTTP date as the time left until it', () => {
    const now = Date.parse('Mon, 23 Nov 2026 18:00:00 GMT');
    expect(retryAfterMs('Mon, 23 Nov 2026 18:00:12 GMT', now)).toBe(12_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 17:59:00 GMT', now)).toBe(0);
  });

  it('should give undefined for an absent or unreadable header', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs('-3')).toBeUndefined();
  });
});

describe('sleep', () => {
  it('should reject with the reason when its signal aborts', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
