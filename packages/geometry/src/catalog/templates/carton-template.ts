import type { ClosureSpec } from '../../cartons/folding-carton';
import { buildFoldingCarton } from '../../cartons/folding-carton';
import {
  dimensionTextsParameter,
  glueFlapParameter,
  insideSizeParameters,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atMost } from '../constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateParameter,
  TemplateValues,
} from '../template-definition';

/** The variables of a glued-tube carton: inside sizes, board, the style's own, glue flap, bleed, labels. */
export function cartonParameters(
  minimums: { length: number; width: number; height: number },
  own: TemplateParameter[] = [],
): TemplateParameter[] {
  return [
    ...insideSizeParameters(minimums),
    materialParameter(0.5, 0.2, 1.5),
    ...own,
    glueFlapParameter,
    overflowParameter,
    dimensionTextsParameter,
  ];
}

export const tuckFlapParameter = (end: 'top' | 'bottom'): TemplateParameter =>
  lengthParameter(`${end}_tuck_flap`, `Depth of the tuck flap on the ${end} closure.`, {
    default: 15,
    minimum: 8,
    maximum: 80,
  });

/** A tuck must stay clear of the far closure (height - 3 mm, less any postal lock tab) and under the width. */
export function tuckFitsConstraint(
  values: TemplateValues,
  end: 'top' | 'bottom',
  tabDepth = 0,
): ConstraintViolation[] {
  return atMost(
    values,
    `${end}_tuck_flap`,
    Math.min(num(values, 'height') - 3 - tabDepth, num(values, 'width') - 1),
    'the tuck must stay well under the height and the width',
  );
}

/** Features of a carton closed on top by the family's default tuck. */
export const TUCK_TOP_FEATURES: TemplateDefinition['features'] = {
  flap: { id: 'rounded_slit_lock', name: 'Rounded tuck with slit lock' },
  dust_flap: { id: 'shoulder', name: 'Shoulder with taper' },
};

/** Sizes every glued-tube carton reads from its variables. */
export function cartonSize(values: TemplateValues) {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    material: num(values, 'material'),
    glueFlap: num(values, 'glue_flap'),
  };
}

/** A tuck top with the family's default choices, for cartons whose bottom is something else. */
export const tuckTop = (values: TemplateValues): ClosureSpec => ({
  kind: 'tuck',
  lidOn: 'back',
  tuckDepth: num(values, 'top_tuck_flap'),
  tuckStyle: 'rounded_slit_lock',
  dustFlapStyle: 'shoulder',
  thumbCut: false,
});

export function singleBlank(values: TemplateValues, top: ClosureSpec, bottom: ClosureSpec) {
  return [{ name: 'blank', graph: buildFoldingCarton({ size: cartonSize(values), top, bottom }) }];
}
