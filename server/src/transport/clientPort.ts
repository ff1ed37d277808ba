/**
 * Everything the server sends to its client, as a small interface: `main.ts` implements it over the
 * LSP connection, in-process tests implement it with recorders.
 */
import type {
  ApplyWorkspaceEditResult,
  CancellationToken,
  ConfigurationItem,
  PublishDiagnosticsParams,
  WorkspaceEdit,
} from 'vscode-languageserver';

/** A work-done progress shown by the client (a notification with a cancel button in VS Code). */
export interface ProgressReporter {
  begin(title: string, message: string, cancellable: boolean): void;
  report(percentage: number, message: string): void;
  done(): void;
  /** Cancelled when the user cancels the progress in the client. */
  readonly token?: CancellationToken;
}

export interface ClientPort {
  publishDiagnostics(params: PublishDiagnosticsParams): void;
  /** Answers `workspace/configuration`; only called when the client announced support. */
  getConfiguration(items: ConfigurationItem[]): Promise<unknown[]>;
  /** Asks the client to report changes of JSON files on disk (dynamic registration). */
  watchFiles(globs: string[]): Promise<void>;
  /** A progress the server creates itself (undefined when the client does not support it). */
  createProgress(): Promise<ProgressReporter | undefined>;
  log(message: string): void;
  /**
   * Tells the person what in their settings could not be used (once per distinct list): a warning
   * in the log, and a notification with a way to the settings.
   */
  settingsProblems(problems: readonly string[]): void;
  /** The text of a schema only the editor can serve (`vscode://schemas/...`). */
  schemaContent?(uri: string): Promise<{ text?: string; error?: string }>;
  /** Asks the client to apply an edit (`workspace/applyEdit`), as a command's result. */
  applyEdit?(label: string, edit: WorkspaceEdit): Promise<ApplyWorkspaceEditResult>;
  /** Tells the person what a command did, in a notification (`window/showMessage`, information). */
  showMessage?(message: string): void;
  /** Asks the person to choose one of `choices` (`window/showMessageRequest`); undefined when dismissed. */
  pick?(message: string, choices: string[]): Promise<string | undefined>;
  /** Opens a document in the client (`window/showDocument`, when the client announced it). */
  showDocument?(uri: string): Promise<boolean>;
  /** Asks the client to request the code lenses again (`workspace/codeLens/refresh`, when announced). */
  refreshCodeLenses?(): void;
}
