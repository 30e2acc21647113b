import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { FAVICON_LINK } from './favicon';

describe('FAVICON_LINK', () => {
  it('should carry its icon inline, a well-formed SVG, on the catalog pages and the reference', async () => {
    const link = String(await FAVICON_LINK);
    const uri = /href="data:image\/svg\+xml,([^"]+)"/.exec(link)?.[1] ?? '';
    const svg = decodeURIComponent(uri);
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/);
    expect(svg).toContain('#e4002b');
    const harness = createTestApp();
    try {
      for (const path of ['/templates', '/docs']) {
        const page = await harness.request(path, { key: null });
        expect(page.status, path).toBe(200);
        expect(await page.text(), path).toContain(link);
      }
      // the catalog pages' policy lets the inline icon load
      const page = await harness.request('/templates', { key: null });
      expect(page.headers.get('Content-Security-Policy')).toMatch(/img-src 'self' data:/);
    } finally {
      harness.cleanup();
    }
  });
});
