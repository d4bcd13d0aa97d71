// Statements built once per query shape. Drizzle writes a query's SQL anew on every call: about 1 ms of CPU for a
// page of member cards, the largest share of a list request's time in Node (CPU profile of the benchmark). A
// prepared query keeps its SQL and only binds values.
//
// Most are sent unnamed, so PostgreSQL plans each run for its values. Named statements switch to a generic plan
// after 5 runs whenever its estimate looks cheaper, and for keyset pages that estimate is wrong: measured on the
// benchmark community, the generic plan of a "who liked me" page after a cursor sorted all 2,700 entries (46 ms
// instead of 0.6 ms), a search page after a cursor read 17,000 members (175 ms instead of 0.7 ms), and the README
// notes the same for the list count. Named are the lookups by a unique key (the session) and the shapes whose
// generic plan was checked against the custom one on the benchmark community (`npm run bench -- --explain` prints
// both): PostgreSQL then parses them once per connection and, once its generic plan costs no more than planning
// anew, stops planning them at all (planning was 1.2-2 ms of PostgreSQL CPU per page of cards).
//
// The member lists are such shapes since their totals come from member_list_totals: one walk down the owner's
// index from the cursor, (owner, at) < cursor as index condition, and per-row probes; their generic plan is that
// walk for any owner and cursor (the plan that sorted all 2,700 entries after a cursor no longer appears). So are
// the newsfeed's pages (no filter but the viewer's blocks), search's boosted lead (driven by the few running boosts)
// and the viewer's part of each community total (driven by the viewer's few blocks). The interested-in-me pages and
// search pages of a distance or "online recently" stay unnamed: their filters make the generic estimate of how many
// members match a guess, and a guess of "few" would trade the index walk for a sort of every match. The
// other search pages are named and planned once: their values, the cursor's included, are read through one-row
// subqueries, so every plan makes the same guess, one that keeps the walk (search.repository.ts).

import { Column, SQL, Subquery, is, sql } from 'drizzle-orm';

/**
 * Prepared queries by shape key, built on first use (named with pinned() or sent UNNAMED).
 * Keys must name everything that changes the SQL text; unbounded shapes (search filters) clear the map when full.
 */
/** The name Drizzle passes to node-postgres for an unnamed statement. */
export const UNNAMED = '';

/** The name of a statement pinned per connection (see above): `key` names its shape, hence its SQL text. */
export const pinned = (key: string): string => `pin_${key}`;

export function preparedStatements<S>(max = 200) {
  const statements = new Map<string, S>();
  return (key: string, build: () => S): S => {
    let statement = statements.get(key);
    if (!statement) {
      if (statements.size >= max) statements.clear();
      statement = build();
      statements.set(key, statement);
    }
    return statement;
  };
}

interface DriverDecoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** The parts of a Drizzle prepared query (node-postgres and PGlite alike) that map its rows. */
interface PreparedInternals {
  fields?: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's own row mapping picks for a selected field (a column, SQL, an aliased SQL or a subquery). */
function decoderOf(field: unknown): DriverDecoder {
  if (is(field, Column)) return field;
  // `decoder` is internal to Drizzle's SQL (what `.mapWith()` sets); its own mapping reads it the same way.
  const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: DriverDecoder }).decoder;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * Maps the rows of a prepared select with mappers built once from its fields. Drizzle's own mapping works out each
 * field's decoder and walks its path anew for every value of every row (its `is()` checks and the mapping: 12% of a
 * list request's CPU in Node); this gives the same objects. Selects with an outer join keep Drizzle's mapping (it
 * turns a joined table's all-null columns into null).
 */
export function mappedOnce<P>(prepared: P): P {
  const internals = prepared as PreparedInternals;
  const { fields, joinsNotNullableMap } = internals;
  if (!fields || internals.customResultMapper) return prepared;
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull)) return prepared;
  const setters = fields.map(({ path, field }, index) => {
    const decoder = decoderOf(field);
    const parents = path.slice(0, -1);
    const key = path[path.length - 1] as string;
    return (result: Record<string, unknown>, row: unknown[]) => {
      let node = result;
      for (const part of parents) node = (node[part] ??= {}) as Record<string, unknown>;
      const raw = row[index];
      node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
    };
  });
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (const set of setters) set(result, row);
      return result;
    });
  return prepared;
}

/**
 * A LIMIT written into a named statement's text, where Drizzle would bind it. PostgreSQL costs a generic plan with a
 * bound LIMIT as if it returned a tenth of the rows, so a keyset walk that reads a page looks like a scan of the
 * table and the statement is planned anew on every run (pg_prepared_statements: 0 generic plans in 12 runs of the
 * newsfeed page; 7 of 12, the most possible, with the number written in). The number is part of the statement's
 * name (its shape key) already. Not for every statement: the member lists' page, whose generic plan is already
 * chosen with a bound LIMIT, got a different generic plan with it written in, 25 times slower on the benchmark.
 */
export const literalLimit = (limit: number): number => {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`not a row limit: ${limit}`);
  // Drizzle writes an object LIMIT as SQL (pg-core dialect); its type only names numbers and placeholders.
  return sql.raw(String(limit)) as unknown as number;
};
