/*
 * A TLS front that speaks HTTP/2 to the browser and HTTP/1.1 to a server behind it, as the reverse
 * proxy the README puts before the site in production does. npm run bench:lighthouse measures the
 * pages through it, so Lighthouse loads a page as a visitor's phone does: every file over one
 * connection, rather than over the six HTTP/1.1 connections, each with its own TCP slow start,
 * that the Node server alone offers. Its certificate is self-signed, made by openssl for loopback.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type Certificate = { key: Buffer; cert: Buffer };

/** A key and a self-signed certificate for 127.0.0.1, valid for a day. */
export function loopbackCertificate(): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const openssl = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (openssl.status !== 0) throw new Error(`openssl could not make a certificate: ${openssl.error?.message ?? openssl.stderr}`);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers of one connection, which HTTP/2 does not carry. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** Serves `target` (an http:// origin) over HTTPS and HTTP/2 on a free loopback port until `close` is called. */
export async function http2Front(target: string, certificate: Certificate): Promise<{ url: string; close: () => Promise<void> }> {
  const origin = new URL(target);
  const server = http2.createSecureServer(certificate, (request, response) => {
    const headers: OutgoingHttpHeaders = { host: origin.host };
    for (const [name, value] of Object.entries(request.headers)) if (!name.startsWith(':') && name !== 'host') headers[name] = value;
    const forwarded = http.request({ host: origin.hostname, port: origin.port, method: request.method, path: request.url, headers }, (answer) => {
      const answerHeaders: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `https://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
