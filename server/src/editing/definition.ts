/**
 * `textDocument/definition` from a property or value of a document to the place in the schema that
 * declares it: the `properties` entry, or the `patternProperties`/`additionalProperties`/`items`
 * subschema that applies (whatever `$ref`s lead there), for every branch that applies now.
 */
import type { CompiledSchema, ProbedSchema } from '../../../shared/src/index';
import { ApplicabilityReader } from './applicable';
import { pointedValue } from './cursor';
import type { Span } from './cursor';
import type { EditingView } from './documentView';
import { documentPath } from './documentView';
import { declarationPointer } from './hover';
import { treeValue } from './values';

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
  const pointed = pointedValue(view.tree, offset);
  if (pointed === undefined) return undefined;
  const path = documentPath(view, pointed.path);
  const root = view.document(treeValue(view.tree));
  if (root === undefined) return undefined;
  const probe = compiled.probe(root, path);
  const reader = new ApplicabilityReader(probe);
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
