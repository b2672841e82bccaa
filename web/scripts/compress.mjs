// Precompress the build: a .gz and a .br beside every text asset, so the server sends them as they are
// instead of compressing on each request. Usage: node scripts/compress.mjs <dist folder>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // build reports, not served
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const dist = process.argv[2] ?? 'dist';
let count = 0;
for (const path of filesUnder(dist)) {
  const raw = readFileSync(path);
  const gzip = gzipSync(raw, { level: 9 });
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  // A sibling that saves nothing is left out; the server then sends the file itself.
  if (gzip.length < raw.length) writeFileSync(`${path}.gz`, gzip);
  if (brotli.length < raw.length) writeFileSync(`${path}.br`, brotli);
  count += 1;
}
console.log(`precompressed ${count} files in ${dist} (gzip and brotli)`);
