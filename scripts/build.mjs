// Bundles the extension client, the language server, the CLI and the validator library into dist/,
// and every test file into out/ (tests keep node_modules external so they load what they import).
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const root = new URL('..', import.meta.url).pathname;

/** Lists files under dir whose names end with suffix. */
function walk(dir, suffix) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, suffix));
    else if (name.endsWith(suffix)) out.push(full);
  }
  return out;
}

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
  absWorkingDir: root,
  // jsonc-parser's UMD entry hides its modules behind a dynamic require that bundlers cannot follow;
  // its ES module entry bundles cleanly.
  mainFields: ['module', 'main'],
};

/**
 * vscode-json-languageservice compiles schema patterns with `new RegExp(pattern, 'u')`, unbounded in
 * time; in the server bundle its `extendedRegExp` hands them to our bounded matcher instead
 * (server/src/coexistence/boundedRegExp.ts).
 */
const boundedPatterns = {
  name: 'bounded-patterns',
  setup(build) {
    build.onLoad(
      { filter: /vscode-json-languageservice[\\/]lib[\\/]esm[\\/]utils[\\/]strings\.js$/ },
      (args) => {
        const source = readFileSync(args.path, 'utf8');
        const marker = 'export function extendedRegExp(pattern) {';
        if (!source.includes(marker))
          throw new Error(`${args.path}: extendedRegExp not found; update the build`);
        const shim = JSON.stringify(join(root, 'server/src/coexistence/boundedRegExp.ts'));
        const contents =
          `import { boundedRegExp as __boundedRegExp } from ${shim};\n` +
          source.replace(marker, `${marker}\n    return __boundedRegExp(pattern);`);
        return { contents, loader: 'js' };
      },
    );
  },
};

const bundles = [
  { entry: 'client/src/extension.ts', out: 'dist/client.js', external: ['vscode'] },
  { entry: 'server/src/main.ts', out: 'dist/server.js', plugins: [boundedPatterns] },
  {
    entry: 'server/src/worker/documentWorkerMain.ts',
    out: 'dist/documentWorker.js',
    plugins: [boundedPatterns],
  },
  { entry: 'server/src/worker/scanWorkerMain.ts', out: 'dist/scanWorker.js' },
  { entry: 'cli/src/main.ts', out: 'dist/cli.js', banner: '#!/usr/bin/env node' },
  { entry: 'shared/src/index.ts', out: 'dist/validator.js' },
].filter((b) => existsSync(join(root, b.entry)));

const testEntries = walk(join(root, 'test'), '.ts')
  .filter((f) => !f.endsWith('.d.ts'))
  .map((f) => relative(root, f));

const configs = [
  ...bundles.map((b) => ({
    ...common,
    entryPoints: [b.entry],
    outfile: b.out,
    external: b.external ?? [],
    banner: b.banner ? { js: b.banner } : undefined,
    plugins: b.plugins ?? [],
  })),
  ...(testEntries.length
    ? [
        {
          ...common,
          bundle: true,
          packages: 'external',
          external: ['vscode'],
          entryPoints: testEntries,
          outdir: 'out',
          outbase: '.',
          sourcemap: true,
          minify: false,
        },
      ]
    : []),
];

// The SchemaStore catalog snapshot and the shipped schemas go beside the server and the CLI, with their
// licence and origin (unchanged: a schema's text is what "Go to Definition" into it shows).
rmSync(join(root, 'dist/schemastore'), { recursive: true, force: true });
mkdirSync(join(root, 'dist/schemastore'), { recursive: true });
for (const file of ['catalog.json', 'LICENSE', 'SOURCE.md', 'schemas']) {
  cpSync(join(root, 'server/schemastore', file), join(root, 'dist/schemastore', file), { recursive: true });
}

if (watch) {
  for (const c of configs) await (await esbuild.context(c)).watch();
} else {
  await Promise.all(configs.map((c) => esbuild.build(c)));
}
