import { AUTO_LOCK_HOOK_CLEARANCE, autoLockHook, autoLockMinimumWidth } from '../../cartons/auto-lock-bottom';
import type { ClosureSpec } from '../../cartons/folding-carton';
import { SNAP_LOCK_CLEARANCE, SNAP_LOCK_MIN_TONGUE } from '../../cartons/snap-lock-bottom';
import { designRuleLimits } from '../../design-rules/design-rules';
import { num } from '../common-parameters';
import { atLeast, glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateGroup,
  TemplateValues,
} from '../template-definition';
import { templateGroup } from '../template-groups';
import {
  cartonParameters,
  singleBlank,
  TUCK_TOP_FEATURES,
  tuckFitsConstraint,
  tuckFlapParameter,
  tuckTop,
} from './carton-template';

/** A carton closed on top by the family's default tuck and at the bottom by a locking bottom. */
function tuckTopCarton(spec: {
  id: string;
  name: string;
  group: TemplateGroup;
  standardCode: string;
  tags: string[];
  minimums: { length: number; width: number; height: number };
  bottom: ClosureSpec;
  /** What the bottom needs of the sizes, checked once length is the longer side. */
  bottomRules: (values: TemplateValues) => ConstraintViolation[];
}): TemplateDefinition {
  return {
    id: spec.id,
    name: spec.name,
    group: spec.group,
    standardCode: spec.standardCode,
    tags: spec.tags,
    parameters: cartonParameters(spec.minimums, [tuckFlapParameter('top')]),
    features: TUCK_TOP_FEATURES,
    variants: [],
    constraints(values) {
      const lengthFirst = lengthNotShorterThanWidth(values);
      if (lengthFirst.length > 0) return lengthFirst;
      return [...spec.bottomRules(values), ...tuckFitsConstraint(values, 'top'), ...glueFlapFits(values)];
    },
    build: (values) => singleBlank(values, tuckTop(values), spec.bottom),
  };
}

/** 1-2-3 snap-lock bottom with a tuck top (ECMA A55.20.01.03). */
export const snapLockBottomBox = tuckTopCarton({
  id: 'becf-12001',
  name: '1-2-3 Snap Lock Bottom Box with Tuck Top',
  group: templateGroup('cartons_snap_lock_boxes'),
  standardCode: 'ECMA A55.20.01.03',
  tags: ['folding carton', 'snap lock', '1-2-3 bottom'],
  minimums: { length: 35, width: 15, height: 30 },
  bottom: { kind: 'snap_lock' },
  // the front flap's tongue (the notch, L - W, less 1 mm a side) must be wide enough to lock
  bottomRules: (values) =>
    atLeast(
      values,
      'length',
      num(values, 'width') + 2 * SNAP_LOCK_CLEARANCE + SNAP_LOCK_MIN_TONGUE,
      'the locking tongue of the bottom (length less width, less 1 mm a side) must be at least 10 mm wide',
    ),
});

/** Crash-lock (auto) bottom with a tuck top (ECMA A60.20.00.01). */
export const autoLockBottomBox = tuckTopCarton({
  id: 'becf-13001',
  name: 'Tuck Top Auto Bottom Box',
  group: templateGroup('cartons_tuck_top_auto_bottom_boxes'),
  standardCode: 'ECMA A60.20.00.01',
  tags: ['folding carton', 'auto bottom', 'crash lock'],
  minimums: { length: 25, width: 20, height: 30 },
  bottom: { kind: 'auto_lock' },
  // the two hook halves must both fit along the length, and each web must hold a real glue land
  bottomRules: (values) => [
    ...atLeast(
      values,
      'width',
      autoLockMinimumWidth(num(values, 'material'), designRuleLimits(num(values, 'material')).glueLand),
      'the glued webs of the bottom need a glue land of at least 6 mm',
    ),
    ...atLeast(
      values,
      'length',
      Math.max(
        4 * autoLockHook(num(values, 'width')) + 2,
        // past the hook clearances, the flaps must still lie across each other to hook
        num(values, 'width') + 4 * AUTO_LOCK_HOOK_CLEARANCE,
      ),
      'the bottom flaps hook at mid-panel: the length must exceed the width by 4 mm',
    ),
  ],
});
