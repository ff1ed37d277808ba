/**
 * `textDocument/hover` on a property key or a value: what the subschemas that describe it say (title,
 * description, one line of constraints, default, the hovered enum value's own description, deprecation),
 * a link to the exact place in the schema file that declares it, and, when several subschemas describe
 * it, what each says and whether its branch applies now.
 */
import type { Hover } from 'vscode-languageserver';
import { formatPointer } from '../../../../shared/src/index';
import type {
  CompiledSchema,
  JsonValue,
  PathSegment,
  ProbedSchema,
  ProbeResult,
} from '../../../../shared/src/index';
import type { Applied } from './applicable';
import { ApplicabilityReader } from './applicable';
import { pointedValue, type PointedValue } from './cursor';
import type { EditingView } from './documentView';
import { documentPath } from './documentView';
import {
  allowedValues,
  constraintSummary,
  defaultOf,
  deprecationOf,
  descriptionOf,
  escapeMarkdown,
  titleOf,
} from './schemaInfo';
import { treeValue } from './probeValues';
import { hostTexts } from '../../../../host/src/displayLanguage';

/** Where a schema location is written: a file and a zero-based line, if its text is known. */
export type SchemaPlace = (documentUri: string, pointer: string) => { uri: string; line: number } | undefined;

/** Where a subschema was declared: the holder's pointer and the keyword path that reaches it. */
export function declarationPointer(entry: ProbedSchema): { documentUri: string; pointer: string } {
  const parent = entry.parent;
  if (parent === undefined || parent.path.length === entry.path.length) {
    return { documentUri: entry.documentUri, pointer: entry.pointer };
  }
  return { documentUri: parent.documentUri, pointer: `${parent.pointer}${formatPointer(entry.via)}` };
}

function fileName(uri: string): string {
  try {
    return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
  } catch {
    return uri.slice(uri.lastIndexOf('/') + 1);
  }
}

/** Why a branch does not apply now, from its findings (the first that rules it out). */
function whyNot(branch: ProbedSchema): string {
  const reason = branch.errors.find((e) => e.keyword !== 'required' && e.keyword !== 'deprecated');
  return reason ? reason.message : hostTexts().t('hover.noMatch');
}

function branchName(branch: ProbedSchema): string {
  return hostTexts().t('hover.branch', {
    keyword: String(branch.via[0]),
    index: String(branch.via[1]),
    where: `\`#${branch.parent?.pointer ?? ''}\``,
  });
}

/**
 * The value under the cursor and what applies to it: the compiled schema probed at its path in the
 * document as it stands (hover and go to definition both start here).
 */
export function probedAt(
  compiled: CompiledSchema,
  view: EditingView,
  offset: number,
):
  | { pointed: PointedValue; path: PathSegment[]; probe: ProbeResult; reader: ApplicabilityReader }
  | undefined {
  const pointed = pointedValue(view.tree, offset);
  if (pointed === undefined) return undefined;
  const root = view.document(treeValue(view.tree));
  if (root === undefined) return undefined;
  const path = documentPath(view, pointed.path);
  const probe = compiled.probe(root, path);
  return { pointed, path, probe, reader: new ApplicabilityReader(probe) };
}

/** Hover contents for the value at a path, from a probe of the document as it stands. */
export function hoverAt(
  compiled: CompiledSchema,
  view: EditingView,
  offset: number,
  place: SchemaPlace,
  toRange: (span: { offset: number; length: number }) => Hover['range'],
): Hover | undefined {
  const at = probedAt(compiled, view, offset);
  if (at === undefined) return undefined;
  const { pointed, path, probe, reader } = at;
  const applied = reader.atTarget().filter((a) => a.describes);
  const active = applied.filter((a) => a.active).map((a) => a.entry);
  if (applied.length === 0) return undefined;
  const parentPath = path.slice(0, -1);
  const required =
    typeof path[path.length - 1] === 'string' &&
    probe.entries.some((e) => {
      if (e.path.length !== parentPath.length) return false;
      const a = reader.applied(e);
      return (
        a.active &&
        a.describes &&
        e.has('required') &&
        Array.isArray(e.schema.required) &&
        e.schema.required.includes(path[path.length - 1])
      );
    });
  const parts: string[] = [];
  const titles = [...new Set(active.map((e) => titleOf(e.schema)).filter((t) => t !== undefined))];
  const name = path[path.length - 1];
  parts.push(
    titles.length > 0
      ? `**${escapeMarkdown(titles.join(' / '))}**`
      : name === undefined
        ? '**(document)**'
        : `**${escapeMarkdown(String(name))}**`,
  );
  const described = applied.filter(
    (a) => titleOf(a.entry.schema) !== undefined || descriptionOf(a.entry.schema) !== undefined,
  );
  const branchy = described.some((a) => a.branches.length > 0) && described.length > 1;
  if (!branchy) {
    for (const d of [...new Set(active.map((e) => descriptionOf(e.schema)).filter((x) => x !== undefined))]) {
      parts.push(d);
    }
  }
  const summary = constraintSummary(reader.description(), required);
  if (summary !== '') parts.push(`\`${summary.replace(/`/g, "'")}\``);
  const fallback = defaultOf(active);
  if (fallback !== undefined) {
    parts.push(hostTexts().t('hover.default', { value: `\`${JSON.stringify(fallback.value)}\`` }));
  }
  if (!pointed.onKey && pointed.node !== undefined) {
    const value: JsonValue | undefined = treeValue(pointed.node);
    const described = allowedValues(reader.description())?.find(
      (a) => JSON.stringify(a.value) === JSON.stringify(value),
    );
    if (described?.description) parts.push(`${'`'}${JSON.stringify(value)}${'`'}: ${described.description}`);
  }
  for (const e of active) {
    const deprecation = deprecationOf(e);
    if (deprecation !== undefined) {
      parts.push(
        deprecation === true
          ? `**${hostTexts().t('hover.deprecated')}**`
          : `**${hostTexts().t('hover.deprecatedLabel')}** ${deprecation}`,
      );
    }
  }
  if (branchy) parts.push(...branchSections(described));
  const links = declarationLinks(
    applied.filter((a) => a.active),
    place,
  );
  if (links.length > 0) parts.push(links.join(' · '));
  return {
    contents: { kind: 'markdown', value: parts.join('\n\n') },
    range: toRange({ offset: pointed.span.offset + view.offset, length: pointed.span.length }),
  };
}

/** One section per subschema that says something, with whether its branch applies now. */
function branchSections(described: Applied[]): string[] {
  return described.map((a) => {
    const lines: string[] = [];
    const title = titleOf(a.entry.schema);
    const where = `\`#${a.entry.pointer}\``;
    const branch = a.branches[a.branches.length - 1];
    let status: string;
    const texts = hostTexts();
    if (branch === undefined) status = texts.t('hover.alwaysApplies');
    else if (a.active) status = texts.t('hover.appliesNow', { branch: branchName(branch) });
    else {
      const ruledOut = a.branches.find((b) => !a.active && b.valid === false) ?? branch;
      const reason = escapeMarkdown(whyNot(ruledOut));
      status = texts.t('hover.notApplyingNow', { branch: branchName(ruledOut), reason });
    }
    lines.push(`${a.active ? '✓' : '✗'} ${title ? `**${escapeMarkdown(title)}** ` : ''}${where}: ${status}`);
    const description = descriptionOf(a.entry.schema);
    if (description !== undefined) lines.push(description);
    return lines.join('\n\n');
  });
}

/** Markdown links to where the applying subschemas declare the value (file and line). */
function declarationLinks(applied: Applied[], place: SchemaPlace): string[] {
  const links = new Set<string>();
  for (const a of applied) {
    const e = a.entry;
    if (e.parent !== undefined && e.parent.path.length === e.path.length) continue;
    const declared = declarationPointer(e);
    const found = place(declared.documentUri, declared.pointer);
    if (found === undefined) continue;
    links.add(`[${escapeMarkdown(fileName(found.uri))}:${found.line + 1}](${found.uri}#L${found.line + 1})`);
  }
  return [...links];
}
