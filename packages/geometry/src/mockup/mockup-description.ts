import type { MockupScene } from './mockup-scene';

/**
 * What a `<diecut-mockup>` element of @diecut/mockup-viewer loads (from its `src` URL, or set as its
 * `description` property): the folded box, its artwork and its materials. The API serves one per
 * mockup. The contract between the two, kept here beside the scene it carries so that each takes it
 * from this package, not from the other: a type only, nothing of it in a bundle.
 */
export interface MockupDescription {
  format: 'diecut-mockup';
  version: 1;
  /** The mockup's name, shown as the page title. */
  name: string;
  /** The dieline's parts and how they fold (`mockupScene`). */
  scene: MockupScene;
  /**
   * Artwork images (PNG or JPEG URLs, relative to the description's URL or absolute) per part number:
   * `outside` covers the printed face through the part's artwork frame, `inside` the other face,
   * mirrored so that it reads from inside the box. A part without artwork shows its substrate.
   */
  artwork: Record<string, { outside?: string; inside?: string }>;
  /** Substrate key of interface 2.3 for every part, or '' for the plain material. */
  substrate: string;
  /** Per-part substrate keys (by part number) that replace `substrate` for that part. */
  partSubstrates: Record<string, string>;
  /** Scene background, #RRGGBB. */
  background: string;
}
