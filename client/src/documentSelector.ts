/**
 * Which documents the extension hands to the language server: every document VS Code's JSON support
 * validates (languages `json`, `jsonc` and `snippets`, in any scheme: files, untitled editors, the
 * user's settings in `vscode-userdata:`...), plus files of any language that a
 * `jsonObjectValidator.schemas` entry names. Pure (no `vscode` import) so it can be tested outside
 * the editor.
 */

/** A document filter in the shape both `vscode` and `vscode-languageclient` accept. */
export type JsonDocumentFilter = { language: string } | { scheme: string; pattern: string };

/** The languages VS Code's JSON support validates. */
export const LANGUAGES = ['json', 'jsonc', 'snippets'];

/**
 * Turns one `fileMatch` glob into a document-selector pattern. The server decides exactly what a
 * pattern means (relative to the workspace folder or to the file name); the selector only has to
 * include every file the server might validate, so it is deliberately a little wider: a pattern is
 * matched at any depth.
 */
export function fileMatchToPattern(fileMatch: string): string | undefined {
  let glob = fileMatch.trim();
  if (glob === '' || glob.startsWith('!')) return undefined;
  glob = glob.replace(/\\/g, '/').replace(/^\.\//, '').replace(/^\/+/, '');
  if (glob === '') return undefined;
  return glob.startsWith('**/') ? glob : `**/${glob}`;
}

/** The `fileMatch` lists of a `jsonObjectValidator.schemas` value, ignoring malformed entries. */
export function fileMatchesOf(schemasSetting: unknown): string[] {
  if (!Array.isArray(schemasSetting)) return [];
  const out: string[] = [];
  for (const entry of schemasSetting as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const fileMatch = (entry as { fileMatch?: unknown }).fileMatch;
    const list: unknown[] = Array.isArray(fileMatch) ? fileMatch : [fileMatch];
    for (const item of list) if (typeof item === 'string') out.push(item);
  }
  return out;
}

/**
 * The selector for the language client: the JSON languages in every scheme, then one `file` filter
 * per distinct pattern from the settings (sorted, so that equal settings give equal selectors and a
 * restart is needed only when the set of patterns really changes).
 */
export function buildDocumentSelector(fileMatches: readonly string[]): JsonDocumentFilter[] {
  const selector: JsonDocumentFilter[] = LANGUAGES.map((language) => ({ language }));
  const patterns = new Set<string>();
  for (const fileMatch of fileMatches) {
    const pattern = fileMatchToPattern(fileMatch);
    if (pattern !== undefined) patterns.add(pattern);
  }
  for (const pattern of [...patterns].sort()) selector.push({ scheme: 'file', pattern });
  return selector;
}

/** Whether two selectors built by `buildDocumentSelector` select the same documents. */
export function sameSelector(a: readonly JsonDocumentFilter[], b: readonly JsonDocumentFilter[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
