import { randomBytes } from 'node:crypto';
import { DiecutError, type Mockup, type SubstratePart } from '@diecut/schema';
import type { ComputePool } from '../compute/compute-pool';
import type { BuiltDieline } from '../dielines/load-dieline';
import { substrateParts } from '../dielines/substrate-parts';
import { newMockupId } from '../ids';
import { saveChildOfDieline } from '../storage/save-child';
import type { BlobWrite, Storage } from '../storage/storage';
import type { Urls } from '../urls';
import { artworkAspectWarning } from './artwork-aspect';
import type { ArtworkFiles, MockupRecord, Side } from './mockup-record';
import type { PreparedArtwork } from './prepare-artwork';
import type { MockupForm } from './read-mockup-form';

export type { MockupRecord } from './mockup-record';

export const MOCKUP_KIND = '3d_mockup';
export const MOCKUP_ID = /^[a-z0-9]{10}$/;
export const DEFAULT_BACKGROUND = '#ffffff';

/** Stored files whose names start so are kept, never served: uploads a texture was drawn from. */
export const PRIVATE_FILE_PREFIX = 'original-';

/**
 * Files of a prepared artwork under the mockup's id; a fresh token per upload, as files are cached
 * forever. Only the texture is public (the mockup page loads it): an SVG's or PDF's upload is kept
 * under a name of its own token with the `PRIVATE_FILE_PREFIX`, which `/files` never serves, so the
 * texture's URL leads to nothing more.
 */
function artworkBlobs(mockupId: string, side: Side, artwork: PreparedArtwork, part?: string) {
  const token = () => randomBytes(6).toString('hex');
  const piece = part ? `part-${part}-` : '';
  const stem = `${piece}${side}-${token()}`;
  if (!artwork.texture) {
    const original = `${mockupId}/${stem}.${artwork.original.extension}`;
    const blobs: BlobWrite[] = [{ key: original, data: artwork.original.data }];
    return { blobs, files: { type: artwork.type, original, texture: original } satisfies ArtworkFiles };
  }
  const original = `${mockupId}/${PRIVATE_FILE_PREFIX}${piece}${side}-${token()}.${artwork.original.extension}`;
  const texture = `${mockupId}/${stem}-texture.${artwork.texture.extension}`;
  const blobs: BlobWrite[] = [
    { key: original, data: artwork.original.data },
    { key: texture, data: artwork.texture.data },
  ];
  return { blobs, files: { type: artwork.type, original, texture } satisfies ArtworkFiles };
}

/**
 * The mockup with a warning when its artwork's aspect ratio differs from the printed piece's artwork
 * frame (the viewer stretches it over the frame), or without one when it fits.
 */
function withAspectWarning(mockup: Mockup, artwork: PreparedArtwork, built: BuiltDieline): Mockup {
  const image = artwork.texture?.data ?? artwork.original.data;
  const { width, height, unit } = built.dieline.artwork_dimensions;
  const warning =
    typeof image === 'string'
      ? undefined
      : artworkAspectWarning(image, { width: Number(width), height: Number(height), unit });
  const { warnings: _old, ...rest } = mockup;
  return warning ? { ...rest, warnings: [warning] } : rest;
}

/**
 * 400 for a `part_substrates[n]` or `part_files[n]` naming a part the dieline does not have, each with
 * the parts it has.
 */
function checkPartNumbers(built: BuiltDieline, form: MockupForm): void {
  const numbers = substrateParts(built.parts).map((part) => String(part.part_number));
  const named = [
    ...Object.keys(form.partSubstrates ?? {}).map((number) => ({ field: 'part_substrates', number })),
    ...Object.keys(form.partFiles ?? {}).map((number) => ({ field: 'part_files', number })),
  ];
  const unknown = named.filter(({ number }) => !numbers.includes(number));
  if (unknown.length === 0) return;
  throw DiecutError.validation(
    unknown.map(({ field, number }) => ({
      message: `'${field}[${number}]': this dieline has no part ${number}; its parts are ${numbers.join(', ')} (see 'substrate_parts' of the dieline).`,
    })),
  );
}

/** Each `part_files[n]` artwork prepared (in the compute pool) and named for its piece. */
async function partArtwork(id: string, side: Side, form: MockupForm, context: MockupContext) {
  const blobs: BlobWrite[] = [];
  const files: Record<string, Partial<Record<Side, ArtworkFiles>>> = {};
  for (const [number, bytes] of Object.entries(form.partFiles ?? {})) {
    const artwork = await context.compute.run({ kind: 'artwork', bytes }, context.ownerId);
    const prepared = artworkBlobs(id, side, artwork, number);
    blobs.push(...prepared.blobs);
    files[number] = { [side]: prepared.files };
  }
  return { blobs, files };
}

/** A new mockup's substrates: the first part's default for all, and a pick for each part whose board differs. */
function defaultSubstrates(parts: SubstratePart[]): MockupRecord['settings'] {
  const substrate = parts[0]?.default_substrate ?? '';
  const partSubstrates = Object.fromEntries(
    parts
      .filter((part) => part.default_substrate !== substrate)
      .map((part) => [String(part.part_number), part.default_substrate]),
  );
  return { substrate, partSubstrates, background: DEFAULT_BACKGROUND };
}

function presentMockup(id: string, name: string, built: BuiltDieline, urls: Urls): Mockup {
  const { dieline } = built;
  const path = `/dielines/${dieline.id}/3d-mockups/${id}`;
  return {
    type: '3d_mockup',
    id,
    url: urls.web(`/3d/${id}`),
    name,
    dieline: {
      type: dieline.type,
      id: dieline.id,
      dieline_template_id: dieline.dieline_template_id,
      variables: dieline.variables,
      format: dieline.format,
      url: dieline.url,
      artwork_dimensions: dieline.artwork_dimensions,
      created_at: dieline.created_at,
    },
    links: [
      { rel: 'self', href: urls.api(path), method: 'GET' },
      { rel: 'web', href: urls.web(`/3d/${id}`), method: 'GET' },
      { rel: 'description', href: urls.web(`/3d/${id}/description.json`), method: 'GET' },
      { rel: 'update', href: urls.api(path), method: 'PUT' },
      { rel: 'delete', href: urls.api(path), method: 'DELETE' },
    ],
  };
}

export interface MockupContext {
  storage: Storage;
  /** Where the artwork is checked and rendered (sanitised, a PDF page drawn). */
  compute: ComputePool;
  urls: Urls;
  ownerId: string;
}

/** Interface 4.8: prepares the artwork, writes its files, then the record. */
export async function createMockup(
  built: BuiltDieline,
  form: MockupForm,
  context: MockupContext,
): Promise<Mockup> {
  if (!form.file) throw new Error('a create form always carries a file');
  checkPartNumbers(built, form);
  const artwork = await context.compute.run({ kind: 'artwork', bytes: form.file }, context.ownerId);
  const id = newMockupId();
  const side: Side = form.outsideDesign ? 'outside' : 'inside';
  const { blobs, files } = artworkBlobs(id, side, artwork);
  const parts = await partArtwork(id, side, form, context);
  blobs.push(...parts.blobs);
  const mockup = withAspectWarning(
    presentMockup(id, form.name ?? built.template.name, built, context.urls),
    artwork,
    built,
  );
  const record: MockupRecord = {
    mockup,
    dielineId: built.dieline.id,
    settings: defaultSubstrates(substrateParts(built.parts)),
    artwork: { [side]: files },
    ...(Object.keys(parts.files).length > 0 ? { partArtwork: parts.files } : {}),
  };
  await saveChildOfDieline(
    context.storage,
    {
      id,
      kind: MOCKUP_KIND,
      ownerId: context.ownerId,
      data: record,
      createdAt: new Date().toISOString(),
      parentId: built.dieline.id,
    },
    blobs,
  );
  return mockup;
}

/** The caller's mockup of that dieline; any other (another key's, another dieline's, deleted) is 404. */
export async function loadMockup(storage: Storage, dielineId: string, id: string, ownerId: string) {
  if (!MOCKUP_ID.test(id)) throw DiecutError.notFound();
  const record = await storage.getRecord<MockupRecord>(MOCKUP_KIND, id, ownerId);
  if (!record || record.data.dielineId !== dielineId) throw DiecutError.notFound();
  return record;
}

/**
 * Interface 4.9: applies the fields given and leaves the rest. Only a new file renders artwork; the
 * replaced side's files are removed once the record points at the new ones.
 */
export async function updateMockup(
  built: BuiltDieline,
  id: string,
  form: MockupForm,
  context: MockupContext,
): Promise<Mockup> {
  const record = await loadMockup(context.storage, built.dieline.id, id, context.ownerId);
  const data = structuredClone(record.data);
  checkPartNumbers(built, form);
  if (form.partSubstrates) data.settings.partSubstrates = form.partSubstrates;
  if (form.substrate !== undefined) data.settings.substrate = form.substrate;
  if (form.background !== undefined) data.settings.background = form.background;
  if (form.name !== undefined) data.mockup.name = form.name;
  const side: Side = form.outsideDesign ? 'outside' : 'inside';
  let blobs: BlobWrite[] = [];
  let replaced: ArtworkFiles | undefined;
  const replacedFiles: ArtworkFiles[] = [];
  if (form.file) {
    const artwork = await context.compute.run({ kind: 'artwork', bytes: form.file }, context.ownerId);
    const prepared = artworkBlobs(id, side, artwork);
    blobs = prepared.blobs;
    replaced = data.artwork[side];
    data.artwork[side] = prepared.files;
    data.mockup = withAspectWarning(data.mockup, artwork, built);
  }
  const parts = await partArtwork(id, side, form, context);
  blobs.push(...parts.blobs);
  for (const [number, files] of Object.entries(parts.files)) {
    const previous = data.partArtwork?.[number]?.[side];
    if (previous) replacedFiles.push(previous);
    data.partArtwork = { ...data.partArtwork, [number]: { ...data.partArtwork?.[number], ...files } };
  }
  if (replaced) replacedFiles.push(replaced);
  await context.storage.updateResource({ ...record, data }, blobs);
  if (replacedFiles.length > 0)
    await context.storage.deleteBlobs([
      ...new Set(replacedFiles.flatMap((files) => [files.original, files.texture])),
    ]);
  return data.mockup;
}

/** DELETE on the mockup path: the record, then every file under the mockup's id. */
export async function deleteMockup(storage: Storage, dielineId: string, id: string, ownerId: string) {
  await loadMockup(storage, dielineId, id, ownerId);
  if (!(await storage.deleteResource(MOCKUP_KIND, id, ownerId))) throw DiecutError.notFound();
}
