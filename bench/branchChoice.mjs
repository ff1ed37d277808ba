// Which branch a failed anyOf/oneOf reports, over SchemaStore's negative tests (../shared/schemastore:
// negative/<name>/*.json against schemas-all/<name>.json): of the errors reported from a closest branch,
// how many say the branch's type rejects the value ("Incorrect type") while another branch of the same
// anyOf/oneOf admits that type. Such a report points at the wrong kind of value: "warning" reported
// against an integer branch when a string enum branch exists. It also counts the reports that say every
// alternative in words ("one of "off", "warn", "error", or an integer from 0 to 2, or an array"). Usage: node bench/branchChoice.mjs
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../dist/validator.js';

const store = new URL('../../shared/schemastore/', import.meta.url).pathname;
const typeOf = (v) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;
const admits = (schema, kind) => {
  if (typeof schema !== 'object' || schema === null) return schema !== false;
  const t = schema.type;
  if (t === undefined) {
    if (Array.isArray(schema.enum))
      return schema.enum.some((x) => typeOf(x) === kind || (kind === 'integer' && typeof x === 'number'));
    if ('const' in schema) return typeOf(schema.const) === kind;
    return true;
  }
  const list = Array.isArray(t) ? t : [t];
  return list.includes(kind) || (kind === 'integer' && list.includes('number'));
};
/** The subschema at a JSON pointer of a schema document, following local $refs of the branch list. */
function at(root, pointer) {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === undefined || node === null) return undefined;
    node = node[key];
  }
  return node;
}
const resolve = (root, s) => {
  for (
    let i = 0;
    i < 8 && s && typeof s === 'object' && typeof s.$ref === 'string' && s.$ref.startsWith('#');
    i++
  ) {
    s = at(root, s.$ref.slice(1));
  }
  return s;
};

let fromBranch = 0;
let wrongKind = 0;
let inWords = 0;
let files = 0;
for (const name of readdirSync(join(store, 'negative'))) {
  const schemaPath = join(store, 'schemas-all', `${name}.json`);
  if (!existsSync(schemaPath)) continue;
  let schema;
  try {
    schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  } catch {
    continue;
  }
  const compiled = compile(schema);
  for (const file of readdirSync(join(store, 'negative', name))) {
    if (!file.endsWith('.json')) continue;
    files++;
    const text = readFileSync(join(store, 'negative', name, file), 'utf8');
    let result;
    try {
      result = compiled.validateText(text, { allowComments: true, allowTrailingCommas: true });
    } catch {
      continue;
    }
    for (const e of result.errors) {
      if (e.params?.branchKeyword === undefined) continue;
      fromBranch++;
      if (!e.message.includes('closest of ')) inWords++;
      if (e.keyword !== 'type') continue;
      // The anyOf/oneOf's own location: the schema path up to its keyword.
      const path = e.schemaPath.replace(/^[^#]*#/, '');
      const marker = `/${e.params.branchKeyword}/${e.params.branch}/`;
      const cut = path.lastIndexOf(marker);
      if (cut < 0) continue;
      const list = at(schema, path.slice(0, cut + e.params.branchKeyword.length + 1));
      if (!Array.isArray(list)) continue;
      const kind = e.params.actual;
      if (list.some((b, i) => i !== e.params.branch && admits(resolve(schema, b), kind))) wrongKind++;
    }
  }
}
console.log(
  `${files} negative documents; ${fromBranch} errors reported from a closest branch of anyOf/oneOf`,
);
console.log(
  `${wrongKind} of them say the branch's type rejects the value while another branch admits that type`,
);
console.log(`${inWords} of them list every alternative in words instead of naming the closest branch`);
