import type { TemplateDefinition } from '../template-definition';
import { wrapAroundFolder } from './wrap-around-folder';

/** Corrugated wrap-arounds, slide boxes, partitions and pads (FEFCO 04xx, 05xx, 09xx). */
export const corrugatedWrapSlideAndPadTemplates: TemplateDefinition[] = [wrapAroundFolder];
