import { AUTO_LOCK_HOOK_CLEARANCE, autoLockHook, autoLockMinimumWidth } from '../../cartons/auto-lock-bottom';
import { buildGableBox, gableMinimumHandle } from '../../cartons/gable-box';
import { designRuleLimits } from '../../design-rules/design-rules';
import { lengthParameter, num } from '../common-parameters';
import { atLeast, atMost, glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';
import { cartonParameters, cartonSize } from './carton-template';

/** Hand hole margin to the handle's side edges, mm: room for a 6 mm glue land beside the hole. */
const HOLE_SIDE_MARGIN = 14;

/** Gable box: a tube on a crash-lock bottom, a gabled roof and a glued double handle with a hand hole. */
export const gableBox: TemplateDefinition = {
  id: 'becf-17002',
  name: 'Gable Box with Handle',
  group: templateGroup('cartons_special_boxes'),
  standardCode: null,
  tags: ['folding carton', 'gable box', 'handle', 'hand hole', 'carry box', 'crash lock', 'auto bottom'],
  parameters: cartonParameters({ length: 90, width: 50, height: 40 }, [
    lengthParameter(
      'roof_rise',
      'Rise of the ridge above the top creases of the walls: 0.35 to 0.5 of the width.',
      {
        default: 25,
        minimum: 15,
        maximum: 200,
      },
    ),
    lengthParameter('handle_height', 'Height of the handle above the ridge.', {
      default: 55,
      minimum: gableMinimumHandle(),
      maximum: 100,
    }),
    lengthParameter('hand_hole_width', 'Width of the hand hole (its ends fully rounded).', {
      default: 90,
      minimum: 60,
      maximum: 110,
    }),
  ]),
  sampleSize: { length: 160, width: 80, height: 120, roof_rise: 35 },
  features: {},
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const t = num(values, 'material');
    const width = num(values, 'width');
    return [
      ...glueFlapFits(values),
      ...atLeast(
        values,
        'width',
        autoLockMinimumWidth(t, designRuleLimits(t).glueLand),
        'the glued webs of the bottom need a glue land of at least 6 mm',
      ),
      ...atLeast(
        values,
        'length',
        Math.max(4 * autoLockHook(width) + 2, width + 4 * AUTO_LOCK_HOOK_CLEARANCE),
        'the bottom flaps hook at mid-panel: the length must exceed the width by 4 mm',
      ),
      ...atLeast(
        values,
        'roof_rise',
        0.3 * width,
        'a flatter roof does not shed the handle load into the walls',
      ),
      ...atMost(values, 'roof_rise', 0.6 * width, 'a steeper roof makes the gable too tall to fold'),
      ...atMost(
        values,
        'hand_hole_width',
        num(values, 'length') + t - 2 * HOLE_SIDE_MARGIN,
        'the hand hole keeps 14 mm of board either side, for the glue between the handle plies',
      ),
    ];
  },
  build(values) {
    const graph = buildGableBox({
      size: cartonSize(values),
      rise: num(values, 'roof_rise'),
      handleHeight: num(values, 'handle_height'),
      handHoleWidth: num(values, 'hand_hole_width'),
      bottom: 'auto_lock',
    });
    return [{ name: 'blank', graph }];
  },
};
