import type { MockupDescription } from '@diecut/geometry';

// The description's type is the contract between this viewer and the API that serves it: both take it
// from @diecut/geometry, beside the scene it carries. What is here is the viewer's reading of it.

/** The bundle the API serves on mockup pages: one file that defines `<diecut-mockup>`. */
export const VIEWER_BUNDLE_FILE = 'diecut-mockup.js';

/** A description that cannot be shown, with the reason in words. */
export class MockupDescriptionError extends Error {
  override name = 'MockupDescriptionError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks what came over the wire before the viewer builds anything from it: the format and version
 * first (a page must not half-draw a description it does not understand), then the fields the scene
 * is built from. Missing optional maps default to empty, a missing background to white.
 */
export function parseMockupDescription(input: unknown): MockupDescription {
  if (!isRecord(input)) throw new MockupDescriptionError('A mockup description must be a JSON object.');
  if (input.format !== 'diecut-mockup')
    throw new MockupDescriptionError(
      `Not a mockup description: format is ${JSON.stringify(input.format)}, expected "diecut-mockup".`,
    );
  if (input.version !== 1)
    throw new MockupDescriptionError(
      `Unsupported mockup description version ${JSON.stringify(input.version)}; this viewer reads version 1.`,
    );
  const scene = input.scene;
  if (!isRecord(scene) || scene.format !== 'diecut-mockup-scene' || scene.version !== 1)
    throw new MockupDescriptionError('The description\'s scene is not a "diecut-mockup-scene" of version 1.');
  if (!Array.isArray(scene.parts) || scene.parts.length === 0)
    throw new MockupDescriptionError("The description's scene has no parts.");
  for (const part of scene.parts) {
    if (
      !isRecord(part) ||
      !Array.isArray(part.panels) ||
      !Array.isArray(part.hinges) ||
      !isRecord(part.artworkFrame)
    )
      throw new MockupDescriptionError('Every scene part needs panels, hinges and an artwork frame.');
  }
  const background = input.background ?? '#ffffff';
  if (typeof background !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(background))
    throw new MockupDescriptionError(`The background ${JSON.stringify(background)} is not a #RRGGBB colour.`);
  const substrate = input.substrate ?? '';
  if (typeof substrate !== 'string') throw new MockupDescriptionError('The substrate must be a string.');
  const artwork = input.artwork ?? {};
  const partSubstrates = input.partSubstrates ?? {};
  if (!isRecord(artwork) || !isRecord(partSubstrates))
    throw new MockupDescriptionError('`artwork` and `partSubstrates` must be objects keyed by part number.');
  return {
    ...(input as unknown as MockupDescription),
    name: typeof input.name === 'string' ? input.name : '',
    background,
    substrate,
    artwork: artwork as MockupDescription['artwork'],
    partSubstrates: partSubstrates as MockupDescription['partSubstrates'],
  };
}
