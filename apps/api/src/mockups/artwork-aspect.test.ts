import { DielineResponseSchema, MockupResponseSchema } from '@diecut/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { pixelPng, TINY_JPEG } from '../../test/artwork-files';
import { createTestApp } from '../../test/test-app';
import { artworkAspectWarning, imagePixels } from './artwork-aspect';

const grey = () => [128, 128, 128];

describe('imagePixels', () => {
  it('should read the size of a PNG and a JPEG from their headers, and nothing else', () => {
    expect(imagePixels(pixelPng(40, 30, grey))).toEqual({ width: 40, height: 30 });
    const jpeg = imagePixels(TINY_JPEG);
    expect(jpeg?.width).toBeGreaterThan(0);
    expect(jpeg?.height).toBeGreaterThan(0);
    expect(imagePixels(new TextEncoder().encode('<svg/>'))).toBeUndefined();
  });
});

describe('artworkAspectWarning', () => {
  it('should warn of an image the frame stretches, with a size that fits, and not of one within 2 %', () => {
    const frame = { width: 300, height: 200, unit: 'mm' };
    expect(artworkAspectWarning(pixelPng(300, 200, grey), frame)).toBeUndefined();
    expect(artworkAspectWarning(pixelPng(301, 200, grey), frame)).toBeUndefined();
    expect(artworkAspectWarning(pixelPng(200, 200, grey), frame)).toBe(
      'The artwork is 200 x 200 px (1.00:1) but the artwork frame is 300 x 200 mm (1.50:1), so the mockup stretches it to fit; an image of 200 x 133 px would not be.',
    );
  });
});

let harness: ReturnType<typeof createTestApp> | undefined;
afterEach(() => harness?.cleanup());

describe('a mockup of stretched artwork', () => {
  it('should answer a warning and show it on its page, and drop it once the artwork fits', async () => {
    harness = createTestApp();
    const created = await harness.request('/dieline-templates/becf-11001/dielines', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'svg', variables: { unit: 'mm', length: 100, width: 50, height: 150 } }),
    });
    const dieline = DielineResponseSchema.parse(await created.json()).dieline;
    const frame = dieline.artwork_dimensions;
    const send = (image: Uint8Array, method: 'POST' | 'PUT', path: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'art.png');
      return harness?.request(path, { method, body: form });
    };
    const made = await send(pixelPng(50, 50, grey), 'POST', `/dielines/${dieline.id}/3d-mockups`);
    const mockup = MockupResponseSchema.parse(await made?.json())['3d_mockup'];
    expect(mockup.warnings).toEqual([
      expect.stringMatching(/^The artwork is 50 x 50 px .* stretches it to fit/),
    ]);
    const page = await (await harness.request(`/3d/${mockup.id}`, { key: null })).text();
    expect(page).toContain('class="warning"');
    expect(page).toContain('stretches it to fit');
    // the frame's own aspect, in whole pixels
    const fitting = pixelPng(Math.round(Number(frame.width) * 2), Math.round(Number(frame.height) * 2), grey);
    const updated = await send(fitting, 'PUT', `/dielines/${dieline.id}/3d-mockups/${mockup.id}`);
    expect(updated?.status).toBe(200);
    expect(MockupResponseSchema.parse(await updated?.json())['3d_mockup'].warnings).toBeUndefined();
    const after = await (await harness.request(`/3d/${mockup.id}`, { key: null })).text();
    expect(after).not.toContain('class="warning"');
  });
});
