import {
  buildCupSleeve,
  type CupSleeveSpec,
  sleeveMinimumHeight,
  sleeveMinimumTopDiameter,
  sleeveSector,
} from '../../cartons/cup-sleeve';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateParameter,
  TemplateValues,
} from '../template-definition';
import { templateGroup } from '../template-groups';

const sizeParameters: TemplateParameter[] = [
  lengthParameter('top_width', "Sleeve diameter at the top: the cup's outside diameter there plus a board.", {
    default: 88,
    minimum: 40,
    maximum: 250,
  }),
  lengthParameter('bottom_width', 'Sleeve diameter at the bottom, smaller than at the top.', {
    default: 72,
    minimum: 30,
    maximum: 240,
  }),
  lengthParameter('height', "Height of the sleeve along the cup's axis.", {
    default: 60,
    minimum: 20,
    maximum: 250,
  }),
];

/** The taper and the sector's angle, shared by both closures. */
function sectorViolations(values: TemplateValues): ConstraintViolation[] {
  const top = num(values, 'top_width');
  const bottom = num(values, 'bottom_width');
  if (top < bottom)
    return [
      {
        name: 'top_width',
        message: "top_width must be larger than bottom_width: the sleeve widens toward the cup's rim.",
        suggestion: { type: 'swap_values', names: ['top_width', 'bottom_width'] },
      },
    ];
  const height = num(values, 'height');
  const taper = atLeast(
    values,
    'top_width',
    sleeveMinimumTopDiameter(bottom, height),
    'a taper this slight makes arcs of over 1.5 m radius: order a straight band (a rectangle) instead',
  );
  if (taper.length > 0) return taper;
  return atLeast(
    values,
    'height',
    sleeveMinimumHeight(top, bottom),
    'a sleeve this short for its taper opens to over 220 degrees flat, too near a ring to close',
  );
}

const spec = (values: TemplateValues, closure: CupSleeveSpec['closure']): CupSleeveSpec => ({
  topDiameter: num(values, 'top_width'),
  bottomDiameter: num(values, 'bottom_width'),
  height: num(values, 'height'),
  material: num(values, 'material'),
  closure,
});

const tags = [
  'folding carton',
  'cup sleeve',
  'coffee sleeve',
  'wrap-around label',
  'annular sector',
  'conical',
];

/** A tapered cup sleeve whose ends overlap and are glued. */
export const gluedCupSleeve: TemplateDefinition = {
  id: 'becf-12501',
  name: 'Tapered Cup Sleeve',
  group: templateGroup('cartons_wrap_around_labels'),
  standardCode: null,
  tags: [...tags, 'glued'],
  parameters: [
    ...sizeParameters,
    lengthParameter('overlap', 'Overlap of the ends along the bottom edge, glued.', {
      default: 15,
      minimum: 12,
      maximum: 20,
    }),
    materialParameter(0.4, 0.25, 0.8),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { top_width: 88, bottom_width: 72, height: 60 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-12502', name: 'Slot lock' }],
  constraints: sectorViolations,
  build: (values) => [
    { name: 'blank', graph: buildCupSleeve(spec(values, { kind: 'glue', overlap: num(values, 'overlap') })) },
  ],
};

/** A tapered cup sleeve closed by arrow tabs through slits: no glue. */
export const slotLockCupSleeve: TemplateDefinition = {
  id: 'becf-12502',
  name: 'Tapered Cup Sleeve with Slot Lock',
  group: templateGroup('cartons_wrap_around_labels'),
  standardCode: null,
  tags: [...tags, 'slot lock', 'no glue'],
  parameters: [
    ...sizeParameters,
    {
      name: 'number_of_slot',
      dataType: 'integer',
      description: 'Number of arrow tabs and slits along the height.',
      required: false,
      default: 1,
      minimum: 1,
      maximum: 3,
    },
    lengthParameter(
      'slot_length',
      "Length of each slit; the tab's neck is 1.5 mm narrower, its head 8 mm wider.",
      {
        default: 20,
        minimum: 8,
        maximum: 80,
      },
    ),
    materialParameter(0.4, 0.25, 0.8),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { top_width: 88, bottom_width: 72, height: 60 },
  features: {},
  variants: [{ rel: 'change_joint', templateId: 'becf-12501', name: 'Glued' }],
  constraints(values) {
    const sector = sectorViolations(values);
    if (sector.length > 0) return sector;
    const { slant } = sleeveSector(
      num(values, 'top_width'),
      num(values, 'bottom_width'),
      num(values, 'height'),
    );
    const slots = typeof values.number_of_slot === 'number' ? values.number_of_slot : 1;
    // one tab with the shortest slit needs 22 mm of the slant
    const taper = num(values, 'top_width') - num(values, 'bottom_width');
    const room = atLeast(
      values,
      'height',
      Math.sqrt(Math.max(0, 22.1 * 22.1 - (taper * taper) / 4)),
      'an arrow tab and its slit need 22 mm of the slant',
    );
    if (room.length > 0) return room;
    // each tab's head (8 mm wider than its slit) keeps 3 mm of board to the next and to the edges
    const fits = Math.max(1, Math.floor(slant / (8 + 14)));
    if (slots > fits)
      return [
        {
          name: 'number_of_slot',
          message: `number_of_slot must be at most ${fits} here: each arrow tab needs 22 mm of the slant.`,
          suggestion: { type: 'change_value', name: 'number_of_slot', value: fits },
        },
      ];
    return atMost(values, 'slot_length', slant / slots - 14, 'each arrow tab needs room along the slant');
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildCupSleeve(
        spec(values, {
          kind: 'slot_lock',
          slots: num(values, 'number_of_slot'),
          slotLength: num(values, 'slot_length'),
        }),
      ),
    },
  ],
};
