import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServerMissing, startBuiltServer } from '../../test/built-server';
import { defaultReferenceBundlePath } from '../pages/reference-bundle';

/**
 * The reference as the built server (`dist/main.js`) serves it: the renderer's bundle is found from
 * `dist` as from `src`, and travels compressed. Skips cleanly when the API is not built.
 */
const skipReason = builtServerMissing();
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A GET answered as sent: fetch() would decode the body. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('the API reference in the built server', () => {
  it.skipIf(skipReason !== undefined)('should serve /docs and its renderer bundle, gzip', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-reference-'));
    dirs.push(dataDir);
    const server = await startBuiltServer(
      {
        DIECUT_DATA_DIR: dataDir,
        DIECUT_DATABASE_URL: '',
        DIECUT_DIELINES_API_KEYS: 'dl_reference_process_test',
        DIECUT_DIMENSIONS_API_KEYS: 'dm_reference_process_test',
      },
      children,
    );
    const page = await fetch(`${server.origin}/docs`);
    expect(page.status).toBe(200);
    const script = /<script src="([^"]+)"><\/script>/.exec(await page.text())?.[1];
    expect(script).toMatch(/^\/docs\/assets\/scalar-api-reference\.js\?v=[0-9a-f]{16}$/);
    const bundle = await rawGet(`${server.origin}${script}`, { 'Accept-Encoding': 'gzip' });
    expect(bundle.status).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(bundle.body).equals(readFileSync(defaultReferenceBundlePath()))).toBe(true);
    const document = await fetch(`${server.origin}/openapi.json`);
    expect(document.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await document.json()) as { paths: Record<string, unknown> }).paths['/docs']).toBeDefined();
  });
});
