import { SUBSTRATE_KEYS, type SubstrateKey } from '@diecut/schema';

/** How a substrate looks under the viewer's lights: base colour (sRGB hex), roughness and relief. */
export interface SubstrateAppearance {
  color: string;
  roughness: number;
  /** Strength of the surface texture (emboss, flutes, fibres), 0 for smooth board. */
  relief: number;
}

/** The plain material: white folding boxboard. */
export const PLAIN_MATERIAL: SubstrateAppearance = { color: '#f4f4f2', roughness: 0.6, relief: 0 };

export const SUBSTRATE_APPEARANCES: Record<SubstrateKey, SubstrateAppearance> = {
  black_embossedpaper: { color: '#1c1c1c', roughness: 0.75, relief: 0.6 },
  black_hardcardboards: { color: '#202020', roughness: 0.85, relief: 0.1 },
  corrugated_brown: { color: '#b0855a', roughness: 0.9, relief: 0.4 },
  corrugated_white: { color: '#ece8e0', roughness: 0.9, relief: 0.4 },
  gray_hardcardboards: { color: '#8d8d8a', roughness: 0.9, relief: 0.15 },
  kraft_brown: { color: '#a87a4f', roughness: 0.85, relief: 0.2 },
  kraft_hardcardboards: { color: '#9c7048', roughness: 0.9, relief: 0.15 },
  white_embossedpaper: { color: '#f7f6f1', roughness: 0.7, relief: 0.6 },
  white_hardcardboards: { color: '#efefeb', roughness: 0.85, relief: 0.1 },
  white_sbs: { color: '#fbfbfa', roughness: 0.45, relief: 0 },
};

/** The appearance of a substrate choice; the empty string (or anything unknown) is the plain material. */
export function substrateAppearance(choice: string): SubstrateAppearance {
  return (SUBSTRATE_KEYS as string[]).includes(choice)
    ? SUBSTRATE_APPEARANCES[choice as SubstrateKey]
    : PLAIN_MATERIAL;
}
