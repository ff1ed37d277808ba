/**
 * The document as editor features see it at one request: the tolerant syntax tree of the text around
 * the cursor (jsonc-parser's, which keeps half-typed properties) and the document's value with that
 * part as it stands now. A small document is parsed whole. A large one is not parsed again for every
 * keystroke: an earlier full parse (the validator's) gives where each member of each container is, the
 * text that changed since is found by comparing the two texts around the cursor, and only the innermost
 * member that holds both the change and the cursor is parsed; the value is the earlier value with that
 * member replaced (copying only the containers on its path). A document validated on the document
 * worker is not parsed here at all: the worker, which holds its parse, sends an outline of the text as it
 * is now (the spans of the containers around the cursor and the value along its path, see ViewBase), and
 * answers what VS Code's JSON support would offer from the rest of the value (see Echo).
 */
import { parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import { formatPointer, parseDocument } from '../../../../shared/src/index';
import type { JsonObject, JsonValue, ParsedDocument, PathSegment } from '../../../../shared/src/index';
import type { MemberSpan } from '../../../../shared/src/json/document';
import { echoedNames, echoedValues } from './builtInEcho';
import type { Span } from './cursor';
import { memberAround, REGION_LIMIT, type ViewBase } from './outline';
import { valueAt, withValueAt } from './probeValues';

/** Documents up to this size are parsed whole for each request. */
export const WHOLE_PARSE_LIMIT = 64 * 1024;

/**
 * Which of the `wanted` labels VS Code's JSON support offers at `path` from the document alone (see
 * builtInEcho.ts): property names, or values. `root` is the view's value of the document; an echo that
 * holds the whole value elsewhere (the document worker's) reads that one instead.
 */
export interface Echo {
  names(root: JsonValue, path: readonly PathSegment[], wanted: ReadonlySet<string>): Promise<Set<string>>;
  values(root: JsonValue, path: readonly PathSegment[], wanted: ReadonlySet<string>): Promise<Set<string>>;
}

/** The echo of a view whose value is the whole document's. */
const LOCAL_ECHO: Echo = {
  names: (root, path, wanted) => Promise.resolve(echoedNames(root, path, wanted)),
  values: (root, path, wanted) => Promise.resolve(echoedValues(root, path, wanted)),
};

/** The base of a full parse. */
function fullBase(parsed: ParsedDocument): ViewBase {
  let root: Span | undefined | null = null;
  return {
    text: parsed.text,
    value: parsed.value,
    get root() {
      if (root === null) {
        const found = parsed.locate([{ path: '', part: 'value' }])[0];
        root = found && { offset: found.offset, length: found.length };
      }
      return root;
    },
    memberSpans: (pointer) => parsed.memberSpans(pointer),
  };
}

export interface EditingView {
  /** The whole document text. */
  readonly fullText: string;
  /** The parsed part of the text (the whole text for small documents) and where it starts. */
  readonly text: string;
  readonly offset: number;
  /** jsonc-parser's tree of `text`. */
  readonly tree: Node | undefined;
  /** Path of the parsed part's value in the document. */
  readonly prefix: PathSegment[];
  /**
   * For a part that holds only some items of a large array (in its own brackets): the index in the
   * document of the part's first item. Paths inside the part start counting there.
   */
  readonly indexBase: number;
  /** The document's value with `partValue` in place of the parsed part's. */
  document(partValue: JsonValue | undefined): JsonValue | undefined;
  /** What VS Code's JSON support offers from this document (see Echo). */
  readonly echo: Echo;
}

function wholeView(text: string): EditingView {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  return {
    fullText: text,
    text,
    offset: 0,
    tree,
    prefix: [],
    indexBase: 0,
    document: (value) => value,
    echo: LOCAL_ECHO,
  };
}

/** Where two texts differ: `[start, endBefore)` of `before` became `[start, endAfter)` of `after`. */
export interface Change {
  start: number;
  endBefore: number;
  endAfter: number;
}

const BLOCK = 4096;

/** Length of the common prefix of two strings, compared in blocks from a hint (where the edit likely is). */
function commonPrefix(a: string, b: string, hint: number): number {
  const max = Math.min(a.length, b.length);
  let lo: number;
  const guess = Math.max(0, Math.min(max, hint - BLOCK));
  // One comparison of everything before the hint settles most calls.
  if (guess > 0 && a.slice(0, guess) === b.slice(0, guess)) lo = guess;
  else {
    // Binary search on block-aligned prefixes (each comparison is a native string compare).
    let hi = Math.floor(max / BLOCK);
    let good = 0;
    while (good < hi) {
      const mid = (good + hi + 1) >> 1;
      if (a.slice(0, mid * BLOCK) === b.slice(0, mid * BLOCK)) good = mid;
      else hi = mid - 1;
    }
    lo = good * BLOCK;
  }
  while (lo < max) {
    const end = Math.min(max, lo + BLOCK);
    if (a.slice(lo, end) === b.slice(lo, end)) {
      lo = end;
      continue;
    }
    while (lo < end && a.charCodeAt(lo) === b.charCodeAt(lo)) lo++;
    return lo;
  }
  return lo;
}

/** Length of the common suffix of two strings, not reaching into the first `floor` characters. */
function commonSuffix(a: string, b: string, floor: number): number {
  const max = Math.min(a.length, b.length) - floor;
  let n = 0;
  while (n < max) {
    const step = Math.min(BLOCK, max - n);
    if (a.slice(a.length - n - step, a.length - n) === b.slice(b.length - n - step, b.length - n)) {
      n += step;
      continue;
    }
    while (n < max && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n++;
    return n;
  }
  return n;
}

/** The changed window between two texts (undefined when they are equal). */
export function changeBetween(before: string, after: string, hint: number): Change | undefined {
  if (before === after) return undefined;
  const start = commonPrefix(before, after, hint);
  const suffix = commonSuffix(before, after, start);
  return { start, endBefore: before.length - suffix, endAfter: after.length - suffix };
}

/** A document path from a path inside the view's parsed part. */
export function documentPath(view: EditingView, local: readonly PathSegment[]): PathSegment[] {
  if (local.length === 0 || view.indexBase === 0 || typeof local[0] !== 'number') {
    return [...view.prefix, ...local];
  }
  return [...view.prefix, local[0] + view.indexBase, ...local.slice(1)];
}

/**
 * Whether a part's parse is one value from its first character to its last. An edit since the earlier
 * parse that ended the member early (a pasted `},{`, a typed `]`) leaves text after it: the part no
 * longer stands for one member, and narrowing with that parse would misplace what follows.
 */
function wholePart(tree: Node | undefined, part: string): boolean {
  return tree !== undefined && tree.offset === 0 && tree.length === part.length;
}

/**
 * Views of open documents. Keeps, per document, the full parse that large documents are narrowed with
 * (the validator's, or one of its own when the validator's is gone).
 */
export class DocumentViews {
  private readonly bases = new Map<string, ViewBase>();
  /** The last outline of each document on the document worker (see viewFromOutline). */
  private readonly outlines = new Map<string, ViewBase>();
  /** Whole texts parsed here (the costly part of a view in a large document). */
  readonly stats = { fullParses: 0, unnarrowed: 0 };

  /** Remembers a full parse of a document (the validator's), for narrowing later requests. */
  remember(uri: string, parsed: ParsedDocument): void {
    this.bases.set(uri, fullBase(parsed));
  }

  forget(uri: string): void {
    this.bases.delete(uri);
    this.outlines.delete(uri);
  }

  /** The view of `text` around `cursor`. */
  viewOf(uri: string, text: string, cursor: number): EditingView {
    if (text.length <= WHOLE_PARSE_LIMIT) return wholeView(text);
    let base = this.bases.get(uri);
    if (base === undefined) {
      this.stats.fullParses++;
      base = fullBase(parseDocument(text, { allowComments: true, allowTrailingCommas: true }));
      this.bases.set(uri, base);
    }
    const view = this.narrowed(base, text, cursor, LOCAL_ECHO);
    if (view !== undefined) return view;
    // The change spans members (or the structure is gone): parse this text in full, once.
    this.stats.fullParses++;
    const fresh = fullBase(parseDocument(text, { allowComments: true, allowTrailingCommas: true }));
    this.bases.set(uri, fresh);
    return this.narrowed(fresh, text, cursor, LOCAL_ECHO) ?? wholeView(text);
  }

  /**
   * The view of `text` around `cursor` from the last outline of the document (see viewFromOutline), if
   * that outline narrows it: it does while the cursor stays in the containers it outlined and the
   * edits since stay near the cursor, as a full parse does (see narrowed).
   */
  viewFromLastOutline(uri: string, text: string, cursor: number, echo: Echo): EditingView | undefined {
    const base = this.outlines.get(uri);
    return base && this.narrowed(base, text, cursor, echo);
  }

  /**
   * The view of the text around `cursor` from an outline of that text made elsewhere (the document
   * worker's), with its echo; undefined when the outline does not narrow the text to a part (the cursor
   * is outside the root's brackets, say). With `keep`, the outline is kept for the document's next requests.
   */
  viewFromOutline(
    uri: string,
    base: ViewBase,
    cursor: number,
    echo: Echo,
    keep = true,
  ): EditingView | undefined {
    if (keep) this.outlines.set(uri, base);
    const view = this.narrowed(base, base.text, cursor, echo);
    if (view === undefined) this.stats.unnarrowed++;
    return view;
  }

  private narrowed(base: ViewBase, text: string, cursor: number, echo: Echo): EditingView | undefined {
    if (base.value === undefined || typeof base.value !== 'object' || base.value === null) return undefined;
    const change = changeBetween(base.text, text, cursor);
    const delta = change === undefined ? 0 : change.endAfter - change.endBefore;
    // The cursor and the changed text, in the earlier text's offsets.
    const cursorBefore =
      change === undefined || cursor <= change.start
        ? cursor
        : cursor >= change.endAfter
          ? cursor - delta
          : change.start;
    const from = Math.min(cursorBefore, change?.start ?? cursorBefore);
    const to = Math.max(cursorBefore, change?.endBefore ?? cursorBefore);
    // The view holds the change and the cursor: edits far apart since the parse, or the cursor far from
    // the last edit, would make it half the document, parsed at every request (seconds in a 10 MB
    // document). A new full parse costs less, once.
    if (
      to - from > WHOLE_PARSE_LIMIT ||
      (change !== undefined && change.endAfter - change.start > WHOLE_PARSE_LIMIT)
    ) {
      return undefined;
    }
    const root = base.root;
    if (root === undefined || from <= root.offset || to >= root.offset + root.length) return undefined;
    const prefix: PathSegment[] = [];
    let container: Span = { offset: root.offset, length: root.length };
    for (;;) {
      const spans = base.memberSpans(formatPointer(prefix));
      if (spans === undefined) return undefined;
      const inner = memberAround(spans, from, to);
      // Into a member's value only when it is an object or array and both the change and the cursor
      // are inside its brackets (the end of a member, or its key, belongs to the container).
      const open = inner === undefined ? undefined : base.text[inner.offset];
      if (
        inner !== undefined &&
        (open === '{' || open === '[') &&
        inner.offset < from &&
        to < inner.offset + inner.length
      ) {
        prefix.push(inner.key);
        container = { offset: inner.offset, length: inner.length };
        if (container.length <= REGION_LIMIT) {
          return this.memberView(base, text, prefix, container, delta, echo);
        }
        continue;
      }
      if (container.length <= REGION_LIMIT) {
        return this.memberView(base, text, prefix, container, delta, echo);
      }
      return this.windowView(base, text, prefix, container, spans, from, to, delta, echo);
    }
  }

  /** The view whose parsed part is one whole value (a member, or the root). */
  private memberView(
    base: ViewBase,
    text: string,
    prefix: PathSegment[],
    span: Span,
    delta: number,
    echo: Echo,
  ): EditingView | undefined {
    const start = span.offset;
    const end = span.offset + span.length + delta;
    if (end < start || end > text.length) return undefined;
    const part = text.slice(start, end);
    const tree = parseTree(part, [], { allowTrailingComma: true, disallowComments: false });
    if (!wholePart(tree, part)) return undefined;
    const earlier = base.value;
    return {
      fullText: text,
      text: part,
      offset: start,
      tree,
      prefix,
      indexBase: 0,
      document: (value) => (value === undefined ? earlier : (withValueAt(earlier, prefix, value) ?? earlier)),
      echo,
    };
  }

  /**
   * The view of a few members of a container too big to parse: the members around the change and the
   * cursor, with one neighbour on each side, inside the container's own brackets.
   */
  private windowView(
    base: ViewBase,
    text: string,
    prefix: PathSegment[],
    container: Span,
    spans: readonly MemberSpan[],
    from: number,
    to: number,
    delta: number,
    echo: Echo,
  ): EditingView | undefined {
    const startOf = (m: MemberSpan): number => m.keyOffset ?? m.offset;
    let lo = 0;
    while (lo < spans.length && spans[lo].offset + spans[lo].length < from) lo++;
    lo = Math.max(0, lo - 1);
    let hi = lo;
    while (hi + 1 < spans.length && startOf(spans[hi + 1]) <= to) hi++;
    hi = Math.min(spans.length - 1, hi + 1);
    const open = container.offset;
    const close = container.offset + container.length - 1;
    const windowStart = spans.length === 0 ? open + 1 : Math.min(startOf(spans[lo]), from);
    const windowEnd = spans.length === 0 ? close : Math.max(spans[hi].offset + spans[hi].length, to);
    if (windowStart <= open || windowEnd > close) return undefined;
    const end = windowEnd + delta;
    if (end < windowStart || end > text.length) return undefined;
    const isArray = base.text[open] === '[';
    const part = `${isArray ? '[' : '{'}${text.slice(windowStart, end)}${isArray ? ']' : '}'}`;
    const tree = parseTree(part, [], { allowTrailingComma: true, disallowComments: false });
    if (!wholePart(tree, part)) return undefined;
    const earlier = base.value;
    const replaced = spans.slice(lo, hi + 1);
    return {
      fullText: text,
      text: part,
      offset: windowStart - 1,
      tree,
      prefix,
      indexBase: spans.length === 0 ? 0 : lo,
      document: (value) => {
        const whole = valueAt(earlier, prefix);
        let merged: JsonValue;
        if (Array.isArray(whole)) {
          const items = Array.isArray(value) ? value : [];
          merged = [...whole.slice(0, lo), ...items, ...whole.slice(hi + 1)];
        } else if (whole !== null && typeof whole === 'object') {
          const copy: JsonObject = { ...whole };
          for (const m of replaced) delete copy[String(m.key)];
          if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
            for (const [k, v] of Object.entries(value)) {
              Object.defineProperty(copy, k, {
                value: v,
                enumerable: true,
                writable: true,
                configurable: true,
              });
            }
          }
          merged = copy;
        } else return earlier;
        return prefix.length === 0 ? merged : (withValueAt(earlier, prefix, merged) ?? earlier);
      },
      echo,
    };
  }
}
