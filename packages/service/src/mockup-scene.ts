import { type MockupScene, mockupScene, printedPartIndex } from '@diecut/geometry';
import { dielineBleed } from './artwork-template';
import { rebuildDieline } from './make-dieline';
import type { NestingDieline } from './nesting';

/** A made dieline's folding scene, and which of its parts (1-based) carries the artwork. */
export interface DielineMockupScene {
  scene: MockupScene;
  /** The printed piece, numbered as the scene's parts are: a carton's blank, a rigid box's first wrap. */
  printedPart: number;
}

/** The folding scene of a made dieline (its template and values, mm), its bleed included. */
export function dielineMockupScene(dieline: NestingDieline): DielineMockupScene {
  const built = rebuildDieline(dieline.templateId, dieline.values);
  return {
    scene: mockupScene(built.parts, { bleed: dielineBleed(built.values) }),
    printedPart: printedPartIndex(built.parts) + 1,
  };
}
