/**
 * Finds schema locations (`uri#/json/pointer`, as the core's `schemaPath`) in loaded schema documents:
 * their JSON (for quick fixes that need the property's schema or the `properties` order) and their
 * exact source range (for `relatedInformation`, so a person can jump from a squiggle to the rule).
 */
import type { DiagnosticRelatedInformation, Range } from 'vscode-languageserver';
import { parseDocument } from '../../../shared/src/index';
import { valueAtPointer } from '../../../shared/src/json/pointer';
import type { ParsedDocument } from '../../../shared/src/index';
import type { JsonValue, ValidationError } from '../../../shared/src/types';
import { toRange } from '../documents/ranges';
import { hostTexts } from '../../../host/src/displayLanguage';

/** A schema document as the locator reads it. */
export interface LocatableSource {
  uri: string;
  text?: string;
  value?: JsonValue;
  /** A large text the main thread does not parse (see LARGE_SCHEMA_LENGTH): diagnostics skip it. */
  deferred?: boolean;
}

/** Loaded schema documents by URI or by their root `$id` (the schema store, or the worker's schemas). */
export interface SchemaSources {
  peekSource(uri: string): LocatableSource | undefined;
}

function splitLocation(location: string): { uri: string; pointer: string } {
  const hash = location.indexOf('#');
  if (hash < 0) return { uri: location, pointer: '' };
  let pointer = location.slice(hash + 1);
  try {
    pointer = decodeURIComponent(pointer);
  } catch {
    // Keep the raw fragment: a malformed escape is better shown than dropped.
  }
  return { uri: location.slice(0, hash), pointer };
}

export class SchemaLocator {
  private readonly parsed = new Map<string, { text: string; document: ParsedDocument }>();
  /** By rule; each with the document it was read from (its store URI, not the `$id` rules are named by). */
  private readonly related = new Map<
    string,
    { uri: string | undefined; text: string | undefined; info: DiagnosticRelatedInformation[] }
  >();

  constructor(private readonly store: SchemaSources) {}

  /**
   * The JSON at a schema location, if its document is loaded (and parsed here: the quick fixes that ask
   * do without what a large schema would say rather than parse it on every request).
   */
  lookup(location: string): JsonValue | undefined {
    const { uri, pointer } = splitLocation(location);
    const source = this.store.peekSource(uri);
    if (source === undefined || source.deferred) return undefined;
    return source.value === undefined ? undefined : valueAtPointer(source.value, pointer);
  }

  /** The document URI and source range of a schema location, if its document is loaded from text. */
  locate(location: string, part: 'key' | 'value' = 'value'): { uri: string; range: Range } | undefined {
    const { uri, pointer } = splitLocation(location);
    const source = this.store.peekSource(uri);
    if (source?.text === undefined) return undefined;
    let cached = this.parsed.get(source.uri);
    if (cached?.text !== source.text) {
      cached = {
        text: source.text,
        document: parseDocument(source.text, { allowComments: true, allowTrailingCommas: true }),
      };
      this.parsed.set(source.uri, cached);
      if (this.parsed.size > 50) this.parsed.delete(this.parsed.keys().next().value as string);
    }
    const range = cached.document.locate([{ path: pointer, part }])[0];
    return range ? { uri: source.uri, range: toRange(range) } : undefined;
  }

  /**
   * Lets go of what was read of schema documents the store let go of: a large schema's parse here (for
   * go to definition and hover) is several times its text.
   */
  forget(uris: readonly string[]): void {
    const gone = new Set(uris);
    for (const uri of gone) this.parsed.delete(uri);
    for (const [key, memo] of this.related) {
      if (memo.uri !== undefined && gone.has(memo.uri)) this.related.delete(key);
    }
  }

  /** How many schema documents are held parsed here, and how many rules' places (for tests). */
  get held(): { parsed: number; related: number } {
    return { parsed: this.parsed.size, related: this.related.size };
  }

  /** Where the rule that an error broke is written, most precisely (the `required` entry itself). */
  relatedInformation(error: ValidationError): DiagnosticRelatedInformation[] {
    // Many errors share a rule (every record missing the same property): look each rule up once.
    const missing = error.params.missingProperty;
    const key = `${error.schemaPath}\u0000${typeof missing === 'string' ? missing : ''}`;
    const source = this.store.peekSource(error.schemaPath.replace(/#.*$/, ''));
    // A large schema's rules are located where it was parsed (the document worker sends them along).
    if (source?.deferred) return [];
    const memo = this.related.get(key);
    if (memo && memo.text === source?.text) return memo.info;
    const info = this.findRelated(error);
    if (this.related.size > 5000) this.related.clear();
    this.related.set(key, { uri: source?.uri, text: source?.text, info });
    return info;
  }

  private findRelated(error: ValidationError): DiagnosticRelatedInformation[] {
    let location = error.schemaPath;
    const missing = error.params.missingProperty;
    if (error.keyword === 'required' && typeof missing === 'string') {
      const required = this.lookup(location);
      const index = Array.isArray(required) ? required.indexOf(missing) : -1;
      if (index >= 0) location = `${location}/${index}`;
    }
    const found = this.locate(location, 'value') ?? this.locate(error.schemaPath, 'value');
    if (!found) return [];
    const name = found.uri.slice(found.uri.lastIndexOf('/') + 1);
    return [
      {
        location: { uri: found.uri, range: found.range },
        message: hostTexts().t('related.rule', { keyword: error.keyword, file: decodeURIComponent(name) }),
      },
    ];
  }
}
