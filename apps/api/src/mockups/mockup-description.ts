import type { MockupDescription } from '@diecut/geometry';
import type { DielineMockupScene } from '@diecut/service';
import type { Urls } from '../urls';
import type { MockupRecord } from './mockup-record';
import type { SceneText } from './mockup-scene-cache';

/**
 * What the page's `<diecut-mockup>` loads: the dieline's folding scene, the artwork textures (on the
 * printed piece whose `artwork_dimensions` the dieline states), the substrates and the background.
 */
export function mockupDescription(
  record: MockupRecord,
  { scene, printedPart }: DielineMockupScene,
  urls: Urls,
): MockupDescription {
  return withScene(record, scene, printedPart, urls);
}

/** Where the scene's text goes in a description written without it (`"scene":0`). */
const SCENE_SLOT = '"scene":0';

/**
 * The description as its JSON text, the scene written in as the text it was kept as: the same bytes
 * as `JSON.stringify(mockupDescription(...))`, without parsing or writing the scene again.
 */
export function mockupDescriptionJson(record: MockupRecord, scene: SceneText, urls: Urls): string {
  const text = JSON.stringify(withScene(record, 0, scene.printedPart, urls));
  // the first `"scene":` followed by 0 is the key: a quote inside a string value is escaped, and
  // only the format, version and name come before it
  const at = text.indexOf(SCENE_SLOT);
  if (at < 0) throw new Error('a description always has a scene');
  return `${text.slice(0, at)}"scene":${scene.json}${text.slice(at + SCENE_SLOT.length)}`;
}

/** The description with `scene` as given, its fields in the order the viewer's contract shows them. */
function withScene<Scene>(record: MockupRecord, scene: Scene, printedPart: number, urls: Urls) {
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
    format: 'diecut-mockup' as const,
    version: 1 as const,
    name: record.mockup.name,
    scene,
    artwork,
    substrate: record.settings.substrate,
    partSubstrates: record.settings.partSubstrates,
    background: record.settings.background,
  };
}
