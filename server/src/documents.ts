/**
 * Open documents: their text under incremental sync, and per-document state of the validation
 * pipeline (the pending debounce timer, the generation that tells a stale run from the current one,
 * and the last results, reused by code actions).
 */
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { normalizeUri } from './uris';

export interface OpenDocument {
  /** The URI exactly as the client sent it (used when talking back to the client). */
  uri: string;
  /** The normalised URI (used for comparisons and as the key). */
  key: string;
  document: TextDocument;
  /** Increases with every change; a validation run publishes only if it is still current. */
  generation: number;
  timer?: ReturnType<typeof setTimeout>;
}

export class DocumentStore {
  private readonly documents = new Map<string, OpenDocument>();

  /** Records a newly opened document. */
  open(uri: string, languageId: string, version: number, text: string): OpenDocument {
    const key = normalizeUri(uri);
    this.close(uri);
    const entry: OpenDocument = {
      uri,
      key,
      document: TextDocument.create(uri, languageId, version, text),
      generation: 0,
    };
    this.documents.set(key, entry);
    return entry;
  }

  /** Applies incremental (or full) changes; returns undefined for a document that is not open. */
  change(uri: string, version: number, changes: TextDocumentContentChangeEvent[]): OpenDocument | undefined {
    const entry = this.documents.get(normalizeUri(uri));
    if (!entry) return undefined;
    entry.document = TextDocument.update(entry.document, changes, version);
    entry.generation++;
    return entry;
  }

  /** Forgets a document and cancels its pending validation. */
  close(uri: string): OpenDocument | undefined {
    const key = normalizeUri(uri);
    const entry = this.documents.get(key);
    if (!entry) return undefined;
    if (entry.timer) clearTimeout(entry.timer);
    entry.generation++;
    this.documents.delete(key);
    return entry;
  }

  get(uri: string): OpenDocument | undefined {
    return this.documents.get(normalizeUri(uri));
  }

  all(): OpenDocument[] {
    return [...this.documents.values()];
  }
}
