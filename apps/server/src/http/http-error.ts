import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/** An error that answers with its own status and message (`{ statusCode, error, message }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);

/** Parses query parameters; any problem becomes one 400 naming each parameter. */
export function parseQuery<T extends z.core.$ZodType>(schema: T, query: unknown): z.infer<T> {
  const result = z.safeParse(schema, query);
  if (result.success) return result.data;
  throw badRequest(describeZodError(result.error));
}

/** Issues of a classic or a zod/mini (contracts) schema, as one line naming each path. */
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
