import {
  displayLength,
  displayLengthWithin,
  parameterDefault,
  type TemplateDefinition,
  type TemplateGroup,
  type TemplateParameter,
} from '@diecut/geometry';
import type {
  ApiKeyKind,
  DielineTemplate,
  DielineTemplateGroup,
  DielineTemplateSummary,
  DielineTemplateVariable,
  Link,
  TemplateFeatureType,
  Unit,
  VariableValue,
} from '@diecut/schema';
import { type TemplateImage, type TemplateImages, templateImagePath } from '../images/template-images';
import type { Urls } from '../urls';

/** What a template's links and images are made from. */
export interface TemplatePresenterContext {
  urls: Urls;
  images: TemplateImages;
}

/** The family whose key reads the template; its links stay in that family so the same key can follow them. */
export type TemplateFamily = ApiKeyKind;

export function presentGroup(group: TemplateGroup): DielineTemplateGroup {
  return { type: 'dieline_template_group', id: group.id, name: group.name, category: group.category };
}

/** How a bound is rounded for display: a shown minimum or maximum must itself pass validation. */
type Rounding = 'nearest' | 'up' | 'down';

function lengthIn(valueMm: number, unit: Unit, rounding: Rounding): number {
  return rounding === 'nearest' ? displayLength(valueMm, unit) : displayLengthWithin(valueMm, unit, rounding);
}

function presentValue(
  parameter: TemplateParameter,
  value: number | boolean | string,
  unit: Unit,
  rounding: Rounding = 'nearest',
): VariableValue {
  if (parameter.dataType === 'length' && typeof value === 'number') {
    return { value: lengthIn(value, unit, rounding), unit };
  }
  return { value };
}

function svgImage(template: TemplateDefinition, image: TemplateImage, context: TemplatePresenterContext) {
  return { type: 'svg' as const, url: context.urls.api(templateImagePath(template.id, image)) };
}

/**
 * A variable as the interface shows it, in `unit`, with `image` for its illustration when it has one:
 * template variables and nesting template variables alike.
 */
export function presentParameter(
  parameter: TemplateParameter,
  unit: Unit,
  image?: (parameter: TemplateParameter) => DielineTemplateVariable['image'] | undefined,
): DielineTemplateVariable {
  const variable: DielineTemplateVariable = {
    type: 'dieline_template_variable',
    name: parameter.name,
    description: parameter.description,
    data_type: parameter.dataType,
    required: parameter.required,
    children: (parameter.children ?? []).map((child) => presentParameter(child, unit, image)),
  };
  // for inch users a length default sits on an inch step (9/16 in, not 0.5906 in), as validation applies it
  const byDefault = parameterDefault(parameter, unit);
  if (byDefault !== undefined) variable.default_value = presentValue(parameter, byDefault, unit);
  if (parameter.minimum !== undefined)
    variable.minimum_value = presentValue(parameter, parameter.minimum, unit, 'up');
  if (parameter.maximum !== undefined)
    variable.maximum_value = presentValue(parameter, parameter.maximum, unit, 'down');
  if (parameter.allowedValues) variable.allowed_values = [...parameter.allowedValues];
  const illustration = image?.(parameter);
  if (illustration) variable.image = illustration;
  return variable;
}

function presentVariable(
  template: TemplateDefinition,
  parameter: TemplateParameter,
  unit: Unit,
  context: TemplatePresenterContext,
): DielineTemplateVariable {
  return presentParameter(parameter, unit, (each) => {
    const image: TemplateImage = { kind: 'variable', name: each.name };
    return context.images.hasImage(template, image) ? svgImage(template, image, context) : undefined;
  });
}

function templateHref(family: TemplateFamily, unit: Unit, templateId: string, urls: Urls): string {
  return family === 'dimensions'
    ? urls.api(`/dimensions/${templateId}?unit=${unit}`)
    : urls.api(`/dieline-templates/${unit}/${templateId}`);
}

/** Path of a template's public catalog page, under {web_url}. */
export function templatePagePath(templateId: string): string {
  return `/templates/${templateId}`;
}

/** Interface 2.4 `web`: the template's catalog page, public in both families. */
function webLink(templateId: string, urls: Urls): Link {
  return { rel: 'web', href: urls.web(templatePagePath(templateId)), method: 'GET' };
}

function presentLinks(template: TemplateDefinition, unit: Unit, family: TemplateFamily, urls: Urls): Link[] {
  const self: Link = { rel: 'self', href: templateHref(family, unit, template.id, urls), method: 'GET' };
  const variants = template.variants.map((variant): Link => {
    const link: Link = {
      rel: variant.rel,
      href: templateHref(family, unit, variant.templateId, urls),
      method: 'GET',
    };
    const named =
      variant.rel === 'change_flap' || variant.rel === 'change_dust_flap' || variant.rel === 'change_joint';
    if (named && variant.name !== undefined) link.name = variant.name;
    return link;
  });
  return [self, webLink(template.id, urls), ...variants];
}

/** The construction choices the template declares, each with its close-up. */
function presentFeatures(
  template: TemplateDefinition,
  context: TemplatePresenterContext,
): Pick<DielineTemplate, TemplateFeatureType> {
  const feature = <T extends TemplateFeatureType>(type: T) => {
    const declared = template.features[type];
    return (
      declared && { type, id: declared.id, image: svgImage(template, { kind: 'feature', type }, context).url }
    );
  };
  const [flap, tuck, dust_flap, hang_hole] = [
    feature('flap'),
    feature('tuck'),
    feature('dust_flap'),
    feature('hang_hole'),
  ];
  return {
    ...(flap && { flap }),
    ...(tuck && { tuck }),
    ...(dust_flap && { dust_flap }),
    ...(hang_hole && { hang_hole }),
  };
}

/**
 * The interface's dieline_template (2.4) of a catalog template, its lengths in `unit`. Links point into
 * `family` (`/dieline-templates/...` or `/dimensions/...`); images are public.
 */
export function presentTemplate(
  template: TemplateDefinition,
  unit: Unit,
  context: TemplatePresenterContext,
  family: TemplateFamily = 'dielines',
): DielineTemplate {
  return {
    type: 'dieline_template',
    id: template.id,
    name: template.name,
    standard_code: template.standardCode,
    group: presentGroup(template.group),
    ...presentFeatures(template, context),
    tags: [...template.tags],
    variables: template.parameters.map((parameter) => presentVariable(template, parameter, unit, context)),
    links: presentLinks(template, unit, family, context.urls),
    images: [svgImage(template, { kind: 'preview' }, context)],
  };
}

/** A template as the list shows it: `self` reads the whole template (4.2) in `unit`, `web` is its page. */
export function presentTemplateSummary(
  template: TemplateDefinition,
  unit: Unit,
  context: TemplatePresenterContext,
): DielineTemplateSummary {
  return {
    type: 'dieline_template_summary',
    id: template.id,
    name: template.name,
    standard_code: template.standardCode,
    group: presentGroup(template.group),
    images: [svgImage(template, { kind: 'preview' }, context)],
    links: [
      { rel: 'self', href: templateHref('dielines', unit, template.id, context.urls), method: 'GET' },
      webLink(template.id, context.urls),
    ],
  };
}
