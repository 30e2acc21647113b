import { findNestingTemplate } from '@diecut/nesting';
import type {
  Dieline,
  Nesting,
  NestingTemplateComponent,
  NestingTemplateEfficiencies,
  NestingTemplateList,
  NestingTemplate as PresentedNestingTemplate,
  Unit,
} from '@diecut/schema';
import {
  type MadeNesting,
  makeNesting,
  type NestingComponent,
  type NestingDieline,
  type NestingTemplatesOf,
  nestingEfficiencies,
  nestingTemplatesOf,
} from '@diecut/service';
import { newId } from '../ids';
import { presentParameter } from '../presenters/dieline-template';
import type { Urls } from '../urls';

/*
 * Interface 4.5 to 4.7 as answers: the service finds the facts (templates, counts, the laid-out file),
 * these present them with ids and links. They run in a compute worker, which loads the nesting engine.
 */

/** A stored dieline as the service nests it: its template and the values it was made with (mm). */
export function nestingDieline(dieline: Dieline): NestingDieline {
  const { unit: _unit, ...values } = dieline.variables;
  return { templateId: dieline.dieline_template_id, values };
}

const presentComponents = (components: NestingComponent[]): NestingTemplateComponent[] =>
  components.map((component) => ({ type: 'nesting_template_component', ...component }));

function presentNestingTemplates(
  dieline: Dieline,
  facts: NestingTemplatesOf,
  unit: Unit,
  urls: Urls,
): PresentedNestingTemplate[] {
  return facts.templateIds.map((id) => ({
    type: 'nesting_template',
    id,
    ...nameAndDescription(id),
    nesting_template_components: presentComponents(facts.components),
    variables: [...(findNestingTemplate(id)?.parameters ?? []), ...facts.dielineParameters].map((parameter) =>
      presentParameter(parameter, unit),
    ),
    images: [{ type: 'svg', url: null }],
    links: [
      { rel: 'create_nesting', href: urls.api(`/dielines/${dieline.id}/nestings/${id}`), method: 'POST' },
    ],
  }));
}

/** A nesting template's name and sentence, beyond the interface's fields. */
function nameAndDescription(id: string): { name?: string; description?: string } {
  const template = findNestingTemplate(id);
  return template ? { name: template.name, description: template.description } : {};
}

/** Interface 4.5: the nesting templates that apply to the dieline, in the dieline's own unit. */
export function listTemplatesFor(dieline: Dieline, urls: Urls): NestingTemplateList {
  const facts = nestingTemplatesOf(nestingDieline(dieline));
  return {
    type: 'nesting_template_list',
    id: newId('ntl_'),
    dieline_id: dieline.id,
    dieline_template_id: dieline.dieline_template_id,
    total: facts.templateIds.length,
    nesting_template_components: presentComponents(facts.components),
    nesting_templates: presentNestingTemplates(dieline, facts, dieline.artwork_dimensions.unit, urls),
  };
}

/** Interface 4.6: the best num_x, num_y and efficiency of every template that applies, for a sheet. */
export function calculateEfficiencies(
  dieline: Dieline,
  variables: Record<string, unknown>,
  urls: Urls,
): NestingTemplateEfficiencies {
  const facts = nestingEfficiencies(nestingDieline(dieline), variables);
  const efficiencies: NestingTemplateEfficiencies['efficiencies'] = {};
  for (const [id, result] of Object.entries(facts.efficiencies)) {
    efficiencies[id] = result
      ? {
          // nothing fits: no row nor column either, rather than the engine's empty lattice
          num_x: result.copies === 0 ? 0 : result.numX,
          num_y: result.copies === 0 ? 0 : result.numY,
          copies: result.copies,
          efficiency: { value: result.efficiency, type: 'percentage' },
        }
      : null;
  }
  return {
    type: 'nesting_template_efficiencies',
    dieline_id: dieline.id,
    dieline_template_id: dieline.dieline_template_id,
    variables: { unit: facts.unit, ...facts.given, ...facts.values },
    efficiencies,
    nesting_templates: presentNestingTemplates(dieline, facts, facts.unit, urls),
    nesting_template_components: presentComponents(facts.components),
  };
}

/** A create-nesting body as read: variables are checked by the service, against the template. */
export interface NestingRequestBody {
  format: 'pdf' | 'svg' | 'dxf';
  pdf_header?: boolean | undefined;
  variables: Record<string, unknown>;
}

/** A nesting as its record and file, not yet stored. */
export interface NestingComputation {
  nesting: Nesting;
  /** The file's blob key, `<id>/<name>`. */
  key: string;
  file: Uint8Array;
}

export interface ComputeNestingInput {
  dieline: Dieline;
  nestingTemplateId: string;
  request: NestingRequestBody;
  id: string;
  createdAt: Date;
  urls: Urls;
}

/** Interface 4.7 without storage: the service lays out and writes, this names it; the caller stores file then record. */
export async function computeNesting(input: ComputeNestingInput): Promise<NestingComputation> {
  const { dieline, request, urls, id, createdAt } = input;
  const made = await makeNesting({
    dieline: nestingDieline(dieline),
    nestingTemplateId: input.nestingTemplateId,
    format: request.format,
    pdfHeader: request.pdf_header,
    variables: request.variables,
    createdAt,
  });
  const key = `${id}/${made.fileName}`;
  return {
    nesting: presentNesting(made, dieline, id, urls.file(key), createdAt, request.format),
    key,
    file: made.file,
  };
}

function presentNesting(
  made: MadeNesting,
  dieline: Dieline,
  id: string,
  url: string,
  createdAt: Date,
  format: NestingRequestBody['format'],
): Nesting {
  const { unit } = made;
  // the schema's index signature cannot hold the nested dieline_variables object: build, then type
  const variables = {
    unit,
    ...made.given,
    dimension_texts: made.dimensionTexts,
    dieline_variables: dieline.variables,
    ...made.dielineValues,
    num_x: made.numX,
    num_y: made.numY,
    ...made.templateValues,
  } as unknown as Nesting['variables'];
  return {
    type: 'nesting',
    id,
    dieline_id: dieline.id,
    dieline_template_id: made.templateId,
    nesting_template_id: made.nestingTemplateId,
    variables,
    format,
    width: { value: made.width, unit },
    height: { value: made.height, unit },
    nesting_overflow: made.overflow,
    copies: made.copies,
    sum_of_line_lengths: made.lineLengths.map(({ name, value }) => ({ name, unit, value })),
    url,
    created_at: createdAt.toISOString(),
  };
}
