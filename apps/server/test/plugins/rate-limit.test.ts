// The flood guard counts an address's requests in the database, so servers sharing it allow RATE_LIMIT_MAX a minute
// between them, not each.
import { webProducts } from '@app/contract';
import { expect, it } from 'vitest';
import { TestClient, describeBackends } from '../helper.ts';

describeBackends('the flood guard', (backend) => {
  it('counts one address across two servers and answers 429 with Retry-After past the limit', async () => {
    const env = { RATE_LIMIT_MAX: '4' };
    const [first, second] = [await backend.build({ env }), await backend.build({ env })];
    const answers: number[] = [];
    for (const app of [first, second, first, second, first])
      answers.push((await new TestClient(app, '198.51.100.9').get(webProducts.path)).statusCode);
    expect(answers.slice(0, 4).every((status) => status !== 429)).toBe(true);
    const refused = await new TestClient(second, '198.51.100.9').get(webProducts.path);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Another address has its own count.
    expect((await new TestClient(second, '198.51.100.10').get(webProducts.path)).statusCode).not.toBe(429);
  });
});
