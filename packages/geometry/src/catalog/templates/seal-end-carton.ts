import {
  dimensionTextsParameter,
  glueFlapParameter,
  insideSizeParameters,
  materialParameter,
  overflowParameter,
} from '../common-parameters';
import { glueFlapFits, lengthNotShorterThanWidth } from '../constraints';
import type { TemplateDefinition } from '../template-definition';
import { TEMPLATE_GROUPS } from '../template-groups';
import { singleBlank } from './carton-template';

/** Glued seal end carton: dust flaps, an inner flap and a full outer flap glued over it, at both ends. */
export const sealEndCarton: TemplateDefinition = {
  id: 'becf-14001',
  name: 'Seal End Carton',
  group: TEMPLATE_GROUPS.cartonsSealEndBoxes,
  standardCode: null,
  tags: ['folding carton', 'seal end', 'glued end'],
  parameters: [
    ...insideSizeParameters({ length: 20, width: 15, height: 20 }),
    materialParameter(0.5, 0.2, 1.5),
    glueFlapParameter,
    overflowParameter,
    dimensionTextsParameter,
  ],
  features: { dust_flap: { id: 'rounded', name: 'Rounded' } },
  variants: [],
  constraints: (values) => {
    const lengthFirst = lengthNotShorterThanWidth(values);
    return lengthFirst.length > 0 ? lengthFirst : glueFlapFits(values);
  },
  build: (values) =>
    singleBlank(values, { kind: 'seal', outerOn: 'back' }, { kind: 'seal', outerOn: 'front' }),
};
