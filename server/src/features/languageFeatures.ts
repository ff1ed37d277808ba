/**
 * The editing features (completion, hover, go to definition; navigation in schema files) behind one
 * narrow host interface on the server's documents, associations and schemas. Each feature lives in its
 * own module under `editing/` or `schemaNavigation/`; this class only finds the document, its view and
 * its compiled schema, decides whether we answer (see builtInJson.ts), and converts offsets.
 */
import type {
  CompletionItem,
  CompletionList,
  CompletionParams,
  DefinitionParams,
  DocumentLink,
  DocumentLinkParams,
  Hover,
  HoverParams,
  Location,
  LocationLink,
  Position,
  PrepareRenameParams,
  Range,
  ReferenceParams,
  RenameParams,
  ServerCapabilities,
  TextEdit,
  WorkspaceEdit,
} from 'vscode-languageserver';
import type { CompiledSchema, JsonValue, ParsedDocument, PathSegment } from '../../../shared/src/index';
import type { ValidatorSettings } from '../../../shared/src/protocol';
import type { Association } from '../../../host/src/associations';
import { isMetaSchemaUri } from '../../../host/src/associations';
import { weServe } from '../coexistence/builtInJson';
import { CompletionComputer } from './editing/completion';
import { cursorContext, pointedValue } from './editing/cursor';
import type { Span } from './editing/cursor';
import { declarationsAt } from './editing/definition';
import { DocumentViews, documentPath, WHOLE_PARSE_LIMIT } from './editing/documentView';
import type { Echo, EditingView } from './editing/documentView';
import { outlineBase, type Outline } from './editing/outline';
import { hoverAt } from './editing/hover';
import { treeValue, valueAt } from './editing/probeValues';
import { looksLikeSchema } from '../schemas/schemaFiles';
import { REFERENCE_KEYWORDS, SchemaNavigation } from './schemaNavigation';
import type { SchemaEntry } from '../../../host/src/schemaStore';
import { rootSchemaProperty } from '../../../host/src/schemaText';

/** An open document's text and how offsets map to positions. */
export interface OpenText {
  uri: string;
  version: number;
  text: string;
  positionAt(offset: number): Position;
  offsetAt(position: Position): number;
}

/** What the editing features can ask of the document worker about a document it holds. */
export interface OutlineSource {
  /** The outline of the text at `version` around `cursor` (undefined: the worker has another version). */
  outline(version: number, cursor: number): Promise<Outline | undefined>;
  /** Which of `wanted` VS Code's JSON support offers at `path` (see builtInEcho.ts). */
  echo(
    of: 'names' | 'values',
    path: readonly PathSegment[],
    here: JsonValue | undefined,
    wanted: ReadonlySet<string>,
  ): Promise<Set<string>>;
}

/** What the features need from the server. */
export interface LanguageFeatureHost {
  openText(uri: string): OpenText | undefined;
  /** The document worker's side of an open document it validates, else undefined. */
  remote(uri: string): OutlineSource | undefined;
  /** Every association that matches the document (given its root `$schema`), highest priority first. */
  associations(uri: string, schemaProperty: string | undefined): readonly Association[];
  /** The schema in force for the document (given its root `$schema`), compiled; undefined when none applies. */
  schemaFor(uri: string, schemaProperty: string | undefined): Promise<SchemaEntry | undefined>;
  /** The document and range of a schema location (`uri#/pointer`), if its text is known. */
  locate(location: string, part: 'key' | 'value'): { uri: string; range: Range } | undefined;
  settingsFor(uri: string): ValidatorSettings;
  /** Whether VS Code's built-in JSON language features are present (from initializationOptions). */
  builtInJson(): boolean;
  /** Whether the client inserts snippets. */
  snippetSupport(): boolean;
  /** Schema files of the workspace (absolute URIs), for `$schema` values. */
  schemaFiles(): Promise<string[]>;
  /** The text of any document: the open editor's, else the file's or a cached download's. */
  readText(uri: string): Promise<string | undefined>;
  /** URIs of the open documents. */
  openUris(): string[];
  /** The whole explanations of the schema problems shortened in the Problems rows at a position. */
  problemDetails(uri: string, position: Position): string[];
  /** The workspace file a schema `$id` names, else the URI itself. */
  fileOf(uri: string): Promise<string>;
}

/** A hover's contents as one markdown text. */
function markdownOf(contents: Hover['contents']): string {
  if (typeof contents === 'string') return contents;
  if (Array.isArray(contents)) return contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n\n');
  return contents.value;
}

/** Relative reference from a document to another file (`./schemas/a.json`, `../b.json`). */
export function relativeUri(from: string, to: string): string | undefined {
  const a = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)(\/.*)$/i.exec(from);
  const b = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)(\/.*)$/i.exec(to);
  if (!a || !b || a[1] !== b[1]) return undefined;
  const fromDir = a[2].split('/').slice(0, -1);
  const target = b[2].split('/');
  let common = 0;
  while (common < fromDir.length && common < target.length - 1 && fromDir[common] === target[common]) {
    common++;
  }
  const up = fromDir.length - common;
  const rest = target.slice(common).join('/');
  try {
    return decodeURIComponent(up === 0 ? `./${rest}` : `${'../'.repeat(up)}${rest}`);
  } catch {
    return undefined;
  }
}

/** The server capabilities of these features. */
export function featureCapabilities(): Pick<
  ServerCapabilities,
  | 'completionProvider'
  | 'hoverProvider'
  | 'definitionProvider'
  | 'documentLinkProvider'
  | 'referencesProvider'
  | 'renameProvider'
> {
  return {
    completionProvider: { triggerCharacters: ['"', ':'], resolveProvider: true },
    hoverProvider: true,
    definitionProvider: true,
    documentLinkProvider: { resolveProvider: false },
    referencesProvider: true,
    renameProvider: { prepareProvider: true },
  };
}

export class LanguageFeatures {
  private readonly views = new DocumentViews();

  /** Whole texts the editing features parsed (tests: a large document is not parsed per request). */
  get fullParses(): number {
    return this.views.stats.fullParses;
  }

  /** Requests in documents on the worker whose outline did not narrow the text (so nothing answered). */
  get unnarrowed(): number {
    return this.views.stats.unnarrowed;
  }
  /** Documentation of the last completion list's items, given on `completionItem/resolve`. */
  private documentation = new Map<number, string>();
  private nextItem = 0;

  private readonly navigation: SchemaNavigation;

  constructor(private readonly host: LanguageFeatureHost) {
    this.navigation = new SchemaNavigation({
      readText: (uri) => host.readText(uri),
      fileOf: (uri) => host.fileOf(uri),
      searchScope: async () => {
        const files = await host.schemaFiles();
        const open = host.openUris().filter((uri) => {
          const text = host.openText(uri)?.text;
          return text !== undefined && (/\.schema\.json$/i.test(uri) || looksLikeSchema(text));
        });
        return [...new Set([...files, ...open])];
      },
      builtInLinksLocalPointers: (uri) =>
        host.builtInJson() && host.settingsFor(uri).languageFeatures === 'auto',
    });
  }

  /** The key or value under the cursor, as a document path. */
  private async pointedAt(
    uri: string,
    position: Position,
  ): Promise<{ path: PathSegment[]; onKey: boolean; isString: boolean } | undefined> {
    const doc = this.host.openText(uri);
    if (doc === undefined) return undefined;
    const offset = doc.offsetAt(position);
    const view = await this.viewAt(doc, offset);
    if (view === undefined) return undefined;
    const pointed = pointedValue(view.tree, offset - view.offset);
    if (pointed === undefined) return undefined;
    return {
      path: documentPath(view, pointed.path),
      onKey: pointed.onKey,
      isString: pointed.node?.type === 'string',
    };
  }

  /**
   * The view of a document around `offset`. A large document on the document worker is outlined there,
   * and its whole text is never parsed on this thread: where the outline of the text as it is does not
   * narrow it (an edit closed the root early, so the cursor is past its end), there is no view and the
   * features answer nothing, as they would for text after the root. Only when the worker cannot answer at
   * all (its thread stopped under the request) is the text parsed here.
   */
  private async viewAt(doc: OpenText, offset: number): Promise<EditingView | undefined> {
    const remote = doc.text.length > WHOLE_PARSE_LIMIT ? this.host.remote(doc.uri) : undefined;
    if (remote !== undefined) {
      // The worker holds the whole value; the request's own value at the path is what is being typed.
      const echo: Echo = {
        names: (root, path, wanted) =>
          remote.echo('names', path, valueAt(root, path), wanted).catch(() => new Set<string>()),
        values: (root, path, wanted) =>
          remote.echo('values', path, valueAt(root, path), wanted).catch(() => new Set<string>()),
      };
      const kept = this.views.viewFromLastOutline(doc.uri, doc.text, offset, echo);
      if (kept !== undefined) return kept;
      let outline: Outline | undefined;
      try {
        outline = await remote.outline(doc.version, offset);
      } catch {
        // The thread stopped under the request: the text is here.
        outline = undefined;
      }
      if (outline !== undefined) {
        // Kept for the next requests only while the document is still open as it was (it may have been
        // closed while the worker answered).
        const keep = this.host.openText(doc.uri)?.version === doc.version;
        return this.views.viewFromOutline(doc.uri, outlineBase(doc.text, outline), offset, echo, keep);
      }
    }
    return this.views.viewOf(doc.uri, doc.text, offset);
  }

  /** A full parse of a document the validator made (large documents are narrowed with it). */
  rememberParse(uri: string, parsed: ParsedDocument): void {
    this.views.remember(uri, parsed);
  }

  closed(uri: string): void {
    this.views.forget(uri);
  }

  private rangeOf(doc: OpenText, span: Span): Range {
    return { start: doc.positionAt(span.offset), end: doc.positionAt(span.offset + span.length) };
  }

  /** The document, its view around the cursor and what applies to it. */
  private async context(
    uri: string,
    position: Position,
  ): Promise<
    | {
        doc: OpenText;
        offset: number;
        view: EditingView;
        associations: readonly Association[];
        schemaProperty: string | undefined;
        compiled: CompiledSchema | undefined;
      }
    | undefined
  > {
    const doc = this.host.openText(uri);
    if (doc === undefined) return undefined;
    const offset = doc.offsetAt(position);
    const view = await this.viewAt(doc, offset);
    if (view === undefined) return undefined;
    const schemaProperty = rootSchemaProperty(view.document(treeValue(view.tree)));
    const associations = this.host.associations(uri, schemaProperty);
    const compiled = (await this.host.schemaFor(uri, schemaProperty))?.compiled;
    return { doc, offset, view, associations, schemaProperty, compiled };
  }

  private serves(
    uri: string,
    associations: readonly Association[],
    schemaProperty: string | undefined,
  ): boolean {
    return weServe(
      this.host.settingsFor(uri).languageFeatures,
      this.host.builtInJson(),
      associations,
      schemaProperty,
    );
  }

  /** `textDocument/completion`. */
  async completion(params: CompletionParams): Promise<CompletionList | null> {
    const c = await this.context(params.textDocument.uri, params.position);
    if (c === undefined) return null;
    const local = c.offset - c.view.offset;
    // While the root "$schema" value is being typed, what it names so far decides nothing.
    const cursor = cursorContext(c.view.text, c.view.tree, local);
    const inSchemaValue =
      cursor.kind === 'value' && documentPath(c.view, cursor.path).join('/') === '$schema';
    const schemaProperty = inSchemaValue ? undefined : c.schemaProperty;
    const associations = inSchemaValue
      ? this.host.associations(params.textDocument.uri, undefined)
      : c.associations;
    if (!this.serves(params.textDocument.uri, associations, schemaProperty)) return null;
    if (c.schemaProperty !== undefined && isMetaSchemaUri(c.schemaProperty) && !inSchemaValue) return null;
    const doc = c.doc;
    const view = c.view;
    const computer = new CompletionComputer(
      view,
      inSchemaValue ? undefined : c.compiled,
      {
        snippets: this.host.snippetSupport(),
        offerSchemaKeyword:
          this.host.settingsFor(doc.uri).languageFeatures === 'always' || !this.host.builtInJson(),
        echoBuiltIn: this.host.settingsFor(doc.uri).languageFeatures === 'auto' && this.host.builtInJson(),
        schemaFiles: async () =>
          (await this.host.schemaFiles())
            .filter((f) => f !== doc.uri)
            .map((f) => relativeUri(doc.uri, f))
            .filter((f): f is string => f !== undefined),
      },
      (span, newText): TextEdit => ({
        range: this.rangeOf(doc, { offset: span.offset + view.offset, length: span.length }),
        newText,
      }),
    );
    const result = await computer.complete(local);
    this.documentation = new Map();
    for (const item of result.items) {
      const data = item.data as { documentation?: string } | undefined;
      if (data?.documentation) {
        const id = this.nextItem++;
        this.documentation.set(id, data.documentation);
        item.data = { id };
      } else delete item.data;
    }
    return { isIncomplete: result.isIncomplete, items: result.items };
  }

  /** `completionItem/resolve`: the documentation of an item of the last list. */
  completionResolve(item: CompletionItem): CompletionItem {
    const id = (item.data as { id?: unknown } | undefined)?.id;
    const documentation = typeof id === 'number' ? this.documentation.get(id) : undefined;
    if (documentation !== undefined) item.documentation = { kind: 'markdown', value: documentation };
    return item;
  }

  /**
   * `textDocument/hover`: what the schema says of the value, and, on a schema problem whose Problems
   * row is shortened, its whole explanation.
   */
  async hover(params: HoverParams): Promise<Hover | null> {
    const details = this.host.problemDetails(params.textDocument.uri, params.position);
    const described = await this.describe(params);
    if (details.length === 0) return described;
    const own = described ? markdownOf(described.contents) : '';
    return { contents: { kind: 'markdown', value: [...details, ...(own ? [own] : [])].join('\n\n---\n\n') } };
  }

  private async describe(params: HoverParams): Promise<Hover | null> {
    const c = await this.context(params.textDocument.uri, params.position);
    if (c?.compiled === undefined) return null;
    if (!this.serves(params.textDocument.uri, c.associations, c.schemaProperty)) return null;
    const doc = c.doc;
    return (
      hoverAt(
        c.compiled,
        c.view,
        c.offset - c.view.offset,
        (documentUri, pointer) => {
          const found = this.host.locate(`${documentUri}#${pointer.replace(/%/g, '%25')}`, 'key');
          return found ? { uri: found.uri, line: found.range.start.line } : undefined;
        },
        (span) => this.rangeOf(doc, span),
      ) ?? null
    );
  }

  /** `textDocument/definition`: from a `$ref` to its target, else from a document to its schema. */
  async definition(params: DefinitionParams): Promise<LocationLink[] | null> {
    const pointed = await this.pointedAt(params.textDocument.uri, params.position);
    if (
      pointed &&
      !pointed.onKey &&
      pointed.isString &&
      REFERENCE_KEYWORDS.has(String(pointed.path.at(-1)))
    ) {
      return this.navigation.definition(params.textDocument.uri, pointed.path);
    }
    const c = await this.context(params.textDocument.uri, params.position);
    if (c?.compiled === undefined) return null;
    const found = declarationsAt(c.compiled, c.view, c.offset - c.view.offset);
    if (found === undefined) return null;
    const links: LocationLink[] = [];
    for (const d of found.declarations) {
      const location = `${d.documentUri}#${d.pointer.replace(/%/g, '%25')}`;
      const value = this.host.locate(location, 'value');
      const key = this.host.locate(location, 'key') ?? value;
      if (value === undefined || key === undefined) continue;
      links.push({
        originSelectionRange: this.rangeOf(c.doc, found.origin),
        targetUri: value.uri,
        targetRange: { start: key.range.start, end: value.range.end },
        targetSelectionRange: key.range,
      });
    }
    return links.length > 0 ? links : null;
  }

  /** `textDocument/documentLink`: the targets of `$ref`s (see schemaNavigation.ts). */
  documentLinks(params: DocumentLinkParams): Promise<DocumentLink[]> {
    return this.navigation.links(params.textDocument.uri);
  }

  /** `textDocument/references` of a `$defs`/`definitions` entry (or of a `$ref`'s target). */
  async references(params: ReferenceParams): Promise<Location[] | null> {
    const pointed = await this.pointedAt(params.textDocument.uri, params.position);
    if (!pointed) return null;
    return this.navigation.references(
      params.textDocument.uri,
      pointed.path,
      pointed.onKey,
      params.context.includeDeclaration,
    );
  }

  /** `textDocument/prepareRename`. */
  async prepareRename(params: PrepareRenameParams): Promise<{ range: Range; placeholder: string } | null> {
    const pointed = await this.pointedAt(params.textDocument.uri, params.position);
    if (!pointed) return null;
    return this.navigation.prepareRename(params.textDocument.uri, pointed.path, pointed.onKey);
  }

  /** `textDocument/rename` of a `$defs`/`definitions` entry and every reference to it. */
  async rename(params: RenameParams): Promise<WorkspaceEdit | null> {
    const pointed = await this.pointedAt(params.textDocument.uri, params.position);
    if (!pointed) return null;
    return this.navigation.rename(params.textDocument.uri, pointed.path, pointed.onKey, params.newName);
  }
}
