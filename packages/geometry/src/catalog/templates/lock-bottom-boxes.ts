import { autoLockHook } from '../../cartons/auto-lock-bottom';
import { SNAP_LOCK_MIN_TONGUE } from '../../cartons/snap-lock-bottom';
import {
  dimensionTextsParameter,
  glueFlapParameter,
  insideSizeParameters,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { TEMPLATE_GROUPS } from '../template-groups';
import { singleBlank, tuckTop } from './carton-template';

const topTuckParameter = lengthParameter('top_tuck_flap', 'Depth of the tuck flap on the top closure.', {
  default: 15,
  minimum: 8,
  maximum: 80,
});

const tuckTopConstraint = (values: Parameters<TemplateDefinition['constraints']>[0]) =>
  atMost(
    values,
    'top_tuck_flap',
    Math.min(num(values, 'height') - 3, num(values, 'width') - 1),
    'the tuck must stay well under the height and the width',
  );

/** 1-2-3 snap-lock bottom with a tuck top (ECMA A55.20.01.03). */
export const snapLockBottomBox: TemplateDefinition = {
  id: 'becf-12001',
  name: '1-2-3 Snap Lock Bottom Box with Tuck Top',
  group: TEMPLATE_GROUPS.cartonsSnapLockBoxes,
  standardCode: 'ECMA A55.20.01.03',
  tags: ['folding carton', 'snap lock', '1-2-3 bottom'],
  parameters: [
    ...insideSizeParameters({ length: 35, width: 15, height: 30 }),
    materialParameter(0.5, 0.2, 1.5),
    topTuckParameter,
    glueFlapParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  features: {
    flap: { id: 'rounded_slit_lock', name: 'Rounded tuck with slit lock' },
    dust_flap: { id: 'shoulder', name: 'Shoulder with taper' },
  },
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    return [
      // the front flap's tongue (L - W - t wide) must be wide enough to lock past the notch
      ...atLeast(
        values,
        'length',
        num(values, 'width') + num(values, 'material') + SNAP_LOCK_MIN_TONGUE,
        `the bottom's locking tongue, length - width - material, needs ${SNAP_LOCK_MIN_TONGUE} mm`,
      ),
      ...tuckTopConstraint(values),
      ...glueFlapFits(values),
    ];
  },
  build: (values) => singleBlank(values, tuckTop(values), { kind: 'snap_lock' }),
};

/** Crash-lock (auto) bottom with a tuck top (ECMA A60.20.00.01). */
export const autoLockBottomBox: TemplateDefinition = {
  id: 'becf-13001',
  name: 'Tuck Top Auto Bottom Box',
  group: TEMPLATE_GROUPS.cartonsTuckTopAutoBottomBoxes,
  standardCode: 'ECMA A60.20.00.01',
  tags: ['folding carton', 'auto bottom', 'crash lock'],
  parameters: [
    ...insideSizeParameters({ length: 25, width: 20, height: 30 }),
    materialParameter(0.5, 0.2, 1.5),
    topTuckParameter,
    glueFlapParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  features: {
    flap: { id: 'rounded_slit_lock', name: 'Rounded tuck with slit lock' },
    dust_flap: { id: 'shoulder', name: 'Shoulder with taper' },
  },
  variants: [],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    // the two hook halves must both fit along the length
    return [
      ...atLeast(
        values,
        'length',
        4 * autoLockHook(num(values, 'width')) + 2,
        'the bottom flaps hook at mid-panel',
      ),
      ...tuckTopConstraint(values),
      ...glueFlapFits(values),
    ];
  },
  build: (values) => singleBlank(values, tuckTop(values), { kind: 'auto_lock' }),
};
