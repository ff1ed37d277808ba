/**
 * Code actions and commands: `textDocument/codeAction` answered from a document's current analysis,
 * and `workspace/executeCommand` (Validate Workspace, Sort Properties in Schema Order, and "Trust
 * domain" for editors other than VS Code, whose extension edits the setting instead).
 */
import type {
  CancellationToken,
  CodeAction,
  CodeActionParams,
  ExecuteCommandParams,
} from 'vscode-languageserver';
import { ErrorCodes, ResponseError } from 'vscode-languageserver';
import type { Position } from 'vscode-languageserver';
import type { CompiledSchema } from '../../../shared/src/index';
import {
  SHOW_SCHEMA_USERS_COMMAND,
  SORT_BY_SCHEMA_COMMAND,
  TRUST_DOMAIN_COMMAND,
  VALIDATE_WORKSPACE_COMMAND,
} from '../../../shared/src/protocol';
import type {
  SchemaUsersResult,
  SortBySchemaResult,
  ValidateWorkspaceResult,
} from '../../../shared/src/protocol';
import type { Configuration } from '../../../host/src/configuration';
import type { SchemaStore } from '../../../host/src/schemaStore';
import type { ClientPort, ProgressReporter } from '../transport/clientPort';
import type { DocumentStore, OpenDocument } from '../documents/documentStore';
import type { Analysis } from '../documents/validation';
import type { CodeActionProvider } from './codeActionProvider';
import { sortActions, sortWorkspaceEdit, TextSorter } from './sortBySchema';
import { hostTexts } from '../../../host/src/displayLanguage';

/** What code actions and commands need of the server's other parts. */
export interface FixesAndCommandsHost {
  readonly client: ClientPort;
  readonly config: Configuration;
  readonly documents: DocumentStore;
  readonly actions: CodeActionProvider;
  store(): SchemaStore;
  /** The analysis of the document's current version (validating now if the last one is stale). */
  currentAnalysis(doc: OpenDocument): Promise<Analysis>;
  revalidate(keys: readonly string[], delay: number): void;
  /** The client takes versioned document edits (`workspace.workspaceEdit.documentChanges`). */
  readonly editorClient: { readonly versionedEdits: boolean };
  validateWorkspace(token: CancellationToken, progress?: ProgressReporter): Promise<ValidateWorkspaceResult>;
  /** The schema lens's command: the files that use a schema (see workspace/schemaLens.ts). */
  showSchemaUsers(uri: string): SchemaUsersResult;
}

export class FixesAndCommands {
  constructor(private readonly host: FixesAndCommandsHost) {}

  /** `textDocument/codeAction`: quick fixes for the problems in the range, and the fix-all source action. */
  async codeActions(params: CodeActionParams): Promise<CodeAction[]> {
    const doc = this.host.documents.get(params.textDocument.uri);
    // A document given up on is not read here either (it ran a thread out of memory).
    if (!doc || doc.lost !== undefined || doc.outOfSync !== undefined) return [];
    let analysis: Analysis;
    try {
      analysis = await this.host.currentAnalysis(doc);
    } catch (error) {
      // Closed or opened again while it was analysed (the document worker then no longer has it): the
      // actions would be for a text that is gone.
      if (this.host.documents.get(doc.uri) !== doc) return [];
      throw error;
    }
    if (this.host.documents.get(doc.uri) !== doc) return [];
    return [
      ...this.host.actions.provide(doc.document, analysis, params),
      ...sortActions(
        doc.document,
        () => analysis.text,
        () => this.compiled(analysis),
        params,
      ),
    ];
  }

  /** The compiled schema of an analysed document (a large schema compiled on the worker: here too). */
  private compiled(analysis: Analysis): CompiledSchema | undefined {
    return analysis.schema && this.host.store().compiledHere(analysis.schema);
  }

  /** `workspace/executeCommand`. */
  async executeCommand(
    params: ExecuteCommandParams,
    token: CancellationToken,
    progress?: ProgressReporter,
  ): Promise<unknown> {
    if (params.command === VALIDATE_WORKSPACE_COMMAND) return this.host.validateWorkspace(token, progress);
    if (params.command === TRUST_DOMAIN_COMMAND) return this.trustDomain(params.arguments?.[0]);
    if (params.command === SORT_BY_SCHEMA_COMMAND) {
      // The arguments' shapes were checked at the door (protocolParams.ts).
      const [uri, position] = (params.arguments ?? []) as [string, Position | null | undefined];
      const result = await this.sortBySchema(uri, position ?? undefined);
      // Whoever ran it learns why nothing changed ("Already in schema order.").
      if (!result.changed) this.host.client.showMessage?.(result.message);
      return result;
    }
    if (params.command === SHOW_SCHEMA_USERS_COMMAND) {
      const uri: unknown = params.arguments?.[0];
      if (typeof uri !== 'string') {
        throw new ResponseError(
          ErrorCodes.InvalidParams,
          `${SHOW_SCHEMA_USERS_COMMAND} takes the schema's URI, not ${JSON.stringify(uri) ?? 'undefined'}`,
        );
      }
      return this.host.showSchemaUsers(uri);
    }
    throw new ResponseError(
      ErrorCodes.InvalidParams,
      `Unknown command ${JSON.stringify(params.command)}: this server runs ${VALIDATE_WORKSPACE_COMMAND}, ${SORT_BY_SCHEMA_COMMAND}, ${TRUST_DOMAIN_COMMAND} and ${SHOW_SCHEMA_USERS_COMMAND}.`,
    );
  }

  /**
   * "Sort Properties in Schema Order" on an open document (the whole document, or the innermost
   * object around `position`), applied through the client.
   */
  private async sortBySchema(uri: string, position: Position | undefined): Promise<SortBySchemaResult> {
    const doc = this.host.documents.get(uri);
    if (!doc) {
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        `${uri} is not open: only open documents are sorted.`,
      );
    }
    const texts = hostTexts();
    const unchanged = (message: string): SortBySchemaResult => ({ changed: false, message });
    if (doc.lost !== undefined || doc.outOfSync !== undefined) {
      return unchanged(texts.t('command.notValidatedNow'));
    }
    const version = doc.document.version;
    const early = TextSorter.tooLarge(doc.document.length);
    if (early !== undefined) return unchanged(early);
    let analysis: Analysis;
    try {
      analysis = await this.host.currentAnalysis(doc);
    } catch (error) {
      if (this.host.documents.get(doc.uri) !== doc) return unchanged(texts.t('command.closed'));
      throw error;
    }
    if (this.host.documents.get(doc.uri) !== doc || doc.document.version !== version) {
      return unchanged(texts.t('command.changed'));
    }
    const compiled = this.compiled(analysis);
    if (compiled === undefined) {
      return unchanged(texts.t(analysis.choice ? 'command.schemaNotLoaded' : 'command.noSchema'));
    }
    const sorter = TextSorter.of(analysis.text, compiled);
    if (typeof sorter === 'string') return unchanged(sorter);
    const outcome =
      position === undefined
        ? sorter.document()
        : sorter.objectAt(doc.document.offsetAt(position), doc.document.offsetAt(position));
    if (outcome.kind === 'none') return unchanged(outcome.message);
    const client = this.host.client;
    if (!client.applyEdit) {
      throw new ResponseError(ErrorCodes.InternalError, 'This connection cannot apply edits.');
    }
    const edit = sortWorkspaceEdit(doc.document, outcome.replacements, this.host.editorClient.versionedEdits);
    const applied = await client.applyEdit(texts.t('sort.document'), edit);
    if (!applied.applied) {
      return unchanged(
        applied.failureReason
          ? texts.t('command.notAppliedBecause', { reason: applied.failureReason })
          : texts.t('command.notApplied'),
      );
    }
    return { changed: true, message: texts.t('command.sorted') };
  }

  /**
   * The "Trust domain" fix in editors other than VS Code (whose extension edits the setting instead):
   * the domain is trusted until the server stops, and the log says how to keep it.
   */
  private trustDomain(domain: unknown): { trusted: string } {
    if (typeof domain !== 'string' || !/^https?:\/\/[^/]+\/$/.test(domain)) {
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        `${JSON.stringify(domain) ?? 'undefined'} is not a domain such as "https://example.com/"`,
      );
    }
    this.host.config.sessionTrusted.add(domain);
    this.host.client.log(
      `Schemas from ${domain} are downloaded until the server stops; add "${domain}": true to "jsonObjectValidator.schemaDownload.trustedDomains" to keep it.`,
    );
    this.host.revalidate(this.host.store().setDownloadPolicy(this.host.config.downloadPolicy()), 0);
    return { trusted: domain };
  }
}
