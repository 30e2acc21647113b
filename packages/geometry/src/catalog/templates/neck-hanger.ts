import { buildNeckHanger, holeInset, holeRadius } from '../../cartons/neck-hanger';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

const slitsOf = (values: TemplateValues) =>
  typeof values.number_of_slits === 'number' ? values.number_of_slits : 6;

/** A bottle neck-hanger card with a gripping hole and a star of slits, plain or folded at the top. */
export const neckHanger: TemplateDefinition = {
  id: 'becf-12503',
  name: 'Bottle Neck Hanger',
  group: templateGroup('cartons_wrap_around_labels'),
  standardCode: null,
  tags: ['folding carton', 'neck hanger', 'bottle collar', 'bottle tag', 'wine', 'promotion', 'hang tag'],
  parameters: [
    lengthParameter('width', 'Card width.', { default: 70, minimum: 40, maximum: 200 }),
    lengthParameter('height', 'Card height (of each ply when folded).', {
      default: 110,
      minimum: 50,
      maximum: 300,
    }),
    lengthParameter(
      'neck_diameter',
      'Diameter of the bottle neck the hole grips (the hole is 1.5 mm larger).',
      {
        default: 28,
        minimum: 15,
        maximum: 60,
      },
    ),
    lengthParameter(
      'lip_diameter',
      'Diameter of the cap or lip the hole must pass over: the slits reach 1 mm past it.',
      {
        default: 33,
        minimum: 19,
        maximum: 80,
      },
    ),
    {
      name: 'number_of_slits',
      dataType: 'integer',
      description: 'Radial slits round the hole (4 to 8).',
      required: false,
      default: 6,
      minimum: 4,
      maximum: 8,
    },
    lengthParameter('corner_radius', "Radius of the card's outer corners.", {
      default: 4,
      minimum: 0,
      maximum: 20,
    }),
    {
      name: 'folded',
      dataType: 'boolean',
      description: 'Add a back ply folded behind at the top, with the same hole.',
      required: false,
      default: true,
      allowedValues: [true, false, 0, 1],
    },
    materialParameter(0.4, 0.25, 0.8),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { width: 70, height: 110, neck_diameter: 28, lip_diameter: 33 },
  features: { hang_hole: { id: 'neck_hole', name: 'Neck hole with slits' } },
  variants: [],
  constraints(values) {
    const neck = num(values, 'neck_diameter');
    const lip = atLeast(
      values,
      'lip_diameter',
      neck + 4,
      'the slits run from the hole out past the lip: the lip must be at least 4 mm over the neck',
    );
    if (lip.length > 0) return lip;
    const inset = holeInset(neck, num(values, 'lip_diameter'));
    const width = atLeast(values, 'width', 2 * inset, 'the hole and its slits need board all round them');
    if (width.length > 0) return width;
    const slits = slitsOf(values);
    // the board between two slits at the hole keeps at least 5 mm of its edge
    const fewer = (2 * Math.PI * holeRadius(neck)) / slits < 5;
    return [
      ...(fewer
        ? [
            {
              name: 'number_of_slits',
              message: 'number_of_slits must be fewer here: the hole is too small for so many slits.',
              suggestion: { type: 'change_value' as const, name: 'number_of_slits', value: 4 },
            },
          ]
        : []),
      ...atLeast(values, 'height', inset + holeRadius(neck) + 30, 'the card needs 30 mm below its hole'),
      ...atMost(values, 'corner_radius', num(values, 'width') / 4, 'the corners must leave a straight edge'),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildNeckHanger({
        width: num(values, 'width'),
        height: num(values, 'height'),
        neckDiameter: num(values, 'neck_diameter'),
        lipDiameter: num(values, 'lip_diameter'),
        slits: slitsOf(values),
        cornerRadius: num(values, 'corner_radius'),
        folded: values.folded !== false,
        material: num(values, 'material'),
      }),
    },
  ],
};
