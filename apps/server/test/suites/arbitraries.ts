// Property-based request generators derived from the contract: a small walker from the zod 4 schema types the
// contract uses (object, string with its formats and lengths, number with bounds, enum, literal, boolean, union,
// optional/default, pipe/transform, array) to fast-check arbitraries, plus mutations that break exactly one input.
// Every generated request is classified by the contract itself (the part's safeParse), so a "valid" case is one
// the contract accepts and an "invalid" case one it refuses, whatever the mutation meant to do.
import type { Endpoint } from '@app/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import type { UploadBody } from './uploads.ts';
import { badUploads, goodUpload } from './uploads.ts';

/** Meaningful values by field name (member ids of the demo community, its threads, the canned flirts, logins). */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

type Part = 'params' | 'query' | 'body';

/** One request derived from an endpoint's schemas. */
export interface FuzzCase {
  /** The contract accepts every part (classified with safeParse after any mutation). */
  valid: boolean;
  /** What was done, for failure messages. */
  label: string;
  /** The URL as sent (path with params filled, query string). */
  url: string;
  /** JSON text of the body, when one is sent. */
  payload?: string;
  /** The decoded inputs (what the server's schemas see), for the domain checks of valid cases. */
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** The `field` a 400 must name: the one input at fault (undefined: not asserted). */
  field?: string;
  /** The part that carries the fault. */
  part?: Part;
  /** Not decodable as the contract sees it (a malformed %-escape in the query): ignoring it is fine too. */
  lenient?: boolean;
  /** An upload endpoint's multipart body (Endpoint.upload), sent instead of a JSON payload. */
  upload?: UploadBody;
  /** The status an invalid case must get (default 400; a bad upload: 400, 413 or 415). */
  status?: number;
}

type Def = {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: Record<string, unknown> & { check: string } } }>;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  element?: z.ZodType;
  catchall?: z.ZodType;
  coerce?: boolean;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Length bounds of a string or array schema. */
function lengthBounds(def: Def): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum as number);
    if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum as number);
    if (check.check === 'length_equals') min = max = check.length as number;
  }
  return { min, max };
}

/** Numeric bounds (inclusive) and integer-ness of a number schema. */
function numberBounds(def: Def): { min: number; max: number; int: boolean } {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let int = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && ['safeint', 'int32', 'uint32'].includes(check.format as string)) {
      int = true;
      min = Math.max(min, Number.MIN_SAFE_INTEGER);
      max = Math.min(max, Number.MAX_SAFE_INTEGER);
    }
    if (check.check === 'greater_than') {
      const value = check.value as number;
      min = Math.max(min, check.inclusive ? value : int ? value + 1 : value + Number.EPSILON);
    }
    if (check.check === 'less_than') {
      const value = check.value as number;
      max = Math.min(max, check.inclusive ? value : int ? value - 1 : value - Number.EPSILON);
    }
  }
  if (int) {
    min = Math.ceil(min);
    max = Math.floor(max);
  }
  return { min, max, int };
}

/** Removes optional/default/pipe wrappers: the schema whose input the wire carries. */
export function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    else if (def.type !== 'pipe' && def.type !== 'nullable' && def.type !== 'readonly') break;
    current = (def.type === 'pipe' ? def.in : def.innerType) as z.ZodType;
  }
  return { schema: current, optional };
}

/** Text that tends to break servers; kept only where the field's schema accepts it. */
const nastyStrings = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uD83D\uDE00',
  "' or 1=1 --",
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202Eevil',
  'ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ',
  '\t\n',
  ' padded ',
];

/**
 * A character class repeated (`^[…]+$`) under length bounds (a token of exactly 43 characters): the bounds go into the
 * pattern, or the filter below would wait forever for a generated string of the right length.
 */
function withLengthBounds(pattern: RegExp, min: number | undefined, max: number | undefined): RegExp {
  if (!/\]\+\$$/.test(pattern.source) || ((min ?? 0) <= 1 && max === undefined)) return pattern;
  return new RegExp(
    pattern.source.replace(/\+\$$/, `{${Math.max(min ?? 1, 1)},${max ?? ''}}$`),
    pattern.flags,
  );
}

function stringArbitrary(schema: z.ZodType, def: Def): fc.Arbitrary<unknown> {
  const { min, max } = lengthBounds(def);
  const accepts = (value: string) => schema.safeParse(value).success;
  const formats = [
    def.format,
    ...checksOf(def).map((c) => (c.check === 'string_format' ? c.format : undefined)),
  ];
  const pattern =
    def.pattern ?? (checksOf(def).find((c) => c.format === 'regex')?.pattern as RegExp | undefined);
  let base: fc.Arbitrary<string>;
  if (formats.includes('uuid')) base = fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] });
  else if (formats.includes('email')) base = fc.emailAddress();
  else if (formats.includes('datetime')) base = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (pattern) base = fc.stringMatching(withLengthBounds(pattern, min, max));
  else {
    const cap = Math.min(max ?? 300, 300);
    base = fc.oneof(
      { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: cap }) },
      { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'binary' }) },
      { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
      // At the longest the contract allows.
      ...(max !== undefined && max > 0
        ? [
            {
              weight: 1,
              arbitrary: fc.constantFrom('x'.repeat(max), '\u00e9'.repeat(max), '😀'.repeat(max / 2)),
            },
          ]
        : []),
    );
  }
  return base.filter(accepts);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max, int } = numberBounds(def);
  if (!int) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Edges where databases and parsers break: int4/int8 limits and the largest safe integer.
  const edges = [min, max, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

/**
 * Values the schema accepts as input (the wire form), as plain JSON values. `hints` offers meaningful values for
 * fields of that name (e.g. existing member ids), mixed with arbitrary ones.
 */
function validArbitrary(schema: z.ZodType, hints: Hints = {}, key?: string): fc.Arbitrary<unknown> {
  const arbitrary = walkValid(schema, hints);
  const hinted = key !== undefined ? hints[key] : undefined;
  if (!hinted?.length) return arbitrary;
  const accepted = hinted.filter((value) => schema.safeParse(value).success);
  if (!accepted.length) return arbitrary;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...accepted) }, { weight: 1, arbitrary });
}

function walkValid(schema: z.ZodType, hints: Hints): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [name, field] of Object.entries(shape)) {
        const { optional } = unwrap(field);
        model[name] = validArbitrary(field, hints, name);
        if (!optional) requiredKeys.push(name);
      }
      return fc.record(model, { requiredKeys }).filter((v) => schema.safeParse(v).success);
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
      return walkValid(def.innerType as z.ZodType, hints);
    case 'pipe':
      return walkValid(def.in as z.ZodType, hints);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => walkValid(option, hints)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema, def);
    case 'number':
      return numberArbitrary(def);
    case 'array': {
      const { min, max } = lengthBounds(def);
      const element = walkValid(def.element as z.ZodType, hints);
      const small = fc.array(element, { minLength: min, maxLength: Math.min(max ?? min + 6, min + 6) });
      if (max === undefined || max <= min + 6) return small;
      return fc.oneof(
        { weight: 9, arbitrary: small },
        { weight: 1, arbitrary: fc.array(element, { minLength: max, maxLength: max }) },
      );
    }
    case 'record': {
      // A free-form object (the card provider's webhook body): a few keys of the key type, JSON values.
      const { keyType, valueType } = def as unknown as { keyType: z.ZodType; valueType: z.ZodType };
      return fc
        .dictionary(walkValid(keyType, hints) as fc.Arbitrary<string>, walkValid(valueType, hints), {
          maxKeys: 6,
        })
        .filter((v) => schema.safeParse(v).success);
    }
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`arbitraries: no generator for zod type "${def.type}"; add it to walkValid`);
  }
}

// ---------------------------------------------------------------- wire encoding

/** A value as a URL carries it (browsers send lone surrogates as U+FFFD). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const urlText = (value: unknown): string =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(loneSurrogate, '\uFFFD');

const encode = (value: unknown) => encodeURIComponent(urlText(value));
/** The endpoint's path with its `:name` segments filled (`raw` ones as given, the others encoded). */
const pathWith = (endpoint: Endpoint, params: Record<string, unknown>, raw: Record<string, string> = {}) =>
  endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => raw[name] ?? encode(params[name]));

const queryString = (query: Record<string, unknown>, raw: Record<string, string> = {}): string => {
  const pairs = Object.entries(query)
    .filter(([key, value]) => value !== undefined && !(key in raw))
    .flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((v) => `${key}=${encode(v)}`) : [`${key}=${encode(value)}`],
    );
  pairs.push(...Object.entries(raw).map(([key, text]) => `${key}=${text}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
};

/** Query values as the server's parser hands them over: strings (a repeated key: an array of strings). */
const asQueryInput = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(urlText) : urlText(value)]),
  );

const safeDecode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

const parses = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

// ---------------------------------------------------------------- valid cases

interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function partsArbitrary(endpoint: Endpoint, hints: Hints): fc.Arbitrary<Parts> {
  const none = fc.constant({} as Record<string, unknown>);
  const params = endpoint.params
    ? (validArbitrary(endpoint.params, hints) as fc.Arbitrary<Record<string, unknown>>)
    : none;
  const query = endpoint.query
    ? (validArbitrary(endpoint.query, hints) as fc.Arbitrary<Record<string, unknown>>)
    : none;
  const body = endpoint.body ? validArbitrary(endpoint.body, hints) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

function toCase(endpoint: Endpoint, parts: Parts, label: string, extra: Partial<FuzzCase> = {}): FuzzCase {
  const rawParams = extra.url === undefined ? parts.params : {};
  const url = extra.url ?? pathWith(endpoint, rawParams) + queryString(parts.query);
  const params = Object.fromEntries(Object.entries(parts.params).map(([k, v]) => [k, urlText(v)]));
  const query = asQueryInput(parts.query);
  // A dot segment ('.', '..', '%2E%2E') is resolved away before routing, as URL parsers do: no route, or another
  // one, answers; such a value cannot travel in a path, whatever the contract accepts.
  const dotSegment = Object.values(params).some((v) => v === '.' || v === '..');
  if (dotSegment) extra = { ...extra, valid: false, lenient: true };
  const valid =
    extra.valid ??
    (parses(endpoint.params, params) && parses(endpoint.query, query) && parses(endpoint.body, parts.body));
  // The field a 400 must name: the mutated one, unless the contract finds the fault elsewhere too (a value that
  // conflicts with another field, e.g. a city added beside a distance): then exactly one input is not at fault.
  const part = extra.part;
  const value = part === 'body' ? parts.body : part === 'query' ? query : params;
  const field =
    extra.field !== undefined && part && !valid && !faultOnlyAt(endpoint[part], value, extra.field)
      ? undefined
      : extra.field;
  return {
    label,
    url,
    params,
    query,
    body: parts.body,
    ...(parts.body !== undefined ? { payload: JSON.stringify(parts.body) } : {}),
    ...extra,
    field,
    valid,
  };
}

/** Does every issue the contract finds lie at `field` (or concern the whole part, e.g. an unknown key)? */
function faultOnlyAt(schema: z.ZodType | undefined, value: unknown, field: string): boolean {
  const result = schema?.safeParse(value);
  if (!result || result.success) return true;
  return result.error.issues.every((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' || path === field || path.startsWith(`${field}.`);
  });
}

/** Requests whose every part the contract accepts (after URL encoding, as the server will see them). */
export function validCases(endpoint: Endpoint, hints: Hints): fc.Arbitrary<FuzzCase> {
  return partsArbitrary(endpoint, hints)
    .map((parts) => withUpload(endpoint, toCase(endpoint, parts, 'valid')))
    .filter((c) => c.valid);
}

/** An upload endpoint's cases carry a valid file unless the case is about the file. */
const withUpload = (endpoint: Endpoint, c: FuzzCase): FuzzCase =>
  endpoint.upload && !c.upload ? { ...c, upload: goodUpload(endpoint.upload) } : c;

// ---------------------------------------------------------------- invalid cases

/** JSON values of every type, to put where another type belongs. */
const wrongTypes: unknown[] = [null, true, 0, -1, 1.5, 'text', '', [], ['x'], {}, { a: 1 }];

/** Numbers outside int4/int8/safe ranges, fractions and extremes. */
const badNumbers = [-1, 0, 1.5, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 63, 1e21, 1e308, -1e308, Number.MIN_VALUE];

const hugeString = (length: number) => 'x'.repeat(length);

interface Leaf {
  path: (string | number)[];
  schema: z.ZodType;
  optional: boolean;
}

/** The fields of a value that a mutation can hit: every object key and the first element of each array. */
function leavesOf(schema: z.ZodType, value: unknown, path: (string | number)[] = []): Leaf[] {
  const { schema: inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const here: Leaf[] = path.length ? [{ path, schema: inner, optional }] : [];
  if (def.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    return [
      ...here,
      ...Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        leavesOf(field, (value as Record<string, unknown>)[key], [...path, key]),
      ),
    ];
  }
  if (def.type === 'array' && Array.isArray(value) && value.length > 0) {
    return [...here, ...leavesOf(def.element as z.ZodType, value[0], [...path, 0])];
  }
  if (def.type === 'union' && value && typeof value === 'object') {
    // The option the value matches (discriminated unions of objects: desktop-log entries).
    const option = (def.options ?? []).find((o) => o.safeParse(value).success);
    if (option) return [...here, ...leavesOf(option, value, path).filter((l) => l.path.length > path.length)];
  }
  return here;
}

/** Replacement values for one field: wrong types, out-of-range numbers, too-long and hostile strings. */
function badValuesFor(leaf: Leaf): unknown[] {
  const def = defOf(leaf.schema);
  const values = [...wrongTypes];
  if (def.type === 'number' || (def.type === 'string' && !def.format)) values.push(...badNumbers);
  if (def.type === 'number') {
    const { min, max } = numberBounds(def);
    values.push(min - 1, max + 1, String(min), 'NaN', 'Infinity');
  }
  if (def.type === 'string') {
    const { max } = lengthBounds(def);
    values.push(hugeString((max ?? 10_000) + 1), hugeString(100_000), ...nastyStrings);
  }
  if (def.type === 'enum' || def.type === 'literal') values.push('not-a-member', 'TRUE', ' 1');
  return values;
}

const pathText = (path: (string | number)[]) => path.map(String).join('.');

function setAt(value: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const record = copy as Record<string | number, unknown>;
  if (!rest.length && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete record[head];
  } else record[head] = setAt(record[head], rest, replacement, remove);
  return copy;
}

/** Path components that are not valid ids, not valid UTF-8, not decodable, or absurdly long. */
const badPathComponents = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '..',
  '%2E%2E',
  '%2F',
  '%20',
  hugeString(101),
  hugeString(5000),
];

/** Raw query values (sent as typed, not encoded) that break parsers. */
const badQueryValues = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '1e400',
  hugeString(10_000),
];

/**
 * Requests with exactly one input at fault: a body that is not an object, a missing required field, a field of the
 * wrong type or out of range, a hostile string, a bad path component or query value. Cases the contract happens to
 * accept are marked valid (and must then be accepted).
 */
export function invalidCases(endpoint: Endpoint, hints: Hints): fc.Arbitrary<FuzzCase> {
  const bad = endpoint.upload ? badUploads(endpoint.upload) : [];
  return partsArbitrary(endpoint, hints).chain((parts) => {
    const mutations: fc.Arbitrary<FuzzCase>[] = [];
    const { body: bodySchema, query: querySchema, params: paramsSchema, upload } = endpoint;

    if (upload) {
      // The file at fault: refused naming the upload field, with the status the kind of fault has.
      mutations.push(
        fc.constantFrom(...bad).map((b) => ({
          ...toCase(endpoint, parts, `upload: ${b.label}`, { field: upload.field, valid: false }),
          upload: b.upload,
          status: b.status,
        })),
      );
    }

    if (bodySchema) {
      // The whole body of another type.
      mutations.push(
        fc.constantFrom<unknown>(null, [], [parts.body], 0, 42, 'text', true, '').map((body) =>
          toCase(endpoint, { ...parts, body }, `body = ${JSON.stringify(body)}`, {
            field: 'body',
            part: 'body',
          }),
        ),
      );
      const leaves = leavesOf(bodySchema, parts.body);
      if (leaves.length) {
        mutations.push(
          fc.constantFrom(...leaves).chain((leaf) => {
            const field = pathText(leaf.path);
            const options: fc.Arbitrary<FuzzCase>[] = [
              fc.constantFrom(...badValuesFor(leaf)).map((bad) =>
                toCase(
                  endpoint,
                  { ...parts, body: setAt(parts.body, leaf.path, bad, false) },
                  `body.${field} = ${preview(bad)}`,
                  {
                    field,
                    part: 'body',
                  },
                ),
              ),
            ];
            if (!leaf.optional)
              options.push(
                fc.constant(
                  toCase(
                    endpoint,
                    { ...parts, body: setAt(parts.body, leaf.path, undefined, true) },
                    `body.${field} missing`,
                    {
                      field,
                      part: 'body',
                    },
                  ),
                ),
              );
            return fc.oneof(...options);
          }),
        );
      }
      // An unknown key: ignored by plain objects, refused (and named) by strict ones.
      if (parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body))
        mutations.push(
          fc.constant(
            toCase(endpoint, { ...parts, body: { ...parts.body, unexpected: 1 } }, 'body.unexpected = 1', {
              field: 'unexpected',
              part: 'body',
            }),
          ),
        );
      // Not JSON at all.
      mutations.push(
        fc.constantFrom('{', '{"a":', 'nul', '\u0000', '[1,]').map((payload) =>
          toCase(endpoint, parts, `payload ${JSON.stringify(payload)}`, {
            payload,
            valid: false,
            field: 'body',
            part: 'body',
          }),
        ),
      );
    }

    if (querySchema) {
      const keys = Object.keys(defOf(unwrap(querySchema).schema).shape ?? {});
      if (keys.length)
        mutations.push(
          fc
            .tuple(fc.constantFrom(...keys), fc.constantFrom(...badQueryValues, '[repeat]'))
            .map(([key, raw]) => {
              if (raw === '[repeat]') {
                const query = { ...parts.query, [key]: ['1', '2'] };
                return toCase(endpoint, { ...parts, query }, `query ${key} repeated`, {
                  field: key,
                  part: 'query',
                });
              }
              const decoded = safeDecode(raw);
              const query = { ...parts.query, [key]: decoded ?? raw };
              const url = pathWith(endpoint, parts.params) + queryString(parts.query, { [key]: raw });
              return toCase(endpoint, { ...parts, query }, `query ${key}=${preview(raw)}`, {
                url,
                field: key,
                part: 'query',
                ...(decoded === undefined ? { valid: false, lenient: true } : {}),
              });
            }),
        );
    }

    if (paramsSchema) {
      const keys = Object.keys(defOf(unwrap(paramsSchema).schema).shape ?? {});
      mutations.push(
        fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...badPathComponents)).map(([key, raw]) => {
          const decoded = safeDecode(raw);
          const params = { ...parts.params, [key]: decoded ?? raw };
          const url = pathWith(endpoint, parts.params, { [key]: raw }) + queryString(parts.query);
          return toCase(endpoint, { ...parts, params }, `path ${key}=${preview(raw)}`, {
            url,
            field: key,
            part: 'params',
            ...(decoded === undefined ? { valid: false } : {}),
          });
        }),
      );
    }

    if (!mutations.length)
      // Nothing to break in the contract's inputs: send what the contract does not declare.
      mutations.push(
        fc.constantFrom('?unexpected=1', '?a=%E2%9C%93', `?${hugeString(5000)}=1`).map((suffix) =>
          toCase(endpoint, parts, `query ${suffix.slice(0, 20)}`, {
            url: endpoint.path + suffix,
            valid: true,
          }),
        ),
      );
    return fc.oneof(...mutations).map((c) => withUpload(endpoint, c));
  });
}

const preview = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
};
