/**
 * "Sort Properties in Schema Order": the source actions (the whole document; the object at the cursor)
 * and the command `jsonObjectValidator.sortBySchema` (uri, optional position), which applies its edit
 * through `workspace/applyEdit` so that any LSP client can run it.
 *
 * An object's order is the `properties` names of the subschemas that describe it, in the order the
 * validator's own evaluation meets them (the core's `probeAll`: one run over the whole value, through
 * `$ref`, `allOf`, the `then`/`else` that applies, the `anyOf`/`oneOf` branches that hold as validation
 * judges them), the first occurrence of a name counting; the names no schema names follow in their
 * present order, and the root's `"$schema"` goes first unless the schema names it. Nothing here reads a
 * keyword but `properties` of the subschemas that evaluation reports. The whole document sorts every
 * object a schema applies to, inside arrays too, each by its own subschemas; the action at the cursor
 * sorts the innermost object around it, not the objects in its values (the person pointed at one
 * object; the whole document is the other action). The text is moved by the core's `sortMembers`.
 *
 * Documents of 1 MB or more (validated on the document worker) are refused with a message: this thread
 * would have to parse the whole text and evaluate the whole value again.
 */
import { CodeActionKind, CodeActionTriggerKind } from 'vscode-languageserver';
import type { CodeAction, CodeActionParams, TextEdit, WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { appendPointer, parseDocument } from '../../../shared/src/index';
import type {
  CompiledSchema,
  JsonObject,
  JsonValue,
  ParsedDocument,
  PathSegment,
  ProbedSchema,
  ProbeResult,
} from '../../../shared/src/index';
import type { MemberSpan } from '../../../shared/src/json/document';
import { sortMembers } from '../../../shared/src/json/sortMembers';
import type { ObjectToSort, TextReplacement } from '../../../shared/src/json/sortMembers';
import { WORKER_MIN_LENGTH } from '../worker/documentWorker';
import { ApplicabilityReader, isSchemaObject } from './editing/applicable';
import { hostTexts } from '../../../host/src/displayLanguage';
import { syntaxMessage } from '../../../shared/src/json/syntaxMessages';
import type { Texts } from '../../../shared/src/l10n/texts';

/** The source action that sorts the whole document. */
export const SORT_DOCUMENT_KIND = `${CodeActionKind.Source}.sortBySchema.jsonObjectValidator`;
/** The source action that sorts the object at the cursor (offered only when someone asks at a place). */
export const SORT_OBJECT_KIND = `${CodeActionKind.Source}.sortBySchema.object.jsonObjectValidator`;

/** Texts this long or longer are not sorted (the document worker's documents). */
export const SORT_MAX_LENGTH = WORKER_MIN_LENGTH;

/** The English of the result that changes nothing (the person reads it in their language). */
export const ALREADY_SORTED = 'Already in schema order.';

/** What sorting a text gives: the replacements, or why there are none. */
export type SortOutcome =
  { kind: 'edits'; replacements: TextReplacement[] } | { kind: 'none'; message: string };

function isContainer(value: JsonValue | undefined): value is JsonObject | JsonValue[] {
  return typeof value === 'object' && value !== null;
}

/** Per member index, whether its value is the one JSON.parse keeps (the last of a duplicated key). */
function kept(members: readonly MemberSpan[]): boolean[] {
  const last = new Map<string | number, number>();
  members.forEach((m, i) => last.set(m.key, i));
  return members.map((m, i) => last.get(m.key) === i);
}

function childOf(value: JsonObject | JsonValue[], key: string | number): JsonValue | undefined {
  if (Array.isArray(value)) return typeof key === 'number' ? value[key] : undefined;
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

/** One location of the value: the subschemas the evaluation applied there, and the locations below. */
class Place {
  readonly entries: ProbedSchema[] = [];
  private children: Map<PathSegment, Place> | undefined;

  child(segment: PathSegment, make = false): Place | undefined {
    let found = this.children?.get(segment);
    if (found === undefined && make) {
      this.children ??= new Map();
      this.children.set(segment, (found = new Place()));
    }
    return found;
  }
}

/**
 * Reads the parse of one text and the validator's evaluation of its value (one `probeAll`: every
 * subschema applied anywhere, every branch judged on the whole value as validation judges it).
 */
class SchemaOrder {
  private evaluation: { valid: boolean; root: Place } | undefined;
  /** Where the root value starts (after any comments before it). */
  private readonly rootOffset: number;

  constructor(
    private readonly parsed: ParsedDocument,
    private readonly compiled: CompiledSchema,
    private readonly root: JsonValue,
  ) {
    this.rootOffset = parsed.locate([{ path: '', part: 'value' }])[0]?.offset ?? 0;
  }

  /** The subschemas applied at each location, as a tree of places (evaluated on first use). */
  private evaluated(): { valid: boolean; root: Place } {
    if (this.evaluation === undefined) {
      const run = this.compiled.probeAll(this.root);
      const root = new Place();
      for (const entry of run.entries) {
        let place = root;
        for (const segment of entry.path) place = place.child(segment, true) as Place;
        place.entries.push(entry);
      }
      this.evaluation = { valid: run.valid, root };
    }
    return this.evaluation;
  }

  /** What the evaluation recorded at a place (and above it), read as a probe there. */
  private probeAt(
    path: readonly PathSegment[],
    place: Place | undefined,
    above: readonly ProbedSchema[],
  ): ProbeResult {
    const here = place?.entries ?? [];
    return { target: path, entries: [...above, ...here], atTarget: here, valid: this.evaluated().valid };
  }

  /** The order of an object's names, from what applies at it (undefined: no subschema applies there). */
  private orderOf(probe: ProbeResult, path: readonly PathSegment[]): string[] | undefined {
    if (probe.atTarget.length === 0) return undefined;
    const names = new Set<string>();
    for (const entry of new ApplicabilityReader(probe).holding()) {
      const properties = entry.schema.properties;
      if (!entry.has('properties') || !isSchemaObject(properties)) continue;
      for (const name of Object.keys(properties)) names.add(name);
    }
    // The root's "$schema" names the schema; it stays on top unless the schema gives it a place.
    if (path.length === 0 && !names.has('$schema')) return ['$schema', ...names];
    return [...names];
  }

  /**
   * The objects to sort at and below a value: each object a subschema applies to, with the ones inside
   * it. Where nothing applies, nothing below can (every applicator goes through its parent).
   */
  private objectsAt(
    value: JsonValue,
    path: PathSegment[],
    pointer: string,
    offset: number,
    place: Place | undefined,
    above: readonly ProbedSchema[],
  ): ObjectToSort[] {
    if (!isContainer(value)) return [];
    const probe = this.probeAt(path, place, above);
    if (probe.atTarget.length === 0) return [];
    const members = this.parsed.memberSpans(pointer) ?? [];
    const keep = kept(members);
    const inner: ObjectToSort[] = [];
    members.forEach((m, i) => {
      // An earlier value of a duplicated key is not validated: no schema applies to it.
      if (!keep[i]) return;
      const child = childOf(value, m.key);
      if (!isContainer(child)) return;
      const at = appendPointer(pointer, m.key);
      inner.push(
        ...this.objectsAt(child, [...path, m.key], at, m.offset, place?.child(m.key), probe.entries),
      );
    });
    if (Array.isArray(value)) return inner;
    return [{ offset, members, order: this.orderOf(probe, path), inner }];
  }

  /** Every object of the value a subschema applies to (nested ones inside their parents). */
  everyObject(): ObjectToSort[] {
    return this.objectsAt(this.root, [], '', this.rootOffset, this.evaluated().root, []);
  }

  /** The innermost object (validated: not an earlier duplicate's value) holding [start, end]. */
  objectAround(start: number, end: number): ObjectToSort | 'none' | 'unordered' {
    let found: { path: PathSegment[]; pointer: string; offset: number } | undefined;
    let value: JsonValue = this.root;
    let path: PathSegment[] = [];
    let pointer = '';
    let offset = this.rootOffset;
    for (;;) {
      if (isContainer(value) && !Array.isArray(value)) found = { path, pointer, offset };
      if (!isContainer(value)) break;
      const members = this.parsed.memberSpans(pointer) ?? [];
      const keep = kept(members);
      const i = members.findIndex((m) => m.offset < start && end < m.offset + m.length);
      const member = members[i];
      const child = member && keep[i] ? childOf(value, member.key) : undefined;
      if (!member || !isContainer(child)) break;
      value = child;
      path = [...path, member.key];
      pointer = appendPointer(pointer, member.key);
      offset = member.offset;
    }
    if (!found) return 'none';
    // The entries on the way there, then at it.
    const above: ProbedSchema[] = [];
    let place: Place | undefined = this.evaluated().root;
    for (const segment of found.path) {
      above.push(...(place?.entries ?? []));
      place = place?.child(segment);
    }
    const probe = this.probeAt(found.path, place, above);
    const order = this.orderOf(probe, found.path);
    if (order === undefined) return 'unordered';
    return { offset: found.offset, members: this.parsed.memberSpans(found.pointer) ?? [], order };
  }
}

/** `1048576` characters as `1 MB`, `1.5 MB` (`1,5 MB` where a comma is the decimal sign). */
function megabytes(length: number, texts: Texts): string {
  return `${(Math.round((length / (1024 * 1024)) * 10) / 10).toLocaleString(texts.locale)} MB`;
}

/** One text parsed for sorting against one compiled schema (parsed once for both source actions). */
export class TextSorter {
  private constructor(
    private readonly text: string,
    private readonly order: SchemaOrder,
  ) {}

  /** Why a text of this length is not sorted, or undefined. */
  static tooLarge(length: number): string | undefined {
    if (length < SORT_MAX_LENGTH) return undefined;
    const texts = hostTexts();
    return texts.t('sort.tooLarge', {
      limit: megabytes(SORT_MAX_LENGTH, texts),
      size: megabytes(length, texts),
    });
  }

  /** A sorter for the text, or why it cannot be sorted (too large, syntax errors, no object). */
  static of(text: string, compiled: CompiledSchema): TextSorter | string {
    const large = TextSorter.tooLarge(text.length);
    if (large !== undefined) return large;
    const parsed = parseDocument(text, { allowComments: true, allowTrailingCommas: true });
    const syntax = parsed.problems.find((p) => p.severity === 'error');
    if (syntax) {
      const texts = hostTexts();
      return texts.t('sort.syntaxErrors', {
        line: syntax.range.start.line + 1,
        message: syntaxMessage(syntax, texts),
      });
    }
    const root = parsed.value;
    if (!isContainer(root)) return hostTexts().t('sort.noObject');
    return new TextSorter(text, new SchemaOrder(parsed, compiled, root));
  }

  /** Every object a schema applies to, each by its own subschemas. */
  document(): SortOutcome {
    const objects = this.order.everyObject();
    if (objects.length === 0) return { kind: 'none', message: hostTexts().t('sort.noSchemaForDocument') };
    return this.outcome(objects);
  }

  /** The innermost object around [start, end] (offsets), not the objects in its values. */
  objectAt(start: number, end: number): SortOutcome {
    const around = this.order.objectAround(start, end);
    if (around === 'none') return { kind: 'none', message: hostTexts().t('sort.notInObject') };
    if (around === 'unordered') return { kind: 'none', message: hostTexts().t('sort.noSchemaForObject') };
    return this.outcome([around]);
  }

  private outcome(objects: readonly ObjectToSort[]): SortOutcome {
    const replacements = sortMembers(this.text, objects);
    return replacements.length === 0
      ? { kind: 'none', message: hostTexts().t('sort.alreadySorted') }
      : { kind: 'edits', replacements };
  }
}

/** Replacements as LSP text edits of a document. */
export function textEdits(
  document: Pick<TextDocument, 'positionAt'>,
  replacements: readonly TextReplacement[],
): TextEdit[] {
  return replacements.map((r) => ({
    range: { start: document.positionAt(r.offset), end: document.positionAt(r.offset + r.length) },
    newText: r.text,
  }));
}

/**
 * The source actions, for a request that names source actions in `only` (never for the lightbulb's
 * requests, which come on every cursor move): the whole document, and, when a person asked at a place
 * (not on save), the object at the cursor when its edit differs from the whole document's. The text and
 * the compiled schema are read only then (a large schema compiled on the worker is compiled here then).
 */
export function sortActions(
  document: TextDocument & { readonly length: number },
  text: () => string,
  compiledSchema: () => CompiledSchema | undefined,
  params: CodeActionParams,
): CodeAction[] {
  const only = params.context.only;
  if (!only || document.length >= SORT_MAX_LENGTH) return [];
  const wants = (kind: string): boolean => only.some((o) => kind === o || kind.startsWith(`${o}.`));
  const wantsWhole = wants(SORT_DOCUMENT_KIND);
  const wantsObject =
    wants(SORT_OBJECT_KIND) && params.context.triggerKind !== CodeActionTriggerKind.Automatic;
  if (!wantsWhole && !wantsObject) return [];
  const compiled = compiledSchema();
  if (compiled === undefined) return [];
  const sorter = TextSorter.of(text(), compiled);
  if (typeof sorter === 'string') return [];
  const action = (title: string, kind: string, replacements: TextReplacement[]): CodeAction => ({
    title,
    kind,
    edit: { changes: { [document.uri]: textEdits(document, replacements) } },
  });
  const actions: CodeAction[] = [];
  let whole: TextReplacement[] | undefined;
  if (wantsWhole) {
    const outcome = sorter.document();
    if (outcome.kind === 'edits') {
      whole = outcome.replacements;
      actions.push(action(hostTexts().t('sort.document'), SORT_DOCUMENT_KIND, whole));
    }
  }
  if (wantsObject) {
    const outcome = sorter.objectAt(
      document.offsetAt(params.range.start),
      document.offsetAt(params.range.end),
    );
    if (outcome.kind === 'edits' && JSON.stringify(outcome.replacements) !== JSON.stringify(whole)) {
      actions.push(action(hostTexts().t('sort.object'), SORT_OBJECT_KIND, outcome.replacements));
    }
  }
  return actions;
}

/** The workspace edit of a sort: versioned when the client takes versioned edits (a stale one is refused). */
export function sortWorkspaceEdit(
  document: TextDocument,
  replacements: readonly TextReplacement[],
  versioned: boolean,
): WorkspaceEdit {
  const edits = textEdits(document, replacements);
  return versioned
    ? { documentChanges: [{ textDocument: { uri: document.uri, version: document.version }, edits }] }
    : { changes: { [document.uri]: edits } };
}
