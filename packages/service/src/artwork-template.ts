import { type ArtworkTemplateFormat, DEFAULT_TEMPLATE_BLEED_MM, writeArtworkTemplate } from '@diecut/export';
import { artworkFrame, printedPartIndex, type TemplateValues } from '@diecut/geometry';
import { type BuiltDieline, rebuildDieline } from './make-dieline';

/**
 * The bleed a dieline was made with, mm: its `overflow_margin` while `overflow` is on, else none. Its
 * artwork frame (`artwork_dimensions`, the mockup's texture) is the printed blank grown by this much.
 */
export function dielineBleed(values: TemplateValues): number {
  return values.overflow === true ? Number(values.overflow_margin ?? 0) : 0;
}

export interface ArtworkTemplateRequest {
  /** The made dieline: its template id and the variables it was made with (mm, as stored). */
  templateId: string;
  values: Record<string, unknown>;
  format: ArtworkTemplateFormat;
  createdAt: Date;
}

/**
 * A made dieline's artwork template: its printed piece on a page that is exactly the dieline's artwork
 * frame (what `artwork_dimensions` states and the 3D mockup maps artwork onto). The bleed zone is the
 * dieline's overflow margin; a dieline made without overflow has a frame without bleed, and its
 * template still shows a 3 mm bleed past every cut inside that frame (the notches between flaps).
 */
export async function makeArtworkTemplate(request: ArtworkTemplateRequest): Promise<Uint8Array> {
  const built: BuiltDieline = rebuildDieline(request.templateId, request.values);
  const printed = built.parts[printedPartIndex(built.parts)];
  if (!printed) throw new Error(`${request.templateId} built no part`);
  const bleed = dielineBleed(built.values);
  const file = await writeArtworkTemplate(built.parts, {
    format: request.format,
    frame: artworkFrame(printed.graph, bleed),
    bleed: bleed > 0 ? bleed : DEFAULT_TEMPLATE_BLEED_MM,
    title: `${built.template.name} (${built.template.id}): artwork template`,
    createdAt: request.createdAt,
  });
  return typeof file === 'string' ? new TextEncoder().encode(file) : file;
}
