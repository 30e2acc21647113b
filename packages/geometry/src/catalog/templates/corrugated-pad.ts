import { buildCorrugatedPad, buildFoldedPad, PAD_CLEARANCE } from '../../corrugated/corrugated-pad';
import { dimensionTextsParameter, lengthParameter, num, overflowParameter } from '../common-parameters';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';

/** FEFCO 0900: a flat pad cut to drop into a box. */
export const corrugatedPad: TemplateDefinition = {
  id: 'becf-29001',
  name: 'Pad',
  group: templateGroup('corrugated_cardboards_separators'),
  standardCode: 'FEFCO 0900',
  tags: ['corrugated', 'pad', 'layer pad', 'tier sheet', 'divider sheet', 'bottom pad', 'insert'],
  parameters: [
    lengthParameter(
      'length',
      `Inside length of the box the pad lies in; the pad is ${PAD_CLEARANCE} mm shorter.`,
      { minimum: 30, maximum: 1500 },
    ),
    lengthParameter('width', `Inside width of the box; the pad is ${PAD_CLEARANCE} mm narrower.`, {
      minimum: 30,
      maximum: 1200,
    }),
    fluteParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'flat',
  sampleSize: { length: 400, width: 300 },
  features: {},
  variants: [],
  constraints: () => [],
  build: (values) => [
    {
      name: 'pad',
      graph: buildCorrugatedPad({
        length: num(values, 'length'),
        width: num(values, 'width'),
        board: corrugatedBoardOf(values),
      }),
    },
  ],
};

/** FEFCO 0904: a pad scored once, folded to guard an edge or a corner. */
export const foldedPad: TemplateDefinition = {
  id: 'becf-29041',
  name: 'Folded Pad',
  group: templateGroup('corrugated_cardboards_separators'),
  standardCode: 'FEFCO 0904',
  tags: ['corrugated', 'pad', 'folded pad', 'scored pad', 'edge protector', 'corner protector', 'filler'],
  parameters: [
    lengthParameter('length', 'Length along the crease.', { minimum: 30, maximum: 1500 }),
    lengthParameter('width_1', 'First leaf, from the crease to its edge.', {
      default: 60,
      minimum: 20,
      maximum: 800,
    }),
    lengthParameter('width_2', 'Second leaf, from the crease to its edge.', {
      default: 60,
      minimum: 20,
      maximum: 800,
    }),
    fluteParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'shape',
  sampleSize: { length: 300, width_1: 80, width_2: 80 },
  features: {},
  variants: [],
  constraints: () => [],
  build: (values) => [
    {
      name: 'pad',
      graph: buildFoldedPad({
        length: num(values, 'length'),
        width1: num(values, 'width_1'),
        width2: num(values, 'width_2'),
        foldAngle: 90,
        // the crease runs along x, across the flutes, so it folds cleanly
        board: corrugatedBoardOf(values, 'y'),
      }),
    },
  ],
};
