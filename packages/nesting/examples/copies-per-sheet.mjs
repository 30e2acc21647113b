// How many copies of a blank fit on a press sheet: plain JavaScript (Node >= 20.19, ESM).
import { findTemplate, sampleValues } from '@diecut/geometry';
import { bestNesting, findNestingTemplate, nestingEfficiencies } from '@diecut/nesting';

const carton = findTemplate('becf-11001');
const blank = { graph: carton.build(sampleValues(carton))[0].graph };
const sheet = { width: 1020, height: 720, marginTop: 10, marginBottom: 10, marginSide: 10 }; // mm

const efficiencies = nestingEfficiencies(blank, sheet); // per nesting template; null where one does not apply
const best = bestNesting(findNestingTemplate('lg_best_of_all'), blank, sheet, { marginX: 0, marginY: 0 });
console.log(efficiencies.lt_straight_grid, `${best.copies} copies, ${best.efficiency} % of the sheet`);
