import path from 'node:path';
import { type ArtworkTemplateFormat, artworkTemplateFileName } from '@diecut/export';
import { displayLength, flattenParameters } from '@diecut/geometry';
import { makeDieline, makeArtworkTemplate as makeWithService } from '@diecut/service';
import type { CliIo } from './cli-io';
import { readTemplateCommand, refusing } from './make-dieline';
import { readFormat, writeOutputFile } from './output-file';
import { readUnit } from './show-template';
import { readVariables } from './variable-flags';

export const ARTWORK_HELP = `Usage: diecut artwork <template-id> [--unit mm|in] [--<variable> value ...]
                      [--format pdf|svg] [--out FILE]

Writes the artwork template of a template's dieline, for a designer: at real size on a page that is
the artwork frame (the dieline's artwork size; --overflow adds its bleed), with the cut, creases,
bleed, each panel's safe zone and the panel names on layers of their own. A rigid box's template is
of its printed wrap. Variables and refusals as in 'diecut make'.

Options:
  --unit mm|in      unit of the lengths given (default mm)
  --format FORMAT   pdf or svg (default: the extension of --out, else pdf)
  --out FILE        the file to write (default e.g. reverse-tuck-end-box-artwork-template.pdf)
  -h, --help        this help
`;

/** `diecut artwork <template-id> ...`: the artwork template, for the sizes 'diecut make' would make. */
export async function makeArtworkTemplate(args: readonly string[], io: CliIo): Promise<number> {
  const { template, parsed } = readTemplateCommand('artwork', args, {
    unit: 'string',
    format: 'string',
    out: 'string',
  });
  const { values: options } = parsed;
  const unit = readUnit('artwork', options.unit);
  const out = typeof options.out === 'string' ? options.out : undefined;
  const format: ArtworkTemplateFormat = readFormat(
    'artwork',
    // PDF first: the default, what Illustrator and InDesign open with their layers
    ['pdf', 'svg'] as const,
    options.format,
    out,
  );
  const variables = readVariables(flattenParameters(template.parameters), parsed.values);
  const createdAt = new Date();
  // the dieline first, so that sizes its design rules refuse are refused here too
  const made = await refusing('artwork', `${template.id} (${template.name})`, () =>
    makeDieline({ template, variables, unit, format: 'svg', createdAt }),
  );
  const file = await makeWithService({ templateId: template.id, values: made.values, format, createdAt });
  const target = path.resolve(io.cwd, out ?? artworkTemplateFileName(template, format));
  const bytes = await writeOutputFile(target, file);
  const size = `${displayLength(made.artwork.width, unit)} x ${displayLength(made.artwork.height, unit)} ${unit}`;
  io.stdout(
    `Wrote ${path.relative(io.cwd, target) || target} (${format}, ${bytes} bytes): artwork template of ${template.name} (${template.id}), ${size}\n`,
  );
  return 0;
}
