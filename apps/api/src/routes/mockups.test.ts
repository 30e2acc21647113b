import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { findTemplate } from '@diecut/geometry';
import {
  DeletedMockupResponseSchema,
  DielineResponseSchema,
  type Mockup,
  MockupResponseSchema,
  ValidationErrorBodySchema,
} from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { onePagePdf, pngSize, TINY_GIF, TINY_JPEG, twoColourPng } from '../../test/artwork-files';
import { createTestApp, OTHER_DIELINES_KEY, PUBLIC_URL, readJson, tempDataDir } from '../../test/test-app';
import { TEXTURE_MAX_PIXELS } from '../mockups/prepare-artwork';
import { defaultViewerBundlePath } from '../mockups/viewer-bundle';
import { storedBytes, storedResourceIds, storedVersions } from '../storage/__testing__/stored-files';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const BOX = { unit: 'mm', length: 100, width: 50, height: 150 };

async function createDieline(templateId = 'becf-11001', variables: object = BOX) {
  const response = await harness.request(`/dieline-templates/${templateId}/dielines`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ format: 'svg', variables }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return DielineResponseSchema.parse(await response.json()).dieline;
}

type Fields = Record<string, string | { bytes: Uint8Array; name: string; type?: string }>;

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else
      data.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  return data;
}

function send(method: 'POST' | 'PUT', pathname: string, fields: Fields, key?: string) {
  return harness.request(pathname, { method, body: form(fields), ...(key ? { key } : {}) });
}

async function createMockup(dielineId: string, fields: Fields): Promise<Mockup> {
  const response = await send('POST', `/dielines/${dielineId}/3d-mockups`, fields);
  expect(response.status, await response.clone().text()).toBe(200);
  return MockupResponseSchema.parse(await response.json())['3d_mockup'];
}

const local = (url: string) => url.replace(PUBLIC_URL, '');

// biome-ignore lint/suspicious/noExplicitAny: the description is walked as plain JSON
async function description(mockupId: string): Promise<any> {
  const response = await harness.app.request(`/3d/${mockupId}/description.json`);
  expect(response.status).toBe(200);
  return readJson(response);
}

async function download(url: string) {
  const response = await harness.app.request(local(url));
  expect(response.status, url).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The files stored under a mockup's id, by name, with a mark that changes when one is written again. */
function storedFiles(mockupId: string): Record<string, string> {
  return storedVersions(harness.dataDir, mockupId);
}

async function validationMessages(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  return ValidationErrorBodySchema.parse(await response.json()).errors.map((error) => error.message);
}

describe('POST /dielines/{id}/3d-mockups', () => {
  it('should make a mockup of a PNG and answer the interface object with links to served routes', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const png = twoColourPng();
    const mockup = await createMockup(dieline.id, {
      file: { bytes: png, name: 'art.png', type: 'image/png' },
      name: 'Tea box',
    });
    expect(mockup.id).toMatch(/^[a-z0-9]{10}$/);
    expect(mockup.name).toBe('Tea box');
    expect(mockup.url).toBe(`${PUBLIC_URL}/3d/${mockup.id}`);
    expect(mockup.dieline).toEqual({
      type: 'dieline',
      id: dieline.id,
      dieline_template_id: dieline.dieline_template_id,
      variables: dieline.variables,
      format: dieline.format,
      url: dieline.url,
      artwork_dimensions: dieline.artwork_dimensions,
      created_at: dieline.created_at,
    });
    const path = `${PUBLIC_URL}/dielines/${dieline.id}/3d-mockups/${mockup.id}`;
    expect(mockup.links).toEqual([
      { rel: 'self', href: path, method: 'GET' },
      { rel: 'web', href: mockup.url, method: 'GET' },
      { rel: 'description', href: `${mockup.url}/description.json`, method: 'GET' },
      { rel: 'update', href: path, method: 'PUT' },
      { rel: 'delete', href: path, method: 'DELETE' },
    ]);
    const self = await harness.request(local(path));
    expect(MockupResponseSchema.parse(await self.json())['3d_mockup']).toEqual(mockup);
    expect((await harness.app.request(local(mockup.url))).status).toBe(200);

    const described = await description(mockup.id);
    expect(described).toMatchObject({
      format: 'diecut-mockup',
      version: 1,
      name: 'Tea box',
      substrate: 'white_sbs',
      partSubstrates: {},
      background: '#ffffff',
    });
    expect(described.scene.parts).toHaveLength(1);
    expect(Object.keys(described.artwork)).toEqual(['1']);
    const texture = await download(described.artwork['1'].outside);
    expect(texture.response.headers.get('Content-Type')).toBe('image/png');
    expect(texture.bytes).toEqual(png);
    expect(local(described.artwork['1'].outside)).toMatch(new RegExp(`^/files/${mockup.id}/outside-`));
  });

  it('should take a JPEG and put an inside design on the inside face', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, {
      file: { bytes: TINY_JPEG, name: 'photo.jpeg' },
      outside_design: 'false',
    });
    // no name given: the template's
    expect(mockup.name).toBe(findTemplate('becf-11001')?.name);
    const { artwork } = await description(mockup.id);
    expect(artwork['1'].outside).toBeUndefined();
    const texture = await download(artwork['1'].inside);
    expect(texture.response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(texture.bytes).toEqual(TINY_JPEG);
  });

  it('should strip scripts, event handlers, foreignObject and external references from an SVG', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/a.css); rect { fill: url(https://evil.example/p.svg#g) }</style>
  <rect id="art" width="100" height="100" fill="#00ff00" onclick="alert(3)"/>
  <image href="https://evil.example/tracker.png" width="10" height="10"/>
  <image xlink:href="http://evil.example/x.png" width="10" height="10"/>
  <a href="javascript:alert(4)"><circle r="5"/></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <linearGradient id="g"><stop offset="0" stop-color="#0000ff"/></linearGradient>
  <rect x="100" width="100" height="100" fill="url(#g)"/>
</svg>`;
    const mockup = await createMockup(dieline.id, {
      file: { bytes: new TextEncoder().encode(svg), name: 'art.svg', type: 'image/svg+xml' },
    });
    const files = Object.keys(storedFiles(mockup.id));
    const original = files.find((name) => name.endsWith('.svg'));
    expect(original).toBeDefined();
    // kept, but never served: only the texture drawn from it is public
    expect((await harness.app.request(`/files/${mockup.id}/${original}`)).status).toBe(404);
    const text = storedBytes(harness.dataDir, `${mockup.id}/${original}`).toString('utf8');
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'evil.example',
      'foreignObject',
      'javascript:',
    ]) {
      expect(text, gone).not.toContain(gone);
    }
    expect(text).toContain('<rect id="art"');
    expect(text).toContain('fill="url(#g)"');
    // the viewer gets a PNG drawn from the clean SVG
    const { artwork } = await description(mockup.id);
    const texture = await download(artwork['1'].outside);
    expect(texture.response.headers.get('Content-Type')).toBe('image/png');
    expect(pngSize(texture.bytes)).toEqual({ width: TEXTURE_MAX_PIXELS, height: TEXTURE_MAX_PIXELS / 2 });
  });

  it('should render the first page of a PDF to a PNG and keep the PDF', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const pdf = await onePagePdf();
    const mockup = await createMockup(dieline.id, { file: { bytes: pdf, name: 'art.pdf' } });
    const { artwork } = await description(mockup.id);
    const texture = await download(artwork['1'].outside);
    expect(texture.response.headers.get('Content-Type')).toBe('image/png');
    expect(pngSize(texture.bytes)).toEqual({ width: TEXTURE_MAX_PIXELS, height: TEXTURE_MAX_PIXELS / 2 });
    const kept = Object.keys(storedFiles(mockup.id)).find((name) => name.endsWith('.pdf'));
    expect(kept).toBeDefined();
    expect(new Uint8Array(storedBytes(harness.dataDir, `${mockup.id}/${kept}`))).toEqual(pdf);
  });

  it('should serve only the texture of a drawn artwork, never the upload, however its URL is changed', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, { file: { bytes: await onePagePdf(), name: 'art.pdf' } });
    const texture = local((await description(mockup.id)).artwork['1'].outside);
    expect((await harness.app.request(texture)).status).toBe(200);
    const kept = Object.keys(storedFiles(mockup.id)).find((name) => name.endsWith('.pdf')) as string;
    // the texture's name does not lead to the upload's: another token, and a name /files refuses
    expect(texture).not.toContain(kept.replace(/\.pdf$/, ''));
    for (const guess of [
      texture.replace(/-texture\.png$/, '.pdf'),
      texture.replace(/-texture\.png$/, '.png'),
      `/files/${mockup.id}/${kept}`,
    ]) {
      expect((await harness.app.request(guess)).status, guess).toBe(404);
    }
  });

  it('should answer 415 for a GIF and for text named .png, recognising type by content', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    for (const file of [
      { bytes: TINY_GIF, name: 'art.gif', type: 'image/gif' },
      { bytes: new TextEncoder().encode('<html>not an image</html>'), name: 'art.png', type: 'image/png' },
    ]) {
      const response = await send('POST', `/dielines/${dieline.id}/3d-mockups`, { file });
      expect(response.status, file.name).toBe(415);
      expect((await response.json()).message).toMatch(/PNG, JPEG, SVG or PDF/);
    }
    expect(storedResourceIds(harness.dataDir)).toEqual([dieline.id]);
  });

  it('should answer 400 for a PNG that declares more pixels than a page should decode, and store nothing', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    // a few hundred bytes whose header claims 40000 x 30000 px: 4.8 GB once a browser decodes it
    const bomb = twoColourPng();
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(16, 40_000);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(20, 30_000);
    const response = await send('POST', `/dielines/${dieline.id}/3d-mockups`, {
      file: { bytes: bomb, name: 'bomb.png' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toMatch(/40000 x 30000 px.*16384 px on a side and 64 megapixels/);
    expect(storedResourceIds(harness.dataDir)).toEqual([dieline.id]);
  });

  it('should answer 413 for an artwork over the configured limit and store nothing', async () => {
    harness = createTestApp({ artworkMaxBytes: 4096 });
    const dieline = await createDieline();
    const big = new Uint8Array(10_000);
    big.set(twoColourPng());
    const response = await send('POST', `/dielines/${dieline.id}/3d-mockups`, {
      file: { bytes: big, name: 'big.png' },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('Artwork file too large: the limit is 4096 bytes.');
    expect(storedResourceIds(harness.dataDir)).toEqual([dieline.id]);
    const small = await send('POST', `/dielines/${dieline.id}/3d-mockups`, {
      file: { bytes: twoColourPng(), name: 'small.png' },
    });
    expect(small.status).toBe(200);
  });

  it('should answer 400 without a file, 415 for a JSON body and 404 for an unknown dieline', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const noFile = await send('POST', `/dielines/${dieline.id}/3d-mockups`, { name: 'x' });
    expect((await validationMessages(noFile))[0]).toMatch(/'file' is required/);
    const json = await harness.request(`/dielines/${dieline.id}/3d-mockups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const unknown = await send('POST', '/dielines/di_nope/3d-mockups', {
      file: { bytes: TINY_JPEG, name: 'a.jpg' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('PUT /dielines/{id}/3d-mockups/{mockup id}', () => {
  it('should update name, background, substrate and part substrates without touching the artwork', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, { file: { bytes: twoColourPng(), name: 'a.png' } });
    const before = storedFiles(mockup.id);
    const texture = (await description(mockup.id)).artwork['1'].outside;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const response = await send('PUT', `/dielines/${dieline.id}/3d-mockups/${mockup.id}`, {
      name: 'Renamed',
      scene_background_color: '#12AB9f',
      substrate: 'kraft_brown',
      'part_substrates[1]': 'white_embossedpaper',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const updated = MockupResponseSchema.parse(await response.json())['3d_mockup'];
    expect(updated.name).toBe('Renamed');
    expect(updated.links).toEqual(mockup.links);
    const described = await description(mockup.id);
    expect(described).toMatchObject({
      name: 'Renamed',
      background: '#12ab9f',
      substrate: 'kraft_brown',
      partSubstrates: { '1': 'white_embossedpaper' },
    });
    expect(described.artwork['1'].outside).toBe(texture);
    expect(storedFiles(mockup.id)).toEqual(before);

    // an empty substrate is the plain material; a lone empty part_substrates clears the per-part picks
    const reset = await send('PUT', `/dielines/${dieline.id}/3d-mockups/${mockup.id}`, {
      substrate: '',
      part_substrates: '',
    });
    expect(reset.status).toBe(200);
    expect(await description(mockup.id)).toMatchObject({
      substrate: '',
      partSubstrates: {},
      name: 'Renamed',
    });
    expect(storedFiles(mockup.id)).toEqual(before);
  });

  it('should replace the artwork of the side given and remove the old files', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, { file: { bytes: twoColourPng(), name: 'a.png' } });
    const old = Object.keys(storedFiles(mockup.id));
    const response = await send('PUT', `/dielines/${dieline.id}/3d-mockups/${mockup.id}`, {
      file: { bytes: TINY_JPEG, name: 'b.jpg' },
    });
    expect(response.status).toBe(200);
    const { artwork } = await description(mockup.id);
    expect((await download(artwork['1'].outside)).bytes).toEqual(TINY_JPEG);
    const now = Object.keys(storedFiles(mockup.id));
    expect(now).toHaveLength(1);
    expect(now.some((name) => old.includes(name))).toBe(false);
    expect((await harness.app.request(`/files/${mockup.id}/${old[0]}`)).status).toBe(404);
  });

  it("should answer 400 with the interface's message for an unknown substrate, a bad part or a bad colour", async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, { file: { bytes: twoColourPng(), name: 'a.png' } });
    const at = `/dielines/${dieline.id}/3d-mockups/${mockup.id}`;
    const substrate = await validationMessages(await send('PUT', at, { substrate: 'cardboard' }));
    expect(substrate).toEqual([
      "Invalid 'substrate'. Valid values are 'black_embossedpaper', 'black_hardcardboards', 'corrugated_brown', 'corrugated_white', 'gray_hardcardboards', 'kraft_brown', 'kraft_hardcardboards', 'white_embossedpaper', 'white_hardcardboards', 'white_sbs' or an empty string.",
    ]);
    const part = await validationMessages(await send('PUT', at, { 'part_substrates[1]': 'glass' }));
    expect(part[0]).toMatch(/^Invalid 'part_substrates\[1\]'/);
    const missingPart = await validationMessages(
      await send('PUT', at, { 'part_substrates[2]': 'white_sbs' }),
    );
    expect(missingPart[0]).toMatch(/no part 2; its parts are 1/);
    const colour = await validationMessages(await send('PUT', at, { scene_background_color: 'red' }));
    expect(colour).toEqual(["Invalid 'scene_background_color'. Use a hex colour such as #RRGGBB."]);
    const unknownField = await validationMessages(await send('PUT', at, { colour: '#ffffff' }));
    expect(unknownField[0]).toMatch(/^Unknown form field 'colour'/);
    // nothing of a refused update is kept
    expect(await description(mockup.id)).toMatchObject({ substrate: 'white_sbs', background: '#ffffff' });
  });
});

describe('another key and DELETE on the mockup path', () => {
  it("should answer 404 for another key's dieline or mockup", async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, { file: { bytes: twoColourPng(), name: 'a.png' } });
    const at = `/dielines/${dieline.id}/3d-mockups/${mockup.id}`;
    const create = await send(
      'POST',
      `/dielines/${dieline.id}/3d-mockups`,
      { file: { bytes: TINY_JPEG, name: 'a.jpg' } },
      OTHER_DIELINES_KEY,
    );
    expect(create.status).toBe(404);
    expect((await harness.request(at, { key: OTHER_DIELINES_KEY })).status).toBe(404);
    expect((await send('PUT', at, { name: 'Mine now' }, OTHER_DIELINES_KEY)).status).toBe(404);
    expect((await harness.request(at, { method: 'DELETE', key: OTHER_DIELINES_KEY })).status).toBe(404);
    expect((await harness.request(at)).status).toBe(200);
    expect((await description(mockup.id)).name).not.toBe('Mine now');
  });

  it('should delete the record and every file, then answer 404 for it, its page, description and files', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, { file: { bytes: await onePagePdf(), name: 'a.pdf' } });
    const files = Object.keys(storedFiles(mockup.id));
    expect(files).toHaveLength(2);
    const at = `/dielines/${dieline.id}/3d-mockups/${mockup.id}`;

    const deleted = await harness.request(at, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(DeletedMockupResponseSchema.parse(await deleted.json())).toEqual({ deleted: true, id: mockup.id });

    expect((await harness.request(at)).status).toBe(404);
    expect((await send('PUT', at, { name: 'again' })).status).toBe(404);
    expect((await harness.request(at, { method: 'DELETE' })).status).toBe(404);
    const page = await harness.app.request(`/3d/${mockup.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<title>Mockup not found</title>');
    expect((await harness.app.request(`/3d/${mockup.id}/description.json`)).status).toBe(404);
    for (const name of files)
      expect((await harness.app.request(`/files/${mockup.id}/${name}`)).status).toBe(404);
    expect(storedResourceIds(harness.dataDir)).not.toContain(mockup.id);
    // the dieline itself stays
    expect((await harness.request(`/dielines/${dieline.id}`)).status).toBe(200);
  });
});

describe('GET /3d/{id}, the hosted page', () => {
  function fakeViewerBundle() {
    const folder = path.join(tempDataDir(), 'dist');
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'diecut-mockup.js');
    writeFileSync(file, 'customElements.define("diecut-mockup", class extends HTMLElement {});\n');
    return file;
  }

  it('should serve a public page titled with the mockup name, its viewer and a strict CSP', async () => {
    harness = createTestApp({ viewerBundleFile: fakeViewerBundle() });
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, {
      file: { bytes: twoColourPng(), name: 'a.png' },
      name: 'Tea <box> & co',
    });
    const response = await harness.app.request(`/3d/${mockup.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toMatch(/https?:|\*/);
    const page = await response.text();
    expect(page).toContain('<title>Tea &lt;box&gt; &amp; co</title>');
    const script =
      /<script type="module" src="(\/3d\/assets\/diecut-mockup\.js\?v=[0-9a-f]+)"><\/script>/.exec(page);
    expect(script).not.toBeNull();
    expect(page).toContain(`<diecut-mockup src="/3d/${mockup.id}/description.json"`);
    // asked for before the viewer runs, in the mode the element's fetch uses, so that it takes this one
    expect(page).toContain(
      `<link rel="preload" href="/3d/${mockup.id}/description.json" as="fetch" crossorigin="anonymous">`,
    );
    // and its artwork, by the URLs the description gives the viewer
    const described = await harness.app.request(`/3d/${mockup.id}/description.json`);
    const { artwork } = (await described.json()) as {
      artwork: Record<string, { outside?: string; inside?: string }>;
    };
    const textures = Object.values(artwork).flatMap((faces) => [faces.outside, faces.inside]);
    expect(textures.filter(Boolean)).toHaveLength(1);
    for (const url of textures.filter(Boolean))
      expect(page).toContain(`<link rel="preload" href="${url}" as="image" crossorigin="anonymous">`);
    expect(page).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);

    const bundle = await harness.app.request(script?.[1] ?? '');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await bundle.text()).toContain('diecut-mockup');
  });

  it('should serve the viewer bundle in gzip or brotli to a browser that takes them, the same bytes', async () => {
    const file = fakeViewerBundle();
    harness = createTestApp({ viewerBundleFile: file });
    const original = readFileSync(file);
    const ask = (acceptEncoding?: string) =>
      harness.app.request('/3d/assets/diecut-mockup.js', {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      });
    const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

    const plain = await ask();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await bytes(plain)).toEqual(original);

    const zipped = await ask('gzip, deflate');
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await bytes(zipped))).toEqual(original);

    // brotli alone waits for its encoding; asked again beside gzip it is ready and preferred
    expect(brotliDecompressSync(await bytes(await ask('br')))).toEqual(original);
    const both = await ask('gzip, br');
    expect(both.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(both))).toEqual(original);
    expect((await ask('br;q=0, gzip;q=0')).headers.get('Content-Encoding')).toBeNull();
  });

  it('should say the viewer is not built in its place when the bundle is missing', async () => {
    harness = createTestApp({ viewerBundleFile: path.join(tempDataDir(), 'missing', 'diecut-mockup.js') });
    const dieline = await createDieline();
    const mockup = await createMockup(dieline.id, { file: { bytes: twoColourPng(), name: 'a.png' } });
    const response = await harness.app.request(`/3d/${mockup.id}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('The 3D viewer is not installed on this server yet');
    expect(page).not.toContain('<script');
    expect((await harness.app.request('/3d/assets/diecut-mockup.js')).status).toBe(404);
  });

  it('should answer a 404 page for an unknown mockup id', async () => {
    harness = createTestApp();
    for (const id of ['abcdefghij', 'not-an-id', 'ABCDEFGHIJ']) {
      const response = await harness.app.request(`/3d/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    }
  });

  it.skipIf(!existsSync(defaultViewerBundlePath()))(
    'should serve the built viewer bundle of @diecut/mockup-viewer',
    async () => {
      harness = createTestApp();
      const dieline = await createDieline();
      const mockup = await createMockup(dieline.id, { file: { bytes: twoColourPng(), name: 'a.png' } });
      const page = await (await harness.app.request(`/3d/${mockup.id}`)).text();
      const src = /<script type="module" src="([^"]+)"/.exec(page)?.[1];
      expect(src).toBeDefined();
      const bundle = await harness.app.request(src ?? '');
      expect(bundle.status).toBe(200);
      expect(await bundle.text()).toContain('diecut-mockup');
    },
  );
});

describe('substrate_parts on dieline responses', () => {
  it('should list one part for a carton with the folding carton default', async () => {
    harness = createTestApp();
    const dieline = await createDieline();
    expect(dieline.substrate_parts).toEqual([
      { part_number: 1, name: 'blank', default_substrate: 'white_sbs' },
    ]);
    const read = DielineResponseSchema.parse(await (await harness.request(`/dielines/${dieline.id}`)).json());
    expect(read.dieline.substrate_parts).toEqual(dieline.substrate_parts);
  });

  it('should list the base and the lid of becf-23201, each with its own substrate', async () => {
    harness = createTestApp();
    const dieline = await createDieline('becf-23201', {
      unit: 'mm',
      length: 300,
      width: 200,
      height: 150,
      lid_depth: 60,
      flute: 'B',
    });
    expect(dieline.substrate_parts).toEqual([
      { part_number: 1, name: 'base', default_substrate: 'corrugated_brown' },
      { part_number: 2, name: 'lid', default_substrate: 'corrugated_brown' },
    ]);
    const mockup = await createMockup(dieline.id, { file: { bytes: twoColourPng(), name: 'a.png' } });
    const response = await send('PUT', `/dielines/${dieline.id}/3d-mockups/${mockup.id}`, {
      'part_substrates[2]': 'corrugated_white',
    });
    expect(response.status).toBe(200);
    const described = await description(mockup.id);
    expect(described.scene.parts.map((part: { partNumber: number }) => part.partNumber)).toEqual([1, 2]);
    expect(described).toMatchObject({
      substrate: 'corrugated_brown',
      partSubstrates: { '2': 'corrugated_white' },
    });
  });
});

describe('artwork on a rigid box', () => {
  it('should give a piece its own artwork with part_files[n], replace it on update, and refuse a part it lacks', async () => {
    harness = createTestApp();
    const dieline = await createDieline('becf-31001', { unit: 'mm', length: 200, width: 150, height: 60 });
    const art = (left: number[]) => ({ bytes: twoColourPng(8, 4, left), name: 'art.png', type: 'image/png' });
    const mockup = await createMockup(dieline.id, {
      file: art([200, 30, 30]),
      'part_files[2]': art([30, 200, 30]),
    });
    const made = await description(mockup.id);
    // the lid wrap wears the file, the base wrap its own
    expect(Object.keys(made.artwork).sort()).toEqual(['2', '4']);
    expect(made.artwork['2'].outside).toMatch(/\/part-2-outside-[0-9a-f]+\.png$/);
    const first = made.artwork['2'].outside;
    const updated = await send('PUT', `/dielines/${dieline.id}/3d-mockups/${mockup.id}`, {
      'part_files[2]': art([30, 30, 200]),
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    const after = await description(mockup.id);
    expect(after.artwork['2'].outside).not.toBe(first);
    expect(after.artwork['4']).toEqual(made.artwork['4']);
    // the replaced texture is gone from the mockup's files
    expect(Object.keys(storedFiles(mockup.id)).some((name) => first.endsWith(name))).toBe(false);
    const refused = await send('POST', `/dielines/${dieline.id}/3d-mockups`, {
      file: art([200, 30, 30]),
      'part_files[9]': art([30, 200, 30]),
    });
    expect(await validationMessages(refused)).toEqual([
      "'part_files[9]': this dieline has no part 9; its parts are 1, 2, 3, 4 (see 'substrate_parts' of the dieline).",
    ]);
  });

  it('should print the artwork on the wrap a client sees, the lid wrap, not on the greyboard it covers', async () => {
    harness = createTestApp();
    const dieline = await createDieline('becf-31001', { unit: 'mm', length: 200, width: 150, height: 60 });
    const mockup = await createMockup(dieline.id, {
      file: { bytes: twoColourPng(), name: 'art.png', type: 'image/png' },
    });
    const read = await description(mockup.id);
    expect(Object.keys(read.artwork)).toEqual(['4']);
    expect(read.scene.parts[3].name).toBe('lid wrap');
    // the dieline's artwork size is the wrap's, larger than its board
    const wrap = read.scene.parts[3].artworkFrame;
    expect(Number(dieline.artwork_dimensions.width)).toBeCloseTo(wrap.width, 2);
  });
});
