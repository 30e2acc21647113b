import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { findTemplate, type MockupDescription } from '@diecut/geometry';
import type { DiecutMockupElement, MockupViewState } from '@diecut/mockup-viewer';
import { DielineResponseSchema, MockupResponseSchema } from '@diecut/schema';
import { pino } from 'pino';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelPng, twoColourPng } from '../../test/artwork-files';
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
      // the stretched artwork's warning sits on its own line above the viewer, not over the box
      const layout = await page?.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        return { warning: box('.warning')?.bottom, viewer: box('diecut-mockup')?.top };
      });
      expect(layout?.warning).toBeGreaterThan(0);
      expect(layout?.viewer).toBeGreaterThanOrEqual(layout?.warning ?? Infinity);
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

/** The eight styles a designer shows a client: cartons, trays, a mailer, a slotted case, rigid boxes. */
const STYLES = [
  'becf-11001', // reverse tuck end
  'becf-12001', // 1-2-3 snap lock bottom
  'becf-13001', // auto-lock bottom
  'becf-16001', // tray with glued corners
  'becf-21101', // FEFCO 0201
  'becf-24271', // FEFCO 0427 mailer
  'becf-31001', // lid and base rigid box
  'becf-32001', // book box
];

const RED = [210, 30, 30];
const BLUE = [30, 40, 200];

/**
 * An artwork for a description's printed part: red over its front panel's bounding box, blue
 * everywhere else, so that a picture shows whether the front is what the camera faces.
 */
function frontArtwork(description: MockupDescription, size = 256): Uint8Array {
  const { front } = description.scene.stand;
  const part = description.scene.parts[front.part - 1] as MockupDescription['scene']['parts'][number];
  const outline = part.panels.find((panel) => panel.id === front.panel)?.outline ?? [];
  const frame = part.artworkFrame;
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  return pixelPng(size, size, (column, row) => {
    const x = frame.minX + ((column + 0.5) / size) * frame.width;
    // the image's top row is the top of the blank
    const y = frame.minY + (1 - (row + 0.5) / size) * frame.height;
    const inFront =
      x >= Math.min(...xs) && x <= Math.max(...xs) && y >= Math.min(...ys) && y <= Math.max(...ys);
    return inFront ? RED : BLUE;
  });
}

/** The element's state as drawn (the viewer's `viewState`). */
async function viewState(): Promise<MockupViewState> {
  const state = await page?.evaluate(
    () => (document.querySelector('diecut-mockup') as DiecutMockupElement).viewState,
  );
  if (!state) throw new Error('no view state');
  return state;
}

async function setFold(progress: number): Promise<void> {
  await page?.evaluate((value) => {
    (document.querySelector('diecut-mockup') as DiecutMockupElement).setFold(value);
    return new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  }, progress);
}

/** Pixels of a colour in the middle of the picture (the middle 40 % each way), as a share of them. */
function centreShare(image: Capture, test: (r: number, g: number, b: number) => boolean): number {
  const width = 800;
  const height = 600;
  let found = 0;
  let all = 0;
  for (let y = Math.round(height * 0.3); y < height * 0.7; y++) {
    for (let x = Math.round(width * 0.3); x < width * 0.7; x++) {
      const i = (y * width + x) * 4;
      all++;
      if (test(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0)) found++;
    }
  }
  return found / all;
}

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, v, k) => sum + v * (b[k] ?? 0), 0);

describe(`eight styles on the hosted page${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  for (const style of STYLES) {
    it.skipIf(!!skipReason)(
      `${style} should stand on its base and open on its front, in a three-quarter view`,
      async () => {
        const template = findTemplate(style) ?? expect.fail(style);
        const size = template.sampleSize ?? { length: 100, width: 50, height: 150 };
        const created = await api(`/dieline-templates/${style}/dielines`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', ...size } }),
        });
        expect(created.status, await created.clone().text()).toBe(200);
        const dieline = DielineResponseSchema.parse(await created.json()).dieline;
        const first = new FormData();
        first.append(
          'file',
          new Blob([new Uint8Array(twoColourPng(8, 8))], { type: 'image/png' }),
          'art.png',
        );
        first.append('name', template.name);
        const made = await api(`/dielines/${dieline.id}/3d-mockups`, { method: 'POST', body: first });
        expect(made.status, await made.clone().text()).toBe(200);
        const mockup = MockupResponseSchema.parse(await made.json())['3d_mockup'];
        const described = (await (
          await fetch(new URL(`/3d/${mockup.id}/description.json`, server?.url))
        ).json()) as MockupDescription;
        // the artwork again, red on the front panel and blue elsewhere
        const update = new FormData();
        update.append(
          'file',
          new Blob([new Uint8Array(frontArtwork(described))], { type: 'image/png' }),
          'front.png',
        );
        const updated = await api(`/dielines/${dieline.id}/3d-mockups/${mockup.id}`, {
          method: 'PUT',
          body: update,
        });
        expect(updated.status, await updated.clone().text()).toBe(200);

        await openPage(new URL(`/3d/${mockup.id}`, server?.url).toString());
        const folded = await viewState();
        expect(folded.view).toBe('three-quarter');
        // upright: the base faces the ground and the box stands on it
        expect(dot(folded.baseNormal ?? [], [0, -1, 0]), 'base down').toBeGreaterThan(0.99);
        expect(Math.abs(folded.groundGap), 'on the ground').toBeLessThan(1);
        // the front faces the camera, near the middle of the picture
        expect(
          dot(folded.frontNormal ?? [], folded.cameraDirection),
          'front toward the camera',
        ).toBeGreaterThan(0.5);
        const [u, v] = folded.frontOnCanvas ?? [-1, -1];
        expect(u, 'front across').toBeGreaterThan(0.25);
        expect(u, 'front across').toBeLessThan(0.75);
        expect(v, 'front down').toBeGreaterThan(0.2);
        expect(v, 'front down').toBeLessThan(0.8);
        const hero = await capture(`${style}-folded`);
        writeFileSync(
          path.join(ARTIFACTS, `mockup-page-${style}-centre.json`),
          `${JSON.stringify({ red: centreShare(hero, isRed), blue: centreShare(hero, isBlue) })}\n`,
        );
        // the front's artwork where the client looks first; a rigid box is printed on the wrap a
        // client sees most of, the lid wrap (its front red) or the book box's case wrap, which has no
        // front: its lid board wears the artwork's other colour across the top
        if (style === 'becf-31001') expect(count(hero, isRed), 'front artwork').toBeGreaterThan(1000);
        else if (style === 'becf-32001') {
          expect(count(hero, isBlue), 'case artwork').toBeGreaterThan(40_000);
          // and not on the tray's wrap, whose front shows between the case boards
          expect(centreShare(hero, isRed), 'tray wrap unprinted').toBeLessThan(0.05);
        } else {
          expect(centreShare(hero, isRed), 'front artwork in the middle').toBeGreaterThan(0.15);
          expect(centreShare(hero, isRed)).toBeGreaterThan(centreShare(hero, isBlue));
        }

        await setFold(0.5);
        const half = await viewState();
        expect(Math.abs(half.groundGap), 'on the ground half folded').toBeLessThan(1);
        await capture(`${style}-half`);
        await setFold(0);
        const flat = await viewState();
        // lying: the base's printed face looks up, the blank on the ground
        expect(dot(flat.baseNormal ?? [], [0, 1, 0]), 'flat, printed face up').toBeGreaterThan(0.99);
        expect(Math.abs(flat.groundGap), 'flat on the ground').toBeLessThan(1);
        const blank = await capture(`${style}-flat`);
        expect(count(blank, isRed) + count(blank, isBlue), 'the blank in view').toBeGreaterThan(5000);
      },
      120_000,
    );
  }

  it.skipIf(!!skipReason)(
    'should offer camera presets as buttons the keyboard reaches',
    async () => {
      const id = await stripedMockup();
      await openPage(new URL(`/3d/${id}`, server?.url).toString());
      const element = page?.locator('diecut-mockup');
      await element?.getByRole('slider', { name: 'Fold' }).focus();
      // Play, then the presets, the three-quarter view first and pressed
      await page?.keyboard.press('Tab');
      await page?.keyboard.press('Tab');
      const threeQuarter = element?.getByRole('button', { name: 'Three-quarter view' });
      expect(await threeQuarter?.evaluate((button) => button.matches(':focus'))).toBe(true);
      expect(await threeQuarter?.getAttribute('aria-pressed')).toBe('true');
      await page?.keyboard.press('Tab');
      await page?.keyboard.press('Enter');
      await page?.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
      expect(await element?.getByRole('button', { name: 'Front view' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      const front = await viewState();
      expect(front.view).toBe('front');
      expect(dot(front.cameraDirection, [0, 0, 1])).toBeGreaterThan(0.9);
      await capture('view-front');
      for (const [name, view, axis] of [
        ['Back view', 'back', [0, 0, -1]],
        ['Top view', 'top', [0, 1, 0]],
      ] as const) {
        await element?.getByRole('button', { name }).click();
        const state = await viewState();
        expect(state.view).toBe(view);
        expect(dot(state.cameraDirection, axis), name).toBeGreaterThan(0.9);
        await capture(`view-${view}`);
      }
      // orbiting by hand leaves the presets
      const box = await element?.boundingBox();
      if (!box) throw new Error('no box');
      await page?.mouse.move(box.x + 400, box.y + 250);
      await page?.mouse.down();
      await page?.mouse.move(box.x + 300, box.y + 230, { steps: 5 });
      await page?.mouse.up();
      expect((await viewState()).view).toBeNull();
      expect(await element?.getByRole('button', { name: 'Top view' }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    },
    120_000,
  );
});
