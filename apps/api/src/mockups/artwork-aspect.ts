/**
 * Whether an artwork fits the box's artwork frame without being stretched: the viewer lays the image
 * over the whole frame, so an image of another aspect ratio is distorted. Read from the image's own
 * header (PNG and JPEG), never by decoding it.
 */

/** Width and height in pixels of a PNG or JPEG, or undefined for anything else. */
export function imagePixels(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  // JPEG: walk the segments to the first start of frame (SOF0 to SOF15 but DHT, JPG and DAC)
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + length;
  }
  return undefined;
}

/** Aspect ratios further apart than this (2 %) show as a stretch. */
const ASPECT_TOLERANCE = 1.02;

/**
 * A warning when the artwork's aspect ratio differs from the frame's: what it is, what the frame is,
 * and a size in pixels that would fit. None when they match or the image's size cannot be read.
 */
export function artworkAspectWarning(
  image: Uint8Array,
  frame: { width: number; height: number; unit: string },
): string | undefined {
  const pixels = imagePixels(image);
  if (!pixels || pixels.width <= 0 || pixels.height <= 0 || frame.width <= 0 || frame.height <= 0)
    return undefined;
  const imageAspect = pixels.width / pixels.height;
  const frameAspect = frame.width / frame.height;
  const ratio = Math.max(imageAspect / frameAspect, frameAspect / imageAspect);
  if (ratio <= ASPECT_TOLERANCE) return undefined;
  const fit =
    imageAspect > frameAspect
      ? { width: Math.round(pixels.height * frameAspect), height: pixels.height }
      : { width: pixels.width, height: Math.round(pixels.width / frameAspect) };
  return `The artwork is ${pixels.width} x ${pixels.height} px (${imageAspect.toFixed(2)}:1) but the artwork frame is ${frame.width} x ${frame.height} ${frame.unit} (${frameAspect.toFixed(2)}:1), so the mockup stretches it to fit; an image of ${fit.width} x ${fit.height} px would not be.`;
}
