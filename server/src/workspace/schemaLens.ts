/**
 * The schema author's view of the workspace: a code lens at the root of a schema document ("Used by
 * 12 files · 3 not compliant", or a way to Validate Workspace when no file is known to use it) and the
 * answer of its command (the files, not compliant first). Counts come from `SchemaUses`.
 */
import type { CodeLens, Range } from 'vscode-languageserver';
import {
  SHOW_SCHEMA_USERS_COMMAND,
  VALIDATE_WORKSPACE_COMMAND,
  type SchemaUsersResult,
} from '../../../shared/src/protocol';
import { normalizeUri } from '../../../host/src/uris';
import type { ClientPort } from '../transport/clientPort';
import type { TextBuffer } from '../documents/textBuffer';
import type { DocumentStore, OpenDocument } from '../documents/documentStore';
import type { Analysis } from '../documents/validation';
import type { SchemaUses } from './schemaUses';
import { hostTexts } from '../../../host/src/displayLanguage';
import type { Texts } from '../../../shared/src/l10n/texts';

/** How many files a client without a quick pick is offered to open (the message's buttons). */
export const OFFERED_FILES = 10;

/** A count with the digit grouping of the language (`10,000`, `10.000`, `10 000`). */
const count = (n: number, texts: Texts): string =>
  n.toLocaleString(texts.locale === 'en' ? 'en-US' : texts.locale);

/** The lens's title for these counts. */
export function lensTitle(files: number, notCompliant: number, texts: Texts = hostTexts()): string {
  if (files === 0) return texts.t('lens.unused');
  const shown = count(files, texts);
  if (notCompliant === 0) return texts.t('lens.compliant', { count: files, shown });
  return texts.t('lens.notCompliant', { count: files, shown, notCompliant: count(notCompliant, texts) });
}

/**
 * Where the root value starts (the lens sits above its line): after whitespace and comments, looked for
 * in the first 4 KB only (a schema's root does not start later; line 0 otherwise).
 */
export function rootLine(text: string): number {
  let line = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 47 && text.charCodeAt(i + 1) === 47) {
      const end = text.indexOf('\n', i);
      if (end < 0) return 0;
      i = end - 1;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return 0;
      for (let k = i; k < end; k++) if (text.charCodeAt(k) === 10) line++;
      i = end + 1;
    } else if (c !== 32 && c !== 9 && c !== 13 && c !== 0xfeff) return line;
  }
  return 0;
}

/** The lens of a schema document. */
export function schemaLens(uses: SchemaUses, uri: string, document: TextBuffer): CodeLens {
  const head = document.getText({
    start: { line: 0, character: 0 },
    end: document.positionAt(Math.min(document.length, 4096)),
  });
  const line = rootLine(head);
  const range: Range = { start: { line, character: 0 }, end: { line, character: 0 } };
  const { files, notCompliant } = uses.counts(normalizeUri(uri));
  const title = lensTitle(files, notCompliant);
  return files === 0
    ? { range, command: { title, command: VALIDATE_WORKSPACE_COMMAND, arguments: [] } }
    : { range, command: { title, command: SHOW_SCHEMA_USERS_COMMAND, arguments: [uri] } };
}

/** What the lens needs of the server's other parts. */
export interface SchemaLensHost {
  readonly documents: DocumentStore;
  readonly uses: SchemaUses;
  /** An open document's last analysis (its first, if it has none yet). */
  analysis(doc: OpenDocument): Promise<Analysis>;
}

/** The requests the lens answers. */
export class SchemaLens {
  constructor(private readonly host: SchemaLensHost) {}

  /**
   * `textDocument/codeLens`: the schema lens in a document files are known to use, or that the server
   * checks as a schema (a `*.schema.json`, a meta-schema `$schema`, a settings association's target);
   * none elsewhere.
   */
  async codeLenses(uri: string): Promise<CodeLens[]> {
    const { documents, uses } = this.host;
    const doc = documents.get(uri);
    if (!doc || doc.lost !== undefined || doc.outOfSync !== undefined) return [];
    if (!uses.isUsed(doc.key)) {
      const analysis = await this.host.analysis(doc).catch(() => undefined);
      if (!analysis?.isSchema || documents.get(uri) !== doc) return [];
    }
    return [schemaLens(uses, doc.uri, doc.document)];
  }

  /** `jsonObjectValidator/schemaUsers`: the files that use a schema (the lens's list). */
  schemaUsers(uri: string): SchemaUsersResult {
    return schemaUsers(this.host.uses, uri);
  }
}

/** The files that use a schema, not compliant first (most problems first), then by URI. */
export function schemaUsers(uses: SchemaUses, uri: string): SchemaUsersResult {
  const files = uses.usersOf(normalizeUri(uri));
  files.sort((a, b) => b.problems - a.problems || (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  return {
    uri,
    files,
    notCompliant: files.filter((f) => f.problems > 0).length,
    workspaceValidated: uses.workspaceValidated,
  };
}

const fileName = (uri: string): string => decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));

/** The URIs relative to the folder they all lie in (names when they share one): distinct button titles. */
function relativeLabels(uris: readonly string[]): string[] {
  let prefix = uris[0].slice(0, uris[0].lastIndexOf('/') + 1);
  for (const uri of uris) {
    while (!uri.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  }
  return uris.map((uri) => decodeURIComponent(uri.slice(prefix.length)));
}

/**
 * The lens's command run on the server (clients other than VS Code): answers the list and, when the
 * client can open documents, offers the first files in a message whose buttons open them.
 */
export function showSchemaUsers(
  uses: SchemaUses,
  client: ClientPort,
  canShowDocument: boolean,
  uri: string,
): SchemaUsersResult {
  const result = schemaUsers(uses, uri);
  const { files, notCompliant } = result;
  if (!canShowDocument || !client.pick || !client.showDocument || files.length === 0) return result;
  const offered = files.slice(0, OFFERED_FILES);
  const labels = relativeLabels(offered.map((f) => f.uri));
  const texts = hostTexts();
  const titles = offered.map((f, i) =>
    f.problems === 0 ? labels[i] : texts.t('lens.fileProblems', { count: f.problems, label: labels[i] }),
  );
  const title = lensTitle(files.length, notCompliant, texts);
  const message =
    files.length > offered.length
      ? texts.t('lens.pickFirst', { file: fileName(uri), title, offered: offered.length })
      : texts.t('lens.pick', { file: fileName(uri), title });
  void client
    .pick(message, titles)
    .then((chosen) => {
      const index = chosen === undefined ? -1 : titles.indexOf(chosen);
      return index >= 0 ? client.showDocument?.(offered[index].uri) : undefined;
    })
    .catch(() => undefined);
  return result;
}
