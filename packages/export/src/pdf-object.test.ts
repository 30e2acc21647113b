import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfValue } from './pdf-object';
import { CollectedPdf, NO_FONT } from './pdf-writer';

/** An object holding `data` (and a stream, if given) as the document writes it: its lines from `N 0 obj` to `endobj`. */
async function written(
  document: PDFKit.PDFDocument,
  bytes: () => Promise<Uint8Array>,
  data: object,
  stream?: Uint8Array,
): Promise<string> {
  const reference = document.ref(data) as unknown as {
    write(chunk: Uint8Array): void;
    end(): void;
    id: number;
  };
  if (stream) reference.write(stream);
  reference.end();
  document.end();
  const text = Buffer.from(await bytes()).toString('latin1');
  const start = text.indexOf(`\n${reference.id} 0 obj\n`);
  return text.slice(start, text.indexOf('endobj', start));
}

/** The same object from pdfkit's own document and from ours. */
async function bothWays(
  data: () => object,
  stream?: Uint8Array,
  compress = false,
): Promise<[string, string]> {
  const options = { autoFirstPage: false, font: NO_FONT, compress };
  const theirs = new PDFDocument(options);
  const chunks: Uint8Array[] = [];
  theirs.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<Uint8Array>((resolve) => theirs.on('end', () => resolve(Buffer.concat(chunks))));
  const ours = new CollectedPdf(options);
  return [
    await written(theirs, () => ended, data(), stream),
    await written(ours, () => ours.bytes(), data(), stream),
  ];
}

describe('pdfValue', () => {
  it('should write names, numbers, text strings, dates, bytes, arrays and dictionaries as pdfkit does', async () => {
    const data = () => ({
      Type: 'Catalog',
      Numbers: [0, -0, 1.5, -2.1234567, 123456.0000004, 1e-7, 1e20],
      Edges: [
        5e-7,
        -5e-7,
        1e-6,
        -1e-6,
        0.1 + 0.2,
        612.79296875,
        999999999.9999996,
        1e9 - 1e-6,
        2 ** 31,
        1e15,
      ],
      // every magnitude from a millionth to a billion, both signs, in digits of every kind
      Spread: Array.from(
        { length: 400 },
        (_, i) => (i % 2 ? -1 : 1) * ((i * 7919) % 1000003) * 10 ** ((i % 16) - 7),
      ),
      Text: new String('Box (tuck end)\n\\ back\tslash\r\b\f'),
      Unicode: new String('Größe 100 × 50 € (Ω)'),
      Empty: new String(''),
      When: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
      Bytes: new Uint8Array([0, 15, 16, 255]),
      Nested: { Inner: [true, false, null, undefined, 'Name'], Deeper: { Count: 3 } },
      Skipped: undefined,
      EmptyDictionary: {},
      EmptyArray: [],
    });
    const [theirs, ours] = await bothWays(data);
    expect(theirs).toContain('/Unicode (');
    expect(ours).toBe(theirs);
  });

  it('should write pdfkit references as they write themselves', async () => {
    const document = new CollectedPdf({ autoFirstPage: false, font: NO_FONT });
    const reference = document.ref({});
    expect(pdfValue({ Ref: reference, List: [reference] })).toBe(
      `<<\n/Ref ${reference.toString()}\n/List [${reference.toString()}]\n>>`,
    );
  });

  it('should write an object with its stream as pdfkit does, deflated or not', async () => {
    const stream = new Uint8Array(Buffer.from('0 0 m 10 10 l S\n'.repeat(20)));
    for (const compress of [false, true]) {
      const [theirs, ours] = await bothWays(() => ({ Kind: 'Test' }), stream, compress);
      expect(theirs).toContain('stream\n');
      expect(ours).toBe(theirs);
    }
  });
});

describe('CollectedPdf', () => {
  const options = { autoFirstPage: false, font: NO_FONT, info: { CreationDate: new Date(0) } };
  const fill = (document: CollectedPdf, title: string) =>
    (document.ref({ Title: new String(title), Sizes: [1.5, -2, 1e-7] }) as unknown as { end(): void }).end();
  const alone = async (title: string) => {
    const document = new CollectedPdf(options);
    fill(document, title);
    document.end();
    return Buffer.from(await document.bytes());
  };

  it('should write documents open at the same time as it writes each alone', async () => {
    // the second outgrows the buffer a file starts with, which the next file is written into
    const [short, long] = ['Short', `Long ${'x'.repeat(50_000)}`];
    const expected = [await alone(short), await alone(long)];
    const first = new CollectedPdf(options);
    const second = new CollectedPdf(options);
    fill(first, short);
    fill(second, long);
    second.end();
    const third = new CollectedPdf(options);
    fill(third, short);
    third.end();
    first.end();
    expect(Buffer.from(await first.bytes())).toEqual(expected[0]);
    expect(Buffer.from(await second.bytes())).toEqual(expected[1]);
    expect(Buffer.from(await third.bytes())).toEqual(expected[0]);
  });
});
