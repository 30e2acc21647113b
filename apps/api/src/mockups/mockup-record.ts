import type { ArtworkType, Mockup, SubstrateChoice } from '@diecut/schema';

/*
 * What a mockup's record holds. Apart from the service that writes records, so that what reads them
 * (the description a compute worker draws) needs nothing else of it.
 */

export type Side = 'outside' | 'inside';

/** The stored files of one side's artwork, as blob keys. */
export interface ArtworkFiles {
  type: ArtworkType;
  /** As uploaded (an SVG sanitised). */
  original: string;
  /** The PNG or JPEG the viewer loads: the original itself for PNG and JPEG. */
  texture: string;
}

/** What a mockup's record holds: the object the API answers, and what its page shows. */
export interface MockupRecord {
  mockup: Mockup;
  dielineId: string;
  settings: {
    substrate: SubstrateChoice;
    partSubstrates: Record<string, SubstrateChoice>;
    background: string;
  };
  artwork: Partial<Record<Side, ArtworkFiles>>;
  /**
   * Artwork of pieces other than the printed one (`part_files[n]`), by part number, each on the side
   * its form said: it replaces the printed piece's `file` on that piece.
   */
  partArtwork?: Record<string, Partial<Record<Side, ArtworkFiles>>>;
}
