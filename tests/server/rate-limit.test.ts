/*
 * The POST budget per client over real HTTP, on SQLite (counted in memory) and PostgreSQL (counted
 * in the database): an IPv6 client is counted by its /56, the block a provider gives one customer,
 * so a client cannot step past the limit by changing the last 72 bits of its address.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, listening, type TestApp } from './support';

describeEachDatabase('the POST budget of an IPv6 client', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { max: 20, windowMs: 60_000 }, trustProxy: 1 });
    base = await listening(t);
  });
  afterAll(async () => t?.close());

  const subscribe = (client: string, n: number) =>
    fetch(`${base}/apis/newsletter.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email: `v6-${n}@example.com` }),
    });

  it('counts 25 addresses inside one /56 as one client: 20 taken, then 429', async () => {
    const statuses: number[] = [];
    // 2001:db8:0:ab00::/56 holds 2001:db8:0:ab00:: to 2001:db8:0:abff:ffff:…; each of these is in a /64 of its own.
    for (let i = 0; i < 25; i++) statuses.push((await subscribe(`2001:db8:0:ab${i.toString(16).padStart(2, '0')}::${i + 1}`, i)).status);
    expect(statuses).toEqual([...Array<number>(20).fill(201), ...Array<number>(5).fill(429)]);
    // The next /56 is another client.
    expect((await subscribe('2001:db8:0:ac00::1', 100)).status).toBe(201);
    // An IPv4 client is counted by its address.
    expect((await subscribe('203.0.113.9', 101)).status).toBe(201);
  });
});
