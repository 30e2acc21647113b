import type { MockupDescription } from '@diecut/geometry';
import { SRGBColorSpace, type Texture, TextureLoader } from 'three';
import { parseMockupDescription } from './mockup-description';
import { CAMERA_VIEWS, type CameraView, MockupStage, type MockupViewState } from './mockup-stage';
import { partSubstrate } from './substrate-appearance';

/** The element's tag name. */
export const DIECUT_MOCKUP_TAG = 'diecut-mockup';
/** How long `play()` takes to fold the box from flat to closed, ms. */
export const PLAY_DURATION_MS = 2400;

// The package is imported in Node too (a server may read VIEWER_BUNDLE_FILE from it), where there is no
// HTMLElement to extend: the class is then defined over a stand-in and never instantiated.
const BaseElement = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

const TEMPLATE = `
<style>
  :host { display: block; position: relative; height: 480px; min-height: 160px; overflow: hidden;
    font: 14px/1.4 system-ui, sans-serif; color: #222; }
  :host([hidden]) { display: none; }
  canvas { display: block; width: 100%; height: 100%; touch-action: none; outline: none; }
  .controls { position: absolute; left: 12px; right: 12px; bottom: 10px; display: flex; gap: 10px;
    align-items: center; flex-wrap: wrap; padding: 6px 10px; border-radius: 8px;
    background: rgb(255 255 255 / 0.82); }
  .controls label { display: flex; gap: 8px; align-items: center; flex: 1 1 160px; }
  .views, .downloads { display: flex; gap: 4px; }
  .views button[aria-pressed="true"] { font-weight: 600; }
  .controls input { flex: 1; min-width: 60px; }
  .controls output { min-width: 3.5em; text-align: right; font-variant-numeric: tabular-nums; }
  .controls button { font: inherit; padding: 2px 10px; }
  .message { position: absolute; inset: 0; display: grid; place-items: center; padding: 16px; text-align: center; }
  .message:empty { display: none; }
</style>
<div class="message" role="alert"></div>
<div class="controls" part="controls">
  <label>Fold <input type="range" min="0" max="1" step="0.01" value="1" aria-valuetext="folded"></label>
  <output aria-hidden="true">100%</output>
  <button type="button" class="play">Play</button>
  <div class="views" role="group" aria-label="Camera view">
    <button type="button" data-view="three-quarter" aria-label="Three-quarter view" aria-pressed="true">Three-quarter</button>
    <button type="button" data-view="front" aria-label="Front view" aria-pressed="false">Front</button>
    <button type="button" data-view="back" aria-label="Back view" aria-pressed="false">Back</button>
    <button type="button" data-view="top" aria-label="Top view" aria-pressed="false">Top</button>
  </div>
  <div class="downloads" role="group" aria-label="Download">
    <button type="button" data-download="png" aria-label="Download a PNG of this view">PNG</button>
    <button type="button" data-download="glb" aria-label="Download the folded box as GLB">GLB</button>
  </div>
</div>`;

/** The size a PNG download is drawn at unless asked otherwise: print-ready, not the screen's. */
const DOWNLOAD_PNG_SIZE = { width: 2000, height: 1500 };

/**
 * The description with its artwork URLs resolved where it came from: the `description` property then
 * hands out one that can be changed and set back (another substrate, say) on any page.
 */
function withAbsoluteArtwork(description: MockupDescription, baseUrl: string): MockupDescription {
  const absolute = (url: string | undefined) => (url ? { url: new URL(url, baseUrl).href } : undefined);
  const artwork: MockupDescription['artwork'] = {};
  for (const [part, faces] of Object.entries(description.artwork)) {
    const outside = absolute(faces.outside);
    const inside = absolute(faces.inside);
    artwork[part] = {
      ...(outside ? { outside: outside.url } : {}),
      ...(inside ? { inside: inside.url } : {}),
    };
  }
  return { ...description, artwork };
}

const isCameraView = (value: unknown): value is CameraView => CAMERA_VIEWS.includes(value as CameraView);

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1);

/**
 * `<diecut-mockup>`: a folded box in 3D wearing its artwork on the chosen substrate. Give it a
 * description by the `src` attribute (a URL) or the `description` property.
 */
export class DiecutMockupElement extends BaseElement {
  static readonly observedAttributes = ['src', 'fold', 'background', 'autoplay', 'view'];

  private stage: MockupStage | undefined;
  private current: MockupDescription | undefined;
  private baseUrl = '';
  private progress = 1;
  private cameraView: CameraView | null = 'three-quarter';
  private loading = 0;
  private playing = 0;
  private artwork = new Map<string, Texture>();
  private resizeObserver: ResizeObserver | undefined;
  private slider: HTMLInputElement | undefined;
  private readout: HTMLOutputElement | undefined;
  private message: HTMLElement | undefined;

  /**
   * The description shown, as parsed, with absolute artwork URLs; setting it shows another box (its
   * relative URLs resolve against the page).
   */
  get description(): MockupDescription | undefined {
    return this.current;
  }

  set description(value: MockupDescription | unknown) {
    void this.show(value, document.baseURI);
  }

  /** The fold progress shown, 0 (flat) to 1 (folded). */
  get fold(): number {
    return this.progress;
  }

  set fold(value: number) {
    this.setFold(value);
  }

  /**
   * The camera preset: `three-quarter` (the front from the right and above, where a mockup opens),
   * `front`, `back` or `top`; null once the camera was orbited by hand. Setting it frames the box
   * from there and announces it with `viewchange`.
   */
  get view(): CameraView | null {
    return this.cameraView;
  }

  set view(value: CameraView) {
    this.setView(value);
  }

  /** How the box stands and where the camera looks from, as drawn; undefined before a box is shown. */
  get viewState(): MockupViewState | undefined {
    return this.stage?.state();
  }

  /**
   * The current view as a PNG of `width` x `height` pixels (default the element's own size), drawn
   * again at that size rather than scaled. Rejects before a box is shown.
   */
  async toPng(size?: { width: number; height: number }): Promise<Blob> {
    if (!this.stage || !this.current) throw new Error('no mockup shown yet');
    const width = Math.round(size?.width ?? (this.clientWidth || 800));
    const height = Math.round(size?.height ?? (this.clientHeight || 600));
    if (!(width > 0 && height > 0 && width <= 8192 && height <= 8192))
      throw new RangeError('a PNG is 1 to 8192 pixels each way');
    return this.stage.snapshot(width, height);
  }

  /** The box as it is folded now, with its artwork and materials, as a GLB file (binary glTF). */
  async toGlb(): Promise<Blob> {
    if (!this.stage || !this.current) throw new Error('no mockup shown yet');
    return new Blob([await this.stage.glb()], { type: 'model/gltf-binary' });
  }

  /** Saves a file the element made, named after the mockup. */
  private download(blob: Blob, extension: string): void {
    const name = (this.current?.name || 'mockup').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${name || 'mockup'}.${extension}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  }

  /** Looks at the box from a camera preset (see `view`). */
  setView(view: CameraView): void {
    if (!isCameraView(view)) return;
    this.stage?.setView(view);
    this.viewChanged(view);
  }

  private viewChanged(view: CameraView | null): void {
    this.cameraView = view;
    this.shadowRoot?.querySelectorAll<HTMLButtonElement>('[data-view]').forEach((button) => {
      button.setAttribute('aria-pressed', String(button.dataset.view === view));
    });
    this.dispatchEvent(new CustomEvent('viewchange', { detail: { view } }));
  }

  connectedCallback(): void {
    if (!this.shadowRoot) this.buildShadow();
    this.resizeObserver = new ResizeObserver(() => this.fit());
    this.resizeObserver.observe(this);
    if (this.current && !this.stage) void this.show(this.current, this.baseUrl);
  }

  disconnectedCallback(): void {
    this.resizeObserver?.disconnect();
    this.playing++;
    // a page can hold only so many WebGL contexts: give this one back, rebuild if the element returns
    this.stage?.dispose();
    this.stage?.canvas.remove();
    this.stage = undefined;
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous === value) return;
    if (name === 'src' && value) void this.load(value);
    else if (name === 'fold' && value !== null) this.setFold(Number(value));
    else if (name === 'background' && this.current) this.stage?.setBackground(this.backgroundColor());
    else if (name === 'view' && isCameraView(value)) this.setView(value);
  }

  /** Poses the box at `progress` (0 flat, 1 folded) and announces it with `foldchange`. */
  setFold(progress: number): void {
    this.progress = clamp01(progress);
    this.stage?.pose(this.progress);
    if (this.slider) {
      this.slider.value = String(this.progress);
      this.slider.setAttribute('aria-valuetext', `${Math.round(this.progress * 100)}% folded`);
    }
    if (this.readout) this.readout.value = `${Math.round(this.progress * 100)}%`;
    this.dispatchEvent(new CustomEvent('foldchange', { detail: { progress: this.progress } }));
  }

  /** Folds the box from flat to closed; resolves when it is closed (or another play or pose took over). */
  play(): Promise<void> {
    const run = ++this.playing;
    const start = performance.now();
    return new Promise((resolve) => {
      const step = (now: number) => {
        if (run !== this.playing) return resolve();
        const t = Math.min(1, (now - start) / PLAY_DURATION_MS);
        // eased, so each stage starts and lands gently
        this.setFold(t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
        if (t < 1) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
  }

  private buildShadow(): void {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = TEMPLATE;
    this.slider = root.querySelector('input') as HTMLInputElement;
    this.readout = root.querySelector('output') as HTMLOutputElement;
    this.message = root.querySelector('.message') as HTMLElement;
    this.slider.addEventListener('input', () => {
      this.playing++;
      this.setFold(Number(this.slider?.value));
    });
    root.querySelector('.play')?.addEventListener('click', () => void this.play());
    root.querySelectorAll<HTMLButtonElement>('[data-view]').forEach((button) => {
      button.addEventListener('click', () => this.setView(button.dataset.view as CameraView));
    });
    root.querySelector('[data-download="png"]')?.addEventListener('click', () => {
      void this.toPng(DOWNLOAD_PNG_SIZE).then((blob) => this.download(blob, 'png'));
    });
    root.querySelector('[data-download="glb"]')?.addEventListener('click', () => {
      void this.toGlb().then((blob) => this.download(blob, 'glb'));
    });
    this.slider.value = String(this.progress);
  }

  private async load(src: string): Promise<void> {
    const ticket = ++this.loading;
    try {
      const url = new URL(src, document.baseURI);
      const fetching = fetch(url);
      // the WebGL context takes a while to make: while the description is on its way
      this.prepareStage();
      const response = await fetching;
      if (!response.ok) throw new Error(`Could not load the mockup description (HTTP ${response.status}).`);
      const json: unknown = await response.json();
      if (ticket === this.loading) await this.show(json, response.url || url.href, ticket);
    } catch (error) {
      if (ticket === this.loading) this.fail(error);
    }
  }

  private async show(input: unknown, baseUrl: string, ticket = ++this.loading): Promise<void> {
    try {
      const description = withAbsoluteArtwork(parseMockupDescription(input), baseUrl);
      const artwork = await this.loadArtwork(description);
      if (ticket !== this.loading) return;
      this.current = description;
      this.baseUrl = baseUrl;
      if (!this.isConnected) return;
      if (!this.shadowRoot) this.buildShadow();
      const stage = this.ensureStage();
      if (stage.canvas.parentNode !== this.shadowRoot) this.shadowRoot?.prepend(stage.canvas);
      stage.canvas.setAttribute(
        'aria-label',
        description.name ? `3D mockup of ${description.name}` : '3D mockup',
      );
      if (this.message) this.message.textContent = '';
      this.removeAttribute('data-error');
      const autoplay = this.hasAttribute('autoplay');
      // one draw for the lot: the box is drawn once, framed and posed, before `load`
      stage.batch(() => {
        stage.setBackground(this.backgroundColor());
        stage.show({
          scene: description.scene,
          substrateOf: (partNumber) => partSubstrate(description, partNumber),
          artworkOf: (partNumber) => {
            const urls = description.artwork[String(partNumber)] ?? {};
            const outside = urls.outside ? artwork.get(urls.outside) : undefined;
            const inside = urls.inside ? artwork.get(urls.inside) : undefined;
            return { ...(outside ? { outside } : {}), ...(inside ? { inside } : {}) };
          },
        });
        this.fit();
        this.setFold(autoplay ? 0 : this.progress);
      });
      this.setAttribute('data-ready', '');
      this.dispatchEvent(new Event('load'));
      if (autoplay) void this.play();
    } catch (error) {
      if (ticket === this.loading) this.fail(error);
    }
  }

  /** Loads every artwork image once; one that fails is reported and the face shows its board. */
  private async loadArtwork(description: MockupDescription): Promise<Map<string, Texture>> {
    const urls = new Set<string>();
    for (const faces of Object.values(description.artwork)) {
      for (const url of [faces.outside, faces.inside]) if (url) urls.add(url);
    }
    const loader = new TextureLoader();
    const loaded = new Map<string, Texture>();
    await Promise.all(
      [...urls].map(async (url) => {
        const cached = this.artwork.get(url);
        if (cached) return loaded.set(url, cached);
        try {
          const texture = await loader.loadAsync(url);
          texture.colorSpace = SRGBColorSpace;
          texture.anisotropy = 4;
          loaded.set(url, texture);
        } catch {
          this.report(`Could not load the artwork ${url}.`);
        }
      }),
    );
    for (const [url, texture] of this.artwork) if (!loaded.has(url)) texture.dispose();
    this.artwork = loaded;
    return loaded;
  }

  /**
   * Makes the stage ahead of its box, sized, on the page's background, when the element is on a
   * page and WebGL works (if not, showing the box says why). Its canvas joins the element with the
   * box, so nothing but the page shows until then; drawing it empty meanwhile readies the ground.
   */
  private prepareStage(): void {
    if (this.stage || !this.isConnected) return;
    if (!this.shadowRoot) this.buildShadow();
    let stage: MockupStage;
    try {
      stage = this.ensureStage();
    } catch {
      return;
    }
    stage.batch(() => {
      stage.setBackground(this.backgroundColor());
      this.fit();
    });
  }

  private ensureStage(): MockupStage {
    if (this.stage) return this.stage;
    let stage: MockupStage;
    try {
      stage = new MockupStage();
    } catch {
      throw new Error('This browser cannot show the 3D mockup: WebGL is not available.');
    }
    this.stage = stage;
    stage.canvas.setAttribute('aria-label', '3D mockup');
    stage.canvas.setAttribute('role', 'img');
    stage.onViewChange = (view) => this.viewChanged(view);
    // a new stage looks from the three-quarter view already: no draw for it
    if (this.cameraView && this.cameraView !== stage.cameraView) stage.setView(this.cameraView);
    return stage;
  }

  private fit(): void {
    const controls = this.shadowRoot?.querySelector<HTMLElement>('.controls');
    // the controls float over the foot of the canvas: frame the box above them
    this.stage?.setBottomInset(controls ? this.clientHeight - controls.offsetTop : 0);
    this.stage?.resize(this.clientWidth, this.clientHeight);
  }

  private backgroundColor(): string {
    const override = this.getAttribute('background');
    return override && /^#[0-9a-fA-F]{6}$/.test(override)
      ? override
      : (this.current?.background ?? '#ffffff');
  }

  private fail(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (this.message) this.message.textContent = message;
    this.setAttribute('data-error', message);
    this.report(message);
  }

  private report(message: string): void {
    this.dispatchEvent(new ErrorEvent('error', { message }));
  }
}

/** Defines `<diecut-mockup>` unless the page already has it. */
export function defineDiecutMockup(): void {
  if (!customElements.get(DIECUT_MOCKUP_TAG)) customElements.define(DIECUT_MOCKUP_TAG, DiecutMockupElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'diecut-mockup': DiecutMockupElement;
  }
}
