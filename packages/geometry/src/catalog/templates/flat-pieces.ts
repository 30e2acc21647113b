import type { TemplateDefinition } from '../template-definition';
import { envelopeTemplates } from './envelopes';
import { hangTagTemplates } from './hang-tags';
import { presentationFolder } from './presentation-folder';

/** Tags, envelopes, folders and separators. */
export const flatPieceTemplates: TemplateDefinition[] = [
  ...hangTagTemplates,
  ...envelopeTemplates,
  presentationFolder,
];
