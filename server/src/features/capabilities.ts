/** What the server tells the client it answers, in one place (`initialize`). */
import { CodeActionKind, TextDocumentSyncKind } from 'vscode-languageserver';
import type { ServerCapabilities } from 'vscode-languageserver';
import {
  SORT_BY_SCHEMA_COMMAND,
  SHOW_SCHEMA_USERS_COMMAND,
  TRUST_DOMAIN_COMMAND,
  VALIDATE_WORKSPACE_COMMAND,
} from '../../../shared/src/protocol';
import { FIX_ALL_KIND } from './codeActionProvider';
import { featureCapabilities } from './languageFeatures';
import { SORT_DOCUMENT_KIND, SORT_OBJECT_KIND } from './sortBySchema';

/** The server's capabilities; the commands only when the client does not register them itself. */
export function serverCapabilities(registerCommands: boolean): ServerCapabilities {
  return {
    textDocumentSync: {
      openClose: true,
      change: TextDocumentSyncKind.Incremental,
      save: { includeText: false },
    },
    codeActionProvider: {
      codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND, SORT_DOCUMENT_KIND, SORT_OBJECT_KIND],
      resolveProvider: false,
    },
    ...(registerCommands
      ? {
          executeCommandProvider: {
            commands: [
              VALIDATE_WORKSPACE_COMMAND,
              SORT_BY_SCHEMA_COMMAND,
              TRUST_DOMAIN_COMMAND,
              SHOW_SCHEMA_USERS_COMMAND,
            ],
          },
        }
      : {}),
    // The schema lens (workspace/schemaLens.ts): only in schema documents.
    codeLensProvider: { resolveProvider: false },
    ...featureCapabilities(),
    workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
  };
}
