import { FLUTE_PROFILES, foldAllowance } from '../../board/board';
import { autoLockHook, autoLockHookClearance, autoLockMinimumWidth } from '../../cartons/auto-lock-bottom';
import { EURO_SLOT, HOLE_EDGE_MARGIN } from '../../cartons/euro-slot';
import type { ClosureSpec } from '../../cartons/folding-carton';
import { snapLockClearance } from '../../cartons/snap-lock-bottom';
import {
  buildCorrugatedCarton,
  CARTON_FLUTES,
  type CartonFlute,
  CORRUGATED_CARTON_GLUE_FLAP,
  cartonBoard,
} from '../../corrugated/corrugated-carton';
import { designRuleLimits } from '../../design-rules/design-rules';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import { fluteParameter } from '../corrugated-parameters';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateGroup,
  TemplateParameter,
  TemplateValues,
  TemplateVariant,
} from '../template-definition';
import { templateGroup } from '../template-groups';

/** The flute of a die-cut carton: E or B only (C and thicker do not tuck or snap-lock). */
export const cartonFluteParameter: TemplateParameter = {
  ...fluteParameter,
  description:
    'Corrugated flute, which sets the board caliper and every allowance: E (1.5 mm) or B (3 mm), the flutes a die-cut carton is made in.',
  default: 'E',
  allowedValues: [...CARTON_FLUTES],
};

const fluteOf = (values: TemplateValues): CartonFlute =>
  CARTON_FLUTES.includes(values.flute as CartonFlute) ? (values.flute as CartonFlute) : 'E';
const caliperOf = (values: TemplateValues): number => FLUTE_PROFILES[fluteOf(values)].caliper;

const glueFlapParameter = lengthParameter(
  'glue_flap',
  "Width of the manufacturer's joint (glue flap) that joins the last wall to the first.",
  CORRUGATED_CARTON_GLUE_FLAP,
);

const tuckFlapParameter = (end: 'top' | 'bottom'): TemplateParameter =>
  lengthParameter(`${end}_tuck_flap`, `Depth of the tuck flap on the ${end} closure.`, {
    default: 30,
    minimum: 15,
    maximum: 150,
  });

/** Inside sizes up to what E and B flute die-cut cartons are made in. */
const MAXIMUMS = { length: 600, width: 400, height: 600 };

/** A tuck stays 3 mm clear of the far closure and under the width (the lid's depth). */
function tuckFits(values: TemplateValues, end: 'top' | 'bottom'): ConstraintViolation[] {
  return atMost(
    values,
    `${end}_tuck_flap`,
    Math.min(num(values, 'height') - 3, num(values, 'width') - 1),
    'the tuck must stay under the width and 3 mm short of the other end',
  );
}

/** The joint lands on the last wall (W wide) and stops a caliper and a millimetre short of its far crease. */
const glueFlapFits = (values: TemplateValues): ConstraintViolation[] =>
  atMost(
    values,
    'glue_flap',
    num(values, 'width') - caliperOf(values) - 1,
    'the glue flap must fit on the last wall',
  );

const tuckTopOf = (values: TemplateValues): ClosureSpec => ({
  kind: 'tuck',
  lidOn: 'back',
  tuckDepth: num(values, 'top_tuck_flap'),
  tuckStyle: 'rounded_slit_lock',
  dustFlapStyle: 'shoulder',
  thumbCut: false,
});

interface CartonEntry {
  id: string;
  name: string;
  group: TemplateGroup;
  standardCode: string | null;
  tags: string[];
  minimums: { length: number; width: number; height: number };
  tucks: Array<'top' | 'bottom'>;
  features: TemplateDefinition['features'];
  /** What the bottom needs of the sizes, checked once length is the longer side. */
  bottomRules?: (values: TemplateValues) => ConstraintViolation[];
  closures: (values: TemplateValues) => { top: ClosureSpec; bottom: ClosureSpec };
  /** A doubled header with a euro slot above the back wall. */
  hanger?: boolean;
  /** The flute choice, when the style is made in fewer flutes than E and B. */
  flute?: TemplateParameter;
  variants?: TemplateVariant[];
}

function corrugatedCartonTemplate(entry: CartonEntry): TemplateDefinition {
  return {
    id: entry.id,
    name: entry.name,
    group: entry.group,
    standardCode: entry.standardCode,
    tags: entry.tags,
    parameters: [
      ...insideSizeParameters(entry.minimums, MAXIMUMS),
      entry.flute ?? cartonFluteParameter,
      ...entry.tucks.map(tuckFlapParameter),
      ...(entry.hanger ? [hangerHeightParameter] : []),
      glueFlapParameter,
      overflowParameter,
      dimensionTextsParameter,
    ],
    sampleSize: { length: 200, width: 120, height: 160 },
    features: entry.features,
    variants: entry.variants ?? [],
    constraints(values) {
      const lengthFirst = lengthNotShorterThanWidth(values);
      if (lengthFirst.length > 0) return lengthFirst;
      return [
        ...(entry.hanger ? hangerFits(values) : []),
        ...(entry.bottomRules?.(values) ?? []),
        ...entry.tucks.flatMap((end) => tuckFits(values, end)),
        ...glueFlapFits(values),
      ];
    },
    build(values) {
      const { top, bottom } = entry.closures(values);
      const graph = buildCorrugatedCarton({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        flute: fluteOf(values),
        glueFlap: num(values, 'glue_flap'),
        top,
        bottom,
        ...(entry.hanger ? { hanger: { height: num(values, 'hanger_height') } } : {}),
      });
      return [{ name: 'blank', graph }];
    },
  };
}

const TUCK_FEATURES = (arrangement: 'reverse' | 'straight'): TemplateDefinition['features'] => ({
  flap: { id: 'rounded_slit_lock', name: 'Rounded tuck with slit lock' },
  tuck: { id: `${arrangement}_tuck`, name: arrangement === 'reverse' ? 'Reverse tuck' : 'Straight tuck' },
  dust_flap: { id: 'shoulder', name: 'Shoulder with taper' },
});

/**
 * A tuck end: a straight tuck hinges both lids on the front, a reverse one the top lid on the back;
 * with a hanger the back carries the header, so a reverse tuck's top lid hinges on the front instead.
 */
function tuckEnd(arrangement: 'reverse' | 'straight', hanger = false) {
  const lids =
    arrangement === 'straight'
      ? ({ top: 'front', bottom: 'front' } as const)
      : hanger
        ? ({ top: 'front', bottom: 'back' } as const)
        : ({ top: 'back', bottom: 'front' } as const);
  return (values: TemplateValues) => {
    const closure = (end: 'top' | 'bottom'): ClosureSpec => ({
      kind: 'tuck',
      lidOn: lids[end],
      tuckDepth: num(values, `${end}_tuck_flap`),
      tuckStyle: 'rounded_slit_lock',
      dustFlapStyle: 'shoulder',
      thumbCut: false,
    });
    return { top: closure('top'), bottom: closure('bottom') };
  };
}

const TUCK_END_TAGS = ['corrugated', 'E flute', 'B flute', 'die cut', 'tuck end', 'retail', 'e-commerce'];

/** E and B flute reverse tuck end box: the corrugated counterpart of the boxboard carton. */
export const corrugatedReverseTuckEndBox = corrugatedCartonTemplate({
  id: 'becf-26001',
  name: 'Corrugated Reverse Tuck End Box',
  group: templateGroup('corrugated_cardboards_tuck_end_boxes'),
  standardCode: 'FEFCO 0215',
  tags: [...TUCK_END_TAGS, 'reverse tuck'],
  minimums: { length: 40, width: 40, height: 40 },
  tucks: ['top', 'bottom'],
  features: TUCK_FEATURES('reverse'),
  closures: tuckEnd('reverse'),
  variants: [{ rel: 'add_hanger_tab', templateId: 'becf-26003' }],
});

const hangerHeightParameter = lengthParameter(
  'hanger_height',
  'Height of the hanger header above the top closure.',
  { default: 40, minimum: 30, maximum: 100 },
);

/** The euro slot keeps 4 mm of board either side on the back wall (L plus the flute's allowance wide). */
const hangerFits = (values: TemplateValues): ConstraintViolation[] =>
  atLeast(
    values,
    'length',
    EURO_SLOT.width + 2 * HOLE_EDGE_MARGIN - foldAllowance(cartonBoard(fluteOf(values))),
    'the euro slot of the hanger needs 4 mm of board either side',
  );

/** E flute only: a B flute header doubled over would be 6 mm of board round a hook. */
const eFluteParameter: TemplateParameter = {
  ...cartonFluteParameter,
  description:
    'Corrugated flute, which sets the board caliper and every allowance: E (1.5 mm), the flute a doubled hanger header is made in.',
  default: 'E',
  allowedValues: ['E'],
};

/** E flute reverse tuck end box with a doubled hanger header and a euro slot, for hook display. */
export const corrugatedReverseTuckEndBoxWithHanger = corrugatedCartonTemplate({
  id: 'becf-26003',
  name: 'Corrugated Reverse Tuck End Box with Hanger Tab',
  group: templateGroup('corrugated_cardboards_tuck_end_boxes'),
  standardCode: null,
  tags: [...TUCK_END_TAGS, 'reverse tuck', 'hanger', 'hang tab', 'euro slot', 'peg hook display'],
  minimums: { length: 40, width: 40, height: 40 },
  tucks: ['top', 'bottom'],
  features: {
    ...TUCK_FEATURES('reverse'),
    hang_hole: { id: 'euro_slot', name: 'Euro slot (EN 13010)' },
  },
  closures: tuckEnd('reverse', true),
  hanger: true,
  flute: eFluteParameter,
});

/** E and B flute straight tuck end box: both lids hinge on the front wall, both tucks go in behind the back. */
export const corrugatedStraightTuckEndBox = corrugatedCartonTemplate({
  id: 'becf-26002',
  name: 'Corrugated Straight Tuck End Box',
  group: templateGroup('corrugated_cardboards_tuck_end_boxes'),
  standardCode: null,
  tags: [...TUCK_END_TAGS, 'straight tuck'],
  minimums: { length: 40, width: 40, height: 40 },
  tucks: ['top', 'bottom'],
  features: TUCK_FEATURES('straight'),
  closures: tuckEnd('straight'),
  variants: [{ rel: 'add_hanger_tab', templateId: 'becf-26004' }],
});

/** E flute straight tuck end box with the doubled hanger header; both lids hinge on the front. */
export const corrugatedStraightTuckEndBoxWithHanger = corrugatedCartonTemplate({
  id: 'becf-26004',
  name: 'Corrugated Straight Tuck End Box with Hanger Tab',
  group: templateGroup('corrugated_cardboards_tuck_end_boxes'),
  standardCode: null,
  tags: [...TUCK_END_TAGS, 'straight tuck', 'hanger', 'hang tab', 'euro slot', 'peg hook display'],
  minimums: { length: 40, width: 40, height: 40 },
  tucks: ['top', 'bottom'],
  features: {
    ...TUCK_FEATURES('straight'),
    hang_hole: { id: 'euro_slot', name: 'Euro slot (EN 13010)' },
  },
  closures: tuckEnd('straight', true),
  hanger: true,
  flute: eFluteParameter,
});

/** The narrowest tongue of a corrugated 1-2-3 bottom that still locks past the notch, mm. */
export const CORRUGATED_SNAP_LOCK_MIN_TONGUE = 15;

/** E and B flute 1-2-3 snap-lock bottom with a tuck top. */
export const corrugatedSnapLockBottomBox = corrugatedCartonTemplate({
  id: 'becf-26101',
  name: 'Corrugated 1-2-3 Snap Lock Bottom Box with Tuck Top',
  group: templateGroup('corrugated_cardboards_snap_lock_boxes'),
  standardCode: null,
  tags: ['corrugated', 'E flute', 'B flute', 'die cut', 'snap lock', '1-2-3 bottom', 'tuck top'],
  minimums: { length: 60, width: 40, height: 50 },
  tucks: ['top'],
  features: {
    flap: { id: 'rounded_slit_lock', name: 'Rounded tuck with slit lock' },
    dust_flap: { id: 'shoulder', name: 'Shoulder with taper' },
  },
  // the front flap's tongue (the notch, L - W, less a caliper a side) must be wide enough to lock
  bottomRules: (values) =>
    atLeast(
      values,
      'length',
      num(values, 'width') +
        2 * snapLockClearance(cartonBoard(fluteOf(values))) +
        CORRUGATED_SNAP_LOCK_MIN_TONGUE,
      `the locking tongue of the bottom (length less width, less a caliper a side) must be at least ${CORRUGATED_SNAP_LOCK_MIN_TONGUE} mm wide`,
    ),
  closures: (values) => ({ top: tuckTopOf(values), bottom: { kind: 'snap_lock' } }),
});

/** E and B flute crash-lock (auto) bottom with a tuck top, glued ready to erect. */
export const corrugatedAutoBottomBox = corrugatedCartonTemplate({
  id: 'becf-26201',
  name: 'Corrugated Tuck Top Auto Bottom Box',
  group: templateGroup('corrugated_cardboards_tuck_top_auto_bottom_boxes'),
  standardCode: 'FEFCO 0713',
  tags: [
    'corrugated',
    'E flute',
    'B flute',
    'die cut',
    'auto bottom',
    'crash lock',
    'ready glued',
    'tuck top',
  ],
  minimums: { length: 50, width: 40, height: 50 },
  tucks: ['top'],
  features: {
    flap: { id: 'rounded_slit_lock', name: 'Rounded tuck with slit lock' },
    dust_flap: { id: 'shoulder', name: 'Shoulder with taper' },
  },
  bottomRules: (values) => {
    const board = cartonBoard(fluteOf(values));
    const t = board.caliper;
    const width = num(values, 'width');
    return [
      ...atLeast(
        values,
        'width',
        autoLockMinimumWidth(t, designRuleLimits(board).glueLand, foldAllowance(board)),
        'the glued webs of the bottom need a glue land of at least 6 mm',
      ),
      ...atLeast(
        values,
        'length',
        Math.max(4 * autoLockHook(width) + 2, width + 4 * autoLockHookClearance(board)),
        'the bottom flaps hook at mid-panel: the length must exceed the width by four hook clearances',
      ),
    ];
  },
  closures: (values) => ({ top: tuckTopOf(values), bottom: { kind: 'auto_lock' } }),
});
