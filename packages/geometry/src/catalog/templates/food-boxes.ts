import type { TemplateDefinition } from '../template-definition';
import { cakeBoxWithWindow } from './cake-box';
import { friesScoop } from './fries-scoop';

/** Food boxes: clamshells, cake boxes with windows, scoops, wedges, pails. */
export const foodBoxTemplates: TemplateDefinition[] = [cakeBoxWithWindow, friesScoop];
