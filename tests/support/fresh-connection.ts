/*
 * A GET on a connection of its own, for tests that count failed requests across a reload: a
 * kept-alive connection could hide a failure behind an earlier answer.
 */
import http from 'node:http';

/** What a request came to: an answer, or the error that took its place. */
export type Answer = { status: number; body: string } | { error: string };

export function getOnFreshConnection(url: string): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 20_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ error: error.message }));
  });
}
