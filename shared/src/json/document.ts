/**
 * Text to JSON value plus source locations. Plain JSON takes the fast path: JSON.parse for the value and
 * one skip-scan for what JSON.parse cannot tell (duplicate keys, nesting depth, where the root's members
 * are). Anything JSON.parse rejects, and text with duplicate keys, goes through the recovering parser.
 */
import type {
  ErrorTarget,
  JsonPointer,
  JsonValue,
  ParseOptions,
  Position,
  SourceRange,
  SyntaxProblem,
} from '../types';
import { LineIndex } from './lines';
import { containerSpansAt, locateTargets, pointerAt, type LocateSource } from './locate';
import { inexactLiterals, LiteralIndex } from './numbers';
import { fixedProblem, MAX_NESTING_DEPTH, placeProblem, tooDeepProblem, type RawProblem } from './problems';
import { startStructureScan, type PendingScan } from './parallelScan';
import { decodeKey, scanStructure, skipWhitespace, type Structure } from './scan';
import type { ContainerSpans } from './spans';
import { parseTree, treeHasErrors, treeProblems, type ParseTree, type TreeNode } from './tree';
import { containerInTree, locateTargetsInTree, pointerAtInTree, type TreeText } from './treeLocate';
import { countMembers } from './validTree';

/** A parsed text: its value, its problems, and the way back from instance paths to source ranges. */
export interface ParsedDocument {
  readonly text: string;
  /** The parsed value (last duplicate key wins, like JSON.parse); for text with syntax errors, the value
   *  recovered from what did parse (undefined if nothing did). */
  readonly value: JsonValue | undefined;
  /** Syntax errors (severity 'error') and duplicate keys (severity 'warning', on the LATER key), in text order. */
  readonly problems: SyntaxProblem[];
  readonly hasSyntaxErrors: boolean;
  /**
   * Source ranges for many targets at once (ONE pass over the text however many targets); undefined where
   * the path does not exist in the text. With duplicate keys a path means the last occurrence. `key` of an
   * array element or of the root (which have no key) is the value's range.
   */
  locate(targets: readonly ErrorTarget[]): (SourceRange | undefined)[];
  /** Zero-based line/character in UTF-16 code units (LSP default). */
  positionAt(offset: number): Position;
  offsetAt(position: Position): number;
  rangeAt(offset: number, length: number): SourceRange;
  /**
   * Spans of the members of the object or array at path, in text order (undefined when there is no
   * container there). Meant for incremental re-validation: binary-search an edit's offset in the root's
   * member spans to find the one record it touched. The root's spans come from the parse-time scan; other
   * containers are read once, then cached.
   */
  memberSpans(path: JsonPointer): readonly MemberSpan[] | undefined;
  /**
   * The number literals whose double says another number (`9007199254740993`, `1e400`), by the path
   * of their value; undefined when there are none (nearly always). The validator decides on these.
   */
  readonly numberLiterals?: ReadonlyMap<JsonPointer, string>;
}

/** Where one member of an object or array sits in the text (offsets in UTF-16 code units). */
export interface MemberSpan {
  /** The property name, or the array index. */
  readonly key: string | number;
  readonly offset: number;
  readonly length: number;
  /** The key token with its quotes (object members only). */
  readonly keyOffset?: number;
  readonly keyLength?: number;
}

/** Parses text into a value, its problems and a locator. Never throws, whatever the input. */
export function parseDocument(input: string, options?: ParseOptions): ParsedDocument {
  // Callers from plain JavaScript may hand in anything; that is an empty document, not an exception.
  const text = typeof input === 'string' ? input : '';
  const opts = options ?? {};
  try {
    return parseFast(text, opts.utf8) ?? parseSlow(text, opts);
  } catch {
    // Only an engine limit (such as running out of memory on a pathological input) can land here.
    try {
      return parseSlow(text, opts);
    } catch {
      const problem = fixedProblem('unparsable', 'syntax.unparsable', 0, 0);
      return new JsonDocument(text, undefined, [problem], emptySource(text));
    }
  }
}

function bodyStartOf(text: string): number {
  // A UTF-8 BOM decoded into the text is not part of the JSON; JSON.parse would reject it.
  return text.charCodeAt(0) === 0xfeff ? 1 : 0;
}

/** JSON.parse's value, or undefined when JSON.parse rejects the text (then the recovering parser decides). */
function parseValue(text: string, bodyStart: number): { value: JsonValue } | undefined {
  try {
    return { value: JSON.parse(bodyStart ? text.slice(bodyStart) : text) as JsonValue };
  } catch {
    return undefined;
  }
}

/**
 * The UTF-8 bytes of the text after bodyStart from the caller's `utf8` (see ParseOptions), or undefined
 * when there are none or they cannot be the text's.
 */
function bodyBytes(text: string, bodyStart: number, utf8: Uint8Array | undefined): Uint8Array | undefined {
  if (utf8 === undefined || utf8.length < text.length) return undefined;
  const bom = utf8[0] === 0xef && utf8[1] === 0xbb && utf8[2] === 0xbf;
  if (bom !== (bodyStart === 1)) return undefined;
  return bom ? utf8.subarray(3) : utf8;
}

function parseFast(text: string, utf8?: Uint8Array): ParsedDocument | undefined {
  const bodyStart = bodyStartOf(text);
  const parsed = parseValue(text, bodyStart);
  if (parsed === undefined) return undefined;
  const rootStart = skipWhitespace(text, bodyStart);
  const s = scanStructure(text, bodyStart, rootStart, MAX_NESTING_DEPTH, bodyBytes(text, bodyStart, utf8));
  return completeFast(text, parsed.value, rootStart, s);
}

/** A parse begun by `parseAlongside`: JSON.parse's value now, the document when `finish` is called. */
export interface EarlyParse {
  readonly value: JsonValue;
  finish(matters?: (x: number) => boolean): ParsedDocument;
}

/**
 * For a caller with work to do on the value in the meantime (validation): JSON.parse's value at once, and
 * the document (problems, locations) from `finish()`, whose structure scan may have run on another thread
 * meanwhile. `finish()` decides as parseDocument would: with duplicate keys or too deep a nesting its
 * document is the recovering parser's, or has no value, so a caller must check `doc.value === value`
 * before keeping what it computed. `finish(matters)` looks only at the number literals whose double
 * `matters` accepts, so its document's `numberLiterals` may hold fewer than parseDocument's: for a
 * caller that needs only the verdict on a value found valid (see NumberSensitivity). `finish` may be
 * called again (with other `matters`). Undefined when JSON.parse rejects the text.
 */
export function parseAlongside(input: string, options?: ParseOptions): EarlyParse | undefined {
  const text = typeof input === 'string' ? input : '';
  const bodyStart = bodyStartOf(text);
  const parsed = parseValue(text, bodyStart);
  if (parsed === undefined) return undefined;
  const rootStart = skipWhitespace(text, bodyStart);
  let pending: PendingScan;
  try {
    pending = startStructureScan(
      text,
      bodyStart,
      rootStart,
      MAX_NESTING_DEPTH,
      bodyBytes(text, bodyStart, options?.utf8),
    );
  } catch {
    return undefined;
  }
  // Once only: a scan handed to a worker thread has one answer.
  let structure: Structure | undefined;
  return {
    value: parsed.value,
    finish: (matters) => {
      try {
        structure ??= pending.finish();
        return (
          completeFast(text, parsed.value, rootStart, structure, matters) ?? parseSlow(text, options ?? {})
        );
      } catch {
        return parseDocument(text, options);
      }
    },
  };
}

function completeFast(
  text: string,
  value: JsonValue,
  rootStart: number,
  s: Structure,
  matters?: (x: number) => boolean,
): ParsedDocument | undefined {
  const source: LocateSource = {
    text,
    rootStart,
    rootEnd: s.rootEnd,
    containers: new Map<number, ContainerSpans>(),
    scannable: true,
    rootSeparators: s.rootSeparators,
  };
  const lines = new LineIndex(text, s.lineStarts, s.lineCount);
  if (s.tooDeepAt >= 0) {
    // Dropping the value keeps every recursive consumer away from it.
    return new JsonDocument(text, undefined, [tooDeepProblem(s.tooDeepAt)], source, lines);
  }
  // JSON.parse keeps one member per duplicated key; fewer members in the value than in the text means
  // duplicates, which the recovering parser reports.
  if (s.members !== countMembers(value)) return undefined;
  const literals = inexactLiterals(
    text,
    s.numberCandidates,
    rootStart,
    (offset) => pointerAt(source, offset),
    matters,
  );
  return new JsonDocument(text, value, [], source, lines, undefined, literals);
}

function parseSlow(text: string, options: ParseOptions): ParsedDocument {
  return new TreeDocument(text, parseTree(text, bodyStartOf(text), options), options);
}

function emptySource(text: string): LocateSource {
  return { text, rootStart: -1, rootEnd: -1, containers: new Map(), scannable: false };
}

/** Positions of offsets in a text (a LineIndex, or an open document's text buffer). */
export interface LinePositions {
  positionAt(offset: number): Position;
  offsetAt(position: Position): number;
}

/** What every ParsedDocument does with the positions of its text: offsets to ranges and back. */
abstract class PositionedDocument {
  protected constructor(private readonly lines: LinePositions) {}

  positionAt(offset: number): Position {
    return this.lines.positionAt(offset);
  }

  offsetAt(position: Position): number {
    return this.lines.offsetAt(position);
  }

  rangeAt(offset: number, length: number): SourceRange {
    return { offset, length, start: this.positionAt(offset), end: this.positionAt(offset + length) };
  }

  /** Syntax problems at their ranges. */
  protected placed(raw: readonly RawProblem[]): SyntaxProblem[] {
    return raw.map((p) => placeProblem(p, this.rangeAt(p.offset, p.length)));
  }
}

class JsonDocument extends PositionedDocument implements ParsedDocument {
  readonly problems: SyntaxProblem[];
  readonly hasSyntaxErrors: boolean;
  /** memberSpans results by path: the language server asks for the root's on every edit. */
  private readonly memberCache = new Map<JsonPointer, readonly MemberSpan[] | undefined>();

  constructor(
    readonly text: string,
    readonly value: JsonValue | undefined,
    raw: RawProblem[],
    private readonly source: LocateSource,
    lines?: LineIndex,
    hasErrors?: boolean,
    readonly numberLiterals?: ReadonlyMap<JsonPointer, string>,
  ) {
    super(lines ?? new LineIndex(text));
    this.problems = this.placed(raw);
    this.hasSyntaxErrors = hasErrors ?? raw.some((p) => p.severity === 'error');
  }

  locate(targets: readonly ErrorTarget[]): (SourceRange | undefined)[] {
    return locateTargets(this.source, targets).map((s) =>
      s ? this.rangeAt(s.start, s.end - s.start) : undefined,
    );
  }

  memberSpans(path: JsonPointer): readonly MemberSpan[] | undefined {
    if (this.memberCache.has(path)) return this.memberCache.get(path);
    const spans = containerSpansAt(this.source, path);
    const result = spans && this.toMemberSpans(spans);
    this.memberCache.set(path, result);
    return result;
  }

  private toMemberSpans(spans: ContainerSpans): readonly MemberSpan[] {
    const text = this.text;
    return spans.starts.map((start, i): MemberSpan => {
      const length = spans.ends[i] - start;
      if (spans.isArray) return { key: i, offset: start, length };
      const keyOffset = spans.keyStarts[i];
      const keyEnd = spans.keyEnds[i];
      const key = spans.keys ? spans.keys[i] : decodeKey(text, keyOffset, keyEnd);
      return { key, offset: start, length, keyOffset, keyLength: keyEnd - keyOffset };
    });
  }
}

/**
 * A ParsedDocument read from a parse tree: problems, error ranges, member spans and number literals all
 * come from the tree. Subclasses say where the text, the current tree and the literal runs come from
 * (the recovering parser's tree of a string, or an open document's session).
 */
export abstract class TreeBackedDocument extends PositionedDocument implements ParsedDocument {
  readonly value: JsonValue | undefined;
  readonly problems: SyntaxProblem[];
  readonly hasSyntaxErrors: boolean;
  abstract readonly text: string;
  private literals: ReadonlyMap<JsonPointer, string> | undefined | null = null;

  protected constructor(
    tree: ParseTree,
    protected readonly source: TreeText,
    lines: LinePositions,
  ) {
    super(lines);
    this.value = tree.value;
    this.problems = this.placed(treeProblems(tree));
    this.hasSyntaxErrors = treeHasErrors(tree);
  }

  /** The tree errors and member spans are looked up in. */
  protected abstract currentTree(): ParseTree;

  /** The runs of the text that may be number literals beyond a double (a LiteralIndex's entries). */
  protected abstract literalRuns(): readonly (readonly [number, string])[];

  locate(targets: readonly ErrorTarget[]): (SourceRange | undefined)[] {
    return this.locateOffsets(targets).map((s) => (s ? this.rangeAt(s[0], s[1]) : undefined));
  }

  /** Like `locate`, as [offset, length] without line positions (for a thread that has no use for them). */
  locateOffsets(targets: readonly ErrorTarget[]): ([number, number] | undefined)[] {
    return locateTargetsInTree(this.currentTree(), this.source, targets).map((s) =>
      s ? [s.start, s.end - s.start] : undefined,
    );
  }

  /** Number literals beyond a double (see ParsedDocument), found on first use. */
  get numberLiterals(): ReadonlyMap<JsonPointer, string> | undefined {
    if (this.literals === null) {
      this.literals = treeLiterals(this.literalRuns(), this.currentTree(), this.source);
    }
    return this.literals;
  }

  memberSpans(path: JsonPointer): readonly MemberSpan[] | undefined {
    const found = containerInTree(this.currentTree(), this.source, path);
    return found && memberSpansOf(found.node, found.start);
  }
}

/** A document parsed by the recovering parser: everything comes from its parse tree. */
export class TreeDocument extends TreeBackedDocument {
  constructor(
    readonly text: string,
    readonly tree: ParseTree,
    options: ParseOptions,
  ) {
    const source = {
      slice: (start: number, end: number) => text.slice(start, end),
      options,
      leaves: new WeakMap(),
    };
    super(tree, source, new LineIndex(text));
  }

  protected currentTree(): ParseTree {
    return this.tree;
  }

  protected literalRuns(): readonly (readonly [number, string])[] {
    // One native search of the text finds the runs that can be literals beyond a double.
    return new LiteralIndex(this.text).entries;
  }
}

/**
 * The number literals beyond a double in a text parsed into a tree (see ParsedDocument.numberLiterals):
 * the runs of a LiteralIndex of the text that are values of the tree.
 */
export function treeLiterals(
  runs: readonly (readonly [number, string])[],
  tree: ParseTree,
  source: TreeText,
): ReadonlyMap<JsonPointer, string> | undefined {
  if (tree.value === undefined || tree.rootStart < 0) return undefined;
  let found: Map<JsonPointer, string> | undefined;
  for (const [start, literal] of runs) {
    const pointer = pointerAtInTree(tree, source, start);
    if (pointer !== undefined) (found ??= new Map()).set(pointer, literal);
  }
  return found;
}

/** The members of a tree node as MemberSpans at absolute offsets (node starting at `start`). */
export function memberSpansOf(node: TreeNode, start: number): MemberSpan[] {
  const out: MemberSpan[] = [];
  const spans = node.spans;
  for (let i = 0; i < node.count; i++) {
    if (node.isArray) {
      out.push({ key: i, offset: start + spans[i * 2], length: spans[i * 2 + 1] - spans[i * 2] });
    } else {
      const r = i * 4;
      out.push({
        key: (node.keys as string[])[i],
        offset: start + spans[r],
        length: spans[r + 1] - spans[r],
        keyOffset: start + spans[r + 2],
        keyLength: spans[r + 3] - spans[r + 2],
      });
    }
  }
  return out;
}
