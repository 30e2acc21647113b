import {
  type Layout,
  type LineType,
  type PanelGraph,
  type Point,
  segmentEnd,
  segmentStart,
} from '@diecut/geometry';
import {
  buildDielineDocument,
  COORDINATE_DECIMALS,
  type DielineDocument,
  type DielineWriterOptions,
  formatNumber,
} from './dieline-document';

/**
 * CFF2 rule of each line type: pointage (rule thickness in points), line type (1 cut, 2 crease,
 * 3 perforation, 4 score) and the auxiliary field, which marks a reverse crease.
 */
export const CFF2_RULES: Record<
  Exclude<LineType, 'bleed' | 'annotation'>,
  { pointage: number; type: number; aux: number }
> = {
  cut: { pointage: 2, type: 1, aux: 0 },
  crease: { pointage: 2, type: 2, aux: 0 },
  reverse_crease: { pointage: 2, type: 2, aux: 1 },
  perforation: { pointage: 2, type: 3, aux: 0 },
  cut_crease: { pointage: 2, type: 3, aux: 1 },
  partial_cut: { pointage: 2, type: 4, aux: 0 },
};

/**
 * Glue area outlines: CFF2 has no glue line type, so they use type 43, which the CFF2 line type
 * table (as Aspose.CAD's CF2 reader documents it, `CF2LineTypes.AppliedButNotBurned`) defines as a
 * line drawn on the die board but not burned into it: no rule is mounted on it. It is none of the
 * rule types 1 to 4 (cut, crease, perforation, score) that a die maker's CAD or a cutting table
 * turns into knives or creasing rules, and pointage 0 says the same. CAD that maps line type and aux
 * pairs to its own styles on import (EngView's CFF associations, for one) can map `43,0` to glue.
 */
export const CFF2_GLUE_RULE = { pointage: 0, type: 43, aux: 0 } as const;

/** ORDER notes are free text lines; commas would not hurt, but line breaks would. */
const note = (text: string): string => text.replace(/[\r\n]+/g, ' ');

/** Writes a prepared dieline document as CFF2. */
export function renderDielineCff2(document: DielineDocument): string {
  const decimals = COORDINATE_DECIMALS[document.unit];
  const num = (value: number) => formatNumber(value, decimals);
  const pt = (p: Point) => `${num(p.x)},${num(p.y)}`;
  const out: string[] = ['$BOF', 'V2', 'ORDER'];
  const { header } = document;
  if (header) {
    out.push(note(`Template: ${header.templateId} ${header.templateName}`));
    if (header.standardCode) out.push(note(`Standard: ${header.standardCode}`));
    if (header.material) out.push(note(`Material: ${header.material}`));
    for (const variable of header.variables) {
      out.push(note(`${variable.name}: ${variable.value}${variable.unit ? ` ${variable.unit}` : ''}`));
    }
    for (const line of header.notes ?? []) out.push(note(line));
    out.push(`Date: ${header.createdAt.toISOString()}`);
  }
  out.push('END');
  const name = header ? header.templateId.replace(/[^A-Za-z0-9_-]/g, '_') : 'DIELINE';
  out.push(
    `MAIN,${name}`,
    document.unit === 'in' ? 'UI' : 'UM',
    `LL,${pt({ x: 0, y: 0 })}`,
    `UR,${pt({ x: document.width, y: document.height })}`,
    'SCALE,1,1',
  );
  for (const { lineType, segments } of document.lines) {
    if (lineType === 'bleed' || lineType === 'annotation') continue;
    const { pointage, type, aux } = CFF2_RULES[lineType];
    const rule = `${pointage},${type},${aux}`;
    for (const segment of segments) {
      if (segment.type === 'line') {
        out.push(`L,${rule},${pt(segment.start)},${pt(segment.end)},0,0`);
      } else {
        // direction 1 runs counter-clockwise from start to end, -1 clockwise
        const direction = segment.clockwise ? -1 : 1;
        out.push(
          `A,${rule},${pt(segmentStart(segment))},${pt(segmentEnd(segment))},${pt(segment.center)},${direction},0,0`,
        );
      }
    }
  }
  const glue = `${CFF2_GLUE_RULE.pointage},${CFF2_GLUE_RULE.type},${CFF2_GLUE_RULE.aux}`;
  for (const area of document.glueAreas) {
    area.forEach((p, i) => {
      const next = area[(i + 1) % area.length] as Point;
      if (Math.hypot(next.x - p.x, next.y - p.y) > 1e-9) out.push(`L,${glue},${pt(p)},${pt(next)},0,0`);
    });
  }
  // labels only: a dimension line here would be read as a rule to bend
  for (const dimension of document.dimensions) {
    const height = document.textHeight;
    const width = dimension.textWidth;
    const angle = (dimension.textAngle * Math.PI) / 180;
    // T records start at the left end of the baseline
    const origin = {
      x: dimension.textPosition.x - (Math.cos(angle) * width) / 2,
      y: dimension.textPosition.y - (Math.sin(angle) * width) / 2,
    };
    out.push(
      `T,0,0,0,${pt(origin)},${formatNumber(dimension.textAngle, 4)},${num(height)},${num(width)}`,
      dimension.label,
    );
  }
  for (const caption of document.captions) {
    const origin = { x: caption.position.x - caption.width / 2, y: caption.position.y };
    out.push(`T,0,0,0,${pt(origin)},0,${num(document.textHeight)},${num(caption.width)}`, caption.text);
  }
  out.push('END', '$EOF', '');
  return out.join('\r\n');
}

/**
 * A CFF2 file for die makers: cut, crease and other rules as L and A records (arcs kept as arcs), in
 * mm (`UM`) or inches (`UI`), glue area outlines as non-rule lines of type 43 (`CFF2_GLUE_RULE`), with
 * optional dimension labels as T records and the header as ORDER notes.
 */
export function writeCff2(source: PanelGraph | Layout, options: DielineWriterOptions = {}): string {
  return renderDielineCff2(buildDielineDocument(source, options));
}
