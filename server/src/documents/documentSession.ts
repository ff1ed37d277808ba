/**
 * The state an open document keeps between validations, so that an edit costs what it touches rather
 * than what the document weighs: the parse tree (kept in step with edits, see
 * shared/src/json/incremental.ts) and a validation cache per compiled schema (results of subschemas on
 * values the edits did not touch, see ValidationCache). didChange only records where the text changed;
 * the tree catches up when the document is next validated.
 *
 * What invalidates what: an edit re-parses the smallest tree node around it and changes that node's and
 * its ancestors' values in place (their cached results are dropped; every other value keeps its results);
 * an edit the tree cannot place (one that moves the root's end, for instance) parses the whole text and
 * starts a new cache; a new compiled schema (a schema or settings change) starts a new cache, the tree
 * stays; new parse options (JSON vs JSONC) start everything anew.
 */
import type { CompiledSchema, ValidationCache } from '../../../shared/src/index';
import { TreeBackedDocument } from '../../../shared/src/json/document';
import { LiteralIndex } from '../../../shared/src/json/numbers';
import type { Span } from '../../../shared/src/json/locate';
import {
  composeEdits,
  IncrementalTree,
  type Edit,
  type UpdateOutcome,
} from '../../../shared/src/json/incremental';
import { NODE_MIN_LENGTH, parseTree, type ParseTree, type TreeNode } from '../../../shared/src/json/tree';
import { buildValidTree, type LineStarts, type ValidTreeScan } from '../../../shared/src/json/validTree';
import type { JsonValue, ParseOptions } from '../../../shared/src/types';
import type { TextSnapshot } from './textBuffer';

/**
 * Readings of a newly opened text made elsewhere while this thread runs JSON.parse (see scanHelper.ts);
 * each returns undefined when it could not be made, and the reading is then done here.
 */
export interface Prescan {
  /** The character pass of the parse tree of valid text (see scanValidTree). */
  structure(): ValidTreeScan | undefined;
  /** Says the character pass is not wanted (the text is not valid JSON): its answer is let go. */
  dropStructure(): void;
  /** The runs a LiteralIndex of the text holds. */
  literals(): readonly (readonly [number, string])[] | undefined;
  /** Says neither answer is wanted any more (the text was edited or closed): the reading is done. */
  close(): void;
}

/** Starts the readings of a whole text, or undefined when this text is read here. */
export type Prescanner = (text: string) => Prescan | undefined;

/**
 * The parse tree of a whole text: JSON.parse and a light scan when it is valid JSON, else the recovering
 * parser. `parsed` hears of the value JSON.parse made before the tree is assembled from it.
 */
function initialTree(
  text: string,
  options: ParseOptions,
  lines: ((found: LineStarts) => void) | undefined,
  prescan: Prescan | undefined,
  parsed?: (value: JsonValue) => void,
): IncrementalTree {
  const bodyStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let value: JsonValue | undefined;
  try {
    value = JSON.parse(bodyStart ? text.slice(bodyStart) : text) as JsonValue;
  } catch {
    value = undefined;
  }
  let valid: ParseTree | undefined;
  if (value !== undefined) {
    parsed?.(value);
    valid = buildValidTree(text, value, NODE_MIN_LENGTH, lines, prescan && (() => prescan.structure()));
  }
  // Not wanted when JSON.parse refused the text, nor taken for a root that is not an object or array.
  prescan?.dropStructure();
  return new IncrementalTree(valid ?? parseTree(text, bodyStart, options, NODE_MIN_LENGTH), options);
}

/** Adds every container that is a member of a tree node (what a validation cache keeps results for). */
function trackAll(node: TreeNode | undefined, cache: ValidationCache): void {
  if (node === undefined) return;
  const work: [TreeNode, number][] = [[node, 1]];
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    const [n, depth] = item;
    for (let i = 0; i < n.count; i++) {
      const kid = n.kids?.get(i);
      if (kid !== undefined) {
        cache.track(kid.value, depth);
        work.push([kid, depth + 1]);
        continue;
      }
      const v = n.memberValue(i);
      if (typeof v === 'object' && v !== null) cache.track(v, depth);
    }
  }
}

/**
 * Containers one update may hand to the validation cache (changed or added); past that, noting each
 * costs more than a new cache filled by the next validation, which is what a whole re-parse gets.
 */
export const MAX_CACHE_CHANGES = 50_000;

/** One open document's parse tree and validation cache. */
export class DocumentSession {
  private tree: IncrementalTree | undefined;
  private pending: Edit | undefined;
  /** Bumped whenever the tree changes; a document made from an older tree is stale. */
  private version = 0;
  private cacheOwner: CompiledSchema | undefined;
  private cache: ValidationCache | undefined;
  /** Where the text has number literals beyond a double (made on first use, then kept in step). */
  private literalIndex: LiteralIndex | undefined;
  /** Parsed leaf containers (for locating errors inside them), kept while their values live. */
  private readonly leaves = new WeakMap<object, TreeNode>();
  /** Where errors inside leaves were found, relative to the leaf (see TreeText.leafSpans). */
  private readonly leafSpans = new WeakMap<object, Map<string, Span | undefined>>();
  /** The readings of the text the tree was first made from, until its literal index is made from them. */
  private prescan: Prescan | undefined;
  /** The line starts the scan of a newly opened text found, until taken (see takeLineStarts). */
  private foundLines: Int32Array | undefined;
  /** How many edits were placed in the tree, and how many needed the whole text parsed again. */
  readonly stats = { incremental: 0, full: 0, cacheResets: 0 };

  /**
   * `prescanner` reads a newly opened text elsewhere while this thread parses it; with
   * `keepLineStarts`, the line starts its scan found are kept for takeLineStarts.
   */
  constructor(
    readonly options: ParseOptions,
    private readonly prescanner?: Prescanner,
    private readonly keepLineStarts = false,
    private readonly maxCacheChanges = MAX_CACHE_CHANGES,
  ) {}

  /** Lets go of what the session holds beyond its tree (a reading of the text still under way). */
  dispose(): void {
    this.closePrescan();
    this.foundLines = undefined;
  }

  private closePrescan(): void {
    this.prescan?.close();
    this.prescan = undefined;
  }

  /** Records an edit ([start, end) of the text before it replaced by `length` characters). */
  noteEdit(start: number, end: number, length: number): void {
    if (this.tree === undefined) return;
    // The readings of the opened text describe a text that is gone.
    this.closePrescan();
    this.foundLines = undefined;
    const edit = { start, end, length };
    this.pending = this.pending ? composeEdits(this.pending, edit) : edit;
  }

  /**
   * Brings the tree up to date with a version of the text and returns that version's parse. When the
   * tree is made from a whole text that is valid JSON without number literals beyond a double, `early`
   * gets its value before the tree is assembled (the tree's value is that one): a first validation can
   * run while the scan of the text finishes elsewhere, and be placed in the tree afterwards.
   */
  refresh(text: TextSnapshot, early?: (value: JsonValue) => void): SessionDocument {
    if (this.tree === undefined) {
      // The scan of valid text finds the line starts too: the text's line index need not look again.
      const whole = text.getText();
      this.literalIndex = undefined;
      const prescan = this.prescanner?.(whole);
      this.prescan = prescan;
      const parsed =
        early &&
        ((value: JsonValue): void => {
          // Without a tree, literals beyond a double cannot be given their places in the value.
          const runs = prescan?.literals();
          const index = runs !== undefined ? LiteralIndex.of(runs) : new LiteralIndex(whole);
          this.literalIndex = index;
          if (index.entries.length === 0) early(value);
        });
      this.tree = initialTree(
        whole,
        this.options,
        (found) => {
          text.adoptLineStarts(found.starts, found.count);
          if (this.keepLineStarts) this.foundLines = found.starts.subarray(0, found.count);
        },
        prescan,
        parsed,
      );
      // Literals taken early: nothing more is wanted of the reading.
      if (this.literalIndex !== undefined) this.closePrescan();
      this.reset();
    } else if (this.pending !== undefined) {
      const outcome = this.tree.update(text, this.pending);
      this.literalIndex?.update(text, this.pending.start, this.pending.end, this.pending.length);
      this.pending = undefined;
      this.apply(outcome);
    }
    return new SessionDocument(this, text, this.version);
  }

  /**
   * The line starts (offsets of the whole text) that the scan of the text the tree was just made from
   * found, once: handing them on is cheaper than gathering them again from the text's chunks.
   */
  takeLineStarts(): Int32Array | undefined {
    const found = this.foundLines;
    this.foundLines = undefined;
    return found;
  }

  /** Whether the session has a validation cache for this compiled schema (else cacheFor makes a new one). */
  hasCacheFor(compiled: CompiledSchema): boolean {
    return this.cache !== undefined && this.cacheOwner === compiled;
  }

  /** The validation cache for a compiled schema (a new one when the schema changed). */
  cacheFor(compiled: CompiledSchema): ValidationCache {
    if (this.cache === undefined || this.cacheOwner !== compiled) {
      this.cache = compiled.createCache();
      this.cacheOwner = compiled;
      trackAll(this.tree?.tree.root, this.cache);
    }
    return this.cache;
  }

  /** The literal index of the current text (read whole the first time). */
  literalsOf(text: TextSnapshot): LiteralIndex {
    if (this.literalIndex === undefined) {
      const runs = this.prescan?.literals();
      this.closePrescan();
      this.literalIndex = runs !== undefined ? LiteralIndex.of(runs) : new LiteralIndex(text.getText());
    }
    return this.literalIndex;
  }

  /** Whether a document made by `refresh` still describes the tree. */
  isCurrent(version: number): boolean {
    return version === this.version;
  }

  get current(): IncrementalTree {
    return this.tree as IncrementalTree;
  }

  get leafCache(): WeakMap<object, TreeNode> {
    return this.leaves;
  }

  get leafSpanCache(): WeakMap<object, Map<string, Span | undefined>> {
    return this.leafSpans;
  }

  private apply(outcome: UpdateOutcome): void {
    this.version++;
    if (outcome.full) {
      this.stats.full++;
      this.reset();
      return;
    }
    this.stats.incremental++;
    const cache = this.cache;
    if (cache === undefined) return;
    if (outcome.dirty.length + outcome.added.length > this.maxCacheChanges) {
      this.stats.cacheResets++;
      this.cache = undefined;
      this.cacheOwner = undefined;
      return;
    }
    // Containers changed in place say which members changed (memos re-check only those).
    cache.noteChanges(outcome.dirty);
    for (const v of outcome.added) cache.track(v, outcome.addedDepth);
  }

  private reset(): void {
    this.version++;
    this.cache = undefined;
    this.cacheOwner = undefined;
  }
}

/** A version of an open document as the validation pipeline sees it: the session's tree and that text. */
export class SessionDocument extends TreeBackedDocument {
  constructor(
    readonly session: DocumentSession,
    private readonly snapshot: TextSnapshot,
    readonly version: number,
  ) {
    const source = {
      slice: (start: number, end: number) => snapshot.slice(start, end),
      options: session.options,
      leaves: session.leafCache,
      leafSpans: session.leafSpanCache,
    };
    super(session.current.tree, source, snapshot);
  }

  /** The whole text (built on first request). */
  get text(): string {
    return this.snapshot.getText();
  }

  /** Whether the session's tree is still the one this document was made from. */
  get isCurrent(): boolean {
    return this.session.isCurrent(this.version);
  }

  protected currentTree(): ParseTree {
    return this.session.current.tree;
  }

  protected literalRuns(): readonly (readonly [number, string])[] {
    // From the session's index, not a scan of the whole text: an edit must not cost a read of it.
    return this.session.literalsOf(this.snapshot).entries;
  }
}
