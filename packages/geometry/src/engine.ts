// The engine without the template catalog: boards, panel graphs, what is derived from them, checks,
// layouts and mockup scenes, and the catalog's vocabulary (parameters, validation, groups). A page
// that draws or folds a dieline it was sent needs no more; `@diecut/geometry/catalog` adds the
// templates, which grow with every style.
export {
  type Board,
  type CorrugatedBoard,
  corrugatedBoard,
  FLUTE_PROFILES,
  FLUTES,
  type Flute,
  type FluteProfile,
  type FoldingCartonBoard,
  fluteProfile,
  foldAllowance,
  foldingCartonBoard,
  type Greyboard,
  greyboard,
  mayTurnQuarter,
  type WrapPaper,
  wrapPaper,
} from './board/board';
export {
  type BlankSizeWarning,
  blankSizeWarnings,
  DEFAULT_MACHINE_SHEETS,
  type MachineSheet,
  type MachineSheets,
  parseMachineSheets,
} from './board/machine-sheets';
export { autoLockHook } from './cartons/auto-lock-bottom';
export { type CartonSize, WALL_IDS, type WallId } from './cartons/carton-layout';
export { DUST_FLAP_STYLE_NAMES, DUST_FLAP_STYLES, type DustFlapStyle } from './cartons/dust-flap';
export { EURO_SLOT, euroSlot } from './cartons/euro-slot';
export {
  buildFoldingCarton,
  type ClosureSpec,
  type FoldingCartonSpec,
  type HangerSpec,
} from './cartons/folding-carton';
export { buildGluedTray, type GluedTraySpec } from './cartons/glued-tray';
export { SNAP_LOCK_MIN_TONGUE } from './cartons/snap-lock-bottom';
export { TUCK_STYLE_NAMES, TUCK_STYLES, type TuckClosureSpec, type TuckStyle } from './cartons/tuck-closure';
export { ABSURD_LENGTH_MM, INCH_STEP, parameterDefault } from './catalog/common-parameters';
export { describeViolation, LIMIT_PLACEHOLDER } from './catalog/constraints';
export {
  DIMENSION_TYPES,
  type DimensionType,
  dimensionTypeOf,
  dimensionTypeParameter,
  insideSizes,
  withDimensionType,
} from './catalog/dimension-type';
export { followSuggestions, sampleValues } from './catalog/sample-values';
export type {
  ConstraintViolation,
  NestingComponent,
  TemplateCategory,
  TemplateDefinition,
  TemplateFeature,
  TemplateFeatureType,
  TemplateGroup,
  TemplateLinkRel,
  TemplateParameter,
  TemplatePart,
  TemplateValues,
  TemplateVariant,
  VariableDataType,
} from './catalog/template-definition';
export { TEMPLATE_GROUP_LIST, TEMPLATE_GROUPS, templateGroup } from './catalog/template-groups';
export { artworkSize, type PartSummary, printedPartIndex, summarizeParts } from './catalog/template-outputs';
export { TemplateVariablesError } from './catalog/template-variables-error';
export type { Suggestion, VariableProblem, VariableProblemCode } from './catalog/variable-problem';
export {
  checkTemplateVariables,
  flattenParameters,
  type TemplateVariablesCheck,
  type VariablesOf,
  validateTemplateVariables,
} from './catalog/variable-validation';
export {
  checkDesignRules,
  DESIGN_RULES,
  type DesignRuleFinding,
  type DesignRuleId,
  type DesignRuleLimits,
  designRuleLimits,
} from './design-rules/design-rules';
export {
  IDENTITY_PLACEMENT,
  isLayout,
  type Layout,
  type LayoutCopy,
  layoutBlankArea,
  layoutBounds,
  layoutDimensions,
  layoutFilmAreas,
  layoutGlueAreas,
  layoutLineLengths,
  layoutLines,
  layoutRegions,
  layoutUnion,
  PARTS_GAP_MM,
  type Placement,
  partsLayout,
  placePoint,
  placeSegment,
  type Sheet,
  singleCopyLayout,
} from './layout/layout';
export { LINE_TYPES, type LineType } from './line-types';
export type { MockupDescription } from './mockup/mockup-description';
export {
  interpolateTransform,
  type PosableScene,
  posedNormal,
  poseMockupScene,
  type ScenePanelRef,
  type SceneStand,
} from './mockup/mockup-pose';
export {
  type ArtworkFrame,
  artworkFrame,
  type MockupScene,
  type MockupSceneHinge,
  type MockupScenePanel,
  type MockupScenePart,
  mockupGraphOf,
  mockupScene,
  plyOffsets,
} from './mockup/mockup-scene';
export {
  type Bounds,
  blankArea,
  blankBounds,
  blankRegions,
  boundsOf,
  cutSegments,
  dielineLines,
  hingeCreases,
  type LinePath,
  lineLengths,
  mergeCollinear,
  outerContour,
} from './panel-graph/derive-dieline';
export { type FoldFile, toFoldJson } from './panel-graph/fold-json';
export {
  type AssemblyPart,
  applyTransform,
  assembleParts,
  composeTransforms,
  type FoldOptions,
  HALF_TURN_ABOUT_X,
  type HingeTree,
  type HingeTreePoseOptions,
  IDENTITY as IDENTITY_TRANSFORM,
  invertTransform,
  posedOutline,
  poseFoldModel,
  poseHingeTree,
  type RigidTransform,
  rotationAbout,
  type TreeHinge,
  translation,
  type Vec3,
} from './panel-graph/fold-model';
export {
  type BoxSize,
  type ClosureInspection,
  type FoldedBoxInspection,
  type GluedJointInspection,
  HELD_COVERAGE,
  type HeldBy,
  inspectFoldedBox,
  pointInPolygon,
} from './panel-graph/folded-box-inspection';
export type {
  BoxModel,
  CutFeature,
  DimensionLine,
  GlueArea,
  Hinge,
  HingeLineType,
  LockFeature,
  Panel,
  PanelGraph,
  PanelRole,
} from './panel-graph/panel-graph';
export { PanelGraphBuilder } from './panel-graph/panel-graph-builder';
export {
  coveredArea,
  intersectionArea,
  offsetRegions,
  type Region,
  regionArea,
  unionPolygons,
} from './panel-graph/polygon-ops';
export { type Corner, outline, placeOutline, rectangle } from './primitives/outline';
export {
  type ArcSegment,
  arc,
  arcSweep,
  distanceToSegment,
  flattenLoop,
  flattenSegment,
  hypot,
  type LineSegment,
  line,
  type Point,
  point,
  polygonArea,
  type Segment,
  segmentEnd,
  segmentLength,
  segmentStart,
} from './primitives/segment';
export {
  type BookBoxSpec,
  type BookCaseLayout,
  bookCaseLayout,
  buildBookBox,
  buildBookCaseWrap,
  buildBookLiner,
  hingeGap,
} from './rigid/book-box';
export { buildLidAndBaseBox, type LidAndBaseBoxSpec, lidTray } from './rigid/lid-and-base-box';
export {
  buildRigidTrayBoard,
  buildRigidTrayWrap,
  CORNER_LAP,
  type RigidTraySpec,
  rigidTrayOutside,
  rigidTrayWrapLayout,
  wrapPlacementOnBoard,
} from './rigid/rigid-tray';
export {
  displayLength,
  displayLengthWithin,
  fromMillimetres,
  MM_PER_INCH,
  roundTo,
  toMillimetres,
  UNIT_DECIMALS,
  type Unit,
} from './units';
