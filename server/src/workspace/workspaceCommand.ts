/**
 * The "Validate Workspace" command as the server runs it: progress (the client's, or one it asks
 * for), cancellation from either side, open documents answered from their last analysis, closed files
 * validated and published, and the list of checked files handed to `WorkspaceProblems`. The walk
 * itself is `validateWorkspaceFiles`.
 */
import type { CancellationToken, Diagnostic } from 'vscode-languageserver';
import type { ValidateWorkspaceResult, ValidatorSettings } from '../../../shared/src/protocol';
import { findAssociation } from '../../../host/src/associations';
import type { Configuration } from '../../../host/src/configuration';
import type { Environment } from '../../../host/src/environment';
import { normalizeUri, pathToUri, uriToPath } from '../../../host/src/uris';
import type { ClientPort, ProgressReporter } from '../transport/clientPort';
import type { DocumentStore } from '../documents/documentStore';
import type { Analysis } from '../documents/validation';
import { nextTurn } from '../documents/validation';
import { sharedDiagnostics } from '../coexistence/sharing';
import { excludedBy, validateWorkspaceFiles } from './validateWorkspace';
import type { WorkspaceProblems } from './workspaceProblems';

/** What the command needs of the server's other parts. */
export interface WorkspaceCommandHost {
  readonly client: ClientPort;
  readonly config: Configuration;
  readonly environment: Environment;
  readonly documents: DocumentStore;
  readonly workspaceProblems: WorkspaceProblems;
  /** The client shows `$/progress` the server starts. */
  progressSupported(): boolean;
  ready(): Promise<void>;
  settingsFor(uri: string): ValidatorSettings;
  /** An open document's last analysis. */
  lastAnalysis(key: string): Analysis | undefined;
  /** The diagnostics of a file that is not open, or undefined when no schema applies to it. */
  analyzeFile(uri: string, text: string): Promise<Diagnostic[] | undefined>;
}

/** Validates every associated file of the workspace folders (see validateWorkspace.ts). */
export async function runWorkspaceValidation(
  host: WorkspaceCommandHost,
  token: CancellationToken,
  attached?: ProgressReporter,
): Promise<ValidateWorkspaceResult> {
  const { client, config, documents } = host;
  await host.ready();
  const reporter = attached ?? (host.progressSupported() ? await client.createProgress() : undefined);
  reporter?.begin('Validating JSON files', 'Looking for files', true);
  const signal = {
    get isCancellationRequested(): boolean {
      return token.isCancellationRequested || reporter?.token?.isCancellationRequested === true;
    },
  };
  const folders = config.folders.map((f) => uriToPath(f)).filter((p): p is string => p !== undefined);
  const checked: string[] = [];
  try {
    const result = await validateWorkspaceFiles({
      environment: host.environment,
      folders,
      isExcluded: (absolute, relative) => {
        const settings = host.settingsFor(pathToUri(absolute));
        return !settings.validate.enable || excludedBy(settings.exclude, absolute, relative);
      },
      isAssociated: (uri) => findAssociation(config.associationContext(uri, undefined)) !== undefined,
      maxFileSize: (uri) => host.settingsFor(uri).maxFileSize,
      validate: async (uri, text) => {
        if (documents.get(uri)) {
          const open = host.lastAnalysis(normalizeUri(uri));
          return open && (open.association || open.isSchema)
            ? sharedDiagnostics(open, config.builtInValidation)
            : undefined;
        }
        return host.analyzeFile(uri, text);
      },
      publish: (uri, diagnostics) => {
        checked.push(uri);
        if (!documents.get(uri)) client.publishDiagnostics({ uri, diagnostics });
      },
      progress: reporter ? { report: (p, m) => reporter.report(p, m) } : undefined,
      token: signal,
      yieldControl: nextTurn,
    });
    await host.workspaceProblems.replace(checked);
    return result;
  } finally {
    reporter?.done();
  }
}
