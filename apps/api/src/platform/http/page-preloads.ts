/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source or chunk name. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The lazy route module each page opens with. A page's chunks are otherwise found only once the
 * entry has run; named in its HTML they download beside the entry (docs/decisions/0036-the-board-page-names-its-chunks.md).
 */
const PAGE_MODULES: ReadonlyArray<{ matches: (pathname: string) => boolean; module: string }> = [
  {
    // `/` redirects to the board in the browser.
    matches: (pathname) =>
      pathname === '/' || pathname === '/board' || pathname.startsWith('/board/'),
    module: 'src/app/routes/board.tsx',
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
  return PAGE_MODULES.map(({ matches, module }) => {
    if (!manifest[module])
      throw new Error(`the web build has no ${module}: update PAGE_MODULES in page-preloads.ts`);
    const links = [...chunkFiles(manifest, module)]
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    return { matches, html: indexHtml.replace('</head>', `${links}</head>`) };
  });
}
