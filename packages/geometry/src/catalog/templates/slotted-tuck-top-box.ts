import { SLOTTED_SCORINGS, type SlottedScoring } from '../../corrugated/slotted-box';
import { buildSlottedTuckTopBox } from '../../corrugated/slotted-tuck-top-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atMost, lengthNotShorterThanWidth } from '../constraints';
import { corrugatedBoardOf, fluteParameter, JOINT_NAMES, JOINTS, type Joint } from '../corrugated-parameters';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { jointFits } from './slotted-boxes';

/** Ids `becf-2250J`: the joint, 1 glued, 2 stitched, 3 taped. */
const idOf = (joint: Joint) => `becf-${22500 + JOINTS.indexOf(joint) + 1}`;

/** Room the tuck leaves above the bottom flaps inside the front wall, mm. */
const TUCK_FLOOR_CLEARANCE = 3;

const TUCK_FLAP = lengthParameter('tuck_flap', 'Depth of the tuck that slides down inside the front wall.', {
  default: 50,
  minimum: 15,
  maximum: 300,
});

const BOTTOM_SCORING = {
  name: 'scoring',
  dataType: 'string' as const,
  description:
    "How the bottom flap creases are placed: 'stepped' (the outer flaps' creases a bend offset out, so they fold flat over the inner flaps) or 'in_line' (all on one line, the slot ends rounded). The die-cut top is always stepped: the lid hinges a ply above the dust flaps.",
  required: false,
  default: 'stepped',
  allowedValues: [...SLOTTED_SCORINGS],
};

function constraints(joint: Joint) {
  return (values: TemplateValues): ConstraintViolation[] => {
    const lengthFirst = lengthNotShorterThanWidth(values);
    if (lengthFirst.length > 0) return lengthFirst;
    const tuckLimit = Math.min(num(values, 'height') - TUCK_FLOOR_CLEARANCE, num(values, 'width'));
    return [
      ...jointFits(values, joint),
      ...atMost(
        values,
        'tuck_flap',
        tuckLimit,
        `the tuck must stop ${TUCK_FLOOR_CLEARANCE} mm above the bottom flaps and be no deeper than the width`,
      ),
    ];
  };
}

/**
 * FEFCO 0225 read as a slotted box with a die-cut tuck top: the regular slotted container's body and
 * bottom, dust flaps on the end panels, a lid on the back panel whose tuck slides down inside the front
 * panel. The code's drawing was not to hand; the catalog's construction follows the usual description
 * of the style (a 0201 body with a die-cut tuck or lock top), which may differ from FEFCO's sheet.
 */
function slottedTuckTopBox(joint: Joint): TemplateDefinition {
  return {
    id: idOf(joint),
    name: `Slotted Box with Tuck Top and ${JOINT_NAMES[joint]}`,
    group: templateGroup('corrugated_cardboards_standard_boxes'),
    standardCode: 'FEFCO 0225',
    tags: [
      'corrugated',
      'slotted',
      'tuck top',
      'die-cut top',
      'dust flaps',
      'shipping box',
      `${joint} joint`,
    ],
    parameters: [
      ...insideSizeParameters(
        { length: 60, width: 60, height: 40 },
        { length: 1200, width: 800, height: 1200 },
      ),
      fluteParameter,
      BOTTOM_SCORING,
      TUCK_FLAP,
      overflowParameter,
      dimensionTextsParameter,
    ],
    features: {},
    variants: JOINTS.filter((other) => other !== joint).map((other) => ({
      rel: 'change_joint' as const,
      templateId: idOf(other),
      name: JOINT_NAMES[other],
    })),
    sampleSize: { length: 300, width: 200, height: 150 },
    constraints: constraints(joint),
    build: (values) => [
      {
        name: 'blank',
        graph: buildSlottedTuckTopBox({
          length: num(values, 'length'),
          width: num(values, 'width'),
          height: num(values, 'height'),
          board: corrugatedBoardOf(values),
          joint,
          scoring: String(values.scoring ?? 'stepped') as SlottedScoring,
          tuckDepth: num(values, 'tuck_flap'),
        }),
      },
    ],
  };
}

/** FEFCO 0225 with a glued, stitched or taped manufacturer's joint. */
export const slottedTuckTopBoxes: TemplateDefinition[] = JOINTS.map(slottedTuckTopBox);
