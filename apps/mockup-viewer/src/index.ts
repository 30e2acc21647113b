export { type MockupDescription, VIEWER_BUNDLE_FILE } from './mockup-description';
export {
  PLAIN_MATERIAL,
  SUBSTRATE_APPEARANCES,
  type SubstrateAppearance,
  substrateAppearance,
} from './substrate-appearance';
