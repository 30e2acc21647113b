import { type BoxSize, inspectFoldedBox } from '../panel-graph/folded-box-inspection';
import { LIMIT_PLACEHOLDER } from './constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateParameter,
  TemplatePart,
  TemplateValues,
} from './template-definition';

/**
 * How a user's length, width and height are meant: between the inner faces (`inside`, what a product
 * needs), between the creases (`score`, what a die maker measures on the flat blank) or across the outer
 * faces (`outside`, what a pallet or a shipper needs).
 */
export const DIMENSION_TYPES = ['inside', 'outside', 'score'] as const;
export type DimensionType = (typeof DIMENSION_TYPES)[number];

export const dimensionTypeParameter: TemplateParameter = {
  name: 'dimension_type',
  dataType: 'string',
  description:
    "How length, width and height are measured: 'inside' (between the inner faces), 'score' (crease to crease) or 'outside' (across the outer faces).",
  required: false,
  default: 'inside',
  allowedValues: [...DIMENSION_TYPES],
};

const SIZES = ['length', 'width', 'height'] as const;

export function dimensionTypeOf(values: TemplateValues): DimensionType {
  const type = values.dimension_type;
  return DIMENSION_TYPES.includes(type as DimensionType) ? (type as DimensionType) : 'inside';
}

/** The folded box of a template's parts: the first part that folds into one (a base, a tube). */
function boxOf(parts: TemplatePart[]): TemplatePart | undefined {
  return parts.find((part) => part.graph.box !== undefined);
}

/** The asked sizes read as inside sizes, and what that costs: the offsets of `type` over inside. */
interface Resolution {
  inside: TemplateValues;
  /** The asked size less the inside size, per size variable, mm. */
  offsets: BoxSize;
  parts: TemplatePart[];
}

/** Keyed by the values object and checked against its content, since callers may edit values in place. */
const resolutions = new WeakMap<
  TemplateValues,
  { template: TemplateDefinition; signature: string; result: Resolution | ConstraintViolation }
>();

/** The construction a template wraps, so a resolution always folds the inside-size drawing. */
const constructions = new WeakMap<TemplateDefinition, TemplateDefinition>();

/**
 * Finds the inside sizes whose folded box measures the asked sizes of their type. Sizes move panels
 * linearly, so the difference between a type's measure and the inside measure is the same at any size:
 * fold once at the asked sizes, take the differences off, and fold again to confirm (a second
 * correction covers a construction whose extras step with the size).
 */
function resolve(template: TemplateDefinition, values: TemplateValues): Resolution | ConstraintViolation {
  const signature = JSON.stringify(values);
  const known = resolutions.get(values);
  if (known?.template === template && known.signature === signature) return known.result;
  const type = dimensionTypeOf(values);
  let result: Resolution | ConstraintViolation;
  try {
    let inside = values;
    let parts = template.build(inside);
    const offsets: BoxSize = { length: 0, width: 0, height: 0 };
    for (let round = 0; round < 3 && type !== 'inside'; round++) {
      const box = boxOf(parts);
      if (!box) break;
      const measured = inspectFoldedBox(box.graph);
      let moved = false;
      const next: TemplateValues = { ...inside };
      for (const size of SIZES) {
        const asked = values[size];
        if (typeof asked !== 'number') continue;
        const miss = measured[type][size] - asked;
        if (Math.abs(miss) < 1e-6) continue;
        next[size] = (inside[size] as number) - miss;
        moved = true;
      }
      if (!moved) break;
      inside = next;
      parts = template.build(inside);
    }
    for (const size of SIZES)
      if (typeof values[size] === 'number')
        offsets[size] = (values[size] as number) - (inside[size] as number);
    result = { inside, offsets, parts };
  } catch {
    result = {
      name: 'dimension_type',
      message: `These sizes are too small to read as ${type} sizes; give larger ones or 'inside' sizes.`,
    };
  }
  resolutions.set(values, { template, signature, result });
  return result;
}

/** Range checks of the size variables on the inside sizes an outside or score size stands for. */
function insideRangeViolations(
  template: TemplateDefinition,
  resolution: Resolution,
  type: DimensionType,
): ConstraintViolation[] {
  const violations: ConstraintViolation[] = [];
  for (const size of SIZES) {
    const parameter = template.parameters.find((p) => p.name === size);
    const inside = resolution.inside[size];
    if (!parameter || typeof inside !== 'number') continue;
    const offset = resolution.offsets[size];
    const [bound, word] =
      parameter.minimum !== undefined && inside < parameter.minimum - 1e-9
        ? [parameter.minimum, 'least']
        : parameter.maximum !== undefined && inside > parameter.maximum + 1e-9
          ? [parameter.maximum, 'most']
          : [undefined, ''];
    if (bound === undefined) continue;
    const value = Math.round((bound + offset) * 10) / 10;
    violations.push({
      name: size,
      message: `${size} must be at ${word} ${LIMIT_PLACEHOLDER} as an ${type} size (${bound} mm inside).`,
      limitMm: value,
      suggestion: { type: 'change_value', name: size, value },
    });
  }
  return violations;
}

/** A template's own rules, run on the inside sizes, with size suggestions given back in the asked type. */
function shiftViolation(
  violation: ConstraintViolation,
  offsets: BoxSize,
  type: DimensionType,
): ConstraintViolation {
  const suggestion = violation.suggestion;
  if (suggestion?.type !== 'change_value' || !SIZES.includes(suggestion.name as (typeof SIZES)[number]))
    return violation;
  const offset = offsets[suggestion.name as keyof BoxSize];
  return {
    ...violation,
    message: `${violation.message} (as an ${type} size)`,
    ...(violation.limitMm !== undefined ? { limitMm: violation.limitMm + offset } : {}),
    suggestion: { ...suggestion, value: suggestion.value + offset },
  };
}

/**
 * The parts with their size dimension texts showing the asked sizes, named by their type (inside,
 * outside or score), instead of the inside sizes they were drawn from. Only texts that show the box's own inside size change: a lid's
 * or a wrap's sizes are their own. The resolved parts are cached, so they are copied, not edited;
 * `fresh` parts (an inside build's own, made for this call) take their new texts in place, with no
 * copy of each part, graph, list and dimension, nor a dimension made for each text.
 */
function labelAskedSizes(
  parts: TemplatePart[],
  inside: TemplateValues,
  asked: TemplateValues,
  type: DimensionType,
  fresh = false,
): TemplatePart[] {
  // cached parts are copied, each dimension too; a fresh build's own are labelled as they are
  const labelled = fresh
    ? parts
    : parts.map((part) => ({
        ...part,
        graph: { ...part.graph, dimensions: part.graph.dimensions.map((dimension) => ({ ...dimension })) },
      }));
  for (const { graph } of labelled)
    for (const dimension of graph.dimensions) {
      const { name } = dimension;
      const from = inside[name];
      const to = asked[name];
      if (
        (SIZES as readonly string[]).includes(name) &&
        typeof from === 'number' &&
        typeof to === 'number' &&
        !(Math.abs(dimension.valueMm - from) > 1e-6)
      ) {
        dimension.valueMm = to;
        dimension.measure = type;
      }
    }
  return labelled;
}

/**
 * Gives a box template the `dimension_type` variable: its constructions keep working in inside sizes,
 * and outside or score sizes are turned into the inside sizes that fold to them.
 */
export function withDimensionType(template: TemplateDefinition): TemplateDefinition {
  const parameters = [...template.parameters];
  const after = parameters.findIndex((parameter) => parameter.name === 'height');
  parameters.splice(after < 0 ? parameters.length : after + 1, 0, dimensionTypeParameter);
  const wrapped: TemplateDefinition = {
    ...template,
    parameters,
    constraints(values) {
      const type = dimensionTypeOf(values);
      if (type === 'inside') return template.constraints(values);
      const resolution = resolve(template, values);
      if (!('inside' in resolution)) return [resolution];
      const ranges = insideRangeViolations(template, resolution, type);
      if (ranges.length > 0) return ranges;
      return template
        .constraints(resolution.inside)
        .map((violation) => shiftViolation(violation, resolution.offsets, type));
    },
    build(values) {
      const type = dimensionTypeOf(values);
      if (type === 'inside') return labelAskedSizes(template.build(values), values, values, 'inside', true);
      const resolution = resolve(template, values);
      if (!('inside' in resolution)) throw new Error(resolution.message);
      return labelAskedSizes(resolution.parts, resolution.inside, values, type);
    },
  };
  constructions.set(wrapped, template);
  return wrapped;
}

/** The inside sizes a template's values stand for, whatever their dimension type. */
export function insideSizes(template: TemplateDefinition, values: TemplateValues): BoxSize {
  const read = (source: TemplateValues): BoxSize => ({
    length: Number(source.length),
    width: Number(source.width),
    height: Number(source.height),
  });
  if (dimensionTypeOf(values) === 'inside') return read(values);
  const resolution = resolve(constructions.get(template) ?? template, values);
  if (!('inside' in resolution)) throw new Error(resolution.message);
  return read(resolution.inside);
}
