import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

describe('security headers worked out once', () => {
  it("are the headers helmet's middleware writes for the options", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc='"] } },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';script-src 'self' 'sha256-abc='");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('x-powered-by');
  });
});
