import { buildPolygonalTuckEndBox, polygonalTubeLayout } from '../../cartons/polygonal-tuck-end-box';
import {
  dimensionTextsParameter,
  glueFlapParameter,
  lengthParameter,
  materialParameter,
  num,
  overflowParameter,
} from '../common-parameters';
import { atMost } from '../constraints';
import type { ConstraintViolation, TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';

interface PolygonalStyle {
  id: string;
  name: string;
  sides: number;
  tags: string[];
  side: { default: number; minimum: number };
  height: number;
}

const specOf = (style: PolygonalStyle, values: TemplateValues) => ({
  sides: style.sides,
  side: num(values, 'side_length'),
  height: num(values, 'height'),
  material: num(values, 'material'),
  glueFlap: num(values, 'glue_flap'),
  topTuck: num(values, 'top_tuck_flap'),
  bottomTuck: num(values, 'bottom_tuck_flap'),
});

const tuckParameter = (end: 'top' | 'bottom') =>
  lengthParameter(`${end}_tuck_flap`, `Depth of the tuck flap on the ${end} lid.`, {
    default: 12,
    minimum: 8,
    maximum: 80,
  });

function polygonalTemplate(style: PolygonalStyle): TemplateDefinition {
  return {
    id: style.id,
    name: style.name,
    group: templateGroup('cartons_polygonal_boxes'),
    standardCode: null,
    tags: ['folding carton', 'polygonal box', 'tuck end', 'prism', ...style.tags],
    parameters: [
      lengthParameter('side_length', 'Inside width of one wall of the polygon.', {
        minimum: style.side.minimum,
        maximum: 300,
        default: style.side.default,
      }),
      lengthParameter('height', 'Inside height, between the lids.', {
        minimum: 30,
        maximum: 600,
        default: style.height,
      }),
      materialParameter(0.4, 0.2, 1),
      tuckParameter('top'),
      tuckParameter('bottom'),
      glueFlapParameter,
      overflowParameter,
      dimensionTextsParameter,
    ],
    features: {
      flap: { id: 'polygon_lid_tuck', name: 'Polygon lid with tuck' },
      dust_flap: { id: 'bisector_trapezoid', name: 'Trapezoid dust flaps along the corner bisectors' },
    },
    variants: [],
    form: 'shape',
    sampleSize: { side_length: style.side.default, height: style.height },
    constraints(values) {
      const layout = polygonalTubeLayout(specOf(style, values));
      const problems: ConstraintViolation[] = [
        ...atMost(
          values,
          'glue_flap',
          num(values, 'side_length') - 2 * num(values, 'material') - 1,
          'the glue flap must fit on the last wall',
        ),
      ];
      for (const end of ['top', 'bottom'] as const)
        problems.push(
          ...atMost(
            values,
            `${end}_tuck_flap`,
            layout.maxTuck,
            'the tuck must stay under 0.7 of the lid across its middle and clear of the far lid',
          ),
        );
      return problems;
    },
    build(values) {
      return [{ name: 'blank', graph: buildPolygonalTuckEndBox(specOf(style, values)) }];
    },
  };
}

export const hexagonalTuckEndBox = polygonalTemplate({
  id: 'becf-19101',
  name: 'Hexagonal Tuck End Box',
  sides: 6,
  tags: ['hexagonal box', 'hexagon', 'six sided'],
  side: { default: 40, minimum: 20 },
  height: 120,
});

export const octagonalTuckEndBox = polygonalTemplate({
  id: 'becf-19102',
  name: 'Octagonal Tuck End Box',
  sides: 8,
  tags: ['octagonal box', 'octagon', 'eight sided'],
  side: { default: 30, minimum: 20 },
  height: 100,
});

export const triangularPrismBox = polygonalTemplate({
  id: 'becf-19103',
  name: 'Triangular Prism Box',
  sides: 3,
  tags: ['triangular box', 'triangle', 'toblerone box', 'three sided'],
  side: { default: 60, minimum: 30 },
  height: 150,
});
