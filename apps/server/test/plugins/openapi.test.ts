import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '@app/contract';
import type { Endpoint, OpenApiDocument } from '@app/contract';
import { openApiPath } from '@app/contract';
import { expect, it } from 'vitest';
import { describeBackends, testTempDir } from '../helper.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value &&
  'summary' in value;

/**
 * Every endpoint the contract exports, found by shape, alone or inside an exported map (endpoints derived in a loop,
 * like the profile sections' saves): one declared but left out of a group is still found.
 */
const contractEndpoints = [
  ...new Set(
    (Object.values(contract) as unknown[]).flatMap((value) =>
      isEndpoint(value)
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).filter(isEndpoint)
          : [],
    ),
  ),
];

type Operation = OpenApiDocument['paths'][string][string];

function operationOf(document: OpenApiDocument, endpoint: Endpoint): Operation | undefined {
  return document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
}

/** Resolves a local `#/...` reference inside the document. */
function resolveRef(document: OpenApiDocument, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describeBackends('OpenAPI document and docs page', (backend) => {
  async function fetchDocument() {
    const app = await backend.build();
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    return response.json<OpenApiDocument>();
  }

  it('documents every contract endpoint, each with the session it needs', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(contractEndpoints.length).toBeGreaterThan(30);
    const missing = contractEndpoints
      .filter((endpoint) => !operationOf(document, endpoint))
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(contractEndpoints.length);
    // The server registered every documented call (else its security would be unknown).
    const withoutSecurity = operations.filter((op) => !op.security).map((op) => op.operationId);
    expect(withoutSecurity).toEqual([]);
  });

  it('describes the login call: required body fields, response, XSRF header and no session', async () => {
    const document = await fetchDocument();
    const login = operationOf(document, contract.login);
    expect(login?.summary).toBe(contract.login.summary);
    expect(login?.requestBody?.required).toBe(true);
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(['user', 'pass']);
    expect(Object.keys(body?.properties as object)).toEqual(['user', 'pass', 'reactivate', 'captchaToken']);
    const ok = login?.responses['200']?.content?.['application/json'].schema;
    expect(ok?.required).toEqual(['success', 'data']);
    expect(login?.security).toEqual([{ xsrfHeader: [] }]);
    expect(document.components.securitySchemes.xsrfHeader).toMatchObject({
      in: 'header',
      name: 'X-XSRF-TOKEN',
    });
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ in: 'cookie', name: 'sid' });
  });

  it('lists path and query parameters, with defaults left optional', async () => {
    const document = await fetchDocument();
    const getThread = operationOf(document, contract.getThread);
    const pathParams = getThread?.parameters?.filter((p) => p.in === 'path') ?? [];
    expect(pathParams.length).toBeGreaterThan(0);
    expect(pathParams.every((p) => p.required)).toBe(true);
    expect(getThread?.security).toEqual([{ sessionCookie: [] }]);

    const search = operationOf(document, contract.searchMembers);
    const limit = search?.parameters?.find((p) => p.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', required: false });
  });

  it('gives every error the contract error body and leaves no dangling reference', async () => {
    const document = await fetchDocument();
    const unblock = operationOf(document, contract.unblockMember);
    const error = unblock?.responses['4XX']?.content?.['application/json'].schema;
    const errorSchema = resolveRef(document, String(error?.$ref)) as Record<string, unknown>;
    expect(errorSchema.required).toEqual(['error']);
    const dangling = refsIn(document).filter((ref) => resolveRef(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('serves the docs page and its assets from the server, even when the site is built', async () => {
    const dist = testTempDir('app-server-site-');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Dating app</title>');
    const app = await backend.build({ env: { SITE_DIST: dist } });

    const page = await app.inject({ url: '/api/docs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toContain('Dating app');
    expect(page.body).not.toMatch(/(src|href)="https?:/);

    const bundle = await app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    const documentAsUiLoadsIt = await app.inject('/api/docs/json');
    expect(documentAsUiLoadsIt.json<OpenApiDocument>().paths).toEqual(
      (await app.inject('/api/openapi.json')).json<OpenApiDocument>().paths,
    );
  });
});
