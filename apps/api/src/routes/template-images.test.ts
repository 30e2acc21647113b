import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIMENSIONS_KEY } from '../../test/test-app';

let harness: ReturnType<typeof createTestApp>;
afterEach(() => harness?.cleanup());

const BASE = '/images/templates';

describe('GET /images/templates/{id}/...', () => {
  it('should serve a preview without a key, as SVG, cacheable with an ETag', async () => {
    harness = createTestApp();
    const response = await harness.app.request(`${BASE}/becf-11001/preview.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('should ignore a key, whatever its kind', async () => {
    harness = createTestApp();
    const response = await harness.request(`${BASE}/becf-11001/preview.svg`, { key: DIMENSIONS_KEY });
    expect(response.status).toBe(200);
  });

  it('should highlight the variable of a variable image', async () => {
    harness = createTestApp();
    const response = await harness.app.request(`${BASE}/becf-11001/variables/top_tuck_flap.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-dimension="top_tuck_flap"');
  });

  it('should serve the close-up of a declared feature', async () => {
    harness = createTestApp();
    for (const route of [
      `${BASE}/becf-11001/features/flap.svg`,
      `${BASE}/becf-11001/features/tuck.svg`,
      `${BASE}/becf-11001/features/dust_flap.svg`,
      `${BASE}/becf-11006/features/hang_hole.svg`,
    ]) {
      const response = await harness.app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toBe('image/svg+xml');
    }
  });

  it('should answer the same bytes and ETag every time, and 304 when the client has them', async () => {
    harness = createTestApp();
    const route = `${BASE}/becf-11101/variables/height.svg`;
    const first = await harness.app.request(route);
    const second = await harness.app.request(route);
    const etag = first.headers.get('etag') ?? '';
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await harness.app.request(route, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(await revalidated.text()).toBe('');
    }
    const changed = await harness.app.request(route, { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('should answer 404 for an unknown template, variable, feature or file name', async () => {
    harness = createTestApp();
    for (const route of [
      `${BASE}/becf-99999/preview.svg`,
      `${BASE}/becf-99999/variables/length.svg`,
      `${BASE}/becf-11001/preview.png`,
      `${BASE}/becf-11001/variables/depth.svg`,
      `${BASE}/becf-11001/variables/material.svg`,
      `${BASE}/becf-11001/variables/length.png`,
      `${BASE}/becf-11001/variables/length`,
      `${BASE}/becf-11001/variables/.svg`,
      `${BASE}/becf-11001/features/hang_hole.svg`,
      `${BASE}/becf-11001/features/handle.svg`,
      `${BASE}/becf-15001/features/flap.svg`,
      `${BASE}/becf-11001/features/..%2F..%2Fpreview.svg`,
      `${BASE}/becf-11001`,
      `${BASE}/becf-11001/other/length.svg`,
    ]) {
      const response = await harness.app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.json()).toEqual({ message: 'Resource cannot be found' });
    }
  });
});
