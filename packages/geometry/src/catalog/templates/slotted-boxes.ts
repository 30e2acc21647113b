import { fluteProfile } from '../../board/board';
import {
  buildSlottedBox,
  SLOTTED_SCORINGS,
  type SlottedScoring,
  type SlottedStyle,
} from '../../corrugated/slotted-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, lengthNotShorterThanWidth } from '../constraints';
import { corrugatedBoardOf, fluteParameter, JOINT_NAMES, JOINTS, type Joint } from '../corrugated-parameters';
import type {
  ConstraintViolation,
  TemplateDefinition,
  TemplateFeature,
  TemplateGroup,
  TemplateParameter,
  TemplateValues,
  TemplateVariant,
} from '../template-definition';
import { templateGroup } from '../template-groups';

export interface SlottedStyleEntry {
  style: SlottedStyle;
  name: string;
  group: TemplateGroup;
  /** Ids are `becf-21S0J`: the style's last digit, then the joint (1 glued, 2 stitched, 3 taped). */
  idBase: number;
  tags: string[];
  /** A half-slotted container (FEFCO 0200): flaps at the bottom only. */
  openTop?: boolean;
  /** The FEFCO code when it is not the style the body is drawn as (0200 is drawn as an open 0201). */
  code?: string;
  /** The flap choice the style stands for, where `styleVariants` changes it. */
  flap?: TemplateFeature;
  /** Links to the same joint in related styles, after the links to the other joints. */
  styleVariants?: (joint: Joint) => TemplateVariant[];
}

const STYLES: SlottedStyleEntry[] = [
  {
    style: '0201',
    name: 'Regular Slotted Container',
    group: templateGroup('corrugated_cardboards_standard_boxes'),
    idBase: 21100,
    tags: ['corrugated', 'shipping box', 'RSC', 'slotted'],
  },
  {
    style: '0202',
    name: 'Overlap Slotted Container',
    group: templateGroup('corrugated_cardboards_standard_boxes'),
    idBase: 21200,
    tags: ['corrugated', 'shipping box', 'OSC', 'slotted', 'overlapping flaps'],
  },
  {
    style: '0203',
    name: 'Full Overlap Slotted Container',
    group: templateGroup('corrugated_cardboards_standard_boxes'),
    idBase: 21300,
    tags: ['corrugated', 'shipping box', 'FOL', 'slotted', 'full overlap'],
  },
  {
    style: '0204',
    name: 'Centre Special Slotted Container',
    group: templateGroup('corrugated_cardboards_standard_boxes'),
    idBase: 21400,
    tags: ['corrugated', 'shipping box', 'CSSC', 'slotted', 'all flaps meet'],
  },
];

export const idOf = (entry: SlottedStyleEntry, joint: Joint) =>
  `becf-${entry.idBase + JOINTS.indexOf(joint) + 1}`;

const overlapParameter = lengthParameter('flap_overlap', 'How far the outer flaps overlap each other.', {
  default: 30,
  minimum: 10,
  maximum: 500,
});

const scoringParameter: TemplateParameter = {
  name: 'scoring',
  dataType: 'string',
  description:
    "How the flap creases are placed: 'stepped' (the outer flaps' creases a bend offset out, so they fold flat over the inner flaps) or 'in_line' (all on one line, as a folder-gluer scores, the slot ends rounded).",
  required: false,
  default: 'stepped',
  allowedValues: [...SLOTTED_SCORINGS],
};

/** Styles whose outer flaps overlap by a size the user gives. */
const overlaps = (style: SlottedStyle) => style === '0202' || style === '0205';

function slottedParameters(style: SlottedStyle): TemplateParameter[] {
  return [
    ...insideSizeParameters(
      { length: 60, width: 60, height: 40 },
      { length: 1500, width: 1000, height: 1500 },
    ),
    fluteParameter,
    scoringParameter,
    ...(overlaps(style) ? [overlapParameter] : []),
    overflowParameter,
    dimensionTextsParameter,
  ];
}

/** The joint flap lands on the last panel and needs a glue land beside the corner it turns about. */
export function jointFits(values: TemplateValues, joint: Joint): ConstraintViolation[] {
  if (joint === 'taped') return [];
  const profile = fluteProfile(corrugatedBoardOf(values));
  return atLeast(
    values,
    'width',
    profile.joint + 10,
    `the ${profile.joint} mm joint flap must fit on the last panel with room to spare`,
  );
}

function slottedConstraints(style: SlottedStyle, joint: Joint) {
  return (values: TemplateValues): ConstraintViolation[] => {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    return [
      ...jointFits(values, joint),
      ...(overlaps(style)
        ? atMost(
            values,
            'flap_overlap',
            num(values, 'width') - 20,
            `overlapping flaps narrower than the width less 20 mm; a full overlap is FEFCO ${style === '0202' ? '0203' : '0206'}`,
          )
        : []),
    ];
  };
}

/** A slotted style with one of the manufacturer's joints, linked to the style's other joints. */
export function slottedTemplate(entry: SlottedStyleEntry, joint: Joint): TemplateDefinition {
  const variants: TemplateVariant[] = [
    ...JOINTS.filter((other) => other !== joint).map(
      (other): TemplateVariant => ({
        rel: 'change_joint',
        templateId: idOf(entry, other),
        name: JOINT_NAMES[other],
      }),
    ),
    ...(entry.styleVariants?.(joint) ?? []),
  ];
  return {
    id: idOf(entry, joint),
    name: `${entry.name} with ${JOINT_NAMES[joint]}`,
    group: entry.group,
    standardCode: `FEFCO ${entry.code ?? entry.style}`,
    tags: [...entry.tags, `${joint} joint`],
    parameters: slottedParameters(entry.style),
    features: entry.flap ? { flap: entry.flap } : {},
    variants,
    sampleSize: { length: 300, width: 200, height: 150 },
    constraints: slottedConstraints(entry.style, joint),
    build: (values) => [
      {
        name: 'blank',
        graph: buildSlottedBox({
          length: num(values, 'length'),
          width: num(values, 'width'),
          height: num(values, 'height'),
          board: corrugatedBoardOf(values),
          style: entry.style,
          joint,
          scoring: String(values.scoring ?? 'stepped') as SlottedScoring,
          ...(overlaps(entry.style) ? { overlap: num(values, 'flap_overlap') } : {}),
          ...(entry.openTop ? { openTop: true } : {}),
        }),
      },
    ],
  };
}

/** FEFCO 0201 to 0204, each with a glued, stitched or taped manufacturer's joint. */
export const slottedBoxes: TemplateDefinition[] = STYLES.flatMap((entry) =>
  JOINTS.map((joint) => slottedTemplate(entry, joint)),
);
