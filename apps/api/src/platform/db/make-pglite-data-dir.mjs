/**
 * `make-pglite-data-dir.mjs <dir> [template]`: creates a PGlite database in `dir`, from the
 * template when given, else with initdb. createPgliteDataDir runs it in a process of its own,
 * because much of what this takes stays with a process for good: ~450 MB of WebAssembly memory
 * for initdb, some of the ~80 MB it takes to unpack the template. Plain JavaScript, so Node runs
 * it as it is, in a production install too (no TypeScript loader there).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * Writes out a template: a tar from PGlite's dumpDataDir, which holds files and directories.
 * @param {string} template
 * @param {string} dir
 */
function extractTemplate(template, dir) {
  const tar = brotliDecompressSync(readFileSync(template));
  // The archive ends with zeroed blocks, where a header's name would be.
  for (let offset = 0; tar[offset];) {
    const field = (/** @type {number} */ start, /** @type {number} */ length) =>
      tar.toString('latin1', offset + start, offset + start + length).replace(/\0.*$/s, '');
    const target = path.join(dir, field(0, 100));
    const mode = Number.parseInt(field(100, 8), 8);
    const size = Number.parseInt(field(124, 12), 8);
    if (field(156, 1) === '5') {
      mkdirSync(target, { recursive: true, mode });
    } else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(offset + 512, offset + 512 + size), { mode });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

const [dir, template] = process.argv.slice(2);
if (!dir) throw new Error('usage: make-pglite-data-dir.mjs <dir> [template]');
if (template) {
  extractTemplate(template, dir);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  await (await PGlite.create(dir)).close();
}
