import { buildSlantedFrontBox, type SlantedFrontBoxSpec } from '../../cartons/slanted-front-box';
import {
  dimensionTextsParameter,
  glueFlapParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost, glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { tuckFitsConstraint, tuckFlapParameter } from './carton-template';

const OPEN_ID = 'becf-19202';
const LIDDED_ID = 'becf-19201';

function specOf(values: TemplateValues, open: boolean): SlantedFrontBoxSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    height: num(values, 'height'),
    frontHeight: num(values, 'front_height'),
    material: num(values, 'material'),
    glueFlap: num(values, 'glue_flap'),
    bottomTuck: num(values, 'bottom_tuck_flap'),
    top: open ? 'open' : { tuck: num(values, 'top_tuck_flap') },
  };
}

function slantedFrontTemplate(open: boolean): TemplateDefinition {
  return {
    id: open ? OPEN_ID : LIDDED_ID,
    name: open ? 'Slanted-Front Display Box, Open Top' : 'Slanted-Front Display Box',
    group: templateGroup('cartons_angled_boxes'),
    standardCode: null,
    tags: ['folding carton', 'display box', 'slanted front', 'angled box', 'counter display', 'tuck bottom'],
    parameters: [
      lengthParameter('length', 'Inside length: along the front.', { minimum: 40, maximum: 400 }),
      lengthParameter('width', 'Inside width: from the front to the back.', { minimum: 30, maximum: 300 }),
      lengthParameter('height', 'Inside height at the back.', { minimum: 40, maximum: 500 }),
      lengthParameter('front_height', 'Inside height at the front, lower than the back.', {
        minimum: 20,
        maximum: 490,
        default: 50,
      }),
      materialParameter(0.4, 0.2, 1),
      ...(open ? [] : [tuckFlapParameter('top')]),
      tuckFlapParameter('bottom'),
      glueFlapParameter,
      overflowParameter,
      dimensionTextsParameter,
    ],
    features: {
      flap: open
        ? { id: 'open_top', name: 'Open top' }
        : { id: 'slanted_lid_tuck', name: 'Slanted lid with tuck' },
      tuck: { id: 'tuck_bottom', name: 'Tuck bottom' },
      dust_flap: { id: 'shoulder', name: 'Shoulder with taper' },
    },
    variants: [
      {
        rel: 'change_flap',
        templateId: open ? LIDDED_ID : OPEN_ID,
        name: open ? 'Slanted lid with tuck' : 'Open top',
      },
    ],
    form: 'shape',
    sampleSize: { length: 100, width: 70, height: 110, front_height: 50 },
    constraints(values) {
      const lengthFirst = lengthNotShorterThanWidth(values);
      if (lengthFirst.length > 0) return lengthFirst;
      const height = num(values, 'height');
      const problems: ConstraintViolation[] = [
        ...atMost(
          values,
          'front_height',
          height - 10,
          'the front is the low side, at least 10 mm under the back',
        ),
      ];
      if (problems.length > 0) return problems;
      problems.push(
        // a top steeper than 45 degrees is a wall, not a lid
        ...atLeast(
          values,
          'front_height',
          height - num(values, 'width'),
          'the top slopes at most 45 degrees',
        ),
        ...glueFlapFits(values),
        ...tuckFitsConstraint(values, 'bottom'),
      );
      if (!open)
        problems.push(
          ...atMost(
            values,
            'top_tuck_flap',
            Math.min(num(values, 'front_height') - 3, num(values, 'width') - 1),
            'the tuck hangs inside the front: it must stay clear of the bottom and under the width',
          ),
        );
      return problems;
    },
    build(values) {
      return [{ name: 'blank', graph: buildSlantedFrontBox(specOf(values, open)) }];
    },
  };
}

export const slantedFrontDisplayBox = slantedFrontTemplate(false);
export const openSlantedFrontDisplayBox = slantedFrontTemplate(true);
