import type { TemplateDefinition } from '../template-definition';
import { burgerClamshell } from './burger-clamshell';
import { cakeBoxWithWindow, twoPieceCakeBoxWithWindow } from './cake-box';
import { friesScoop } from './fries-scoop';
import { sandwichWedge } from './sandwich-wedge';
import { takeOutPail } from './take-out-pail';

/** Food boxes: clamshells, cake boxes with windows, scoops, wedges, pails. */
export const foodBoxTemplates: TemplateDefinition[] = [
  cakeBoxWithWindow,
  twoPieceCakeBoxWithWindow,
  burgerClamshell,
  takeOutPail,
  friesScoop,
  sandwichWedge,
];
