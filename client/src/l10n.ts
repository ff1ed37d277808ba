/**
 * The client's words in VS Code's display language: `t` is `vscode.l10n.t` once the extension is
 * activated (its bundles are `l10n/bundle.l10n.<lang>.json`, keyed by the English message), and plain
 * `{0}` substitution before that and in tests outside the editor. Every message is a literal in a call
 * of `t`, so the bundles' completeness test can find them all.
 */
export type Translate = (message: string, ...args: (string | number)[]) => string;

const english: Translate = (message, ...args) =>
  message.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined ? whole : String(arg);
  });

let translate: Translate = english;

/** Uses `vscode.l10n.t` (called once at activation; this module imports nothing from VS Code). */
export function useTranslation(fn: Translate): void {
  translate = fn;
}

/** The message in the display language, with `{0}`, `{1}`… replaced by the arguments. */
export function t(message: string, ...args: (string | number)[]): string {
  return translate(message, ...args);
}
