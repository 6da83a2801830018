/**
 * Writes .br and .gz next to every compressible file of the client build, so
 * the server sends them as they are (on-the-fly compression of large JS is slow).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|map|webmanifest)$/;
const MIN_BYTES = 512;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

let files = 0;
let before = 0;
let afterBr = 0;
for (const file of walk(ROOT)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  afterBr += br.length;
}
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB brotli`);
