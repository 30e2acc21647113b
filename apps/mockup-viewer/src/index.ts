export {
  PLAIN_MATERIAL,
  SUBSTRATE_APPEARANCES,
  type SubstrateAppearance,
  substrateAppearance,
} from './substrate-appearance';
