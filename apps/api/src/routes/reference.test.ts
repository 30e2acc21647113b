import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { acceptedEncodings, defaultReferenceBundlePath, ReferenceBundle } from '../pages/reference-bundle';
import { REFERENCE_ASSET_PATH, REFERENCE_CONFIGURATION } from '../pages/reference-page';
import { Urls } from '../urls';
import { openApiRoutes } from './openapi';

let harness: ReturnType<typeof createTestApp> | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

const bundleBytes = readFileSync(defaultReferenceBundlePath());
const bundleText = bundleBytes.toString('utf8');
/** Every absolute http(s) URL in a text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'`)<>\\]+/g)].map((match) => match[0]);

describe('GET /docs', () => {
  it('should answer the reference page over /openapi.json, its renderer served from here', async () => {
    harness = createTestApp();
    const response = await harness.app.request('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<title>Diecut API reference</title>');
    expect(page).toMatch(
      /<script id="api-reference" data-url="\/openapi.json" data-configuration="[^"]+"><\/script>/,
    );
    const script = /<script src="([^"]+)"><\/script>/.exec(page)?.[1];
    expect(script).toMatch(new RegExp(`^${REFERENCE_ASSET_PATH}\\?v=[0-9a-f]{16}$`));
    // the page names no other site: its script and document are root-relative
    expect(urlsIn(page)).toEqual([]);
    // without JavaScript, the document and the catalog are still linked
    expect(page).toMatch(/<noscript>[\s\S]*href="\/openapi.json"[\s\S]*<\/noscript>/);
  });

  it('should let the page load nothing from another site, nor run inline script or eval', async () => {
    harness = createTestApp();
    const csp = (await harness.app.request('/docs')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    // try-it requests go to this origin and the API's public address
    expect(directives['connect-src']).toEqual(["'self'", 'http://diecut.test']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    for (const [name, values] of Object.entries(directives)) {
      const others = values.filter((value) => /^https?:/.test(value) && value !== 'http://diecut.test');
      expect(others, name).toEqual([]);
    }
  });

  it('should turn off every default of the renderer that reaches another site', () => {
    // fonts from its CDN, telemetry, try-it through its proxy, its cloud's agent and MCP
    expect(REFERENCE_CONFIGURATION).toMatchObject({
      url: '/openapi.json',
      withDefaultFonts: false,
      telemetry: false,
      proxyUrl: '',
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    });
    // each external service the bundle has a default address for is given none
    const services = [...bundleText.matchAll(/(\w+Url):\w+\(\{default:`(https?:\/\/[^`]+)`\}\)/g)].map(
      (match) => match[1] as string,
    );
    expect(services.length).toBeGreaterThan(0);
    for (const service of services)
      expect((REFERENCE_CONFIGURATION.externalUrls as Record<string, string>)[service], service).toBe('');
    // telemetry is on unless turned off, and the bundle still says so
    expect(bundleText).toMatch(/telemetry:\w+\(\{default:!0/);
  });

  it('should have the bundle fetch from another site only its fonts, which the page turns off', () => {
    // URLs in places a browser fetches them: CSS url() and @import, src/href attributes, fetch()
    const fetched = [
      ...bundleText.matchAll(
        /(?:url\(\s*['"]?|@import\s+(?:url\()?['"]?|(?:src|href)=['"]|fetch\(\s*['"`]|importScripts\(\s*['"`]|import\(\s*['"`])(https?:\/\/[^/'"`)\s]+)/g,
      ),
    ].map((match) => new URL(match[1] as string).host);
    expect(new Set(fetched)).toEqual(new Set(['fonts.scalar.com']));
    expect(REFERENCE_CONFIGURATION.withDefaultFonts).toBe(false);
  });

  it('should say so, and link the document, when the renderer is not installed', async () => {
    const routes = openApiRoutes(
      new Urls('http://diecut.test'),
      [],
      [],
      '1.0.0',
      new ReferenceBundle('/nowhere.js'),
    );
    const page = await (await routes.request('/docs')).text();
    expect(page).toContain('is\nnot installed on this server');
    expect(page).toContain('href="/openapi.json"');
    expect(page).not.toContain('<script');
    expect((await routes.request(REFERENCE_ASSET_PATH)).status).toBe(404);
  });
});

describe('GET /docs/assets/scalar-api-reference.js', () => {
  const routes = () => {
    const bundle = new ReferenceBundle();
    return { bundle, app: openApiRoutes(new Urls('http://diecut.test'), [], [], '1.0.0', bundle) };
  };

  it('should serve the bundle for a year, gzip to a client that takes it', async () => {
    const { app } = routes();
    const response = await app.request(REFERENCE_ASSET_PATH, {
      headers: { 'Accept-Encoding': 'gzip, deflate' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(bundleBytes.length / 3);
    expect(gunzipSync(body).equals(bundleBytes)).toBe(true);
  });

  it('should answer brotli once it is made, and the bytes as they are to a client that takes neither', async () => {
    const { app, bundle } = routes();
    const first = await app.request(REFERENCE_ASSET_PATH, { headers: { 'Accept-Encoding': 'gzip, br' } });
    // brotli is being made: gzip answers meanwhile
    expect(first.headers.get('content-encoding')).toBe('gzip');
    await bundle.encoded('br');
    const brotli = await app.request(REFERENCE_ASSET_PATH, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(body).equals(bundleBytes)).toBe(true);
    const plain = await app.request(REFERENCE_ASSET_PATH, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(bundleBytes)).toBe(true);
  });

  it('should read Accept-Encoding with its q values', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=1.0')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
