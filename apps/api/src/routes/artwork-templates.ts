import { artworkTemplateFileName } from '@diecut/export/file-names';
import { findTemplate } from '@diecut/geometry';
import { ARTWORK_TEMPLATE_FORMATS, type ArtworkTemplateFormat, DiecutError } from '@diecut/schema';
import type { ComputePool } from '../compute/compute-pool';
import { loadDielineRecord } from '../dielines/load-dieline';
import { OperationRoutes } from '../http/operation-routes';
import type { Storage } from '../storage/storage';
import { SVG_FILE_CSP } from './files';

const CONTENT_TYPES: Record<ArtworkTemplateFormat, string> = {
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

/** The message of a `format` that is not one of the template's. */
export const INVALID_ARTWORK_TEMPLATE_FORMAT = `Invalid 'format'. Valid 'format' values are ${ARTWORK_TEMPLATE_FORMATS.map((format) => `'${format}'`).join(' and ')}.`;

/** `?format=`: `pdf` when absent; one value, of the two. */
function readFormat(values: string[] | undefined): ArtworkTemplateFormat {
  if (!values || values.length === 0) return 'pdf';
  const [format] = values;
  if (values.length > 1 || !ARTWORK_TEMPLATE_FORMATS.includes(format as ArtworkTemplateFormat))
    throw DiecutError.badRequest(INVALID_ARTWORK_TEMPLATE_FORMAT);
  return format as ArtworkTemplateFormat;
}

/**
 * `GET /dielines/{dieline_id}/artwork-template?format=pdf|svg`, beyond the interface: the caller's
 * dieline's artwork template, written on request in a compute worker (it is rebuilt from the stored
 * variables, so nothing is stored); another account's dieline is 404, as everywhere.
 */
export function artworkTemplateRoutes(deps: { storage: Storage; compute: ComputePool }) {
  return new OperationRoutes().operation('downloadArtworkTemplate', async (c) => {
    const format = readFormat(c.req.queries('format'));
    const owner = c.get('account').id;
    const dieline = await loadDielineRecord(deps.storage, c.req.param('dieline_id'), owner);
    const { file } = await deps.compute.run({ kind: 'artwork-template', dieline, format }, owner);
    // loadDielineRecord answered 404 for a template gone from the catalog
    const template = findTemplate(dieline.dieline_template_id);
    const name = template ? artworkTemplateFileName(template, format) : `artwork-template.${format}`;
    return c.body(file as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Length': String(file.byteLength),
      'Content-Disposition': `attachment; filename="${name}"`,
      // made again from the dieline on every request; gone with it
      'Cache-Control': 'private, no-cache',
      ...(format === 'svg' ? { 'Content-Security-Policy': SVG_FILE_CSP } : {}),
    });
  });
}
