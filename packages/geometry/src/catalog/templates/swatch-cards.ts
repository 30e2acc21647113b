import { buildSwatchBook, type SwatchBookSpec, swatchBookBoards } from '../../rigid/swatch-book';
import {
  buildSwatchCard,
  longestPostPitch,
  type PostHoles,
  type SwatchCardSpec,
  swatchWindows,
} from '../../rigid/swatch-card';
import { dimensionTextsParameter, lengthParameter, num, overflowParameter } from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateParameter,
  TemplateValues,
} from '../template-definition';
import { templateGroup } from '../template-groups';
import { RIGID_WRAP_CALIPER, turnInParameter } from './lid-and-base-box';
import { count, flatGreyboardParameter, integer } from './rigid-flat-parameters';

/** A window narrower than this shows too little of a swatch, mm. */
const SMALLEST_WINDOW = 15;

const postParameters = (inset: {
  default: number;
  minimum: number;
  maximum: number;
}): TemplateParameter[] => [
  integer('number_of_holes', 'Post holes along the binding edge.', 2, 1, 3),
  lengthParameter('hole_diameter', 'Diameter of the post (Chicago screw) holes.', {
    default: 5,
    minimum: 4,
    maximum: 6,
  }),
  lengthParameter('hole_margin', "From the binding edge to the holes' centres.", inset),
  lengthParameter('interspace', "Between neighbouring holes' centres.", {
    default: 100,
    minimum: 20,
    maximum: 300,
  }),
];

const postsOf = (values: TemplateValues): PostHoles => ({
  count: count(values, 'number_of_holes', 2),
  pitch: num(values, 'interspace'),
  diameter: num(values, 'hole_diameter'),
  inset: num(values, 'hole_margin'),
});

/** A punched slug must be at least twice the greyboard to strip. */
const holeStrips = (values: TemplateValues): ConstraintViolation[] =>
  atMost(
    values,
    'board_thickness',
    num(values, 'hole_diameter') / 2,
    'a punched slug narrower than twice the board does not strip from greyboard',
  );

export function swatchCardSpec(values: TemplateValues): SwatchCardSpec {
  return {
    width: num(values, 'width'),
    height: num(values, 'height'),
    columns: count(values, 'number_of_columns', 2),
    rows: count(values, 'number_of_rows', 3),
    windowMargin: num(values, 'window_margin'),
    gutter: num(values, 'gutter'),
    posts: postsOf(values),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
  };
}

/** A wrapped greyboard swatch card with windows and post holes. */
export const swatchCard: TemplateDefinition = {
  id: 'becf-34001',
  name: 'Wrapped Swatch Card',
  group: templateGroup('hard_cardboards_swatch_cards'),
  standardCode: null,
  tags: ['hard cardboard', 'greyboard', 'swatch card', 'sample card', 'color card', 'windows', 'wrapped'],
  form: 'flat',
  parameters: [
    lengthParameter('width', 'Card size across, from the binding edge.', { minimum: 60, maximum: 300 }),
    lengthParameter('height', 'Card size along the binding edge.', { minimum: 100, maximum: 400 }),
    integer('number_of_columns', 'Swatch windows across the card.', 2, 1, 6),
    integer('number_of_rows', 'Swatch windows along the binding edge.', 3, 1, 8),
    lengthParameter('window_margin', "Board from the card's edges (and the binding strip) to the windows.", {
      default: 6,
      minimum: 5,
      maximum: 8,
    }),
    lengthParameter('gutter', 'Board between neighbouring windows.', { default: 6, minimum: 5, maximum: 20 }),
    ...postParameters({ default: 10, minimum: 10, maximum: 15 }),
    flatGreyboardParameter,
    turnInParameter(16, 20),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { width: 120, height: 200 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = swatchCardSpec(values);
    const grid = swatchWindows(spec);
    const across =
      grid.x0 + spec.windowMargin + spec.columns * SMALLEST_WINDOW + (spec.columns - 1) * spec.gutter;
    const along = 2 * spec.windowMargin + spec.rows * SMALLEST_WINDOW + (spec.rows - 1) * spec.gutter;
    const reason = `every swatch window must be at least ${SMALLEST_WINDOW} mm each way`;
    return [
      ...holeStrips(values),
      // the post holes lie wholly in the binding edge's turn-in, clear of its edge
      ...atMost(
        values,
        'hole_margin',
        spec.turnIn - spec.posts.diameter / 2 - 3,
        "the post holes must lie wholly within the binding edge's turn-in",
      ),
      ...atMost(
        values,
        'interspace',
        longestPostPitch(spec.height, spec.turnIn, spec.posts),
        'the end holes must stay clear of the turn-ins at the corners',
      ),
      ...atLeast(values, 'width', across, reason),
      ...atLeast(values, 'height', along, reason),
    ];
  },
  build: (values) => buildSwatchCard(swatchCardSpec(values)),
};

export function swatchBookSpec(values: TemplateValues): SwatchBookSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    cards: count(values, 'number_of_cards', 10),
    cardThickness: num(values, 'card_thickness'),
    overhang: num(values, 'overhang'),
    flexHinge: num(values, 'flex_hinge'),
    posts: postsOf(values),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
  };
}

/** A swatch book: wrapped covers with flex hinges, a spine for the stack of cards, post holes. */
export const swatchBook: TemplateDefinition = {
  id: 'becf-34002',
  name: 'Swatch Book with Flex Hinge Covers',
  group: templateGroup('hard_cardboards_swatch_cards'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'greyboard',
    'swatch book',
    'sample book',
    'chicago screw',
    'post binding',
    'flex hinge',
    'wrapped',
  ],
  form: 'flat',
  parameters: [
    lengthParameter('length', 'Swatch card size along the binding edge.', { minimum: 100, maximum: 450 }),
    lengthParameter('width', 'Swatch card size across, from the binding edge.', {
      minimum: 60,
      maximum: 350,
    }),
    integer('number_of_cards', 'Swatch cards in the book.', 10, 2, 60),
    lengthParameter('card_thickness', 'Thickness of one swatch card with its swatch.', {
      default: 1,
      minimum: 0.5,
      maximum: 5,
    }),
    lengthParameter('overhang', 'How far the covers stand past the cards at the head, tail and fore-edge.', {
      default: 3,
      minimum: 2,
      maximum: 6,
    }),
    lengthParameter('flex_hinge', "From the covers' binding edge to the flex hinge's part-cut.", {
      default: 20,
      minimum: 15,
      maximum: 25,
    }),
    ...postParameters({ default: 12, minimum: 10, maximum: 15 }),
    flatGreyboardParameter,
    turnInParameter(15, 18),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 210, width: 100 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = swatchBookSpec(values);
    const { coverLength } = swatchBookBoards(spec);
    return [
      ...holeStrips(values),
      ...atLeast(
        values,
        'flex_hinge',
        spec.posts.inset + spec.posts.diameter / 2 + 3,
        'the flex hinge must run clear of the post holes, on the cover side',
      ),
      ...atMost(
        values,
        'interspace',
        longestPostPitch(coverLength, spec.turnIn, spec.posts),
        "the end holes must stay clear of the wrap's turn-ins at the head and tail",
      ),
    ];
  },
  build: (values) => buildSwatchBook(swatchBookSpec(values)),
};
