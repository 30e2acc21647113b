import { dielineFileName } from '@diecut/export/file-names';
import {
  fromMillimetres,
  roundTo,
  type TemplateDefinition,
  type TemplateValues,
  UNIT_DECIMALS,
} from '@diecut/geometry';
import {
  ARTWORK_TEMPLATE_FORMATS,
  type CreateDielineRequest,
  DiecutError,
  type Dieline,
  type Unit,
} from '@diecut/schema';
import { newId } from '../ids';
import type { FilePlacement } from '../storage/place-file';
import type { Storage } from '../storage/storage';
import type { Urls } from '../urls';
import type { DielineComputation } from './dieline-file';

/** Interface 4.4: area is offered only where a flat blank's area means something for quoting. */
const AREA_CATEGORIES = new Set(['Cartons', 'Corrugated Cardboards']);

const MM2_PER_IN2 = 25.4 * 25.4;

/** Stored variables keep the engine's unit, as the interface's example does: mm, to 4 decimals. */
function storedVariables(values: TemplateValues): Dieline['variables'] {
  const rounded = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? roundTo(value, 4) : value,
    ]),
  );
  return { ...rounded, unit: 'mm' };
}

const decimal = (value: number, decimals: number) => roundTo(value, decimals).toFixed(decimals);

export interface CreateDielineInput {
  template: TemplateDefinition;
  request: CreateDielineRequest;
  ownerId: string;
  storage: Storage;
  urls: Urls;
  /** Where the CPU work runs (a worker pool); on the calling thread when absent. */
  compute?: DielineCompute | undefined;
  now?: Date;
}

/** Runs `computeDieline` somewhere else, e.g. in a worker thread; the answer and errors are the same. */
export interface DielineCompute {
  /**
   * With `placeAt`, the file may be written there (and answered as placed) rather than answered as
   * bytes; it is then the caller's to commit or remove.
   */
  dieline(
    template: TemplateDefinition,
    request: CreateDielineRequest,
    createdAt: Date,
    placeAt?: FilePlacement,
    /** Who asked (an account id): the workers are shared out between owners. */
    owner?: string,
  ): Promise<DielineComputation>;
}

/**
 * Validates the variables, builds the dieline, writes its file and stores file then record
 * (a crash never leaves a record without its file). Answers the interface's dieline object.
 */
export async function createDieline(input: CreateDielineInput): Promise<Dieline> {
  const { template, request, storage, urls } = input;
  if (request.area && !AREA_CATEGORIES.has(template.group.category)) {
    throw DiecutError.validation(
      [
        {
          message: `Area calculation is not supported for templates in the category ${template.group.category}.`,
        },
      ],
      "The 'area' option is not supported for this template.",
    );
  }
  const { unit } = request.variables;
  const createdAt = input.now ?? new Date();
  const id = newId('di_');
  const name = dielineFileName(template, request.format);
  const key = `${id}/${name}`;
  const placeAt = storage.placedFilesDir
    ? { filesDir: storage.placedFilesDir, key, inlineBelowBytes: storage.inlineFileBytes }
    : undefined;
  const computed = input.compute
    ? await input.compute.dieline(template, request, createdAt, placeAt, input.ownerId)
    : await (await import('./dieline-file')).computeDieline(template, request, createdAt);
  const { values, file, artwork, boardArea } = computed;
  const decimals = UNIT_DECIMALS[unit as Unit];
  const dieline: Dieline = {
    type: 'dieline',
    id,
    dieline_template_id: template.id,
    variables: storedVariables(values),
    format: request.format,
    url: urls.file(key),
    artwork_dimensions: {
      unit,
      width: decimal(fromMillimetres(artwork.width, unit), decimals),
      height: decimal(fromMillimetres(artwork.height, unit), decimals),
    },
    ...(request.area
      ? {
          area: {
            unit: unit === 'in' ? ('in2' as const) : ('mm2' as const),
            value: decimal(unit === 'in' ? boardArea / MM2_PER_IN2 : boardArea, unit === 'in' ? 4 : 2),
          },
        }
      : {}),
    substrate_parts: computed.substrateParts,
    ...(computed.partFiles.length > 0
      ? {
          part_files: computed.partFiles.map((part) => ({
            part_number: part.partNumber,
            name: part.name,
            board: part.board as 'folding_carton' | 'corrugated' | 'greyboard' | 'paper',
            url: urls.file(`${id}/${part.fileName}`),
          })),
        }
      : {}),
    ...(computed.warnings.length > 0 ? { warnings: computed.warnings } : {}),
    links: [
      { rel: 'create_3d_mockup', href: urls.api(`/dielines/${id}/3d-mockups`), method: 'POST' },
      { rel: 'list_nesting_templates', href: urls.api(`/dielines/${id}/nesting-templates`), method: 'GET' },
      {
        rel: 'calculate_nesting_efficiencies',
        href: urls.api(`/dielines/${id}/nesting-template-efficiencies`),
        method: 'POST',
      },
      // beyond the interface: what a designer draws the artwork on
      ...ARTWORK_TEMPLATE_FORMATS.map((format) => ({
        rel: `artwork_template_${format}`,
        href: urls.api(`/dielines/${id}/artwork-template?format=${format}`),
        method: 'GET' as const,
      })),
    ],
    created_at: createdAt.toISOString(),
  };
  const record = {
    id,
    kind: 'dieline',
    ownerId: input.ownerId,
    data: dieline,
    createdAt: dieline.created_at,
  };
  // a piece's own file sits beside the dieline's, under its id: counted and deleted with it
  const pieces = computed.partFiles.map((part) => ({ key: `${id}/${part.fileName}`, data: part.file }));
  if (file instanceof Uint8Array) await storage.saveResource(record, [{ key, data: file }, ...pieces]);
  else await storage.saveResource(record, pieces, [file]);
  return dieline;
}
