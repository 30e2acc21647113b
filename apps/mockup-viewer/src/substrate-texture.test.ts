import { SUBSTRATE_KEYS } from '@diecut/schema';
import { describe, expect, it } from 'vitest';
import { PLAIN_MATERIAL, substrateAppearance } from './substrate-appearance';
import {
  averageColor,
  EDGE_TEXTURE_SIZE,
  FACE_TEXTURE_SIZE,
  hexToRgb,
  substrateEdgePixels,
  substrateFacePixels,
} from './substrate-texture';

const distance = (a: number[], b: number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0);

/** How much neighbouring pixels differ on average: the visible grain of a texture. */
function grain(pixels: { width: number; height: number; data: Uint8Array }): number {
  let sum = 0;
  for (let i = 4; i < pixels.data.length; i += 4)
    sum += Math.abs((pixels.data[i] ?? 0) - (pixels.data[i - 4] ?? 0));
  return sum / (pixels.width * pixels.height);
}

describe('substrateFacePixels', () => {
  const faces = new Map(SUBSTRATE_KEYS.map((key) => [key, substrateFacePixels(substrateAppearance(key))]));

  it('should make a texture for every substrate key, averaging near its colour', () => {
    for (const [key, pixels] of faces) {
      expect(pixels.data).toHaveLength(FACE_TEXTURE_SIZE * FACE_TEXTURE_SIZE * 4);
      expect(distance(averageColor(pixels), hexToRgb(substrateAppearance(key).color)), key).toBeLessThan(30);
    }
  });

  it('should give the ten substrates ten distinct average colours', () => {
    const averages = [...faces].map(([key, pixels]) => [key, averageColor(pixels)] as const);
    for (const [i, [keyA, a]] of averages.entries()) {
      for (const [keyB, b] of averages.slice(i + 1))
        expect(distance(a, b), `${keyA} vs ${keyB}`).toBeGreaterThan(3);
    }
  });

  it('should show a grain on the embossed and kraft papers that smooth SBS lacks', () => {
    const smooth = grain(faces.get('white_sbs') ?? expect.fail());
    expect(grain(faces.get('white_embossedpaper') ?? expect.fail())).toBeGreaterThan(smooth * 3);
    expect(grain(faces.get('black_embossedpaper') ?? expect.fail())).toBeGreaterThan(4);
    expect(grain(faces.get('kraft_brown') ?? expect.fail())).toBeGreaterThan(smooth * 2);
    expect(grain(substrateFacePixels(PLAIN_MATERIAL))).toBeLessThan(3);
  });
});

describe('substrateEdgePixels', () => {
  it('should draw the wavy flutes between the liners of corrugated board', () => {
    const { width, height, data } = substrateEdgePixels(substrateAppearance('corrugated_brown'));
    const brightness = (x: number, y: number) => data[(y * width + x) * 4] ?? 0;
    // the medium crosses the middle row twice per repeat; the hollows beside it are dark
    const middle = Math.floor(height / 2);
    const row = Array.from({ length: width }, (_, x) => brightness(x, middle));
    expect(Math.max(...row) - Math.min(...row)).toBeGreaterThan(60);
    // where the wave peaks (u = 1/4) the medium sits near the printed face, at u = 3/4 near the inside
    const column = (x: number) => Array.from({ length: height }, (_, y) => brightness(x, y));
    const brightestRow = (x: number) => {
      const values = column(x).slice(5, height - 5);
      return values.indexOf(Math.max(...values)) + 5;
    };
    expect(brightestRow(Math.floor(width / 4))).toBeGreaterThan(brightestRow(Math.floor((3 * width) / 4)));
    expect(data).toHaveLength(EDGE_TEXTURE_SIZE.width * EDGE_TEXTURE_SIZE.height * 4);
  });

  it('should show a grey core on hard cardboards and a plain edge on folding board', () => {
    const core = (key: string) => {
      const { width, height, data } = substrateEdgePixels(substrateAppearance(key));
      const index = (Math.floor(height / 2) * width + 3) * 4;
      return [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
    };
    expect(distance(core('black_hardcardboards'), [138, 137, 132])).toBeLessThan(40);
    expect(distance(core('white_hardcardboards'), [138, 137, 132])).toBeLessThan(40);
    expect(distance(core('white_sbs'), hexToRgb('#fbfbfa'))).toBeLessThan(100);
    expect(distance(core('white_sbs'), [138, 137, 132])).toBeGreaterThan(200);
  });
});
