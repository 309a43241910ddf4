// Run by `npm install` (postinstall): the empty database a first start on PGlite copies instead of
// running initdb, in node_modules/.cache/quadro-pglite/<PGlite version>.tar.br. Without it, a
// first start still works, running initdb itself, only more slowly.
const { register } = await import('tsx/esm/api').catch(() => ({ register: null }));
if (!register) {
  // A production install (`npm ci --omit=dev`) has no TypeScript loader: the first start makes it.
  console.log('Instalação de produção: o banco embutido vazio será criado no primeiro início.');
  process.exit(0);
}
try {
  register();
  const { writePgliteTemplate } = await import('../apps/api/src/platform/db/pglite-data-dir.ts');
  console.log(`Banco embutido vazio pronto: ${await writePgliteTemplate()}`);
} catch (error) {
  console.warn(
    'Não foi possível preparar o banco embutido vazio; o primeiro início será mais lento.',
  );
  console.warn(error);
}
