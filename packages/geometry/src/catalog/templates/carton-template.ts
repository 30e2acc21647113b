import type { ClosureSpec } from '../../cartons/folding-carton';
import { buildFoldingCarton } from '../../cartons/folding-carton';
import { num } from '../common-parameters';
import type { TemplateValues } from '../template-definition';

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
