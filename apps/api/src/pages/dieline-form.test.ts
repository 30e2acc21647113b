import { checkTemplateVariables, findTemplate, type TemplateDefinition } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { initialFormState, withErrors } from './dieline-form';

const rte = () => findTemplate('becf-11001') as TemplateDefinition;

describe('withErrors', () => {
  it('should put a problem next to the field of its variable, whatever its message says', () => {
    const state = withErrors(rte(), initialFormState(rte(), 'mm'), [
      { variable: 'material', message: 'The board is too thick for this tuck.' },
    ]);
    expect(state.fieldErrors).toEqual({ material: [{ message: 'The board is too thick for this tuck.' }] });
    expect(state.generalErrors).toEqual([]);
  });

  it('should put a message that names no variable, or an unknown one, at the top', () => {
    const state = withErrors(rte(), initialFormState(rte(), 'mm'), [
      { message: "Variable 'height' is not a problem's variable here." },
      { variable: 'colour', message: "Unknown variable 'colour'." },
    ]);
    expect(state.fieldErrors).toEqual({});
    expect(state.generalErrors.map((shown) => shown.message)).toEqual([
      "Variable 'height' is not a problem's variable here.",
      "Unknown variable 'colour'.",
    ]);
  });

  it("should show the engine's problems with their suggestions in the form's unit", () => {
    const checked = checkTemplateVariables(rte(), { length: 4, width: 2, height: 6, glue_flap: 2 }, 'in');
    const state = withErrors(rte(), initialFormState(rte(), 'in'), checked.ok ? [] : checked.problems);
    expect(state.fieldErrors.glue_flap).toEqual([
      { message: "Variable 'glue_flap' must be at most 1.1811 in.", suggestion: 'Suggested: 1.125 in' },
    ]);
    expect(state.generalErrors).toEqual([]);
  });

  it('should file a swap under the first of the two variables', () => {
    const checked = checkTemplateVariables(rte(), { length: 40, width: 60, height: 100 }, 'mm');
    const state = withErrors(rte(), initialFormState(rte(), 'mm'), checked.ok ? [] : checked.problems);
    expect(Object.keys(state.fieldErrors)).toEqual(['length']);
    expect(state.fieldErrors.length?.[0]?.suggestion).toBe('Suggested: swap length and width');
  });
});
