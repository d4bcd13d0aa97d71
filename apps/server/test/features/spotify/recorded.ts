// Spotify's HTTP exchanges in recorded form (fixtures/*.json: the request sent, the response answered), replayed by
// an injected fetch that checks each request against its recording: no network in tests.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { ArtistCatalogue } from '../../../src/features/spotify/index.ts';
import type { TestBackend } from '../../helper.ts';
import { testConfig } from '../../helper.ts';

export const CLIENT_ID = 'test-client-id';
export const REDIRECT_URI = 'https://dating.example/profile/edit/spotify';

export type FixtureName =
  | 'token-exchange'
  | 'token-refresh'
  | 'token-invalid-grant'
  | 'search-artists'
  | 'artists-by-ids'
  | 'artists-unknown-id'
  | 'error-401'
  | 'error-429';

export interface Fixture {
  request: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    /** Form fields of the body; `*` matches any value (a per-run value the test checks itself). */
    form?: Record<string, string>;
  };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

export function fixture(name: FixtureName): Fixture {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture;
}

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  form: URLSearchParams | undefined;
}

interface Step {
  fixture: Fixture;
  /** Checks beyond the recording (e.g. the PKCE verifier against the challenge sent earlier). */
  check?: (request: SentRequest) => void;
}

/**
 * A fetch that answers the given recordings in order, failing the test when a request differs from its
 * recording (method, URL, the recorded headers, form fields) or when more requests come than were recorded.
 */
export function recordedFetch() {
  const steps: Step[] = [];
  const sent: SentRequest[] = [];
  const mismatches: unknown[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const form = typeof init.body === 'string' ? new URLSearchParams(init.body) : undefined;
    const request: SentRequest = { method: init.method ?? 'GET', url, headers, form };
    sent.push(request);
    const step = steps.shift();
    try {
      if (!step) throw new Error(`unexpected Spotify request ${request.method} ${url}`);
      check(step, request, init);
    } catch (error) {
      // The adapter turns a failing fetch into a 502; done() reports the mismatch itself.
      mismatches.push(error);
      throw error;
    }
    const { status, headers: responseHeaders, body } = step.fixture.response;
    return new Response(JSON.stringify(body), { status, headers: responseHeaders });
  };

  function check(step: Step, request: SentRequest, init: RequestInit) {
    const { url, headers, form } = request;
    const recorded = step.fixture.request;
    expect(request.method).toBe(recorded.method);
    expect(url).toBe(recorded.url);
    for (const [name, value] of Object.entries(recorded.headers)) expect(headers.get(name)).toBe(value);
    if (recorded.form) {
      expect(form, 'a form body').toBeDefined();
      expect([...(form?.keys() ?? [])].sort()).toEqual(Object.keys(recorded.form).sort());
      for (const [name, value] of Object.entries(recorded.form)) {
        if (value !== '*') expect(form?.get(name), name).toBe(value);
      }
    }
    expect(init.signal, 'every call has a timeout').toBeInstanceOf(AbortSignal);
    step.check?.(request);
  }

  return {
    fetch: fetchImpl as typeof fetch,
    sent,
    /** Queues a recording to answer the next request with. */
    expect(name: FixtureName | Fixture, check?: Step['check']) {
      steps.push({ fixture: typeof name === 'string' ? fixture(name) : name, ...(check ? { check } : {}) });
      return this;
    },
    /** Every queued recording was asked for. */
    done() {
      if (mismatches.length > 0) throw mismatches[0];
      expect(steps.map((step) => step.fixture.request.url)).toEqual([]);
    },
  };
}

/** Builds apps over the backend's database with the given catalogue; closed after each test. */
export function useCatalogueApp(backend: TestBackend) {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  /** `logs` collects every log line the app writes (at trace level), to check what never reaches them. */
  return async (spotify: ArtistCatalogue, logs?: string[]): Promise<FastifyInstance> => {
    const app = await buildApp({
      config: testConfig(),
      database: backend.database,
      seedDemo: false,
      prepareDatabase: false,
      logger: logs ? { level: 'trace', stream: { write: (line: string) => logs.push(line) } } : false,
      spotify,
    });
    apps.push(app);
    await app.ready();
    return app;
  };
}
