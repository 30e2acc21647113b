import { request as httpRequest } from 'node:http';
import { DielineResponseSchema, ValidationErrorBodySchema } from '@diecut/schema';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIELINES_KEY, tempDataDir } from '../../test/test-app';
import { loadConfig } from '../config';
import { startServer } from '../server';

let harness: ReturnType<typeof createTestApp> | undefined;
afterEach(() => harness?.cleanup());

function postRaw(body: string) {
  return harness?.request('/dieline-templates/becf-11001/dielines', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  }) as Promise<Response>;
}

describe('strict input', () => {
  it('should answer 400 naming a key given twice, and store nothing', async () => {
    harness = createTestApp();
    const response = await postRaw(
      '{"format":"svg","variables":{"unit":"mm","length":100,"length":120,"width":50,"height":150}}',
    );
    expect(response.status).toBe(400);
    const body = ValidationErrorBodySchema.parse(await response.json());
    expect(body.errors.map((error) => error.message)).toEqual([
      "The key 'length' in 'variables' is given more than once.",
    ]);
  });

  it('should answer 400 for __proto__ among the variables instead of dropping it', async () => {
    harness = createTestApp();
    const response = await postRaw(
      '{"format":"svg","variables":{"unit":"mm","length":100,"width":50,"height":150,"__proto__":{"x":1}}}',
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("'__proto__' in 'variables' is not allowed");
  });

  it('should answer 400 naming an unknown top-level field on create', async () => {
    harness = createTestApp();
    const response = await postRaw(
      '{"format":"svg","colour":"red","variables":{"unit":"mm","length":100,"width":50,"height":150}}',
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('colour');
  });

  it('should answer 400 for a repeated Authorization or version header', async () => {
    harness = createTestApp();
    const authorization = await harness.request('/dieline-template-groups', {
      key: null,
      headers: [
        ['Authorization', `Bearer ${DIELINES_KEY}`],
        ['Authorization', `Bearer ${DIELINES_KEY}`],
      ],
    });
    expect(authorization.status).toBe(400);
    expect(((await authorization.json()) as { message: string }).message).toContain(
      "'Authorization' header once",
    );
    const version = await harness.request('/dieline-template-groups', {
      headers: [
        ['Dielines-Api-Version', '1.0'],
        ['Dielines-Api-Version', '1.0'],
      ],
    });
    expect(version.status).toBe(400);
    expect(((await version.json()) as { message: string }).message).toContain(
      "'Dielines-Api-Version' header once",
    );
  });

  it('should refuse a repeated Authorization header sent over a real connection', async () => {
    const dataDir = tempDataDir();
    const running = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DIECUT_DATA_DIR: dataDir,
        DIECUT_DIELINES_API_KEYS: DIELINES_KEY,
        DIECUT_DIMENSIONS_API_KEYS: 'dm_strict_input',
      }),
      { logger: pino({ level: 'silent' }) },
    );
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${running.url}/dieline-template-groups`, {
          // raw header pairs: both lines go on the wire
          headers: ['Authorization', `Bearer ${DIELINES_KEY}`, 'Authorization', 'Bearer someone-else'],
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
      expect(status).toBe(400);
      // a 17 KB URL: Node refuses it before the app, and the answer keeps the API's error shape
      const long = await fetch(`${running.url}/dielines/${'x'.repeat(17 * 1024)}`, {
        headers: { Authorization: `Bearer ${DIELINES_KEY}` },
      });
      expect(long.status).toBe(431);
      expect(long.headers.get('content-type')).toBe('application/json');
      expect(((await long.json()) as { message: string }).message).toContain('too large');
    } finally {
      await running.shutdown();
    }
  });

  it('should send /docs and stored files with a content security policy and nosniff', async () => {
    harness = createTestApp();
    const docs = await harness.request('/docs');
    expect(docs.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(docs.headers.get('x-content-type-options')).toBe('nosniff');
    const created = await postRaw(
      '{"format":"dxf","variables":{"unit":"mm","length":100,"width":50,"height":150}}',
    );
    const { dieline } = DielineResponseSchema.parse(await created.json());
    const file = await harness.request(new URL(dieline.url).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
