import { buildEnvelope, ENVELOPE_RELIEF, type EnvelopeSpec, taperOver } from '../../cartons/envelope';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateParameter,
  TemplateValues,
} from '../template-definition';
import { templateGroup } from '../template-groups';

/** Glue areas keep this far inside the board (as in the construction). */
const GLUE_MARGIN = 1.5;
/** The shortest glue land the constraints allow: a bead's 6 mm and a little. */
const LAND = 8;
/** The shortest glue strip along the seal flap's edge. */
const SEAL_STRIP_LENGTH = 12;
const SIDE_FLAP_MINIMUM = 12;
const SEAL_FLAP_MINIMUM = 15;

/** The largest x in [lo, hi] for which `holds(x)` (true at lo, monotone), to a hundredth. */
function largest(lo: number, hi: number, holds: (x: number) => boolean): number {
  if (holds(hi)) return hi;
  let a = lo;
  let b = hi;
  while (b - a > 0.005) {
    const mid = (a + b) / 2;
    if (holds(mid)) a = mid;
    else b = mid;
  }
  return a;
}

/** The side flap's glue land along the crease, from above its bottom taper to the back's top. */
function sideGlueLand(spec: EnvelopeSpec): number {
  const n = ENVELOPE_RELIEF;
  const top = spec.sealFlap > 0 ? spec.panelHeight - n : spec.panelHeight;
  const taper = taperOver(spec.sideFlap);
  return Math.min(spec.backHeight, top - taper) - (n + taper) - 2 * GLUE_MARGIN;
}

/** The seal flap's glue strip length along the flap's edge. */
function sealStripLength(spec: EnvelopeSpec): number {
  const d = spec.sealFlap;
  const inset = ENVELOPE_RELIEF + taperOver(d) + Math.min(10, d / 3) + GLUE_MARGIN;
  return spec.panelWidth - 2 * inset;
}

/**
 * Rules every envelope and sleeve keeps, on the spec its values draw, one layer at a time (each
 * later rule reads sizes the earlier ones settle): the seal flap's reach, then its glue strip, then
 * the side flaps.
 */
function envelopeConstraints(
  values: TemplateValues,
  spec: (values: TemplateValues) => EnvelopeSpec,
): ConstraintViolation[] {
  const drawn = spec(values);
  if (drawn.sealFlap > 0) {
    const reach = atMost(
      values,
      'seal_flap',
      drawn.panelHeight - 2 * ENVELOPE_RELIEF,
      'the seal flap must not reach past the bottom crease',
    );
    if (reach.length > 0) return reach;
    if (sealStripLength(drawn) < SEAL_STRIP_LENGTH) {
      const limit = largest(
        SEAL_FLAP_MINIMUM,
        drawn.sealFlap,
        (x) => sealStripLength(spec({ ...values, seal_flap: x })) >= SEAL_STRIP_LENGTH,
      );
      return atMost(
        values,
        'seal_flap',
        limit,
        'the tapered seal flap must keep a glue strip along its edge',
      );
    }
  }
  const meet = atMost(
    values,
    'side_flap',
    drawn.panelWidth / 2 - ENVELOPE_RELIEF,
    'the two side flaps must not meet behind the front',
  );
  if (meet.length > 0 || sideGlueLand(drawn) >= LAND) return meet;
  const limit = largest(
    SIDE_FLAP_MINIMUM,
    drawn.sideFlap,
    (x) => sideGlueLand(spec({ ...values, side_flap: x })) >= LAND,
  );
  return atMost(
    values,
    'side_flap',
    limit,
    "the side flaps' tapered ends must leave a glue land under the back",
  );
}

function contentParameters(): TemplateParameter[] {
  return [
    lengthParameter('length', 'Length of the content: its longer side.', { minimum: 40, maximum: 600 }),
    lengthParameter('width', 'Width of the content: its shorter side.', { minimum: 40, maximum: 400 }),
    lengthParameter(
      'allowance',
      'Added to the content length and width for the front: play plus the content thickness.',
      { default: 4, minimum: 1, maximum: 40 },
    ),
    materialParameter(0.35, 0.2, 0.8),
  ];
}

const sideFlapParameter = (fallback: number): TemplateParameter =>
  lengthParameter('side_flap', 'Depth of the side flaps, folded in first and glued under the back.', {
    default: fallback,
    minimum: SIDE_FLAP_MINIMUM,
    maximum: 100,
  });

const sealFlapParameter = (fallback: number): TemplateParameter =>
  lengthParameter('seal_flap', 'Depth of the seal flap, folded down over the back.', {
    default: fallback,
    minimum: SEAL_FLAP_MINIMUM,
    maximum: 300,
  });

/** The back stops half the seal flap below the top crease, so the seal flap overlaps it by half. */
function envelopeSpec(values: TemplateValues, opening: 'short' | 'long'): EnvelopeSpec {
  const allowance = num(values, 'allowance');
  const across = num(values, opening === 'short' ? 'width' : 'length') + allowance;
  const up = num(values, opening === 'short' ? 'length' : 'width') + allowance;
  const sealFlap = num(values, 'seal_flap');
  return {
    panelWidth: across,
    panelHeight: up,
    material: num(values, 'material'),
    sideFlap: num(values, 'side_flap'),
    sealFlap,
    backHeight: up - sealFlap / 2,
    thumbCut: 0,
    sizeNames: opening === 'short' ? { across: 'width', up: 'length' } : { across: 'length', up: 'width' },
  };
}

const pocketSpec = (values: TemplateValues) => envelopeSpec(values, 'short');
const walletSpec = (values: TemplateValues) => envelopeSpec(values, 'long');

const ENVELOPE_TAGS = ['envelope', 'board envelope', 'gift card', 'card holder', 'voucher', 'seal flap'];

const SHORT_SIDE = { id: 'short_side_seal_flap', name: 'Seal flap on the short side' };
const LONG_SIDE = { id: 'long_side_seal_flap', name: 'Seal flap on the long side' };

/** An envelope open on its short side: side flaps, the back glued over them, a seal flap. */
export const pocketEnvelope: TemplateDefinition = {
  id: 'becf-19301',
  name: 'Pocket Envelope',
  group: templateGroup('cartons_envelopes'),
  standardCode: null,
  tags: [...ENVELOPE_TAGS, 'pocket', 'catalog envelope', 'short side opening'],
  parameters: [
    ...contentParameters(),
    sideFlapParameter(20),
    sealFlapParameter(40),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { length: 160, width: 110 },
  features: { flap: SHORT_SIDE },
  variants: [{ rel: 'change_flap', templateId: 'becf-19302', name: LONG_SIDE.name }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    return envelopeConstraints(values, pocketSpec);
  },
  build: (values) => [{ name: 'blank', graph: buildEnvelope(pocketSpec(values)) }],
};

/** An envelope open on its long side, with a deep seal flap: side flaps, the back glued over them. */
export const walletEnvelope: TemplateDefinition = {
  id: 'becf-19302',
  name: 'Wallet Envelope',
  group: templateGroup('cartons_envelopes'),
  standardCode: null,
  tags: [...ENVELOPE_TAGS, 'wallet', 'long side opening'],
  parameters: [
    ...contentParameters(),
    sideFlapParameter(18),
    sealFlapParameter(50),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { length: 220, width: 110 },
  features: { flap: LONG_SIDE },
  variants: [{ rel: 'change_flap', templateId: 'becf-19301', name: SHORT_SIDE.name }],
  constraints(values) {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    return envelopeConstraints(values, walletSpec);
  },
  build: (values) => [{ name: 'blank', graph: buildEnvelope(walletSpec(values)) }],
};

/** The sleeve's pocket is its inside: the front is a board wider and half a board taller. */
function sleeveSpec(values: TemplateValues): EnvelopeSpec {
  const t = num(values, 'material');
  const up = num(values, 'length') + t / 2;
  return {
    panelWidth: num(values, 'width') + t,
    panelHeight: up,
    material: t,
    sideFlap: num(values, 'side_flap'),
    sealFlap: 0,
    backHeight: up,
    thumbCut: num(values, 'thumb_cut'),
  };
}

/** A CD or card sleeve: a 125 x 125 pocket open at the top, glue flaps, a thumb cut in the front. */
export const cdSleeve: TemplateDefinition = {
  id: 'becf-19303',
  name: 'CD and Card Sleeve',
  group: templateGroup('cartons_envelopes'),
  standardCode: null,
  tags: ['cd sleeve', 'card sleeve', 'dvd sleeve', 'record sleeve', 'pocket', 'thumb cut', 'envelope'],
  parameters: [
    lengthParameter('length', 'Inside depth of the pocket, from the open top to the bottom fold.', {
      default: 125,
      minimum: 50,
      maximum: 400,
    }),
    lengthParameter('width', 'Inside width of the pocket.', { default: 125, minimum: 50, maximum: 400 }),
    materialParameter(0.35, 0.2, 0.8),
    lengthParameter('side_flap', 'Width of the glue flaps on the sides, glued under the back.', {
      default: 15,
      minimum: 12,
      maximum: 40,
    }),
    lengthParameter('thumb_cut', 'Radius of the thumb cut in the front at the opening.', {
      default: 17.5,
      minimum: 15,
      maximum: 20,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { length: 125, width: 125 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = sleeveSpec(values);
    return [
      ...envelopeConstraints(values, sleeveSpec),
      ...atLeast(
        values,
        'width',
        2 * spec.thumbCut + 20 - num(values, 'material'),
        'the thumb cut keeps 10 mm of board to the side folds',
      ),
    ];
  },
  build: (values) => [{ name: 'blank', graph: buildEnvelope(sleeveSpec(values)) }],
};

export const envelopeTemplates: TemplateDefinition[] = [pocketEnvelope, walletEnvelope, cdSleeve];
