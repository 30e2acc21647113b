import {
  Color,
  DataTexture,
  type Material,
  MeshStandardMaterial,
  RepeatWrapping,
  SRGBColorSpace,
  type Texture,
} from 'three';
import type { SubstrateAppearance } from './substrate-appearance';
import { substrateEdgePixels, substrateFacePixels, type TexturePixels } from './substrate-texture';

/** Millimetres along a cut edge per repeat of its texture (a flute pitch on corrugated board). */
export function edgeRepeatMm(appearance: SubstrateAppearance, caliper: number): number {
  return appearance.edge === 'flutes' ? Math.max(2.5, caliper * 2.2) : 8;
}

function dataTexture(pixels: TexturePixels, channel: number): DataTexture {
  const texture = new DataTexture(pixels.data, pixels.width, pixels.height);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.channel = channel;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}

/** The three materials of a part's panels: printed face, inside face and cut edges. */
export interface PartMaterials {
  printed: Material;
  inside: Material;
  edge: Material;
  dispose(): void;
}

/**
 * Materials for a part on a substrate: a face without artwork shows the board's generated texture; a
 * face with artwork shows the artwork tinted as the board takes the ink, with the board's grain as
 * relief. Textures generated here are the materials' own; artwork textures belong to the caller.
 */
export function partMaterials(
  appearance: SubstrateAppearance,
  artwork: { outside?: Texture; inside?: Texture },
): PartMaterials {
  // the face texture sits in uv1 (millimetre tiling), the artwork in uv (the artwork frame)
  const face = dataTexture(substrateFacePixels(appearance), 1);
  const edgeTexture = dataTexture(substrateEdgePixels(appearance), 0);
  const bumpScale = appearance.relief * 2;
  const faceMaterial = (art: Texture | undefined) =>
    new MeshStandardMaterial({
      map: art ?? face,
      color: art ? new Color(appearance.printTint) : new Color(0xffffff),
      roughness: appearance.roughness,
      metalness: 0,
      ...(appearance.relief > 0 ? { bumpMap: face, bumpScale } : {}),
    });
  const printed = faceMaterial(artwork.outside);
  const inside = faceMaterial(artwork.inside);
  const edge = new MeshStandardMaterial({ map: edgeTexture, roughness: 0.95, metalness: 0 });
  return {
    printed,
    inside,
    edge,
    dispose() {
      for (const material of [printed, inside, edge]) material.dispose();
      face.dispose();
      edgeTexture.dispose();
    },
  };
}
