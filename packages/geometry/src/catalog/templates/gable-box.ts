import { AUTO_LOCK_HOOK_CLEARANCE, autoLockHook, autoLockMinimumWidth } from '../../cartons/auto-lock-bottom';
import { buildGableBox, gableMinimumHandle } from '../../cartons/gable-box';
import { SNAP_LOCK_CLEARANCE, SNAP_LOCK_MIN_TONGUE } from '../../cartons/snap-lock-bottom';
import { designRuleLimits } from '../../design-rules/design-rules';
import { lengthParameter, num } from '../common-parameters';
import { atLeast, atMost, glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateFeature,
  TemplateValues,
} from '../template-definition';
import { templateGroup } from '../template-groups';
import { cartonParameters, cartonSize } from './carton-template';

/** Hand hole margin to the handle's side edges, mm: room for a 6 mm glue land beside the hole. */
const HOLE_SIDE_MARGIN = 14;

type GableBottom = 'auto_lock' | 'snap_lock';

const BOTTOMS: Record<
  GableBottom,
  { flap: TemplateFeature; tags: string[]; rules: (values: TemplateValues) => ConstraintViolation[] }
> = {
  auto_lock: {
    flap: { id: 'auto_lock_bottom', name: 'Crash-lock (auto) bottom' },
    tags: ['crash lock', 'auto bottom'],
    // the two hook halves must both fit along the length, and each web must hold a real glue land
    rules: (values) => {
      const t = num(values, 'material');
      const width = num(values, 'width');
      return [
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
      ];
    },
  },
  snap_lock: {
    flap: { id: 'snap_lock_bottom', name: '1-2-3 snap lock bottom' },
    tags: ['snap lock', '1-2-3 bottom'],
    // the front flap's tongue (length less width, less 1 mm a side) must be wide enough to lock
    rules: (values) =>
      atLeast(
        values,
        'length',
        num(values, 'width') + 2 * SNAP_LOCK_CLEARANCE + SNAP_LOCK_MIN_TONGUE,
        'the locking tongue of the bottom (length less width, less 1 mm a side) must be at least 10 mm wide',
      ),
  },
};

/** Gable box: a tube on a locking bottom, a gabled roof and a glued double handle with a hand hole. */
function gableBoxTemplate(id: string, name: string, bottom: GableBottom): TemplateDefinition {
  return {
    id,
    name,
    group: templateGroup('cartons_special_boxes'),
    standardCode: null,
    tags: ['folding carton', 'gable box', 'handle', 'hand hole', 'carry box', ...BOTTOMS[bottom].tags],
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
    // the bottom is the closing flap style a buyer changes between the two gable boxes
    features: { flap: BOTTOMS[bottom].flap },
    variants: [],
    constraints(values) {
      const lengthFirst = lengthNotShorterThanWidth(values);
      if (lengthFirst.length > 0) return lengthFirst;
      const t = num(values, 'material');
      const width = num(values, 'width');
      return [
        ...glueFlapFits(values),
        ...BOTTOMS[bottom].rules(values),
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
        bottom,
      });
      return [{ name: 'blank', graph }];
    },
  };
}

export const gableBox = gableBoxTemplate('becf-17002', 'Gable Box with Handle', 'auto_lock');
export const gableBoxSnapLock = gableBoxTemplate(
  'becf-17004',
  'Gable Box with Handle and 1-2-3 Snap Lock Bottom',
  'snap_lock',
);

gableBox.variants = [
  { rel: 'change_flap', templateId: gableBoxSnapLock.id, name: BOTTOMS.snap_lock.flap.name },
];
gableBoxSnapLock.variants = [
  { rel: 'change_flap', templateId: gableBox.id, name: BOTTOMS.auto_lock.flap.name },
];
