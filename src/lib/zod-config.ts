/*
 * Imported by the admin drafts' schemas (src/schemas/admin.ts), the only zod that runs in the
 * browser, before they build a schema. zod 4 probes `new Function('')` to decide whether to compile
 * fast parsers; under the site's Content-Security-Policy (no 'unsafe-eval') that probe is reported
 * as a CSP violation even though zod catches it. jitless skips the probe; parsing stays correct.
 */
import { z } from 'zod';

z.config({ jitless: true });
