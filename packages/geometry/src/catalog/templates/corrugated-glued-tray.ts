import { trayMinimumHeight } from '../../cartons/glued-tray';
import { buildCorrugatedGluedTray } from '../../corrugated/corrugated-glued-tray';
import { dimensionTextsParameter, lengthParameter, num, overflowParameter } from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** The glue land each corner flap keeps between its bevels, mm. */
const GLUE_LAND = 10;
/** The two flaps inside an end wall stop at least this far apart. */
const FLAP_GAP = 4;

/**
 * The hosted service's corrugated tray, sized by its variables `width_1` (inside, along the front),
 * `width_2` (inside, front to back) and `height`: an open tray whose front and back walls carry corner
 * glue flaps glued inside the end walls.
 */
export const corrugatedGluedTray: TemplateDefinition = {
  id: 'becf-21709',
  name: 'Corrugated Tray with Glued Corners',
  group: templateGroup('corrugated_cardboards_tray_boxes'),
  standardCode: null,
  tags: ['corrugated', 'tray', 'open top', 'glued corners', 'one piece', 'display'],
  form: 'shape',
  parameters: [
    lengthParameter('width_1', 'Inside width along the front and back walls.', {
      minimum: 50,
      maximum: 800,
      default: 300,
    }),
    lengthParameter('width_2', 'Inside width from the front wall to the back wall.', {
      minimum: 50,
      maximum: 600,
      default: 200,
    }),
    lengthParameter('height', 'Inside height, from the base to the rim.', {
      minimum: 25,
      maximum: 300,
      default: 80,
    }),
    fluteParameter,
    lengthParameter('glue_flap', 'Width of the corner glue flaps, glued inside the end walls.', {
      minimum: 20,
      maximum: 60,
      default: 30,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { width_1: 300, width_2: 200, height: 80 },
  features: { flap: { id: 'glued_corner_flaps', name: 'Glue flaps on the corners' } },
  variants: [{ rel: 'change_joint', templateId: 'becf-24221', name: 'Rolled double side walls, no glue' }],
  constraints(values) {
    const board = corrugatedBoardOf(values);
    const glue = num(values, 'glue_flap');
    return [
      ...atMost(
        values,
        'glue_flap',
        num(values, 'width_2') / 2 - FLAP_GAP,
        'the two glue flaps inside an end wall must not meet',
      ),
      ...atLeast(
        values,
        'height',
        trayMinimumHeight(glue, board.caliper, GLUE_LAND),
        'each glue flap needs a glue land between its bevels',
      ),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildCorrugatedGluedTray({
        width1: num(values, 'width_1'),
        width2: num(values, 'width_2'),
        height: num(values, 'height'),
        glueFlap: num(values, 'glue_flap'),
        board: corrugatedBoardOf(values),
      }),
    },
  ],
};
