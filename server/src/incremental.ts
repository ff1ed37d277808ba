/**
 * Incremental re-validation of large documents whose root is a list of independent records (an array
 * validated by `items`, or an object whose members are validated by `properties`/`patternProperties`/
 * `additionalProperties` alone). After an edit inside one member's value, only that member is parsed
 * and validated again (against the member's own subschema, compiled once), and every other error is
 * kept with its offsets shifted. Anything else (an edit across members, a syntax error, a schema with
 * keywords that relate members to each other) falls back to full validation.
 */
import { compile, parseDocument } from '../../shared/src/index';
import type { CompiledSchema } from '../../shared/src/index';
import type { JsonValue, ParseOptions, SourceRange, ValidationError } from '../../shared/src/types';
import { compilePattern, type PatternMatcher } from '../../shared/src/regex';
import type { SchemaEntry } from './schemaStore';

/** Below this size full validation is fast enough and simpler to trust. */
export const INCREMENTAL_MIN_LENGTH = 200_000;

const ANNOTATIONS = [
  '$schema',
  '$id',
  'id',
  '$defs',
  'definitions',
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  '$anchor',
  'readOnly',
  'writeOnly',
  'deprecated',
];
/** Root keywords under which array items are independent of each other (the count never changes). */
const ARRAY_ROOT = new Set([...ANNOTATIONS, 'type', 'items', 'minItems', 'maxItems']);
/** Root keywords under which object members are independent (names never change with a value edit). */
const OBJECT_ROOT = new Set([
  ...ANNOTATIONS,
  'type',
  'properties',
  'patternProperties',
  'additionalProperties',
  'required',
  'minProperties',
  'maxProperties',
]);

interface Member {
  key: string | number;
  /** The value's span. */
  offset: number;
  length: number;
  /** The key token's span (object members). */
  keyOffset?: number;
  keyLength?: number;
}

/** Per root schema: which subschemas validate a member, and their compiled forms. */
export interface MemberPlan {
  /** JSON Pointers (into the root schema document) of the subschemas that apply to a member. */
  pointersFor(key: string | number): string[] | undefined;
  compiled(pointer: string): CompiledSchema | undefined;
}

function isObject(value: unknown): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The member plan of a root schema, or undefined when members are not independent under it. */
export function memberPlan(
  entry: SchemaEntry,
  rootSchema: JsonValue | undefined,
  isArray: boolean,
): MemberPlan | undefined {
  const compiledRoot = entry.compiled;
  if (!compiledRoot || !isObject(rootSchema)) return undefined;
  const allowed = isArray ? ARRAY_ROOT : OBJECT_ROOT;
  if (Object.keys(rootSchema).some((k) => !allowed.has(k))) return undefined;
  const id =
    typeof rootSchema.$id === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(rootSchema.$id)
      ? rootSchema.$id
      : entry.uri;
  const base = id.replace(/#.*$/, '');
  const cache = new Map<string, CompiledSchema | undefined>();
  const compiled = (pointer: string): CompiledSchema | undefined => {
    if (!cache.has(pointer)) {
      const wrapper = compile(
        { $ref: `${base}#${pointer.split('/').map(encodeURIComponent).join('/')}` },
        {
          baseUri: 'urn:json-object-validator:member',
          draft: compiledRoot.draft,
          schemas: { ...entry.schemas, [base]: rootSchema },
        },
      );
      cache.set(pointer, wrapper.missingReferences.length === 0 ? wrapper : undefined);
    }
    return cache.get(pointer);
  };

  if (isArray) {
    const items = rootSchema.items;
    if (Array.isArray(items)) return undefined;
    return { pointersFor: () => (items === undefined ? [] : ['/items']), compiled };
  }
  const properties = isObject(rootSchema.properties) ? rootSchema.properties : {};
  const patterns: [string, PatternMatcher][] = [];
  if (isObject(rootSchema.patternProperties)) {
    for (const source of Object.keys(rootSchema.patternProperties)) {
      // The validator's own matcher: bounded in time, and the same answer validation gives.
      const compiled = compilePattern(source);
      if (!('matcher' in compiled)) return undefined;
      patterns.push([source, compiled.matcher]);
    }
  }
  const additional = rootSchema.additionalProperties;
  return {
    pointersFor(key) {
      const name = String(key);
      const pointers: string[] = [];
      if (Object.hasOwn(properties, name)) pointers.push(`/properties/${escapeSegment(name)}`);
      for (const [source, regex] of patterns) {
        const hit = regex.test(name);
        // A name the pattern could not be checked against: only a full validation reports that.
        if (hit === undefined) return undefined;
        if (hit) pointers.push(`/patternProperties/${escapeSegment(source)}`);
      }
      if (pointers.length === 0 && additional !== undefined && additional !== false) {
        pointers.push('/additionalProperties');
      }
      return pointers;
    },
    compiled,
  };
}

/** The index of the root member an instance path is inside, or -1 for the root itself. */
function memberOfPath(instancePath: string, indexOfKey: Map<string, number>): number {
  if (instancePath === '') return -1;
  const segment = instancePath.slice(1).split('/')[0].replace(/~1/g, '/').replace(/~0/g, '~');
  return indexOfKey.get(segment) ?? -1;
}

/** An error kept between runs with its range as offsets (positions are recomputed per version). */
interface KeptError {
  error: ValidationError;
  /** Index of the member the error is inside, or -1 for errors of the root itself. */
  member: number;
}

export interface IncrementalInput {
  text: string;
  parseOptions: ParseOptions;
  rootValue: JsonValue;
  members: Member[];
  errors: ValidationError[];
  plan: MemberPlan;
}

/** The state of one open document between validations. */
export class IncrementalDocument {
  private text: string;
  private readonly parseOptions: ParseOptions;
  private rootValue: JsonValue;
  private readonly members: Member[];
  private kept: KeptError[];
  private readonly plan: MemberPlan;
  private readonly dirty = new Map<number, JsonValue>();
  private readonly isArray: boolean;

  constructor(input: IncrementalInput) {
    this.text = input.text;
    this.parseOptions = input.parseOptions;
    this.rootValue = input.rootValue;
    this.members = input.members.map((m) => ({ ...m }));
    this.plan = input.plan;
    this.isArray = Array.isArray(input.rootValue);
    // Keys of a root object are unique in a document without syntax problems.
    const indexOfKey = new Map(this.members.map((m, i) => [String(m.key), i]));
    this.kept = input.errors.map((error) => ({
      error,
      member: memberOfPath(error.instancePath, indexOfKey),
    }));
  }

  private memberAt(start: number, end: number): number {
    let low = 0;
    let high = this.members.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const m = this.members[mid];
      if (end < m.offset) high = mid - 1;
      else if (start >= m.offset + m.length) low = mid + 1;
      else return start >= m.offset && end <= m.offset + m.length ? mid : -1;
    }
    return -1;
  }

  /**
   * Applies one edit (offsets in the previous text). Returns false when the edit is not local to one
   * member's value; the caller then drops this state and validates fully.
   */
  applyEdit(start: number, end: number, insert: string, newText: string): boolean {
    const index = this.memberAt(start, end);
    if (index < 0) return false;
    const member = this.members[index];
    if (member.key === '$schema') return false;
    const delta = insert.length - (end - start);
    const memberText = newText.slice(member.offset, member.offset + member.length + delta);
    const parsed = parseDocument(memberText, this.parseOptions);
    if (parsed.value === undefined || parsed.problems.length > 0) return false;
    // The value must fill the member's text exactly: no new sibling hiding behind a comma.
    const range = parsed.locate([{ path: '', part: 'value' }])[0];
    if (!range || range.offset !== 0 || range.length !== memberText.length) return false;

    member.length += delta;
    for (let i = index + 1; i < this.members.length; i++) {
      const m = this.members[i];
      m.offset += delta;
      if (m.keyOffset !== undefined) m.keyOffset += delta;
    }
    this.kept = this.kept.filter((k) => k.member !== index);
    for (const k of this.kept) {
      const r = k.error.range;
      if (!r) continue;
      const errorEnd = r.offset + r.length;
      if (r.offset >= end) k.error.range = { ...r, offset: r.offset + delta };
      else if (errorEnd >= end) k.error.range = { ...r, length: r.length + delta };
    }
    if (this.isArray) {
      const copy = (this.rootValue as JsonValue[]).slice();
      copy[index] = parsed.value;
      this.rootValue = copy;
    } else {
      this.rootValue = {
        ...(this.rootValue as Record<string, JsonValue>),
        [String(member.key)]: parsed.value,
      };
    }
    this.dirty.set(index, parsed.value);
    this.text = newText;
    return true;
  }

  /**
   * Validates the members changed since the last call; returns every error with ranges (offsets and
   * positions from `positionAt` of the current text), or undefined if a member cannot be validated
   * on its own after all.
   */
  validate(
    positionAt: (offset: number) => { line: number; character: number },
  ): ValidationError[] | undefined {
    for (const [index, value] of this.dirty) {
      const member = this.members[index];
      const pointers = this.plan.pointersFor(member.key);
      if (!pointers) return undefined;
      const prefix = `/${escapeSegment(member.key)}`;
      const errors: ValidationError[] = [];
      for (const pointer of pointers) {
        const compiled = this.plan.compiled(pointer);
        if (!compiled) return undefined;
        errors.push(...compiled.validate(value).errors);
      }
      if (errors.length > 0) {
        const memberText = this.text.slice(member.offset, member.offset + member.length);
        const ranges = parseDocument(memberText, this.parseOptions).locate(errors.map((e) => e.target));
        errors.forEach((e, i) => {
          // "The key of the property whose value is this object": outside the member's value text.
          const onKey =
            e.target.part === 'parentKey' && e.target.path === '' && member.keyOffset !== undefined;
          e.instancePath = prefix + e.instancePath;
          e.target = { ...e.target, path: prefix + e.target.path };
          const r = ranges[i];
          if (onKey) {
            e.range = { ...(r as SourceRange), offset: member.keyOffset!, length: member.keyLength ?? 0 };
          } else e.range = r ? { ...r, offset: r.offset + member.offset } : undefined;
          this.kept.push({ error: e, member: index });
        });
      }
    }
    this.dirty.clear();
    this.kept.sort((a, b) => (a.error.range?.offset ?? -1) - (b.error.range?.offset ?? -1));
    return this.kept.map(({ error }) => {
      const r = error.range;
      if (!r) return error;
      const range: SourceRange = {
        offset: r.offset,
        length: r.length,
        start: positionAt(r.offset),
        end: positionAt(r.offset + r.length),
      };
      error.range = range;
      return error;
    });
  }

  /** The root value after the edits, for callers that need the whole value. */
  value(): JsonValue {
    return this.rootValue;
  }
}
