import type { LinePath } from '@diecut/geometry';
import {
  ARTWORK_TEMPLATE_LAYERS,
  type ArtworkTemplateDocument,
  type ArtworkTemplateLayer,
  TEMPLATE_STYLES,
} from './artwork-template-document';
import { templateNote } from './artwork-template-svg';
import { LINE_STYLES } from './line-styles';
import { type PageSpace, PdfContent } from './pdf-content';
import { countDocumentForLayoutCache, documentFonts } from './pdf-fonts';
import {
  CollectedPdf,
  endPageContent,
  NO_FONT,
  overprintEverything,
  PDF_SPOT_COLORS,
  type PdfKitInternals,
  type SpotColors,
  spotColors,
  tracePath,
} from './pdf-writer';

const PT_PER_MM = 72 / 25.4;
/** The safe zone's spot colour: like the dieline's guides, it separates and never prints by accident. */
export const SAFE_ZONE_SPOT = 'SafeZone';

/** pdfkit's document beyond its typings: the catalog, and the page's resources. */
interface PdfKitDocumentInternals extends PdfKitInternals {
  _root: { data: Record<string, unknown> };
  page: PdfKitInternals['page'] & { resources: { data: Record<string, unknown> } };
}

/**
 * Writes an artwork template as a one-page PDF at real size (1 mm = 72/25.4 pt): the page (MediaBox
 * and BleedBox) is the artwork frame, the TrimBox the blank's bounds. Each guide is an optional
 * content group (a layer Acrobat, Illustrator and InDesign list by name, to hide or lock) in a spot
 * colour of its own set to overprint; panel names are set in the embedded Inter.
 */
export function renderArtworkTemplatePdf(
  document: ArtworkTemplateDocument,
  options: { compress?: boolean; createdAt?: Date } = {},
): Promise<Uint8Array> {
  const createdAt = options.createdAt ?? new Date();
  const pdf = new CollectedPdf({
    autoFirstPage: false,
    font: NO_FONT,
    compress: options.compress ?? true,
    info: {
      Title: document.title,
      Subject: templateNote(document),
      Creator: 'Diecut',
      Producer: 'Diecut (PDFKit)',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const internals = pdf as unknown as PdfKitDocumentInternals;
  countDocumentForLayoutCache();
  const fonts = documentFonts(pdf);
  const done = pdf.bytes();
  const width = document.width * PT_PER_MM;
  const height = document.height * PT_PER_MM;
  pdf.addPage({ size: [width, height], margin: 0 });
  const page = new ArtworkPage(height);
  const { trim } = document;
  const boxes = internals.page.dictionary.data;
  boxes.TrimBox = [trim.minX, trim.minY, trim.maxX, trim.maxY].map((v) => v * PT_PER_MM);
  boxes.BleedBox = [0, 0, width, height];

  const layers = optionalContentGroups(internals);
  const content = new PdfContent(height);
  const spot = spotColors(internals);
  overprintEverything(internals, content);
  const inLayer = (name: ArtworkTemplateLayer, draw: () => void) => {
    content.raw(`/OC /${layers[name]} BDC`);
    draw();
    content.raw('EMC');
  };
  inLayer('Bleed', () => {
    if (document.bleed.length === 0) return;
    content.save().lineWidth(0.5).strokeColor(spot(PDF_SPOT_COLORS.bleed, TEMPLATE_STYLES.bleed));
    for (const ring of document.bleed) content.ring(page, ring);
    content.stroke().restore();
  });
  inLayer('Safe zone', () => {
    if (document.safe.length === 0) return;
    content.save().lineWidth(0.5).strokeColor(spot(SAFE_ZONE_SPOT, TEMPLATE_STYLES.safe));
    content.dash(TEMPLATE_STYLES.safeDashMm.map((d) => d * PT_PER_MM));
    for (const ring of document.safe) content.ring(page, ring);
    content.stroke().restore();
  });
  inLayer('Creases', () => strokeLines(content, page, document.folds, 0.75, spot));
  inLayer('Cut', () => strokeLines(content, page, document.cuts, 1, spot));
  inLayer('Panel names', () => {
    if (document.names.length === 0) return;
    content.save().fillColor(spot(PDF_SPOT_COLORS.annotation, TEMPLATE_STYLES.names));
    const font = fonts.regular();
    for (const name of document.names) {
      const x = page.pageX(name.position.x);
      const y = page.pageY(name.position.y);
      const size = name.size * PT_PER_MM;
      const textWidth = font.widthOf(name.text, size);
      content.save();
      // turned clockwise on the page (y down): -90 reads bottom to top
      if (name.angle !== 0) content.rotate(-name.angle, x, y);
      content.text(font, size, name.text, x - textWidth / 2, y).restore();
    }
    content.restore();
  });
  endPageContent(internals, content);
  pdf.end();
  return done;
}

/** The artwork frame's page at real size: pdfkit's user space has y down from the top of the page. */
class ArtworkPage implements PageSpace {
  constructor(private readonly height: number) {}

  pageX(x: number): number {
    return x * PT_PER_MM;
  }

  pageY(y: number): number {
    return this.height - y * PT_PER_MM;
  }
}

/**
 * One optional content group per layer, all shown, listed in the catalog's `OCProperties` in the
 * template's order (top layer first, as layer panels list them) and named in the page's resources.
 * pdfkit has no API for them, so the dictionaries are written as PDF 1.5 defines them.
 */
function optionalContentGroups(internals: PdfKitDocumentInternals): Record<ArtworkTemplateLayer, string> {
  const groups = ARTWORK_TEMPLATE_LAYERS.map((name, index) => {
    const ref = internals.ref({ Type: 'OCG', Name: new String(name) });
    ref.end();
    return { name, ref, key: `OC${index}` };
  });
  const refs = groups.map((group) => group.ref);
  internals._root.data.OCProperties = {
    OCGs: refs,
    D: { Name: new String('Artwork template'), Order: [...refs].reverse(), ON: refs, OFF: [] },
  };
  internals.page.resources.data.Properties = Object.fromEntries(groups.map(({ key, ref }) => [key, ref]));
  return Object.fromEntries(groups.map(({ name, key }) => [name, key])) as Record<
    ArtworkTemplateLayer,
    string
  >;
}

/** Each line type stroked in its own spot colour and dash, as in the dieline. */
function strokeLines(
  content: PdfContent,
  page: PageSpace,
  lines: LinePath[],
  widthPt: number,
  spot: SpotColors,
): void {
  for (const { lineType, segments } of lines) {
    const style = LINE_STYLES[lineType];
    content.save().lineWidth(widthPt).roundEnds();
    content.strokeColor(spot(PDF_SPOT_COLORS[lineType], style.stroke));
    if (style.dashMm.length > 0) content.dash(style.dashMm.map((d) => d * PT_PER_MM));
    tracePath(content, page, segments);
    content.stroke().restore();
  }
}
