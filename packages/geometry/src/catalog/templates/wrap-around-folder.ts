import { FLUTE_PROFILES } from '../../board/board';
import { buildWrapAroundFolder, type WrapAroundStyle } from '../../corrugated/wrap-around-folder';
import { dimensionTextsParameter, lengthParameter, num, overflowParameter } from '../common-parameters';
import { atLeast } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** A wrap-around for long or flat goods: FEFCO 0409 (overlap under the base) or 0410 (five-panel folder). */
function wrapAroundTemplate(style: WrapAroundStyle): TemplateDefinition {
  const five = style === '0410';
  return {
    id: five ? 'becf-24101' : 'becf-24091',
    name: five ? 'Five Panel Folder' : 'Wrap Around Folder',
    group: templateGroup('corrugated_cardboards_special_boxes'),
    standardCode: `FEFCO ${style}`,
    tags: five
      ? [
          'corrugated',
          'five panel folder',
          'FPF',
          'folder',
          'long goods',
          'one piece',
          'end flaps',
          'full overlap',
        ]
      : ['corrugated', 'wrap around', 'folder', 'long goods', 'flat goods', 'one piece', 'end flaps'],
    parameters: [
      lengthParameter(
        'length',
        'Inside length, along the creases the wrap folds round (the goods lie along it).',
        { minimum: 100, maximum: 1500 },
      ),
      lengthParameter('width', 'Inside width, from the front to the back.', { minimum: 60, maximum: 600 }),
      lengthParameter('height', 'Inside height, from the base to the top.', { minimum: 20, maximum: 400 }),
      fluteParameter,
      overflowParameter,
      dimensionTextsParameter,
    ],
    sampleSize: five ? { length: 600, width: 120, height: 80 } : { length: 400, width: 200, height: 60 },
    features: {},
    variants: [
      five
        ? { rel: 'change_joint', templateId: 'becf-24091', name: 'Narrow overlap glued under the base' }
        : { rel: 'change_joint', templateId: 'becf-24101', name: 'Fifth panel over the whole front' },
    ],
    constraints(values) {
      if (five) return [];
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
          style,
        }),
      },
    ],
  };
}

/** FEFCO 0409: a one-piece wrap round long or flat goods, glued under the base, end flaps taped. */
export const wrapAroundFolder = wrapAroundTemplate('0409');
/** FEFCO 0410: a five-panel folder, its fifth panel over the whole front, full-height end flaps. */
export const fivePanelFolder = wrapAroundTemplate('0410');
