import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DielineResponseSchema, MockupResponseSchema } from '@diecut/schema';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoColourPng } from '../../test/artwork-files';
import { hasChromium, launchHeadlessChromium } from '../../test/headless-chromium';
import { tempDataDir } from '../../test/test-app';
import { loadConfig } from '../config';
import { defaultViewerBundlePath } from '../mockups/viewer-bundle';
import { type RunningServer, startServer } from '../server';

/**
 * A mockup as a shop's customer sees it: a dieline and a mockup made through the real server with a
 * two-colour PNG, its hosted page opened in headless Debian Chromium (WebGL through SwiftShader).
 * Screenshots land in `apps/api/test-artifacts/`. Skips without Chromium or the built viewer.
 */
const skipReason = !hasChromium()
  ? 'no Chromium'
  : !existsSync(defaultViewerBundlePath())
    ? 'the viewer bundle is not built'
    : undefined;
const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');
const KEY = 'mockup-browser-dielines';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  if (skipReason) return;
  dataDir = tempDataDir();
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DIECUT_DATA_DIR: dataDir,
      DIECUT_DIELINES_API_KEYS: KEY,
      DIECUT_DIMENSIONS_API_KEYS: 'mockup-browser-dimensions',
    }),
    { logger: pino({ level: 'silent' }) },
  );
  browser = await launchHeadlessChromium({ webgl: true });
  page = await browser.newPage({ viewport: { width: 800, height: 600 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.shutdown();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function api(pathname: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(pathname, server?.url);
  return fetch(url, { ...init, headers: { Authorization: `Bearer ${KEY}`, ...init.headers } });
}

interface Capture {
  data: Uint8Array;
}

/** The page's pixels, RGBA, decoded by the browser from a screenshot kept as an artefact. */
async function capture(name: string): Promise<Capture> {
  if (!page) throw new Error('not started');
  const png = await page.screenshot({ path: path.join(ARTIFACTS, `mockup-page-${name}.png`) });
  const base64 = await page.evaluate(async (encoded) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${encoded}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  }, png.toString('base64'));
  return { data: Buffer.from(base64, 'base64') };
}

const count = (image: Capture, test: (r: number, g: number, b: number) => boolean) => {
  let found = 0;
  for (let i = 0; i < image.data.length; i += 4)
    if (test(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0)) found++;
  return found;
};

function changedShare(a: Capture, b: Capture): number {
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const delta = [0, 1, 2].reduce(
      (sum, k) => sum + Math.abs((a.data[i + k] ?? 0) - (b.data[i + k] ?? 0)),
      0,
    );
    if (delta > 24) changed++;
  }
  return changed / (a.data.length / 4);
}

const isRed = (r: number, g: number, b: number) => r > 110 && r > 1.8 * g && r > 1.8 * b;
const isBlue = (r: number, g: number, b: number) => b > 110 && b > 1.6 * r && b > 1.2 * g;

async function openPage(url: string): Promise<void> {
  if (!page) throw new Error('not started');
  await page.goto(url);
  await page.waitForSelector('diecut-mockup[data-ready]', { timeout: 30_000 });
  // one more frame after the first, so the screenshot holds what the element drew
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

/** A mockup of a striped tuck end box made through the API: its id. */
async function stripedMockup(): Promise<string> {
  const created = await api('/dieline-templates/becf-11001/dielines', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 100, width: 50, height: 150 } }),
  });
  const dieline = DielineResponseSchema.parse(await created.json()).dieline;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(twoColourPng(64, 32))], { type: 'image/png' }), 'art.png');
  const made = await api(`/dielines/${dieline.id}/3d-mockups`, { method: 'POST', body: form });
  return MockupResponseSchema.parse(await made.json())['3d_mockup'].id;
}

/** A shop's own page on another origin (another port), embedding the viewer and a mockup of the API. */
function shopPage(html: string): Promise<Server> {
  const shop = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => shop.listen(0, '127.0.0.1', () => resolve(shop)));
}

describe(`the hosted mockup page in Chromium${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it.skipIf(!!skipReason)(
    "should show a mockup embedded on another site's page, loading the viewer, description and textures across origins",
    async () => {
      const id = await stripedMockup();
      const origin = new URL(server?.url as string).origin;
      const bundle = await fetch(`${origin}/3d/${id}`).then((response) => response.text());
      const script = /src="(\/3d\/assets\/[^"]+)"/.exec(bundle)?.[1] as string;
      // localhost, not 127.0.0.1: another origin than the API's, as a shop's site is
      const shop = await shopPage(
        `<!doctype html><html lang="en"><title>Shop</title><script type="module" src="${origin}${script}"></script><diecut-mockup src="${origin}/3d/${id}/description.json" style="display:block;width:800px;height:600px"></diecut-mockup></html>`,
      );
      const blocked: string[] = [];
      page?.on('console', (message) => {
        if (message.type() === 'error') blocked.push(message.text());
      });
      try {
        await openPage(`http://localhost:${(shop.address() as AddressInfo).port}/`);
        const embedded = await capture('embedded');
        expect(blocked).toEqual([]);
        expect(count(embedded, isRed)).toBeGreaterThan(2000);
        expect(count(embedded, isBlue)).toBeGreaterThan(2000);
      } finally {
        page?.removeAllListeners('console');
        shop.close();
      }
    },
    120_000,
  );

  it.skipIf(!!skipReason)(
    'should show the box wearing both artwork colours, fold with the slider and change with the substrate',
    async () => {
      const created = await api('/dieline-templates/becf-11001/dielines', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          format: 'svg',
          variables: { unit: 'mm', length: 100, width: 50, height: 150 },
        }),
      });
      expect(created.status).toBe(200);
      const dieline = DielineResponseSchema.parse(await created.json()).dieline;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(twoColourPng(64, 32))], { type: 'image/png' }), 'art.png');
      form.append('name', 'Striped tea box');
      const made = await api(`/dielines/${dieline.id}/3d-mockups`, { method: 'POST', body: form });
      expect(made.status, await made.clone().text()).toBe(200);
      const mockup = MockupResponseSchema.parse(await made.json())['3d_mockup'];

      const pageUrl = new URL(`/3d/${mockup.id}`, server?.url).toString();
      await openPage(pageUrl);
      expect(await page?.title()).toContain('Striped tea box');
      const folded = await capture('folded');
      expect(count(folded, isRed)).toBeGreaterThan(2000);
      expect(count(folded, isBlue)).toBeGreaterThan(2000);

      // the page's own fold slider, as a person moves it
      const slider = page?.locator('diecut-mockup').locator('input[type=range]');
      await slider?.focus();
      await page?.keyboard.press('Home');
      await page?.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
      const flat = await capture('flat');
      expect(changedShare(folded, flat)).toBeGreaterThan(0.05);

      const update = new FormData();
      update.append('substrate', 'kraft_brown');
      update.append('scene_background_color', '#203040');
      const updated = await api(`/dielines/${dieline.id}/3d-mockups/${mockup.id}`, {
        method: 'PUT',
        body: update,
      });
      expect(updated.status, await updated.clone().text()).toBe(200);
      await openPage(pageUrl);
      const kraft = await capture('kraft-brown');
      expect(changedShare(folded, kraft)).toBeGreaterThan(0.05);
      // the artwork is still printed on the new board
      expect(count(kraft, isBlue)).toBeGreaterThan(1000);
    },
    120_000,
  );
});
