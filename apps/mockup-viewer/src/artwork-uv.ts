import type { ArtworkFrame } from '@diecut/geometry';

/**
 * Texture coordinates of a flat-blank point (mm) in the part's artwork frame: the printed face reads
 * the outside artwork as the writers place it, u left to right and v bottom to top on the blank.
 */
export function outsideUv(frame: ArtworkFrame, x: number, y: number): [number, number] {
  return [(x - frame.minX) / frame.width, (y - frame.minY) / frame.height];
}

/**
 * The inside artwork is printed on the back of the sheet: seen from that side the blank is mirrored
 * left to right, so u runs from the frame's right edge.
 */
export function insideUv(frame: ArtworkFrame, x: number, y: number): [number, number] {
  return [(frame.minX + frame.width - x) / frame.width, (y - frame.minY) / frame.height];
}
