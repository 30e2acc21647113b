import { type Material, type MeshStandardMaterial, Texture, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { insideUv, outsideUv } from './artwork-uv';
import { SUBSTRATE_APPEARANCES } from './substrate-appearance';
import { partMaterials } from './substrate-materials';
import { FACE_TILE_MM } from './substrate-texture';

const FRAME = { minX: -3.5, minY: -12, width: 281, height: 197.25, bleed: 3 };

const standard = (material: Material) => material as MeshStandardMaterial;

/** Where a texture's pixels are read for a uv, through its offset and repeat. */
function tiled(texture: Texture, [u, v]: readonly number[]): [number, number] {
  texture.updateMatrix();
  const at = new Vector3(u, v, 1).applyMatrix3(texture.matrix);
  return [at.x, at.y];
}

describe('partMaterials', () => {
  it('should read every map of a part through the one uv channel, with artwork or without', () => {
    for (const appearance of Object.values(SUBSTRATE_APPEARANCES)) {
      for (const artwork of [
        {},
        { outside: new Texture() },
        { outside: new Texture(), inside: new Texture() },
      ]) {
        const materials = partMaterials(appearance, artwork, FRAME);
        for (const material of [materials.printed, materials.inside, materials.edge]) {
          const { map, bumpMap } = standard(material);
          expect(map).toBeInstanceOf(Texture);
          expect(map?.channel).toBe(0);
          if (bumpMap) expect(bumpMap.channel).toBe(0);
        }
        expect(Boolean(standard(materials.printed).bumpMap)).toBe(appearance.relief > 0);
        materials.dispose();
      }
    }
  });

  it('should tile the board every FACE_TILE_MM of the blank on the printed face, mirrored on the inside', () => {
    const materials = partMaterials(SUBSTRATE_APPEARANCES.kraft_brown, {}, FRAME);
    const printed = standard(materials.printed).map as Texture;
    const inside = standard(materials.inside).map as Texture;
    for (const [x, y] of [
      [-3.5, -12],
      [0, 0],
      [120.25, 44],
      [277.5, 185.25],
    ] as const) {
      const [px, py] = tiled(printed, outsideUv(FRAME, x, y));
      expect(px).toBeCloseTo(x / FACE_TILE_MM, 9);
      expect(py).toBeCloseTo(y / FACE_TILE_MM, 9);
      const [ix, iy] = tiled(inside, insideUv(FRAME, x, y));
      expect(ix).toBeCloseTo(-x / FACE_TILE_MM, 9);
      expect(iy).toBeCloseTo(y / FACE_TILE_MM, 9);
    }
    // one set of pixels for both faces: uploaded once
    expect(inside.source).toBe(printed.source);
    expect(inside).not.toBe(printed);
    materials.dispose();
  });
});
