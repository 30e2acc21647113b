import {
  buildFoldedHangTag,
  buildHangTag,
  HANG_HOLE_BOARD,
  type HangTagSpec,
  holeDepth,
} from '../../cartons/hang-tag';
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

export const STRING_SLOTS = ['none', 'slit'] as const;

const stringSlotParameter: TemplateParameter = {
  name: 'string_slot',
  dataType: 'string',
  description:
    "'slit' cuts a slit from the top edge into the hole, so the tag slips onto a looped string (a keyhole); 'none' leaves the hole closed.",
  required: false,
  default: 'none',
  allowedValues: [...STRING_SLOTS],
};

function tagParameters(ply: string, own: TemplateParameter[] = []): TemplateParameter[] {
  return [
    lengthParameter('width', 'Width of the tag.', { minimum: 20, maximum: 200 }),
    lengthParameter('height', `Height of the tag${ply}, from the bottom edge to the top.`, {
      minimum: 30,
      maximum: 300,
    }),
    materialParameter(0.4, 0.2, 1),
    lengthParameter('corner_radius', 'Radius of the rounded corners (0 for square corners).', {
      default: 4,
      minimum: 0,
      maximum: 100,
    }),
    lengthParameter('hole_diameter', 'Diameter of the hang hole.', { default: 5, minimum: 4.5, maximum: 6 }),
    lengthParameter(
      'hole_margin',
      `Board between the hang hole and the top ${ply ? 'crease' : 'edge'} (at least 5 mm so the hole does not tear out).`,
      { default: 6, minimum: HANG_HOLE_BOARD, maximum: 25 },
    ),
    ...own,
    overflowParameter,
    dimensionTextsParameter,
  ];
}

function tagSpec(values: TemplateValues): HangTagSpec {
  return {
    width: num(values, 'width'),
    height: num(values, 'height'),
    material: num(values, 'material'),
    cornerRadius: num(values, 'corner_radius'),
    holeDiameter: num(values, 'hole_diameter'),
    holeMargin: num(values, 'hole_margin'),
    stringSlot: values.string_slot === 'slit',
  };
}

/**
 * A tag keeps 5 mm of board round its hole: half the width less the hole's radius, and the height
 * below the hole; its rounded corners take at most half the width or height.
 */
function tagConstraints(values: TemplateValues): ConstraintViolation[] {
  const spec = tagSpec(values);
  return [
    ...atLeast(
      values,
      'width',
      spec.holeDiameter + 2 * HANG_HOLE_BOARD,
      'the hang hole keeps 5 mm of board to either side',
    ),
    ...atLeast(
      values,
      'height',
      holeDepth(spec) + spec.holeDiameter / 2 + HANG_HOLE_BOARD,
      'the hang hole keeps 5 mm of board below it',
    ),
    ...atMost(
      values,
      'corner_radius',
      Math.min(spec.width, spec.height) / 2,
      'a corner cannot be rounder than half the tag',
    ),
  ];
}

const TAG_TAGS = ['tag', 'hang tag', 'label', 'swing tag', 'price tag', 'garment tag', 'hole'];

/** A one-ply rectangular hang tag with rounded corners, a hang hole and an optional string slot. */
export const hangTag: TemplateDefinition = {
  id: 'becf-19001',
  name: 'Hang Tag',
  group: templateGroup('cartons_tags'),
  standardCode: null,
  tags: [...TAG_TAGS, 'rectangular', 'rounded corners', 'string slot', 'keyhole'],
  parameters: tagParameters('', [stringSlotParameter]),
  form: 'flat',
  sampleSize: { width: 50, height: 90 },
  features: { hang_hole: { id: 'round_hole', name: 'Round hang hole' } },
  variants: [],
  constraints: (values) => tagConstraints(values),
  build: (values) => [{ name: 'blank', graph: buildHangTag(tagSpec(values)) }],
};

/** A two-ply hang tag folded on a crease along its top, the hole through both plies. */
export const foldedHangTag: TemplateDefinition = {
  id: 'becf-19002',
  name: 'Folded Hang Tag',
  group: templateGroup('cartons_tags'),
  standardCode: null,
  tags: [...TAG_TAGS, 'folded', 'double ply', 'two ply', 'booklet tag'],
  parameters: tagParameters(' (one ply)'),
  form: 'flat',
  sampleSize: { width: 50, height: 80 },
  features: { hang_hole: { id: 'round_hole', name: 'Round hang hole' } },
  variants: [],
  constraints: (values) => tagConstraints(values),
  build: (values) => [
    { name: 'blank', graph: buildFoldedHangTag({ ...tagSpec(values), stringSlot: false }) },
  ],
};

export const hangTagTemplates: TemplateDefinition[] = [hangTag, foldedHangTag];
