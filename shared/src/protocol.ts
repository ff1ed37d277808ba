/**
 * The custom part of the protocol between the language server and its clients (the VS Code extension,
 * neovim, tests). Plain method names and data shapes only: the client and the server each wrap them in
 * `RequestType`/`NotificationType` of their own vscode-languageclient/-server, because the core may not
 * import either.
 */

/** Section of the settings the server reads through `workspace/configuration`. */
export const SETTINGS_SECTION = 'jsonObjectValidator';

/** Diagnostic `source` of everything this server reports. */
export const DIAGNOSTIC_SOURCE = 'json-object-validator';

/**
 * Where an association came from, highest priority first: the document's own `$schema`, the
 * `jsonObjectValidator.schemas` setting, other extensions' `jsonValidation` contributions.
 */
export type AssociationSource = 'document' | 'settings' | 'extension';

/** One `contributes.jsonValidation` entry of an installed extension, `url` already made absolute. */
export interface ExtensionSchemaAssociation {
  fileMatch: string[];
  /** Absolute URI (`file:`, `http(s):`) of the schema. */
  url: string;
  /** Identifier of the contributing extension, shown when explaining why a schema applies. */
  extensionId?: string;
}

/**
 * Client -> server notification: the complete current list of other extensions' `jsonValidation`
 * contributions. Sent after start and again whenever extensions change; each call replaces the last.
 */
export const SchemaAssociationsNotification = {
  method: 'jsonObjectValidator/schemaAssociations',
} as const;

export interface SchemaAssociationsParams {
  associations: ExtensionSchemaAssociation[];
}

/** Client -> server request: which schema applies to a document, and why. */
export const SchemaForRequest = { method: 'jsonObjectValidator/schemaFor' } as const;

export interface SchemaForParams {
  /** URI of the document (need not be open: the server then reads it from disk). */
  uri: string;
}

export interface SchemaForResult {
  /** URI of the schema in use; absent when no schema applies. Inline settings schemas get a `json-object-validator:` URI. */
  schemaUri?: string;
  /** The schema's `title`, when it has one and it could be loaded. */
  title?: string;
  source?: AssociationSource;
  /** A sentence that says why this schema applies (or why none does). */
  reason: string;
  /** The `fileMatch` pattern that matched, for settings and extension associations. */
  pattern?: string;
  /** Why the schema could not be loaded, when it could not. */
  error?: string;
  /** True when the document is itself a schema (checked with the schema-file checks). */
  isSchema: boolean;
}

/** Command id of the workspace validation, executed on the server through `workspace/executeCommand`. */
export const VALIDATE_WORKSPACE_COMMAND = 'jsonObjectValidator.validateWorkspace';

/**
 * Client -> server request doing the same as the command, for a client that registers the command
 * itself (initialize with `initializationOptions.registerCommands: false` so the server does not
 * advertise it). Supports a `workDoneToken` and cancellation like the command.
 */
export const ValidateWorkspaceRequest = { method: 'jsonObjectValidator/validateWorkspace' } as const;

/** Returned by the validate-workspace command and request. */
export interface ValidateWorkspaceResult {
  filesChecked: number;
  filesNotCompliant: number;
  /** Number of diagnostics published over all checked files. */
  problems: number;
  /** True when the run was cancelled before it checked every file. */
  cancelled: boolean;
}

/** Client -> server request: forget cached downloads (memory and disk) and re-validate open documents. */
export const ClearSchemaCacheRequest = { method: 'jsonObjectValidator/clearSchemaCache' } as const;

/** Options a client may pass in `initialize`'s `initializationOptions`. */
export interface ServerInitializationOptions {
  /** Folder where downloaded schemas are cached (the extension's global storage); default: the OS temp dir. */
  storagePath?: string;
  /** When false, the server does not advertise its commands in `executeCommandProvider`. Default true. */
  registerCommands?: boolean;
  /**
   * Settings for clients that pass them only at start: `{ "jsonObjectValidator": { ... } }` or dotted
   * keys (`"jsonObjectValidator.schemas"`). Later `workspace/configuration` answers or pushes replace them.
   */
  settings?: unknown;
  /**
   * VS Code only: whether the built-in JSON language features extension (`vscode.json-language-features`)
   * is installed and enabled. With `jsonObjectValidator.languageFeatures` = `auto`, completion and hover
   * then answer only for documents that extension cannot serve. Other clients leave it out.
   */
  builtInJsonLanguageFeatures?: boolean;
}

/** The `jsonObjectValidator.*` settings as the server understands them (after defaults). */
export interface ValidatorSettings {
  schemas: SchemaSetting[];
  /** Severity per keyword (`required`, `additionalProperties`, ... or `duplicate-key`); `off` hides it. */
  severity: Record<string, SeveritySetting>;
  /** Globs of files and folders that are never validated: neither while open nor by the workspace command. */
  exclude: string[];
  /** Milliseconds between the last edit and validation. */
  validationDelay: number;
  schemaDownload: { enable: boolean };
  /** Bytes above which a document is validated on open and save only. */
  maxFileSize: number;
  /** When completion and hover answer: `auto` (not where VS Code's JSON support does), `always`, `off`. */
  languageFeatures: 'auto' | 'always' | 'off';
}

export type SeveritySetting = 'error' | 'warning' | 'information' | 'hint' | 'off';

/** One entry of `jsonObjectValidator.schemas`: either `url` or an inline `schema`. */
export interface SchemaSetting {
  /** Globs; `!` excludes. A pattern without `/` matches the file name in any folder. */
  fileMatch: string[];
  /** Path (relative to the workspace folder) or URI of the schema. */
  url?: string;
  /** An inline schema. */
  schema?: unknown;
}

/** What a diagnostic of this server carries in `data`, for its code actions. */
export interface DiagnosticData {
  kind: 'validation' | 'schema-problem' | 'syntax' | 'schema-load' | 'internal';
  keyword?: string;
  instancePath?: string;
  schemaPath?: string;
  params?: Record<string, unknown>;
  /** For schema problems: the stable code (`if-without-required`, ...), pointer and fix data. */
  code?: string;
  pointer?: string;
  fix?: unknown;
}
