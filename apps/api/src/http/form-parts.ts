import { DiecutError } from '@diecut/schema';
import busboy from 'busboy';
import { HTTPException } from 'hono/http-exception';

/** What a form may hold; a part past any of these stops the reading. */
export interface FormLimits {
  /** Text fields and file parts together. */
  maxParts: number;
  /** File parts. */
  maxFiles: number;
  /** Bytes of one text field's value; a longer one is kept cut short and marked `tooLong`. */
  maxFieldBytes: number;
  /** Bytes of a file; a larger one is refused with `fileTooLarge()`. */
  maxFileBytes: number;
  /** The 413 for a file over `maxFileBytes`. */
  fileTooLarge: () => DiecutError;
  /** File parts whose bytes are kept: by name, or by a pattern of names. */
  keepFiles: ReadonlyArray<string | RegExp>;
  /** Says what the form is, for the limits' messages: "a 3D mockup form". */
  what: string;
}

export type FormPart =
  | { kind: 'field'; name: string; value: string; tooLong: boolean }
  /** `bytes` only for a part named in `keepFiles`. */
  | { kind: 'file'; name: string; bytes?: Uint8Array };

/** Bytes of a urlencoded field name busboy keeps; a longer one ends in `…` (a multipart part header is 16 KB at most). */
const FIELD_NAME_MAX_BYTES = 200;

export const malformedForm = () => DiecutError.badRequest('Malformed form data in request body.');

/**
 * Reads a `multipart/form-data` or `application/x-www-form-urlencoded` body as it streams in, part by
 * part, and stops at the first limit passed (400 naming the limit, or `fileTooLarge()`), without
 * reading the rest: the parts beyond a limit are never parsed, nor the errors they would make.
 */
export async function readFormParts(request: Request, limits: FormLimits): Promise<FormPart[]> {
  const parser = formParser(request, limits);
  let failure: DiecutError | undefined;
  const fail = (error: DiecutError) => {
    failure ??= error;
  };
  const { parts, parsed } = collectParts(parser, limits, fail);
  await feedParser(request, parser, parsed, () => failure, fail);
  if (failure) throw failure;
  return parts;
}

function formParser(request: Request, limits: FormLimits): busboy.Busboy {
  try {
    return busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: {
        // busboy reports its parts limit when a form reaches it, its other limits when one passes it
        parts: limits.maxParts + 1,
        fields: limits.maxParts,
        files: limits.maxFiles,
        // its size limits mark a value that reaches them: one byte more tells "over the limit"
        fieldSize: limits.maxFieldBytes + 1,
        fileSize: limits.maxFileBytes + 1,
        fieldNameSize: FIELD_NAME_MAX_BYTES,
        headerPairs: 16,
      },
    });
  } catch {
    // not a form busboy knows, or a multipart type without its boundary
    throw malformedForm();
  }
}

const tooManyParts = (limits: FormLimits) =>
  DiecutError.badRequest(
    `Too many form fields: ${limits.what} takes at most ${limits.maxParts} fields and files.`,
  );

const tooManyFiles = (limits: FormLimits) =>
  DiecutError.badRequest(
    `Too many files: ${limits.what} takes at most ${limits.maxFiles} file ${limits.maxFiles === 1 ? 'part' : 'parts'}.`,
  );

/**
 * The parts as the parser finds them, and `parsed`, settled once it has read the whole form; a limit
 * passed is handed to `fail`.
 */
function collectParts(
  parser: busboy.Busboy,
  limits: FormLimits,
  fail: (error: DiecutError) => void,
): { parts: FormPart[]; parsed: Promise<void> } {
  const parts: FormPart[] = [];
  parser.on('field', (name, value, info) => {
    if (parts.length >= limits.maxParts) return fail(tooManyParts(limits));
    parts.push({
      kind: 'field',
      name: info.nameTruncated ? `${name}…` : name,
      value,
      tooLong: info.valueTruncated || Buffer.byteLength(value) > limits.maxFieldBytes,
    });
  });
  parser.on('file', (name, stream) => {
    // a file cut short when the reading stops fails its stream: the form's failure says why
    stream.on('error', () => {});
    const keep =
      parts.length < limits.maxParts &&
      limits.keepFiles.some((kept) => (typeof kept === 'string' ? kept === name : kept.test(name)));
    if (!keep) stream.resume();
    if (parts.length >= limits.maxParts) return fail(tooManyParts(limits));
    const part: FormPart = { kind: 'file', name };
    parts.push(part);
    if (keep) keepFileBytes(stream, part, () => fail(limits.fileTooLarge()));
  });
  parser.on('partsLimit', () => fail(tooManyParts(limits)));
  parser.on('fieldsLimit', () => fail(tooManyParts(limits)));
  parser.on('filesLimit', () => fail(tooManyFiles(limits)));
  const parsed = new Promise<void>((resolve) => {
    parser.on('error', () => {
      fail(malformedForm());
      resolve();
    });
    parser.on('close', resolve);
  });
  return { parts, parsed };
}

/** Gathers a file part's bytes into `part.bytes` once the file ends. */
function keepFileBytes(
  stream: NodeJS.ReadableStream,
  part: FormPart & { kind: 'file' },
  tooLarge: () => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.byteLength;
  });
  stream.on('limit', tooLarge);
  stream.on('end', () => {
    // a fresh array, not a view of Buffer's shared pool: the bytes may be handed to a worker
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    part.bytes = bytes;
  });
}

/**
 * Writes the body into the parser chunk by chunk until it ends or the form fails; on failure the rest
 * of the body is left unread and the parser stopped.
 */
async function feedParser(
  request: Request,
  parser: busboy.Busboy,
  parsed: Promise<void>,
  failed: () => DiecutError | undefined,
  fail: (error: DiecutError) => void,
): Promise<void> {
  const reader = request.body?.getReader();
  try {
    while (reader && !failed()) {
      const { done, value } = await reader.read();
      if (done) break;
      await new Promise<void>((resolve) => parser.write(value, () => resolve()));
    }
    if (!failed()) {
      parser.end();
      await parsed;
    }
  } catch (error) {
    // the body stopped short: the server refused it (too slow) or the client went away mid-upload
    if (error instanceof DiecutError || error instanceof HTTPException) throw error;
    fail(malformedForm());
  } finally {
    if (failed()) {
      // the rest of the body is left unread: the Node adapter drains or drops it once answered
      reader?.cancel().catch(() => {});
      parser.destroy();
    }
  }
}
