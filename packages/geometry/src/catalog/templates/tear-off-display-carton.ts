import {
  buildTearOffDisplayCarton,
  TEAR_LINE_CREASE_CLEARANCE,
  TEAR_PULL_TAB_RADIUS,
} from '../../cartons/tear-off-display-carton';
import { lengthParameter, num } from '../common-parameters';
import { atLeast, atMost, glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';
import {
  cartonParameters,
  cartonSize,
  TUCK_TOP_FEATURES,
  tuckFitsConstraint,
  tuckFlapParameter,
} from './carton-template';

/** Display carton: a reverse tuck end body whose top tears off along a perforation. */
export const tearOffDisplayCarton: TemplateDefinition = {
  id: 'becf-17001',
  name: 'Display Carton with Tear-off Lid',
  group: templateGroup('cartons_special_boxes'),
  standardCode: null,
  tags: ['folding carton', 'display', 'tear-off', 'perforation', 'tear line', 'shelf ready', 'tuck end'],
  parameters: cartonParameters({ length: 30, width: 20, height: 40 }, [
    tuckFlapParameter('top'),
    tuckFlapParameter('bottom'),
    lengthParameter(
      'tear_front_height',
      'Height of the tear line across the front (Hd), from the bottom crease; about 0.3 to 0.6 of the height.',
      { default: 60, minimum: 20, maximum: 780 },
    ),
    lengthParameter(
      'tear_back_height',
      'Height where the tear line meets the back corners (Hb), from the bottom crease; at least the front height.',
      { default: 130, minimum: 20, maximum: 795 },
    ),
  ]),
  sampleSize: { length: 100, width: 50, height: 150, tear_front_height: 60, tear_back_height: 130 },
  features: {
    ...TUCK_TOP_FEATURES,
    tuck: { id: 'reverse_tuck', name: 'Reverse tuck' },
  },
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const height = num(values, 'height');
    return [
      ...glueFlapFits(values),
      ...tuckFitsConstraint(values, 'top'),
      ...tuckFitsConstraint(values, 'bottom'),
      // the tear line keeps 5 mm from the top crease and never runs down the sides
      ...atMost(
        values,
        'tear_back_height',
        height - TEAR_LINE_CREASE_CLEARANCE,
        'the tear line must stay 5 mm under the top crease',
      ),
      ...atMost(
        values,
        'tear_front_height',
        Math.min(num(values, 'tear_back_height'), height - TEAR_LINE_CREASE_CLEARANCE),
        'the tear line runs up the sides from the front to the back, never down',
      ),
      // the pull tab hangs below the line and keeps 5 mm from the bottom crease
      ...atLeast(
        values,
        'tear_front_height',
        TEAR_PULL_TAB_RADIUS + TEAR_LINE_CREASE_CLEARANCE,
        'the pull tab below the tear line must stay 5 mm above the bottom crease',
      ),
    ];
  },
  build(values) {
    const graph = buildTearOffDisplayCarton({
      size: cartonSize(values),
      topTuckDepth: num(values, 'top_tuck_flap'),
      bottomTuckDepth: num(values, 'bottom_tuck_flap'),
      tearFront: num(values, 'tear_front_height'),
      tearBack: num(values, 'tear_back_height'),
    });
    return [{ name: 'blank', graph }];
  },
};
