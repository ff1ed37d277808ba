/**
 * The validator entry points: compile a schema once (registry walk, closure compilation, reference
 * and cycle problems), then validate values or text against it any number of times.
 */
import { checkSchema } from '../checks';
import { parseAlongside, parseDocument, type EarlyParse, type ParsedDocument } from '../json';
import { detectDraft } from '../schema/drafts';
import { Registry } from '../schema/registry';
import { stripFragment } from '../schema/uriResolution';
import type {
  CompileOptions,
  Draft,
  JsonPointer,
  JsonValue,
  ParseOptions,
  SchemaProblem,
  TextValidationResult,
  ValidationResult,
} from '../types';
import { Compiler } from './compiler';
import { literalsThatMatter, NumberSensitivity } from './literals';
import { textsFor, type Texts } from '../l10n/texts';
import { ProbeRecorder, type PathSegment, type ProbeResult } from './probe';
import { MAX_DEPTH, MAX_WORK, State, ValidationCache, type Check } from './state';

export { ValidationCache } from './state';

/** Base URI of a root schema that has neither `$id` nor `baseUri`; never shown to users. */
const HIDDEN_BASE = 'urn:json-object-validator:root';

/**
 * A schema compiled once into closures, reusable for any number of instances.
 *
 * Incremental re-validation: `validate(value, cache)` replays the results of subschemas on child values
 * the cache tracks and that did not change (see ValidationCache), so after an edit only the edited value
 * and the containers on its path are checked again, each container's own keywords over the replayed
 * results of its other children.
 */
export interface CompiledSchema {
  readonly draft: Draft;
  /** Problems in the schema itself (from checkSchema + reference resolution); never thrown. */
  readonly problems: SchemaProblem[];
  /**
   * Absolute URIs of documents referenced by $ref/$dynamicRef/... that were not available (not in
   * options.schemas, not a known meta-schema). A caller loads them and compiles again with `schemas`.
   */
  readonly missingReferences: string[];
  /**
   * Validates a value. With a cache (from `createCache`), results for tracked child values that did not
   * change are replayed rather than computed; the result is the same either way. `literals` are the
   * document's number literals beyond a double (ParsedDocument.numberLiterals), judged as written.
   */
  validate(
    value: JsonValue,
    cache?: ValidationCache,
    literals?: ReadonlyMap<JsonPointer, string>,
  ): ValidationResult;
  /** An empty result cache for incremental re-validation with this schema. */
  createCache(): ValidationCache;
  validateText(text: string, options?: ParseOptions): TextValidationResult;
  /**
   * Validates a document that `parseDocument` already parsed (a caller that had to read it first, for
   * its `$schema` say, need not parse it again); errors carry source ranges, as from `validateText`.
   */
  validateDocument(doc: ParsedDocument): TextValidationResult;
  /**
   * Validates a document whose parse `parseAlongside` began (a caller that read its value first, for
   * its `$schema` say): what `validateText` gives, without a second parse or a full one.
   */
  validateAlongside(early: EarlyParse): TextValidationResult;
  /**
   * Evaluates `value` as validation does, recording every subschema applied on the way to the instance
   * location `target` and at it (see probe.ts). For editor features; the first call compiles the
   * schema a second time, with recording hooks, and validation never uses that compilation.
   */
  probe(value: JsonValue, target: readonly PathSegment[]): ProbeResult;
  /**
   * Like `probe`, with every location of `value` on the path: the whole value is evaluated as validation
   * does (every branch with errors on) and every subschema applied anywhere is recorded, so what applies
   * at each object of a document comes from one run (`entries`, each with its `path`; `atTarget` holds
   * the root's). For editor features that read every object (sorting a whole document).
   */
  probeAll(value: JsonValue): ProbeResult;
  /**
   * The numbers this schema's keywords judge so closely that a literal saying more than its double
   * could change a verdict; complete, after a value was validated, for every keyword that judged it.
   */
  readonly numbers: NumberSensitivity;
}

/**
 * One State per compiled schema, restarted for each run rather than allocated. When no State
 * survives a full GC, V8 frees the hidden classes its objects had and throws away the optimized
 * code of the hot checks that relied on them ("weak objects"): the next run then paid for
 * re-optimization, about twice the time of a warm run.
 */
function runCheck(
  check: Check,
  value: JsonValue,
  st: State,
  cache?: ValidationCache,
  literals?: ReadonlyMap<string, string>,
): ValidationResult {
  st.restart();
  if (literals !== undefined) st.literals = literals;
  let valid: boolean;
  try {
    st.cache = cache !== undefined && cache.owner === check ? cache : null;
    valid = check(value, st);
  } catch (e) {
    // The depth cap keeps recursion bounded; this is the last line of defence for very deep stacks.
    if (!(e instanceof RangeError)) throw e;
    // The stack ran out below the nesting limit (a very heavy schema): the path still shows where.
    st.errors.length = 0;
    st.quiet = 0;
    st.depthReported = false;
    st.report('nesting', '', st.texts.t('limit.stack'), { limit: MAX_DEPTH });
    valid = false;
  } finally {
    st.cache = null;
  }
  if (st.outOfWorkPath !== undefined) {
    // What was reported on the way is partial; the one thing known is where the budget ran out.
    const path = st.outOfWorkPath;
    st.errors = [
      {
        keyword: 'budget',
        instancePath: path,
        schemaPath: '',
        message: st.texts.t('limit.budget', { limit: MAX_WORK.toLocaleString(st.texts.locale) }),
        params: { limit: MAX_WORK },
        severity: 'error',
        target: { path, part: 'value' },
      },
    ];
    valid = false;
  }
  return { valid: valid && st.errors.length === 0 ? true : valid, errors: st.errors };
}

/** Compiles a schema. Never throws: problems in the schema are returned in `problems`. */
export function compile(schema: JsonValue, options: CompileOptions = {}): CompiledSchema {
  try {
    return compileUnguarded(schema, options);
  } catch (e) {
    // Walking a schema nested thousands of levels deep can exhaust the stack; say so instead of throwing.
    if (!(e instanceof RangeError)) throw e;
    return unusableSchema(detectDraft(schema, options.draft ?? '2020-12').draft, textsFor(options.locale));
  }
}

function unusableSchema(draft: Draft, texts: Texts): CompiledSchema {
  const message = texts.t('limit.schemaTooDeep');
  const problem: SchemaProblem = {
    uri: '',
    pointer: '',
    part: 'value',
    keyword: '',
    message,
    severity: 'error',
    code: 'schema-too-deep',
  };
  const result = (): ValidationResult => ({
    valid: false,
    errors: [
      {
        keyword: 'nesting',
        instancePath: '',
        schemaPath: '',
        message,
        params: {},
        severity: 'error',
        target: { path: '', part: 'value' },
      },
    ],
  });
  return {
    draft,
    problems: [problem],
    missingReferences: [],
    validate: result,
    createCache: () => new ValidationCache(result, false),
    validateText: (text, parseOptions) => ({
      ...result(),
      syntaxProblems: parseDocument(text, parseOptions).problems,
    }),
    validateDocument: (doc) => ({ ...result(), syntaxProblems: doc.problems }),
    validateAlongside: (early) => ({ ...result(), syntaxProblems: early.finish().problems }),
    probe: (_value, target) => ({ target, entries: [], atTarget: [], valid: false }),
    probeAll: () => ({ target: [], entries: [], atTarget: [], valid: false }),
    numbers: new NumberSensitivity(),
  };
}

function compileUnguarded(schema: JsonValue, options: CompileOptions): CompiledSchema {
  const fallback = options.draft ?? '2020-12';
  const texts = textsFor(options.locale);
  const registry = new Registry(options.schemas ?? {}, fallback);
  const { draft, known } = registry.dialectOf(schema, fallback);
  const rootUri = options.baseUri ? stripFragment(options.baseUri) : HIDDEN_BASE;
  const root = registry.addDocument(rootUri, schema, draft);
  const compiler = new Compiler(registry, {
    formatAssertion: options.formatAssertion === true,
    hiddenBase: HIDDEN_BASE,
    texts,
  });
  const loc = registry.locationOf(schema) ?? { resource: root, pointer: '', docPointer: '' };
  const check = compiler.compile(schema, loc);
  compiler.detectCycles();

  const problems: SchemaProblem[] = [];
  const docUri = compiler.displayUri(root.docUri);
  if (!known) {
    const uri = (schema as { $schema?: unknown }).$schema;
    problems.push({
      uri: docUri,
      pointer: '/$schema',
      part: 'value',
      keyword: '$schema',
      message: texts.t('schema.unknownDraft', { uri: JSON.stringify(uri), draft }),
      severity: 'warning',
      code: 'unknown-schema-draft',
    });
  }
  for (const p of checkSchema(schema, draft, texts)) problems.push({ ...p, uri: p.uri || docUri });
  for (const n of registry.notes) {
    if (n.docUri === rootUri && n.pointer === '/$schema') continue;
    problems.push({
      uri: compiler.displayUri(n.docUri),
      pointer: n.pointer,
      part: 'value',
      keyword: '$schema',
      message: n.message,
      severity: 'warning',
      code: n.code,
    });
  }
  // checkSchema already reports what it can see in the root document (invalid patterns, ...).
  const seen = new Set(problems.map((p) => `${p.uri}#${p.pointer}#${p.code}`));
  for (const p of compiler.problems) if (!seen.has(`${p.uri}#${p.pointer}#${p.code}`)) problems.push(p);
  const missingReferences = [...registry.missing];
  const state = new State(texts);
  let prober: { check: Check; recorder: ProbeRecorder } | undefined;
  const probeCompilation = (): { check: Check; recorder: ProbeRecorder } => {
    const recorder = new ProbeRecorder();
    const c = new Compiler(registry, {
      formatAssertion: options.formatAssertion === true,
      hiddenBase: HIDDEN_BASE,
      probe: recorder,
      texts,
    });
    const probeCheck = c.compile(schema, loc);
    c.detectCycles();
    return { check: probeCheck, recorder };
  };

  const runProbe = (value: JsonValue, target: readonly PathSegment[], everywhere: boolean): ProbeResult => {
    try {
      prober ??= probeCompilation();
    } catch (e) {
      // As for validation: a schema nested too deeply to compile is unusable, not a crash.
      if (!(e instanceof RangeError)) throw e;
      return { target, entries: [], atTarget: [], valid: false };
    }
    return prober.recorder.run(prober.check, value, target, [], [], everywhere);
  };

  return {
    draft,
    problems,
    missingReferences,
    numbers: compiler.numbers,
    validate: (value, cache, literals) => runCheck(check, value, state, cache, literals),
    createCache: () => new ValidationCache(check, compiler.usesDynamicScope),
    validateText: (text, parseOptions) => {
      const early = parseAlongside(text, parseOptions);
      return early === undefined
        ? validateParsed(check, state, parseDocument(text, parseOptions))
        : validateAlongside(check, state, compiler.numbers, early);
    },
    validateDocument: (doc) => validateParsed(check, state, doc),
    validateAlongside: (early) => validateAlongside(check, state, compiler.numbers, early),
    probe: (value, target) => runProbe(value, target, false),
    probeAll: (value) => runProbe(value, [], true),
  };
}

/**
 * Validates JSON.parse's value while the structure scan runs (on a worker thread for large text), then
 * locates the errors in the finished document. When the document turns out otherwise than JSON.parse
 * said (duplicate keys, nesting too deep), it is validated as parseDocument would have had it.
 */
function validateAlongside(
  check: Check,
  state: State,
  numbers: NumberSensitivity,
  early: EarlyParse,
): TextValidationResult {
  const result = runCheck(check, early.value, state);
  // By its doubles, a document can be judged otherwise only where a keyword judged its literals closely,
  // and worded otherwise only where an error stands on a number: only those literals are read.
  const doc = early.finish(literalsThatMatter(numbers, early.value, result.errors));
  if (doc.value !== early.value) return validateParsed(check, state, doc);
  // Number literals beyond a double are rare; such a document is validated again with every one known
  // (a verdict that changes may bring errors on other numbers).
  if (doc.numberLiterals !== undefined) return validateParsed(check, state, early.finish());
  return withRanges(doc, result);
}

function validateParsed(check: Check, state: State, doc: ParsedDocument): TextValidationResult {
  if (doc.value === undefined) return { valid: false, errors: [], syntaxProblems: doc.problems };
  return withRanges(doc, runCheck(check, doc.value, state, undefined, doc.numberLiterals));
}

function withRanges(doc: ParsedDocument, result: ValidationResult): TextValidationResult {
  const syntaxProblems = doc.problems;
  if (result.errors.length > 0) {
    const ranges = doc.locate(result.errors.map((e) => e.target));
    result.errors.forEach((e, i) => {
      const range = ranges[i];
      if (range) e.range = range;
    });
  }
  return {
    valid: result.valid && !doc.hasSyntaxErrors,
    errors: result.errors,
    syntaxProblems,
  };
}

/** Validates an already-parsed value (compiles the schema; prefer `compile` to reuse it). */
export function validate(schema: JsonValue, value: JsonValue, options?: CompileOptions): ValidationResult {
  return compile(schema, options).validate(value);
}

/** Parses `text` and validates it; errors carry source ranges, syntax problems are returned too. */
export function validateText(
  schema: JsonValue,
  text: string,
  options: CompileOptions & ParseOptions = {},
): TextValidationResult {
  return compile(schema, options).validateText(text, options);
}
