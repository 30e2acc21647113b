import { buildFoldingCarton } from '../../cartons/folding-carton';
import { num } from '../common-parameters';
import { glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';
import {
  cartonParameters,
  cartonSize,
  TUCK_TOP_FEATURES,
  tuckFitsConstraint,
  tuckFlapParameter,
} from './carton-template';

/**
 * Airplane style straight tuck end box: both lids hinge on the back wall, so both tucks close from
 * the same side, from the back over the opening and in behind the front wall. The front wall keeps
 * clean cut edges at both ends (no lid fold shows on the printed face) and the lids open towards the
 * buyer; the straight tuck end (becf-11101) hinges both lids on the front instead.
 */
export const airplaneTuckEndBox: TemplateDefinition = {
  id: 'becf-11201',
  name: 'Airplane Style Straight Tuck End Box',
  group: templateGroup('cartons_tuck_end_boxes'),
  standardCode: null,
  tags: ['folding carton', 'tuck end', 'straight tuck', 'airplane style', 'tucks from the back'],
  parameters: cartonParameters({ length: 20, width: 15, height: 25 }, [
    tuckFlapParameter('top'),
    tuckFlapParameter('bottom'),
  ]),
  features: {
    ...TUCK_TOP_FEATURES,
    tuck: { id: 'airplane_tuck', name: 'Airplane (both lids on the back)' },
  },
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    return [
      ...glueFlapFits(values),
      ...tuckFitsConstraint(values, 'top'),
      ...tuckFitsConstraint(values, 'bottom'),
    ];
  },
  build(values) {
    const closure = (end: 'top' | 'bottom') => ({
      kind: 'tuck' as const,
      lidOn: 'back' as const,
      tuckDepth: num(values, `${end}_tuck_flap`),
      tuckStyle: 'rounded_slit_lock' as const,
      dustFlapStyle: 'shoulder' as const,
      thumbCut: false,
    });
    const graph = buildFoldingCarton({
      size: cartonSize(values),
      top: closure('top'),
      bottom: closure('bottom'),
    });
    return [{ name: 'blank', graph }];
  },
};
