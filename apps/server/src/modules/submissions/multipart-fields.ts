import type { IncomingMessage } from 'node:http';
import type { Multipart } from '@fastify/multipart';
import { HttpError } from '../../http/http-error.ts';

/**
 * Busboy limits for a form submission. A form has at most a few dozen fields, a
 * checkboxes group repeats its name once per ticked choice, and the longest field
 * (multiline) is 5,000 characters — up to 20 KB of UTF-8. Anything bigger is not a
 * person filling in a form.
 */
export const SUBMISSION_MULTIPART_LIMITS = {
  fieldNameSize: 200,
  fieldSize: 32 * 1024,
  fields: 300,
  files: 0,
  parts: 300,
  headerPairs: 100,
};

/** Whole request body; checked from Content-Length before any parsing. */
export const SUBMISSION_BODY_LIMIT = 512 * 1024;

interface CodedError {
  code?: unknown;
  statusCode?: unknown;
}

/**
 * Reads every text part of a multipart body into `name → values` (in order, so a
 * repeated name — a checkboxes group — keeps every value). Files and oversized
 * values are refused; a malformed body becomes a 400 rather than escaping as a 500.
 */
export async function collectMultipartFields(parts: AsyncIterable<Multipart>): Promise<Map<string, string[]>> {
  const values = new Map<string, string[]>();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        part.file.resume();
        throw new HttpError(400, 'File uploads are not accepted by this form.');
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, `The value of "${part.fieldname.slice(0, 50)}" is too long.`);
      }
      if (typeof part.value !== 'string') {
        throw new HttpError(400, `The value of "${part.fieldname}" must be text.`);
      }
      const list = values.get(part.fieldname);
      if (list) list.push(part.value);
      else values.set(part.fieldname, [part.value]);
    }
  } catch (error) {
    throw toInputError(error);
  }
  return values;
}

function toInputError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'File uploads are not accepted by this form.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The submission has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'The submission contains a field name that is not allowed.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'A submission must be sent as multipart/form-data.');
    default:
      if (statusCode === 413) return new HttpError(413, 'The submission is too large.');
      return new HttpError(400, 'The submission is not a well-formed multipart/form-data body.');
  }
}

export interface MultipartBodyWatch {
  /** Whether the body ended with its closing delimiter. */
  wasWhole: () => boolean;
  /** Bytes received: bounds bodies sent without Content-Length (chunked). */
  bytesReceived: () => number;
}

/**
 * Watches a multipart request body as it streams into the parser.
 * @fastify/multipart ends the parts quietly when a body stops early, which
 * would let a truncated submission look like one with empty fields, and it does
 * not apply Fastify's body limit; read both from here after reading the parts.
 * Start it before the parts are read: it listens alongside the parser.
 */
export function watchMultipartBody(raw: IncomingMessage): MultipartBodyWatch {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(raw.headers['content-type'] ?? '');
  const boundary = match?.[1] ?? match?.[2];
  const closing = Buffer.from(`--${boundary ?? ''}--`);
  const keep = closing.length + 64;
  let tail = Buffer.alloc(0);
  let bytes = 0;
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    const joined = Buffer.concat([tail, chunk]);
    tail = joined.subarray(Math.max(0, joined.length - keep));
  });
  return { wasWhole: () => boundary !== undefined && tail.includes(closing), bytesReceived: () => bytes };
}
