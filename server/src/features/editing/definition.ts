/**
 * `textDocument/definition` from a property or value of a document to the place in the schema that
 * declares it: the `properties` entry, or the `patternProperties`/`additionalProperties`/`items`
 * subschema that applies (whatever `$ref`s lead there), for every branch that applies now.
 */
import type { CompiledSchema, ProbedSchema } from '../../../../shared/src/index';
import type { Span } from './cursor';
import type { EditingView } from './documentView';
import { declarationPointer, probedAt } from './hover';

/** A declaration found: the schema document and the JSON Pointer of the declaring subschema. */
export interface Declaration {
  documentUri: string;
  pointer: string;
}

/** The declarations of the value under the cursor, and the span (in the document) it was asked from. */
export function declarationsAt(
  compiled: CompiledSchema,
  view: EditingView,
  offset: number,
): { origin: Span; declarations: Declaration[] } | undefined {
  const at = probedAt(compiled, view, offset);
  if (at === undefined) return undefined;
  const { pointed, reader } = at;
  const outer = (e: ProbedSchema): boolean => e.parent === undefined || e.parent.path.length < e.path.length;
  const applied = reader.atTarget().filter((a) => a.describes && outer(a.entry));
  // Branches that do not apply now are shown only when none does (the document is wrong there).
  const chosen = applied.some((a) => a.active) ? applied.filter((a) => a.active) : applied;
  const seen = new Set<string>();
  const declarations: Declaration[] = [];
  for (const a of chosen) {
    const d = declarationPointer(a.entry);
    const key = `${d.documentUri}#${d.pointer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    declarations.push(d);
  }
  return { origin: { offset: pointed.span.offset + view.offset, length: pointed.span.length }, declarations };
}
