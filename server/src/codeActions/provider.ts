/**
 * `textDocument/codeAction`: the quick fixes of the problems in a range (one module per fix family in
 * this folder), the schema-file repairs, and the fix-all source action, turned into minimal LSP edits.
 */
import { CodeActionKind } from 'vscode-languageserver';
import type { CodeAction, CodeActionParams, Diagnostic, Range, TextEdit } from 'vscode-languageserver';
import type { ParsedDocument } from '../../../shared/src/index';
import type { DiagnosticData } from '../../../shared/src/protocol';
import type { JsonValue, ValidationError } from '../../../shared/src/types';
import { isRootSchemaPropertyError } from '../diagnostics';
import type { OpenDocument } from '../documents';
import type { Analysis } from '../validation';
import { fixAll, minimalEdit, quickFixes } from './index';
import type { TextFix } from './index';
import { schemaLintFix } from './schemaLintFixes';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.jsonObjectValidator`;

/** What the code actions need from the server. */
export interface CodeActionHost {
  /** An open document and the analysis of its current version. */
  current(uri: string): Promise<{ doc: OpenDocument; analysis: Analysis } | undefined>;
  /** The JSON at a schema location (`uri#/pointer`), if its document is loaded. */
  lookup(location: string): JsonValue | undefined;
  /** Parses text as the document's language is parsed for validation. */
  parse(uri: string, text: string, languageId: string): ParsedDocument;
}

function rangesTouch(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']): boolean =>
    p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

export class CodeActionProvider {
  constructor(private readonly host: CodeActionHost) {}

  /** `textDocument/codeAction`: quick fixes for the problems in the range, and the fix-all source action. */
  async actions(params: CodeActionParams): Promise<CodeAction[]> {
    const current = await this.host.current(params.textDocument.uri);
    if (!current) return [];
    const { doc, analysis } = current;
    const only = params.context.only;
    const wants = (kind: string): boolean =>
      !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
    const actions: CodeAction[] = [];
    if (wants(CodeActionKind.QuickFix)) {
      const errors = analysis.errors.filter((e) => e.range && rangesTouch(this.rangeOf(e), params.range));
      const context = {
        text: analysis.text,
        errors: analysis.errors,
        lookup: (l: string) => this.host.lookup(l),
      };
      for (const fix of quickFixes(errors, context)) actions.push(this.toCodeAction(doc, analysis, fix));
      actions.push(...this.schemaFixActions(doc, analysis, params.range));
    }
    if (only && wants(FIX_ALL_KIND)) {
      const action = this.fixAllAction(doc, analysis);
      if (action) actions.push(action);
    }
    return actions;
  }

  private rangeOf(error: ValidationError): Range {
    const r = error.range;
    return r
      ? { start: r.start, end: r.end }
      : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  }

  private edit(doc: OpenDocument, before: string, after: string): TextEdit {
    const change = minimalEdit(before, after);
    return {
      range: {
        start: doc.document.positionAt(change.offset),
        end: doc.document.positionAt(change.offset + change.length),
      },
      newText: change.text,
    };
  }

  private diagnosticsFor(
    doc: OpenDocument,
    analysis: Analysis,
    errors: readonly ValidationError[],
  ): Diagnostic[] {
    const wanted = new Set(errors.map((e) => `${e.keyword}\u0000${e.message}\u0000${e.range?.offset ?? -1}`));
    return analysis.diagnostics.filter((d) => {
      const data = d.data as DiagnosticData | undefined;
      if (data?.kind !== 'validation') return false;
      const offset = doc.document.offsetAt(d.range.start);
      return wanted.has(
        `${String(d.code)}\u0000${typeof d.message === 'string' ? d.message : d.message.value}\u0000${offset}`,
      );
    });
  }

  private toCodeAction(doc: OpenDocument, analysis: Analysis, fix: TextFix): CodeAction {
    return {
      title: fix.title,
      kind: CodeActionKind.QuickFix,
      diagnostics: this.diagnosticsFor(doc, analysis, fix.fixes),
      isPreferred: fix.preferred === true,
      edit: { changes: { [doc.uri]: [this.edit(doc, analysis.text, fix.newText)] } },
    };
  }

  private schemaFixActions(doc: OpenDocument, analysis: Analysis, range: Range): CodeAction[] {
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
        edit: { changes: { [doc.uri]: [this.edit(doc, analysis.text, fix.newText)] } },
      });
    }
    return actions;
  }

  private fixAllAction(doc: OpenDocument, analysis: Analysis): CodeAction | undefined {
    const compiled = analysis.schema?.compiled;
    if (!compiled) return undefined;
    const validate = (text: string): ValidationError[] => {
      const parsed = this.host.parse(doc.uri, text, doc.document.languageId);
      if (parsed.value === undefined) return [];
      const errors = compiled.validate(parsed.value).errors.filter((e) => !isRootSchemaPropertyError(e));
      const ranges = parsed.locate(errors.map((e) => e.target));
      errors.forEach((e, i) => {
        const r = ranges[i];
        if (r) e.range = r;
      });
      return errors;
    };
    const fixed = fixAll(analysis.text, validate, (l) => this.host.lookup(l));
    if (fixed === analysis.text) return undefined;
    return {
      title: 'Fix all JSON Object Validator problems that have an unambiguous fix',
      kind: FIX_ALL_KIND,
      edit: { changes: { [doc.uri]: [this.edit(doc, analysis.text, fixed)] } },
    };
  }
}
