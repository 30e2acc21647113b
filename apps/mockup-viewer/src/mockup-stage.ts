import { type MockupScene, poseMockupScene } from '@diecut/geometry';
import {
  Box3,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Matrix4,
  Mesh,
  NeutralToneMapping,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  ShadowMaterial,
  type Texture,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';
import { bendAllowanceOf, bendCrease, type CreaseBand, creaseBand, creaseGeometry } from './crease-geometry';
import { creasedSpan } from './creased-span';
import { CUT_EDGE, INSIDE_FACE, PRINTED_FACE, panelGeometry } from './panel-geometry';
import { substrateAppearance } from './substrate-appearance';
import { edgeRepeatMm, type PartMaterials, partMaterials } from './substrate-materials';

/** What the stage draws: the scene, and per part its substrate key and artwork textures. */
export interface StageContent {
  scene: MockupScene;
  substrateOf(partNumber: number): string;
  artworkOf(partNumber: number): { outside?: Texture; inside?: Texture };
}

const CAMERA_FOV = 32;

/** The camera's presets. The scene stands its box with its front toward +z and its base down. */
export const CAMERA_VIEWS = ['three-quarter', 'front', 'back', 'top'] as const;
export type CameraView = (typeof CAMERA_VIEWS)[number];

/**
 * Where each preset looks from (x right, y up, z toward the front): the three-quarter view, from the
 * front right and above as a box is shown on a product page, is the one a mockup opens on.
 */
const VIEW_DIRECTIONS: Record<CameraView, Vector3> = {
  'three-quarter': new Vector3(0.7, 0.7, 1.2),
  front: new Vector3(0, 0.3, 1),
  back: new Vector3(0, 0.3, -1),
  // a touch toward the front, so that the blank's top is at the top of the picture
  top: new Vector3(0, 1, 0.001),
};
/** How much higher a preset looks from when the box lies flat, so the blank is not seen edge-on. */
const FLAT_RISE = 1.2;
/** The three-quarter view's azimuth about the vertical (0 from the front, positive to the right). */
const VIEW_AZIMUTH = Math.atan2(VIEW_DIRECTIONS['three-quarter'].x, VIEW_DIRECTIONS['three-quarter'].z);
/** How far the views of the front aim from the box's centre toward its front panel's. */
const FRONT_PULL = 0.5;

/** What the stage shows, for a page or a test: how the box stands and where the camera looks from. */
export interface MockupViewState {
  /** The preset in use, or null once the camera was orbited by hand. */
  view: CameraView | null;
  /** The base panel's outward normal, in the scene (y up); null for a scene that names no base. */
  baseNormal: [number, number, number] | null;
  /** The front panel's outward normal; null for a scene that names no front. */
  frontNormal: [number, number, number] | null;
  /** Unit vector from the target toward the camera. */
  cameraDirection: [number, number, number];
  /** How far the lowest point of the box is above the ground, mm. */
  groundGap: number;
  /** The front panel's centre on the canvas, 0..1 from the left and from the top; null when none. */
  frontOnCanvas: [number, number] | null;
}

/**
 * The three.js side of the viewer: renderer, lights, ground shadow, camera and the posed panels.
 * Draws on demand (after a pose, a resize or an orbit), never in a loop of its own.
 */
export class MockupStage {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(CAMERA_FOV, 1, 1, 10_000);
  private readonly controls: OrbitControls;
  private readonly box = new Group();
  private readonly ground: Mesh<PlaneGeometry, ShadowMaterial>;
  private readonly key = new DirectionalLight(0xffffff, 2.4);
  private readonly fill = new DirectionalLight(0xffffff, 0.7);
  private content: StageContent | undefined;
  private materials: PartMaterials[] = [];
  private panels: Array<{ part: number; id: string; mesh: Mesh }> = [];
  /** The board bending round each hinge, between its parent and child panels. */
  private creases: Array<{ part: number; parent: string; child: string; band: CreaseBand; mesh: Mesh }> = [];
  private progress = 1;
  private view: CameraView | null = 'three-quarter';
  /** The camera's distance over the framing distance, as the user last zoomed. */
  private zoom = 1;
  private fitDistance = 1;
  /** Pixels at the foot of the canvas that the controls cover: the box is framed above them. */
  private bottomInset = 0;
  private size = { width: 1, height: 1 };
  /** The drawing buffer's size, pixel ratio and inset last applied: a resize to the same is no change. */
  private applied = '';
  /** Open `batch` calls: while any is, a draw asked for waits for the last to close. */
  private batching = 0;
  private drawAsked = false;
  private readonly lightCentre = new Vector3();
  private lightReach = 1;
  /** Called when the user orbits the camera away from its preset. */
  onViewChange: ((view: CameraView | null) => void) | undefined;

  constructor() {
    this.renderer = new WebGLRenderer({ antialias: true, alpha: false });
    this.canvas = this.renderer.domElement;
    this.renderer.setPixelRatio(Math.min(2, globalThis.devicePixelRatio || 1));
    this.renderer.toneMapping = NeutralToneMapping;
    this.renderer.shadowMap.enabled = true;
    // PCF filtering with the light's shadow radius: three.js samples a disk that wide, a soft edge
    this.renderer.shadowMap.type = PCFShadowMap;

    this.scene.add(new HemisphereLight(0xffffff, 0xb9b2a8, 1.6));
    this.key.castShadow = true;
    this.key.shadow.mapSize.set(1024, 1024);
    this.key.shadow.radius = 6;
    this.key.shadow.bias = -0.0005;
    this.scene.add(this.key, this.key.target, this.fill, this.fill.target, this.box);

    this.ground = new Mesh(new PlaneGeometry(1, 1), new ShadowMaterial({ opacity: 0.2 }));
    this.ground.rotation.x = -Math.PI / 2;
    this.ground.receiveShadow = true;
    this.scene.add(this.ground);

    this.controls = new OrbitControls(this.camera, this.canvas);
    this.controls.addEventListener('change', () => {
      const offset = this.camera.position.clone().sub(this.controls.target);
      this.aimLights(Math.atan2(offset.x, offset.z));
      this.render();
    });
    this.controls.addEventListener('start', () => {
      if (this.view === null) return;
      this.view = null;
      this.onViewChange?.(null);
    });
    this.controls.addEventListener('end', () => {
      this.zoom = this.camera.position.distanceTo(this.controls.target) / this.fitDistance;
    });
  }

  /** The camera preset in use, or null once orbited by hand. */
  get cameraView(): CameraView | null {
    return this.view;
  }

  /** Looks at the box from a preset, framing it whole. */
  setView(view: CameraView): void {
    this.view = view;
    this.zoom = 1;
    this.reframe();
  }

  setBackground(hex: string): void {
    this.scene.background = new Color(hex);
    this.render();
  }

  /** Replaces what is shown, standing on its base, the camera at its preset. */
  show(content: StageContent): void {
    this.clear();
    this.content = content;
    const { scene } = content;
    for (const part of scene.parts) {
      const appearance = substrateAppearance(content.substrateOf(part.partNumber));
      const materials = partMaterials(appearance, content.artworkOf(part.partNumber), part.artworkFrame);
      this.materials.push(materials);
      const slots = [];
      slots[PRINTED_FACE] = materials.printed;
      slots[INSIDE_FACE] = materials.inside;
      slots[CUT_EDGE] = materials.edge;
      const repeat = edgeRepeatMm(appearance, part.board.caliper);
      const allowance = bendAllowanceOf(part.board.caliper);
      // where each hinge's board bends: the edge less a slit-lock tuck's slits, drawn as cuts
      const creases = part.hinges.map((hinge) => ({ hinge, span: creasedSpan(hinge, part.panels) }));
      const creasesOf = (id: string) =>
        creases.filter(({ hinge }) => hinge.parent === id || hinge.child === id).map(({ span }) => span);
      for (const panel of part.panels) {
        const geometry = panelGeometry(
          panel.outline,
          part.board.caliper,
          part.artworkFrame,
          repeat,
          creasesOf(panel.id),
          panel.holes ?? [],
          allowance,
        );
        const mesh = new Mesh(geometry, slots);
        mesh.matrixAutoUpdate = false;
        mesh.castShadow = true;
        this.box.add(mesh);
        this.panels.push({ part: part.partNumber, id: panel.id, mesh });
      }
      const outlines = new Map(part.panels.map((panel) => [panel.id, panel.outline]));
      for (const { hinge, span } of creases) {
        const parent = outlines.get(hinge.parent);
        const child = outlines.get(hinge.child);
        if (!parent || !child) continue;
        const band = creaseBand(
          span,
          { outline: parent, creases: creasesOf(hinge.parent) },
          { outline: child, creases: creasesOf(hinge.child) },
          part.board.caliper,
          allowance,
        );
        const mesh = new Mesh(creaseGeometry(band, part.artworkFrame, repeat), slots);
        mesh.castShadow = true;
        this.box.add(mesh);
        this.creases.push({ part: part.partNumber, parent: hinge.parent, child: hinge.child, band, mesh });
      }
    }
    this.light();
    this.pose(this.progress);
  }

  /** Poses every part at `progress` (0 flat, 1 folded), on the ground, frames it and draws. */
  pose(progress: number): void {
    this.progress = progress;
    this.place(progress);
    this.reframe();
  }

  private place(progress: number): void {
    const scene = this.content?.scene;
    if (!scene) return;
    const matrix = new Matrix4();
    const posed = poseMockupScene(scene, progress);
    for (const panel of this.panels) {
      const t = posed[panel.part - 1]?.get(panel.id);
      if (!t) continue;
      const [a, b, c, d, e, f, g, h, i] = t.rotation;
      const [x, y, z] = t.translation;
      matrix.set(a, b, c, x, d, e, f, y, g, h, i, z, 0, 0, 0, 1);
      panel.mesh.matrix.copy(matrix);
      panel.mesh.matrixWorldNeedsUpdate = true;
    }
    for (const crease of this.creases) {
      const parent = posed[crease.part - 1]?.get(crease.parent);
      const child = posed[crease.part - 1]?.get(crease.child);
      if (parent && child) bendCrease(crease.mesh.geometry, crease.band, parent, child);
    }
    this.box.updateMatrixWorld(true);
  }

  private meshOf(ref: { part: number; panel: string } | undefined): Mesh | undefined {
    return ref && this.panels.find((panel) => panel.part === ref.part && panel.id === ref.panel)?.mesh;
  }

  /** How the box stands and where the camera is (see `MockupViewState`). */
  state(): MockupViewState {
    const stand = this.content?.scene.stand;
    const meshOf = (ref: { part: number; panel: string } | undefined) => this.meshOf(ref);
    const normalOf = (mesh: Mesh | undefined): [number, number, number] | null => {
      if (!mesh) return null;
      const normal = new Vector3().setFromMatrixColumn(mesh.matrixWorld, 2).normalize();
      return [normal.x, normal.y, normal.z];
    };
    const front = meshOf(stand?.front);
    let frontOnCanvas: [number, number] | null = null;
    if (front) {
      const centre = new Box3().setFromObject(front).getCenter(new Vector3()).project(this.camera);
      frontOnCanvas = [(centre.x + 1) / 2, (1 - centre.y) / 2];
    }
    const direction = this.camera.position.clone().sub(this.controls.target).normalize();
    return {
      view: this.view,
      baseNormal: normalOf(meshOf(stand?.base)),
      frontNormal: normalOf(front),
      cameraDirection: [direction.x, direction.y, direction.z],
      groundGap: new Box3().setFromObject(this.box).min.y,
      frontOnCanvas,
    };
  }

  /** Frames the box above the foot of the canvas, `pixels` high, where controls cover it. */
  setBottomInset(pixels: number): void {
    this.bottomInset = Math.max(0, pixels);
    this.resize(this.size.width, this.size.height);
  }

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    // the element's resize observer reports its first size too, which a page has framed already
    const applied = `${width}x${height}@${this.renderer.getPixelRatio()}-${this.bottomInset}`;
    if (applied === this.applied) return;
    this.applied = applied;
    this.size = { width, height };
    this.renderer.setSize(width, height, false);
    // the picture is a window on a taller one whose middle is the middle of what the controls leave
    const inset = Math.min(this.bottomInset, height / 3);
    this.camera.aspect = width / (height + inset);
    this.camera.setViewOffset(width, height + inset, 0, inset, width, height);
    this.reframe();
  }

  render(): void {
    if (this.batching > 0) {
      this.drawAsked = true;
      return;
    }
    this.renderer.render(this.scene, this.camera);
  }

  /**
   * Runs `changes` (a show, a resize, a pose...) and draws once after them, if any asked to draw:
   * without a GPU (WebGL in software) each draw of the box and its shadow is slow, so a page opening
   * draws its box once, not once per step.
   */
  batch(changes: () => void): void {
    this.batching++;
    try {
      changes();
    } finally {
      this.batching--;
      if (this.batching === 0 && this.drawAsked) {
        this.drawAsked = false;
        this.render();
      }
    }
  }

  /**
   * The current view drawn at `width` x `height` pixels (one pixel a pixel, whatever the screen's
   * ratio) as a PNG; the canvas goes back to its own size after.
   */
  async snapshot(width: number, height: number): Promise<Blob> {
    const ratio = this.renderer.getPixelRatio();
    const { width: ownWidth, height: ownHeight } = this.size;
    const inset = this.bottomInset;
    try {
      this.bottomInset = 0;
      this.renderer.setPixelRatio(1);
      this.resize(width, height);
      this.render();
      return await new Promise<Blob>((resolve, reject) =>
        this.canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
      );
    } finally {
      this.bottomInset = inset;
      this.renderer.setPixelRatio(ratio);
      this.resize(ownWidth, ownHeight);
      this.render();
    }
  }

  /** The box as posed, its panels with their materials and artwork, as a binary glTF (GLB). */
  async glb(): Promise<ArrayBuffer> {
    const result = await new GLTFExporter().parseAsync(this.box, { binary: true, onlyVisible: true });
    if (!(result instanceof ArrayBuffer)) throw new Error('the exporter gave no binary glTF');
    return result;
  }

  dispose(): void {
    this.clear();
    this.controls.dispose();
    this.ground.geometry.dispose();
    this.ground.material.dispose();
    this.renderer.dispose();
  }

  private clear(): void {
    for (const { mesh } of [...this.panels, ...this.creases]) {
      mesh.geometry.dispose();
      this.box.remove(mesh);
    }
    this.creases = [];
    for (const materials of this.materials) materials.dispose();
    this.panels = [];
    this.materials = [];
    this.content = undefined;
  }

  /**
   * Turns the lights with the camera about the vertical: the key from the camera's upper left (as
   * it lights the front in the three-quarter view), the fill from its right, so that whichever side
   * a preset or the user looks at is lit, not in shade.
   */
  private aimLights(azimuth: number): void {
    const turn = azimuth - VIEW_AZIMUTH;
    const key = new Vector3(-0.55, 1.3, 1.1).applyAxisAngle(new Vector3(0, 1, 0), turn);
    const fill = new Vector3(1.2, 0.4, 0.2).applyAxisAngle(new Vector3(0, 1, 0), turn);
    this.key.position.copy(this.lightCentre).addScaledVector(key, this.lightReach);
    this.key.target.position.copy(this.lightCentre);
    this.fill.position.copy(this.lightCentre).addScaledVector(fill, this.lightReach);
    this.fill.target.position.copy(this.lightCentre);
    this.key.target.updateMatrixWorld();
    this.fill.target.updateMatrixWorld();
  }

  /**
   * Sets the lights, shadow and ground for the box at its largest (folded or lying flat): lit from the
   * upper left front, where the standing box shows its front, filled from the right.
   */
  private light(): void {
    const bounds = new Box3();
    for (const progress of [0, 1]) {
      this.place(progress);
      bounds.union(new Box3().setFromObject(this.box));
    }
    const centre = bounds.getCenter(new Vector3());
    const reach = Math.max(1, bounds.getSize(new Vector3()).length() / 2) * 2;
    this.lightCentre.copy(centre);
    this.lightReach = reach;
    this.aimLights(0);
    const shadow = this.key.shadow.camera;
    shadow.left = -reach;
    shadow.right = reach;
    shadow.top = reach;
    shadow.bottom = -reach;
    shadow.near = reach * 0.1;
    shadow.far = reach * 4;
    shadow.updateProjectionMatrix();
    this.ground.scale.set(reach * 4, reach * 4, 1);
    this.ground.position.set(centre.x, -0.05, centre.z);
  }

  /**
   * Aims the camera at the box as posed so that it fits the view: from the preset's direction (seen
   * from higher as the box flattens), or from where the user orbited to, at the user's zoom. The
   * distance is the least at which every corner of the box's bounds is in the picture, above the
   * controls.
   */
  private reframe(): void {
    const bounds = new Box3().setFromObject(this.box);
    if (bounds.isEmpty()) {
      this.render();
      return;
    }
    const centre = bounds.getCenter(new Vector3());
    const radius = Math.max(1, bounds.getSize(new Vector3()).length() / 2);
    // the views of the front aim between the box's centre and its front panel's
    const front = this.meshOf(this.content?.scene.stand?.front);
    if (front && (this.view === 'three-quarter' || this.view === 'front')) {
      const pull = new Box3().setFromObject(front).getCenter(new Vector3()).sub(centre);
      centre.addScaledVector(pull, FRONT_PULL * this.progress);
    }
    const direction = this.view
      ? VIEW_DIRECTIONS[this.view].clone()
      : this.camera.position.clone().sub(this.controls.target);
    if (this.view && this.view !== 'top') direction.y += FLAT_RISE * (1 - this.progress);
    if (direction.lengthSq() === 0) direction.copy(VIEW_DIRECTIONS['three-quarter']);
    direction.normalize();
    this.aimLights(Math.atan2(direction.x, direction.z));
    // the picture's axes seen from there (up is the world's up, across the line of sight)
    const up = new Vector3(0, 1, 0).addScaledVector(direction, -direction.y).normalize();
    const right = new Vector3().crossVectors(up, direction);
    const { width, height } = this.size;
    const inset = Math.min(this.bottomInset, height / 3);
    const tanV = Math.tan((CAMERA_FOV / 2) * (Math.PI / 180)) * ((height - inset) / (height + inset));
    const tanH = tanV * (width / (height - inset));
    let fit = 0;
    for (const x of [bounds.min.x, bounds.max.x]) {
      for (const y of [bounds.min.y, bounds.max.y]) {
        for (const z of [bounds.min.z, bounds.max.z]) {
          const corner = new Vector3(x, y, z).sub(centre);
          const toward = corner.dot(direction);
          fit = Math.max(
            fit,
            toward + Math.abs(corner.dot(right)) / tanH,
            toward + Math.abs(corner.dot(up)) / tanV,
          );
        }
      }
    }
    this.fitDistance = Math.max(fit * 1.06, radius * 0.5);
    const distance = this.fitDistance * this.zoom;
    this.camera.position.copy(centre).addScaledVector(direction, distance);
    this.camera.near = distance / 50;
    this.camera.far = distance * 20;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(centre);
    this.controls.minDistance = radius * 0.5;
    this.controls.maxDistance = this.fitDistance * 5;
    this.controls.update();
    this.render();
  }
}
