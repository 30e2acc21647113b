import { FLUTE_PROFILES } from '../../board/board';
import { buildSlideBox, type SleeveJoint, type SlideBoxSpec, sleeveLayout } from '../../corrugated/slide-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { rollEndConstraints } from './roll-end-tray';

/** The joint flap keeps this much of the panel it is glued to free beside it. */
const JOINT_ROOM = 10;

function slideBoxSpec(values: TemplateValues, joint: SleeveJoint): SlideBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    clearance: num(values, 'sleeve_clearance'),
    // flutes up the walls of both pieces: across every crease of the sleeve
    board: corrugatedBoardOf(values, 'y'),
    joint,
  };
}

/** A slide box: a roll-end tray in a sleeve whose joint is glued inside its bottom or inside a side. */
function slideBoxTemplate(joint: SleeveJoint): TemplateDefinition {
  const long = joint === 'long_side';
  return {
    id: long ? 'becf-25011' : 'becf-25031',
    name: long ? 'Slide Box with Sleeve and Tray' : 'Slide Box with Sleeve Joined on the Short Side',
    group: templateGroup('corrugated_cardboards_special_boxes'),
    standardCode: long ? 'FEFCO 0501' : 'FEFCO 0503',
    tags: ['corrugated', 'slide box', 'drawer box', 'sleeve', 'tray', 'matchbox', 'two pieces', 'thumb cut'],
    parameters: [
      ...insideSizeParameters(
        { length: 60, width: 50, height: 25 },
        { length: 800, width: 600, height: 300 },
      ),
      fluteParameter,
      lengthParameter(
        'sleeve_clearance',
        "Play between the sleeve's inside and the tray's outside, across the width and the height (half on each side).",
        { default: 1.5, minimum: 1, maximum: 3 },
      ),
      overflowParameter,
      dimensionTextsParameter,
    ],
    sampleSize: { length: 300, width: 200, height: 80 },
    features: {},
    variants: [
      long
        ? { rel: 'change_joint', templateId: 'becf-25031', name: 'Sleeve joined on the short side' }
        : { rel: 'change_joint', templateId: 'becf-25011', name: 'Sleeve joined on the long side' },
    ],
    constraints(values) {
      const tray = rollEndConstraints(values);
      if (tray.length > 0 || long) return tray;
      // the joint flap is glued inside a side, which must hold it
      const flap = FLUTE_PROFILES[corrugatedBoardOf(values).flute].joint;
      const side = sleeveLayout(slideBoxSpec(values, joint)).side;
      return atLeast(
        values,
        'height',
        num(values, 'height') + flap + JOINT_ROOM - side,
        `the sleeve's ${flap} mm joint flap is glued inside its side, which must hold it`,
      );
    },
    build: (values) => buildSlideBox(slideBoxSpec(values, joint)),
  };
}

/** FEFCO 0501: a roll-end tray that slides in a sleeve glued on its long side, thumb half-moons at its ends. */
export const slideBox = slideBoxTemplate('long_side');
/** FEFCO 0503: the same with the sleeve's joint glued inside a side. */
export const slideBoxShortJoint = slideBoxTemplate('short_side');
