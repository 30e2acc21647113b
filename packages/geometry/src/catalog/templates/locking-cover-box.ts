import { buildLockingCoverBox, lockingCoverMinimumLength } from '../../corrugated/locking-cover-box';
import { dimensionTextsParameter, insideSizeParameters, num, overflowParameter } from '../common-parameters';
import { atLeast } from '../constraints';
import { corrugatedBoardOf, fluteParameter } from '../corrugated-parameters';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { rollEndConstraints } from './roll-end-tray';

const specOf = (values: TemplateValues) => ({
  length: num(values, 'length'),
  width: num(values, 'width'),
  height: num(values, 'height'),
  board: corrugatedBoardOf(values),
});

/** FEFCO 0434: a folder box with double end and front walls and a lid locked by lugs into the base. */
export const lockingCoverBox: TemplateDefinition = {
  id: 'becf-24341',
  name: 'Folder Box with Locking Cover',
  group: templateGroup('corrugated_cardboards_tray_boxes'),
  standardCode: 'FEFCO 0434',
  tags: [
    'corrugated',
    'folder box',
    'locking lid',
    'roll end',
    'double front',
    'one piece',
    'no glue',
    'mailer',
  ],
  parameters: [
    ...insideSizeParameters({ length: 60, width: 50, height: 30 }, { length: 800, width: 600, height: 300 }),
    fluteParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 300, width: 200, height: 100 },
  features: { flap: { id: 'locking_flap', name: 'Locking flap with lugs' } },
  variants: [{ rel: 'change_flap', templateId: 'becf-24261', name: 'Tuck behind the front' }],
  constraints(values) {
    const board = corrugatedBoardOf(values);
    return [
      ...rollEndConstraints(values),
      ...atLeast(
        values,
        'length',
        lockingCoverMinimumLength(specOf(values)),
        `the lid's two locking lugs need this length in ${board.flute} flute`,
      ),
    ];
  },
  build: (values) => [{ name: 'blank', graph: buildLockingCoverBox(specOf(values)) }],
};
