import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DielineResponseSchema, MockupResponseSchema, ValidationErrorBodySchema } from '@diecut/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepSvg, imagePdf, pagelessPdf } from '../../test/artwork-files';
import { type BuiltServer, builtServerMissing, startBuiltServer } from '../../test/built-server';

/**
 * Artwork made to take the server's memory or time, sent to the built server as an attacker with a
 * valid key would: every file is refused with a 400 that says why (or drawn within bounds), and the
 * server answers the next request as before.
 */
const KEY = 'dl_artwork_bounds';
const skipReason = builtServerMissing();
const children: ChildProcess[] = [];
const dirs: string[] = [];
let server: BuiltServer;
let dielineId: string;

async function start(env: Record<string, string>): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-artwork-bounds-'));
  dirs.push(dataDir);
  return startBuiltServer(
    {
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DIELINES_API_KEYS: KEY,
      DIECUT_DIMENSIONS_API_KEYS: 'dm_artwork_bounds',
      DIECUT_WORKERS: '1',
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
    body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 60, width: 30, height: 90 } }),
  });
  expect(response.status).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline.id;
}

function upload(origin: string, dieline: string, bytes: Uint8Array | string, name: string) {
  const form = new FormData();
  form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return fetch(`${origin}/dielines/${dieline}/3d-mockups`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}` },
    body: form,
  });
}

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  const body = ValidationErrorBodySchema.parse(await response.json());
  return `${body.message} ${body.errors.map((error) => error.message).join(' ')}`;
}

beforeAll(async () => {
  if (skipReason) return;
  server = await start({});
  dielineId = await createDieline(server.origin);
}, 60_000);

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skipReason)('artwork bounds on the built server', () => {
  it('should refuse a 250 KB PDF holding a 16,000 x 16,000 image before decoding it', async () => {
    const pdf = imagePdf(16_000, 16_000);
    expect(pdf.length).toBeLessThan(300_000);
    const message = await refusal(await upload(server.origin, dielineId, pdf, 'bomb.pdf'));
    expect(message).toMatch(/too many pixels.*An image in the PDF has more than 64 megapixels/);
  }, 60_000);

  it('should refuse an artwork whose drawing needs more than the drawing process may take', async () => {
    // 49 megapixels is within the pixel cap, but not within a 400 MB drawing process
    const small = await start({ DIECUT_ARTWORK_DRAW_MEMORY_MB: '400' });
    const dieline = await createDieline(small.origin);
    const message = await refusal(await upload(small.origin, dieline, imagePdf(7000, 7000), 'large.pdf'));
    expect(message).toMatch(/needs more memory than the server gives one artwork/);
    // the server and its worker go on as before
    expect((await upload(small.origin, dieline, imagePdf(100, 100), 'small.pdf')).status).toBe(200);
    small.child.kill('SIGTERM');
    await small.exited;
  }, 120_000);

  it('should draw an SVG that declares a 60,000 px square at the texture size', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="60000" height="30000"><rect width="60000" height="30000" fill="#c03"/></svg>';
    const response = await upload(server.origin, dielineId, svg, 'wide.svg');
    expect(response.status).toBe(200);
    const mockup = MockupResponseSchema.parse(await response.json())['3d_mockup'];
    const description = (await (await fetch(`${server.origin}/3d/${mockup.id}/description.json`)).json()) as {
      artwork: Record<string, { outside: string }>;
    };
    const texture = new Uint8Array(
      await (await fetch(new URL(description.artwork['1']?.outside as string, server.origin))).arrayBuffer(),
    );
    const view = new DataView(texture.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([2048, 1024]);
  }, 60_000);

  it('should refuse an SVG of 50,000 nested groups by its structure, at once', async () => {
    const message = await refusal(await upload(server.origin, dielineId, deepSvg(50_000), 'deep.svg'));
    expect(message).toMatch(/nests its elements more than 256 deep/);
  }, 60_000);

  it('should answer 400, not 500, to a PDF with no pages', async () => {
    const message = await refusal(await upload(server.origin, dielineId, pagelessPdf(), 'empty.pdf'));
    expect(message).toMatch(/PDF \(it has no pages\) file cannot be read/);
  }, 60_000);

  it('should serve the texture of a PDF artwork but never the PDF itself', async () => {
    const response = await upload(server.origin, dielineId, imagePdf(100, 100), 'art.pdf');
    expect(response.status).toBe(200);
    const mockup = MockupResponseSchema.parse(await response.json())['3d_mockup'];
    const description = (await (await fetch(`${server.origin}/3d/${mockup.id}/description.json`)).json()) as {
      artwork: Record<string, { outside: string }>;
    };
    const texture = new URL(description.artwork['1']?.outside as string, server.origin).href;
    expect((await fetch(texture)).status).toBe(200);
    for (const guess of [
      texture.replace(/-texture\.png$/, '.pdf'),
      texture.replace(/-texture\.png$/, '.png'),
    ])
      expect((await fetch(guess)).status, guess).toBe(404);
  }, 60_000);
});
