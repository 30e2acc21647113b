import { buildDoubleFrontMailerBox } from '../../corrugated/double-front-mailer-box';
import { num } from '../common-parameters';
import { corrugatedBoardOf } from '../corrugated-parameters';
import type { TemplateDefinition } from '../template-definition';
import { mailerBox } from './mailer-box';

/** FEFCO 0426: the 0427 mailer with its front wall rolled double too, the tuck behind the inner front. */
export const doubleFrontMailerBox: TemplateDefinition = {
  ...mailerBox,
  id: 'becf-24261',
  name: 'Mailer Box with Double Front',
  standardCode: 'FEFCO 0426',
  tags: [
    'corrugated',
    'mailer',
    'folder box',
    'roll end',
    'double front',
    'tuck front',
    'one piece',
    'e-commerce',
  ],
  sampleSize: { length: 300, width: 200, height: 100 },
  features: { flap: { id: 'tuck_front', name: 'Tuck behind the front' } },
  variants: [{ rel: 'change_flap', templateId: 'becf-24341', name: 'Locking flap with lugs' }],
  build: (values) => [
    {
      name: 'blank',
      graph: buildDoubleFrontMailerBox({
        length: num(values, 'length'),
        width: num(values, 'width'),
        height: num(values, 'height'),
        board: corrugatedBoardOf(values),
        tuckDepth: num(values, 'tuck_flap'),
      }),
    },
  ],
};
