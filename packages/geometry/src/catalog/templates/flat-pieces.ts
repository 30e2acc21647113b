import type { TemplateDefinition } from '../template-definition';
import { envelopeTemplates } from './envelopes';
import { foldedInsert } from './folded-insert';
import { hangTagTemplates } from './hang-tags';
import { presentationFolder } from './presentation-folder';
import { slottedPartition } from './slotted-partition';

/** Tags, envelopes, folders and separators. */
export const flatPieceTemplates: TemplateDefinition[] = [
  ...hangTagTemplates,
  ...envelopeTemplates,
  presentationFolder,
  slottedPartition,
  foldedInsert,
];
