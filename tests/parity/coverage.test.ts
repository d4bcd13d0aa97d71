// The coverage check the parity suite runs against the real server and the mocks, shown to fail: an endpoint with
// no route or handler is named, one with a route is not.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '@app/contract';
import { defineEndpoint } from '@app/contract';
import { endpointsExportedBy, missingEndpoints, mswAnswers, serverAnswers } from './coverage.ts';

const endpoint = (method: Endpoint['method'], path: string) =>
  defineEndpoint({ method, path, response: z.object({}), summary: path });
const listed = { kept: endpoint('GET', '/api/user/kept/:id'), ghost: endpoint('POST', '/api/user/ghost') };

describe('endpoint coverage', () => {
  it('names the endpoints the mocks have no handler for (method and contract path must both match)', () => {
    const handlers = [
      http.get('*/api/user/kept/:id', () => HttpResponse.json({})),
      http.get('*/api/user/ghost', () => HttpResponse.json({})),
    ];
    expect(missingEndpoints(listed, mswAnswers(handlers))).toEqual(['ghost: POST /api/user/ghost']);
    expect(missingEndpoints(listed, mswAnswers([]))).toHaveLength(2);
  });

  it('names the endpoints the server has no route for', () => {
    const routes = new Set(['GET /api/user/kept/:id']);
    const app = {
      hasRoute: ({ method, url }: { method: string; url: string }) => routes.has(`${method} ${url}`),
    };
    expect(missingEndpoints(listed, serverAnswers(app))).toEqual(['ghost: POST /api/user/ghost']);
  });

  it('finds endpoint declarations among a module’s exports', () => {
    expect(endpointsExportedBy({ ...listed, notAnEndpoint: { method: 'GET' }, text: 'x' })).toEqual([
      listed.kept,
      listed.ghost,
    ]);
  });
});
