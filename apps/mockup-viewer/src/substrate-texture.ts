import type { SubstrateAppearance } from './substrate-appearance';

/** RGBA pixels, row by row from the top, sRGB. */
export interface TexturePixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Millimetres of board one repeat of a face texture covers. */
export const FACE_TILE_MM = 24;
/** Pixels per side of a face texture. */
export const FACE_TEXTURE_SIZE = 128;

/** A small seeded generator, so every page shows the same grain and tests see fixed pixels. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * Shades a colour by a relief value in [-1, 1]: dark boards need an additive share, or a black
 * embossed paper would show no grain at all.
 */
function shade(channel: number, relief: number, amplitude: number): number {
  return clampByte(channel + relief * amplitude * (80 + 0.45 * channel));
}

/** Distance to the nearest of one random point per cell (wrapping), 0 at a point, about 1 between. */
function cellNoise(size: number, cells: number, random: () => number): Float32Array {
  const cell = size / cells;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < cells * cells; i++) points.push([random(), random()]);
  const out = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      let nearest = Number.POSITIVE_INFINITY;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const gx = cx + dx;
          const gy = cy + dy;
          const [px, py] = points[((gy + cells) % cells) * cells + ((gx + cells) % cells)] as [
            number,
            number,
          ];
          const distance = Math.hypot(x - (gx + px) * cell, y - (gy + py) * cell);
          nearest = Math.min(nearest, distance);
        }
      }
      out[y * size + x] = nearest / cell;
    }
  }
  return out;
}

/** Short streaks mostly along one direction, lighter and darker, wrapping at the tile's edges. */
function fibres(size: number, count: number, random: () => number, into: Float32Array): void {
  for (let i = 0; i < count; i++) {
    const length = 4 + random() * size * 0.12;
    const angle = (random() - 0.5) * 0.6;
    const strength = (random() - 0.5) * 0.9;
    let x = random() * size;
    let y = random() * size;
    for (let step = 0; step < length; step++) {
      const index = (Math.floor(y + size) % size) * size + (Math.floor(x + size) % size);
      into[index] = (into[index] ?? 0) + strength;
      x += Math.cos(angle);
      y += Math.sin(angle);
    }
  }
}

/** The relief of a face, per pixel in about [-1, 1]. */
function faceRelief(
  surface: SubstrateAppearance['surface'],
  size: number,
  random: () => number,
): Float32Array {
  const relief = new Float32Array(size * size);
  for (let i = 0; i < relief.length; i++) relief[i] = (random() - 0.5) * 0.3;
  if (surface === 'embossed') {
    // a pebbled leather grain: raised cells with creases between them
    const cells = cellNoise(size, 24, random);
    for (let i = 0; i < relief.length; i++) relief[i] = 1 - 2 * Math.min(1, cells[i] ?? 0) + (relief[i] ?? 0);
  } else if (surface === 'kraft') {
    fibres(size, 420, random, relief);
  } else if (surface === 'corrugated') {
    // the liner over the flutes shows faint ridges, a flute pitch apart
    fibres(size, 160, random, relief);
    for (let y = 0; y < size; y++) {
      const ridge = 0.35 * Math.cos((2 * Math.PI * y * 6) / size);
      for (let x = 0; x < size; x++) relief[y * size + x] = (relief[y * size + x] ?? 0) + ridge;
    }
  } else if (surface === 'greyboard') {
    for (let i = 0; i < 260; i++) {
      const index = Math.floor(random() * relief.length);
      relief[index] = (relief[index] ?? 0) - 0.8 * random();
    }
  }
  // centred on zero, so that the grain leaves the board's average colour where the table puts it
  const mean = relief.reduce((sum, value) => sum + value, 0) / relief.length;
  for (let i = 0; i < relief.length; i++) relief[i] = (relief[i] ?? 0) - mean;
  return relief;
}

const FACE_AMPLITUDE: Record<SubstrateAppearance['surface'], number> = {
  smooth: 0.03,
  embossed: 0.22,
  kraft: 0.14,
  corrugated: 0.12,
  greyboard: 0.1,
};

/** The face texture of a substrate: its colour with its grain, one `FACE_TILE_MM` repeat. */
export function substrateFacePixels(
  appearance: SubstrateAppearance,
  size = FACE_TEXTURE_SIZE,
): TexturePixels {
  const random = seededRandom(0x5eed + appearance.surface.length);
  const relief = faceRelief(appearance.surface, size, random);
  const amplitude = FACE_AMPLITUDE[appearance.surface];
  const [r, g, b] = hexToRgb(appearance.color);
  const data = new Uint8Array(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const value = Math.max(-1, Math.min(1, relief[i] ?? 0));
    data[i * 4] = shade(r, value, amplitude);
    data[i * 4 + 1] = shade(g, value, amplitude);
    data[i * 4 + 2] = shade(b, value, amplitude);
    data[i * 4 + 3] = 255;
  }
  return { width: size, height: size, data };
}

/** Pixels along a cut edge for one repeat; v runs across the board's thickness. */
export const EDGE_TEXTURE_SIZE = { width: 64, height: 32 };

/**
 * The cut edge of a substrate, u along the edge (one repeat: a flute pitch for corrugated board), v
 * across the thickness from the printed face (v = 0) to the inside face (v = 1).
 */
export function substrateEdgePixels(appearance: SubstrateAppearance): TexturePixels {
  const { width, height } = EDGE_TEXTURE_SIZE;
  const random = seededRandom(0xed6e);
  const face = hexToRgb(appearance.color);
  const data = new Uint8Array(width * height * 4);
  const put = (x: number, y: number, rgb: readonly number[]) => {
    const index = (y * width + x) * 4;
    data[index] = clampByte(rgb[0] ?? 0);
    data[index + 1] = clampByte(rgb[1] ?? 0);
    data[index + 2] = clampByte(rgb[2] ?? 0);
    data[index + 3] = 255;
  };
  const scaled = (rgb: readonly number[], factor: number) => rgb.map((channel) => channel * factor);
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) / height;
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / width;
      const grain = (random() - 0.5) * 0.08;
      if (appearance.edge === 'flutes') {
        // liners at both faces, the wavy fluting medium between them, shadowed hollows in its bends
        const liner = v < 0.13 || v > 0.87;
        const waveCentre = 0.5 + 0.3 * Math.sin(2 * Math.PI * u);
        const onMedium = Math.abs(v - waveCentre) < 0.075;
        const factor = liner ? 0.92 : onMedium ? 0.85 : 0.38 + 0.12 * Math.abs(v - waveCentre);
        put(x, y, scaled(face, factor + grain));
      } else if (appearance.edge === 'greyboard') {
        // the wrap paper shows as a thin line of the face colour around the grey chipboard core
        const wrap = v < 0.07 || v > 0.93;
        put(x, y, wrap ? face : scaled([138, 137, 132], 1 + grain * 2.5));
      } else {
        put(x, y, scaled(face, 0.9 + grain));
      }
    }
  }
  return { width, height, data };
}

/** The mean colour of some pixels, [r, g, b] 0..255. */
export function averageColor(pixels: TexturePixels): [number, number, number] {
  const sum = [0, 0, 0];
  const count = pixels.width * pixels.height;
  for (let i = 0; i < count; i++) {
    for (let channel = 0; channel < 3; channel++)
      sum[channel] = (sum[channel] ?? 0) + (pixels.data[i * 4 + channel] ?? 0);
  }
  return sum.map((channel) => channel / count) as [number, number, number];
}
