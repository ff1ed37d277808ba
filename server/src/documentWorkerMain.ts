/**
 * Entry point of `dist/documentWorker.js`: the worker thread that parses and validates large documents
 * for the language server (see documentWorker.ts for the protocol). Each document has a TextBuffer and a
 * DocumentSession, as on the main thread; schemas arrive as values and are compiled here once per key.
 */
import { parentPort } from 'node:worker_threads';
import { compile, type CompiledSchema } from '../../shared/src/index';
import { treeHasErrors, treeProblems } from '../../shared/src/json/tree';
import type { ErrorTarget } from '../../shared/src/types';
import type { ParseReply, ValidateReply, WorkerReply, WorkerRequest } from './documentWorker';
import { DocumentSession, type SessionDocument } from './incremental';
import { TextBuffer } from './textBuffer';

interface OpenDocument {
  buffer: TextBuffer;
  /** The text while it arrives in pieces (joined at the first edit or request). */
  pieces: string[] | undefined;
  session: DocumentSession;
  /** The version the last parse described (a validation is for that version only). */
  parsed?: { version: number; document: SessionDocument };
}

const documents = new Map<string, OpenDocument>();
const schemas = new Map<number, CompiledSchema>();
const port = parentPort;

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

function parse(uri: string, lineStarts: boolean): ParseReply {
  const doc = documentOf(uri);
  const snapshot = doc.buffer.snapshot();
  const document = doc.session.refresh(snapshot);
  doc.parsed = { version: doc.buffer.version, document };
  const tree = doc.session.current.tree;
  const value = tree.value;
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
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof value.$schema === 'string'
  ) {
    reply.schemaProperty = value.$schema;
    const range = document.locate([{ path: '/$schema', part: 'value' }])[0];
    if (range) reply.schemaPropertySpan = [range.offset, range.length];
  }
  if (lineStarts) reply.lineStarts = snapshot.lineStartOffsets();
  return reply;
}

function validate(uri: string, request: Extract<WorkerRequest, { kind: 'validate' }>): ValidateReply {
  const doc = documentOf(uri);
  const parsed = doc.parsed;
  if (!parsed || parsed.version !== doc.buffer.version || !parsed.document.isCurrent) {
    return { superseded: true };
  }
  let compiled = schemas.get(request.schema.key);
  if (!compiled) {
    const { root, baseUri, schemas: others } = request.schema;
    if (root === undefined) return { needSchema: true };
    compiled = compile(root, { baseUri, schemas: others ?? {} });
    schemas.set(request.schema.key, compiled);
  }
  const value = parsed.document.value;
  if (value === undefined) return { valid: true, errors: [], ranges: [] };
  const result = compiled.validate(value, doc.session.cacheFor(compiled), parsed.document.numberLiterals);
  const targets: ErrorTarget[] = result.errors.map((e) => e.target);
  const ranges = parsed.document
    .locate(targets)
    .map((r): [number, number] | null => (r ? [r.offset, r.length] : null));
  return { valid: result.valid, errors: result.errors, ranges };
}

function handle(message: WorkerRequest): unknown {
  switch (message.kind) {
    case 'open': {
      const buffer = new TextBuffer(message.uri, message.languageId, message.version, '');
      documents.set(message.uri, { buffer, pieces: [], session: new DocumentSession(message.options) });
      return undefined;
    }
    case 'append':
      documents.get(message.uri)?.pieces?.push(message.text);
      return undefined;
    case 'edit': {
      const doc = documentOf(message.uri);
      doc.buffer.replaceRange(message.start, message.end, message.text, message.version);
      doc.session.noteEdit(message.start, message.end, message.text.length);
      return undefined;
    }
    case 'close':
      documents.delete(message.uri);
      return undefined;
    case 'parse':
      return parse(message.uri, message.lineStarts);
    case 'validate':
      return validate(message.uri, message);
    case 'forget':
      schemas.delete(message.key);
      return undefined;
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
