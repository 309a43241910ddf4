import path from 'node:path';

/*
 * The board page's first paint in few files (docs/decisions/0057-the-board-page-loads-in-few-files-and-asks-early.md).
 * Rolldown gives each set of importers its own chunk: every module the board route shared with a
 * lazy dialog or another page was a chunk of its own, and the board page fetched 28 files, five
 * round trips on a phone's six connections. The modules the board route imports statically (but
 * not the entry's) go instead to `board` (nothing else uses them but the board's lazy dialogs),
 * `shared` (a public page, such as the login, uses them too) or `pages` (another signed-in page
 * does). A module's dependencies are in its own chunk or in one it imports (board → pages →
 * shared → the entry's), never the other way: no group needs to pull its modules' dependencies in
 * (`includeDependenciesRecursively: false`), and no two chunks import each other.
 */

interface ModuleInfo {
  code: string | null;
  exports: string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const routes = path.join(import.meta.dirname, 'src', 'app', 'routes');
const ENTRY = path.join(import.meta.dirname, 'src', 'main.tsx');
const BOARD_ROUTE = path.join(routes, 'board.tsx');
const PUBLIC_ROUTES = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'invite',
  'unsubscribe',
  'terms',
  'privacy',
  'not-found',
].map((name) => path.join(routes, `${name}.tsx`));

/**
 * Packages imported by name whose index re-exports everything: following all of a barrel's
 * imports would count every icon and contract as used; only the names a module imports are.
 */
const BARRELS = [
  { specifier: '@quadro/contracts', id: /packages[\\/]contracts[\\/]src[\\/]index\.ts$/ },
  { specifier: 'lucide-react', id: /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ },
];
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMED_RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a, b as c, type D` → [[a, a], [b, c]]: what is imported, under which name. */
const bindings = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name!, alias ?? name!] as const;
    });

const reExports = new Map<string, Map<string, string>>();

/** The modules a barrel takes the given names from (`export { x } from` or `export * from`). */
function barrelTargets(ctx: ChunkingContext, barrelId: string, names: readonly string[]) {
  const barrel = ctx.getModuleInfo(barrelId);
  if (!barrel?.code) return [];
  let reExported = reExports.get(barrelId);
  if (!reExported) {
    reExported = new Map();
    for (const [, list, from] of barrel.code.matchAll(NAMED_RE_EXPORT))
      for (const [, alias] of bindings(list!))
        reExported.set(alias, path.resolve(path.dirname(barrelId), from!));
    reExports.set(barrelId, reExported);
  }
  return names.flatMap((name) => {
    const target =
      reExported.get(name) ??
      barrel.importedIds.find((id) => ctx.getModuleInfo(id)?.exports.includes(name));
    return target ? [target] : [];
  });
}

function imports(ctx: ChunkingContext, id: string, dynamic: boolean): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  const isBarrel = (imported: string) => BARRELS.some((barrel) => barrel.id.test(imported));
  const found = info.importedIds.filter((imported) => !isBarrel(imported));
  for (const [, list, specifier] of info.code?.matchAll(NAMED_IMPORT) ?? []) {
    const barrel = BARRELS.find((candidate) => candidate.specifier === specifier);
    const barrelId = barrel && info.importedIds.find((imported) => barrel.id.test(imported));
    if (barrelId)
      found.push(
        ...barrelTargets(
          ctx,
          barrelId,
          bindings(list!).map(([name]) => name),
        ),
      );
  }
  if (dynamic) found.push(...info.dynamicallyImportedIds);
  return found;
}

/** The modules `from` imports, statically or (with `dynamic`) lazily too, never entering `skip`. */
function reach(ctx: ChunkingContext, from: readonly string[], dynamic: boolean, skip?: string) {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || id === skip) continue;
    seen.add(id);
    stack.push(...imports(ctx, id, dynamic));
  }
  return seen;
}

let graph:
  Record<'entry' | 'board' | 'elsewhere' | 'lazy' | 'publicPages', Set<string>> | undefined;

/** The `codeSplitting` group's name for a module: `board`, `pages` or none (Rolldown decides). */
export function boardChunkName(id: string, ctx: ChunkingContext): string | null {
  graph ??= {
    entry: reach(ctx, [ENTRY], false),
    board: reach(ctx, [BOARD_ROUTE], false),
    elsewhere: reach(ctx, [ENTRY], true, BOARD_ROUTE),
    lazy: new Set(
      [...reach(ctx, [ENTRY], true)].flatMap(
        (m) => ctx.getModuleInfo(m)?.dynamicallyImportedIds ?? [],
      ),
    ),
    publicPages: reach(ctx, PUBLIC_ROUTES, false),
  };
  // A lazy module keeps its own chunk, so the manifest still names it (page-preloads.ts reads it).
  if (graph.entry.has(id) || !graph.board.has(id) || graph.lazy.has(id)) return null;
  if (!graph.elsewhere.has(id)) return 'board';
  return graph.publicPages.has(id) ? 'shared' : 'pages';
}
