import { Writable } from 'node:stream';
import { DielineResponseSchema } from '@diecut/schema';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twoColourPng } from '../../test/artwork-files';
import { createTestApp } from '../../test/test-app';
import { storedResourceIds } from './__testing__/stored-files';
import { scheduleRetention } from './schedule-retention';
import type { Storage } from './storage';

function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info', base: undefined }, sink), lines };
}

/** Only what the schedule calls; every cutoff it asks for is kept. */
function fakeStorage(answers: (Record<string, number> | Error)[]) {
  const cutoffs: string[] = [];
  const storage = {
    async deleteCreatedBefore(kind: string, before: string) {
      expect(kind).toBe('dieline');
      cutoffs.push(before);
      const answer = answers.shift() ?? {};
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as Storage;
  return { storage, cutoffs };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleRetention', () => {
  it('should sweep at once and then every interval, measuring age on the given clock', async () => {
    vi.useFakeTimers();
    let clock = new Date('2026-11-23T12:00:00.000Z');
    const { storage, cutoffs } = fakeStorage([{ dieline: 2, nesting: 1, '3d_mockup': 3 }, {}]);
    const { logger, lines } = collectingLogger();
    const schedule = scheduleRetention({ storage, logger, days: 30, intervalMinutes: 15, now: () => clock });
    await vi.advanceTimersByTimeAsync(0);
    expect(cutoffs).toEqual(['2026-10-24T12:00:00.000Z']);
    clock = new Date('2026-11-23T12:15:00.000Z');
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(cutoffs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cutoffs).toEqual(['2026-10-24T12:00:00.000Z', '2026-10-24T12:15:00.000Z']);
    expect(lines.filter((line) => line.event === 'retention')).toMatchObject([
      { dielines: 2, nestings: 1, mockups: 3, before: '2026-10-24T12:00:00.000Z' },
      { dielines: 0, nestings: 0, mockups: 0 },
    ]);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(cutoffs).toHaveLength(2);
  });

  it('should log a failed sweep and try again at the next interval', async () => {
    vi.useFakeTimers();
    const { storage, cutoffs } = fakeStorage([new Error('database went away'), { dieline: 1 }]);
    const { logger, lines } = collectingLogger();
    const schedule = scheduleRetention({ storage, logger, days: 1, intervalMinutes: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cutoffs).toHaveLength(2);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'retention sweep failed'],
      [30, 'deleted dielines past retention'],
    ]);
    await schedule.stop();
  });

  it('should take a dieline made through the API with its nesting and mockup once it is past retention', async () => {
    const app = createTestApp();
    try {
      const json = { 'Content-Type': 'application/json' };
      const created = await app.request('/dieline-templates/becf-11001/dielines', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          format: 'svg',
          variables: { unit: 'mm', length: 100, width: 50, height: 150 },
        }),
      });
      const { id } = DielineResponseSchema.parse(await created.json()).dieline;
      const nesting = await app.request(`/dielines/${id}/nestings/lt_straight_grid`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          format: 'svg',
          variables: { unit: 'mm', sheet_width: 1020, sheet_height: 720 },
        }),
      });
      expect(nesting.status).toBe(200);
      const artwork = new FormData();
      artwork.append('file', new Blob([new Uint8Array(twoColourPng())], { type: 'image/png' }), 'a.png');
      expect(
        (await app.request(`/dielines/${id}/3d-mockups`, { method: 'POST', body: artwork })).status,
      ).toBe(200);
      expect(storedResourceIds(app.dataDir)).toHaveLength(3);

      const { logger, lines } = collectingLogger();
      const options = { storage: app.storage, logger, days: 30, intervalMinutes: 60 };
      const inTwentyNineDays = scheduleRetention({
        ...options,
        now: () => new Date(Date.now() + 29 * 86_400_000),
      });
      await inTwentyNineDays.stop();
      expect(storedResourceIds(app.dataDir)).toHaveLength(3);
      const inThirtyOneDays = scheduleRetention({
        ...options,
        now: () => new Date(Date.now() + 31 * 86_400_000),
      });
      await inThirtyOneDays.stop();
      expect(lines.at(-1)).toMatchObject({ event: 'retention', dielines: 1, nestings: 1, mockups: 1 });
      expect(storedResourceIds(app.dataDir)).toEqual([]);
      expect((await app.request(`/dielines/${id}`)).status).toBe(404);
    } finally {
      await app.cleanup();
    }
  });
});
