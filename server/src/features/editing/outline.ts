/**
 * Outlines: what the editing features need of a large document's parse around one cursor, made where
 * the parse is (the document worker) and read where the features run (the server's thread), so that a
 * completion or hover in a document validated on the worker never parses its whole text on the server's
 * thread. An outline holds, for the text as it is now, where the root value is, the member spans of the
 * containers narrowing walks through towards the cursor (see DocumentViews), and the value along the
 * cursor's path: each container on the path is a shallow copy whose other object and array members are
 * empty stand-ins. A probe never looks into those (off its path it counts them valid, see probe.ts), so
 * it needs nothing more; what reads the whole value (VS Code's own completion, see builtInEcho.ts) is
 * asked of the worker separately.
 */
import { formatPointer } from '../../../../shared/src/index';
import type { JsonValue, ParsedDocument, PathSegment } from '../../../../shared/src/index';
import type { MemberSpan } from '../../../../shared/src/json/document';
import type { Span } from './cursor';

/**
 * What narrowing reads of a parse of the document: its text, its value, where the root value is and
 * the member spans of containers. A full parse has them all; a document worker's outline has the text as
 * it is now, the spans of the containers around one cursor and only the value along that cursor's path
 * (the other objects and arrays are empty stand-ins, which a probe does not look into).
 */
export interface ViewBase {
  readonly text: string;
  readonly value: JsonValue | undefined;
  readonly root: Span | undefined;
  memberSpans(pointer: string): readonly MemberSpan[] | undefined;
}

/** A member larger than this is narrowed further to the member inside it that holds the cursor. */
export const REGION_LIMIT = 16 * 1024;

/** The member of `spans` whose whole extent (key included) contains `[from, to]`. */
export function memberAround(spans: readonly MemberSpan[], from: number, to: number): MemberSpan | undefined {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = spans[mid];
    const start = m.keyOffset ?? m.offset;
    if (m.offset + m.length < from) lo = mid + 1;
    else if (start > from) hi = mid - 1;
    else return start <= from && to <= m.offset + m.length ? m : undefined;
  }
  return undefined;
}

/** The member spans of one container, packed for a message between threads. */
export interface OutlinedContainer {
  pointer: string;
  /** offset, length, key offset, key length per member (-1, -1 for an array item's key). */
  spans: Int32Array;
  /** The property names, for an object. */
  keys: string[] | null;
}

/** An outline of a document around a cursor (see the module comment). */
export interface Outline {
  root: [number, number] | null;
  containers: OutlinedContainer[];
  value: JsonValue | undefined;
}

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

function pack(pointer: string, spans: readonly MemberSpan[]): OutlinedContainer {
  const packed = new Int32Array(spans.length * 4);
  const keys: string[] | null = spans.length > 0 && typeof spans[0].key === 'string' ? [] : null;
  spans.forEach((m, i) => {
    packed[i * 4] = m.offset;
    packed[i * 4 + 1] = m.length;
    packed[i * 4 + 2] = m.keyOffset ?? -1;
    packed[i * 4 + 3] = m.keyLength ?? -1;
    keys?.push(String(m.key));
  });
  return { pointer, spans: packed, keys };
}

function unpack(container: OutlinedContainer): MemberSpan[] {
  const { spans, keys } = container;
  const members: MemberSpan[] = [];
  for (let i = 0; i < spans.length / 4; i++) {
    const keyOffset = spans[i * 4 + 2];
    members.push(
      keys === null
        ? { key: i, offset: spans[i * 4], length: spans[i * 4 + 1] }
        : {
            key: keys[i],
            offset: spans[i * 4],
            length: spans[i * 4 + 1],
            keyOffset,
            keyLength: spans[i * 4 + 3],
          },
    );
  }
  return members;
}

/**
 * The stand-ins: one of each, shared by every member they replace (a message between threads carries a
 * shared object once, where a root of 70,000 records made 70,000 of them), frozen since they are shared.
 */
const OBJECT_STAND_IN: JsonValue = {};
const ARRAY_STAND_IN: JsonValue = [];
Object.freeze(OBJECT_STAND_IN);
Object.freeze(ARRAY_STAND_IN);

/** A member as an outline carries it off the path: a scalar as it is, an object or array as a stand-in. */
function standIn(member: JsonValue): JsonValue {
  return Array.isArray(member) ? ARRAY_STAND_IN : isContainer(member) ? OBJECT_STAND_IN : member;
}

/** A copy of a container with its object and array members replaced by empty ones, except `keep`. */
function shallow(value: object, keep: PathSegment | undefined, kept: JsonValue | undefined): JsonValue {
  if (Array.isArray(value)) {
    return value.map((item: JsonValue, i) => (i === keep ? (kept as JsonValue) : standIn(item)));
  }
  const copy: Record<string, JsonValue> = {};
  for (const [name, member] of Object.entries(value as Record<string, JsonValue>)) {
    const v = name === keep ? (kept as JsonValue) : standIn(member);
    // Defined, not assigned: a member named "__proto__" is a member.
    Object.defineProperty(copy, name, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/**
 * The outline of a parsed text around `cursor`: the containers narrowing reads when nothing changed
 * since the parse (see DocumentViews), walked the same way. `charAt` reads the parsed text.
 */
export function outlineOf(
  parsed: Pick<ParsedDocument, 'value' | 'locate' | 'memberSpans'>,
  charAt: (offset: number) => string,
  cursor: number,
): Outline {
  const found = parsed.locate([{ path: '', part: 'value' }])[0];
  const root: [number, number] | null = found ? [found.offset, found.length] : null;
  const containers: OutlinedContainer[] = [];
  // The containers on the path (the value at each depth) and the member taken at each.
  const path: PathSegment[] = [];
  const values: (JsonValue | undefined)[] = [];
  let holder = parsed.value;
  while (root !== null && isContainer(holder) && cursor > root[0] && cursor < root[0] + root[1]) {
    const spans = parsed.memberSpans(formatPointer(path));
    if (spans === undefined) break;
    containers.push(pack(formatPointer(path), spans));
    values.push(holder);
    const inner = memberAround(spans, cursor, cursor);
    if (inner === undefined || !(inner.offset < cursor && cursor < inner.offset + inner.length)) break;
    const open = charAt(inner.offset);
    if (open !== '{' && open !== '[') break;
    const member: JsonValue | undefined = Array.isArray(holder)
      ? holder[inner.key as number]
      : (holder as Record<string, JsonValue>)[inner.key as string];
    path.push(inner.key);
    values.push(member);
    // A member this small is parsed whole by the view: its value there is the view's own.
    if (inner.length <= REGION_LIMIT || !isContainer(member)) break;
    values.pop();
    holder = member;
  }
  const deepest = values.length > 0 ? values[values.length - 1] : parsed.value;
  let value = isContainer(deepest) ? shallow(deepest, undefined, undefined) : deepest;
  for (let i = values.length - 2; i >= 0; i--) value = shallow(values[i] as object, path[i], value);
  return { root, containers, value };
}

/** The base of DocumentViews for `text` (the text the outline was made of). */
export function outlineBase(text: string, outline: Outline): ViewBase {
  const byPointer = new Map(outline.containers.map((c) => [c.pointer, c]));
  const unpacked = new Map<string, MemberSpan[]>();
  return {
    text,
    value: outline.value,
    root: outline.root === null ? undefined : { offset: outline.root[0], length: outline.root[1] },
    memberSpans: (pointer) => {
      const container = byPointer.get(pointer);
      if (container === undefined) return undefined;
      let spans = unpacked.get(pointer);
      if (spans === undefined) {
        spans = unpack(container);
        unpacked.set(pointer, spans);
      }
      return spans;
    },
  };
}
