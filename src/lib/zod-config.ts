/*
 * Imported by every schema module the browser parses with (zod/mini), before it builds a schema.
 * zod probes `new Function('')` to decide whether to compile fast parsers; under the site's
 * Content-Security-Policy (no 'unsafe-eval') that probe is reported as a CSP violation even though
 * zod catches it. jitless skips the probe; parsing stays correct.
 */
import { config } from 'zod/mini';

config({ jitless: true });
