/**
 * Checks of a document that is itself a schema: what makes it invalid (`checkSchema`, unresolvable
 * references found while compiling) and the pitfalls the spec describes (`lintSchema`), each located
 * at the keyword it is about.
 */
import type { Diagnostic } from 'vscode-languageserver';
import { compile, detectDraft } from '../../../shared/src/index';
import type { ParsedDocument } from '../../../shared/src/index';
import { lintSchema } from '../../../shared/src/checks/index';
import type { SeveritySetting } from '../../../shared/src/protocol';
import { parsePointer } from '../../../shared/src/json/pointer';
import type { JsonValue, SchemaProblem } from '../../../shared/src/types';
import { displayLanguage } from '../../../host/src/displayLanguage';
import { DOCUMENT_START, schemaProblemDiagnostic, severityFor, toRange } from '../documents/diagnostics';

/**
 * The problems of a schema document (its own, not those of documents it references). `metaSchema`:
 * the draft an association names for it, used when the document has no `$schema` of its own.
 */
export function schemaDocumentProblems(
  parsed: ParsedDocument,
  uri: string,
  metaSchema?: string,
): SchemaProblem[] {
  const value = parsed.value;
  if (value === undefined) return [];
  const fallback = metaSchema ? detectDraft({ $schema: metaSchema }).draft : undefined;
  const { draft } = detectDraft(value, fallback);
  const compiled = compile(value, { baseUri: uri, draft, locale: displayLanguage() });
  const own = compiled.problems.filter(
    (p) => p.uri === '' || p.uri === uri || !/^[a-z][a-z0-9+.-]*:/i.test(p.uri),
  );
  // A root `$id` renames the document: its problems then carry that URI.
  const id =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value.$id ?? value.id)
      : undefined;
  const aliased =
    typeof id === 'string' ? compiled.problems.filter((p) => p.uri === id.replace(/#$/, '')) : [];
  const seen = new Set<string>();
  return [...own, ...aliased, ...lintSchema(value, draft, displayLanguage())].filter((p) => {
    // The file is compiled alone here: a reference into another file is loaded (and a missing one
    // reported) when a document is validated against it, not flagged on every schema that has one.
    if (p.code === 'unresolvable-ref' && isOtherFileReference(value, p.pointer)) return false;
    const key = `${p.code}\u0000${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the keyword at `pointer` holds a reference to another document (not `#...`). */
function isOtherFileReference(root: JsonValue, pointer: string): boolean {
  let node: JsonValue | undefined = root;
  for (const segment of parsePointer(pointer)) {
    if (typeof node !== 'object' || node === null) return false;
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return typeof node === 'string' && !node.startsWith('#');
}

/** Diagnostics for the problems of a schema document. */
export function schemaDocumentDiagnostics(
  parsed: ParsedDocument,
  uri: string,
  severities: Record<string, SeveritySetting>,
  metaSchema?: string,
): Diagnostic[] {
  const problems = schemaDocumentProblems(parsed, uri, metaSchema);
  const ranges = parsed.locate(problems.map((p) => ({ path: p.pointer, part: p.part })));
  const diagnostics: Diagnostic[] = [];
  problems.forEach((problem, i) => {
    const severity = severityFor(problem.code, problem.severity, severities);
    if (severity === undefined) return;
    const range = ranges[i];
    diagnostics.push(schemaProblemDiagnostic(problem, range ? toRange(range) : DOCUMENT_START, severity));
  });
  return diagnostics;
}
