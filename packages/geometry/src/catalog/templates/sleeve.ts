import { glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';
import { cartonParameters, singleBlank } from './carton-template';

/** An open glued sleeve: glue flap, L, W, L, W - t, both ends open. */
export const sleeve: TemplateDefinition = {
  id: 'becf-15001',
  name: 'Sleeve',
  group: templateGroup('cartons_standard_boxes'),
  standardCode: 'ECMA A01.01.00.00',
  tags: ['folding carton', 'sleeve', 'open ends'],
  parameters: cartonParameters({ length: 15, width: 13, height: 15 }),
  features: {},
  variants: [],
  constraints: (values) => {
    const lengthFirst = lengthNotShorterThanWidth(values);
    return lengthFirst.length > 0 ? lengthFirst : glueFlapFits(values);
  },
  build: (values) => singleBlank(values, { kind: 'open' }, { kind: 'open' }),
};
