/**
 * The server's side of `LanguageFeatureHost`: what completion, hover and navigation read of the open
 * documents, the associations, the schema store and the workspace's schema files, kept out of
 * `server.ts` so that it only wires the protocol.
 */
import type { Diagnostic, Position, Range } from 'vscode-languageserver';
import type { DiagnosticData, ValidatorSettings } from '../../../shared/src/protocol';
import { MAX_SCHEMA_FILE_BYTES } from '../../../shared/src/limits';
import { choiceAmong } from '../../../host/src/associations';
import type { Configuration } from '../../../host/src/configuration';
import type { DocumentWorker } from '../worker/documentWorker';
import type { DocumentStore, OpenDocument } from '../documents/documentStore';
import type { Environment } from '../../../host/src/environment';
import type { LanguageFeatureHost } from './languageFeatures';
import type { SchemaFileIndex } from '../schemas/schemaFiles';
import type { SchemaLocator } from '../schemas/schemaLocations';
import type { SchemaStore } from '../../../host/src/schemaStore';
import { uriToPath } from '../../../host/src/uris';
import { schemaOfChoice } from '../documents/validation';

/** The server's parts the editor features read, and its client's flags. */
export interface FeatureSources {
  documents: DocumentStore;
  config: Configuration;
  store: SchemaStore;
  locator: SchemaLocator;
  environment: Environment;
  schemaFiles: SchemaFileIndex;
  settingsFor(uri: string): ValidatorSettings;
  /** The document worker that validates an open document, if one does. */
  workerOf(doc: OpenDocument): DocumentWorker | undefined;
  /** The diagnostics last published for an open document. */
  diagnosticsOf(uri: string): readonly Diagnostic[];
  /** Read at each request: VS Code's JSON language features are present; the client inserts snippets. */
  client: { readonly builtInJson: boolean; readonly snippetSupport: boolean };
}

function contains(range: Range, p: Position): boolean {
  const after =
    p.line > range.start.line || (p.line === range.start.line && p.character >= range.start.character);
  const before = p.line < range.end.line || (p.line === range.end.line && p.character <= range.end.character);
  return after && before;
}

/** The host of `LanguageFeatures` over the server's parts. */
export function featureHost(s: FeatureSources): LanguageFeatureHost {
  const fileWithId = (uri: string): Promise<string | undefined> =>
    s.schemaFiles.fileWithId(uri.replace(/#.*$/, ''));
  // The open editor's text, else the file's, else a schema the workspace holds under its `$id`, else a
  // loaded schema's (downloads).
  const readText = async (uri: string): Promise<string | undefined> => {
    const open = s.documents.get(uri);
    if (open) return open.document.getText();
    const path = uriToPath(uri);
    if (path !== undefined) return s.environment.readFile(path, MAX_SCHEMA_FILE_BYTES).catch(() => undefined);
    const file = await fileWithId(uri);
    if (file !== undefined) return readText(file);
    return s.store.peekSource(uri)?.text;
  };
  return {
    openText: (uri) => {
      const open = s.documents.get(uri);
      // A document given up on (it ran the document worker out of memory) is not parsed here either, and
      // one out of sync has a text the editor no longer shows: positions in it would point elsewhere.
      const doc = open?.lost === undefined && open?.outOfSync === undefined ? open?.document : undefined;
      if (!doc) return undefined;
      return {
        uri,
        version: doc.version,
        text: doc.getText(),
        positionAt: (o) => doc.positionAt(o),
        offsetAt: (p) => doc.offsetAt(p),
      };
    },
    remote: (uri) => {
      const open = s.documents.get(uri);
      const worker = open && open.lost === undefined ? s.workerOf(open) : undefined;
      if (open === undefined || worker === undefined) return undefined;
      return {
        outline: (version, cursor) => worker.outline(open.key, version, cursor),
        echo: (of, path, here, wanted) => worker.echo(open.key, of, path, here, wanted),
      };
    },
    associations: (uri, schemaProperty) => s.config.associationsOf(uri, schemaProperty),
    schemaFor: async (uri, schemaProperty) => {
      const choice = choiceAmong(s.config.associationsOf(uri, schemaProperty));
      if (!choice) return undefined;
      const entry = await schemaOfChoice(s.store, choice);
      // A large schema is compiled on the document worker; completion and hover compile it here too.
      return entry.compiled || entry.remote === undefined
        ? entry
        : { ...entry, compiled: s.store.compiledHere(entry) };
    },
    locate: (location, part) => s.locator.locate(location, part),
    settingsFor: (uri) => s.settingsFor(uri),
    builtInJson: () => s.client.builtInJson,
    snippetSupport: () => s.client.snippetSupport,
    schemaFiles: () => s.schemaFiles.list(),
    readText,
    openUris: () => s.documents.all().map((d) => d.uri),
    problemDetails: (uri, position) =>
      s.diagnosticsOf(uri).flatMap((d) => {
        const detail = (d.data as DiagnosticData | undefined)?.detail;
        return detail !== undefined && contains(d.range, position) ? [detail] : [];
      }),
    fileOf: async (uri) => (uri.startsWith('file:') ? uri : ((await fileWithId(uri)) ?? uri)),
  };
}
