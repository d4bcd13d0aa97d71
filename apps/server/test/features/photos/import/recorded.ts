// Graph API exchanges in recorded form (fixtures/*.json: the request sent, the response answered, written in the
// shapes the Facebook Graph API and Instagram API references document), replayed by an injected fetch that checks
// each request against its recording: no network in tests. Photo downloads are answered with bytes made in the test.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

export const FACEBOOK_TOKEN = 'EAAGtest-member-token';
export const FACEBOOK_SECRET = 'test-app-secret';
export const INSTAGRAM_TOKEN = 'IGAAtest-member-token';
export const INSTAGRAM_SECRET = 'test-instagram-secret';

export interface Fixture {
  request: { method: 'GET'; url: string; headers: Record<string, string> };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

export function fixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture;
}

/** A CDN answer to a photo download. */
export interface Download {
  url: string;
  status?: number;
  headers?: Record<string, string>;
  bytes: Uint8Array;
}

type Step = { kind: 'api'; fixture: Fixture } | { kind: 'download'; download: Download };

/** The query of a URL as sorted pairs: the recording and the request must carry the same parameters. */
const paramsOf = (url: URL) => [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));

export function recordedFetch() {
  const steps: Step[] = [];
  const sent: { url: string; headers: Headers }[] = [];
  const mismatches: unknown[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    sent.push({ url: url.toString(), headers });
    const step = steps.shift();
    try {
      if (!step) throw new Error(`unexpected request ${url.toString()}`);
      expect(init.method ?? 'GET').toBe('GET');
      expect(init.signal, 'every call has a timeout').toBeInstanceOf(AbortSignal);
      if (step.kind === 'download') {
        expect(url.toString()).toBe(step.download.url);
        expect(headers.get('authorization'), 'no token goes to the CDN').toBeNull();
      } else {
        const recorded = new URL(step.fixture.request.url);
        expect(`${url.origin}${url.pathname}`).toBe(`${recorded.origin}${recorded.pathname}`);
        expect(paramsOf(url)).toEqual(paramsOf(recorded));
        expect(url.searchParams.has('access_token'), 'the token travels in a header only').toBe(false);
        for (const [name, value] of Object.entries(step.fixture.request.headers)) {
          expect(headers.get(name)).toBe(value);
        }
      }
    } catch (error) {
      mismatches.push(error);
      throw error;
    }
    if (step.kind === 'download') {
      const { status = 200, headers: answer = {}, bytes } = step.download;
      return new Response(new Blob([new Uint8Array(bytes)]), { status, headers: answer });
    }
    const { status, headers: answer, body } = step.fixture.response;
    return new Response(JSON.stringify(body), { status, headers: answer });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    sent,
    /** Queues a recording to answer the next request with. */
    expect(name: string) {
      steps.push({ kind: 'api', fixture: fixture(name) });
      return this;
    },
    download(download: Download) {
      steps.push({ kind: 'download', download });
      return this;
    },
    /** Every queued answer was asked for, and every request matched its recording. */
    done() {
      if (mismatches.length > 0) throw mismatches[0];
      expect(steps).toEqual([]);
    },
  };
}
