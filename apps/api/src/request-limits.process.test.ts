import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServerMissing, probeHealth, startBuiltServer } from '../test/built-server';

/**
 * Hostile requests as a tester sent them to the built API (`dist/main.js`): a form of 355,000 fields,
 * bodies and headers sent a byte at a time, a raw backslash in the path. Each is answered in the JSON
 * error shape, small, and the server keeps answering others. Skips cleanly when the API is not built.
 */
const skipReason = builtServerMissing();
const KEY = 'dl_request_limits_test';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-limits-'));
  dirs.push(dataDir);
  return startBuiltServer(
    {
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DATABASE_URL: '',
      DIECUT_DIELINES_API_KEYS: KEY,
      DIECUT_DIMENSIONS_API_KEYS: 'dm_request_limits_test',
      DIECUT_LOG_LEVEL: 'info',
      ...env,
    },
    children,
  );
}

async function createDieline(origin: string): Promise<string> {
  const response = await fetch(`${origin}/dieline-templates/becf-11001/dielines`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 100, width: 50, height: 150 } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { dieline: { id: string } }).dieline.id;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A whole HTTP/1.1 answer as read off a socket. */
function parseAnswer(text: string): Answer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/**
 * Sends `head` on a socket of its own, then `trickle` one byte every 50 ms for as long as the socket
 * is open (a client that never finishes its request); resolves with what came back once the server
 * closes the socket, and how many trickled bytes it had sent by then.
 */
function rawExchange(origin: string, head: string, trickle?: string) {
  const url = new URL(origin);
  return new Promise<Answer & { trickled: number }>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = '';
    let trickled = 0;
    const timer = trickle
      ? setInterval(() => {
          if (socket.writable) socket.write(trickle.charAt(trickled++ % trickle.length));
        }, 50)
      : undefined;
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    // the server may reset the connection of a client still sending: what came before it counts
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      if (!received) reject(new Error('closed without an answer'));
      else resolve({ ...parseAnswer(received), trickled });
    });
  });
}

/** A POST with `body`, resolved with the answer as soon as it is read, whatever then happens to the upload. */
function post(origin: string, pathname: string, contentType: string, body: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      `${origin}${pathname}`,
      {
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${KEY}`,
          'Content-Type': contentType,
          'Content-Length': body.byteLength,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: text,
          }),
        );
      },
    );
    // the server answers before the upload is through, then drops the rest: a write error may follow
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Resolves once the server has logged lines that `enough` accepts, as its output arrives. */
function logged(instance: BuiltServer, enough: (logs: BuiltServer['logs']) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!enough(instance.logs)) return;
      instance.child.stdout?.off('data', check);
      resolve();
    };
    instance.child.stdout?.on('data', check);
    check();
  });
}

const errorsLogged = (instance: BuiltServer) =>
  instance.logs.filter((entry) => Number(entry.level) >= 50).map((entry) => JSON.stringify(entry));

describe(`the API process under hostile requests${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it.skipIf(!!skipReason)(
    'should refuse a mockup form of 355,000 fields at once, with a small body, while /healthz keeps answering',
    async () => {
      const instance = await start();
      const dielineId = await createDieline(instance.origin);
      const boundary = 'b';
      const parts = Array.from(
        { length: 355_000 },
        (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="${i.toString(36)}"\r\n\r\n\r\n`,
      );
      const form = Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
      // under the artwork limit (20 MiB and 64 KiB): only the field limit can refuse it
      expect(form.byteLength).toBeGreaterThan(19_000_000);
      expect(form.byteLength).toBeLessThan(20 * 1024 * 1024);

      let uploading = true;
      const probes: number[] = [];
      const probing = (async () => {
        while (uploading) probes.push((await probeHealth(instance.origin)).status);
      })();
      const answer = await post(
        instance.origin,
        `/dielines/${dielineId}/3d-mockups`,
        `multipart/form-data; boundary=${boundary}`,
        form,
      ).finally(() => {
        uploading = false;
      });
      await probing;
      probes.push((await probeHealth(instance.origin)).status);
      console.info(
        `355,000-field form: ${form.byteLength} bytes sent, answered ${answer.status} with ${answer.body.length} bytes; /healthz answered ${probes.length} times meanwhile`,
      );

      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'Too many form fields: a 3D mockup form takes at most 64 fields and files.',
      });
      expect(answer.body.length).toBeLessThan(200);
      expect(probes.every((status) => status === 200)).toBe(true);
      expect(errorsLogged(instance)).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!!skipReason)(
    'should answer 408 in the JSON shape and close the connection of a body or headers slower than DIECUT_REQUEST_TIMEOUT_MS',
    async () => {
      const instance = await start({ DIECUT_REQUEST_TIMEOUT_MS: '500' });
      const dielineId = await createDieline(instance.origin);
      const head = (pathname: string, contentType: string) =>
        `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n`;
      const [json, form, headers] = await Promise.all([
        // a dieline create whose JSON never ends
        rawExchange(
          instance.origin,
          `${head('/dieline-templates/becf-11001/dielines', 'application/json')}{"format": "svg", "variables": {"unit": "mm", "name": "`,
          'x',
        ),
        // a mockup create whose artwork never ends
        rawExchange(
          instance.origin,
          `${head(`/dielines/${dielineId}/3d-mockups`, 'multipart/form-data; boundary=b')}--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          'x',
        ),
        // headers that never end
        rawExchange(instance.origin, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'x'),
      ]);
      const message = 'Request timeout: the request, headers and body, must arrive within 500 ms.';
      for (const [name, answer] of Object.entries({ json, form, headers })) {
        expect(answer.status, name).toBe(408);
        expect(answer.headers['content-type'], name).toBe('application/json');
        expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
        expect(answer.headers.connection, name).toBe('close');
        expect(JSON.parse(answer.body), name).toEqual({ message });
        // the client was still sending when the server closed: far from the 100,000 bytes it announced
        expect(answer.trickled, name).toBeLessThan(1000);
      }
      // the handlers that waited on those bodies ended too: each logs the 408, none an error
      const timedOut = (logs: BuiltServer['logs']) =>
        logs.filter((entry) => entry.status === 408 && entry.route);
      await logged(instance, (logs) => timedOut(logs).length >= 2);
      expect(
        timedOut(instance.logs)
          .map((entry) => entry.route)
          .sort(),
      ).toEqual(['/dieline-templates/:template_id/dielines', '/dielines/:dieline_id/3d-mockups']);
      expect(errorsLogged(instance)).toEqual([]);
      expect((await probeHealth(instance.origin)).status).toBe(200);
    },
    30_000,
  );

  it.skipIf(!!skipReason)(
    'should answer a raw backslash in the path, a bad Host and oversized headers in the JSON shape',
    async () => {
      const instance = await start();
      const backslash = await rawExchange(
        instance.origin,
        'GET /dielines\\x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      expect(backslash.status).toBe(400);
      expect(backslash.headers['content-type']).toBe('application/json');
      expect(backslash.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(backslash.body)).toEqual({
        message: 'Malformed request: backslash in request path.',
      });

      const badHost = await rawExchange(
        instance.origin,
        'GET /healthz HTTP/1.1\r\nHost: exa mple\r\nConnection: close\r\n\r\n',
      );
      expect(badHost.status).toBe(400);
      expect(JSON.parse(badHost.body).message).toMatch(/^Malformed request: /);

      const huge = await rawExchange(
        instance.origin,
        `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge.status).toBe(431);
      expect(huge.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(huge.body).message).toMatch(/^Request header fields too large/);
      expect(errorsLogged(instance)).toEqual([]);
    },
    30_000,
  );
});
