import {
  buildPresentationFolder,
  CARD,
  CARD_ABOVE_FOLD,
  POCKET_INSET,
  type PresentationFolderSpec,
} from '../../cartons/presentation-folder';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

/** Board a card's slits keep to the pocket's edges, mm. */
const CARD_MARGIN = 10;

function folderSpec(values: TemplateValues): PresentationFolderSpec {
  return {
    width: num(values, 'width'),
    height: num(values, 'height'),
    material: num(values, 'material'),
    capacity: values.spine === 'capacity' ? num(values, 'capacity') : 0,
    pocketHeight: num(values, 'pocket_height'),
    pockets: values.pockets === 'one' ? 1 : 2,
    glueTab: num(values, 'glue_tab'),
    cardSlits: values.card_slits !== 'none',
  };
}

/** A presentation folder with one or two glued pockets, business-card slits and a single or capacity spine. */
export const presentationFolder: TemplateDefinition = {
  id: 'becf-19401',
  name: 'Presentation Folder with Pockets',
  group: templateGroup('cartons_folders'),
  standardCode: null,
  tags: [
    'folder',
    'presentation folder',
    'pocket folder',
    'document folder',
    'business card slits',
    'capacity spine',
    'a4 folder',
    'brochure holder',
  ],
  parameters: [
    lengthParameter('width', 'Width of one cover, from its outer edge to the spine crease.', {
      minimum: 100,
      maximum: 400,
    }),
    lengthParameter('height', 'Height of the covers.', { minimum: 120, maximum: 500 }),
    materialParameter(0.4, 0.25, 0.8),
    {
      name: 'pockets',
      dataType: 'string',
      description: "'two' pockets, one inside each cover, or 'one' inside the back cover.",
      required: false,
      default: 'two',
      allowedValues: ['one', 'two'],
    },
    lengthParameter('pocket_height', 'Height of the pockets, from the covers’ bottom fold.', {
      default: 100,
      minimum: 50,
      maximum: 300,
    }),
    lengthParameter(
      'glue_tab',
      'Width of the glue tab on each pocket’s outer edge, glued inside the cover.',
      {
        default: 15,
        minimum: 10,
        maximum: 25,
      },
    ),
    {
      name: 'spine',
      dataType: 'string',
      description:
        "'single': one crease between the covers; 'capacity': two creases a capacity apart, for thicker contents.",
      required: false,
      default: 'single',
      allowedValues: ['single', 'capacity'],
    },
    lengthParameter(
      'capacity',
      "Width of a capacity spine, between its two creases (with spine 'capacity').",
      {
        default: 6,
        minimum: 3,
        maximum: 40,
      },
    ),
    {
      name: 'card_slits',
      dataType: 'string',
      description:
        "'slits' cuts two slits on the right-hand pocket that hold a business card by its lower corners; 'none' leaves them out.",
      required: false,
      default: 'slits',
      allowedValues: ['slits', 'none'],
    },
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { width: 220, height: 305 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = folderSpec(values);
    const violations: ConstraintViolation[] = [
      ...atMost(
        values,
        'pocket_height',
        spec.height - 30,
        'the pocket must leave the top of the cover free to take the papers out',
      ),
    ];
    if (spec.cardSlits) {
      violations.push(
        ...atLeast(
          values,
          'pocket_height',
          CARD_ABOVE_FOLD + CARD.height + CARD_MARGIN,
          'the pocket holds a business card above its fold',
        ),
        ...atLeast(
          values,
          'width',
          CARD.width + 2 * (POCKET_INSET + CARD_MARGIN),
          'the pocket holds a business card between its edges',
        ),
      );
    }
    return violations;
  },
  build: (values) => [{ name: 'blank', graph: buildPresentationFolder(folderSpec(values)) }],
};
