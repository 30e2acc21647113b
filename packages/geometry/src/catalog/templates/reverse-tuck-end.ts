import { dimensionTextsParameter, materialParameter, overflowParameter } from '../common-parameters';
import type { TemplateDefinition } from '../template-definition';
import { TEMPLATE_GROUPS } from '../template-groups';

/** Reverse tuck end carton: glued tube, top tuck on one length panel, bottom tuck on the other. */
export const reverseTuckEnd: TemplateDefinition = {
  id: 'becf-11001',
  name: 'Reverse Tuck End Box',
  group: TEMPLATE_GROUPS.cartonsTuckEndBoxes,
  standardCode: 'ECMA A20.20.03.01',
  tags: ['folding carton', 'tuck end', 'reverse tuck'],
  parameters: [
    {
      name: 'length',
      dataType: 'length',
      description: 'Inside length: the longer side of the opening.',
      required: true,
      minimum: 20,
      maximum: 600,
    },
    {
      name: 'width',
      dataType: 'length',
      description: 'Inside width: the shorter side of the opening.',
      required: true,
      minimum: 15,
      maximum: 400,
    },
    {
      name: 'height',
      dataType: 'length',
      description: 'Inside height, between the closures.',
      required: true,
      minimum: 20,
      maximum: 800,
    },
    materialParameter(0.5, 0.2, 1.5),
    {
      name: 'top_tuck_flap',
      dataType: 'length',
      description: 'Depth of the tuck flap on the top closure.',
      required: false,
      default: 15,
      minimum: 8,
      maximum: 80,
    },
    {
      name: 'bottom_tuck_flap',
      dataType: 'length',
      description: 'Depth of the tuck flap on the bottom closure.',
      required: false,
      default: 15,
      minimum: 8,
      maximum: 80,
    },
    {
      name: 'glue_flap',
      dataType: 'length',
      description: 'Width of the glue flap joining the last panel to the first.',
      required: false,
      default: 14,
      minimum: 10,
      maximum: 30,
    },
    overflowParameter,
    dimensionTextsParameter,
  ],
};
