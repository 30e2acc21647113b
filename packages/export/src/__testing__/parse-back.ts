/**
 * Readers for the files the writers produce, written independently of the writers, so that tests
 * can measure what a file really draws: line lengths per layer, spot colour or rule type, and texts.
 *
 * Over 400 lines on purpose: test support, never published (the package's `files` are `dist` only),
 * one module of fixtures and four readers (SVG, DXF, PDF, CFF2, in that order) that the writer tests
 * import as one. `readPdf` stays one function: it is a single interpreter of the page's content
 * stream whose operator cases share the graphics state (matrix, stroke colour, current point, path
 * length), read best beside the PDF operator table.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import {
  arcSweep,
  dielineLines,
  findTemplate,
  flattenParameters,
  type LineType,
  lineLengths,
  type PanelGraph,
  PanelGraphBuilder,
  sampleValues,
  type TemplateDefinition,
  type TemplateValues,
  validateTemplateVariables,
} from '@diecut/geometry';
import type { DielineHeader } from '../dieline-document';

type Vec = { x: number; y: number };
const dist = (a: Vec, b: Vec) => Math.hypot(b.x - a.x, b.y - a.y);
const add = (totals: Record<string, number>, key: string, value: number) => {
  totals[key] = (totals[key] ?? 0) + value;
};

// ---------------------------------------------------------------------------------------- fixtures

export function sampleGraph(
  id: string,
  values: Record<string, number> = {},
): { template: TemplateDefinition; graph: PanelGraph } {
  const template = findTemplate(id);
  if (!template) throw new Error(`no template ${id}`);
  const part = template.build({ ...sampleValues(template), ...values })[0];
  if (!part) throw new Error(`${id} builds no part`);
  return { template, graph: part.graph };
}

/**
 * Every length at its minimum (overridden by `values`, mm), then the template's own suggestions
 * followed until its rules hold, as for its sample values: the smallest blank a customer can order,
 * where dimension labels crowd each other most.
 */
export function smallestValues(
  template: TemplateDefinition,
  values: Record<string, number> = {},
): TemplateValues {
  const input: TemplateValues = {};
  for (const parameter of flattenParameters(template.parameters)) {
    if (parameter.default !== undefined) input[parameter.name] = parameter.default;
    if (parameter.dataType === 'length' && parameter.minimum !== undefined)
      input[parameter.name] = parameter.minimum;
  }
  Object.assign(input, values);
  for (let pass = 0; pass < 4; pass++) {
    for (const { suggestion } of template.constraints(input)) {
      if (suggestion?.type === 'change_value') input[suggestion.name] = suggestion.value;
      if (suggestion?.type === 'swap_values') {
        const [a, b] = suggestion.names;
        [input[a], input[b]] = [input[b] as number, input[a] as number];
      }
    }
  }
  return validateTemplateVariables(template, input, 'mm');
}

export function smallestGraph(template: TemplateDefinition, values: Record<string, number> = {}): PanelGraph {
  const part = template.build(smallestValues(template, values))[0];
  if (!part) throw new Error(`${template.id} builds no part`);
  return part.graph;
}

export const FIXED_DATE = new Date('2025-01-02T03:04:05Z');

export function sampleHeader(template: TemplateDefinition): DielineHeader {
  const values = sampleValues(template);
  return {
    templateId: template.id,
    templateName: template.name,
    standardCode: template.standardCode,
    material: `${values.material} mm`,
    createdAt: FIXED_DATE,
    variables: Object.entries(values).map(([name, value]) =>
      typeof value === 'number' ? { name, value, unit: 'mm' } : { name, value },
    ),
  };
}

/**
 * A 120 x 80 lid with a 50 x 30 window (a hole) and its film patch 8 mm larger all round, hinged to a
 * 120 x 20 wall: a window the writers draw on their film layer, apart from every rule.
 */
export function windowGraph(): PanelGraph {
  const ring = (x0: number, y0: number, x1: number, y1: number) => [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
  const segments = (points: Vec[]) =>
    points.map((p, i) => ({ type: 'line' as const, start: p, end: points[(i + 1) % points.length] as Vec }));
  return new PanelGraphBuilder()
    .panel('lid', 'closure', segments(ring(0, 20, 120, 100)))
    .panel('wall', 'wall', segments(ring(0, 0, 120, 20)))
    .hinge('lid', 'wall', { x: 0, y: 20 }, { x: 120, y: 20 })
    .cut('hole', 'lid', segments(ring(35, 45, 85, 75)))
    .film('lid', ring(27, 37, 93, 83))
    .build('lid', 0.5);
}

/** Every part of every catalog template, for the parse-back sweeps. */
export function catalogGraphs(
  templates: readonly TemplateDefinition[],
): Array<{ name: string; graph: PanelGraph }> {
  return templates.flatMap((template) =>
    template.build(sampleValues(template)).map((part, index) => ({
      name: `${template.id}${index > 0 ? `#${index}` : ''}`,
      graph: part.graph,
    })),
  );
}

/** Differences above `toleranceMm` between lengths read back (mm) and the graph's, as messages. */
export function lengthMismatches(
  graph: PanelGraph,
  readBack: Partial<Record<string, number>>,
  toleranceMm = 0.01,
): string[] {
  // marks share the annotation layer with the dimensions, whose lines only the file has
  const { annotation: _marks, ...expected } = lineLengths(graph) as Record<string, number>;
  const keys = new Set([...Object.keys(expected), ...Object.keys(readBack)]);
  const problems: string[] = [];
  for (const key of keys) {
    const want = expected[key] ?? 0;
    const got = readBack[key] ?? 0;
    if (!(Math.abs(want - got) <= toleranceMm)) problems.push(`${key}: graph ${want}, file ${got}`);
  }
  return problems;
}

/**
 * Points (sheet mm) that lie on none of the graph's arcs: a file that draws an arc the wrong way
 * round puts its midpoint on the other side, which lengths alone cannot show for a semicircle.
 */
export function pointsOffArcs(graph: PanelGraph, points: Vec[], toleranceMm = 0.005): Vec[] {
  const arcs = dielineLines(graph).flatMap((path) => path.segments.filter((s) => s.type === 'arc'));
  return points.filter(
    (p) =>
      !arcs.some((arc) => {
        if (Math.abs(dist(p, arc.center) - arc.radius) > toleranceMm) return false;
        const angle = (Math.atan2(p.y - arc.center.y, p.x - arc.center.x) * 180) / Math.PI;
        const from = arc.clockwise ? arc.endAngle : arc.startAngle;
        const span = arcSweep(arc);
        const into = (((angle - from) % 360) + 360) % 360;
        return into <= span + 1e-6;
      }),
  );
}

// ------------------------------------------------------------------------------------ external tools

export function hasCommand(command: string, args: string[] = ['--version']): boolean {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0;
}

/** The system Python that Debian's python3-ezdxf installs into, when ezdxf is there. */
export const EZDXF_PYTHON = ['/usr/bin/python3', 'python3'].find(
  (python) =>
    (python.startsWith('/') ? existsSync(python) : true) && hasCommand(python, ['-c', 'import ezdxf']),
);

// ------------------------------------------------------------------------------------------------ SVG

export interface SvgLayer {
  id: string;
  lineType: string;
  attributes: string;
  lengths: number;
  /** Midpoints of the arcs drawn, in page coordinates. */
  arcMidpoints: Vec[];
}

/** Length of path data, and the midpoint of every arc command (centre found as in SVG 1.1 F.6.5). */
function svgPath(d: string): { length: number; arcMidpoints: Vec[] } {
  const tokens = d.match(/[MLAZHVmlazhv]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let i = 0;
  let command = '';
  let cursor = { x: 0, y: 0 };
  let start = { x: 0, y: 0 };
  let total = 0;
  const arcMidpoints: Vec[] = [];
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
      if (command === 'Z' || command === 'z') {
        total += dist(cursor, start);
        cursor = start;
        continue;
      }
    }
    switch (command) {
      case 'M':
        cursor = { x: next(), y: next() };
        start = cursor;
        command = 'L';
        break;
      case 'L': {
        const to = { x: next(), y: next() };
        total += dist(cursor, to);
        cursor = to;
        break;
      }
      case 'H': {
        const to = { x: next(), y: cursor.y };
        total += dist(cursor, to);
        cursor = to;
        break;
      }
      case 'V': {
        const to = { x: cursor.x, y: next() };
        total += dist(cursor, to);
        cursor = to;
        break;
      }
      case 'A': {
        const rx = next();
        const ry = next();
        next(); // rotation
        const large = next();
        const sweepFlag = next();
        const to = { x: next(), y: next() };
        if (Math.abs(rx - ry) > 1e-9) throw new Error('elliptical arcs are not expected');
        const chord = dist(cursor, to);
        let angle = 2 * Math.asin(Math.min(1, chord / (2 * rx)));
        if (large === 1) angle = 2 * Math.PI - angle;
        total += rx * angle;
        const half = { x: (cursor.x - to.x) / 2, y: (cursor.y - to.y) / 2 };
        const h = Math.sqrt(Math.max(0, rx * rx - (chord * chord) / 4));
        const sign = large !== sweepFlag ? 1 : -1;
        const center = {
          x: (sign * h * half.y) / (chord / 2) + (cursor.x + to.x) / 2,
          y: (sign * h * -half.x) / (chord / 2) + (cursor.y + to.y) / 2,
        };
        // sweep-flag 1 runs toward increasing angles
        const a0 = Math.atan2(cursor.y - center.y, cursor.x - center.x);
        const mid = a0 + ((sweepFlag === 1 ? 1 : -1) * angle) / 2;
        arcMidpoints.push({ x: center.x + rx * Math.cos(mid), y: center.y + rx * Math.sin(mid) });
        cursor = to;
        break;
      }
      default:
        throw new Error(`unexpected path command ${command}`);
    }
  }
  return { length: total, arcMidpoints };
}

/** Layer groups of a written SVG with the length of their paths, in the file's unit. */
export function readSvg(svg: string): {
  width: string;
  height: string;
  viewBox: number[];
  layers: SvgLayer[];
  texts: string[];
} {
  const root = svg.match(/<svg [^>]*>/)?.[0] ?? '';
  const attribute = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1] ?? '';
  const layers: SvgLayer[] = [];
  for (const match of svg.matchAll(/<g ([^>]*inkscape:groupmode="layer"[^>]*)>([\s\S]*?)<\/g>/g)) {
    const attributes = match[1] as string;
    const body = match[2] as string;
    const lineType = attribute(` ${attributes}`, 'data-line-type');
    let lengths = 0;
    const arcMidpoints: Vec[] = [];
    if (lineType && lineType !== 'annotation') {
      for (const path of body.matchAll(/<path [^>]*d="([^"]*)"/g)) {
        const read = svgPath(path[1] as string);
        lengths += read.length;
        arcMidpoints.push(...read.arcMidpoints);
      }
    }
    layers.push({ id: attribute(` ${attributes}`, 'id'), lineType, attributes, lengths, arcMidpoints });
  }
  return {
    width: attribute(root, 'width'),
    height: attribute(root, 'height'),
    viewBox: attribute(root, 'viewBox').split(' ').map(Number),
    layers,
    texts: [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] as string),
  };
}

// ------------------------------------------------------------------------------------------------ DXF

export interface DxfEntity {
  type: string;
  codes: Array<[number, string]>;
}

export function readDxf(dxf: string): {
  header: Record<string, Array<[number, string]>>;
  layers: Record<string, { color: number; linetype: string }>;
  linetypes: Record<string, number[]>;
  entities: DxfEntity[];
} {
  const lines = dxf.split(/\r?\n/);
  const pairs: Array<[number, string]> = [];
  for (let i = 0; i + 1 < lines.length; i += 2)
    pairs.push([Number(lines[i]?.trim()), (lines[i + 1] ?? '').trim()]);
  // group pairs into records, each starting at a 0 code, tracking the current section
  const records: Array<{ section: string; type: string; codes: Array<[number, string]> }> = [];
  let section = '';
  let expectSectionName = false;
  for (const [code, value] of pairs) {
    if (code === 0) {
      if (value === 'SECTION') expectSectionName = true;
      records.push({ section, type: value, codes: [] });
      continue;
    }
    if (expectSectionName && code === 2) {
      section = value;
      expectSectionName = false;
    }
    records.at(-1)?.codes.push([code, value]);
  }
  const header: Record<string, Array<[number, string]>> = {};
  const headerRecord = records.find((r) => r.type === 'SECTION' && r.codes[0]?.[1] === 'HEADER');
  let variable = '';
  for (const [code, value] of headerRecord?.codes.slice(1) ?? []) {
    if (code === 9) {
      variable = value;
      header[variable] = [];
    } else header[variable]?.push([code, value]);
  }
  const get = (codes: Array<[number, string]>, code: number) => codes.find(([c]) => c === code)?.[1];
  const layers: Record<string, { color: number; linetype: string }> = {};
  const linetypes: Record<string, number[]> = {};
  for (const record of records.filter((r) => r.section === 'TABLES')) {
    if (record.type === 'LAYER') {
      layers[get(record.codes, 2) ?? ''] = {
        color: Number(get(record.codes, 62)),
        linetype: get(record.codes, 6) ?? '',
      };
    }
    if (record.type === 'LTYPE') {
      linetypes[get(record.codes, 2) ?? ''] = record.codes
        .filter(([c]) => c === 49)
        .map(([, v]) => Number(v));
    }
  }
  const entities = records
    .filter((r) => r.section === 'ENTITIES' && !['SECTION', 'ENDSEC', 'EOF'].includes(r.type))
    .map((r) => ({ type: r.type, codes: r.codes }));
  return { header, layers, linetypes, entities };
}

export function dxfCode(entity: DxfEntity, code: number): string | undefined {
  return entity.codes.find(([c]) => c === code)?.[1];
}

/** Sum of LINE, ARC and LWPOLYLINE lengths per layer, in drawing units. */
export function dxfLayerLengths(entities: DxfEntity[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const entity of entities) {
    const layer = dxfCode(entity, 8) ?? '0';
    const n = (code: number) => Number(dxfCode(entity, code));
    if (entity.type === 'LINE') add(totals, layer, dist({ x: n(10), y: n(20) }, { x: n(11), y: n(21) }));
    if (entity.type === 'ARC') {
      const sweep = (((n(51) - n(50)) % 360) + 360) % 360 || 360;
      add(totals, layer, (n(40) * sweep * Math.PI) / 180);
    }
    if (entity.type === 'LWPOLYLINE') {
      const xs = entity.codes.filter(([c]) => c === 10).map(([, v]) => Number(v));
      const ys = entity.codes.filter(([c]) => c === 20).map(([, v]) => Number(v));
      const points = xs.map((x, i) => ({ x, y: ys[i] as number }));
      const closed = (n(70) & 1) === 1;
      for (let i = 0; i + 1 < points.length; i++)
        add(totals, layer, dist(points[i] as Vec, points[i + 1] as Vec));
      if (closed && points.length > 1) add(totals, layer, dist(points.at(-1) as Vec, points[0] as Vec));
    }
  }
  return totals;
}

// ------------------------------------------------------------------------------------------------ PDF

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string'; value: string; hex?: string }
  | { kind: 'op'; value: string }
  | { kind: 'array'; value: Token[] };

function tokenize(content: string): Token[] {
  const stack: Token[][] = [[]];
  let i = 0;
  const push = (token: Token) => stack.at(-1)?.push(token);
  while (i < content.length) {
    const ch = content[i] as string;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '%') {
      while (i < content.length && content[i] !== '\n') i++;
    } else if (ch === '[') {
      stack.push([]);
      i++;
    } else if (ch === ']') {
      const array = stack.pop() ?? [];
      push({ kind: 'array', value: array });
      i++;
    } else if (ch === '<' && content[i + 1] !== '<') {
      const end = content.indexOf('>', i);
      const hex = content.slice(i + 1, end).replace(/\s/g, '');
      let text = '';
      for (let j = 0; j + 1 < hex.length; j += 2)
        text += String.fromCharCode(Number.parseInt(hex.slice(j, j + 2), 16));
      push({ kind: 'string', value: text, hex });
      i = end + 1;
    } else if (ch === '(') {
      let depth = 1;
      let text = '';
      i++;
      while (i < content.length && depth > 0) {
        const c = content[i] as string;
        if (c === '\\') {
          text += content[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (c === '(') depth++;
        if (c === ')') depth--;
        if (depth > 0) text += c;
        i++;
      }
      push({ kind: 'string', value: text });
    } else if (ch === '/') {
      const match = content.slice(i).match(/^\/[^\s/[\]<>()]+/)?.[0] ?? '/';
      push({ kind: 'name', value: match.slice(1) });
      i += match.length;
    } else {
      const match = content.slice(i).match(/^[^\s/[\]<>()]+/)?.[0] ?? ch;
      const value = Number(match);
      push(
        Number.isFinite(value) && /^[-+.\d]/.test(match)
          ? { kind: 'number', value }
          : { kind: 'op', value: match },
      );
      i += Math.max(1, match.length);
    }
  }
  return stack[0] ?? [];
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): Vec => ({
  x: m[0] * x + m[2] * y + m[4],
  y: m[1] * x + m[3] * y + m[5],
});

function bezierLength(p0: Vec, p1: Vec, p2: Vec, p3: Vec): number {
  const steps = 64;
  let total = 0;
  let previous = p0;
  for (let s = 1; s <= steps; s++) {
    const t = s / steps;
    const u = 1 - t;
    const point = {
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    };
    total += dist(previous, point);
    previous = point;
  }
  return total;
}

export interface PdfFont {
  /** Font name in the page resources, e.g. `F1`. */
  resource: string;
  baseFont: string;
  subtype: string;
  /** Which font program stream it carries (FontFile, FontFile2, FontFile3); none when only referenced. */
  fontFile?: string;
}

export interface PdfReadBack {
  /** Stroked length per colour: the Separation name, or `DeviceRGB` and the like; page units (pt). */
  strokes: Record<string, number>;
  /** Midpoints of the curves stroked, in default user space (pt, y up). */
  curveMidpoints: Vec[];
  /** Separation colour spaces the file defines. */
  separations: string[];
  /** Shown text strings, through the font's ToUnicode map when it has one (else the bytes as Latin-1). */
  texts: string[];
  /** Every font dictionary of the file (descendant CIDFonts folded into their Type0 font). */
  fonts: PdfFont[];
  mediaBox: number[];
  /** The page's TrimBox and BleedBox; empty when the page has none. */
  trimBox: number[];
  bleedBox: number[];
  overprint: boolean;
}

/** Objects by number through the xref table: the dictionary text and, for streams, the decoded data. */
function pdfObjects(pdf: string): Map<number, { dictionary: string; stream?: string }> {
  const objects = new Map<number, { dictionary: string; stream?: string }>();
  const xref = Number(pdf.match(/startxref\s+(\d+)\s+%%EOF\s*$/)?.[1]);
  const table = pdf.slice(xref).match(/^xref\s+(\d+) (\d+)\s+/);
  if (!table) throw new Error('no xref table');
  const first = Number(table[1]);
  const entries = pdf.slice(xref + table[0].length).split(/\r?\n/);
  for (let i = 0; i < Number(table[2]); i++) {
    const [offset, , kind] = (entries[i] ?? '').trim().split(' ');
    if (kind !== 'n') continue;
    const start = Number(offset);
    const header = pdf.slice(start).match(/^(\d+) (\d+) obj\s*/);
    if (!header || Number(header[1]) !== first + i)
      throw new Error(`xref entry ${first + i} points elsewhere`);
    const body = start + header[0].length;
    const streamAt = pdf.indexOf('stream', body);
    const endAt = pdf.indexOf('endobj', body);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(first + i, { dictionary: pdf.slice(body, endAt).trim() });
      continue;
    }
    const dictionary = pdf.slice(body, streamAt).trim();
    const length = Number(dictionary.match(/\/Length (\d+)/)?.[1]);
    const dataStart = streamAt + 'stream'.length + (pdf[streamAt + 6] === '\r' ? 2 : 1);
    let stream = pdf.slice(dataStart, dataStart + length);
    if (/\/Filter \/FlateDecode/.test(dictionary))
      stream = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    objects.set(first + i, { dictionary, stream });
  }
  return objects;
}

const reference = (dictionary: string, key: string): number | undefined => {
  const match = dictionary.match(new RegExp(`/${key} (\\d+) 0 R`));
  return match ? Number(match[1]) : undefined;
};

/** Code (hex) to text of a ToUnicode CMap: bfchar entries and bfrange entries, with or without arrays. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] as string).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set((code as string).toLowerCase(), utf16(text as string));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of (block[1] as string).matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = Number.parseInt(low as string, 16);
      const to = Number.parseInt(high as string, 16);
      const width = (low as string).length;
      const targets = (target as string).startsWith('[')
        ? [...(target as string).matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => utf16(m[1] as string))
        : undefined;
      for (let code = from; code <= to; code++) {
        const key = code.toString(16).padStart(width, '0');
        if (targets) {
          const text = targets[code - from];
          if (text !== undefined) map.set(key, text);
        } else {
          const base = Number.parseInt((target as string).slice(1, -1), 16);
          map.set(key, String.fromCharCode(base + code - from));
        }
      }
    }
  }
  return map;
}

/** Reads a PDF written by the PDF writer (compressed or not): its page content, fonts and page boxes. */
export function readPdf(bytes: Uint8Array): PdfReadBack {
  const pdf = Buffer.from(bytes).toString('latin1');
  const objects = pdfObjects(pdf);
  const page = [...objects.values()].find(({ dictionary }) => /\/Type \/Page\b/.test(dictionary));
  const pageDictionary = page?.dictionary ?? '';
  const resourcesId = reference(pageDictionary, 'Resources');
  const resources = resourcesId !== undefined ? (objects.get(resourcesId)?.dictionary ?? '') : pageDictionary;
  const named = (kind: string) =>
    [
      ...(resources.match(new RegExp(`/${kind} <<([\\s\\S]*?)>>`))?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g),
    ].map((match) => ({ name: match[1] as string, id: Number(match[2]) }));

  const separationOf = new Map<number, string>();
  for (const [id, { dictionary }] of objects) {
    const separation = dictionary.match(/^\[\/Separation \/([^\s/[]+)/)?.[1];
    if (separation) separationOf.set(id, separation);
  }
  const colorSpaces = new Map<string, string>();
  for (const { name, id } of named('ColorSpace')) colorSpaces.set(name, separationOf.get(id) ?? `obj ${id}`);

  // every Type0 or simple font of the file, with its font program and its ToUnicode map
  const fonts: PdfFont[] = [];
  const unicodeOf = new Map<number, { type0: boolean; unicode: Map<string, string> }>();
  for (const [id, { dictionary }] of objects) {
    if (!/\/Type \/Font\b/.test(dictionary) || /\/Subtype \/CIDFontType/.test(dictionary)) continue;
    const subtype = dictionary.match(/\/Subtype \/(\w+)/)?.[1] ?? '';
    const descendant = dictionary.match(/\/DescendantFonts \[\s*(\d+) 0 R/)?.[1];
    const withDescriptor = descendant ? (objects.get(Number(descendant))?.dictionary ?? '') : dictionary;
    const descriptorId = reference(withDescriptor, 'FontDescriptor');
    const descriptor = descriptorId !== undefined ? (objects.get(descriptorId)?.dictionary ?? '') : '';
    const fontFile = descriptor.match(/\/(FontFile[23]?) \d+ 0 R/)?.[1];
    const unicodeId = reference(dictionary, 'ToUnicode');
    const cmap = unicodeId !== undefined ? objects.get(unicodeId)?.stream : undefined;
    if (cmap) unicodeOf.set(id, { type0: subtype === 'Type0', unicode: toUnicode(cmap) });
    fonts.push({
      resource: named('Font').find((font) => font.id === id)?.name ?? '',
      baseFont: dictionary.match(/\/BaseFont \/([^\s/[\]<>()]+)/)?.[1] ?? '',
      subtype,
      ...(fontFile ? { fontFile } : {}),
    });
  }
  const decode = (token: Extract<Token, { kind: 'string' }>, fontName: string): string => {
    const font = unicodeOf.get(named('Font').find((f) => f.name === fontName)?.id ?? -1);
    if (!font || token.hex === undefined) return token.value;
    const codes = token.hex.toLowerCase().match(font.type0 ? /.{4}/g : /.{2}/g) ?? [];
    return codes.map((code) => font.unicode.get(code) ?? '\ufffd').join('');
  };
  const box = (name: string) =>
    (pageDictionary.match(new RegExp(`/${name} \\[([^\\]]*)\\]`))?.[1] ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);

  const strokes: Record<string, number> = {};
  const texts: string[] = [];
  const curveMidpoints: Vec[] = [];
  const contentsId = reference(pageDictionary, 'Contents');
  for (const content of contentsId !== undefined ? [objects.get(contentsId)?.stream ?? ''] : []) {
    const tokens = tokenize(content);
    let fontName = '';
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    let stroke = 'DeviceGray';
    const saved: Array<{ ctm: Matrix; stroke: string }> = [];
    let operands: Token[] = [];
    let current: Vec | undefined;
    let subpathStart: Vec | undefined;
    let pathLength = 0;
    const num = (index: number) => {
      const token = operands[index];
      return token?.kind === 'number' ? token.value : Number.NaN;
    };
    for (const token of tokens) {
      if (token.kind !== 'op') {
        operands.push(token);
        continue;
      }
      const at = (i: number) => apply(ctm, num(i), num(i + 1));
      switch (token.value) {
        case 'q':
          saved.push({ ctm, stroke });
          break;
        case 'Q':
          ({ ctm, stroke } = saved.pop() ?? { ctm, stroke });
          break;
        case 'cm':
          ctm = multiply([num(0), num(1), num(2), num(3), num(4), num(5)], ctm);
          break;
        case 'CS': {
          const name = operands[0]?.kind === 'name' ? operands[0].value : '';
          stroke = colorSpaces.get(name) ?? name;
          break;
        }
        case 'RG':
          stroke = 'DeviceRGB';
          break;
        case 'K':
          stroke = 'DeviceCMYK';
          break;
        case 'G':
          stroke = 'DeviceGray';
          break;
        case 'm':
          current = at(0);
          subpathStart = current;
          break;
        case 'l': {
          const to = at(0);
          if (current) pathLength += dist(current, to);
          current = to;
          break;
        }
        case 'c': {
          const to = at(4);
          if (current) {
            pathLength += bezierLength(current, at(0), at(2), to);
            const [p0, p1, p2] = [current, at(0), at(2)];
            curveMidpoints.push({
              x: (p0.x + 3 * p1.x + 3 * p2.x + to.x) / 8,
              y: (p0.y + 3 * p1.y + 3 * p2.y + to.y) / 8,
            });
          }
          current = to;
          break;
        }
        case 'h':
          if (current && subpathStart) pathLength += dist(current, subpathStart);
          current = subpathStart;
          break;
        case 're': {
          const w = Math.hypot(ctm[0] * num(2), ctm[1] * num(2));
          const h = Math.hypot(ctm[2] * num(3), ctm[3] * num(3));
          pathLength += 2 * (w + h);
          break;
        }
        case 'S':
        case 's':
        case 'B':
        case 'B*':
        case 'b':
        case 'b*':
          add(strokes, stroke, pathLength);
          pathLength = 0;
          break;
        case 'f':
        case 'F':
        case 'f*':
        case 'n':
          pathLength = 0;
          break;
        case 'Tf':
          fontName = operands[0]?.kind === 'name' ? operands[0].value : '';
          break;
        case 'Tj':
          if (operands[0]?.kind === 'string') texts.push(decode(operands[0], fontName));
          break;
        case 'TJ':
          if (operands[0]?.kind === 'array') {
            texts.push(
              operands[0].value
                .filter((t): t is Extract<Token, { kind: 'string' }> => t.kind === 'string')
                .map((t) => decode(t, fontName))
                .join(''),
            );
          }
          break;
      }
      operands = [];
    }
  }
  return {
    strokes,
    curveMidpoints,
    separations: [...new Set(separationOf.values())],
    texts,
    fonts,
    mediaBox: box('MediaBox'),
    trimBox: box('TrimBox'),
    bleedBox: box('BleedBox'),
    overprint: /\/Type \/ExtGState\s*\/OP true\s*\/op true\s*\/OPM 1/.test(pdf),
  };
}

// ----------------------------------------------------------------------------------------------- CFF2

export interface Cff2ReadBack {
  lines: string[];
  unit: string;
  /** Length per `linetype,aux`, in the file's unit. */
  lengths: Record<string, number>;
  /** Length per whole rule, `pointage,linetype,aux`, in the file's unit. */
  rules: Record<string, number>;
  arcs: number;
  /** Midpoints of the A records, in the file's unit. */
  arcMidpoints: Vec[];
  texts: string[];
}

export function readCff2(text: string): Cff2ReadBack {
  const lines = text.split(/\r?\n/);
  const lengths: Record<string, number> = {};
  const rules: Record<string, number> = {};
  const texts: string[] = [];
  let arcs = 0;
  const arcMidpoints: Vec[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [kind, ...fields] = (lines[i] as string).split(',');
    const f = fields.map(Number);
    const key = `${f[1]},${f[2]}`;
    const rule = `${f[0]},${key}`;
    if (kind === 'L') {
      const length = dist({ x: f[3] as number, y: f[4] as number }, { x: f[5] as number, y: f[6] as number });
      add(lengths, key, length);
      add(rules, rule, length);
    }
    if (kind === 'A') {
      arcs++;
      const [sx, sy, ex, ey, cx, cy, direction] = f.slice(3, 10) as number[];
      const radius = Math.hypot((sx as number) - (cx as number), (sy as number) - (cy as number));
      const a0 = Math.atan2((sy as number) - (cy as number), (sx as number) - (cx as number));
      const a1 = Math.atan2((ey as number) - (cy as number), (ex as number) - (cx as number));
      let sweep = direction === -1 ? a0 - a1 : a1 - a0;
      sweep = ((sweep % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) || 2 * Math.PI;
      add(lengths, key, radius * sweep);
      add(rules, rule, radius * sweep);
      const mid = a0 + ((direction === -1 ? -1 : 1) * sweep) / 2;
      arcMidpoints.push({
        x: (cx as number) + radius * Math.cos(mid),
        y: (cy as number) + radius * Math.sin(mid),
      });
    }
    if (kind === 'T') texts.push(lines[++i] ?? '');
  }
  return {
    lines,
    unit: lines.find((l) => l === 'UM' || l === 'UI') ?? '',
    lengths,
    rules,
    arcs,
    arcMidpoints,
    texts,
  };
}

/** Maps keys read back (layers, spot colours, rule types) to line types with a lookup, keeping unknown keys. */
export function byLineType(
  lengths: Record<string, number>,
  lookup: Partial<Record<string, LineType>>,
  factor = 1,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(lengths))
    add(out, lookup[key] ?? `unknown:${key}`, value * factor);
  return out;
}
