#!/usr/bin/env node
// Renders one catalog template to PNG for a person to look at, from the packages' sources (no build of
// the engine needed; the viewer bundle must be built): the SVG dieline through rsvg-convert, and the 3D
// mockup folded (three-quarter and front views) and half folded in headless Chromium.
//   node tools/render-style.mjs <template id> [out dir] [name=value ...]   (lengths in mm)
// DIECUT_RENDER_STEPS, DIECUT_RENDER_SIZE, DIECUT_RENDER_CROP and DIECUT_RENDER_SUBSTRATE: see where
// each is read (the last in render-style-entry.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [id, outArg, ...assignments] = process.argv.slice(2);
const named = outArg?.includes('=') ? undefined : outArg;
const outDir = path.resolve(named ?? `/tmp/render/${id}`);
const rest = named ? assignments : [outArg, ...assignments].filter(Boolean);
const requireFrom = createRequire(path.join(root, 'apps/api/package.json'));
// esbuild comes with tsup, the packages' bundler
const esbuild = createRequire(createRequire(path.join(root, 'package.json')).resolve('tsup'))('esbuild');
const bundle = path.join(outDir, 'render-style-entry.mjs');
await esbuild.build({
  entryPoints: [path.join(root, 'tools/render-style-entry.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundle,
  conditions: ['@diecut/source'],
  packages: 'bundle',
  nodePaths: [path.join(root, 'apps/api/node_modules'), path.join(root, 'node_modules')],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'error',
});
console.log(execFileSync(process.execPath, [bundle, id, outDir, ...rest], { encoding: 'utf8' }).trim());
execFileSync('rsvg-convert', [
  '-w',
  '1400',
  '-b',
  'white',
  '-o',
  path.join(outDir, `${id}-dieline.png`),
  path.join(outDir, `${id}.svg`),
]);

// DIECUT_RENDER_SIZE=2700x2100 draws the 3D views larger, DIECUT_RENDER_CROP=x,y,w,h keeps only that
// part of each (pixels), to look at a detail (a slit, a lock) at the size a person would hold the box
const [width, height] = (process.env.DIECUT_RENDER_SIZE ?? '900x700').split('x').map(Number);
const [cropX, cropY, cropW, cropH] = (process.env.DIECUT_RENDER_CROP ?? '').split(',').map(Number);
const clip = cropW > 0 && cropH > 0 ? { x: cropX, y: cropY, width: cropW, height: cropH } : undefined;
const viewer = readFileSync(path.join(root, 'apps/mockup-viewer/dist/diecut-mockup.js'));
const description = readFileSync(path.join(outDir, `${id}.description.json`));
const server = createServer((request, response) => {
  if (request.url === '/viewer.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript' });
    response.end(viewer);
  } else if (request.url === '/description.json') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(description);
  } else {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(
      `<!doctype html><html><body style="margin:0"><script type="module" src="/viewer.js"></script><diecut-mockup src="/description.json" style="display:block;width:${width}px;height:${height}px"></diecut-mockup></body></html>`,
    );
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { chromium } = requireFrom('playwright-core');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('page:', message.text());
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForSelector('diecut-mockup[data-ready]', { timeout: 60_000 });
  const frame = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  const shot = async (name, fold, view) => {
    await page.evaluate(
      ([f, v]) => {
        const element = document.querySelector('diecut-mockup');
        element.setFold(f);
        if (v) element.view = v;
      },
      [fold, view],
    );
    await frame();
    await page.screenshot({ path: path.join(outDir, `${id}-${name}.png`), ...(clip ? { clip } : {}) });
  };
  await shot('3d', 1, 'three-quarter');
  await shot('3d-front', 1, 'front');
  await shot('3d-top', 1, 'top');
  await shot('3d-half', 0.5, 'three-quarter');
  await shot('3d-flat', 0, 'three-quarter');
  // DIECUT_RENDER_STEPS=0.8,0.9 adds the fold at those points of the slider, to see how it closes
  for (const step of (process.env.DIECUT_RENDER_STEPS ?? '').split(',').filter(Boolean))
    await shot(`3d-at-${step}`, Number(step), 'three-quarter');
} finally {
  await browser.close();
  server.close();
}
console.log(`wrote ${outDir}/${id}-{dieline,3d,3d-front,3d-top,3d-half,3d-flat}.png`);
