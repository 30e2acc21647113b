import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { defaultViewerBundlePath } from '../src/mockups/viewer-bundle';
import { twoColourPng } from '../test/artwork-files';
import { hasChromium, launchHeadlessChromium } from '../test/headless-chromium';

const PAGE_LOADS = Number(process.env.DIECUT_BENCH_VIEWER_LOADS ?? 5);

export interface ViewerFigures {
  bundle_raw_bytes: number | null;
  bundle_gzip_bytes: number | null;
  /**
   * From navigation start to the element's first frame, each load in a fresh browser context: the
   * page's own clock when the GPU has finished drawing the box (the element's `load`, then a pixel
   * read back, which waits for every drawing command given so far).
   */
  first_frame_ms: number[] | null;
  first_frame_median_ms: number | null;
  /** On the same clock: when the description had arrived, and the artwork, median over the loads. */
  description_median_ms?: number | null;
  artwork_median_ms?: number | null;
  /** Bytes the page took over the wire (navigation and every resource, compressed as served), first load. */
  page_transfer_bytes?: number | null;
  skipped?: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Runs before the page's own scripts: at the element's `load` (it has drawn its box), reads one pixel
 * back, which returns only once the GPU has carried out every command before it, and keeps the time.
 * `load` does not bubble, so the document catches it on its way down, in the capture phase (the window
 * never sees an element's `load`).
 */
const FIRST_FRAME_SCRIPT = `window.diecutFirstFrame = new Promise((resolve) => {
  document.addEventListener('load', (event) => {
    if (event.target?.localName !== 'diecut-mockup') return;
    const gl = event.target.shadowRoot?.querySelector('canvas')?.getContext('webgl2');
    gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    resolve(performance.now());
  }, { capture: true });
});`;

/**
 * The 3D viewer's weight (the one-file bundle the mockup pages load, three.js included) and the time
 * from opening a hosted mockup page to its first frame in headless Chromium (WebGL in SwiftShader, so
 * slower than a GPU), through the real server.
 */
export async function measureViewer(serverUrl: string, key: string): Promise<ViewerFigures> {
  const bundlePath = defaultViewerBundlePath();
  if (!existsSync(bundlePath))
    return {
      bundle_raw_bytes: null,
      bundle_gzip_bytes: null,
      first_frame_ms: null,
      first_frame_median_ms: null,
      skipped: 'the viewer bundle is not built',
    };
  const bundle = readFileSync(bundlePath);
  const size = { bundle_raw_bytes: bundle.length, bundle_gzip_bytes: gzipSync(bundle).length };
  if (!hasChromium())
    return { ...size, first_frame_ms: null, first_frame_median_ms: null, skipped: 'no Chromium' };
  const headers = { Authorization: `Bearer ${key}` };
  const created = await fetch(`${serverUrl}/dieline-templates/becf-11001/dielines`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 100, width: 50, height: 150 } }),
  });
  const dieline = ((await created.json()) as { dieline: { id: string } }).dieline;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(twoColourPng(512, 256))], { type: 'image/png' }), 'art.png');
  const made = await fetch(`${serverUrl}/dielines/${dieline.id}/3d-mockups`, {
    method: 'POST',
    headers,
    body: form,
  });
  const mockup = ((await made.json()) as { '3d_mockup': { id: string } })['3d_mockup'];
  const browser = await launchHeadlessChromium({ webgl: true });
  const times: number[] = [];
  const descriptions: number[] = [];
  const artworks: number[] = [];
  let transfer: number | null = null;
  try {
    for (let i = 0; i < PAGE_LOADS; i++) {
      const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
      const page = await context.newPage();
      await page.addInitScript(FIRST_FRAME_SCRIPT);
      await page.goto(`${serverUrl}/3d/${mockup.id}`);
      await page.waitForSelector('diecut-mockup[data-ready]', { timeout: 60_000 });
      const timing = await page.evaluate<{ frame: number; description: number; artwork: number }>(
        `window.diecutFirstFrame.then((frame) => {
          const arrived = (pattern) => Math.max(0, ...performance.getEntriesByType('resource')
            .filter((entry) => pattern.test(entry.name)).map((entry) => entry.responseEnd));
          return { frame, description: arrived(/description\\.json/), artwork: arrived(/\\/(outside|inside)-[^/]*$/) };
        })`,
      );
      times.push(Math.round(timing.frame));
      descriptions.push(Math.round(timing.description));
      artworks.push(Math.round(timing.artwork));
      // browser code as a string: this package's types have no DOM
      transfer ??= await page.evaluate<number>(
        "[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((sum, entry) => sum + (entry.transferSize ?? 0), 0)",
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    ...size,
    first_frame_ms: times,
    first_frame_median_ms: median(times),
    description_median_ms: median(descriptions),
    artwork_median_ms: median(artworks),
    page_transfer_bytes: transfer,
  };
}
