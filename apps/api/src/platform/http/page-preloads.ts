/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source or chunk name. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The lazy route module each page opens with. A page's chunks are otherwise found only once the
 * entry has run; named in its HTML they download beside the entry (docs/decisions/0036-the-board-page-names-its-chunks.md).
 * `early`: a script of the web build's own that sends the page's first API requests before the
 * entry has run (docs/decisions/0057-the-board-page-loads-in-few-files-and-asks-early.md).
 */
const PAGE_MODULES: ReadonlyArray<{
  matches: (pathname: string) => boolean;
  module: string;
  early?: string;
}> = [
  {
    // `/` redirects to the board in the browser.
    matches: (pathname) =>
      pathname === '/' || pathname === '/board' || pathname.startsWith('/board/'),
    module: 'src/app/routes/board.tsx',
    early: 'src/early-requests.ts',
  },
  { matches: (pathname) => pathname === '/login', module: 'src/app/routes/login.tsx' },
];

/** A module's file and every chunk it imports statically, the shared ones included. */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/**
 * index.html with `modulepreload` links for a page's route chunks, for each page that has its own;
 * the entry's chunks, already linked by Vite, are left out.
 */
export function pagesWithPreloads(indexHtml: string, manifest: ViteManifest) {
  return PAGE_MODULES.map(({ matches, module, early }) => {
    for (const key of [module, early])
      if (key && !manifest[key])
        throw new Error(`the web build has no ${key}: update PAGE_MODULES in page-preloads.ts`);
    // Before the entry's script: module scripts run in order, so the app finds the answers coming.
    const script = early
      ? `<script type="module" crossorigin src="/${manifest[early]!.file}"></script>`
      : '';
    const links = [...chunkFiles(manifest, module)]
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const html = indexHtml
      .replace('<script type="module"', `${script}<script type="module"`)
      .replace('</head>', `${links}</head>`);
    return { matches, html };
  });
}
