import type { ArtworkFrame } from '@diecut/geometry';
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
import {
  FACE_TILE_MM,
  substrateEdgePixels,
  substrateFacePixels,
  type TexturePixels,
} from './substrate-texture';

/** Millimetres along a cut edge per repeat of its texture (a flute pitch on corrugated board). */
export function edgeRepeatMm(appearance: SubstrateAppearance, caliper: number): number {
  return appearance.edge === 'flutes' ? Math.max(2.5, caliper * 2.2) : 8;
}

function dataTexture(pixels: TexturePixels): DataTexture {
  const texture = new DataTexture(pixels.data, pixels.width, pixels.height);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}

/**
 * The face texture tiled every `FACE_TILE_MM` of the blank, read through the artwork's coordinates
 * (`outsideUv` / `insideUv`, linear in the blank's millimetres): on the printed face x / tile, on the
 * inside face, seen from behind, -x / tile. Every map of a part then reads the one uv channel, so its
 * faces and edges share one shader program instead of one per channel: a program is compiled on the
 * first draw, the slowest part of a page's first frame where WebGL runs without a GPU.
 */
export function faceTiling(texture: Texture, frame: ArtworkFrame, side: 'printed' | 'inside'): Texture {
  texture.repeat.set(frame.width / FACE_TILE_MM, frame.height / FACE_TILE_MM);
  const left = side === 'printed' ? frame.minX : -(frame.minX + frame.width);
  texture.offset.set(left / FACE_TILE_MM, frame.minY / FACE_TILE_MM);
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
  frame: ArtworkFrame,
): PartMaterials {
  const printedFace = faceTiling(dataTexture(substrateFacePixels(appearance)), frame, 'printed');
  // a clone shares its pixels (one upload), with a tiling of its own
  const insideFace = faceTiling(printedFace.clone(), frame, 'inside');
  const edgeTexture = dataTexture(substrateEdgePixels(appearance));
  const bumpScale = appearance.relief * 2;
  const faceMaterial = (art: Texture | undefined, face: Texture) =>
    new MeshStandardMaterial({
      map: art ?? face,
      color: art ? new Color(appearance.printTint) : new Color(0xffffff),
      roughness: appearance.roughness,
      metalness: 0,
      ...(appearance.relief > 0 ? { bumpMap: face, bumpScale } : {}),
    });
  const printed = faceMaterial(artwork.outside, printedFace);
  const inside = faceMaterial(artwork.inside, insideFace);
  const edge = new MeshStandardMaterial({ map: edgeTexture, roughness: 0.95, metalness: 0 });
  return {
    printed,
    inside,
    edge,
    dispose() {
      for (const material of [printed, inside, edge]) material.dispose();
      printedFace.dispose();
      insideFace.dispose();
      edgeTexture.dispose();
    },
  };
}
