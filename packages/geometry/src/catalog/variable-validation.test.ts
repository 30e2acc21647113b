import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Unit } from '../units';
import { sampleValues } from './sample-values';
import { findTemplate, TEMPLATES } from './template-catalog';
import type { TemplateDefinition, TemplateValues } from './template-definition';
import { TemplateVariablesError } from './template-variables-error';
import type { Suggestion, VariableProblem } from './variable-problem';
import { checkTemplateVariables, flattenParameters, validateTemplateVariables } from './variable-validation';

const INCH = 25.4;

function template(id: string): TemplateDefinition {
  const found = findTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
}

/** The thrown error's problems; fails the test when validation passes or throws anything else. */
function errorsOf(definition: TemplateDefinition, input: Record<string, unknown>, unit: Unit) {
  let thrown: unknown;
  try {
    validateTemplateVariables(definition, input, unit);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'validation should fail').toBeInstanceOf(TemplateVariablesError);
  const { problems } = thrown as TemplateVariablesError;
  expect(checkTemplateVariables(definition, input, unit)).toEqual({ ok: false, problems });
  return [...problems];
}

/** Exactly one error, returned. */
function onlyError(definition: TemplateDefinition, input: Record<string, unknown>, unit: Unit = 'mm') {
  const errors = errorsOf(definition, input, unit);
  expect(errors, JSON.stringify(errors)).toHaveLength(1);
  return errors[0] as VariableProblem;
}

function suggestionOf(problem: VariableProblem): Suggestion | undefined {
  return problem.suggestion;
}

function applySuggestion(input: Record<string, unknown>, suggestion: Suggestion): Record<string, unknown> {
  const next = { ...input };
  if (suggestion.type === 'change_value') next[suggestion.name] = suggestion.value;
  else {
    const [a, b] = suggestion.names;
    [next[a], next[b]] = [input[b], input[a]];
  }
  return next;
}

const BOX = { length: 100, width: 50, height: 150 };
const rte = () => template('becf-11001');

/** A made-up template whose ranges and rule need real rounding (minimum 10.123, maximum 50.987 mm). */
function oddTemplate(constraints: TemplateDefinition['constraints'] = () => []): TemplateDefinition {
  return {
    id: 'becf-99999',
    name: 'test only',
    group: { id: 'test', name: 'Test', category: 'Cartons' },
    standardCode: null,
    tags: [],
    parameters: [
      { name: 'a', dataType: 'length', description: '', required: true, minimum: 10.123, maximum: 50.987 },
      {
        name: 'b',
        dataType: 'length',
        description: '',
        required: false,
        default: 20,
        minimum: 1,
        maximum: 100,
      },
      { name: 'flag', dataType: 'boolean', description: '', required: false, default: false },
    ],
    features: {},
    variants: [],
    constraints,
    build: () => [],
  };
}

describe('checkTemplateVariables', () => {
  it('should give back the values in mm when they pass', () => {
    const checked = checkTemplateVariables(oddTemplate(), { a: 25.4 }, 'mm');
    expect(checked).toEqual({ ok: true, values: { a: 25.4, b: 20, flag: false } });
  });

  it.each([
    [
      { a: 20, c: 1 },
      { variable: 'c', code: 'unknown_variable' },
    ],
    [{}, { variable: 'a', code: 'required' }],
    [{ a: 'abc' }, { variable: 'a', code: 'not_a_number' }],
    [{ a: Number.POSITIVE_INFINITY }, { variable: 'a', code: 'not_finite' }],
    [{ a: 0 }, { variable: 'a', code: 'not_positive', limitMm: 10.123 }],
    [{ a: 5 }, { variable: 'a', code: 'too_small', limitMm: 10.123 }],
    [{ a: 60 }, { variable: 'a', code: 'too_large', limitMm: 50.987 }],
    [{ a: 3001 }, { variable: 'a', code: 'absurd', limitMm: 3000 }],
    [
      { a: 20, flag: 'yes' },
      { variable: 'flag', code: 'not_boolean' },
    ],
  ] as const)('should report %j as %j', (input, expected) => {
    const checked = checkTemplateVariables(oddTemplate(), input, 'mm');
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject(expected);
    expect(problems[0]?.limitMm).toBe('limitMm' in expected ? expected.limitMm : undefined);
  });

  it.each([
    [{ num: 1.5 }, 'not_integer'],
    [{ num: 0 }, 'too_small'],
    [{ num: 9 }, 'too_large'],
    [{ choice: 'c' }, 'not_allowed'],
  ] as const)('should report %j as %s', (input, code) => {
    const definition: TemplateDefinition = {
      ...oddTemplate(),
      parameters: [
        { name: 'num', dataType: 'integer', description: '', required: false, minimum: 1, maximum: 8 },
        { name: 'choice', dataType: 'string', description: '', required: false, allowedValues: ['a', 'b'] },
      ],
    };
    const checked = checkTemplateVariables(definition, input, 'mm');
    expect(checked.ok ? [] : checked.problems).toEqual([
      expect.objectContaining({ variable: Object.keys(input)[0], code }),
    ]);
  });

  it('should give a cross-variable rule its limit in mm and its variable', () => {
    const input = { length: 4, width: 2, height: 1.5, top_tuck_flap: 1.5 };
    const checked = checkTemplateVariables(rte(), input, 'in');
    // height 38.1 mm less 3 mm: 35.1 mm, shown as 1.3818 in
    expect(checked).toEqual({
      ok: false,
      problems: [
        {
          variable: 'top_tuck_flap',
          code: 'constraint',
          message: expect.stringContaining('at most 1.3818 in'),
          limitMm: 35.1,
          suggestion: { type: 'change_value', name: 'top_tuck_flap', value: 1.375 },
        },
      ],
    });
  });
});

describe('validateTemplateVariables', () => {
  describe('accepted input', () => {
    it('should fill every default of a tuck end box and keep the given sizes in mm', () => {
      const values = validateTemplateVariables(rte(), BOX, 'mm');
      expect(values).toEqual({
        length: 100,
        width: 50,
        height: 150,
        dimension_type: 'inside',
        material: 0.5,
        top_tuck_flap: 15,
        bottom_tuck_flap: 15,
        glue_flap: 14,
        overflow: false,
        overflow_margin: 3,
        dimension_texts: true,
      });
    });

    it('should convert lengths given in inches to mm and pick defaults an inch user would', () => {
      const values = validateTemplateVariables(
        rte(),
        { length: 4, width: 2, height: 6, top_tuck_flap: 0.5, overflow_margin: 0.125 },
        'in',
      );
      expect(values.length).toBeCloseTo(101.6, 10);
      expect(values.width).toBeCloseTo(50.8, 10);
      expect(values.height).toBeCloseTo(152.4, 10);
      expect(values.top_tuck_flap).toBeCloseTo(12.7, 10);
      expect(values.overflow_margin).toBeCloseTo(3.175, 10);
      // defaults come on inch steps: 20 pt board (0.020 in) for 0.5 mm, 9/16 in for 15 mm and 14 mm
      expect(values.material).toBeCloseTo(0.508, 10);
      expect(values.bottom_tuck_flap).toBeCloseTo(14.2875, 10);
      expect(values.glue_flap).toBeCloseTo(14.2875, 10);
    });

    it('should read numbers written as strings', () => {
      const values = validateTemplateVariables(
        rte(),
        { length: '100', width: ' 50.5 ', height: '1.5e2' },
        'mm',
      );
      expect([values.length, values.width, values.height]).toEqual([100, 50.5, 150]);
    });

    it.each([
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      ['true', true],
      ['false', false],
    ])('should read the flag %j as %j', (raw, expected) => {
      const values = validateTemplateVariables(rte(), { ...BOX, overflow: raw, dimension_texts: raw }, 'mm');
      expect(values.overflow).toBe(expected);
      expect(values.dimension_texts).toBe(expected);
    });

    it('should accept a zero bleed, whose minimum is zero', () => {
      expect(validateTemplateVariables(rte(), { ...BOX, overflow_margin: 0 }, 'mm').overflow_margin).toBe(0);
    });

    it('should accept values exactly at the range ends', () => {
      const values = validateTemplateVariables(
        rte(),
        { length: 600, width: 16, height: 800, glue_flap: 10, material: 1.5, top_tuck_flap: 8 },
        'mm',
      );
      expect([values.length, values.width, values.height, values.glue_flap, values.material]).toEqual([
        600, 16, 800, 10, 1.5,
      ]);
    });
  });

  describe('errors, one per bad variable', () => {
    it('should name a missing required variable', () => {
      const error = onlyError(rte(), { length: 100, width: 50 });
      expect(error.message).toContain("'height'");
      expect(error.message).toMatch(/required/);
      expect(error.suggestion).toBeUndefined();
    });

    it('should treat null as missing', () => {
      expect(onlyError(rte(), { ...BOX, height: null }).message).toMatch(/'height' is required/);
    });

    it('should name an unknown variable', () => {
      const error = onlyError(rte(), { ...BOX, colour: 'red' });
      expect(error.message).toContain("'colour'");
    });

    it.each([
      ['a word', 'abc'],
      ['an empty string', ''],
      ['"NaN"', 'NaN'],
      ['NaN', Number.NaN],
      ['"Infinity"', 'Infinity'],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-Infinity', Number.NEGATIVE_INFINITY],
      ['an overflowing string', '1e999'],
      ['a hex string', '0x20'],
      ['a flag', true],
      ['an array', [100]],
    ])('should reject %s as a length with one message and no suggestion', (_, raw) => {
      const error = onlyError(rte(), { ...BOX, height: raw });
      expect(error.message).toContain("'height'");
      expect(error.suggestion).toBeUndefined();
    });

    it.each([
      ['zero', 0],
      ['a negative number', -5],
      ['a negative string', '-5'],
    ])('should reject %s as a length with one message and suggest the minimum', (_, raw) => {
      const error = onlyError(rte(), { ...BOX, height: raw });
      expect(error.message).toContain("'height'");
      expect(error.suggestion).toEqual({ type: 'change_value', name: 'height', value: 25 });
    });

    it.each([
      ['mm', 3001],
      ['in', 120],
    ] as const)('should reject a length over 3000 mm given in %s', (unit, raw) => {
      const box = unit === 'mm' ? BOX : { length: 4, width: 2, height: 6 };
      const error = onlyError(rte(), { ...box, height: raw }, unit);
      expect(error.message).toContain("'height'");
      expect(error.message).toContain(unit === 'mm' ? '3000 mm' : '118.1102 in');
      // the variable's own maximum, 800 mm, rounded down in the unit
      expect(error.suggestion).toEqual({
        type: 'change_value',
        name: 'height',
        value: unit === 'mm' ? 800 : 31.4375,
      });
    });

    it.each(['yes', 2, -1, 'TRUE '])('should reject %j as a flag', (raw) => {
      const error = onlyError(rte(), { ...BOX, overflow: raw });
      expect(error.message).toContain("'overflow'");
    });

    it('should report every bad variable once, and no cross-variable rule while any is bad', () => {
      // length < width and a tuck over the height would also break rules: they must wait
      const errors = errorsOf(
        rte(),
        { length: 40, width: 'x', height: 0, glue_flap: 31, material: 'NaN', colour: 1, top_tuck_flap: 70 },
        'mm',
      );
      const named = (name: string) => errors.filter((error) => error.message.includes(`'${name}'`));
      expect(errors).toHaveLength(5);
      for (const name of ['width', 'height', 'glue_flap', 'material', 'colour'])
        expect(named(name)).toHaveLength(1);
      expect(errors.some((error) => suggestionOf(error)?.type === 'swap_values')).toBe(false);
    });
  });

  describe('range suggestions', () => {
    const MM_BOX = { length: 100, width: 50, height: 150 };
    const IN_BOX = { length: 4, width: 2, height: 6 };
    // narrow enough that a length at its minimum (20 mm) is still not shorter than the width
    const NARROW_MM = {
      length: 100,
      width: 16,
      height: 150,
      top_tuck_flap: 8,
      bottom_tuck_flap: 8,
      glue_flap: 10,
    };
    const NARROW_IN = {
      length: 4,
      width: 0.63,
      height: 6,
      top_tuck_flap: 0.32,
      bottom_tuck_flap: 0.32,
      glue_flap: 0.4,
    };
    it.each([
      // variable, raw, unit, suggested value (in the request unit)
      ['length', 10, 'mm', 20],
      ['length', 0.5, 'in', 0.8125], // 20 mm = 0.787402 in, up to a sixteenth: 13/16
      ['length', 700, 'mm', 600],
      ['length', 25, 'in', 23.5625], // 600 mm = 23.622047 in, down to a sixteenth: 23 9/16
      ['glue_flap', 31, 'mm', 30],
      ['glue_flap', 2, 'in', 1.125], // 30 mm = 1.181102 in, down to 1 1/8
      ['glue_flap', 0.3, 'in', 0.4375], // 10 mm = 0.393701 in, up to 7/16
      ['height', 900, 'mm', 800],
      ['height', 0.9, 'in', 1], // 25 mm = 0.984252 in, up to 1
      ['material', 0.1, 'mm', 0.2],
      ['material', 0.1, 'in', 0.059], // 1.5 mm = 0.059055 in, down to a thousandth (a caliper's step)
      ['overflow_margin', 30, 'mm', 25],
    ] as const)('should suggest %s = %s %s -> %s', (name, raw, unit, expected) => {
      const narrow = name === 'length' && raw < expected; // a length raised to its minimum
      const box = unit === 'mm' ? (narrow ? NARROW_MM : MM_BOX) : narrow ? NARROW_IN : IN_BOX;
      expect(() => validateTemplateVariables(rte(), box, unit)).not.toThrow();
      const bad = { ...box, [name]: raw };
      const error = onlyError(rte(), bad, unit);
      expect(error.suggestion).toEqual({ type: 'change_value', name, value: expected });
      // the message states the bound itself, as shown in the unit; the suggestion is a value on the
      // variable's step inside it (in inches a sixteenth, a thousandth for the caliper)
      expect(error.message).toMatch(new RegExp(`at (least|most) [0-9.]+ ${unit}`));
      if (unit === 'in')
        expect(Math.abs((expected * (name === 'material' ? 1000 : 16)) % 1)).toBeLessThan(1e-9);
      // the suggestion itself passes
      const fixed = validateTemplateVariables(rte(), { ...bad, [name]: expected }, unit);
      expect(fixed[name]).toBeCloseTo(unit === 'in' ? expected * INCH : expected, 9);
    });

    it.each([
      ['a', 5, 'mm', 10.13],
      ['a', 60, 'mm', 50.98],
      ['a', 0.1, 'in', 0.4375], // 10.123 / 25.4 = 0.398543: up to 7/16
      ['a', 3, 'in', 2], // 50.987 / 25.4 = 2.007362: down to 2
    ] as const)('should round %s = %s %s to the valid side: %s', (name, raw, unit, expected) => {
      const definition = oddTemplate();
      const error = onlyError(definition, { [name]: raw }, unit);
      expect(error.suggestion).toEqual({ type: 'change_value', name, value: expected });
      expect(() => validateTemplateVariables(definition, { [name]: expected }, unit)).not.toThrow();
      // and it is the closest such value on the unit's grid (in inches, a sixteenth)
      const step = unit === 'mm' ? 0.01 : 1 / 16;
      const closer = raw < expected ? expected - step : expected + step;
      expect(() => validateTemplateVariables(definition, { [name]: closer }, unit)).toThrow(
        TemplateVariablesError,
      );
    });
  });

  describe('cross-variable rules', () => {
    it('should suggest swapping length and width, and only that, when length is shorter', () => {
      // the tuck (70) is also over height - 3 and width - 1, and the glue flap over width - t - 1
      const error = onlyError(rte(), { length: 40, width: 60, height: 30, top_tuck_flap: 70, glue_flap: 30 });
      expect(suggestionOf(error)).toEqual({ type: 'swap_values', names: ['length', 'width'] });
    });

    it.each(['becf-11001', 'becf-11101', 'becf-12001', 'becf-13001', 'becf-14001', 'becf-16001'])(
      'should ask %s for length before width',
      (id) => {
        const error = onlyError(template(id), { length: 60, width: 80, height: 100 });
        expect(suggestionOf(error)).toEqual({ type: 'swap_values', names: ['length', 'width'] });
      },
    );

    it.each([
      ['mm', { length: 100, width: 50, height: 30, top_tuck_flap: 40 }, 27],
      // height 1.5 in = 38.1 mm: limit 35.1 mm = 1.381890 in, down to a sixteenth: 1 3/8
      ['in', { length: 4, width: 2, height: 1.5, top_tuck_flap: 1.5 }, 1.375],
    ] as const)('should cap the top tuck at height - 3 (%s)', (unit, input, expected) => {
      const error = onlyError(rte(), input, unit);
      expect(error.suggestion).toEqual({ type: 'change_value', name: 'top_tuck_flap', value: expected });
      expect(error.message).toContain(unit === 'mm' ? `${expected} mm` : '1.3818 in');
      const fixed = validateTemplateVariables(rte(), { ...input, top_tuck_flap: expected }, unit);
      expect(fixed.top_tuck_flap as number).toBeLessThanOrEqual((fixed.height as number) - 3);
    });

    it('should cap the bottom tuck at width - 1 when the width is the tighter limit', () => {
      const error = onlyError(rte(), { length: 100, width: 20, height: 150, bottom_tuck_flap: 25 });
      expect(error.suggestion).toEqual({ type: 'change_value', name: 'bottom_tuck_flap', value: 19 });
    });

    it.each([
      // width 50 + 1 mm clearance a side + tongue 10 = 62 mm
      ['mm', { length: 55, width: 50, height: 100 }, 62],
      // width 2 in = 50.8 mm: 62.8 mm = 2.472441 in, up to a sixteenth: 2 1/2
      ['in', { length: 2.2, width: 2, height: 4 }, 2.5],
      // width 40: 40 + 2 + 10 = 52 mm, whatever the board
      ['mm', { length: 45, width: 40, height: 100, material: 1.2 }, 52],
    ] as const)('should ask the snap-lock bottom for a longer length (%s)', (unit, input, expected) => {
      const snapLock = template('becf-12001');
      const error = onlyError(snapLock, input, unit);
      expect(error.suggestion).toEqual({ type: 'change_value', name: 'length', value: expected });
      expect(error.message).toContain(unit === 'mm' ? `${expected} mm` : '2.4725 in');
      expect(() => validateTemplateVariables(snapLock, { ...input, length: expected }, unit)).not.toThrow();
    });

    it('should give a rule suggestion in the request unit even when the rule names another variable', () => {
      // the violation is filed under a rule name, not a variable: the unit conversion must follow 'b'
      const definition = oddTemplate((values) =>
        (values.b as number) < 2 * (values.a as number)
          ? [
              {
                name: 'b_over_a',
                message: 'b must be at least {limit}',
                limitMm: 2 * (values.a as number),
                suggestion: { type: 'change_value', name: 'b', value: 2 * (values.a as number) },
              },
            ]
          : [],
      );
      const input = { a: 1, b: 1 }; // 25.4 mm and 25.4 mm: b must reach 50.8 mm = 2 in
      const error = onlyError(definition, input, 'in');
      expect(error.suggestion).toEqual({ type: 'change_value', name: 'b', value: 2 });
      expect(error.message).toBe('b must be at least 2 in');
      expect(error).toMatchObject({ variable: 'b', code: 'constraint', limitMm: 50.8 });
      expect(() => validateTemplateVariables(definition, { ...input, b: 2 }, 'in')).not.toThrow();
    });

    it('should write a rule limit in the request unit from the data, not from the message', () => {
      // the message names another number in mm: only the limit follows the unit
      const definition = oddTemplate((values) =>
        (values.b as number) < 2 * (values.a as number)
          ? [
              {
                name: 'b_over_a',
                message: 'b must be at least {limit}, with a 3 mm gap',
                limitMm: 2 * (values.a as number),
                suggestion: { type: 'change_value', name: 'b', value: 2 * (values.a as number) },
              },
            ]
          : [],
      );
      expect(onlyError(definition, { a: 1, b: 1 }, 'in').message).toBe(
        'b must be at least 2 in, with a 3 mm gap',
      );
      expect(onlyError(definition, { a: 25.4, b: 25.4 }, 'mm').message).toBe(
        'b must be at least 50.8 mm, with a 3 mm gap',
      );
    });

    it('should file a rule with no suggestion under its variable when it names one', () => {
      const definition = oddTemplate(() => [{ name: 'flag', message: 'the flag cannot be set here' }]);
      expect(onlyError(definition, { a: 20 })).toEqual({
        variable: 'flag',
        code: 'constraint',
        message: 'the flag cannot be set here',
      });
    });
  });

  describe('following the suggestions', () => {
    /** Templates where some in-range variables have no valid completion (reported as bugs). */

    /** A request that starts valid (the sample sizes) with some lengths pushed out of range or swapped. */
    function badRequest(definition: TemplateDefinition, unit: Unit) {
      const lengths = flattenParameters(definition.parameters).filter((p) => p.dataType === 'length');
      const start = sampleValues(definition);
      return fc
        .record({
          pushes: fc.array(
            fc.record({
              index: fc.nat({ max: lengths.length - 1 }),
              // below the minimum, or above the maximum but within 3000 mm
              low: fc.boolean(),
              share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          swap: fc.boolean(),
        })
        .map(({ pushes, swap }) => {
          const mm: TemplateValues = { ...start };
          for (const { index, low, share } of pushes) {
            const p = lengths[index] as (typeof lengths)[number];
            const minimum = p.minimum ?? 0;
            const maximum = p.maximum ?? 3000;
            if (low && minimum > 0) mm[p.name] = Math.max(0.01, minimum * share);
            else mm[p.name] = maximum + (3000 - maximum) * share;
          }
          // a flat piece may have no length and width to swap (a tag's width and height)
          if (swap && typeof mm.length === 'number' && typeof mm.width === 'number')
            [mm.length, mm.width] = [mm.width, mm.length];
          const input: Record<string, unknown> = {};
          for (const p of lengths) {
            const value = mm[p.name];
            // an optional length without a default (a lid depth that follows the height) stays unset
            if (typeof value !== 'number') continue;
            input[p.name] =
              unit === 'in' ? Math.round((value / INCH) * 1e4) / 1e4 : Math.round(value * 100) / 100;
          }
          return input;
        });
    }

    function settle(definition: TemplateDefinition, start: Record<string, unknown>, unit: Unit) {
      let input = start;
      for (let round = 0; round < 6; round++) {
        try {
          return validateTemplateVariables(definition, input, unit);
        } catch (error) {
          expect(error).toBeInstanceOf(TemplateVariablesError);
          const items = (error as TemplateVariablesError).problems;
          for (const item of items) {
            const suggestion = suggestionOf(item);
            expect(suggestion, `no suggestion for: ${item.message}`).toBeDefined();
            input = applySuggestion(input, suggestion as Suggestion);
          }
        }
      }
      throw new Error(`suggestions did not settle for ${definition.id}: ${JSON.stringify(start)}`);
    }

    for (const definition of TEMPLATES) {
      for (const unit of ['mm', 'in'] as const) {
        const check = () =>
          fc.assert(
            fc.property(badRequest(definition, unit), (input) => {
              const values = settle(definition, input, unit);
              expect(definition.constraints(values)).toEqual([]);
            }),
            { numRuns: 40, seed: 7 },
          );
        const title = `should reach a valid request by following the suggestions: ${definition.id} (${unit})`;
        it(title, check);
      }
    }

    it('should offer the sleeve a glue flap it accepts at its minimum width', () => {
      const sleeve = template('becf-15001');
      const request = { length: 20, width: 13, height: 50, material: 1.5, glue_flap: 12 };
      const error = onlyError(sleeve, request);
      const fixed = applySuggestion(request, suggestionOf(error) as Suggestion);
      expect(() => validateTemplateVariables(sleeve, fixed, 'mm')).not.toThrow();
    });
  });
});
