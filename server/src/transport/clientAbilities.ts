/**
 * What the client said it can do, read once from `initialize` (its capabilities and our
 * initialization options): the one place the parts ask, instead of flags kept beside the wiring.
 */
import type { ClientCapabilities } from 'vscode-languageserver';
import type { ServerInitializationOptions } from '../../../shared/src/protocol';

export class ClientAbilities {
  /** Registers file watchers dynamically (`workspace/didChangeWatchedFiles`). */
  watchFiles = false;
  /** Shows server-created work-done progress. */
  progress = false;
  /** Wants `workspace/didChangeConfiguration` registered dynamically (VS Code). */
  registersConfiguration = false;
  workspaceFolders = false;
  /** Answers `workspace/codeLens/refresh`. */
  refreshCodeLenses = false;
  /** Opens documents on `window/showDocument`. */
  showDocument = false;
  /** Shows settings problems itself (VS Code's extension, with an "Open Settings" button). */
  showsSettingsProblems = false;
  /** VS Code's built-in JSON support is present beside us. */
  builtInJson = false;
  /** Inserts completion snippets. */
  snippetSupport = false;
  /** Takes versioned edits (`documentChanges`). */
  versionedEdits = false;

  /** The display language the client named (`initialize`'s `locale`), if any. */
  locale: string | undefined = undefined;

  /** Takes what `initialize` says. */
  read(capabilities: ClientCapabilities, options: ServerInitializationOptions, locale?: string): void {
    this.locale = typeof locale === 'string' && locale !== '' ? locale : undefined;
    const workspace = capabilities.workspace;
    this.watchFiles = workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    this.progress = capabilities.window?.workDoneProgress === true;
    this.registersConfiguration = workspace?.didChangeConfiguration?.dynamicRegistration === true;
    this.workspaceFolders = workspace?.workspaceFolders === true;
    this.refreshCodeLenses = workspace?.codeLens?.refreshSupport === true;
    this.showDocument = capabilities.window?.showDocument?.support === true;
    this.showsSettingsProblems = options.settingsProblemsNotification === true;
    this.builtInJson = options.builtInJsonLanguageFeatures === true;
    this.snippetSupport = capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
    this.versionedEdits = workspace?.workspaceEdit?.documentChanges === true;
  }
}
