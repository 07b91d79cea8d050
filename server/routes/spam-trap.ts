/*
 * The spam trap: a hidden field people never fill in. A submission that fills it gets exactly the
 * answer a real one gets and is stored nowhere; whatever the field holds, it causes no error of its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import { HONEYPOT_FIELD } from '../../src/lib/enquiry-rules';

/** The trap field holds anything at all but blank text (a visitor's browser leaves it empty). */
export function isHoneypotHit(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

export function logHoneypot(log: FastifyBaseLogger, route: string) {
  log.info({ route, outcome: 'honeypot' }, 'submission answered but not stored');
}
