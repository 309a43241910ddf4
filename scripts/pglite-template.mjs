// Run by `npm install` (postinstall): the empty database a first start on PGlite copies instead of
// running initdb, in node_modules/.cache/quadro-pglite/<PGlite version>.tar.br. Without it, a
// first start still works, running initdb itself, only more slowly.
try {
  const { register } = await import('tsx/esm/api');
  register();
  const { writePgliteTemplate } = await import('../apps/api/src/platform/db/pglite-data-dir.ts');
  console.log(`Banco embutido vazio pronto: ${await writePgliteTemplate()}`);
} catch (error) {
  console.warn(
    'Não foi possível preparar o banco embutido vazio; o primeiro início será mais lento.',
  );
  console.warn(error);
}
