/**
 * Public types of the validator core. Everything here is plain data: no editor, no IO.
 * The language server, the CLI and the tests all speak in these shapes.
 */
import type { MessageId } from './l10n/en';

/** A JSON Schema draft this validator implements. */
export type Draft = '4' | '6' | '7' | '2019-09' | '2020-12';

/** Any JSON value, as produced by `JSON.parse`. */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;

/** A JSON object. */
export interface JsonObject {
  [key: string]: JsonValue;
}

/** An RFC 6901 JSON Pointer such as `/items/0/name`; the empty string is the whole document. */
export type JsonPointer = string;

/** Zero-based line and character, characters counted in UTF-16 code units, as in LSP. */
export interface Position {
  line: number;
  character: number;
}

/** A span of the source text: `offset`/`length` in UTF-16 code units plus both ends as positions. */
export interface SourceRange {
  offset: number;
  length: number;
  start: Position;
  end: Position;
}

export type Severity = 'error' | 'warning' | 'information';

/**
 * Which part of the text an error belongs on.
 * - `key`: the property name of `path`, quotes included (a property that is not allowed).
 * - `value`: the value at `path` (type, enum, pattern, ...).
 * - `parentKey`: the key of the property whose value is the object at `path`; when that object is
 *   the root or an array element, its opening `{` (a missing property, min/maxProperties, ...).
 */
export interface ErrorTarget {
  path: JsonPointer;
  part: 'key' | 'value' | 'parentKey';
}

/** One violation of a schema rule by an instance. */
export interface ValidationError {
  /** The keyword that failed: `required`, `additionalProperties`, `type`, ... (`false` for a false schema). */
  keyword: string;
  /** Where the keyword applied in the instance (for `required` and `additionalProperties`: the object). */
  instancePath: JsonPointer;
  /** Absolute keyword location: the schema resource URI, `#`, and a JSON Pointer to the keyword. */
  schemaPath: string;
  /** A sentence a person understands: what is wrong and how to fix it. */
  message: string;
  /** Keyword-specific data for quick fixes and machine consumers (e.g. `missingProperty`, `allowedValues`). */
  params: Record<string, unknown>;
  severity: Severity;
  /** Where in the text the error belongs; turned into `range` when the instance came from text. */
  target: ErrorTarget;
  /** Set by `validateText`: the exact source range of `target`. */
  range?: SourceRange;
}

/** The outcome of validating a parsed value. */
export interface ValidationResult {
  valid: boolean;
  errors: ValidationError[];
}

/** The id of a syntax problem's message template in the catalogs (`syntax.valueExpected`, ...). */
export type SyntaxMessageId = Extract<MessageId, `syntax.${string}`>;

/**
 * The parameters of a syntax problem's template, as values (a language writes them its own way):
 * `key` is a duplicate key as JSON writes it (with its quotes), `limit` the limit a document went past.
 */
export interface SyntaxParams {
  readonly key?: string;
  readonly limit?: number;
}

/** A problem found while parsing text (syntax error, comment where not allowed, duplicate key, too deep). */
export interface SyntaxProblem {
  code: string;
  /** In English (the parse is cached and shared); other languages format `messageId` and `params`. */
  message: string;
  /** The template `message` was written from; absent only for a problem no template says (a line of
   *  JSON Lines that is not UTF-8), whose `message` is then the only text. */
  messageId?: SyntaxMessageId;
  params?: SyntaxParams;
  severity: Severity;
  range: SourceRange;
}

/** The outcome of validating text: schema errors with ranges plus problems of the text itself. */
export interface TextValidationResult {
  /** False when there is any syntax error or any schema error (duplicate-key warnings alone keep it true). */
  valid: boolean;
  errors: ValidationError[];
  syntaxProblems: SyntaxProblem[];
}

/** A problem in a schema document, located by a JSON Pointer into that document. */
export interface SchemaProblem {
  /** URI of the schema resource's document (the root's `$id`, the `baseUri` option, or `""`). */
  uri: string;
  /** Pointer into the schema document to the offending keyword value (or key, see `part`). */
  pointer: JsonPointer;
  part: 'key' | 'value';
  keyword: string;
  message: string;
  severity: Severity;
  /** Stable identifier of the kind of problem, e.g. `invalid-regex`, `unresolvable-ref`. */
  code: string;
  /** Code-specific data for quick fixes (e.g. the property names to add to an `if`'s `required`). */
  data?: Record<string, unknown>;
}

export interface ParseOptions {
  /** Accept `//` and block comments (JSONC). Otherwise each comment is a syntax error. */
  allowComments?: boolean;
  /** Accept a comma before `}` or `]` (JSONC). Otherwise it is a syntax error. */
  allowTrailingCommas?: boolean;
  /**
   * The text's UTF-8 bytes, when the caller has them (it read the text from a file): the structure scan
   * then reads them rather than encoding the text again. They must be the exact encoding of the text,
   * with a byte order mark when the text starts with one. Bytes that cannot be (fewer than the text's
   * characters, a byte order mark on one side only) are ignored; other wrong bytes give wrong positions.
   */
  utf8?: Uint8Array;
}

export interface CompileOptions {
  /** Draft to use when the schema has no (or an unknown) `$schema`. Default `2020-12`. */
  draft?: Draft;
  /** URI of the root schema document, the base for relative references. */
  baseUri?: string;
  /** Other schema documents by URI, for `$ref`s that leave the root document. */
  schemas?: Record<string, JsonValue>;
  /** Treat `format` as an assertion (default: annotation only). */
  formatAssertion?: boolean;
  /**
   * The language of messages and schema problems: a BCP 47 tag (`de`, `pt-BR`, `zh-cn`) or a POSIX
   * locale (`fr_FR.UTF-8`); a region falls back to its language, anything unknown to English (default).
   */
  locale?: string;
}

export interface ValidateTextOptions extends CompileOptions, ParseOptions {}
