/*
 * The security headers of every answer, worked out once. helmet writes them (its defaults and the
 * options below), but @fastify/helmet builds helmet's middleware again for each request, serialising
 * the Content-Security-Policy every time, for headers that never change while the server runs. So
 * helmet writes them once, into a record, at start; a hook sets the record on each answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets for `options`, by lower-case name. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return headers;
}
