// Bundles the extension client, the language server, the CLI and the validator library into dist/,
// and every test file into out/ (tests keep node_modules external so they load what they import).
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
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
  // The message catalogs are mostly non-ASCII text (Japanese, Chinese, Korean, Russian...): written as
  // UTF-8 rather than \uXXXX escapes they take half the bytes (Node and web workers read scripts as UTF-8).
  charset: 'utf8',
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

/**
 * The web build (a web worker extension host and a web worker language server, for vscode.dev and
 * github.dev): a module with a `.browser.ts` sibling is replaced by it, and a Node built-in resolves to
 * its stand-in in host/src/platform/web/ when there is one (pure helpers such as `join` and
 * `createHash`, or a facility the callers already do without, such as `worker_threads`). Any other
 * Node built-in fails the build, naming the module that imports it: nothing Node-only reaches the web
 * bundles unnoticed.
 */
const webPlatform = {
  name: 'web-platform',
  setup(build) {
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    build.onResolve({ filter: /^\./ }, (args) => {
      const base = join(args.resolveDir, args.path);
      const sibling = `${base.replace(/\.ts$/, '')}.browser.ts`;
      return existsSync(sibling) ? { path: sibling } : undefined;
    });
    build.onResolve({ filter: /^[a-z0-9_:/]+$/ }, (args) => {
      if (!builtins.has(args.path)) return undefined;
      const name = args.path.replace(/^node:/, '');
      const standIn = join(root, 'host/src/platform/web', `${name}.ts`);
      if (existsSync(standIn)) return { path: standIn };
      return {
        errors: [
          {
            text: `the Node built-in "${args.path}" reached the web bundle (imported by ${relative(root, args.importer)}); put what needs it behind the Environment, or give it a stand-in in host/src/platform/web/`,
          },
        ],
      };
    });
  },
};

/** Bundle options of the web build: one file each, for a browser's web worker. */
const web = { platform: 'browser', target: 'es2022', mainFields: ['browser', 'module', 'main'] };

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
  {
    entry: 'client/src/browserExtension.ts',
    out: 'dist/browserClient.js',
    external: ['vscode'],
    plugins: [webPlatform],
    ...web,
  },
  {
    entry: 'server/src/browserMain.ts',
    out: 'dist/browserServer.js',
    plugins: [boundedPatterns, webPlatform],
    ...web,
    format: 'iife',
  },
  { entry: 'shared/src/index.ts', out: 'dist/validator.js' },
].filter((b) => existsSync(join(root, b.entry)));

const testEntries = walk(join(root, 'test'), '.ts')
  .filter((f) => !f.endsWith('.d.ts') && !f.includes('/test/e2e-web/'))
  .map((f) => relative(root, f));

const configs = [
  ...bundles.map((b) => ({
    ...common,
    entryPoints: [b.entry],
    outfile: b.out,
    external: b.external ?? [],
    banner: b.banner ? { js: b.banner } : undefined,
    plugins: b.plugins ?? [],
    ...(b.platform ? { platform: b.platform, target: b.target, mainFields: b.mainFields } : {}),
    ...(b.format ? { format: b.format } : {}),
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

// The web suite runs in a web worker extension host, which loads one script and gives it only `vscode`.
if (existsSync(join(root, 'test/e2e-web/index.ts'))) {
  configs.push({
    ...common,
    ...web,
    entryPoints: ['test/e2e-web/index.ts'],
    outfile: 'out/test/e2e-web/index.js',
    external: ['vscode'],
    sourcemap: true,
    minify: false,
  });
}

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

/**
 * The web bundles are downloaded by every vscode.dev and github.dev session that activates the
 * extension: a production build fails when one grows past its budget (measured at 425 KB for the
 * client and 888 KB for the server when it was set, then 1,129 KB for the server once the message
 * catalogs of 14 languages were in it, 1,696 KB once they held the schema-file checks' and the server's
 * and CLI's own sentences too, 1,520 KB with the non-ASCII text of the translations written as UTF-8
 * rather than escapes: most of it the 13 translations, of which a session needs one at most; loading a
 * language's catalog on demand is the way back under the old budget; README, "In the browser").
 */
const WEB_BUDGET = { 'dist/browserClient.js': 550_000, 'dist/browserServer.js': 1_600_000 };
if (production) {
  for (const [file, budget] of Object.entries(WEB_BUDGET)) {
    const size = statSync(join(root, file)).size;
    if (size > budget) throw new Error(`${file} is ${size} bytes, over its budget of ${budget}`);
  }
}
