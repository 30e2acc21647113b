import type { CreateMockupForm, SubstrateChoice, UpdateMockupForm } from '@diecut/schema';

/** Artwork bytes: a `File` or `Blob` in browsers, a `Buffer` or `Uint8Array` in Node. */
export type ArtworkData = Blob | Uint8Array | ArrayBuffer;
/** Artwork with a file name and media type; the server recognises the type by content either way. */
export interface ArtworkFile {
  data: ArtworkData;
  filename?: string;
  type?: string;
}

/** Interface 4.8's fields, with the artwork as bytes and `outside_design` as a boolean. */
export type CreateMockupInput = Omit<CreateMockupForm, 'file' | 'outside_design'> & {
  file: ArtworkData | ArtworkFile;
  outside_design?: boolean;
};

/** Interface 4.9's fields; `part_substrates: {}` clears every per-part pick. */
export type UpdateMockupInput = Omit<UpdateMockupForm, 'file' | 'outside_design' | 'part_substrates'> & {
  file?: ArtworkData | ArtworkFile;
  outside_design?: boolean;
  part_substrates?: Record<number, SubstrateChoice>;
};

function toBlob(data: ArtworkData, type: string | undefined): Blob {
  if (data instanceof Blob) return type ? new Blob([data], { type }) : data;
  // a copy: a Node Buffer may be a view into a larger shared pool
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data.slice();
  return new Blob([bytes], type ? { type } : {});
}

function appendArtwork(form: FormData, file: ArtworkData | ArtworkFile): void {
  const artwork =
    file instanceof Blob || file instanceof Uint8Array || file instanceof ArrayBuffer ? { data: file } : file;
  const name = artwork.filename ?? (artwork.data instanceof File ? artwork.data.name : 'artwork');
  form.append('file', toBlob(artwork.data, artwork.type), name);
}

/** The multipart body of a mockup create or update. */
export function mockupFormData(input: CreateMockupInput | UpdateMockupInput): FormData {
  const form = new FormData();
  if (input.file !== undefined) appendArtwork(form, input.file);
  if (input.name !== undefined) form.append('name', input.name);
  if (input.outside_design !== undefined) form.append('outside_design', String(input.outside_design));
  if ('scene_background_color' in input && input.scene_background_color !== undefined) {
    form.append('scene_background_color', input.scene_background_color);
  }
  if ('substrate' in input && input.substrate !== undefined) form.append('substrate', input.substrate);
  if ('part_substrates' in input && input.part_substrates !== undefined) {
    const entries = Object.entries(input.part_substrates);
    // a lone empty field is how the form clears the picks
    if (entries.length === 0) form.append('part_substrates', '');
    for (const [part, substrate] of entries) form.append(`part_substrates[${part}]`, substrate);
  }
  return form;
}
