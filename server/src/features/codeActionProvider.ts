/**
 * `textDocument/codeAction`: the quick fixes for the problems in a range (each fix family lives in
 * `codeActions/`), the schema-file repairs, the "Trust domain" fix of a schema that was not
 * downloaded, and the fix-all source action. Works on an analysis of the document's current text.
 */
import { CodeActionKind } from 'vscode-languageserver';
import type { CodeAction, CodeActionParams, Diagnostic, Range, TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { TRUST_DOMAIN_COMMAND } from '../../../shared/src/protocol';
import type { DiagnosticData } from '../../../shared/src/protocol';
import type { ValidationError } from '../../../shared/src/types';
import { fixAll, minimalEdit, quickFixes } from './codeActions/index';
import type { TextFix } from './codeActions/index';
import { schemaLintFix } from './codeActions/schemaLintFixes';
import { isRootSchemaPropertyError } from '../documents/diagnostics';
import type { SchemaLocator } from '../schemas/schemaLocations';
import type { Analysis, DocumentValidator } from '../documents/validation';
import { hostTexts } from '../../../host/src/displayLanguage';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.jsonObjectValidator`;

/** Whether two ranges overlap or touch. */
export function rangesTouch(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']): boolean =>
    p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** Above this many characters, fixes that must re-validate the document to prove themselves are not offered. */
const MAX_REVALIDATED_LENGTH = 1_000_000;

export class CodeActionProvider {
  constructor(
    private readonly validator: () => DocumentValidator,
    private readonly locator: () => SchemaLocator,
  ) {}

  /** The code actions for a range of a document whose current analysis is given. */
  provide(document: TextDocument, analysis: Analysis, params: CodeActionParams): CodeAction[] {
    const only = params.context.only;
    const wants = (kind: string): boolean =>
      !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
    const actions: CodeAction[] = [];
    if (wants(CodeActionKind.QuickFix)) {
      const errors = analysis.errors.filter((e) => e.range && rangesTouch(this.rangeOf(e), params.range));
      const context = {
        text: analysis.text,
        errors: analysis.errors,
        lookup: (l: string) => this.locator().lookup(l),
        // Code actions are asked for on every cursor move: re-validating a huge text per candidate
        // fix would stall the editor, so only fixes that need no proof are offered there.
        validate:
          errors.length > 0 && analysis.text.length <= MAX_REVALIDATED_LENGTH
            ? this.revalidator(document, analysis)
            : undefined,
      };
      for (const fix of quickFixes(errors, context)) actions.push(this.toCodeAction(document, analysis, fix));
      if (analysis.suppressible) actions.push(...this.suppressActions(document, analysis, errors));
      actions.push(...this.unusedSuppressionActions(document, analysis, params.range));
      actions.push(...this.schemaFixActions(document, analysis, params.range));
      actions.push(...this.trustActions(analysis, params.range));
    }
    if (only && wants(FIX_ALL_KIND)) {
      const action = this.fixAllAction(document, analysis);
      if (action) actions.push(action);
    }
    return actions;
  }

  /** "Trust domain X": for a schema (or `$ref`) not downloaded because its domain is not trusted. */
  private trustActions(analysis: Analysis, range: Range): CodeAction[] {
    const actions: CodeAction[] = [];
    const seen = new Set<string>();
    for (const diagnostic of analysis.diagnostics) {
      const data = diagnostic.data as DiagnosticData | undefined;
      if (data?.kind !== 'schema-load' || !data.domain || seen.has(data.domain)) continue;
      if (!rangesTouch(diagnostic.range, range)) continue;
      seen.add(data.domain);
      actions.push({
        title: hostTexts().t('fix.trustDomain', { domain: data.domain }),
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        command: {
          title: hostTexts().t('fix.trustDomain', { domain: data.domain }),
          command: TRUST_DOMAIN_COMMAND,
          arguments: [data.domain],
        },
      });
    }
    return actions;
  }

  /** "Suppress "<keyword>" on this line": a next-line comment above the problem's line, or its keyword added to one there. */
  private suppressActions(
    document: TextDocument,
    analysis: Analysis,
    errors: readonly ValidationError[],
  ): CodeAction[] {
    const actions: CodeAction[] = [];
    const seen = new Set<string>();
    const text = analysis.text;
    for (const error of errors) {
      if (!error.range) continue;
      const line = error.range.start.line;
      const key = `${line}\u0000${error.keyword}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const edit = suppressionEdit(document, text, line, error.keyword);
      actions.push({
        title: hostTexts().t('fix.suppress', { keyword: error.keyword }),
        kind: CodeActionKind.QuickFix,
        diagnostics: this.diagnosticsFor(document, analysis, [error]),
        edit: { changes: { [document.uri]: [edit] } },
      });
    }
    return actions;
  }

  /** "Remove unused suppression comment": the comment goes, and its line when nothing else is on it. */
  private unusedSuppressionActions(document: TextDocument, analysis: Analysis, range: Range): CodeAction[] {
    const actions: CodeAction[] = [];
    const text = analysis.text;
    for (const diagnostic of analysis.diagnostics) {
      const data = diagnostic.data as DiagnosticData | undefined;
      if (data?.kind !== 'unused-suppression' || !rangesTouch(diagnostic.range, range)) continue;
      let start = document.offsetAt(diagnostic.range.start);
      let end = document.offsetAt(diagnostic.range.end);
      while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
      while (end < text.length && (text[end] === ' ' || text[end] === '\t')) end++;
      const alone = (start === 0 || isBreak(text[start - 1])) && (end === text.length || isBreak(text[end]));
      if (alone) {
        // The whole line goes, with its line break.
        if (text.startsWith('\r\n', end)) end += 2;
        else if (end < text.length) end++;
      } else {
        // Only the comment goes: the code before or after it stays as it was spaced.
        start = document.offsetAt(diagnostic.range.start);
        end = document.offsetAt(diagnostic.range.end);
      }
      actions.push({
        title: hostTexts().t('fix.removeSuppression'),
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: {
          changes: {
            [document.uri]: [
              { range: { start: document.positionAt(start), end: document.positionAt(end) }, newText: '' },
            ],
          },
        },
      });
    }
    return actions;
  }

  private rangeOf(error: ValidationError): Range {
    const r = error.range;
    return r
      ? { start: r.start, end: r.end }
      : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  }

  private edit(document: TextDocument, before: string, after: string): TextEdit {
    const change = minimalEdit(before, after);
    return {
      range: {
        start: document.positionAt(change.offset),
        end: document.positionAt(change.offset + change.length),
      },
      newText: change.text,
    };
  }

  private diagnosticsFor(
    document: TextDocument,
    analysis: Analysis,
    errors: readonly ValidationError[],
  ): Diagnostic[] {
    const wanted = new Set(errors.map((e) => `${e.keyword}\u0000${e.message}\u0000${e.range?.offset ?? -1}`));
    return analysis.diagnostics.filter((d) => {
      const data = d.data as DiagnosticData | undefined;
      if (data?.kind !== 'validation') return false;
      const offset = document.offsetAt(d.range.start);
      return wanted.has(
        `${String(d.code)}\u0000${typeof d.message === 'string' ? d.message : d.message.value}\u0000${offset}`,
      );
    });
  }

  private toCodeAction(document: TextDocument, analysis: Analysis, fix: TextFix): CodeAction {
    return {
      title: fix.title,
      kind: CodeActionKind.QuickFix,
      diagnostics: this.diagnosticsFor(document, analysis, fix.fixes),
      isPreferred: fix.preferred === true,
      edit: { changes: { [document.uri]: [this.edit(document, analysis.text, fix.newText)] } },
    };
  }

  private schemaFixActions(document: TextDocument, analysis: Analysis, range: Range): CodeAction[] {
    const actions: CodeAction[] = [];
    for (const diagnostic of analysis.diagnostics) {
      const data = diagnostic.data as DiagnosticData | undefined;
      if (data?.kind !== 'schema-problem' || !data.code || data.pointer === undefined) continue;
      if (!rangesTouch(diagnostic.range, range)) continue;
      const fix = schemaLintFix(analysis.text, { code: data.code, pointer: data.pointer, fix: data.fix });
      if (!fix) continue;
      actions.push({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.uri]: [this.edit(document, analysis.text, fix.newText)] } },
      });
    }
    return actions;
  }

  /** Validates another text of the document against the same compiled schema, with ranges. */
  private revalidator(
    document: TextDocument,
    analysis: Analysis,
  ): ((text: string) => ValidationError[]) | undefined {
    const compiled = analysis.schema?.compiled;
    if (!compiled) return undefined;
    return (text: string): ValidationError[] => {
      const { parsed } = this.validator().parse(document.uri, text, document.languageId);
      if (parsed.value === undefined) return [];
      const errors = compiled.validate(parsed.value).errors.filter((e) => !isRootSchemaPropertyError(e));
      const ranges = parsed.locate(errors.map((e) => e.target));
      errors.forEach((e, i) => {
        const r = ranges[i];
        if (r) e.range = r;
      });
      return errors;
    };
  }

  private fixAllAction(document: TextDocument, analysis: Analysis): CodeAction | undefined {
    const validate = this.revalidator(document, analysis);
    if (!validate) return undefined;
    const fixed = fixAll(analysis.text, validate, (l) => this.locator().lookup(l));
    if (fixed === analysis.text) return undefined;
    return {
      title: hostTexts().t('fix.all'),
      kind: FIX_ALL_KIND,
      edit: { changes: { [document.uri]: [this.edit(document, analysis.text, fixed)] } },
    };
  }
}

const NEXT_LINE_DIRECTIVE = '// json-object-validator-disable-next-line';

function isBreak(c: string | undefined): boolean {
  return c === '\n' || c === '\r';
}

/**
 * The edit that suppresses `keyword` on a line: when the line above is already a narrowed next-line
 * comment, the keyword joins its list (a second comment above it would target the comment instead);
 * otherwise a new comment line with the problem line's indentation.
 */
function suppressionEdit(document: TextDocument, text: string, line: number, keyword: string): TextEdit {
  const lineStart = document.offsetAt({ line, character: 0 });
  if (line > 0) {
    const above = document.offsetAt({ line: line - 1, character: 0 });
    const aboveEnd = document.offsetAt({ line: line - 1, character: Number.MAX_SAFE_INTEGER });
    const content = text.slice(above, aboveEnd).trimEnd();
    const trimmed = content.trimStart();
    if (trimmed.startsWith(`${NEXT_LINE_DIRECTIVE} `)) {
      // The keyword goes at the end of the list, before a `--` reason if there is one.
      const reason = content.indexOf('--', content.indexOf(NEXT_LINE_DIRECTIVE) + NEXT_LINE_DIRECTIVE.length);
      const listEnd = reason < 0 ? content.length : content.slice(0, reason).trimEnd().length;
      const at = document.positionAt(above + listEnd);
      return { range: { start: at, end: at }, newText: `, ${keyword}` };
    }
  }
  let indentEnd = lineStart;
  while (text[indentEnd] === ' ' || text[indentEnd] === '\t') indentEnd++;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const at = document.positionAt(lineStart);
  return {
    range: { start: at, end: at },
    newText: `${text.slice(lineStart, indentEnd)}${NEXT_LINE_DIRECTIVE} ${keyword}${eol}`,
  };
}
