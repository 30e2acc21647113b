import { JOINTS, type Joint } from '../corrugated-parameters';
import type { TemplateDefinition, TemplateVariant } from '../template-definition';
import { templateGroup } from '../template-groups';
import { idOf, type SlottedStyleEntry, slottedTemplate } from './slotted-boxes';
import { slottedTuckTopBoxes } from './slotted-tuck-top-box';

const STANDARD_BOXES = templateGroup('corrugated_cardboards_standard_boxes');

/** FEFCO 0200: the regular slotted container's body and bottom flaps, open at the top (used under a lid). */
const halfSlotted: SlottedStyleEntry = {
  style: '0201',
  code: '0200',
  name: 'Half Slotted Container',
  group: STANDARD_BOXES,
  idBase: 21000,
  tags: ['corrugated', 'HSC', 'half slotted', 'open top', 'slotted', 'bin', 'tray'],
  openTop: true,
};

/**
 * FEFCO 0205 and 0206, the centre special overlapping containers: the inner flaps (on the width
 * panels) are half the length deep so they meet in the middle, deeper than the outer flaps; the outer
 * flaps (on the length panels) overlap by a given amount (0205) or across the whole width (0206). The
 * published drawings show the two pairs of unequal depth; which pair is which is read from the usual
 * trade descriptions (inner flaps meet, outer ones overlap).
 */
const centreSpecialOverlap: SlottedStyleEntry = {
  style: '0205',
  name: 'Centre Special Overlap Slotted Container',
  group: STANDARD_BOXES,
  idBase: 21500,
  tags: ['corrugated', 'shipping box', 'CSO', 'slotted', 'overlapping flaps', 'inner flaps meet'],
  flap: { id: 'outer_flaps_overlap', name: 'Outer flaps overlapping partly' },
  styleVariants: (joint) => [flapLink(centreSpecialFullOverlap, joint)],
};

const centreSpecialFullOverlap: SlottedStyleEntry = {
  style: '0206',
  name: 'Centre Special Full Overlap Slotted Container',
  group: STANDARD_BOXES,
  idBase: 21600,
  tags: ['corrugated', 'shipping box', 'SFF', 'slotted', 'full overlap', 'inner flaps meet'],
  flap: { id: 'outer_flaps_full_overlap', name: 'Outer flaps overlapping fully' },
  styleVariants: (joint) => [flapLink(centreSpecialOverlap, joint)],
};

/** A link to the same joint in a style that differs by its outer flaps, named after them. */
function flapLink(entry: SlottedStyleEntry, joint: Joint): TemplateVariant {
  return { rel: 'change_flap', templateId: idOf(entry, joint), name: entry.flap?.name ?? entry.name };
}

/** Slotted boxes beside the regular ones: half-slotted, deepened flaps and die-cut tops (FEFCO 02xx). */
export const slottedBoxVariantTemplates: TemplateDefinition[] = [
  halfSlotted,
  centreSpecialOverlap,
  centreSpecialFullOverlap,
]
  .flatMap((entry) => JOINTS.map((joint) => slottedTemplate(entry, joint)))
  .concat(slottedTuckTopBoxes);
