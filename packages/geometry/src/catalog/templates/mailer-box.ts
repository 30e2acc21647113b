import { buildMailerBox } from '../../corrugated/mailer-box';
import {
  dimensionTextsParameter,
  insideSizeParameters,
  lengthParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atMost } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';
import { rollEndConstraints } from './roll-end-tray';

/** Room the tuck leaves above the base, so it never stubs on the floor or the goods' bottom edge. */
const TUCK_FLOOR_CLEARANCE = 3;

/** FEFCO 0427: the roll-end tray with a lid on the back wall, dust flaps and a tuck inside the front. */
export const mailerBox: TemplateDefinition = {
  id: 'becf-24271',
  name: 'Mailer Box',
  group: templateGroup('corrugated_cardboards_tuck_end_boxes'),
  standardCode: 'FEFCO 0427',
  tags: ['corrugated', 'mailer', 'roll end', 'tuck front', 'one piece', 'e-commerce'],
  parameters: [
    ...insideSizeParameters({ length: 60, width: 50, height: 30 }, { length: 800, width: 600, height: 300 }),
    fluteParameter,
    lengthParameter('tuck_flap', 'Depth of the tuck flap that slides down inside the front wall.', {
      default: 25,
      minimum: 10,
      maximum: 150,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 300, width: 200, height: 100 },
  features: {},
  variants: [],
  constraints(values) {
    return [
      ...rollEndConstraints(values),
      ...atMost(
        values,
        'tuck_flap',
        num(values, 'height') - TUCK_FLOOR_CLEARANCE,
        `the tuck must stop ${TUCK_FLOOR_CLEARANCE} mm above the base inside the front wall`,
      ),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildMailerBox({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        board: corrugatedBoardOf(values),
        tuckDepth: num(values, 'tuck_flap'),
      }),
    },
  ],
};
