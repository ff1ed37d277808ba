/**
 * Navigation in schema files: go to definition on `$ref`/`$dynamicRef`/`$recursiveRef` values (local
 * pointers, anchors, `$id`-relative and file references, resolved by the core as validation resolves
 * them), document links on them, find references of a subschema (a `$defs`/`definitions` entry) across
 * the workspace's schema files, and rename of a `$defs`/`definitions` entry that updates every `$ref`.
 */
import { ResponseError } from 'vscode-languageserver';
import type {
  DocumentLink,
  Location,
  LocationLink,
  Range,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver';
import { formatPointer, parseDocument, parsePointer, schemaReferences } from '../../../shared/src/index';
import type { JsonValue, ParsedDocument, PathSegment, SchemaReference } from '../../../shared/src/index';
import { escapePointerSegment } from '../../../shared/src/json/pointer';
import { normalizeUri } from '../../../host/src/uris';

/** Keywords whose value names a subschema. */
export const REFERENCE_KEYWORDS: ReadonlySet<string> = new Set(['$ref', '$dynamicRef', '$recursiveRef']);
/** Keywords that hold named subschemas meant to be referenced. */
const DEFINITION_KEYWORDS: ReadonlySet<string> = new Set(['$defs', 'definitions']);
/** How many rounds of "load the documents references need" before giving up. */
const MAX_ROUNDS = 5;

/** What navigation needs from the server. */
export interface NavigationHost {
  /** The text of a document: the open editor's, else the file's (or a cached download); undefined if none. */
  readText(uri: string): Promise<string | undefined>;
  /** The URI to show for a document: a workspace file for a schema known by its `$id`, else the URI itself. */
  fileOf(uri: string): Promise<string>;
  /** Schema files of the workspace and open documents to search for references. */
  searchScope(): Promise<string[]>;
  /**
   * Whether VS Code's built-in JSON support shows links for `$ref` values that are plain `#/...`
   * pointers into the same document (then we leave those to it).
   */
  builtInLinksLocalPointers(uri: string): boolean;
}

interface Loaded {
  uri: string;
  text: string;
  parsed: ParsedDocument;
}

/** Where a reference's string value is, without its quotes. */
function inner(range: Range): Range {
  return {
    start: { line: range.start.line, character: range.start.character + 1 },
    end: { line: range.end.line, character: range.end.character - 1 },
  };
}

function compareRanges(a: Range, b: Range): number {
  return a.start.line - b.start.line || a.start.character - b.start.character;
}

/** Whether VS Code's built-in links handle a reference (it resolves `#/...` from the document root). */
function builtInLinks(reference: SchemaReference, value: JsonValue | undefined): boolean {
  if (reference.keyword !== '$ref') return false;
  const ref = reference.ref;
  if (ref !== '#' && !ref.startsWith('#/')) return false;
  let node: JsonValue | undefined = value;
  for (const segment of ref === '#' ? [] : ref.slice(2).split('/')) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(key)) node = node[Number(key)];
    else if (node !== null && typeof node === 'object' && !Array.isArray(node) && Object.hasOwn(node, key)) {
      node = node[key];
    } else return false;
  }
  return true;
}

/** Percent-encodes what a URI fragment cannot hold as is (a new name in a rewritten reference). */
function fragmentSegment(name: string): string {
  return escapePointerSegment(name).replace(/[%\s"#<>\\^`{|}]/g, (c) => encodeURIComponent(c));
}

export class SchemaNavigation {
  private readonly cache = new Map<string, Loaded>();

  constructor(private readonly host: NavigationHost) {}

  private async load(uri: string): Promise<Loaded | undefined> {
    const key = await this.host.fileOf(normalizeUri(uri));
    const text = await this.host.readText(key);
    if (text === undefined) return undefined;
    const cached = this.cache.get(key);
    if (cached?.text === text) return cached;
    const loaded = {
      uri: key,
      text,
      parsed: parseDocument(text, { allowComments: true, allowTrailingCommas: true }),
    };
    this.cache.set(key, loaded);
    if (this.cache.size > 200) this.cache.delete(this.cache.keys().next().value as string);
    return loaded;
  }

  /** The references of a document, with the documents they lead to loaded (a few rounds). */
  private async referencesOf(doc: Loaded): Promise<SchemaReference[]> {
    if (doc.parsed.value === undefined) return [];
    const schemas: Record<string, JsonValue> = {};
    let index = schemaReferences(doc.uri, doc.parsed.value, { schemas });
    for (let round = 0; round < MAX_ROUNDS && index.missing.length > 0; round++) {
      let added = false;
      for (const missing of index.missing) {
        if (Object.hasOwn(schemas, missing)) continue;
        const loaded = await this.load(missing);
        const value = loaded?.parsed.value;
        // Remember unloadable documents too, so they are not asked for again.
        schemas[missing] = value ?? {};
        added ||= value !== undefined;
      }
      if (!added) break;
      index = schemaReferences(doc.uri, doc.parsed.value, { schemas });
    }
    for (const r of index.references) {
      if (r.target) r.target.documentUri = await this.host.fileOf(normalizeUri(r.target.documentUri));
    }
    return index.references;
  }

  private async locate(uri: string, pointer: string, part: 'key' | 'value'): Promise<Range | undefined> {
    const doc = await this.load(uri);
    const range = doc?.parsed.locate([{ path: pointer, part }])[0];
    return range ? { start: range.start, end: range.end } : undefined;
  }

  /** The reference whose value is at `path` (the cursor on a `$ref` string), if any. */
  private async referenceAt(
    uri: string,
    path: readonly PathSegment[],
  ): Promise<{ doc: Loaded; reference: SchemaReference } | undefined> {
    if (!REFERENCE_KEYWORDS.has(String(path[path.length - 1]))) return undefined;
    const doc = await this.load(uri);
    if (doc === undefined) return undefined;
    const pointer = formatPointer(path);
    const reference = (await this.referencesOf(doc)).find((r) => r.pointer === pointer);
    return reference ? { doc, reference } : undefined;
  }

  /** Go to definition on a reference value. */
  async definition(uri: string, path: readonly PathSegment[]): Promise<LocationLink[] | null> {
    const found = await this.referenceAt(uri, path);
    const target = found?.reference.target;
    if (!found || !target) return null;
    const value = await this.locate(target.documentUri, target.pointer, 'value');
    if (!value) return null;
    const key = (await this.locate(target.documentUri, target.pointer, 'key')) ?? value;
    const origin = await this.locate(uri, found.reference.pointer, 'value');
    return [
      {
        ...(origin ? { originSelectionRange: inner(origin) } : {}),
        targetUri: target.documentUri,
        targetRange: { start: key.start, end: value.end },
        targetSelectionRange: key,
      },
    ];
  }

  /** Document links on every reference that resolves (not those VS Code's JSON support links itself). */
  async links(uri: string): Promise<DocumentLink[]> {
    const doc = await this.load(uri);
    if (doc === undefined) return [];
    const skipLocal = this.host.builtInLinksLocalPointers(uri);
    const references = (await this.referencesOf(doc)).filter(
      (r) => r.target !== undefined && !(skipLocal && builtInLinks(r, doc.parsed.value)),
    );
    const ranges = doc.parsed.locate(references.map((r) => ({ path: r.pointer, part: 'value' as const })));
    const links: DocumentLink[] = [];
    for (const [i, r] of references.entries()) {
      const range = ranges[i];
      const target = r.target;
      if (!range || !target) continue;
      const at = await this.locate(target.documentUri, target.pointer, 'value');
      if (!at) continue;
      links.push({
        range: inner({ start: range.start, end: range.end }),
        target: `${target.documentUri}#${at.start.line + 1},${at.start.character + 1}`,
        tooltip: `${r.keyword} ${r.ref}`,
      });
    }
    return links.sort((a, b) => compareRanges(a.range, b.range));
  }

  /**
   * The subschema the cursor names for references and rename: a `$defs`/`definitions` entry's key, or
   * a reference value (then its target).
   */
  private async subjectAt(
    uri: string,
    path: readonly PathSegment[],
    onKey: boolean,
  ): Promise<{ documentUri: string; pointer: string } | undefined> {
    if (onKey && path.length >= 2 && DEFINITION_KEYWORDS.has(String(path[path.length - 2]))) {
      return { documentUri: normalizeUri(uri), pointer: formatPointer(path) };
    }
    if (onKey) return undefined;
    const target = (await this.referenceAt(uri, path))?.reference.target;
    return target ? { documentUri: target.documentUri, pointer: target.pointer } : undefined;
  }

  /** Every reference, in the documents in scope, that leads to the subject (or inside it, with `nested`). */
  private async referencesTo(
    subject: { documentUri: string; pointer: string },
    nested: boolean,
  ): Promise<{ doc: Loaded; reference: SchemaReference }[]> {
    const scope = new Set([subject.documentUri, ...(await this.host.searchScope()).map(normalizeUri)]);
    const found: { doc: Loaded; reference: SchemaReference }[] = [];
    for (const uri of scope) {
      const doc = await this.load(uri);
      if (!doc) continue;
      for (const reference of await this.referencesOf(doc)) {
        const t = reference.target;
        if (!t || t.documentUri !== subject.documentUri) continue;
        if (t.pointer === subject.pointer || (nested && t.pointer.startsWith(`${subject.pointer}/`))) {
          found.push({ doc, reference });
        }
      }
    }
    return found;
  }

  /** `textDocument/references` on a definition's key or a reference value. */
  async references(
    uri: string,
    path: readonly PathSegment[],
    onKey: boolean,
    includeDeclaration: boolean,
  ): Promise<Location[] | null> {
    const subject = await this.subjectAt(uri, path, onKey);
    if (!subject) return null;
    const locations: Location[] = [];
    if (includeDeclaration) {
      const key = await this.locate(subject.documentUri, subject.pointer, 'key');
      if (key) locations.push({ uri: subject.documentUri, range: key });
    }
    const found: Location[] = [];
    for (const { doc, reference } of await this.referencesTo(subject, false)) {
      const range = doc.parsed.locate([{ path: reference.pointer, part: 'value' }])[0];
      if (range) found.push({ uri: doc.uri, range: inner({ start: range.start, end: range.end }) });
    }
    found.sort((a, b) => (a.uri === b.uri ? compareRanges(a.range, b.range) : a.uri < b.uri ? -1 : 1));
    return [...locations, ...found];
  }

  /** The definition a rename at the cursor would rename (a `$defs`/`definitions` entry). */
  private async renameSubject(
    uri: string,
    path: readonly PathSegment[],
    onKey: boolean,
  ): Promise<{ documentUri: string; pointer: string; name: string } | undefined> {
    const subject = await this.subjectAt(uri, path, onKey);
    if (!subject) return undefined;
    const segments = parsePointer(subject.pointer);
    if (segments.length < 2 || !DEFINITION_KEYWORDS.has(segments[segments.length - 2])) return undefined;
    return { ...subject, name: segments[segments.length - 1] };
  }

  /** `textDocument/prepareRename`: the definition's name (on its key, or on a reference to it). */
  async prepareRename(
    uri: string,
    path: readonly PathSegment[],
    onKey: boolean,
  ): Promise<{ range: Range; placeholder: string } | null> {
    const subject = await this.renameSubject(uri, path, onKey);
    if (!subject) return null;
    if (onKey) {
      const key = await this.locate(subject.documentUri, subject.pointer, 'key');
      return key ? { range: inner(key), placeholder: subject.name } : null;
    }
    const at = formatPointer(path);
    const value = await this.locate(uri, at, 'value');
    return value ? { range: inner(value), placeholder: subject.name } : null;
  }

  /** `textDocument/rename` of a `$defs`/`definitions` entry: its key and every reference to it. */
  async rename(
    uri: string,
    path: readonly PathSegment[],
    onKey: boolean,
    newName: string,
  ): Promise<WorkspaceEdit | null> {
    const subject = await this.renameSubject(uri, path, onKey);
    if (!subject) return null;
    if (newName === '') throw new ResponseError(1, 'A definition needs a name.');
    const doc = await this.load(subject.documentUri);
    const segments = parsePointer(subject.pointer);
    const holder = formatPointer(segments.slice(0, -1));
    const siblings = doc?.parsed.memberSpans(holder)?.map((m) => m.key) ?? [];
    if (newName !== subject.name && siblings.includes(newName)) {
      throw new ResponseError(
        1,
        `"${segments[segments.length - 2]}" already has an entry named "${newName}".`,
      );
    }
    const changes: Record<string, TextEdit[]> = {};
    const add = (target: string, edit: TextEdit): void => {
      (changes[target] ??= []).push(edit);
    };
    const key = await this.locate(subject.documentUri, subject.pointer, 'key');
    if (key) add(subject.documentUri, { range: inner(key), newText: JSON.stringify(newName).slice(1, -1) });
    for (const { doc: from, reference } of await this.referencesTo(subject, true)) {
      const rewritten = rewriteReference(reference, subject.pointer, newName);
      if (rewritten === undefined) continue;
      const range = from.parsed.locate([{ path: reference.pointer, part: 'value' }])[0];
      if (!range) continue;
      add(from.uri, {
        range: inner({ start: range.start, end: range.end }),
        newText: JSON.stringify(rewritten).slice(1, -1),
      });
    }
    return { changes };
  }
}

/**
 * The reference text after renaming the definition at `definition` (a document pointer) to `newName`:
 * the fragment's segment that names it is replaced, the rest kept as written. Undefined when the
 * reference does not name it by pointer (an anchor, an `$id`).
 */
export function rewriteReference(
  reference: SchemaReference,
  definition: string,
  newName: string,
): string | undefined {
  const target = reference.target;
  if (!target) return undefined;
  const hash = reference.ref.indexOf('#');
  if (hash < 0) return undefined;
  const fragment = reference.ref.slice(hash + 1);
  if (!fragment.startsWith('/')) return undefined;
  // The fragment is relative to the resource; the definition's position inside it:
  const relative = parsePointer(definition.slice(target.resourcePointer.length));
  const written = fragment.slice(1).split('/');
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return s.replace(/~1/g, '/').replace(/~0/g, '~');
    }
  };
  if (written.length < relative.length) return undefined;
  for (let i = 0; i < relative.length; i++) if (decode(written[i]) !== relative[i]) return undefined;
  written[relative.length - 1] = fragmentSegment(newName);
  return `${reference.ref.slice(0, hash)}#/${written.join('/')}`;
}
