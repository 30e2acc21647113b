import { FLUTE_PROFILES } from '../../board/board';
import { buildWrapAroundFolder } from '../../corrugated/wrap-around-folder';
import { dimensionTextsParameter, lengthParameter, num, overflowParameter } from '../common-parameters';
import { atLeast } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** FEFCO 0409: a one-piece wrap round long or flat goods, glued under the base, end flaps taped. */
export const wrapAroundFolder: TemplateDefinition = {
  id: 'becf-24091',
  name: 'Wrap Around Folder',
  group: templateGroup('corrugated_cardboards_special_boxes'),
  standardCode: 'FEFCO 0409',
  tags: ['corrugated', 'wrap around', 'folder', 'long goods', 'flat goods', 'one piece', 'end flaps'],
  parameters: [
    lengthParameter(
      'length',
      'Inside length, along the creases the wrap folds round (the goods lie along it).',
      {
        minimum: 100,
        maximum: 1500,
      },
    ),
    lengthParameter('width', 'Inside width, from the front to the back.', { minimum: 60, maximum: 600 }),
    lengthParameter('height', 'Inside height, from the base to the top.', { minimum: 20, maximum: 400 }),
    fluteParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 400, width: 200, height: 60 },
  features: {},
  variants: [],
  constraints(values) {
    const joint = FLUTE_PROFILES[corrugatedBoardOf(values).flute].joint;
    return atLeast(
      values,
      'width',
      joint + 10,
      `the ${joint} mm overlap is glued under the base and must fit on it with room to spare`,
    );
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildWrapAroundFolder({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        // flutes round the wrap, across the length
        board: corrugatedBoardOf(values, 'y'),
      }),
    },
  ],
};
