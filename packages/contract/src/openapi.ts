// Builds an OpenAPI 3.1 document from endpoint declarations: no I/O, so the server serves it and tests inspect it.
// Schemas come from zod's own JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1). Every part is converted
// as its *input*: that is what travels on the wire for requests (before transforms and defaults) and for responses
// (the server sends what the client then parses with the same schema).
import { z } from 'zod';
import type { Endpoint, UploadSpec } from './endpoint.ts';
import { apiErrorBody } from './errors.ts';

type JsonSchema = Record<string, unknown>;

/** Who may call an endpoint: a valid session is required, used when present, or not used. */
export type SessionRequirement = 'member' | 'optional' | 'public';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** An upload's multipart/form-data body: one binary file part, its size cap and media types (checked by content). */
function uploadBody(upload: UploadSpec): NonNullable<OpenApiOperation['requestBody']> {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          properties: {
            [upload.field]: {
              type: 'string',
              format: 'binary',
              maxLength: upload.maxBytes,
              description: `One file of at most ${upload.maxBytes} bytes: ${upload.mediaTypes.join(', ')}, recognised from its content.`,
            },
          },
        },
        encoding: { [upload.field]: { contentType: upload.mediaTypes.join(', ') } },
      },
    },
  };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    /** JSON bodies; uploads (Endpoint.upload) send multipart/form-data instead. */
    content: Partial<
      Record<
        'application/json' | 'multipart/form-data',
        { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }
      >
    >;
  };
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonSchema } } }
  >;
  security?: SecurityRequirement[];
}

type SecurityRequirement = Record<string, string[]>;

interface ApiKeyScheme {
  type: 'apiKey';
  in: 'cookie' | 'header';
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, ApiKeyScheme>;
  };
}

export interface OpenApiOptions {
  /** Endpoints by tag (the docs page's sections), each keyed by a unique name used as the operationId. */
  groups: Record<string, Record<string, Endpoint>>;
  /** The session an endpoint needs (drives `security`); endpoints it does not know get no security section. */
  sessionOf?: (endpoint: Endpoint) => SessionRequirement | undefined;
  /** Name of the session cookie. */
  sessionCookie: string;
  info?: Partial<OpenApiDocument['info']>;
}

export const SESSION_SCHEME = 'sessionCookie';
export const XSRF_SCHEME = 'xsrfHeader';
const ERROR_SCHEMA = 'ApiError';

/** Fastify `:name` path segments as OpenAPI `{name}` templates. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/**
 * One part's JSON Schema. Anything zod cannot express (dates, bigints, custom checks) becomes `{}` ("any value")
 * instead of failing the whole document. Inside an OpenAPI document `#` and `#/$defs/...` would point at the
 * document's root, so local definitions (recursive or reused schemas) move to `components.schemas` under
 * `<prefix>_<name>`, and a schema that refers to itself is also stored there as `<prefix>`.
 */
function partSchema(schema: z.ZodType, prefix: string, shared: Record<string, JsonSchema>): JsonSchema {
  const {
    $schema: _dialect,
    $defs = {},
    ...root
  } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const component = (name: string) => `#/components/schemas/${name}`;
  const renamed = new Map([['#', component(prefix)]]);
  for (const name of Object.keys($defs as object))
    renamed.set(`#/$defs/${name}`, component(`${prefix}_${name}`));
  let selfReferencing = false;
  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, relink(inner)];
        selfReferencing ||= inner === '#';
        return [key, renamed.get(inner) ?? inner];
      }),
    );
  };
  for (const [name, def] of Object.entries($defs as object))
    shared[`${prefix}_${name}`] = relink(def) as JsonSchema;
  const json = relink(root) as JsonSchema;
  if (selfReferencing) shared[prefix] = json;
  return json;
}

/** Path or query parameters from an object schema: one parameter per property. */
function parametersOf(schema: JsonSchema, location: OpenApiParameter['in']): OpenApiParameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof description === 'string' ? { description } : {}),
    schema: property,
  }));
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function securityOf(
  endpoint: Endpoint,
  session: SessionRequirement | undefined,
): SecurityRequirement[] | undefined {
  if (session === undefined) return undefined;
  const xsrf: SecurityRequirement = endpoint.method === 'GET' ? {} : { [XSRF_SCHEME]: [] };
  if (session === 'public') return [xsrf];
  const member = { [SESSION_SCHEME]: [], ...xsrf };
  return session === 'member' ? [member] : [member, xsrf];
}

/** The OpenAPI 3.1 document of `endpoints`. */
export function buildOpenApiDocument(options: OpenApiOptions): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    [ERROR_SCHEMA]: partSchema(apiErrorBody, ERROR_SCHEMA, {}),
  };
  const errorResponse = (description: string) => ({
    description,
    content: json({ $ref: `#/components/schemas/${ERROR_SCHEMA}` }),
  });
  const paths: OpenApiDocument['paths'] = {};

  const named = Object.entries(options.groups).flatMap(([tag, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ tag, name, endpoint })),
  );
  const names = new Set<string>();
  for (const { tag, name, endpoint } of named) {
    if (names.has(name)) throw new Error(`Two endpoints are named ${name}`);
    names.add(name);
    const part = (key: 'params' | 'query' | 'body' | 'response') => {
      const schema = endpoint[key];
      return schema ? partSchema(schema, `${name}_${key}`, schemas) : undefined;
    };
    const params = part('params');
    const query = part('query');
    const body = part('body');
    const parameters = [
      ...(params ? parametersOf(params, 'path') : []),
      ...(query ? parametersOf(query, 'query') : []),
    ];
    const security = securityOf(endpoint, options.sessionOf?.(endpoint));
    const operation: OpenApiOperation = {
      operationId: name,
      summary: endpoint.summary,
      tags: [tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body && endpoint.body
        ? { requestBody: { required: !endpoint.body.safeParse(undefined).success, content: json(body) } }
        : {}),
      ...(endpoint.upload ? { requestBody: uploadBody(endpoint.upload) } : {}),
      responses: {
        '200': { description: 'Success', content: json(part('response') ?? {}) },
        '4XX': errorResponse(
          'Refused: bad input (400, `field` names it), no session (401), missing X-XSRF-TOKEN (403), ' +
            'not allowed or behind the paywall (403), not found (404), too many requests (429).',
        ),
        '5XX': errorResponse('Failed on the server; the message never carries internals.'),
      },
      ...(security ? { security } : {}),
    };
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    if (paths[path]?.[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`);
    paths[path] = { ...paths[path], [method]: operation };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Dating app API', version: '1.0.0', ...options.info },
    paths,
    components: {
      schemas,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: 'The HttpOnly session cookie set by the login calls.',
        },
        [XSRF_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description:
            'Every call other than GET/HEAD/OPTIONS echoes the XSRF-TOKEN cookie (issued on any response) in this header; otherwise 403.',
        },
      },
    },
  };
}
