// What each module of the build uses, binding by binding (build only; runs in Node). A page that imports
// `{ Button }` from `@app/ui` uses ui's Button module, not the barrel and everything it re-exports: following the
// barrel's import edges would put every ui component (or every react-query module) in the chunk of the first page
// that imports it. chunk-groups.ts reads this graph to derive the chunk groups from the route table's pages.

/** One module's imports and exports, as parsed from its code. */
export interface ModuleRecord {
  /** Modules it imports for itself, with the names it takes from each ('*' for all, none for a bare import). */
  imports: Array<{ id: string; names: string[] }>;
  /** Names it re-exports: exported name → [module, name there]. */
  reExports: Map<string, [string, string]>;
  /** `export * from`: the modules it passes on whole. */
  starExports: string[];
  /** Names it declares and exports itself. */
  ownExports: Set<string>;
}

/** The subset of ESTree nodes read here. */
interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: Array<{ type: string; imported?: Named; local?: Named; exported?: Named }>;
  declaration?: { type: string; id?: Named | null; declarations?: Array<{ id: Named }> } | null;
  exported?: Named | null;
  importKind?: string;
  exportKind?: string;
}
interface Named {
  type: string;
  name?: string;
  value?: unknown;
}
const nameOf = (node: Named | undefined | null) => String(node?.name ?? node?.value ?? 'default');

/** Reads a module's import and export declarations (its code as the bundler sees it, types already removed). */
export async function recordModule(
  body: readonly Node[],
  resolve: (source: string) => Promise<string | null>,
): Promise<ModuleRecord> {
  const record: ModuleRecord = { imports: [], reExports: new Map(), starExports: [], ownExports: new Set() };
  /** Imported bindings by local name: `import { a as b } from './x'; export { b }` re-exports x's `a`. */
  const imported = new Map<string, [string, string]>();
  const reExportedLocals = new Set<string>();
  const imports: Array<{ id: string; locals: Array<[local: string, name: string]> }> = [];
  for (const node of body) {
    if (node.importKind === 'type' || node.exportKind === 'type') continue;
    const source = typeof node.source?.value === 'string' ? node.source.value : null;
    const id = source === null ? null : await resolve(source);
    if (node.type === 'ImportDeclaration' && id) {
      const locals = (node.specifiers ?? []).map((s): [string, string] => [
        nameOf(s.local),
        s.type === 'ImportNamespaceSpecifier'
          ? '*'
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : nameOf(s.imported),
      ]);
      for (const [local, name] of locals) imported.set(local, [id, name]);
      imports.push({ id, locals });
    } else if (node.type === 'ExportAllDeclaration' && id) {
      if (node.exported) record.reExports.set(nameOf(node.exported), [id, '*']);
      else record.starExports.push(id);
    } else if (node.type === 'ExportNamedDeclaration' && id) {
      for (const s of node.specifiers ?? []) record.reExports.set(nameOf(s.exported), [id, nameOf(s.local)]);
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers ?? []) record.ownExports.add(nameOf(s.exported));
      const declaration = node.declaration;
      if (declaration?.id) record.ownExports.add(nameOf(declaration.id));
      for (const d of declaration?.declarations ?? []) record.ownExports.add(nameOf(d.id));
    } else if (node.type === 'ExportDefaultDeclaration') {
      record.ownExports.add('default');
    }
  }
  // `export { b }` of an imported `b` passes the binding on: a re-export, and (in a barrel) not a use of its own.
  for (const node of body) {
    if (node.type !== 'ExportNamedDeclaration' || node.source || node.exportKind === 'type') continue;
    for (const s of node.specifiers ?? []) {
      const from = imported.get(nameOf(s.local));
      if (!from) continue;
      record.ownExports.delete(nameOf(s.exported));
      record.reExports.set(nameOf(s.exported), from);
      reExportedLocals.add(nameOf(s.local));
    }
  }
  for (const { id, locals } of imports) {
    const used = locals.filter(([local]) => !reExportedLocals.has(local));
    if (locals.length === 0 || used.length > 0)
      record.imports.push({ id, names: used.map(([, name]) => name) });
  }
  return record;
}

export class ModuleGraph {
  readonly records = new Map<string, ModuleRecord>();

  /** The modules that provide `name` of `id` (more than one for `*`), following re-exports to where it is declared. */
  private provider(id: string, name: string, seen = new Set<string>()): string[] {
    if (seen.has(`${id}\0${name}`)) return [];
    seen.add(`${id}\0${name}`);
    const record = this.records.get(id);
    // A module not recorded (CommonJS, an asset): the module itself.
    if (!record || record.ownExports.has(name)) return [id];
    if (name === '*')
      return [
        id,
        ...[...record.reExports.values()].flatMap(([from, n]) => this.provider(from, n, seen)),
        ...record.starExports.flatMap((from) => this.provider(from, '*', seen)),
      ];
    const reExport = record.reExports.get(name);
    if (reExport) return this.provider(reExport[0], reExport[1], seen);
    for (const from of record.starExports)
      if (this.declares(from, name)) return this.provider(from, name, seen);
    return [id];
  }

  /** Whether `id` exports `name`, itself or through `export *`. */
  private declares(id: string, name: string, seen = new Set<string>()): boolean {
    const record = this.records.get(id);
    if (!record || seen.has(id)) return false;
    seen.add(id);
    if (record.ownExports.has(name) || record.reExports.has(name)) return true;
    return record.starExports.some((from) => this.declares(from, name, seen));
  }

  /** The modules `id` uses directly: where each binding it imports is declared. */
  uses(id: string): string[] {
    const record = this.records.get(id);
    if (!record) return [];
    return record.imports.flatMap(({ id: from, names }) =>
      names.length === 0 ? [from] : names.flatMap((name) => this.provider(from, name)),
    );
  }

  /** The modules a dynamic import of `id` loads for what it exports: itself and where its re-exports are declared. */
  whole(id: string): string[] {
    return this.provider(id, '*');
  }

  /** `ids` and every module they use, directly or not. */
  closure(ids: Iterable<string>, into = new Set<string>()): Set<string> {
    const stack = [...ids];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (into.has(id)) continue;
      into.add(id);
      stack.push(...this.uses(id));
    }
    return into;
  }
}
