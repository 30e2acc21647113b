import type { Dieline } from '@diecut/schema';

/** A dieline's folding scene as a description carries it: its JSON text, and its printed part. */
export interface SceneText {
  json: string;
  /** The printed piece, numbered as the scene's parts are (see `DielineMockupScene`). */
  printedPart: number;
}

/** Builds a dieline's scene (in a compute worker), for the account whose page asked. */
export type SceneBuilder = (dieline: Dieline, ownerId: string) => Promise<SceneText>;

/**
 * Characters of scene text kept at most, 16 Mi (about as many bytes: the text is ASCII). A scene
 * is 4 to 7 kB of JSON, so this keeps a few thousand dielines' scenes.
 */
export const SCENE_CACHE_MAX_CHARS = 16 * 1024 * 1024;

/**
 * What a dieline's scene is made of: its template and stored values (the unit only says how they
 * were given). Equal dielines share one scene.
 */
export function sceneKey(dieline: Dieline): string {
  const { unit: _unit, ...values } = dieline.variables;
  return `${dieline.dieline_template_id}\n${JSON.stringify(values)}`;
}

/**
 * The folding scenes of mockup descriptions, built once per template and values and kept, least
 * recently used first out, up to `maxChars` of text. A dieline never changes once made, so a kept
 * scene is never stale; what can change (a mockup's name, artwork, substrates) is the record's, read on
 * every load. Kept in memory only: a restart builds again with the code it runs, and instances
 * sharing a database each keep their own. Loads that ask for a scene being built wait for that
 * build; a build that fails is not kept.
 */
export class MockupSceneCache {
  readonly #build: SceneBuilder;
  readonly #maxChars: number;
  /** Built scenes, in order of last use (a Map iterates in insertion order). */
  readonly #kept = new Map<string, SceneText>();
  readonly #building = new Map<string, Promise<SceneText>>();
  #chars = 0;

  constructor(build: SceneBuilder, maxChars = SCENE_CACHE_MAX_CHARS) {
    this.#build = build;
    this.#maxChars = maxChars;
  }

  /** Characters of scene text kept now. */
  get chars(): number {
    return this.#chars;
  }

  /** The dieline's scene: kept, being built, or built now (counted against `ownerId`'s share). */
  get(dieline: Dieline, ownerId: string): Promise<SceneText> {
    const key = sceneKey(dieline);
    const kept = this.#kept.get(key);
    if (kept) {
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return Promise.resolve(kept);
    }
    const building = this.#building.get(key);
    if (building) return building;
    const started = this.#build(dieline, ownerId).then(
      (scene) => {
        this.#building.delete(key);
        this.#keep(key, scene);
        return scene;
      },
      (error: unknown) => {
        this.#building.delete(key);
        throw error;
      },
    );
    this.#building.set(key, started);
    return started;
  }

  #keep(key: string, scene: SceneText): void {
    if (scene.json.length > this.#maxChars) return;
    this.#kept.set(key, scene);
    this.#chars += scene.json.length;
    for (const [oldest, dropped] of this.#kept) {
      if (this.#chars <= this.#maxChars) break;
      this.#kept.delete(oldest);
      this.#chars -= dropped.json.length;
    }
  }
}
