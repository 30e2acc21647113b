import {
  type Board,
  type Layout,
  type LineType,
  type PanelGraph,
  type Point,
  type Segment,
  segmentEnd,
  segmentLength,
  segmentStart,
} from '@diecut/geometry';
import {
  buildDielineDocument,
  COORDINATE_DECIMALS,
  type DielineDocument,
  type DielineWriterOptions,
  formatNumber,
  MM_PER_UNIT,
  type NickOptions,
} from './dieline-document';

/** A CFF2 rule: pointage (rule thickness in points), line type and the auxiliary field. */
export interface Cff2Rule {
  pointage: number;
  type: number;
  aux: number;
}

/**
 * The line types a die carries rules for (bleed and annotation are never rules, nor a paper wrap's
 * fold guides, which are written as `CFF2_PAPER_FOLD_RULE` lines).
 */
export type Cff2LineType = Exclude<LineType, 'bleed' | 'annotation' | 'fold_guide'>;

/**
 * CFF2 rule of each line type on folding carton: pointage 2 throughout, line type (1 cut, 2 crease,
 * 3 perforation, 4 score) and the auxiliary field, which marks a reverse crease. `cff2Rules` gives
 * the rules of other boards.
 */
export const CFF2_RULES: Readonly<Record<Cff2LineType, Cff2Rule>> = {
  cut: { pointage: 2, type: 1, aux: 0 },
  crease: { pointage: 2, type: 2, aux: 0 },
  reverse_crease: { pointage: 2, type: 2, aux: 1 },
  perforation: { pointage: 2, type: 3, aux: 0 },
  cut_crease: { pointage: 2, type: 3, aux: 1 },
  partial_cut: { pointage: 2, type: 4, aux: 0 },
  // greyboard is grooved on a grooving machine, not by the die: the line marks it, as a score
  v_groove: { pointage: 2, type: 4, aux: 2 },
};

/**
 * Creasing rule pointage on corrugated board, by flute. Single wall takes a 3 pt creasing rule (B and
 * C flute, and E and A flute with them). BC double wall is creased with 4 to 6 pt rule; 4 pt is
 * written: it is the narrowest rule a die shop stocks for double wall, so the crease stays as close
 * to the drawn line as the board allows and the fold allowances (`FLUTE_PROFILES`) still hold, and a
 * shop that wants a wider crease for a heavy BC board widens it at the die without redrawing
 * anything, where narrowing a 6 pt crease would crack a light one.
 */
export const CORRUGATED_CREASE_POINTAGE = { E: 3, B: 3, C: 3, A: 3, BC: 4 } as const;

/**
 * Fold lines of a paper wrap: not tooling. Paper under 0.15 mm takes no creasing rule (it folds
 * round the board it wraps), so its folds are written like glue outlines, as type 43 ("applied but
 * not burned": drawn on the die board, never burned, no rule) with pointage 0; aux 1 (2 for a reverse
 * fold) keeps them apart from glue (`43,0`) for CAD that maps type and aux pairs to its own layers.
 */
export const CFF2_PAPER_FOLD_RULE = { pointage: 0, type: 43, aux: 1 } as const;
export const CFF2_PAPER_REVERSE_FOLD_RULE = { pointage: 0, type: 43, aux: 2 } as const;

/**
 * The CFF2 rules of a board. Knives (cut, perforation, cut-crease, partial cut) are 2 pt on every
 * board; the fold lines follow the board: folding carton 2 pt creasing rule, corrugated 3 pt (4 pt on
 * BC double wall, `CORRUGATED_CREASE_POINTAGE`), greyboard a 2 pt scoring rule (type 4, as a partial
 * cut: greyboard is scored part way through, never creased), paper no rule at all
 * (`CFF2_PAPER_FOLD_RULE`). Without a board, folding carton.
 */
export function cff2Rules(board?: Board): Readonly<Record<Cff2LineType, Cff2Rule>> {
  switch (board?.kind) {
    case undefined:
    case 'folding_carton':
      return CFF2_RULES;
    case 'corrugated': {
      const pointage = CORRUGATED_CREASE_POINTAGE[board.flute];
      return {
        ...CFF2_RULES,
        crease: { pointage, type: 2, aux: 0 },
        reverse_crease: { pointage, type: 2, aux: 1 },
      };
    }
    case 'greyboard':
      return {
        ...CFF2_RULES,
        crease: { pointage: 2, type: 4, aux: 0 },
        reverse_crease: { pointage: 2, type: 4, aux: 1 },
      };
    case 'paper':
      return { ...CFF2_RULES, crease: CFF2_PAPER_FOLD_RULE, reverse_crease: CFF2_PAPER_REVERSE_FOLD_RULE };
  }
}

/**
 * Glue area outlines: CFF2 has no glue line type, so they use type 43, which the CFF2 line type
 * table (as Aspose.CAD's CF2 reader documents it, `CF2LineTypes.AppliedButNotBurned`) defines as a
 * line drawn on the die board but not burned into it: no rule is mounted on it. It is none of the
 * rule types 1 to 4 (cut, crease, perforation, score) that a die maker's CAD or a cutting table
 * turns into knives or creasing rules, and pointage 0 says the same. CAD that maps line type and aux
 * pairs to its own styles on import (EngView's CFF associations, for one) can map `43,0` to glue.
 */
export const CFF2_GLUE_RULE = { pointage: 0, type: 43, aux: 0 } as const;

/**
 * Window film patch outlines: like glue, type 43 (drawn on the die board, never burned, no rule) with
 * pointage 0; aux 3 keeps them apart from glue (`43,0`) and paper folds (`43,1`, `43,2`) for the
 * window patcher's CAD.
 */
export const CFF2_FILM_RULE = { pointage: 0, type: 43, aux: 3 } as const;

/** ORDER notes are free text lines; commas would not hurt, but line breaks would. */
const note = (text: string): string => text.replace(/[\r\n]+/g, ' ');

/**
 * The bridge fields (count, width) of a knife's record: one nick per whole `every` mm of its length,
 * `width` wide, in the document's unit; `0,0` without nicks. CFF2 readers spread a record's bridges
 * evenly along it.
 */
function nickCounter(
  nicks: NickOptions | undefined,
  unit: DielineDocument['unit'],
): (segment: Segment) => string {
  if (!nicks) return () => '0,0';
  if (!(nicks.width > 0) || !(nicks.every > nicks.width))
    throw new RangeError(
      `Nicks need a width above 0 and a spacing above the width, mm; got width ${nicks.width}, every ${nicks.every}`,
    );
  const mm = MM_PER_UNIT[unit];
  const width = formatNumber(nicks.width / mm, COORDINATE_DECIMALS[unit]);
  return (segment) => {
    // lengths in the unit, back to mm; a hair of slack so a knife of exactly `every` mm gets its nick
    const count = Math.floor((segmentLength(segment) * mm) / nicks.every + 1e-9);
    return count > 0 ? `${count},${width}` : '0,0';
  };
}

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
  const nicksOn = nickCounter(document.nicks, document.unit);
  for (const group of document.boardLines ?? [{ board: undefined, lines: document.lines }]) {
    const rules = cff2Rules(group.board);
    for (const { lineType, segments } of group.lines) {
      if (lineType === 'bleed' || lineType === 'annotation') continue;
      const { pointage, type, aux } = lineType === 'fold_guide' ? CFF2_PAPER_FOLD_RULE : rules[lineType];
      const rule = `${pointage},${type},${aux}`;
      // nicks on the knives only: a crease or a perforation is no knife to tie a blank with
      const bridges = (segment: Segment) => (lineType === 'cut' ? nicksOn(segment) : '0,0');
      for (const segment of segments) {
        if (segment.type === 'line') {
          out.push(`L,${rule},${pt(segment.start)},${pt(segment.end)},${bridges(segment)}`);
        } else {
          // direction 1 runs counter-clockwise from start to end, -1 clockwise
          const direction = segment.clockwise ? -1 : 1;
          out.push(
            `A,${rule},${pt(segmentStart(segment))},${pt(segmentEnd(segment))},${pt(segment.center)},${direction},${bridges(segment)}`,
          );
        }
      }
    }
  }
  const outline = (areas: Point[][], rule: { pointage: number; type: number; aux: number }) => {
    const kind = `${rule.pointage},${rule.type},${rule.aux}`;
    for (const area of areas) {
      area.forEach((p, i) => {
        const next = area[(i + 1) % area.length] as Point;
        if (Math.hypot(next.x - p.x, next.y - p.y) > 1e-9) out.push(`L,${kind},${pt(p)},${pt(next)},0,0`);
      });
    }
  };
  outline(document.glueAreas, CFF2_GLUE_RULE);
  outline(document.filmAreas, CFF2_FILM_RULE);
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
 * A CFF2 file for die makers: cut, crease and other rules as L and A records (arcs kept as arcs), with
 * the pointage and rule type of each part's board (`cff2Rules`) and nicks on the knives when
 * `options.nicks` asks, in mm (`UM`) or inches (`UI`), glue area outlines as non-rule lines of type 43 (`CFF2_GLUE_RULE`), window film outlines as type 43 aux 3 (`CFF2_FILM_RULE`), with
 * optional dimension labels as T records and the header as ORDER notes.
 */
export function writeCff2(source: PanelGraph | Layout, options: DielineWriterOptions = {}): string {
  return renderDielineCff2(buildDielineDocument(source, options));
}
