import type { SubstrateKey } from '@diecut/schema';

/** The surface pattern a substrate's texture is generated with. */
export type SubstrateSurface = 'smooth' | 'embossed' | 'kraft' | 'corrugated' | 'greyboard';

/** How a substrate looks under the viewer's lights: base colour (sRGB hex), roughness and relief. */
export interface SubstrateAppearance {
  color: string;
  roughness: number;
  /** Strength of the surface texture (emboss, flutes, fibres), 0 for smooth board. */
  relief: number;
  /** The pattern of the face texture. */
  surface: SubstrateSurface;
  /**
   * What the cut edges show: the board itself, the fluted core of corrugated board between its liners,
   * or the grey chipboard core of a wrapped hard cardboard.
   */
  edge: 'board' | 'flutes' | 'greyboard';
  /**
   * The colour printed artwork is multiplied by: ink on a white board keeps its colour, ink on kraft or
   * black board (no white underprint) takes on the board's tone.
   */
  printTint: string;
}

/** The plain material: white folding boxboard. */
export const PLAIN_MATERIAL: SubstrateAppearance = {
  color: '#f4f4f2',
  roughness: 0.6,
  relief: 0,
  surface: 'smooth',
  edge: 'board',
  printTint: '#ffffff',
};

// Kept free of @diecut/schema's run-time values: that module builds zod schemas at load, which would
// pull zod into the browser bundle. The Record type and a test keep this table in step with the keys.
export const SUBSTRATE_APPEARANCES: Record<SubstrateKey, SubstrateAppearance> = {
  black_embossedpaper: {
    color: '#1c1c1c',
    roughness: 0.75,
    relief: 0.6,
    surface: 'embossed',
    edge: 'board',
    printTint: '#6a6a6a',
  },
  black_hardcardboards: {
    color: '#202020',
    roughness: 0.85,
    relief: 0.1,
    surface: 'greyboard',
    edge: 'greyboard',
    printTint: '#707070',
  },
  corrugated_brown: {
    color: '#b0855a',
    roughness: 0.9,
    relief: 0.4,
    surface: 'corrugated',
    edge: 'flutes',
    printTint: '#d8b894',
  },
  corrugated_white: {
    color: '#ece8e0',
    roughness: 0.9,
    relief: 0.4,
    surface: 'corrugated',
    edge: 'flutes',
    printTint: '#f6f3ee',
  },
  gray_hardcardboards: {
    color: '#8d8d8a',
    roughness: 0.9,
    relief: 0.15,
    surface: 'greyboard',
    edge: 'greyboard',
    printTint: '#c4c4c2',
  },
  kraft_brown: {
    color: '#a87a4f',
    roughness: 0.85,
    relief: 0.2,
    surface: 'kraft',
    edge: 'board',
    printTint: '#d4b08c',
  },
  kraft_hardcardboards: {
    color: '#9c7048',
    roughness: 0.9,
    relief: 0.15,
    surface: 'kraft',
    edge: 'greyboard',
    printTint: '#cfa983',
  },
  white_embossedpaper: {
    color: '#f7f6f1',
    roughness: 0.7,
    relief: 0.6,
    surface: 'embossed',
    edge: 'board',
    printTint: '#ffffff',
  },
  white_hardcardboards: {
    color: '#efefeb',
    roughness: 0.85,
    relief: 0.1,
    surface: 'greyboard',
    edge: 'greyboard',
    printTint: '#fbfbf9',
  },
  white_sbs: {
    color: '#fbfbfa',
    roughness: 0.45,
    relief: 0,
    surface: 'smooth',
    edge: 'board',
    printTint: '#ffffff',
  },
};

/** The appearance of a substrate choice; the empty string (or anything unknown) is the plain material. */
export function substrateAppearance(choice: string): SubstrateAppearance {
  return Object.hasOwn(SUBSTRATE_APPEARANCES, choice)
    ? SUBSTRATE_APPEARANCES[choice as SubstrateKey]
    : PLAIN_MATERIAL;
}

/** The substrate key of a part: its own pick in `partSubstrates` when it has one, else `substrate`. */
export function partSubstrate(
  description: { substrate: string; partSubstrates: Record<string, string> },
  partNumber: number,
): string {
  return description.partSubstrates[String(partNumber)] ?? description.substrate;
}
