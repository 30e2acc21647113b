import { DiecutError } from '@diecut/schema';
import { type ArtworkProblem, unreadableArtwork } from './draw-artwork';

export { TEXTURE_MAX_PIXELS } from './draw-artwork';

/** 400 in the interface's validation shape, for an artwork that cannot be drawn or read. */
export const artworkRefusal = ({ detail, title }: Pick<ArtworkProblem, 'detail' | 'title'>) =>
  DiecutError.validation([{ message: detail }], title);

/** 400: a file of a supported type that cannot be read. */
export const artworkUnreadable = (what: string) => artworkRefusal(unreadableArtwork(what));

/** 400: an artwork whose drawing ran past the compute time limit and was stopped. */
export function artworkTooSlow(limitMs: number): DiecutError {
  const seconds = Math.round(limitMs / 100) / 10;
  return DiecutError.validation(
    [
      {
        message: `The artwork took longer than ${seconds} s to draw and was stopped: simplify it (filters, blurs, very many shapes) or send it as a PNG or JPEG.`,
      },
    ],
    'The artwork is too complex to draw.',
  );
}
