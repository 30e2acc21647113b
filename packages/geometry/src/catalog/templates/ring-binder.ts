import { buildRingBinder, longestRivetPitch, type RingBinderSpec } from '../../rigid/ring-binder';
import { dimensionTextsParameter, lengthParameter, num, overflowParameter } from '../common-parameters';
import { atMost } from '../constraints';
import type { TemplateDefinition, TemplateValues } from '../template-definition';
import { templateGroup } from '../template-groups';
import { RIGID_WRAP_CALIPER, turnInParameter } from './lid-and-base-box';
import { count, flatGreyboardParameter, integer } from './rigid-flat-parameters';

export function ringBinderSpec(values: TemplateValues): RingBinderSpec {
  return {
    length: num(values, 'length'),
    width: num(values, 'width'),
    boardAllowance: num(values, 'board_allowance'),
    ringDiameter: num(values, 'ring_diameter'),
    spineAllowance: num(values, 'spine_allowance'),
    hingeGap: num(values, 'hinge_gap'),
    rivets: count(values, 'number_of_rivets', 2),
    rivetPitch: num(values, 'rivet_pitch'),
    rivetHole: num(values, 'rivet_hole_diameter'),
    boardThickness: num(values, 'board_thickness'),
    wrap: RIGID_WRAP_CALIPER,
    turnIn: num(values, 'turn_in'),
  };
}

/** A wrapped ring binder case (two covers, spine, one wrap, liner); rivet holes for the mechanism. */
export const ringBinder: TemplateDefinition = {
  id: 'becf-33001',
  name: 'Ring Binder Case',
  group: templateGroup('hard_cardboards_binders'),
  standardCode: null,
  tags: [
    'hard cardboard',
    'greyboard',
    'ring binder',
    'binder',
    'folder',
    'lever arch',
    'ring mechanism',
    'wrapped',
    'presentation binder',
  ],
  form: 'flat',
  parameters: [
    lengthParameter('length', 'Content size along the spine (the sheet height).', {
      minimum: 140,
      maximum: 450,
    }),
    lengthParameter('width', 'Content size from the rings to the fore-edge (the sheet width).', {
      minimum: 100,
      maximum: 350,
    }),
    lengthParameter('board_allowance', 'What the cover boards add to the content in each direction.', {
      default: 8,
      minimum: 6,
      maximum: 10,
    }),
    lengthParameter('ring_diameter', 'Ring diameter of the mechanism.', {
      default: 25,
      minimum: 10,
      maximum: 80,
    }),
    lengthParameter('spine_allowance', 'What the spine board adds to the ring diameter.', {
      default: 10,
      minimum: 8,
      maximum: 15,
    }),
    lengthParameter('hinge_gap', 'Paper between the spine board and each cover board.', {
      default: 8,
      minimum: 6,
      maximum: 10,
    }),
    integer('number_of_rivets', 'Rivets that hold the mechanism to the spine board.', 2, 2, 4),
    lengthParameter('rivet_pitch', "Distance between neighbouring rivets' centres, as on the mechanism.", {
      default: 100,
      minimum: 20,
      maximum: 300,
    }),
    lengthParameter('rivet_hole_diameter', 'Diameter of the rivet holes in the spine board.', {
      default: 4.5,
      minimum: 4,
      maximum: 5,
    }),
    flatGreyboardParameter,
    turnInParameter(15, 18),
    overflowParameter,
    dimensionTextsParameter,
  ],
  sampleSize: { length: 297, width: 210 },
  features: {},
  variants: [],
  constraints(values) {
    const spec = ringBinderSpec(values);
    return [
      ...atMost(
        values,
        'board_thickness',
        spec.rivetHole / 2,
        'a punched slug narrower than twice the board does not strip from greyboard',
      ),
      ...atMost(
        values,
        'rivet_pitch',
        longestRivetPitch(spec),
        "every rivet hole must stay clear of the wrap's turn-ins at the spine's head and tail",
      ),
    ];
  },
  build: (values) => buildRingBinder(ringBinderSpec(values)),
};
