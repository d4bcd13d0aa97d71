import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';

interface Folder {
  name: string;
  children: Folder[];
}
const folder: z.ZodType<Folder> = z.object({
  name: z.string(),
  get children() {
    return z.array(folder);
  },
});

const getFolder = defineEndpoint({
  summary: 'One folder and everything under it.',
  method: 'GET',
  path: '/api/folders/:id',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ depth: z.coerce.number().default(1), since: z.date().optional() }),
  response: z.object({ root: folder, sizes: z.string().transform((s) => s.length) }),
});
const saveFolder = defineEndpoint({
  summary: 'Save a folder tree.',
  method: 'POST',
  path: '/api/folders/:id',
  params: z.object({ id: z.coerce.number().int() }),
  body: folder,
  response: z.object({ success: z.literal(true) }),
});

const build = (groups: Parameters<typeof buildOpenApiDocument>[0]['groups']) =>
  buildOpenApiDocument({ groups, sessionCookie: 'sid', sessionOf: () => 'member' });

function resolve(document: object, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

describe('buildOpenApiDocument', () => {
  const document = build({ folders: { getFolder, saveFolder } });
  const path = document.paths[openApiPath(getFolder.path)];

  it('puts both methods of one path under its {param} template', () => {
    expect(Object.keys(document.paths)).toEqual(['/api/folders/{id}']);
    expect(Object.keys(path ?? {})).toEqual(['get', 'post']);
    expect(path?.get?.tags).toEqual(['folders']);
    expect(path?.get?.parameters?.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['id', 'path', true],
      ['depth', 'query', false],
      ['since', 'query', false],
    ]);
  });

  it('moves recursive schemas to components so every reference resolves', () => {
    const body = path?.post?.requestBody?.content['application/json']?.schema;
    const itemsRef = (body?.properties as { children: { items: { $ref: string } } }).children.items.$ref;
    expect(resolve(document, itemsRef)).toMatchObject({ required: ['name', 'children'] });
    const response = path?.get?.responses['200']?.content?.['application/json'].schema;
    const rootRef = (response?.properties as { root: { $ref: string } }).root.$ref;
    expect(resolve(document, rootRef)).toMatchObject({ type: 'object' });
  });

  it('describes what JSON Schema cannot express as any value instead of failing', () => {
    const since = path?.get?.parameters?.find((p) => p.name === 'since');
    expect(since?.schema).toEqual({});
    const response = path?.get?.responses['200']?.content?.['application/json'].schema;
    expect((response?.properties as { sizes: unknown }).sizes).toEqual({ type: 'string' });
  });

  it('asks for the XSRF header on calls that change something', () => {
    expect(path?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(path?.post?.security).toEqual([{ sessionCookie: [], xsrfHeader: [] }]);
  });

  it('refuses the same call declared twice', () => {
    expect(() => build({ a: { getFolder }, b: { again: getFolder } })).toThrow(/declared twice/);
  });
});
