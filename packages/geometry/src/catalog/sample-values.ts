import type { TemplateDefinition, TemplateValues } from './template-definition';
import { flattenParameters } from './variable-validation';

const DEFAULT_SAMPLE = { length: 100, width: 50, height: 150 };

/**
 * Values for a template's preview images: every default, the template's sample inside size, then the
 * template's own suggestions applied until its rules hold.
 */
export function sampleValues(template: TemplateDefinition): TemplateValues {
  const values: TemplateValues = {};
  for (const parameter of flattenParameters(template.parameters)) {
    if (parameter.default !== undefined) values[parameter.name] = parameter.default;
  }
  const names = new Set(flattenParameters(template.parameters).map((parameter) => parameter.name));
  for (const [name, value] of Object.entries({ ...DEFAULT_SAMPLE, ...template.sampleSize }))
    if (names.has(name)) values[name] = value;
  if (followSuggestions(template, values)) return values;
  throw new Error(`no valid sample values for ${template.id}`);
}

/**
 * Applies the template's own suggestions to `values` (mm, in place) until its rules between
 * variables hold; false when `rounds` rounds do not settle them.
 */
export function followSuggestions(template: TemplateDefinition, values: TemplateValues, rounds = 4): boolean {
  for (let pass = 0; pass < rounds; pass++) {
    const violations = template.constraints(values);
    if (violations.length === 0) return true;
    for (const { suggestion } of violations) {
      if (suggestion?.type === 'change_value') values[suggestion.name] = suggestion.value;
      if (suggestion?.type === 'swap_values') {
        const [a, b] = suggestion.names;
        [values[a], values[b]] = [values[b] as number, values[a] as number];
      }
    }
  }
  return template.constraints(values).length === 0;
}
