// Helpers the photo, photo import and verification route suites share: an app over the test backend with its own
// photo storage and a service swapped in, the files in storage, and the contract's error body.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorBody } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import type { AppOptions } from '../../../src/app.ts';
import { buildApp } from '../../../src/app.ts';
import type { TestBackend } from '../../helper.ts';
import { testConfig } from '../../helper.ts';

type SwappedServices = Pick<AppOptions, 'photoModerator' | 'photoImport' | 'verificationReviewer'>;

/**
 * A ready app over `backend`'s prepared database, storing photos under `dataDir`, with `services` swapped in; closed
 * when the test finishes.
 */
export async function buildWithServices(
  backend: TestBackend,
  dataDir: string,
  services: SwappedServices,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database: backend.database,
    seedDemo: false,
    prepareDatabase: false,
    logger: false,
    ...services,
  });
  onTestFinished(() => app.close());
  await app.ready();
  return app;
}

/** Every file under `folder` (none when it does not exist yet). */
export function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** The response is the contract's error body with this status and code, naming `field` (or no field). */
export function expectError(
  response: { statusCode: number; json: () => unknown; body: string },
  status: number,
  code: string,
  field?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = apiErrorBody.parse(response.json());
  expect(error.code).toBe(code);
  expect(error.field).toBe(field);
  return error;
}
