import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import webpack, { type Compiler } from 'webpack';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text a browser downloads, big enough to gain from it. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every text file of
 * a production build, once, at build time: the gateway (and nginx's gzip_static in cluster mode) sends
 * them as they are to a browser that accepts the encoding, instead of compressing on every request or
 * not at all. Source maps are left alone (only developers fetch them).
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.entries(assets).map(async ([name, source]) => {
              if (!COMPRESSIBLE.test(name)) return;
              const bytes = source.buffer();
              if (bytes.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gzipped(bytes, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}
