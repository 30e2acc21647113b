import {
  type TemplateCategory as EngineTemplateCategory,
  type TemplateFeatureType as EngineTemplateFeatureType,
  type TemplateLinkRel as EngineTemplateLinkRel,
  type Unit as EngineUnit,
  type VariableDataType as EngineVariableDataType,
  flattenParameters,
  TEMPLATES,
  toMillimetres,
  UNIT_DECIMALS,
} from '@diecut/geometry';
import {
  DielineTemplateSchema,
  type TemplateCategory,
  type TemplateFeatureType,
  type TemplateLinkRel,
  UNITS,
  type Unit,
  type VariableDataType,
  type VariableValue,
} from '@diecut/schema';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { TemplateImages } from '../images/template-images';
import { Urls } from '../urls';
import { presentTemplate } from './dieline-template';

const context = { urls: new Urls('http://diecut.test'), images: new TemplateImages() };

describe('presentTemplate', () => {
  it('should give every template of the catalog in the interface shape', () => {
    for (const template of TEMPLATES) {
      for (const unit of UNITS) {
        expect(() => DielineTemplateSchema.parse(presentTemplate(template, unit, context))).not.toThrow();
      }
    }
  });

  it('should show bounds that themselves pass validation, within one displayed step', () => {
    const toMm = (bound: VariableValue | undefined, unit: 'mm' | 'in') =>
      toMillimetres(Number(bound?.value), unit);
    for (const template of TEMPLATES) {
      for (const unit of UNITS) {
        const step = toMillimetres(10 ** -UNIT_DECIMALS[unit], unit);
        const presented = presentTemplate(template, unit, context);
        const variables = presented.variables.flatMap((variable) => [variable, ...variable.children]);
        for (const parameter of flattenParameters(template.parameters)) {
          if (parameter.dataType !== 'length') continue;
          const variable = variables.find((v) => v.name === parameter.name);
          const label = `${template.id} ${parameter.name} ${unit}`;
          if (parameter.minimum !== undefined) {
            const minimum = toMm(variable?.minimum_value, unit);
            expect(minimum, label).toBeGreaterThanOrEqual(parameter.minimum - 1e-9);
            expect(minimum, label).toBeLessThan(parameter.minimum + step);
          }
          if (parameter.maximum !== undefined) {
            const maximum = toMm(variable?.maximum_value, unit);
            expect(maximum, label).toBeLessThanOrEqual(parameter.maximum + 1e-9);
            expect(maximum, label).toBeGreaterThan(parameter.maximum - step);
          }
        }
      }
    }
  });
});

describe('engine vocabulary', () => {
  it("should use the interface's words for units, data types, categories, features and links (checked by the typecheck)", () => {
    // the engine keeps its own copies so that it needs no schema at run time
    expectTypeOf<EngineUnit>().toEqualTypeOf<Unit>();
    expectTypeOf<EngineVariableDataType>().toEqualTypeOf<VariableDataType>();
    expectTypeOf<EngineTemplateCategory>().toEqualTypeOf<TemplateCategory>();
    expectTypeOf<EngineTemplateFeatureType>().toEqualTypeOf<TemplateFeatureType>();
    expectTypeOf<EngineTemplateLinkRel>().toEqualTypeOf<TemplateLinkRel>();
  });
});
