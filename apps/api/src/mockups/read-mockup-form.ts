import {
  DiecutError,
  HEX_COLOR,
  INVALID_BACKGROUND_MESSAGE,
  invalidSubstrateMessage,
  type SubstrateChoice,
  SubstrateChoiceSchema,
  type ValidationErrorItem,
} from '@diecut/schema';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type FormPart, readFormParts } from '../http/form-parts';

/** Room for the form's text fields and multipart boundaries beside the artwork itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const NAME_MAX_LENGTH = 200;
/**
 * Fields and files one mockup form may hold: it has six kinds of field, one `part_substrates[n]` per
 * part of the box among them. The reading stops at the first part past this.
 */
export const FORM_MAX_PARTS = 64;
/** Bytes of one text field's value: a name of 200 characters is 800 at most. */
export const FORM_FIELD_MAX_BYTES = 4096;
/** Characters of a field name quoted back in an error message. */
const QUOTED_NAME_MAX_LENGTH = 100;

const tooLarge = (maxBytes: number) =>
  new DiecutError(413, `Artwork file too large: the limit is ${maxBytes} bytes.`);

/**
 * 413 for an upload over the artwork limit while the body streams in (or at once from its
 * Content-Length), so a huge upload is never buffered whole.
 */
export function artworkBodyLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes + FORM_OVERHEAD_BYTES,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });
}

/** The fields of interface 4.8 (create) and 4.9 (update) as read from the form. */
export interface MockupForm {
  file?: Uint8Array;
  name?: string;
  /** `outside_design`: true unless the form says `false`. */
  outsideDesign: boolean;
  background?: string;
  substrate?: SubstrateChoice;
  /** Part number to substrate; `{}` clears every per-part pick. */
  partSubstrates?: Record<string, SubstrateChoice>;
  /** Part number to that piece's own artwork (`part_files[n]`, beyond the interface). */
  partFiles?: Record<string, Uint8Array>;
}

/** A part's own artwork, a file per piece of a multi-part box. */
const PART_FILE_FIELD = /^part_files\[(\d{1,4})\]$/;
/** The printed piece's `file` and one artwork per piece of the largest multi-part box, and some. */
export const FORM_MAX_FILES = 9;

const CREATE_FIELDS = ['file', 'part_files[<part_number>]', 'name', 'outside_design'];
const UPDATE_FIELDS = [
  ...CREATE_FIELDS,
  'scene_background_color',
  'substrate',
  'part_substrates[<part_number>]',
];
const PART_SUBSTRATE_FIELD = /^part_substrates\[(\d{1,4})\]$/;

/**
 * Reads a mockup form as it streams in: 415 unless it is `multipart/form-data` (or, for an update
 * without a file, `application/x-www-form-urlencoded`), 413 for an artwork over `artworkMaxBytes`, 400
 * as soon as it holds more than {@link FORM_MAX_PARTS} fields and files or more than one file, then
 * 400 listing every field that is unknown, repeated, too long or invalid.
 */
export async function readMockupForm(
  c: Context,
  operation: FormOperation,
  artworkMaxBytes: number,
): Promise<MockupForm> {
  requireFormType(c.req.header('content-type') ?? '', operation);
  const parts = await readFormParts(c.req.raw, {
    maxParts: FORM_MAX_PARTS,
    maxFiles: FORM_MAX_FILES,
    maxFieldBytes: FORM_FIELD_MAX_BYTES,
    maxFileBytes: artworkMaxBytes,
    fileTooLarge: () => tooLarge(artworkMaxBytes),
    keepFiles: ['file', PART_FILE_FIELD],
    what: 'a 3D mockup form',
  });
  const errors: ValidationErrorItem[] = [];
  const form: MockupForm = { outsideDesign: true };
  const seen = new Set<string>();
  for (const part of parts) {
    if (seen.has(part.name)) {
      errors.push({ message: `${quote(part.name)} is given more than once.` });
      continue;
    }
    seen.add(part.name);
    readPart(part, operation, form, errors);
  }
  if (operation === 'create' && !form.file && !seen.has('file')) {
    errors.push({ message: "'file' is required: the artwork as a PNG, JPEG, SVG or PDF file." });
  }
  if (errors.length > 0) throw DiecutError.validation(errors);
  return form;
}

type FormOperation = 'create' | 'update';

/** 415 unless the body is a form this operation reads. */
function requireFormType(contentType: string, operation: FormOperation): void {
  const multipart = /^multipart\/form-data\s*;/i.test(contentType);
  const urlEncoded =
    operation === 'update' && /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType);
  if (!multipart && !urlEncoded) {
    throw new DiecutError(415, "Unsupported media type: send the form as 'multipart/form-data'.");
  }
}

/** Sets the part's field of `form`, or adds what is wrong with it to `errors`. */
function readPart(
  part: FormPart,
  operation: FormOperation,
  form: MockupForm,
  errors: ValidationErrorItem[],
): void {
  const field = part.name;
  const quoted = quote(field);
  if (field === 'file') {
    if (part.kind === 'field') errors.push({ message: "'file' must be a file part, not a text field." });
    else form.file = part.bytes;
    return;
  }
  const partFile = PART_FILE_FIELD.exec(field);
  if (partFile) {
    if (part.kind === 'field')
      errors.push({ message: `${quote(field)} must be a file part, not a text field.` });
    else form.partFiles = { ...form.partFiles, [String(Number(partFile[1]))]: part.bytes as Uint8Array };
    return;
  }
  const allowed = allowedFields(operation);
  const partMatch = operation === 'update' ? PART_SUBSTRATE_FIELD.exec(field) : null;
  const known = allowed.includes(field) || partMatch !== null;
  if (part.kind === 'file') {
    errors.push({ message: known ? `${quoted} must be a text field.` : unknownField(field, allowed) });
    return;
  }
  if (part.tooLong && known) {
    errors.push({
      message:
        field === 'name'
          ? `'name' must be at most ${NAME_MAX_LENGTH} characters.`
          : `${quoted} is too long: a form field takes at most ${FORM_FIELD_MAX_BYTES} bytes.`,
    });
    return;
  }
  if (partMatch) {
    const parsed = SubstrateChoiceSchema.safeParse(part.value);
    if (!parsed.success) errors.push({ message: invalidSubstrateMessage(field) });
    else form.partSubstrates = { ...form.partSubstrates, [String(Number(partMatch[1]))]: parsed.data };
    return;
  }
  readTextField(field, part.value, operation, form, errors);
}

function allowedFields(operation: FormOperation): string[] {
  return operation === 'create' ? CREATE_FIELDS : UPDATE_FIELDS;
}

/** A text field of a known name, within the length limit: its value checked and set. */
function readTextField(
  field: string,
  value: string,
  operation: FormOperation,
  form: MockupForm,
  errors: ValidationErrorItem[],
): void {
  switch (operation === 'create' && !CREATE_FIELDS.includes(field) ? '' : field) {
    case 'name': {
      const name = value.trim();
      if (name.length === 0 && operation === 'update') errors.push({ message: "'name' must not be empty." });
      else if (name.length > NAME_MAX_LENGTH) {
        errors.push({ message: `'name' must be at most ${NAME_MAX_LENGTH} characters.` });
      } else if (name.length > 0) form.name = name;
      break;
    }
    case 'outside_design':
      if (value !== 'true' && value !== 'false') {
        errors.push({ message: "Invalid 'outside_design'. Valid values are 'true' and 'false'." });
      } else form.outsideDesign = value === 'true';
      break;
    case 'scene_background_color':
      if (!HEX_COLOR.test(value)) errors.push({ message: INVALID_BACKGROUND_MESSAGE });
      else form.background = value.toLowerCase();
      break;
    case 'substrate': {
      const parsed = SubstrateChoiceSchema.safeParse(value);
      if (!parsed.success) errors.push({ message: invalidSubstrateMessage('substrate') });
      else form.substrate = parsed.data;
      break;
    }
    case 'part_substrates':
      // a lone empty field is how a form says "no per-part picks": the object cannot be empty otherwise
      if (value !== '') {
        errors.push({ message: "Send per-part substrates as 'part_substrates[<part_number>]' fields." });
      } else form.partSubstrates = { ...form.partSubstrates };
      break;
    default:
      errors.push({ message: unknownField(field, allowedFields(operation)) });
  }
}

/** A field name as error messages quote it: cut short past {@link QUOTED_NAME_MAX_LENGTH} characters. */
function quote(field: string): string {
  return field.length > QUOTED_NAME_MAX_LENGTH
    ? `'${field.slice(0, QUOTED_NAME_MAX_LENGTH)}…'`
    : `'${field}'`;
}

function unknownField(field: string, allowed: string[]): string {
  return `Unknown form field ${quote(field)}. Fields are ${allowed.map((name) => `'${name}'`).join(', ')}.`;
}
