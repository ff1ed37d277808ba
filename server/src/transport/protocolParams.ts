/**
 * The shapes of the params the server accepts, checked where a message enters (main.ts), before any
 * handler reads them. A client that sends something else (a position that is negative, fractional or a
 * string, a range whose start is after its end, `null` params, a missing `textDocument`) gets a
 * request refused with InvalidParams naming what is wrong, or a notification ignored with one log line:
 * a handler never runs on a shape it does not expect, so no client can make one throw, or hand the
 * incremental parser offsets outside the text.
 *
 * What the protocol allows is accepted as it says: a position past the end of its line means the line's
 * end and a line past the document means its end (TextBuffer.offsetAt clamps those); only what it does
 * not allow is refused.
 */

import { SORT_BY_SCHEMA_COMMAND } from '../../../shared/src/protocol';

/** What is wrong with a value, as a phrase naming where (`params.position.line is -1, not ...`), or undefined. */
export type Problem = string | undefined;

/** The largest integer the protocol's `uinteger` allows. */
const MAX_UINTEGER = 2 ** 31 - 1;

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, where: string): Problem {
  return isObject(value) ? undefined : `${where} is ${describe(value)}, not an object`;
}

function string(value: unknown, where: string): Problem {
  return typeof value === 'string' ? undefined : `${where} is ${describe(value)}, not a string`;
}

/** A diagnostic's message: a string, or (LSP 3.18) markup with a string `value`. */
function message(value: unknown, where: string): Problem {
  if (typeof value === 'string' || (isObject(value) && typeof value.value === 'string')) return undefined;
  return `${where} is ${describe(value)}, not a string or markup`;
}

function uinteger(value: unknown, where: string): Problem {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_UINTEGER
    ? undefined
    : `${where} is ${describe(value)}, not an integer from 0 to ${MAX_UINTEGER}`;
}

function integer(value: unknown, where: string): Problem {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_UINTEGER
    ? undefined
    : `${where} is ${describe(value)}, not an integer`;
}

/** A `Position`: `line` and `character` integers from 0. */
export function checkPosition(value: unknown, where: string): Problem {
  if (!isObject(value)) return object(value, where);
  return uinteger(value.line, `${where}.line`) ?? uinteger(value.character, `${where}.character`);
}

/** A `Range`: two positions, the start not after the end. */
export function checkRange(value: unknown, where: string): Problem {
  if (!isObject(value)) return object(value, where);
  const problem = checkPosition(value.start, `${where}.start`) ?? checkPosition(value.end, `${where}.end`);
  if (problem !== undefined) return problem;
  const start = value.start as { line: number; character: number };
  const end = value.end as { line: number; character: number };
  if (start.line > end.line || (start.line === end.line && start.character > end.character)) {
    return `${where} starts (${start.line}:${start.character}) after it ends (${end.line}:${end.character})`;
  }
  return undefined;
}

function textDocument(params: Record<string, unknown>): Problem {
  const doc = params.textDocument;
  return (
    object(doc, 'params.textDocument') ?? string((doc as { uri?: unknown }).uri, 'params.textDocument.uri')
  );
}

/** Checks params as an object, then its fields. */
function shape(check: (params: Record<string, unknown>) => Problem): (params: unknown) => Problem {
  return (params) => (isObject(params) ? check(params) : object(params, 'params'));
}

function optionalArray(value: unknown, where: string): Problem {
  return value === undefined || value === null || Array.isArray(value)
    ? undefined
    : `${where} is ${describe(value)}, not an array`;
}

/** The arguments of the server's commands that take some, per command (the handler trusts them). */
const COMMAND_ARGUMENTS: Readonly<Record<string, (args: readonly unknown[]) => Problem>> = {
  // [uri, position?]: the document, and the place whose innermost object is sorted (else all of it).
  [SORT_BY_SCHEMA_COMMAND]: (args) => {
    if (args.length < 1 || args.length > 2) {
      return `params.arguments has ${args.length} items, not [uri] or [uri, position]`;
    }
    const position = args[1];
    return (
      string(args[0], 'params.arguments[0] (the uri)') ??
      (position === undefined || position === null
        ? undefined
        : checkPosition(position, 'params.arguments[1] (the position)'))
    );
  },
};

const positional = shape((p) => textDocument(p) ?? checkPosition(p.position, 'params.position'));

/** The checks per method; a method missing here takes any params. */
export const PARAM_CHECKS: Readonly<Record<string, (params: unknown) => Problem>> = {
  'textDocument/didOpen': shape((p) => {
    const doc = p.textDocument;
    if (!isObject(doc)) return object(doc, 'params.textDocument');
    return (
      string(doc.uri, 'params.textDocument.uri') ??
      string(doc.languageId, 'params.textDocument.languageId') ??
      integer(doc.version, 'params.textDocument.version') ??
      string(doc.text, 'params.textDocument.text')
    );
  }),
  // The ranges of the changes are checked against the document they edit (see checkContentChanges).
  'textDocument/didChange': shape((p) => {
    const doc = p.textDocument;
    if (!isObject(doc)) return object(doc, 'params.textDocument');
    return (
      string(doc.uri, 'params.textDocument.uri') ??
      integer(doc.version, 'params.textDocument.version') ??
      (Array.isArray(p.contentChanges)
        ? undefined
        : `params.contentChanges is ${describe(p.contentChanges)}, not an array`)
    );
  }),
  'textDocument/didSave': shape(textDocument),
  'textDocument/didClose': shape(textDocument),
  'workspace/didChangeConfiguration': shape(() => undefined),
  'workspace/didChangeWatchedFiles': shape((p) => {
    if (!Array.isArray(p.changes)) return `params.changes is ${describe(p.changes)}, not an array`;
    for (let i = 0; i < p.changes.length; i++) {
      const change: unknown = p.changes[i];
      const problem =
        object(change, `params.changes[${i}]`) ??
        string((change as { uri?: unknown }).uri, `params.changes[${i}].uri`) ??
        integer((change as { type?: unknown }).type, `params.changes[${i}].type`);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }),
  'workspace/didChangeWorkspaceFolders': shape((p) => {
    const event = p.event;
    if (!isObject(event)) return object(event, 'params.event');
    for (const side of ['added', 'removed'] as const) {
      const list = event[side];
      if (!Array.isArray(list)) return `params.event.${side} is ${describe(list)}, not an array`;
      for (let i = 0; i < list.length; i++) {
        const folder: unknown = list[i];
        const problem =
          object(folder, `params.event.${side}[${i}]`) ??
          string((folder as { uri?: unknown }).uri, `params.event.${side}[${i}].uri`);
        if (problem !== undefined) return problem;
      }
    }
    return undefined;
  }),
  'textDocument/completion': positional,
  'textDocument/hover': positional,
  'textDocument/definition': positional,
  'textDocument/prepareRename': positional,
  'textDocument/references': positional,
  'textDocument/rename': shape(
    (p) =>
      textDocument(p) ?? checkPosition(p.position, 'params.position') ?? string(p.newName, 'params.newName'),
  ),
  'textDocument/documentLink': shape(textDocument),
  'textDocument/codeAction': shape((p) => {
    const problem =
      textDocument(p) ?? checkRange(p.range, 'params.range') ?? object(p.context, 'params.context');
    if (problem !== undefined) return problem;
    const context = p.context as Record<string, unknown>;
    if (!Array.isArray(context.diagnostics)) {
      return `params.context.diagnostics is ${describe(context.diagnostics)}, not an array`;
    }
    for (let i = 0; i < context.diagnostics.length; i++) {
      const diagnostic: unknown = context.diagnostics[i];
      const where = `params.context.diagnostics[${i}]`;
      const bad =
        object(diagnostic, where) ??
        checkRange((diagnostic as { range?: unknown }).range, `${where}.range`) ??
        message((diagnostic as { message?: unknown }).message, `${where}.message`);
      if (bad !== undefined) return bad;
    }
    return optionalArray(context.only, 'params.context.only');
  }),
  'completionItem/resolve': shape((p) => string(p.label, 'params.label')),
  'workspace/executeCommand': shape(
    (p) =>
      string(p.command, 'params.command') ??
      optionalArray(p.arguments, 'params.arguments') ??
      (Object.hasOwn(COMMAND_ARGUMENTS, p.command as string)
        ? COMMAND_ARGUMENTS[p.command as string]((p.arguments as unknown[] | null | undefined) ?? [])
        : undefined),
  ),
  'jsonObjectValidator/schemaFor': shape((p) => string(p.uri, 'params.uri')),
  'jsonObjectValidator/schemaChoices': shape((p) => string(p.uri, 'params.uri')),
  'jsonObjectValidator/schemaUsers': shape((p) => string(p.uri, 'params.uri')),
  'textDocument/codeLens': shape(textDocument),
  'jsonObjectValidator/schemaContentChanged': shape((p) => string(p.uri, 'params.uri')),
  'jsonObjectValidator/schemaAssociations': shape(() => undefined),
  'jsonObjectValidator/validateWorkspace': (params) =>
    params === undefined || params === null || isObject(params) ? undefined : object(params, 'params'),
};

/**
 * The first change of a didChange that the protocol does not allow, given the text each change applies
 * to: each change is `{ text }` (the whole text) or `{ range, text }` with a range checkRange accepts.
 * Ranges past the text are allowed (they mean its end); the checks need no text, so they run before any.
 */
export function checkContentChanges(changes: readonly unknown[]): Problem {
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i];
    const where = `params.contentChanges[${i}]`;
    if (!isObject(change)) return object(change, where);
    const problem = string(change.text, `${where}.text`);
    if (problem !== undefined) return problem;
    if (change.range !== undefined) {
      const bad = checkRange(change.range, `${where}.range`);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}
