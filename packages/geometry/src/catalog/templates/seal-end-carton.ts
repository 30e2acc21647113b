import { glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { templateGroup } from '../template-groups';
import { cartonParameters, singleBlank } from './carton-template';

/** Glued seal end carton: dust flaps, an inner flap and a full outer flap glued over it, at both ends. */
export const sealEndCarton: TemplateDefinition = {
  id: 'becf-14001',
  name: 'Seal End Carton',
  group: templateGroup('cartons_standard_boxes'),
  standardCode: null,
  tags: ['folding carton', 'seal end', 'glued end'],
  parameters: cartonParameters({ length: 20, width: 15, height: 20 }),
  features: { dust_flap: { id: 'rounded', name: 'Rounded' } },
  variants: [],
  constraints: (values) => {
    const lengthFirst = lengthNotShorterThanWidth(values);
    return lengthFirst.length > 0 ? lengthFirst : glueFlapFits(values);
  },
  build: (values) =>
    singleBlank(values, { kind: 'seal', outerOn: 'back' }, { kind: 'seal', outerOn: 'front' }),
};
