// A catalog template built for given sizes and measured: plain JavaScript (Node >= 20.19, ESM).
import {
  blankArea,
  checkDesignRules,
  findTemplate,
  lineLengths,
  validateTemplateVariables,
} from '@diecut/geometry';

const template = findTemplate('becf-11001'); // Reverse Tuck End Box
// lengths in inches; the values come back in mm with the defaults filled in
const values = validateTemplateVariables(template, { length: 4, width: 2, height: 6 }, 'in');
const { graph } = template.build(values)[0];
console.log(
  template.name,
  `${Math.round(blankArea(graph))} mm²`,
  lineLengths(graph),
  checkDesignRules(graph).length,
  'rule findings',
);
