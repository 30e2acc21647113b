import { describe, expect, it } from 'vitest';
import { base62Time, newApiKey, newId, newMockupId } from './ids';

describe('newId', () => {
  it('should put the time first, so that ids sort as their creation times do', () => {
    const times = [
      0,
      1,
      61,
      62,
      1_000_000,
      Date.UTC(2026, 10, 27),
      Date.UTC(2026, 10, 27) + 1,
      Date.UTC(2100, 0, 1),
    ];
    const ids = times.map((time) => newId('di_', time));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => /^di_[0-9A-Za-z]{30}$/.test(id))).toBe(true);
  });

  it('should write the time as eight base62 digits', () => {
    expect(base62Time(0)).toBe('00000000');
    expect(base62Time(61)).toBe('0000000z');
    expect(base62Time(62)).toBe('00000010');
    expect(base62Time(62 ** 8 - 1)).toBe('zzzzzzzz');
  });

  it('should differ in its random part for ids of the same millisecond', () => {
    const now = Date.now();
    const tails = new Set(Array.from({ length: 1000 }, () => newId('ne_', now).slice(3 + 8)));
    expect(tails.size).toBe(1000);
    expect([...tails].every((tail) => /^[0-9A-Za-z]{22}$/.test(tail))).toBe(true);
  });
});

describe('newMockupId and newApiKey', () => {
  it('should keep their shapes', () => {
    expect(newMockupId()).toMatch(/^[0-9a-z]{10}$/);
    expect(newApiKey('dielines')).toMatch(/^dl_[0-9A-Za-z]{40}$/);
    expect(newApiKey('dimensions')).toMatch(/^dm_[0-9A-Za-z]{40}$/);
  });
});
