/**
 * VS Code's own JSON validation, for the documents this server does not validate itself while VS
 * Code's is turned off by this extension's default: a file excluded from our validation, or our
 * validation switched off. The person then sees what VS Code's JSON support would have shown, not
 * nothing. It runs vscode-json-languageservice (the library VS Code's JSON support is made of) with
 * VS Code's associations (`$schema`, `json.schemas`, contributions) and its rules for comments and
 * trailing commas; schemas come through the schema store (so downloads follow the same trust rules).
 * The library is loaded on first use: most sessions never need it.
 */
import type { Diagnostic } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ExtensionSchemaAssociation, JsonSchemasEntry } from '../../../shared/src/protocol';
import { jsonSchemasInlineUri } from '../../../host/src/associations';
import type { SchemaStore } from '../../../host/src/schemaStore';

import type { LanguageService } from 'vscode-json-languageservice';

/** Diagnostics of VS Code's JSON support carry this source, as they do in VS Code. */
export const VSCODE_JSON_SOURCE = 'json';

export class VsCodeValidation {
  private service: Promise<LanguageService> | undefined;
  private configured = '';

  constructor(private readonly store: () => SchemaStore) {}

  private load(): Promise<LanguageService> {
    this.service ??= import('vscode-json-languageservice').then((module) =>
      module.getLanguageService({
        schemaRequestService: async (uri: string): Promise<string> => {
          const source = await this.store().getSource(uri);
          if (source.text !== undefined) return source.text;
          if (source.value !== undefined) return JSON.stringify(source.value);
          throw new Error(source.error ?? `${uri} could not be loaded`);
        },
        workspaceContext: {
          resolveRelativePath: (relative, resource) => new URL(relative, resource).toString(),
        },
      }),
    );
    return this.service;
  }

  /** Forgets what the library cached of a schema (it changed). */
  async schemaChanged(uri: string): Promise<void> {
    if (!this.service) return;
    (await this.service).resetSchema(uri);
  }

  /** Forgets every cached schema ("Clear Schema Cache"). */
  reset(): void {
    this.service = undefined;
    this.configured = '';
  }

  /** The diagnostics VS Code's JSON support gives a document under these associations. */
  async validate(
    uri: string,
    languageId: string,
    version: number,
    text: string,
    contributions: readonly ExtensionSchemaAssociation[],
    jsonSchemas: readonly JsonSchemasEntry[],
  ): Promise<Diagnostic[]> {
    if (text.length === 0) return [];
    const service = await this.load();
    const schemas = [
      ...jsonSchemas.map((e) => ({
        uri: e.url ?? jsonSchemasInlineUri(e),
        fileMatch: e.fileMatch,
        ...(e.schema !== undefined ? { schema: e.schema as object } : {}),
        ...(e.folderUri ? { folderUri: e.folderUri } : {}),
      })),
      ...contributions.map((c) => ({ uri: c.url, fileMatch: c.fileMatch })),
    ];
    const key = JSON.stringify(schemas);
    if (key !== this.configured) {
      this.configured = key;
      service.configure({ validate: true, allowComments: false, schemas });
    }
    const document = TextDocument.create(uri, languageId, version, text);
    const parsed = service.parseJSONDocument(document);
    const settings =
      languageId === 'jsonc'
        ? ({ comments: 'ignore', trailingCommas: 'warning' } as const)
        : ({ comments: 'error', trailingCommas: 'error' } as const);
    const diagnostics = await service.doValidation(document, parsed, settings);
    return diagnostics.map((d) => ({ ...d, source: d.source ?? VSCODE_JSON_SOURCE }));
  }
}
