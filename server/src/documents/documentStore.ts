/**
 * Open documents: their text under incremental sync, and per-document state of the validation
 * pipeline (the pending debounce timer, the generation that tells a stale run from the current one,
 * the incremental parse and validation state, and how long the last validation took).
 */
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { DocumentSession } from './documentSession';
import { checkContentChanges } from '../transport/protocolParams';
import { TextBuffer } from './textBuffer';
import { normalizeUri } from '../../../host/src/uris';
import { parseOptionsFor } from './validation';

export interface OpenDocument {
  /** The URI exactly as the client sent it (used when talking back to the client). */
  uri: string;
  /** The normalised URI (used for comparisons and as the key). */
  key: string;
  document: TextBuffer;
  /** Increases with every change; a validation run publishes only if it is still current. */
  generation: number;
  /** Cancels the pending validation (see runLater), when one is scheduled. */
  cancel?: () => void;
  /** The parse tree and validation cache that follow the edits (see documentSession.ts). */
  session: DocumentSession;
  /** Milliseconds the last validation of an edit took (the debounce shrinks when it is quick). */
  lastRunMs?: number;
  /** How many times the document worker's thread ended while reading this document. */
  workerFailures: number;
  /** Why the document is no longer validated (the document worker's thread ended too often). */
  lost?: string;
  /** The document worker read it from its didOpen's bytes (see earlyOpen.ts), until its first squiggles. */
  readEarly?: boolean;
  /**
   * Why the server no longer knows the text: a change the protocol does not allow was refused. Until a
   * change replaces the whole text (or the document is reopened), changes are not applied.
   */
  outOfSync?: string;
}

/** What a didChange did to an open document. */
export interface ChangeOutcome {
  doc: OpenDocument;
  /** Why the changes were refused (the document is now out of sync), when they were. */
  refused?: string;
  /** Whether the text changed (false while the document stays out of sync). */
  applied: boolean;
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
      document: new TextBuffer(uri, languageId, version, text),
      generation: 0,
      workerFailures: 0,
      session: new DocumentSession(parseOptionsFor(uri, languageId)),
    };
    this.documents.set(key, entry);
    return entry;
  }

  /**
   * Applies incremental (or full) changes; returns undefined for a document that is not open. Each change
   * also goes, as offsets, to the document's session and to `forward` (the document worker). A change
   * the protocol does not allow is refused with the whole notification (none of its changes is applied:
   * the ones before it were made against a text the client may have computed wrongly), and the document
   * is out of sync until a change replaces its whole text.
   */
  change(
    uri: string,
    version: number,
    changes: readonly unknown[],
    forward?: (key: string, start: number, end: number, text: string, version: number) => void,
  ): ChangeOutcome | undefined {
    const entry = this.documents.get(normalizeUri(uri));
    if (!entry) return undefined;
    const refused = checkContentChanges(changes);
    if (refused !== undefined) {
      const first = entry.outOfSync === undefined;
      entry.outOfSync = refused;
      if (first) entry.generation++;
      return { doc: entry, refused, applied: false };
    }
    let from = 0;
    if (entry.outOfSync !== undefined) {
      // Only a whole new text brings the document back; the changes after it apply to that text.
      from = changes.findLastIndex((c) => (c as { range?: unknown }).range === undefined);
      if (from < 0) return { doc: entry, applied: false };
      entry.outOfSync = undefined;
    }
    const session = entry.session;
    entry.document.update(
      changes.slice(from) as TextDocumentContentChangeEvent[],
      version,
      (start, end, text) => {
        session.noteEdit(start, end, text.length);
        forward?.(entry.key, start, end, text, version);
      },
    );
    entry.generation++;
    return { doc: entry, applied: true };
  }

  /** Forgets a document and cancels its pending validation. */
  close(uri: string): OpenDocument | undefined {
    const key = normalizeUri(uri);
    const entry = this.documents.get(key);
    if (!entry) return undefined;
    entry.cancel?.();
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
