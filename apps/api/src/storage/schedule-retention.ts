import type { Logger } from 'pino';
import type { Storage } from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  storage: Storage;
  logger: Logger;
  /** Dielines created more than this many days ago go, with the nestings and mockups made of them. */
  days: number;
  /** Minutes between two sweeps; the first runs at once. */
  intervalMinutes: number;
  /** The clock the age is measured against; tests set it. */
  now?: () => Date;
}

export interface RetentionSchedule {
  /** One sweep now: what it deleted, by kind. */
  runOnce(): Promise<Record<string, number>>;
  /** No further sweep starts; resolves once a running one has finished. */
  stop(): Promise<void>;
}

/**
 * Deletes expired dielines on a timer. A sweep never overlaps the next one, and a failed sweep is
 * logged and tried again at the next interval. Instances sharing a database may each sweep: deleting
 * what another instance already deleted finds nothing.
 */
export function scheduleRetention(options: RetentionOptions): RetentionSchedule {
  const { storage, logger, days } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const runOnce = async () => {
    const before = new Date(now().getTime() - days * DAY_MS).toISOString();
    const deleted = await storage.deleteCreatedBefore('dieline', before);
    logger.info(
      {
        event: 'retention',
        before,
        dielines: deleted.dieline ?? 0,
        nestings: deleted.nesting ?? 0,
        mockups: deleted['3d_mockup'] ?? 0,
      },
      'deleted dielines past retention',
    );
    return deleted;
  };

  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => logger.error({ event: 'retention', err: error }, 'retention sweep failed'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, options.intervalMinutes * 60_000);
        timer.unref();
      });
  };
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
