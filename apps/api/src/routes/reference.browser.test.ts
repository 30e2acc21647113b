import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium as hasChromiumInstalled, launchHeadlessChromium } from '../../test/headless-chromium';
import { tempDataDir } from '../../test/test-app';
import { loadConfig } from '../config';
import { type RunningServer, startServer } from '../server';

/**
 * The API reference as an integrator meets it: `/docs` in headless Debian Chromium against the real
 * server, its Content-Security-Policy in force. It renders the create-dieline operation with its
 * schema and example, try-it reaches this server, and not one request goes to another origin.
 * Skips without Chromium; a screenshot lands in `apps/api/test-artifacts/`.
 */
const hasChromium = hasChromiumInstalled();
const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');
const DIELINES_KEY = 'reference-test-dielines';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let origin = '';
const dirs: string[] = [];

/** A port free now: the public URL must name the port before the server listens, for try-it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

beforeAll(async () => {
  if (!hasChromium) return;
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  mkdirSync(ARTIFACTS, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DIECUT_PUBLIC_URL: origin,
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DIELINES_API_KEYS: DIELINES_KEY,
      DIECUT_DIMENSIONS_API_KEYS: 'reference-test-dimensions',
    }),
    { logger: pino({ level: 'silent' }) },
  );
  browser = await launchHeadlessChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.shutdown(1000);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A page that notes every request it makes, and every request its Content-Security-Policy refused. */
async function watchedPage(): Promise<{ page: Page; requested: string[]; refused: () => Promise<string[]> }> {
  if (!browser) throw new Error('not started');
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  // a refused load never reaches the network, so the page reports it
  await context.addInitScript(
    "window.__refused = []; document.addEventListener('securitypolicyviolation', (e) => window.__refused.push(e.violatedDirective + ' ' + e.blockedURI));",
  );
  const page = await context.newPage();
  return { page, requested, refused: () => page.evaluate<string[]>('window.__refused') };
}

describe('the API reference in Chromium', () => {
  it.skipIf(!hasChromium)(
    'should render the create-dieline operation with its schema and example, loading nothing from another origin',
    async () => {
      const { page, requested, refused } = await watchedPage();
      const response = await page.goto(
        `${origin}/docs#tag/dielines/POST/dieline-templates/{template_id}/dielines`,
      );
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { name: 'Create a dieline', exact: true });
      await heading.waitFor({ timeout: 30_000 });
      const operation = page.locator('section', { has: heading }).first();
      // the body's schema, its fields described
      await expect.poll(() => operation.textContent()).toContain('CreateDielineRequest');
      const text = (await operation.textContent()) ?? '';
      expect(text).toContain('The file format of the dieline');
      expect(text).toContain('variables');
      // the request example, as curl, and the recorded answer
      expect(text).toContain('"dimension_type": "inside"');
      expect(text).toContain(`curl ${origin}/dieline-templates/becf-11001/dielines`);
      expect(text).toContain('"artwork_dimensions"');
      // Markdown is rendered, not shown as backticks
      expect(text).not.toContain('`pdf`');
      await page.screenshot({ path: path.join(ARTIFACTS, 'api-reference.png') });

      expect(requested.length).toBeGreaterThanOrEqual(3);
      expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
      expect(requested).toContain(`${origin}/openapi.json`);
      // zod's probe of `new Function` is the one thing refused (it falls back); no address is
      expect((await refused()).filter((entry) => !entry.endsWith(' eval'))).toEqual([]);
      await page.context().close();
    },
  );

  it.skipIf(!hasChromium)(
    'should send a try-it request to this server with the key, not through a proxy',
    async () => {
      const { page, requested } = await watchedPage();
      await page.goto(`${origin}/docs#tag/catalog/GET/dieline-template-groups`);
      const heading = page.getByRole('heading', { name: 'List dieline template groups', exact: true });
      await heading.waitFor({ timeout: 30_000 });
      await page
        .locator('section', { has: heading })
        .first()
        .getByRole('button', { name: /Test Request/ })
        .click();
      const client = page.getByRole('dialog');
      await client.getByLabel('Bearer Token').fill(DIELINES_KEY);
      const [answer] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url() === `${origin}/dieline-template-groups`),
        client.getByRole('button', { name: /Send/ }).first().click(),
      ]);
      expect(answer.status()).toBe(200);
      expect(await answer.request().headerValue('authorization')).toBe(`Bearer ${DIELINES_KEY}`);
      await expect.poll(() => client.textContent()).toContain('cartons_tuck_end_boxes');
      expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
      await page.context().close();
    },
  );
});
