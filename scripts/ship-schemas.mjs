// Chooses the SchemaStore schemas that ship with the extension and the CLI, and copies them unchanged
// from ../shared/schemastore/schemas-all into server/schemastore/schemas/ with an index.
//
//   node scripts/ship-schemas.mjs          writes server/schemastore/schemas/
//   node scripts/ship-schemas.mjs --check  exits 1 when the committed copies differ from the choice
//
// The choice: every catalog entry whose JSON `fileMatch` names one of the configuration files below
// (a JavaScript, TypeScript, .NET, Python or container project's) and whose schema SchemaStore hosts
// itself, then every SchemaStore schema their `$ref`s name, transitively. Entries whose schema lives
// elsewhere (a project's own site) are not in SchemaStore's data and are listed as such.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const source = resolve(process.env.SCHEMASTORE_DIR ?? join(root, '../shared/schemastore'));
const target = join(root, 'server/schemastore/schemas');

/** The files a new project commonly has (paths as they appear in a project). */
export const COMMON_FILES = [
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.build.json',
  'jsconfig.json',
  '.eslintrc',
  '.eslintrc.json',
  '.prettierrc',
  '.prettierrc.json',
  '.babelrc',
  'babel.config.json',
  'lerna.json',
  'nodemon.json',
  'renovate.json',
  '.devcontainer.json',
  '.devcontainer/devcontainer.json',
  'global.json',
  'appsettings.json',
  'appsettings.Development.json',
  'Properties/launchSettings.json',
  'composer.json',
  '.stylelintrc',
  '.stylelintrc.json',
  'tslint.json',
];

/** The date and commit of the SchemaStore snapshot (../shared/schemastore/SOURCE.md). */
export const SNAPSHOT = { date: '2026-08-07', commit: '3b6446ad8a077bac56f4a4796c0b7fd88927fc8e' };

const SCHEMASTORE_URL =
  /^https?:\/\/(?:json\.schemastore\.org|www\.schemastore\.org|schemastore\.azurewebsites\.net)\/(?:schemas\/json\/)?([A-Za-z0-9._-]+?)(?:\.json)?$/i;

/** The SchemaStore name (`package`) of a URL on one of its hosts, else undefined. */
function nameOf(url) {
  const match = SCHEMASTORE_URL.exec(url.replace(/#.*$/, ''));
  return match ? match[1] : undefined;
}

/** A catalog pattern as a test on a path (VS Code's rule: a pattern matches the end of the path). */
function patternTest(pattern) {
  let body = '';
  const p = pattern.replace(/^\/+/, '');
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '*' && p[i + 1] === '*') {
      body += '(?:.*/)?';
      i += p[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') body += '[^/]*';
    else if (c === '?') body += '[^/]';
    else body += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  const regexp = new RegExp(`(?:^|/)${body}$`, 'i');
  return (path) => regexp.test(path);
}

/** Every `$ref` string in a schema value. */
function refsOf(value, out = []) {
  if (Array.isArray(value)) for (const v of value) refsOf(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

/** The choice (see the module comment), from SchemaStore's data in `dir`. */
export function chooseSchemas(dir) {
  const catalog = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8'));
  const available = new Set(readdirSync(join(dir, 'schemas-all')).map((f) => f.replace(/\.json$/, '')));
  const chosen = new Map(); // name -> why
  const elsewhere = [];
  for (const file of COMMON_FILES) {
    for (const entry of catalog.schemas) {
      const patterns = (entry.fileMatch ?? []).filter((p) => !/\.(ya?ml|toml)$/i.test(p));
      if (!patterns.some((p) => patternTest(p)(`/project/${file}`))) continue;
      const name = nameOf(entry.url);
      if (name === undefined || !available.has(name)) {
        elsewhere.push({ file, catalogName: entry.name, url: entry.url });
        continue;
      }
      if (!chosen.has(name)) chosen.set(name, `the catalog entry "${entry.name}" for ${file}`);
    }
  }
  const queue = [...chosen.keys()];
  while (queue.length > 0) {
    const name = queue.shift();
    const schema = JSON.parse(readFileSync(join(dir, 'schemas-all', `${name}.json`), 'utf8'));
    for (const ref of refsOf(schema)) {
      if (ref.startsWith('#')) continue;
      let url;
      try {
        url = new URL(ref, `https://www.schemastore.org/${name}.json`).href;
      } catch {
        continue;
      }
      const referenced = nameOf(url);
      if (referenced === undefined || chosen.has(referenced) || !available.has(referenced)) continue;
      chosen.set(referenced, `a "$ref" of ${name}`);
      queue.push(referenced);
    }
  }
  const names = [...chosen.keys()].sort();
  return {
    snapshot: SNAPSHOT,
    schemas: Object.fromEntries(names.map((n) => [n, chosen.get(n)])),
    notShipped: elsewhere,
  };
}

function main() {
  const check = process.argv.includes('--check');
  const choice = chooseSchemas(source);
  const index = `${JSON.stringify(choice, null, 2)}\n`;
  const expected = new Map([['index.json', index]]);
  for (const name of Object.keys(choice.schemas)) {
    expected.set(`${name}.json`, readFileSync(join(source, 'schemas-all', `${name}.json`), 'utf8'));
  }
  if (check) {
    const present = existsSync(target) ? readdirSync(target) : [];
    const wrong = [
      ...[...expected].filter(
        ([f, text]) => !present.includes(f) || readFileSync(join(target, f), 'utf8') !== text,
      ),
      ...present.filter((f) => !expected.has(f)).map((f) => [f]),
    ].map(([f]) => f);
    if (wrong.length > 0) {
      console.error(`server/schemastore/schemas/ is not the current choice: ${wrong.join(', ')}`);
      process.exit(1);
    }
    console.log(`server/schemastore/schemas/: ${expected.size - 1} schemas, as chosen.`);
    return;
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  let bytes = 0;
  for (const [file, text] of expected) {
    writeFileSync(join(target, file), text);
    if (file !== 'index.json') bytes += Buffer.byteLength(text);
  }
  console.log(`${expected.size - 1} schemas, ${bytes} bytes, in server/schemastore/schemas/.`);
  for (const n of choice.notShipped) console.log(`not shipped (hosted elsewhere): ${n.file} -> ${n.url}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
