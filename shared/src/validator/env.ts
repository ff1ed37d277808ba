/** What a keyword compiler sees: its schema object, where it is, and how to compile subschemas. */
import type { Draft, JsonObject, JsonValue } from '../types';
import type { Resource, SchemaLocation } from '../schema/registry';
import type { Check } from './state';
import type { Texts } from '../l10n/texts';
import type { NumberSensitivity } from './literals';

/** Why a subschema applies to a property, so a `false` schema can say "property X is not allowed". */
export type SubschemaRole = 'inPlace' | 'property' | 'item';

export interface KeywordEnv {
  readonly node: JsonObject;
  readonly loc: SchemaLocation;
  readonly draft: Draft;
  readonly resource: Resource;
  /** The language of messages, chosen once per compile. */
  readonly texts: Texts;
  /** Whether `format` asserts in this schema. */
  readonly formatAssertion: boolean;
  /** Where the compiled keywords record which numbers they judge exactly (see NumberSensitivity). */
  readonly numbers: NumberSensitivity;
  /** True when the keyword is active in this draft/vocabulary and present. */
  has(keyword: string): boolean;
  /** Absolute keyword location of `keyword` (plus deeper segments) in this schema. */
  path(...segments: (string | number)[]): string;
  /** `#/pointer` of this schema object, for messages. */
  here(): string;
  /** Compiles the subschema found at this schema's pointer plus `segments`. */
  sub(value: JsonValue, role: SubschemaRole, ...segments: (string | number)[]): Check;
  /** Records that this schema applies `target` to the same instance (for cycle detection). */
  inPlace(target: JsonValue): void;
  /** The subschema a schema object's `$ref` points to, when it resolves (for message hints only). */
  refTarget(schema: JsonObject): JsonValue | undefined;
  /**
   * Error path only: a sentence saying which keywords this draft ignores below the subschemas of
   * `keyword` (those at `indices` of its array, or all), following `$ref`s; undefined when none.
   */
  ignoredNote(keyword: string, indices?: readonly number[]): string | undefined;
  /** Reports a problem in the schema at this schema's pointer plus `segments`. */
  problem(
    code: string,
    message: string,
    keyword: string,
    part: 'key' | 'value',
    ...segments: (string | number)[]
  ): void;
}

/** A keyword (or a group of keywords that must be compiled together) turned into a check. */
export type KeywordCompiler = (env: KeywordEnv) => Check | undefined;
