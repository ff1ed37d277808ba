/**
 * Turns schema objects into closures once per schema (memoised by object identity, so recursive
 * references tie knots instead of recursing); references are compiled by references.ts. Per
 * instance node nothing looks at schema objects again.
 */
import type { JsonObject, JsonValue, SchemaProblem } from '../types';
import { isObject, type Registry, type Resource, type SchemaLocation } from '../schema/registry';
import { refOverridesSiblings } from '../schema/drafts';
import { resolveUri } from '../schema/uriResolution';
import { arraySizeKeywords, containsKeyword, itemsGroup, unevaluatedItemsKeyword } from './array';
import { allOfKeyword, anyOfKeyword, notKeyword, oneOfKeyword } from './combinators';
import { ifThenElseKeyword } from './conditionals';
import type { KeywordCompiler, KeywordEnv, SubschemaRole } from './env';
import { show } from './messages';
import type { Texts } from '../l10n/texts';
import { findIgnoredKeywords, ignoredKeywordNote } from './ignored';
import { detectCycles, dynamicRefKeyword, recursiveRefKeyword, refKeyword, type Edge } from './references';
import {
  dependenciesKeyword,
  dependentRequiredKeyword,
  dependentSchemasKeyword,
  propertiesGroup,
  propertyCountKeywords,
  propertyNamesKeyword,
  requiredKeyword,
  unevaluatedPropertiesKeyword,
} from './object';
import { numberBounds } from './numeric';
import { NumberSensitivity } from './literals';
import { deprecatedKeyword, withSchemaMessages } from './schemaMessages';
import { stringKeywords } from './strings';
import { constKeyword, enumKeyword, typeKeyword } from './values';
import type { ProbeRecorder } from './probe';
import type { Evaluated } from './state';
import { type Check } from './state';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

function escape(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Keyword compilers in evaluation order. Cheap assertions come first so a quiet run (inside
 * anyOf/if/not) stops early; `unevaluated*` must come last because they read what the others evaluated.
 */
const KEYWORDS: readonly KeywordCompiler[] = [
  typeKeyword,
  constKeyword,
  enumKeyword,
  numberBounds,
  stringKeywords,
  requiredKeyword,
  propertyCountKeywords,
  dependentRequiredKeyword,
  arraySizeKeywords,
  propertiesGroup,
  propertyNamesKeyword,
  dependentSchemasKeyword,
  dependenciesKeyword,
  itemsGroup,
  containsKeyword,
  allOfKeyword,
  anyOfKeyword,
  oneOfKeyword,
  notKeyword,
  ifThenElseKeyword,
  deprecatedKeyword,
];

/** One closure for a schema of up to three checks: no loop, and in a quiet run it stops at the first failure. */
function fuse(checks: readonly Check[]): Check {
  const [a, b, c] = checks;
  if (a === undefined) return () => true;
  if (b === undefined) return a;
  if (c === undefined) {
    return (v, st) => {
      if (a(v, st)) return b(v, st);
      if (st.quiet) return false;
      b(v, st);
      return false;
    };
  }
  return (v, st) => {
    let ok = a(v, st);
    if (!ok && st.quiet) return false;
    ok = b(v, st) && ok;
    if (!ok && st.quiet) return false;
    return c(v, st) && ok;
  };
}

export interface CompilerOptions {
  formatAssertion: boolean;
  /** The internal base URI used when the root has none; hidden in schema paths and problems. */
  hiddenBase: string;
  /** Set only for the separate compilation that editor features probe (see probe.ts). */
  probe?: ProbeRecorder;
  /** The language of messages and problems. */
  texts: Texts;
}

/** Compiles subschemas (memoised per object) and collects the reference problems met on the way. */
export class Compiler {
  private readonly memo = new Map<JsonObject, Check>();
  readonly edges = new Map<JsonObject, Edge[]>();
  readonly problems: SchemaProblem[] = [];
  private readonly problemKeys = new Set<string>();
  /** Whether some check reads the dynamic scope ($dynamicRef, $recursiveRef): cached results depend on it then. */
  usesDynamicScope = false;
  /** The numbers the compiled keywords judge exactly (see NumberSensitivity). */
  readonly numbers = new NumberSensitivity();

  constructor(
    readonly registry: Registry,
    private readonly options: CompilerOptions,
  ) {}

  /** The language of messages and problems. */
  get texts(): Texts {
    return this.options.texts;
  }

  /** The URI shown in schema paths: empty for the anonymous root. */
  displayUri(uri: string): string {
    return uri === this.options.hiddenBase ? '' : uri;
  }

  problem(
    resource: Resource,
    docPointer: string,
    code: string,
    keyword: string,
    message: string,
    severity: SchemaProblem['severity'] = 'error',
    part: SchemaProblem['part'] = 'value',
  ): void {
    const uri = this.displayUri(resource.docUri);
    const key = `${uri}#${docPointer}#${code}`;
    if (this.problemKeys.has(key)) return;
    this.problemKeys.add(key);
    this.problems.push({ uri, pointer: docPointer, part, keyword, message, severity, code });
  }

  /** Compiles the subschema `node` found at `loc`. */
  compile(node: JsonValue, loc: SchemaLocation, role: SubschemaRole = 'inPlace'): Check {
    if (node === true) return () => true;
    if (node === false || !isObject(node)) return this.falseSchema(node, loc, role);
    const known = this.memo.get(node);
    if (known) return known;
    const actualLoc = this.registry.locationOf(node) ?? loc;
    let checks: Check[] = [];
    let tracks = false;
    const resource = actualLoc.resource;
    const isResourceRoot = actualLoc.pointer === '';
    // Only a schema with unevaluated* opens its own annotation scope. Subschemas applied in place
    // write into the current scope; the applicators whose subschemas may fail without failing the
    // whole schema (anyOf, oneOf, if, not) give each of them a scope of its own (see inScope).
    const check: Check = (v, st) => {
      const parentEv = st.ev;
      const track = tracks && v !== null && typeof v === 'object';
      if (track) st.ev = st.acquire();
      if (isResourceRoot) st.dyn.push(resource);
      let ok = true;
      for (let i = 0; i < checks.length; i++) {
        if (checks[i](v, st)) continue;
        ok = false;
        if (st.quiet) break;
      }
      if (isResourceRoot) st.dyn.pop();
      if (track) {
        const mine = st.ev as Evaluated;
        st.ev = parentEv;
        if (ok && parentEv !== null) parentEv.merge(mine);
        st.release(mine);
      }
      return ok;
    };
    const probe = this.options.probe;
    const entry = probe
      ? probe.wrap(node, { loc: actualLoc, documentUri: this.displayUri(resource.docUri) }, check)
      : check;
    this.memo.set(node, entry);
    const built = this.buildChecks(node, actualLoc);
    checks = built.checks;
    tracks = built.tracks;
    if (!probe && !tracks && !isResourceRoot && checks.length <= 3) {
      // Later references skip the generic loop; earlier (recursive) ones keep the equivalent wrapper.
      const direct = fuse(checks);
      this.memo.set(node, direct);
      return direct;
    }
    return entry;
  }

  private falseSchema(node: JsonValue, loc: SchemaLocation, role: SubschemaRole): Check {
    const schemaPath = `${this.displayUri(loc.resource.uri)}#${loc.pointer}`;
    if (node !== false) {
      // Not a schema at all (checkSchema reports it); it constrains nothing.
      return () => true;
    }
    return (_v, st) => {
      if (st.quiet) return false;
      if (role === 'property') {
        const name = st.path[st.path.length - 1];
        st.report(
          'false',
          schemaPath,
          st.texts.t('object.propertyFalse', { name: show(String(name)) }),
          { property: name },
          'key',
        );
      } else if (role === 'item') {
        st.report(
          'false',
          schemaPath,
          st.texts.t('array.itemFalse', { index: String(st.path[st.path.length - 1]) }),
          {},
        );
      } else {
        st.report('false', schemaPath, st.texts.t('schema.false'), {});
      }
      return false;
    };
  }

  private env(node: JsonObject, loc: SchemaLocation): KeywordEnv {
    const resource = loc.resource;
    const base = this.displayUri(resource.uri);
    const keywords = resource.keywords;
    const refOnly = refOverridesSiblings(resource.draft) && typeof node.$ref === 'string';
    return {
      node,
      loc,
      draft: resource.draft,
      resource,
      texts: this.options.texts,
      formatAssertion: this.options.formatAssertion || resource.formatAssertion,
      numbers: this.numbers,
      has: (k) => !refOnly && keywords.has(k) && hasOwn(node, k),
      path: (...segments) => `${base}#${loc.pointer}${segments.map((s) => '/' + escape(s)).join('')}`,
      here: () => `#${loc.pointer}`,
      sub: (value, role, ...segments) => {
        const suffix = segments.map((s) => '/' + escape(s)).join('');
        const subLoc = this.registry.locationOf(value) ?? {
          resource,
          pointer: loc.pointer + suffix,
          docPointer: loc.docPointer + suffix,
        };
        return this.compile(value, subLoc, role);
      },
      inPlace: (target) => {
        if (isObject(target)) this.addEdge({ from: node, to: target, isRef: false });
      },
      refTarget: (schema) => {
        if (typeof schema.$ref !== 'string') return undefined;
        const where = this.registry.locationOf(schema)?.resource ?? resource;
        return this.registry.resolve(resolveUri(where.uri, schema.$ref))?.node;
      },
      ignoredNote: (keyword, indices) => {
        const value = node[keyword];
        const at = `#${loc.docPointer}/${escape(keyword)}`;
        const all = Array.isArray(value)
          ? value.map((sub, i) => ({ node: sub, pointer: `${at}/${i}` }))
          : [{ node: value, pointer: at }];
        const roots = indices === undefined ? all : all.filter((_, i) => indices.includes(i));
        const found = findIgnoredKeywords(roots, resource.draft, (schema) => {
          const where = this.registry.locationOf(schema)?.resource ?? resource;
          const target = this.registry.resolve(resolveUri(where.uri, schema.$ref as string));
          if (target === undefined) return undefined;
          const doc = target.loc.resource.docUri;
          const prefix = doc === resource.docUri ? '' : this.displayUri(doc);
          return { node: target.node, pointer: `${prefix}#${target.loc.docPointer}` };
        });
        return ignoredKeywordNote(this.options.texts, found, resource.draft);
      },
      problem: (code, message, keyword, part, ...segments) => {
        const suffix = segments.map((s) => '/' + escape(s)).join('');
        this.problem(resource, loc.docPointer + suffix, code, keyword, message, 'error', part);
      },
    };
  }

  /** Records that `edge.from` applies `edge.to` to the same instance. */
  addEdge(edge: Edge): void {
    const list = this.edges.get(edge.from);
    if (list) list.push(edge);
    else this.edges.set(edge.from, [edge]);
  }

  private buildChecks(node: JsonObject, loc: SchemaLocation): { checks: Check[]; tracks: boolean } {
    const env = this.env(node, loc);
    const resource = loc.resource;
    const keywords = resource.keywords;
    const checks: Check[] = [];
    const refOnly = refOverridesSiblings(resource.draft) && typeof node.$ref === 'string';
    if (keywords.has('$ref') && typeof node.$ref === 'string') {
      checks.push(refKeyword(this, node, loc, node.$ref));
    }
    if (!refOnly) {
      if (keywords.has('$dynamicRef') && typeof node.$dynamicRef === 'string') {
        this.usesDynamicScope = true;
        checks.push(dynamicRefKeyword(this, node, loc, node.$dynamicRef));
      }
      if (keywords.has('$recursiveRef') && typeof node.$recursiveRef === 'string') {
        this.usesDynamicScope = true;
        checks.push(recursiveRefKeyword(this, node, loc, node.$recursiveRef));
      }
      for (const k of KEYWORDS) {
        const c = k(env);
        if (c) checks.push(c);
      }
    }
    const unevaluatedProperties = unevaluatedPropertiesKeyword(env);
    const unevaluatedItems = unevaluatedItemsKeyword(env);
    if (unevaluatedProperties) checks.push(unevaluatedProperties);
    if (unevaluatedItems) checks.push(unevaluatedItems);
    return {
      checks: withSchemaMessages(env, checks),
      tracks: unevaluatedProperties !== undefined || unevaluatedItems !== undefined,
    };
  }

  /** Marks `$ref` cycles without progress (see references.ts). */
  detectCycles(): void {
    detectCycles(this);
  }
}
