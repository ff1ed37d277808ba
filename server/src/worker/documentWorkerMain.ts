/**
 * Entry point of `dist/documentWorker.js`: the worker thread that parses and validates large documents
 * for the language server (see documentWorker.ts for the protocol). Each document has a TextBuffer and a
 * DocumentSession, as on the main thread; schemas arrive as values (large ones as text, parsed here) and
 * are compiled here once per key. Schemas compiled here also validate values parsed on the main thread
 * (`check`: small documents that use a large schema).
 */
import { join } from 'node:path';
import {
  constants as performanceConstants,
  PerformanceObserver,
  type PerformanceEntry,
} from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { compile, type CompiledSchema } from '../../../shared/src/index';
import { NODE_MIN_LENGTH, treeHasErrors, treeProblems } from '../../../shared/src/json/tree';
import type { ErrorTarget, JsonValue, ValidationError, ValidationResult } from '../../../shared/src/types';
import type { SchemaCompileReply, SchemaPayload } from '../../../host/src/schemaStore';
import type {
  ParseReply,
  ValidateReply,
  ValidationGuess,
  WorkerNotice,
  WorkerReply,
  WorkerRequest,
  WorkerStats,
} from './documentWorker';
import { SchemaLocator, type LocatableSource } from '../schemas/schemaLocations';
import {
  compileFailure,
  parseSchemaText,
  rootSchemaProperty,
  schemaRootId,
  schemaStandIn,
} from '../../../host/src/schemaText';
import { collectGarbage, GarbageBudget } from './garbage';
import { lowerHeapFloor } from './heapFloor';
import { echoedNames, echoedValues } from '../features/editing/builtInEcho';
import { outlineOf, type Outline } from '../features/editing/outline';
import { withValueAt } from '../features/editing/probeValues';
import { DocumentSession, type SessionDocument } from '../documents/documentSession';
import { PRESCAN_MIN_LENGTH, ScanHelper } from './scanHelper';
import { TextBuffer } from '../documents/textBuffer';
import { SuppressionTracker } from '../../../shared/src/suppressions';

interface OpenDocument {
  buffer: TextBuffer;
  /** The text while it arrives in pieces (joined at the first edit or request). */
  pieces: string[] | undefined;
  /** How many characters of it arrived in pieces. */
  arrived: number;
  session: DocumentSession;
  /** The version the last parse described (a validation is for that version only). */
  parsed?: { version: number; document: SessionDocument };
  /** The schema this document was last validated against without filling a cache (see validate). */
  plain?: CompiledSchema;
  /** The pending fill of its cache (it holds the document's value: cleared when the document closes). */
  prepare?: ReturnType<typeof setTimeout>;
  /** The answer its early reading made, for the first `parse` (see preopen). */
  early?: { reply: ParseReply; guess: ValidationGuess | undefined };
  /** Its suppression comments, followed across edits (the main thread decides whether they apply). */
  suppressions: SuppressionTracker;
}

/** A document read from its didOpen's bytes, waiting for the main thread to take it (see earlyOpen.ts). */
interface EarlyReading {
  uri: string;
  doc: OpenDocument;
}

/**
 * How long after a document's first validation its cache is filled, unless a validation (an edit) comes
 * first: a person reads a file they just opened for longer than this, and a file opened and closed at once
 * never pays for it.
 */
const PREPARE_DELAY_MS = 100;

// This thread's heap is made with the main thread's raised floor: put back at once, so that the scan
// helper started from here does not get it too (see heapFloor.ts).
lowerHeapFloor();

const documents = new Map<string, OpenDocument>();
/** Early readings no document has taken yet, by id. */
const readings = new Map<number, EarlyReading>();
/** Documents that took an early reading (for tests). */
let earlyOpens = 0;
/** A compiled schema, and a locator of its rules in the documents that came here as text. */
interface WorkerSchema {
  compiled: CompiledSchema;
  locator?: { has(uri: string): boolean; find: SchemaLocator };
}
const schemas = new Map<number, WorkerSchema>();
const port = parentPort;
/** Reads a newly opened text beside JSON.parse (absent when its script is not beside this one). */
const helper = ScanHelper.create(join(__dirname, 'scanWorker.js'), NODE_MIN_LENGTH);
const prescanner = helper && ((text: string) => helper.start(text));

/** How many first validations ran before their tree was made (see parse; for tests). */
let earlyValidations = 0;
/** Full collections of this thread's heap (see WORKER_OLD_SPACE_MB; for tests). */
let fullCollections = 0;
const countCollections = (entries: readonly PerformanceEntry[]): void => {
  for (const entry of entries) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
    if (kind === performanceConstants.NODE_PERFORMANCE_GC_MAJOR) fullCollections++;
  }
};
const collections = new PerformanceObserver((list) => countCollections(list.getEntries()));
collections.observe({ entryTypes: ['gc'] });
/** Full collections so far, those queued for the observer but not yet delivered to it included. */
function collectedSoFar(): number {
  countCollections(collections.takeRecords());
  return fullCollections;
}
/**
 * This thread's garbage, collected after an edit's validation once 32 MB have gathered past what it
 * keeps (see GarbageBudget). Editing leaves 4 to 70 KB per edit here for a full collection, and the
 * heap's floor (see WORKER_OLD_SPACE_MB) let that gather up to 128 MB: over 3,000 edits of the 12 MB
 * benchmark document RSS went up and down by 80 MB. The measure starts again at each open, from the heap
 * after the text's reading: collecting that reading's garbage at once made V8 collect while the next
 * document was read (the floor no longer held). A thread that keeps more than that floor (a document of
 * 25 MB or more) is left to V8: collecting it at once would pause the next edit too long.
 */
const garbage = new GarbageBudget(32 * 1024 * 1024, 128 * 1024 * 1024);
let checkingGarbage = false;
/** A collection after a document closed, pending (see collectGarbage). */
let collecting: ReturnType<typeof setTimeout> | undefined;
/** Collections run after a close (for tests). */
let closeCollections = 0;

function documentOf(uri: string): OpenDocument {
  const doc = documents.get(uri);
  if (!doc) throw new Error(`${uri} is not open in the document worker`);
  if (doc.pieces !== undefined) {
    const text = doc.pieces.join('');
    doc.pieces = undefined;
    doc.buffer = new TextBuffer(doc.buffer.uri, doc.buffer.languageId, doc.buffer.version, text);
  }
  return doc;
}

function parse(uri: string, doc: OpenDocument, lineStarts: boolean, guess?: ValidationGuess): ParseReply {
  const snapshot = doc.buffer.snapshot();
  // A newly opened text is validated against the guessed schema as soon as JSON.parse has made its value,
  // while the helper's scan of the text finishes: about as long as that scan takes is saved.
  const guessed = guess !== undefined ? schemas.get(guess.schema.key) : undefined;
  const early: { value?: JsonValue; result?: ValidationResult } = {};
  const document = doc.session.refresh(
    snapshot,
    guessed &&
      ((parsedValue) => {
        if (rootSchemaProperty(parsedValue) !== guess?.schemaProperty) return;
        early.value = parsedValue;
        early.result = guessed.compiled.validate(parsedValue, undefined, undefined);
        earlyValidations++;
      }),
  );
  doc.parsed = { version: doc.buffer.version, document };
  const tree = doc.session.current.tree;
  const value = tree.value;
  // Only for the value the tree holds (a text the tree had to read with the recovering parser, for a
  // duplicate key, has a value of its own).
  const earlyResult = early.value === value ? early.result : undefined;
  const reply: ParseReply = {
    version: doc.buffer.version,
    problems: treeProblems(tree),
    hasSyntaxErrors: treeHasErrors(tree),
    root:
      value === undefined
        ? 'none'
        : Array.isArray(value)
          ? 'array'
          : typeof value === 'object' && value !== null
            ? 'object'
            : 'scalar',
  };
  const schemaProperty = rootSchemaProperty(value);
  if (schemaProperty !== undefined) {
    reply.schemaProperty = schemaProperty;
    const range = document.locate([{ path: '/$schema', part: 'value' }])[0];
    if (range) reply.schemaPropertySpan = [range.offset, range.length];
  }
  const found = doc.session.takeLineStarts();
  if (lineStarts) reply.lineStarts = found ?? snapshot.lineStartOffsets();
  if (guess !== undefined && guess.schemaProperty === reply.schemaProperty && schemas.has(guess.schema.key)) {
    reply.validation = {
      ...validate(uri, doc, doc.buffer.version, guess.schema, earlyResult),
      key: guess.schema.key,
    };
  }
  return reply;
}

/**
 * Compiles a schema from what the main thread sent: values, and texts it did not parse (large ones).
 * The texts stay, to locate the rules that errors break (the main thread does not parse them).
 */
function compileSchema(payload: SchemaPayload): { schema?: WorkerSchema; reply: SchemaCompileReply } {
  const reply: SchemaCompileReply = { missingReferences: [], unreadable: {}, standIns: {} };
  const values: Record<string, JsonValue> = { ...(payload.schemas ?? {}) };
  const sources = new Map<string, LocatableSource>();
  const aliases = new Map<string, string>();
  const read = (uri: string, text: string): { value: JsonValue } | { error: string } => {
    // As the main thread parses schema text (JSON.parse first), so that the verdicts are the same; the
    // locator parses the text again only for the first error it has to place.
    const { value, error } = parseSchemaText(text);
    if (error !== undefined || value === undefined) return { error: error ?? 'it could not be parsed' };
    sources.set(uri, { uri, text, value });
    const standIn = schemaStandIn(value);
    if (standIn !== undefined) reply.standIns[uri] = standIn;
    const id = schemaRootId(value);
    if (id !== undefined) aliases.set(id, uri);
    return { value };
  };
  for (const [uri, text] of Object.entries(payload.texts ?? {})) {
    const got = read(uri, text);
    if ('error' in got) reply.unreadable[uri] = got.error;
    else values[uri] = got.value;
  }
  let root = payload.root;
  if (payload.rootText !== undefined) {
    const got = read(payload.baseUri ?? '', payload.rootText);
    if ('error' in got) return { reply: { ...reply, error: got.error } };
    root = got.value;
  }
  if (root === undefined) return { reply: { ...reply, error: 'it was not sent' } };
  let compiled: CompiledSchema;
  try {
    compiled = compile(root, { baseUri: payload.baseUri, schemas: values, locale: payload.locale });
  } catch (error) {
    return { reply: { ...reply, error: compileFailure(error) } };
  }
  reply.missingReferences = [...compiled.missingReferences];
  const schema: WorkerSchema = { compiled };
  if (sources.size > 0) {
    // By the URI it was loaded from, or by its root `$id` (as schema paths name it).
    const peekSource = (uri: string) => sources.get(uri) ?? sources.get(aliases.get(uri) ?? '');
    schema.locator = { has: (uri) => peekSource(uri) !== undefined, find: new SchemaLocator({ peekSource }) };
  }
  return { schema, reply };
}

/** The compiled schema a request names, compiled now when the request carries it (else undefined). */
function schemaOf(payload: SchemaPayload): WorkerSchema | undefined {
  const known = schemas.get(payload.key);
  if (known !== undefined) return known;
  if (payload.root === undefined && payload.rootText === undefined) return undefined;
  const { schema, reply } = compileSchema(payload);
  if (schema === undefined) throw new Error(`The schema could not be compiled: ${reply.error ?? ''}`);
  schemas.set(payload.key, schema);
  return schema;
}

/** Where each error's rule is written, for the errors whose schema document was parsed here. */
function relatedOf(schema: WorkerSchema, errors: readonly ValidationError[]): ValidateReply['related'] {
  const locator = schema.locator;
  if (locator === undefined) return undefined;
  return errors.map((e) => {
    const base = e.schemaPath.replace(/#.*$/, '');
    return locator.has(base) ? locator.find.relatedInformation(e) : null;
  });
}

/** Validates a value the main thread parsed (a small document that uses a schema compiled here). */
function check(message: Extract<WorkerRequest, { kind: 'check' }>): ValidateReply {
  const schema = schemaOf(message.schema);
  if (schema === undefined) return { needSchema: true };
  const result = schema.compiled.validate(message.value, undefined, message.literals);
  return { valid: result.valid, errors: result.errors, related: relatedOf(schema, result.errors) };
}

/** The document's last parse when it describes its text as it is now (no edit since, tree unchanged). */
function currentParse(doc: OpenDocument): OpenDocument['parsed'] {
  const parsed = doc.parsed;
  return parsed !== undefined && parsed.version === doc.buffer.version && parsed.document.isCurrent
    ? parsed
    : undefined;
}

/**
 * Validates a document's last parse, which must be of `version` (an outline for the editing features may
 * have parsed a later one since the main thread's `parse`); `early` is the plain validation of that
 * parse's value when it was made already (see parse), for a document not yet validated against this schema.
 */
function validate(
  uri: string,
  doc: OpenDocument,
  version: number | undefined,
  schema: SchemaPayload,
  early?: ValidationResult,
): ValidateReply {
  const parsed = currentParse(doc);
  if (!parsed || (version !== undefined && parsed.version !== version)) return { superseded: true };
  const compiledSchema = schemaOf(schema);
  if (compiledSchema === undefined) return { needSchema: true };
  const compiled = compiledSchema.compiled;
  const value = parsed.document.value;
  if (value === undefined) return { valid: true, errors: [], ranges: [], ...suppressionsOf(doc) };
  const literals = parsed.document.numberLiterals;
  let result;
  if (doc.session.hasCacheFor(compiled) || doc.plain === compiled) {
    result = compiled.validate(value, doc.session.cacheFor(compiled), literals);
  } else {
    // The first validation against this schema (the document was just opened, or its schema changed):
    // filling a validation cache makes it about a third slower, so it runs plain, and the cache is filled
    // when the worker has been idle for a moment (a document closed at once never pays for it) or by
    // the next validation, whichever comes first.
    result = early ?? compiled.validate(value, undefined, literals);
    doc.plain = compiled;
    const prepared = compiled;
    if (doc.prepare !== undefined) clearTimeout(doc.prepare);
    doc.prepare = setTimeout(() => {
      doc.prepare = undefined;
      if (documents.get(uri) !== doc || !parsed.document.isCurrent || doc.session.hasCacheFor(prepared)) {
        return;
      }
      prepared.validate(value, doc.session.cacheFor(prepared), literals);
    }, PREPARE_DELAY_MS);
  }
  const targets: ErrorTarget[] = result.errors.map((e) => e.target);
  // Offsets only: line positions are the main thread's business (it has the same text).
  const ranges = parsed.document.locateOffsets(targets).map((r) => r ?? null);
  const related = relatedOf(compiledSchema, result.errors);
  return {
    valid: result.valid,
    errors: result.errors,
    ranges,
    ...(related ? { related } : {}),
    ...suppressionsOf(doc),
  };
}

/**
 * The suppression comments of a document's text as it is now, for a validation's reply (the main thread
 * applies them where comments are allowed). Found once and followed across edits (SuppressionTracker): a
 * text without the marker costs one `includes` when it is opened, an edit that cannot change them a look
 * around it.
 */
function suppressionsOf(doc: OpenDocument): Pick<ValidateReply, 'suppressions'> {
  const comments = doc.suppressions.commentsOf(() => doc.buffer.snapshot().getText());
  return comments.length > 0 ? { suppressions: comments.map((c) => ({ ...c })) } : {};
}

/**
 * The document as it is now, parsed (the session's incremental parse: an edit since the last parse is
 * read in the container that holds it), for the editing features' requests.
 */
function currentDocument(doc: OpenDocument): SessionDocument {
  const parsed = currentParse(doc);
  if (parsed !== undefined) return parsed.document;
  const document = doc.session.refresh(doc.buffer.snapshot());
  doc.parsed = { version: doc.buffer.version, document };
  return document;
}

/** The outline of a document around a cursor, for the editing features (see editing/outline.ts). */
function outline(message: Extract<WorkerRequest, { kind: 'outline' }>): Outline | undefined {
  const doc = documentOf(message.uri);
  if (doc.buffer.version !== message.version) return undefined;
  const document = currentDocument(doc);
  const snapshot = doc.buffer.snapshot();
  return outlineOf(document, (offset) => snapshot.slice(offset, offset + 1), message.cursor);
}

/** What VS Code's JSON support offers from the whole document (see editing/builtInEcho.ts). */
function echo(message: Extract<WorkerRequest, { kind: 'echo' }>): string[] {
  const parsed = currentDocument(documentOf(message.uri)).value;
  if (parsed === undefined) return [];
  // As the request sees the document: what is being typed at the path in place of what is parsed there.
  const value =
    message.here === undefined ? parsed : (withValueAt(parsed, message.path, message.here) ?? parsed);
  const wanted = new Set(message.wanted);
  const found =
    message.of === 'names'
      ? echoedNames(value, message.path, wanted)
      : echoedValues(value, message.path, wanted);
  return [...found];
}

/** The text of a didOpen message's bytes when the message says what `sent` says, else undefined. */
function textOfOpen(message: Extract<WorkerRequest, { kind: 'preopen' }>): string | undefined {
  const { bytes, charset, sent } = message;
  let decoded: { method?: unknown; params?: { textDocument?: Record<string, unknown> } };
  try {
    decoded = JSON.parse(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(charset),
    ) as typeof decoded;
  } catch {
    return undefined;
  }
  const document = decoded.params?.textDocument;
  if (decoded.method !== 'textDocument/didOpen' || document === undefined) return undefined;
  const { uri, languageId, version, text } = document;
  if (uri !== sent.uri || languageId !== sent.languageId || version !== sent.version) return undefined;
  return typeof text === 'string' ? text : undefined;
}

/**
 * Reads a large didOpen from its bytes while the main thread decodes them (see earlyOpen.ts): the
 * document and its first parse (with the guessed validation) wait for the main thread's `open`.
 */
function preopen(message: Extract<WorkerRequest, { kind: 'preopen' }>): void {
  // The helper's thread starts (or wakes) while the message is decoded.
  helper?.prepare();
  const text = textOfOpen(message);
  if (text === undefined || text.length < message.minLength) return;
  const { uri, sent, options } = message;
  const doc: OpenDocument = {
    buffer: new TextBuffer(uri, sent.languageId, sent.version, text),
    pieces: undefined,
    arrived: text.length,
    session: new DocumentSession(options, prescanner, true),
    suppressions: new SuppressionTracker(),
  };
  readings.set(message.early, { uri, doc });
  doc.early = { reply: parse(uri, doc, true, message.guess), guess: message.guess };
}

/** The early answer for a `parse` that asks what the early reading answered (taken once). */
function earlyReply(
  doc: OpenDocument,
  message: Extract<WorkerRequest, { kind: 'parse' }>,
): ParseReply | undefined {
  const early = doc.early;
  doc.early = undefined;
  if (early === undefined || early.reply.version !== doc.buffer.version || currentParse(doc) === undefined) {
    return undefined;
  }
  const asked = message.guess;
  const same =
    asked === undefined
      ? early.guess === undefined
      : early.guess !== undefined &&
        early.guess.schema.key === asked.schema.key &&
        early.guess.schemaProperty === asked.schemaProperty;
  if (!same) return undefined;
  const reply = early.reply;
  if (!message.lineStarts) delete reply.lineStarts;
  return reply;
}

/** The early reading `id`, no longer waiting (undefined when there is none). */
function takeReading(id: number): EarlyReading | undefined {
  const reading = readings.get(id);
  readings.delete(id);
  return reading;
}

/** Lets go of a document's session and pending work. */
function release(doc: OpenDocument): void {
  if (doc.prepare !== undefined) clearTimeout(doc.prepare);
  doc.session.dispose();
}

function handle(message: WorkerRequest): unknown {
  switch (message.kind) {
    case 'preopen':
      garbage.restart();
      preopen(message);
      return undefined;
    case 'drop': {
      const reading = takeReading(message.early);
      if (reading !== undefined) release(reading.doc);
      return undefined;
    }
    case 'open': {
      garbage.restart();
      if (message.early !== undefined) {
        const reading = takeReading(message.early);
        if (reading === undefined || reading.uri !== message.uri) {
          if (reading !== undefined) release(reading.doc);
          // Nothing of an earlier text under this uri may answer for the new one meanwhile.
          const previous = documents.get(message.uri);
          if (previous !== undefined) release(previous);
          documents.delete(message.uri);
          port?.postMessage({ missing: message.uri } satisfies WorkerNotice);
          return undefined;
        }
        const previous = documents.get(message.uri);
        if (previous !== undefined) release(previous);
        documents.set(message.uri, reading.doc);
        earlyOpens++;
        return undefined;
      }
      const buffer = new TextBuffer(message.uri, message.languageId, message.version, '');
      documents.set(message.uri, {
        buffer,
        pieces: [],
        arrived: 0,
        session: new DocumentSession(message.options, prescanner, true),
        suppressions: new SuppressionTracker(),
      });
      return undefined;
    }
    case 'append': {
      const doc = documents.get(message.uri);
      if (doc?.pieces === undefined) return undefined;
      doc.pieces.push(message.text);
      // A text that will be read beside JSON.parse: its reader starts while the rest arrives.
      const before = doc.arrived;
      doc.arrived += message.text.length;
      if (before < PRESCAN_MIN_LENGTH && doc.arrived >= PRESCAN_MIN_LENGTH) helper?.prepare();
      return undefined;
    }
    case 'edit': {
      const doc = documentOf(message.uri);
      const before = doc.buffer.snapshot();
      doc.buffer.replaceRange(message.start, message.end, message.text, message.version);
      doc.session.noteEdit(message.start, message.end, message.text.length);
      doc.suppressions.noteEdit(before, message.start, message.end, message.text, doc.buffer.snapshot());
      // A person is typing: the helper's memory is worth more than a warm start, unless a text is on its
      // way here (its helper was started for it).
      if (![...documents.values()].some((d) => d.pieces !== undefined)) helper?.settle();
      return undefined;
    }
    case 'close': {
      const doc = documents.get(message.uri);
      if (doc !== undefined) release(doc);
      documents.delete(message.uri);
      if (collecting === undefined) {
        // The thread stays (its code is warm) but allocates little (an idle thread nothing), and the
        // floor of its heap (see WORKER_OLD_SPACE_MB) lets it fill to 128 MB before V8 collects: a closed
        // document's text and tree (about 40 MB for 10 MB) stayed taken while another document was
        // edited, and after the editor benchmark's 1,000 edits RSS was that much higher. Collect now,
        // after the messages already queued (a forget of the schema usually follows the close), unless
        // a text is being read: its open would wait for the collection.
        collecting = setTimeout(() => {
          collecting = undefined;
          if (readings.size === 0 && ![...documents.values()].some((d) => d.pieces !== undefined)) {
            if (collectGarbage()) closeCollections++;
          }
        }, 0);
      }
      return undefined;
    }
    case 'parse': {
      const doc = documentOf(message.uri);
      return earlyReply(doc, message) ?? parse(message.uri, doc, message.lineStarts, message.guess);
    }
    case 'validate':
      return validate(message.uri, documentOf(message.uri), message.version, message.schema);
    case 'check':
      return check(message);
    case 'compile': {
      const { schema, reply } = compileSchema(message.schema);
      if (schema !== undefined) schemas.set(message.schema.key, schema);
      return reply;
    }
    case 'forget':
      schemas.delete(message.key);
      return undefined;
    case 'outline':
      return outline(message);
    case 'echo':
      return echo(message);
    case 'stats': {
      const stats: WorkerStats = {
        prescans: helper?.answered ?? 0,
        schemas: schemas.size,
        early: earlyValidations,
        helper: helper?.active ?? false,
        fullCollections: collectedSoFar(),
        budgetCollections: garbage.collections,
        closeCollections,
        earlyOpens,
        readings: readings.size,
      };
      return stats;
    }
  }
}

port?.on('message', (message: WorkerRequest) => {
  const id = 'id' in message ? message.id : undefined;
  try {
    const value = handle(message);
    if (id !== undefined) {
      const reply: WorkerReply = { id, ok: true, value };
      const transfer = (value as ParseReply | undefined)?.lineStarts;
      port.postMessage(reply, transfer ? [transfer.buffer as ArrayBuffer] : []);
    }
    // Only once an edit's validation is out: after a parse without one, its validation follows at once.
    const validated =
      message.kind === 'validate' || (value as ParseReply | undefined)?.validation !== undefined;
    if (id !== undefined && validated && !checkingGarbage) {
      // After the messages already here (the next edit's, say): the reply is on its way meanwhile.
      checkingGarbage = true;
      setImmediate(() => {
        checkingGarbage = false;
        if (readings.size === 0) garbage.check();
      });
    }
  } catch (error) {
    if (id !== undefined) {
      const reply: WorkerReply = {
        id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
      port.postMessage(reply);
    }
  }
});
