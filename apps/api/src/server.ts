import { type AddressInfo, Server as NetServer } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { type Logger, pino } from 'pino';
import { createApp } from './app';
import { provisionApiKeys } from './auth/api-keys';
import { ComputePool } from './compute/compute-pool';
import type { ApiConfig } from './config';
import type { AppEnv } from './http/app-env';
import { openStorage } from './storage/open-storage';
import { scheduleRetention } from './storage/schedule-retention';
import type { Storage } from './storage/storage';

/** How soon after the signal, and how often, keep-alive connections with nothing in flight are closed. */
const IDLE_SWEEP_MS = 200;
const netClose = NetServer.prototype.close;

export interface RunningServer {
  url: string;
  port: number;
  app: Hono<AppEnv>;
  keys: { dielines: string[]; dimensions: string[] };
  /** The worker threads that draw dielines; its stats show how much work left the main thread. */
  compute: ComputePool;
  /**
   * Stops accepting connections, answers requests in flight (with `Connection: close`), then closes
   * storage and the workers; connections still open after `graceMs` (`DIECUT_SHUTDOWN_GRACE_MS`) are cut.
   */
  shutdown(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  /** Lets a caller add routes (the bench's bare route) before the catch-all 404. */
  extendApp?: (app: Hono<AppEnv>) => void;
  /** Storage opened by the caller (the bench's PGlite) instead of the configured one; closed on shutdown. */
  storage?: Storage;
}

export async function startServer(config: ApiConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: config.logLevel, base: undefined });
  const keys = provisionApiKeys(
    { dielines: config.dielinesApiKeys, dimensions: config.dimensionsApiKeys },
    config.dataDir,
  );
  // migrations run here, before the port opens: no request ever meets an old schema
  const storage = options.storage ?? (await openStorage(config, logger));
  const compute = new ComputePool(config.workers, {
    queueLimit: config.computeQueueLimit,
    timeLimitMs: config.computeTimeLimitMs,
    onWorkerError: (error) =>
      logger.error({ event: 'compute_worker_error', err: error }, 'a compute worker failed'),
  });
  const app = createApp({
    compute,
    publicUrl: config.publicUrl,
    storage,
    logger,
    keys,
    jsonBodyLimitBytes: config.jsonBodyLimitBytes,
    artworkMaxBytes: config.artworkMaxBytes,
    publicFormLimitPerMinute: config.publicFormLimitPerMinute,
    keyLimitPerMinute: config.keyLimitPerMinute,
    extendApp: options.extendApp,
  });

  // once shutdown begins, every answer tells its client to close the connection, so keep-alive
  // clients move to another instance instead of holding this one open with new requests
  let draining = false;
  // handlers still running: one whose client hung up keeps going (its files and record are written
  // all or nothing), so shutdown waits for these, not only for the sockets, before closing storage
  let handling = 0;
  let allHandled: (() => void) | undefined;
  const fetchThenClose: typeof app.fetch = async (request, env, context) => {
    handling++;
    let response: Response;
    try {
      response = await app.fetch(request, env, context);
    } finally {
      handling--;
      if (handling === 0) allHandled?.();
    }
    if (!draining) return response;
    const closing = new Response(response.body, response);
    closing.headers.set('Connection', 'close');
    return closing;
  };
  const handlersDone = (deadline: number) =>
    new Promise<void>((resolve) => {
      if (handling === 0) return resolve();
      allHandled = resolve;
      setTimeout(resolve, Math.max(0, deadline - Date.now())).unref();
    });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: fetchThenClose, port: config.port, hostname: config.host }, () =>
      resolve(instance),
    );
    instance.once('error', reject);
  }).catch(async (error: unknown) => {
    await Promise.all([storage.close(), compute.close()]);
    throw error;
  });
  answerClientErrorsInJson(server as import('node:http').Server);
  const port = (server.address() as AddressInfo).port;
  const retention = config.retentionDays
    ? scheduleRetention({
        storage,
        logger,
        days: config.retentionDays,
        intervalMinutes: config.retentionSweepMinutes,
      })
    : undefined;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  let closing: Promise<void> | undefined;
  const shutdown = (graceMs = config.shutdownGraceMs): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      draining = true;
      const deadline = Date.now() + graceMs;
      const http = server as import('node:http').Server;
      const force = setTimeout(() => http.closeAllConnections(), graceMs);
      force.unref();
      // net's close stops accepting without http's immediate cut of idle keep-alive connections: a
      // request a client sent just before the signal may still sit unread on one of them
      netClose.call(http, () => {
        clearTimeout(force);
        clearInterval(idleSweep);
        // no connection is open any more; requests whose clients left may still be drawing or saving
        handlersDone(deadline)
          .then(() => retention?.stop())
          // a task still running at the deadline has its worker stopped, so the stop keeps to the grace
          .then(() => Promise.all([storage.close(), compute.close(deadline)]))
          .then(
            () => logger.info({ event: 'shutdown', compute: compute.stats() }, 'server stopped'),
            (error: unknown) =>
              logger.error({ event: 'shutdown', err: error }, 'closing storage or workers failed'),
          )
          .finally(resolve);
      });
      // every answer from now on closes its connection; one with nothing in flight is closed once
      // whatever was already sent on it has been read, and again later for streams answered before
      // the signal, so keep-alive sockets cannot hold the stop open
      const idleSweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
      idleSweep.unref();
    });
    return closing;
  };

  return { url: `http://${host}:${port}`, port, app, keys, compute, shutdown };
}

/**
 * Requests Node refuses before the app sees them (headers over its 16 KB limit, malformed HTTP) get
 * the API's JSON error shape instead of a bare status line.
 */
function answerClientErrorsInJson(server: import('node:http').Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && socket.destroyed)) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const body = JSON.stringify({
      message: tooLarge
        ? 'Request header fields too large: the URL and headers together must stay under 16 KB.'
        : 'Malformed HTTP request.',
    });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
