import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';
import { ERROR_MESSAGES } from '@diecut/schema';
import { getRequestListener, type HttpBindings, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type Logger, pino } from 'pino';
import { createApp } from './app';
import { provisionApiKeys } from './auth/api-keys';
import { ComputePool } from './compute/compute-pool';
import type { ApiConfig } from './config';
import type { AppEnv } from './http/app-env';
import { openStorage } from './storage/open-storage';
import { type RetentionSchedule, scheduleRetention } from './storage/schedule-retention';
import type { Storage } from './storage/storage';

/** How soon after the signal, and how often, keep-alive connections with nothing in flight are closed. */
const IDLE_SWEEP_MS = 200;
const netClose = NetServer.prototype.close;
/** A request's headers must arrive within this, or `DIECUT_REQUEST_TIMEOUT_MS` when shorter. */
const HEADERS_TIMEOUT_MS = 20_000;
/** How often Node looks for requests past their time; its default, 30 s, would let one run 30 s over. */
const TIMEOUT_CHECK_MS = 1000;
/** A refusal (408 for a late body) not yet read by its client after this long has its connection cut. */
const REFUSAL_GRACE_MS = 1000;

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
  const compute = startComputePool(config, logger);
  const app = createApp({
    compute,
    publicUrl: config.publicUrl,
    storage,
    logger,
    keys,
    jsonBodyLimitBytes: config.jsonBodyLimitBytes,
    artworkMaxBytes: config.artworkMaxBytes,
    publicFormLimitPerMinute: config.publicFormLimitPerMinute,
    publicPreviewLimitPerMinute: config.publicPreviewLimitPerMinute,
    keyLimitPerMinute: config.keyLimitPerMinute,
    extendApp: options.extendApp,
  });
  const exchanges = new WeakMap<Socket, Exchange>();
  const handlers = trackHandlers(app, exchanges);
  // @hono/node-server's listener with an error handler of ours, which its `serve` does not take: a
  // request it cannot turn into a web Request (a backslash in the path, a bad Host) gets the JSON shape
  const listener = getRequestListener(handlers.fetch, {
    hostname: config.host,
    errorHandler: (error) => unreadableRequestAnswer(error, logger),
  });
  const server = await listen(config, listener, exchanges).catch(async (error: unknown) => {
    await Promise.all([storage.close(), compute.close()]);
    throw error;
  });
  answerClientErrorsInJson(server, exchanges, config.requestTimeoutMs, logger);
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
    closing ??= stopServer({ server, handlers, retention, storage, compute, logger }, graceMs);
    return closing;
  };

  return { url: `http://${host}:${port}`, port, app, keys, compute, shutdown };
}

function startComputePool(config: ApiConfig, logger: Logger): ComputePool {
  return new ComputePool(config.workers, {
    queueLimit: config.computeQueueLimit,
    timeLimitMs: config.computeTimeLimitMs,
    ownerShare: config.computeKeySharePercent / 100,
    artworkMemoryMb: config.artworkDrawMemoryMb,
    onWorkerError: (error) =>
      logger.error({ event: 'compute_worker_error', err: error }, 'a compute worker failed'),
  });
}

/** The app's fetch as the server runs it, with what shutdown needs to know of the handlers. */
interface TrackedHandlers {
  fetch: Hono<AppEnv>['fetch'];
  /** From now on every answer tells its client to close the connection. */
  drain(): void;
  /** Resolves once no handler runs, or at `deadline` (epoch ms) whichever comes first. */
  handlersDone(deadline: number): Promise<void>;
}

function trackHandlers(app: Hono<AppEnv>, exchanges: WeakMap<Socket, Exchange>): TrackedHandlers {
  // once shutdown begins, every answer tells its client to close the connection, so keep-alive
  // clients move to another instance instead of holding this one open with new requests
  let draining = false;
  // handlers still running: one whose client hung up keeps going (its files and record are written
  // all or nothing), so shutdown waits for these, not only for the sockets, before closing storage
  let handling = 0;
  let allHandled: (() => void) | undefined;
  const fetchThenClose: typeof app.fetch = async (request, env, context) => {
    handling++;
    const handled = (async () => app.fetch(request, env, context))().finally(() => {
      handling--;
      if (handling === 0) allHandled?.();
    });
    // a body still arriving at DIECUT_REQUEST_TIMEOUT_MS (or one Node cannot parse) is answered in the
    // handler's place; the handler then fails on the closed connection, and shutdown still waits for it
    const incoming = (env as HttpBindings | undefined)?.incoming;
    const found = incoming && exchanges.get(incoming.socket);
    const exchange = found?.incoming === incoming ? found : undefined;
    let response: Response;
    try {
      response = exchange
        ? await Promise.race([
            handled,
            new Promise<Response>((resolve) => {
              exchange.refuse = resolve;
            }),
          ])
        : await handled;
    } finally {
      if (exchange) exchange.refuse = undefined;
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
  return {
    fetch: fetchThenClose,
    drain: () => {
      draining = true;
    },
    handlersDone,
  };
}

/** The HTTP server listening, with Node's request limits, each connection's latest exchange noted. */
function listen(
  config: ApiConfig,
  listener: ReturnType<typeof getRequestListener>,
  exchanges: WeakMap<Socket, Exchange>,
): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const instance = createServer(
      {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
        connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, config.requestTimeoutMs),
      },
      (incoming, outgoing) => {
        exchanges.set(incoming.socket, { incoming, outgoing });
        void listener(incoming, outgoing);
      },
    );
    instance.once('error', reject);
    instance.listen(config.port, config.host, () => resolve(instance));
  });
}

interface Running {
  server: Server;
  handlers: TrackedHandlers;
  retention: RetentionSchedule | undefined;
  storage: Storage;
  compute: ComputePool;
  logger: Logger;
}

/** See `RunningServer.shutdown`. */
function stopServer(
  { server: http, handlers, retention, storage, compute, logger }: Running,
  graceMs: number,
): Promise<void> {
  return new Promise<void>((resolve) => {
    handlers.drain();
    const deadline = Date.now() + graceMs;
    const force = setTimeout(() => http.closeAllConnections(), graceMs);
    force.unref();
    // net's close stops accepting without http's immediate cut of idle keep-alive connections: a
    // request a client sent just before the signal may still sit unread on one of them
    netClose.call(http, () => {
      clearTimeout(force);
      clearInterval(idleSweep);
      // no connection is open any more; requests whose clients left may still be drawing or saving
      handlers
        .handlersDone(deadline)
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
}

/** A connection's latest request and its answer; `refuse` answers it while its handler still runs. */
interface Exchange {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
  refuse?: ((answer: Response) => void) | undefined;
}

const jsonHeaders = {
  'Content-Type': 'application/json',
  'X-Content-Type-Options': 'nosniff',
};

/** 400 for a request the Node adapter could not read (its `RequestError`); 500 for anything else. */
function unreadableRequestAnswer(error: unknown, logger: Logger): Response {
  if (error instanceof RequestError) {
    const message = `Malformed request: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}.`;
    logger.info({ event: 'request_refused', status: 400, reason: error.message });
    return new Response(JSON.stringify({ message }), { status: 400, headers: jsonHeaders });
  }
  logger.error({ err: error }, 'unhandled error outside the app');
  return new Response(JSON.stringify({ message: ERROR_MESSAGES.internal }), {
    status: 500,
    headers: jsonHeaders,
  });
}

/**
 * Requests Node refuses (headers over its 16 KB limit, malformed HTTP, a request not arrived whole within
 * `DIECUT_REQUEST_TIMEOUT_MS`) get the API's JSON error shape instead of Node's bare status line: 431,
 * 400 or 408.
 */
function answerClientErrorsInJson(
  server: Server,
  exchanges: WeakMap<Socket, Exchange>,
  requestTimeoutMs: number,
  logger: Logger,
): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && socket.destroyed)) {
      socket.destroy();
      return;
    }
    const [status, reason, message]: [431 | 408 | 400, string, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            'Request header fields too large: the URL and headers together must stay under 16 KB.',
          ]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [
              408,
              'Request Timeout',
              `Request timeout: the request, headers and body, must arrive within ${requestTimeoutMs} ms.`,
            ]
          : [400, 'Bad Request', 'Malformed HTTP request.'];
    const body = JSON.stringify({ message });
    const exchange = exchanges.get(socket);
    logger.info({
      event: 'client_error',
      status,
      code: error.code,
      in_body: !!exchange && !exchange.incoming.complete,
    });
    if (exchange && (!exchange.incoming.complete || !exchange.outgoing.writableFinished)) {
      // headers read, so the answer is the app's response to write (never a second one on the socket):
      // in its handler's place while that still runs, else the connection just closes
      if (exchange.refuse && !exchange.outgoing.headersSent) {
        exchange.refuse(new Response(body, { status, headers: { ...jsonHeaders, Connection: 'close' } }));
        // the handler still waits on the body: once the answer is sent, Node stops feeding the request
        // (it drops it from the connection) and the body would never end, so it fails with this
        // instead, which the error handler turns into the same answer for the request log
        const cut = new HTTPException(status, { message });
        exchange.outgoing.once('finish', () => exchange.incoming.destroy(cut));
        // a client that does not read its answer is cut
        setTimeout(() => {
          exchange.incoming.destroy(cut);
          socket.destroy();
        }, REFUSAL_GRACE_MS).unref();
      } else socket.destroy();
      return;
    }
    // no response exists before the headers are read: written on the socket, as Node writes its own
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      // a client still sending (a slow header) would otherwise hold the half-closed socket open
      () => socket.destroy(),
    );
  });
}
