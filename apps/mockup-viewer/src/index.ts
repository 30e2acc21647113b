// the description's type is @diecut/geometry's, the contract with the API; re-exported for pages that took it from here
export type { MockupDescription } from '@diecut/geometry';
export { insideUv, outsideUv } from './artwork-uv';
export {
  DIECUT_MOCKUP_TAG,
  DiecutMockupElement,
  defineDiecutMockup,
  PLAY_DURATION_MS,
} from './diecut-mockup-element';
export { MockupDescriptionError, parseMockupDescription, VIEWER_BUNDLE_FILE } from './mockup-description';
export {
  CAMERA_VIEWS,
  type CameraView,
  MockupStage,
  type MockupViewState,
  type StageContent,
} from './mockup-stage';
export { applyRigid, type FoldablePart, type PlaceablePart, placePart, posePart } from './part-pose';
export {
  PLAIN_MATERIAL,
  partSubstrate,
  SUBSTRATE_APPEARANCES,
  type SubstrateAppearance,
  type SubstrateSurface,
  substrateAppearance,
} from './substrate-appearance';
export {
  averageColor,
  substrateEdgePixels,
  substrateFacePixels,
  type TexturePixels,
} from './substrate-texture';
