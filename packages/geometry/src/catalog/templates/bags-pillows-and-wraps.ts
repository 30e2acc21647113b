import type { TemplateDefinition } from '../template-definition';
import { pillowBox } from './pillow-box';

/** Pillow boxes, carton bags and wrap-around labels. */
export const bagPillowAndWrapTemplates: TemplateDefinition[] = [pillowBox];
