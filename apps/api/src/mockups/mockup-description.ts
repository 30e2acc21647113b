import type { MockupDescription } from '@diecut/geometry';
import type { DielineMockupScene } from '@diecut/service';
import type { Urls } from '../urls';
import type { MockupRecord } from './mockup-record';

/**
 * What the page's `<diecut-mockup>` loads: the dieline's folding scene, the artwork textures (on the
 * printed piece whose `artwork_dimensions` the dieline states), the substrates and the background.
 */
export function mockupDescription(
  record: MockupRecord,
  { scene, printedPart }: DielineMockupScene,
  urls: Urls,
): MockupDescription {
  const { outside, inside } = record.artwork;
  const artwork: MockupDescription['artwork'] = {};
  // root-relative, so the viewer resolves them against wherever it loaded the description from: the
  // page works whatever host or port it is reached by, and its CSP keeps images to its own origin
  const file = (key: string) => new URL(urls.file(key)).pathname;
  const textures = (sides: Partial<Record<'outside' | 'inside', { texture: string }>>) => ({
    ...(sides.outside ? { outside: file(sides.outside.texture) } : {}),
    ...(sides.inside ? { inside: file(sides.inside.texture) } : {}),
  });
  if (outside || inside) artwork[String(printedPart)] = textures(record.artwork);
  // a piece's own artwork (`part_files[n]`) over the printed piece's, side by side
  for (const [number, sides] of Object.entries(record.partArtwork ?? {}))
    artwork[number] = { ...artwork[number], ...textures(sides) };
  return {
    format: 'diecut-mockup',
    version: 1,
    name: record.mockup.name,
    scene,
    artwork,
    substrate: record.settings.substrate,
    partSubstrates: record.settings.partSubstrates,
    background: record.settings.background,
  };
}
