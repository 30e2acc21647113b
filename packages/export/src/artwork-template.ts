import type { PanelGraph, TemplatePart } from '@diecut/geometry';
import { type ArtworkTemplateOptions, buildArtworkTemplateDocument } from './artwork-template-document';
import { renderArtworkTemplatePdf } from './artwork-template-pdf';
import { renderArtworkTemplateSvg } from './artwork-template-svg';

/** The formats an artwork template is written in. */
export const ARTWORK_TEMPLATE_FORMATS = ['svg', 'pdf'] as const;
export type ArtworkTemplateFormat = (typeof ARTWORK_TEMPLATE_FORMATS)[number];

export interface ArtworkTemplateFileOptions extends ArtworkTemplateOptions {
  format: ArtworkTemplateFormat;
  /** The PDF's date; now by default. */
  createdAt?: Date;
  /** Deflate the PDF's content streams; true by default. */
  compress?: boolean;
}

/**
 * The artwork template of a dieline, for a designer: at real size on a page that is the artwork frame,
 * the cut, the creases, the bleed, each panel's safe zone and each panel's name on layers of their own
 * (Inkscape layers in SVG, optional content groups in PDF). Of several parts (a rigid box's boards and
 * wraps), the printed one: the piece whose frame `artwork_dimensions` gives and the 3D mockup wears.
 * SVG answers a string, PDF bytes.
 */
export function writeArtworkTemplate(
  source: PanelGraph | readonly TemplatePart[],
  options: ArtworkTemplateFileOptions & { format: 'svg' },
): string;
export function writeArtworkTemplate(
  source: PanelGraph | readonly TemplatePart[],
  options: ArtworkTemplateFileOptions & { format: 'pdf' },
): Promise<Uint8Array>;
export function writeArtworkTemplate(
  source: PanelGraph | readonly TemplatePart[],
  options: ArtworkTemplateFileOptions,
): string | Promise<Uint8Array>;
export function writeArtworkTemplate(
  source: PanelGraph | readonly TemplatePart[],
  options: ArtworkTemplateFileOptions,
): string | Promise<Uint8Array> {
  const document = buildArtworkTemplateDocument(source, options);
  if (options.format === 'svg') return renderArtworkTemplateSvg(document);
  if (options.format === 'pdf')
    return renderArtworkTemplatePdf(document, {
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.compress === undefined ? {} : { compress: options.compress }),
    });
  throw new RangeError(`Unknown artwork template format '${String(options.format)}': svg or pdf.`);
}
