import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { blankBounds, findTemplate, TEMPLATES, validateTemplateVariables } from '@diecut/geometry';
import type { AxeResults } from 'axe-core';
import { pino } from 'pino';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium as hasChromiumInstalled, launchHeadlessChromium } from '../../test/headless-chromium';
import { tempDataDir } from '../../test/test-app';
import { loadConfig } from '../config';
import { type RunningServer, startServer } from '../server';

/**
 * The catalog pages as a person uses them: headless Debian Chromium driven by playwright-core against
 * the real server. Screenshots of each page land in `apps/api/test-artifacts/`. Skips without Chromium.
 */
const hasChromium = hasChromiumInstalled();
const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');
const PT_PER_MM = 72 / 25.4;
/** How many images of the page have not loaded, or failed to. */
const UNLOADED_IMAGES =
  '[...document.images].filter((img) => !img.complete || img.naturalWidth === 0).length';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
const dirs: string[] = [];

beforeAll(async () => {
  if (!hasChromium) return;
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DIELINES_API_KEYS: 'browser-test-dielines',
      DIECUT_DIMENSIONS_API_KEYS: 'browser-test-dimensions',
    }),
    { logger: pino({ level: 'silent' }) },
  );
  browser = await launchHeadlessChromium();
  // the pages forbid every script by CSP; the test's own axe-core is let in
  context = await browser.newContext({
    acceptDownloads: true,
    bypassCSP: true,
    viewport: { width: 1200, height: 900 },
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.shutdown(1000);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function expectAccessible(page: Page, label: string) {
  await page.addScriptTag({ content: axeSource });
  // browser code as strings: this package's types have no DOM
  const results = await page.evaluate<AxeResults>('axe.run()');
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(' | ')})`,
  );
  expect(violations, label).toEqual([]);
  // the rules the issue names by name ran and passed
  const passed = new Set(results.passes.map((rule) => rule.id));
  for (const rule of ['html-has-lang', 'document-title', 'heading-order'])
    expect(passed, `${label} ${rule}`).toContain(rule);
}

async function screenshot(page: Page, name: string) {
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  expect(existsSync(file)).toBe(true);
}

/** Width and height in points of the first page's MediaBox, read from the uncompressed page dictionary. */
function mediaBox(pdf: Buffer): { width: number; height: number } {
  const match = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(
    pdf.toString('latin1'),
  );
  if (!match) throw new Error('no MediaBox in the PDF');
  const [x0, y0, x1, y1] = match.slice(1).map(Number) as [number, number, number, number];
  return { width: x1 - x0, height: y1 - y0 };
}

/** `pdfinfo`'s page size, where poppler is installed. */
function pdfinfoSize(file: string): { width: number; height: number } | undefined {
  try {
    const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const match = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
    return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
  } catch {
    return undefined;
  }
}

describe('catalog pages in Chromium', () => {
  it.skipIf(!hasChromium)(
    'should update the flat blank and the folded box as the visitor types sizes, under the page own CSP',
    async () => {
      if (!browser || !server) throw new Error('not started');
      // a context of its own that keeps the page's Content-Security-Policy
      const strict = await browser.newContext({ viewport: { width: 1200, height: 900 } });
      try {
        const page = await strict.newPage();
        const refused: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
        });
        await page.goto(`${server.url}/templates/becf-11001`);
        const section = page.locator('.live-preview');
        await expect.poll(() => section.getAttribute('data-preview-state')).toBe('ready');
        await page.locator('#preview-folded[data-ready]').waitFor();
        const flatWidth = () =>
          page.evaluate<number>("document.querySelector('#preview-flat svg').viewBox.baseVal.width");
        const frontWidth = () =>
          page.evaluate<number>(`(() => {
            const front = document.getElementById('preview-folded').description.scene.parts[0].panels
              .find((panel) => panel.id === 'front');
            const xs = front.outline.map(([x]) => x);
            return Math.max(...xs) - Math.min(...xs);
          })()`);
        const before = await flatWidth();

        await page.getByLabel('Length (mm, required)').fill('180');
        await page.getByLabel('Width (mm, required)').fill('50');
        await page.getByLabel('Height (mm, required)').fill('120');
        await expect
          .poll(() => section.getAttribute('data-preview-query'))
          .toMatch(/length=180&.*height=120/);
        await expect.poll(() => section.getAttribute('data-preview-state')).toBe('ready');
        // the front panel spans the length (a board more, between crease centres)
        expect(await frontWidth()).toBeGreaterThan(180);
        expect(await frontWidth()).toBeLessThan(182);
        expect(await flatWidth()).toBeGreaterThan(before);
        await page.locator('#preview-folded[data-ready]').waitFor();
        await screenshot(page, 'template-live-preview');

        await page.getByLabel('Height (mm, required)').fill('tall');
        await expect.poll(() => section.getAttribute('data-preview-state')).toBe('invalid');
        expect(await page.locator('#preview-status').textContent()).toMatch(/height/i);
        expect(refused).toEqual([]);
      } finally {
        await strict.close();
      }
    },
  );

  it.skipIf(!hasChromium)(
    'should open the catalog, follow a template, fill the form and download a PDF of the asked size',
    async () => {
      if (!context || !server) throw new Error('not started');
      const page = await context.newPage();
      const catalog = await page.goto(`${server.url}/templates`);
      expect(catalog?.status()).toBe(200);
      expect(await page.title()).toBe('Dieline templates · Diecut');
      // every preview loads (they are lazy: load them all for the check and the screenshot)
      await page.evaluate("for (const img of document.images) img.loading = 'eager'");
      // a hundred-odd drawings on a busy machine: wait for them, however long the renders take
      await page.waitForFunction(`${UNLOADED_IMAGES} === 0`, undefined, { timeout: 90_000 });
      expect(await page.locator('img').count()).toBe(TEMPLATES.length);
      await screenshot(page, 'catalog');
      await expectAccessible(page, '/templates');

      await page.getByRole('link', { name: 'Reverse Tuck End Box', exact: true }).click();
      await page.waitForURL('**/templates/becf-11001');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Reverse Tuck End Box');
      // a hundred-odd drawings on a busy machine: wait for them, however long the renders take
      await page.waitForFunction(`${UNLOADED_IMAGES} === 0`, undefined, { timeout: 90_000 });
      await screenshot(page, 'template');
      await expectAccessible(page, '/templates/becf-11001');

      const sizes = { length: '120', width: '60', height: '180', top_tuck_flap: '20' };
      await page.getByLabel('Format').selectOption('pdf');
      await page.getByLabel('Unit of the sizes').selectOption('mm');
      await page.getByLabel('Length (mm, required)').fill(sizes.length);
      await page.getByLabel('Width (mm, required)').fill(sizes.width);
      await page.getByLabel('Height (mm, required)').fill(sizes.height);
      await page.getByLabel('Top tuck flap (mm)').fill(sizes.top_tuck_flap);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download dieline' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('reverse-tuck-end-box.pdf');
      const file = path.join(dirs[0] ?? '', 'download.pdf');
      await download.saveAs(file);
      const pdf = readFileSync(file);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // the page holds the whole blank of the entered sizes
      const template = findTemplate('becf-11001');
      if (!template) throw new Error('no becf-11001');
      const [part] = template.build(validateTemplateVariables(template, sizes, 'mm'));
      if (!part) throw new Error('no part');
      const blank = blankBounds(part.graph);
      const blankPt = {
        width: (blank.maxX - blank.minX) * PT_PER_MM,
        height: (blank.maxY - blank.minY) * PT_PER_MM,
      };
      const box = mediaBox(pdf);
      expect(box.width).toBeGreaterThanOrEqual(blankPt.width);
      expect(box.height).toBeGreaterThanOrEqual(blankPt.height);
      // and is drawn for them: margins, dimension texts and the header add less than 100 mm
      expect(box.width).toBeLessThan(blankPt.width + 100 * PT_PER_MM);
      expect(box.height).toBeLessThan(blankPt.height + 100 * PT_PER_MM);
      const info = pdfinfoSize(file);
      if (info) {
        expect(info.width).toBeCloseTo(box.width, 1);
        expect(info.height).toBeCloseTo(box.height, 1);
      }
      await page.close();
    },
    60_000,
  );

  it.skipIf(!hasChromium)(
    'should show the suggestion next to a too-small flap and keep the entered values',
    async () => {
      if (!context || !server) throw new Error('not started');
      const page = await context.newPage();
      await page.goto(`${server.url}/templates/becf-11001`);
      await page.getByLabel('Length (mm, required)').fill('110');
      await page.getByLabel('Top tuck flap (mm)').fill('3');
      await page.getByRole('button', { name: 'Download dieline' }).click();
      await page.waitForURL('**/templates/becf-11001/dieline');
      const flap = page.getByLabel('Top tuck flap (mm)');
      const field = page.locator('.field', { has: flap });
      await expect.poll(() => field.locator('.error').textContent()).toContain('Suggested: 8 mm');
      expect(await field.locator('.error').textContent()).toContain(
        "Variable 'top_tuck_flap' must be at least 8 mm.",
      );
      expect(await flap.inputValue()).toBe('3');
      expect(await flap.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Length (mm, required)').inputValue()).toBe('110');
      expect(await page.getByRole('alert').getByRole('link').first().getAttribute('href')).toBe(
        '#var-top_tuck_flap',
      );
      expect(await page.title()).toMatch(/^Error: /);
      await screenshot(page, 'template-suggestion');
      await expectAccessible(page, 'the form with an error');

      // taking the suggestion makes the file
      await flap.fill('8');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download dieline' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('reverse-tuck-end-box.pdf');
      await page.close();
    },
    60_000,
  );

  it.skipIf(!hasChromium)(
    'should open on a front page that says what the server is and leads to the catalog',
    async () => {
      if (!context || !server) throw new Error('not started');
      const page = await context.newPage();
      const response = await page.goto(`${server.url}/`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Diecut');
      await screenshot(page, 'front');
      await expectAccessible(page, 'front page');
      await page.getByRole('link', { name: 'The template catalog' }).click();
      await page.waitForURL(/\/templates$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dieline templates');
      await page.close();
    },
    30_000,
  );

  it.skipIf(!hasChromium)(
    'should show a plain 404 page for an unknown template',
    async () => {
      if (!context || !server) throw new Error('not started');
      const page = await context.newPage();
      const response = await page.goto(`${server.url}/templates/becf-00000`);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Template not found');
      await screenshot(page, 'not-found');
      await expectAccessible(page, '404 page');
      await page.close();
    },
    30_000,
  );
});
