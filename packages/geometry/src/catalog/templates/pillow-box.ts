import {
  buildPillowBox,
  PILLOW_SAGITTA_RANGE,
  pillowBoxMockupGraph,
  pillowCutSagitta,
} from '../../cartons/pillow-box';
import {
  dimensionTextsParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atLeast, atMost } from '../constraints';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

/** The pillow's sizes from its variables: the closed thickness is about twice the end creases' sagitta. */
function pillowSpec(values: TemplateValues) {
  return {
    width: num(values, 'width'),
    length: num(values, 'length'),
    sagitta: num(values, 'height') / 2,
    material: num(values, 'material'),
    glueFlap: num(values, 'glue_flap'),
  };
}

/** A pillow box: two faces with curved end creases and lens flaps, glued on the long side. */
export const pillowBox: TemplateDefinition = {
  id: 'becf-18101',
  name: 'Pillow Box',
  group: templateGroup('cartons_carton_bags_pillows'),
  standardCode: null,
  tags: [
    'folding carton',
    'pillow box',
    'pillow pack',
    'curved crease',
    'gift box',
    'favour box',
    'no glue ends',
  ],
  parameters: [
    lengthParameter('length', "Face length between the ends' crease chords, along the long crease.", {
      default: 160,
      minimum: 40,
      maximum: 500,
    }),
    lengthParameter('width', 'Face width across: the chord of the curved end creases.', {
      default: 90,
      minimum: 40,
      maximum: 300,
    }),
    lengthParameter(
      'height',
      'Closed thickness in the middle: twice the sagitta of the curved end creases (12 to 25% of the width each).',
      { default: 32, minimum: 8, maximum: 150 },
    ),
    materialParameter(0.4, 0.25, 0.8),
    lengthParameter('glue_flap', 'Width of the glue flap on the long edge.', {
      default: 12,
      minimum: 10,
      maximum: 20,
    }),
    overflowParameter,
    dimensionTextsParameter,
  ],
  form: 'shape',
  sampleSize: { length: 160, width: 90, height: 32 },
  features: {},
  variants: [],
  constraints(values) {
    const w = num(values, 'width');
    const [low, high] = PILLOW_SAGITTA_RANGE;
    const shape: ConstraintViolation[] = [
      ...atLeast(
        values,
        'height',
        2 * low * w,
        'the end creases need a sagitta of at least 12% of the width to close the ends',
      ),
      ...atMost(
        values,
        'height',
        2 * high * w,
        'an end crease deeper than 25% of the width cracks the board near the corners',
      ),
    ];
    if (shape.length > 0) return shape;
    // (the end creases' radius, R = W^2 / 8s + s / 2, is then at least 0.625 W: far above ten boards)
    const s = num(values, 'height') / 2;
    return [
      // the flaps of the two ends fold in without meeting
      ...atLeast(
        values,
        'length',
        2 * pillowCutSagitta(w, s) + 10,
        'the end flaps of the two ends must not meet inside',
      ),
      ...atMost(values, 'glue_flap', w / 3, 'the glue flap must stay within the first third of the face'),
    ];
  },
  build: (values) => [
    {
      name: 'blank',
      graph: buildPillowBox(pillowSpec(values)),
      mockupGraph: () => pillowBoxMockupGraph(pillowSpec(values)),
    },
  ],
};
