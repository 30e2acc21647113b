import type { MockupScene } from '@diecut/geometry';
import {
  Box3,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Matrix4,
  Mesh,
  NeutralToneMapping,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  ShadowMaterial,
  type Texture,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { CUT_EDGE, INSIDE_FACE, PRINTED_FACE, panelGeometry } from './panel-geometry';
import { placePart } from './part-pose';
import { substrateAppearance } from './substrate-appearance';
import { edgeRepeatMm, type PartMaterials, partMaterials } from './substrate-materials';

/** What the stage draws: the scene, and per part its substrate key and artwork textures. */
export interface StageContent {
  scene: MockupScene;
  substrateOf(partNumber: number): string;
  artworkOf(partNumber: number): { outside?: Texture; inside?: Texture };
}

const CAMERA_FOV = 32;
/** Seen from the front right and above, as a box is shown on a product page. */
const VIEW_DIRECTION = new Vector3(0.85, 0.6, 1.45).normalize();

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
  private progress = 1;

  constructor() {
    this.renderer = new WebGLRenderer({ antialias: true, alpha: false });
    this.canvas = this.renderer.domElement;
    this.renderer.setPixelRatio(Math.min(2, globalThis.devicePixelRatio || 1));
    this.renderer.toneMapping = NeutralToneMapping;
    this.renderer.shadowMap.enabled = true;
    this.renderer.shadowMap.type = PCFSoftShadowMap;

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
    this.controls.addEventListener('change', () => this.render());
  }

  setBackground(hex: string): void {
    this.scene.background = new Color(hex);
    this.render();
  }

  /** Replaces what is shown; the camera frames the assembled (fully folded) box. */
  show(content: StageContent): void {
    this.clear();
    this.content = content;
    const { scene } = content;
    for (const part of scene.parts) {
      const appearance = substrateAppearance(content.substrateOf(part.partNumber));
      const materials = partMaterials(appearance, content.artworkOf(part.partNumber));
      this.materials.push(materials);
      const slots = [];
      slots[PRINTED_FACE] = materials.printed;
      slots[INSIDE_FACE] = materials.inside;
      slots[CUT_EDGE] = materials.edge;
      const repeat = edgeRepeatMm(appearance, part.board.caliper);
      for (const panel of part.panels) {
        const geometry = panelGeometry(panel.outline, part.board.caliper, part.artworkFrame, repeat);
        const mesh = new Mesh(geometry, slots);
        mesh.matrixAutoUpdate = false;
        mesh.castShadow = true;
        this.box.add(mesh);
        this.panels.push({ part: part.partNumber, id: panel.id, mesh });
      }
    }
    this.frame();
    this.pose(this.progress);
  }

  /** Poses every part at `progress` (0 flat, 1 folded), sets the ground under it and draws. */
  pose(progress: number): void {
    this.progress = progress;
    const scene = this.content?.scene;
    if (!scene) return;
    const matrix = new Matrix4();
    for (const part of scene.parts) {
      const transforms = placePart(part, progress, scene.stages);
      for (const panel of this.panels) {
        if (panel.part !== part.partNumber) continue;
        const t = transforms.get(panel.id);
        if (!t) continue;
        const [a, b, c, d, e, f, g, h, i] = t.rotation;
        const [x, y, z] = t.translation;
        matrix.set(a, b, c, x, d, e, f, y, g, h, i, z, 0, 0, 0, 1);
        panel.mesh.matrix.copy(matrix);
        panel.mesh.matrixWorldNeedsUpdate = true;
      }
    }
    this.box.updateMatrixWorld(true);
    // the box stands on the ground whatever its pose, so its shadow stays a contact shadow
    const bounds = new Box3().setFromObject(this.box);
    this.ground.position.y = bounds.min.y - 0.05;
    this.render();
  }

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.render();
  }

  render(): void {
    this.renderer.render(this.scene, this.camera);
  }

  dispose(): void {
    this.clear();
    this.controls.dispose();
    this.ground.geometry.dispose();
    this.ground.material.dispose();
    this.renderer.dispose();
  }

  private clear(): void {
    for (const { mesh } of this.panels) {
      mesh.geometry.dispose();
      this.box.remove(mesh);
    }
    for (const materials of this.materials) materials.dispose();
    this.panels = [];
    this.materials = [];
    this.content = undefined;
  }

  /** Aims the camera, lights and ground at the folded box so that it fills the view. */
  private frame(): void {
    const progress = this.progress;
    this.pose(1);
    this.progress = progress;
    const bounds = new Box3().setFromObject(this.box);
    const centre = bounds.getCenter(new Vector3());
    const radius = Math.max(1, bounds.getSize(new Vector3()).length() / 2);
    const distance = (radius / Math.sin(((CAMERA_FOV / 2) * Math.PI) / 180)) * 1.05;
    this.camera.position.copy(centre).addScaledVector(VIEW_DIRECTION, distance);
    this.camera.near = distance / 50;
    this.camera.far = distance * 20;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(centre);
    this.controls.minDistance = radius;
    this.controls.maxDistance = distance * 5;
    this.controls.update();

    // the key light from the upper left front, the fill from the right; the shadow covers the
    // flat blank too, which reaches farther than the folded box
    const reach = radius * 4;
    this.key.position.copy(centre).add(new Vector3(-0.6, 1.4, 0.9).multiplyScalar(reach));
    this.key.target.position.copy(centre);
    this.fill.position.copy(centre).add(new Vector3(1.2, 0.4, 0.6).multiplyScalar(reach));
    this.fill.target.position.copy(centre);
    const shadow = this.key.shadow.camera;
    shadow.left = -reach;
    shadow.right = reach;
    shadow.top = reach;
    shadow.bottom = -reach;
    shadow.near = reach * 0.1;
    shadow.far = reach * 4;
    shadow.updateProjectionMatrix();
    this.ground.scale.set(reach * 4, reach * 4, 1);
    this.ground.position.x = centre.x;
    this.ground.position.z = centre.z;
  }
}
