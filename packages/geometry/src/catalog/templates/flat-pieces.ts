import type { TemplateDefinition } from '../template-definition';

/** Tags, envelopes, folders and separators. */
export const flatPieceTemplates: TemplateDefinition[] = [];
