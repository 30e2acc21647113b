import {
  displayLength,
  type TemplateDefinition,
  type TemplateGroup,
  type TemplateParameter,
} from '@diecut/geometry';
import type {
  DielineTemplate,
  DielineTemplateGroup,
  DielineTemplateVariable,
  Unit,
  VariableValue,
} from '@diecut/schema';
import type { Urls } from '../urls';

export function presentGroup(group: TemplateGroup): DielineTemplateGroup {
  return { type: 'dieline_template_group', id: group.id, name: group.name, category: group.category };
}

function presentValue(parameter: TemplateParameter, value: number | boolean, unit: Unit): VariableValue {
  if (parameter.dataType === 'length' && typeof value === 'number') {
    return { value: displayLength(value, unit), unit };
  }
  return { value };
}

function presentVariable(parameter: TemplateParameter, unit: Unit): DielineTemplateVariable {
  const variable: DielineTemplateVariable = {
    type: 'dieline_template_variable',
    name: parameter.name,
    description: parameter.description,
    data_type: parameter.dataType,
    required: parameter.required,
    children: (parameter.children ?? []).map((child) => presentVariable(child, unit)),
  };
  if (parameter.default !== undefined)
    variable.default_value = presentValue(parameter, parameter.default, unit);
  if (parameter.minimum !== undefined)
    variable.minimum_value = presentValue(parameter, parameter.minimum, unit);
  if (parameter.maximum !== undefined)
    variable.maximum_value = presentValue(parameter, parameter.maximum, unit);
  if (parameter.allowedValues) variable.allowed_values = [...parameter.allowedValues];
  return variable;
}

/** The interface's dieline_template (2.4) of a catalog template, its lengths in `unit`. */
export function presentTemplate(template: TemplateDefinition, unit: Unit, urls: Urls): DielineTemplate {
  return {
    type: 'dieline_template',
    id: template.id,
    name: template.name,
    standard_code: template.standardCode,
    group: presentGroup(template.group),
    tags: [...template.tags],
    variables: template.parameters.map((parameter) => presentVariable(parameter, unit)),
    links: [{ rel: 'self', href: urls.api(`/dieline-templates/${unit}/${template.id}`), method: 'GET' }],
    images: [],
  };
}
