/**
 * `textDocument/completion`: property names and values from what applies at the cursor as the
 * document stands (see objectSchemas.ts and applicable.ts), with insert texts that keep the document
 * well-formed (quotes, colon, commas before and after) and snippets for the value.
 */
import {
  CompletionItemKind,
  CompletionItemTag,
  InsertTextFormat,
  InsertTextMode,
} from 'vscode-languageserver';
import type { CompletionItem, TextEdit } from 'vscode-languageserver';
import { formatPointer } from '../../../../shared/src/index';
import type { CompiledSchema, JsonValue, PathSegment, ProbedSchema } from '../../../../shared/src/index';
import type { Description } from './applicable';
import { ApplicabilityReader, isSchemaObject, plainDescription } from './applicable';
import type { CursorContext, NameContext, Span, ValueContext } from './cursor';
import { cursorContext } from './cursor';
import type { EditingView } from './documentView';
import { documentPath } from './documentView';
import { choiceStop, indentUnitOf, lineBreakOf, lineIndent, SnippetBuilder, valueStop } from './insertText';
import { ObjectSchemas } from './objectSchemas';
import {
  allowedValues,
  constraintSummary,
  defaultOf,
  defaultSnippetsOf,
  deprecationOf,
  descriptionOf,
  examplesOf,
  firstAlternative,
  titleOf,
  typesOf,
} from './schemaInfo';
import { treeValue, withValueAt } from './probeValues';
import { hostTexts } from '../../../../host/src/displayLanguage';

/** What a completion request needs besides the document. */
export interface CompletionOptions {
  /** The client inserts snippets (`textDocument.completion.completionItem.snippetSupport`). */
  snippets: boolean;
  /** Offer `$schema` and meta-schema URIs (not when VS Code's JSON support offers them already). */
  offerSchemaKeyword: boolean;
  /**
   * VS Code's JSON support is present and has no schema for this document: it offers the names of
   * similar objects and the values seen at the same key (see builtInEcho.ts); leave those labels to it.
   */
  echoBuiltIn: boolean;
  /** Schema files of the workspace, as paths relative to the document (`./schemas/a.json`). */
  schemaFiles(): Promise<string[]>;
}

/** Meta-schema URIs offered for `$schema`, newest first. */
export const META_SCHEMA_URIS = [
  'https://json-schema.org/draft/2020-12/schema',
  'https://json-schema.org/draft/2019-09/schema',
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-06/schema#',
  'http://json-schema.org/draft-04/schema#',
];

/** Items beyond this many are cut (a schema with thousands of properties); the list says it is incomplete. */
const MAX_ITEMS = 1000;

interface Layout {
  unit: string;
  indent: string;
  nl: string;
}

/** The text edit that replaces `span` of the view's region with `newText`. */
type EditMaker = (span: Span, newText: string) => TextEdit;

/** Documentation of a property or value: title, description, constraints, deprecation. */
function documentationOf(d: Description, required: boolean): string {
  const parts: string[] = [];
  const titles = [...new Set(d.all.map((s) => titleOf(s.schema)).filter((t) => t !== undefined))];
  if (titles.length > 0) parts.push(`**${titles.join(' / ')}**`);
  const descriptions = [...new Set(d.all.map((s) => descriptionOf(s.schema)).filter((x) => x !== undefined))];
  parts.push(...descriptions);
  const summary = constraintSummary(d, required);
  if (summary !== '') parts.push(`_${summary}_`);
  for (const s of d.all) {
    const deprecation = deprecationOf(s);
    if (deprecation !== undefined) {
      parts.push(deprecation === true ? '**Deprecated.**' : `**Deprecated:** ${deprecation}`);
    }
  }
  return parts.join('\n\n');
}

/** Appends the value a new property gets: default, const, single enum, example, else by type. */
function appendValue(
  b: SnippetBuilder,
  d: Description,
  layout: Layout,
  children: () => { name: string; description: Description }[],
): void {
  const fallback = defaultOf(d.all);
  if (fallback !== undefined) return valueStop(b, fallback.value, layout.unit, layout.indent, layout.nl);
  const allowed = allowedValues(d);
  if (allowed !== undefined && allowed.length === 1) {
    return valueStop(b, allowed[0].value, layout.unit, layout.indent, layout.nl);
  }
  if (allowed !== undefined && allowed.length > 1) {
    return choiceStop(
      b,
      allowed.map((a) => a.value),
    );
  }
  const examples = examplesOf(d.all);
  if (examples.length > 0) return valueStop(b, examples[0], layout.unit, layout.indent, layout.nl);
  const types = typesOf(d) ?? [];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      b.text('"').placeholder('').text('"');
      return;
    case 'number':
    case 'integer':
      b.placeholder('0');
      return;
    case 'boolean':
      b.choice(['false', 'true']);
      return;
    case 'null':
      b.text('null');
      return;
    case 'array':
      b.text('[').placeholder('').text(']');
      return;
    case 'object': {
      const members = children();
      if (members.length === 0) {
        b.text('{').placeholder('').text('}');
        return;
      }
      const inner = layout.indent + layout.unit;
      b.text('{');
      members.forEach((m, i) => {
        b.text(`${i === 0 ? '' : ','}${layout.nl}${inner}${JSON.stringify(m.name)}: `);
        // The first branch of each open choice, as for the members' names: one consistent shape.
        appendValue(
          b,
          plainDescription(firstAlternative(m.description)),
          { ...layout, indent: inner },
          () => [],
        );
      });
      b.text(`${layout.nl}${layout.indent}}`);
      return;
    }
    default:
      b.placeholder('');
  }
}

/** The `required` names of subschemas, in order, without repeats. */
function requiredOf(entries: readonly ProbedSchema[]): string[] {
  const names = new Set<string>();
  for (const e of entries) {
    if (e.has('required') && Array.isArray(e.schema.required)) {
      for (const n of e.schema.required) if (typeof n === 'string') names.add(n);
    }
  }
  return [...names];
}

/** Completion for one document position. */
export class CompletionComputer {
  private readonly layout: Layout;
  private readonly items: CompletionItem[] = [];
  private incomplete = false;

  constructor(
    private readonly view: EditingView,
    private readonly compiled: CompiledSchema | undefined,
    private readonly options: CompletionOptions,
    private readonly edit: EditMaker,
  ) {
    this.layout = { unit: indentUnitOf(view.fullText), indent: '', nl: lineBreakOf(view.fullText) };
  }

  /** The items at `offset` (relative to the view's region). */
  async complete(offset: number): Promise<{ items: CompletionItem[]; isIncomplete: boolean }> {
    const context: CursorContext = cursorContext(this.view.text, this.view.tree, offset);
    if (context.kind === 'name') await this.names(context);
    else if (context.kind === 'value') await this.values(context);
    if (this.items.length > MAX_ITEMS) {
      this.items.length = MAX_ITEMS;
      this.incomplete = true;
    }
    return { items: this.items, isIncomplete: this.incomplete };
  }

  private base(
    span: Span,
    newText: string,
    b?: SnippetBuilder,
  ): Pick<CompletionItem, 'textEdit' | 'insertTextFormat' | 'insertTextMode'> {
    return {
      textEdit: this.edit(span, newText),
      insertTextFormat:
        b?.hasStops && this.options.snippets ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
      insertTextMode: InsertTextMode.asIs,
    };
  }

  /**
   * The missing comma after the previous member, as an edit of its own; when that member ends right
   * where the text goes, two insertions at one place would be ambiguous: the new text starts with it.
   */
  private commaEdits(context: NameContext | ValueContext): TextEdit[] {
    if (context.commaBefore === undefined || context.commaBefore === context.replace.offset) return [];
    return [this.edit({ offset: context.commaBefore, length: 0 }, ',')];
  }

  /** A builder whose text starts with the comma (and a space) when the previous member ends right here. */
  private builder(context: NameContext | ValueContext): SnippetBuilder {
    const b = new SnippetBuilder(this.options.snippets);
    if (context.commaBefore !== undefined && context.commaBefore === context.replace.offset) b.text(', ');
    return b;
  }

  // ---- property names ----

  private async names(context: NameContext): Promise<void> {
    const path = documentPath(this.view, context.objectPath);
    const regionValue = treeValue(this.view.tree, context.property);
    const root = this.view.document(regionValue);
    const layout = { ...this.layout, indent: lineIndent(this.view.text, context.replace.offset) };
    if (this.compiled !== undefined && root !== undefined) {
      const object = new ObjectSchemas(this.compiled, root, path);
      const required = object.requiredNames();
      const present = new Set(Object.keys(object.object));
      const declared = object.declaredNames();
      const echoed = this.options.echoBuiltIn
        ? await this.view.echo.names(root, path, new Set(declared.filter((n) => !present.has(n))))
        : new Set<string>();
      declared.forEach((name, order) => {
        if (present.has(name) || echoed.has(name)) return;
        const resolution = object.resolve(name);
        if (resolution.rejected) return;
        const d = resolution.description;
        if (d.all.some((s) => s.schema.doNotSuggest === true)) return;
        this.propertyItem(context, layout, object, name, d, required.has(name), order);
      });
    }
    if (
      path.length === 0 &&
      this.options.offerSchemaKeyword &&
      !Object.hasOwn(isSchemaObject(regionValue) ? regionValue : {}, '$schema')
    ) {
      const b = this.builder(context).text('"$schema"');
      if (!context.hasColon) {
        b.text(': "')
          .placeholder('')
          .text('"')
          .text(context.commaAfter ? ',' : '');
      }
      this.items.push({
        label: '$schema',
        kind: CompletionItemKind.Property,
        detail: 'the schema of this document',
        filterText: this.filter(context, '$schema'),
        sortText: '3',
        ...this.base(context.replace, b.build(), b),
        additionalTextEdits: context.hasColon ? [] : this.commaEdits(context),
      });
    }
  }

  private filter(context: NameContext | ValueContext, name: string): string {
    return context.quoted ? JSON.stringify(name) : name;
  }

  private propertyItem(
    context: NameContext,
    layout: Layout,
    object: ObjectSchemas,
    name: string,
    d: Description,
    required: boolean,
    order: number,
  ): void {
    const deprecated = d.all.some((s) => deprecationOf(s) !== undefined);
    const b = (context.hasColon ? new SnippetBuilder(this.options.snippets) : this.builder(context)).text(
      JSON.stringify(name),
    );
    if (!context.hasColon) {
      b.text(': ');
      appendValue(b, d, layout, () => this.requiredChildren(object, name));
      if (context.commaAfter) b.text(',');
    }
    const types = typesOf(d);
    const item: CompletionItem = {
      label: name,
      kind: CompletionItemKind.Property,
      detail:
        [required ? 'required' : undefined, types?.join(' | ')].filter((x) => x).join(' · ') || undefined,
      filterText: this.filter(context, name),
      // Required first, then the schema's order; deprecated last.
      sortText: `${deprecated ? 2 : required ? 0 : 1}${String(order).padStart(5, '0')}`,
      ...this.base(context.replace, b.build(), b),
      additionalTextEdits: context.hasColon ? [] : this.commaEdits(context),
      data: { documentation: documentationOf(d, required) },
    };
    if (deprecated) item.tags = [CompletionItemTag.Deprecated];
    this.items.push(item);
    if (context.hasColon) return;
    for (const snippet of defaultSnippetsOf(d.all)) {
      const s = this.builder(context).text(`${JSON.stringify(name)}: `);
      this.snippetBody(s, snippet.body, snippet.bodyText, layout);
      if (context.commaAfter) s.text(',');
      this.items.push({
        label: snippet.label ?? `${name}: ${JSON.stringify(snippet.body ?? snippet.bodyText)}`.slice(0, 60),
        kind: CompletionItemKind.Snippet,
        filterText: this.filter(context, name),
        sortText: `${deprecated ? 2 : required ? 0 : 1}${String(order).padStart(5, '0')}s`,
        ...this.base(context.replace, s.build(), s),
        insertTextFormat: this.options.snippets ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
        additionalTextEdits: this.commaEdits(context),
        data: {
          documentation: snippet.markdownDescription ?? snippet.description ?? documentationOf(d, required),
        },
      });
    }
  }

  /** The required properties of an object-typed property's value (of its first shape), with their subschemas. */
  private requiredChildren(
    object: ObjectSchemas,
    name: string,
  ): { name: string; description: Description }[] {
    // What an empty object there would need (conditions evaluated on an object, not on a placeholder).
    const empty = object.resolve(name, {}).description;
    return requiredOf(firstAlternative(empty)).map((child) => {
      const value: JsonValue = {};
      Object.defineProperty(value, child, {
        value: null,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return { name: child, description: object.resolve(name, value, [child]).description };
    });
  }

  /**
   * A `defaultSnippets` body: `$1`-style markers in its strings are kept as snippet syntax (VS Code's
   * convention); `bodyText` is inserted as written.
   */
  private snippetBody(
    b: SnippetBuilder,
    body: JsonValue | undefined,
    bodyText: string | undefined,
    layout: Layout,
  ): void {
    if (bodyText !== undefined) {
      b.raw(bodyText, bodyText.replace(/\$\{\d+:([^}]*)\}|\$\d+/g, '$1'));
      return;
    }
    const text = renderBody(body ?? null, layout);
    b.raw(text, text.replace(/\$\{\d+:([^}]*)\}|\$\d+/g, '$1'));
  }

  // ---- values ----

  private async values(context: ValueContext): Promise<void> {
    const path = documentPath(this.view, context.path);
    if (path.length === 1 && path[0] === '$schema') {
      await this.schemaValues(context);
      return;
    }
    if (this.compiled === undefined) return;
    const current = context.node ? treeValue(context.node) : undefined;
    const regionValue = treeValue(this.view.tree);
    const base = this.view.document(regionValue);
    const root = withValueAt(
      base,
      path,
      current ?? null,
      context.array !== undefined && context.node === undefined,
    );
    if (root === undefined && path.length > 0) return;
    const probe = this.compiled.probe(root ?? null, path);
    const reader = new ApplicabilityReader(probe, formatPointer(path));
    const d = reader.description();
    const candidates: { value: JsonValue; kind: CompletionItemKind; doc?: string; order: string }[] = [];
    for (const a of allowedValues(d) ?? []) {
      candidates.push({
        value: a.value,
        kind: CompletionItemKind.EnumMember,
        doc: a.description,
        order: '0',
      });
    }
    const fallback = defaultOf(d.all);
    if (fallback !== undefined) {
      candidates.push({
        value: fallback.value,
        kind: CompletionItemKind.Value,
        doc: hostTexts().t('completion.default'),
        order: '1',
      });
    }
    for (const x of examplesOf(d.all)) {
      candidates.push({
        value: x,
        kind: CompletionItemKind.Value,
        doc: hostTexts().t('completion.example'),
        order: '2',
      });
    }
    const types = typesOf(d);
    if (types?.includes('boolean')) {
      candidates.push({ value: true, kind: CompletionItemKind.Value, order: '3' });
      candidates.push({ value: false, kind: CompletionItemKind.Value, order: '3' });
    }
    if (types?.includes('null')) candidates.push({ value: null, kind: CompletionItemKind.Value, order: '3' });
    const skeleton = types?.includes('object') ? '{}' : types?.includes('array') ? '[]' : undefined;
    // Labels VS Code's JSON support offers itself count as seen: nothing shows twice.
    const wanted = new Set(candidates.map((c) => JSON.stringify(c.value)));
    if (skeleton !== undefined) wanted.add(skeleton);
    const seen =
      this.options.echoBuiltIn && root !== undefined
        ? await this.view.echo.values(root, path, wanted)
        : new Set<string>();
    const skeletonEchoed = skeleton !== undefined && seen.has(skeleton);
    for (const { value, kind, doc, order } of candidates) {
      const text = JSON.stringify(value);
      if (seen.has(text)) continue;
      seen.add(text);
      const layout = { ...this.layout, indent: lineIndent(this.view.text, context.replace.offset) };
      const b = this.builder(context);
      if (value !== null && typeof value === 'object') {
        valueStop(b, value, layout.unit, layout.indent, layout.nl);
      } else b.text(text);
      if (context.commaAfter) b.text(',');
      this.items.push({
        label: text,
        kind,
        filterText: text,
        sortText: `${order}${String(this.items.length).padStart(5, '0')}`,
        ...this.base(context.replace, b.build(), b),
        additionalTextEdits: this.commaEdits(context),
        ...(doc ? { data: { documentation: doc } } : {}),
      });
    }
    const layout = { ...this.layout, indent: lineIndent(this.view.text, context.replace.offset) };
    for (const snippet of defaultSnippetsOf(d.all)) {
      const s = this.builder(context);
      this.snippetBody(s, snippet.body, snippet.bodyText, layout);
      if (context.commaAfter) s.text(',');
      this.items.push({
        label: snippet.label ?? JSON.stringify(snippet.body ?? snippet.bodyText).slice(0, 60),
        kind: CompletionItemKind.Snippet,
        sortText: `4${String(this.items.length).padStart(5, '0')}`,
        ...this.base(context.replace, s.build(), s),
        insertTextFormat: this.options.snippets ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
        additionalTextEdits: this.commaEdits(context),
        data: { documentation: snippet.markdownDescription ?? snippet.description },
      });
    }
    // An object or array value with nothing listed: a skeleton with the required properties.
    if (this.items.length === 0 && skeleton !== undefined && !skeletonEchoed) {
      const b = this.builder(context);
      const kind = skeleton === '{}' ? 'object' : 'array';
      appendValue(b, d, layout, () => this.valueChildren(root ?? null, path));
      if (context.commaAfter) b.text(',');
      this.items.push({
        label: kind === 'object' ? '{}' : '[]',
        kind: CompletionItemKind.Module,
        sortText: '5',
        ...this.base(context.replace, b.build(), b),
        additionalTextEdits: this.commaEdits(context),
        data: { documentation: documentationOf(d, false) },
      });
    }
  }

  /** Required members of a new object value at `path` (of its first shape), with their subschemas. */
  private valueChildren(root: JsonValue, path: PathSegment[]): { name: string; description: Description }[] {
    if (this.compiled === undefined) return [];
    // What an empty object there would need (conditions evaluated on an object, not on a placeholder).
    const object = new ObjectSchemas(this.compiled, withValueAt(root, path, {}) ?? {}, path);
    return requiredOf(firstAlternative(object.description)).map((name) => ({
      name,
      description: object.resolve(name).description,
    }));
  }

  private async schemaValues(context: ValueContext): Promise<void> {
    const add = (value: string, kind: CompletionItemKind, detail: string, order: string): void => {
      const text = this.builder(context)
        .text(JSON.stringify(value) + (context.commaAfter ? ',' : ''))
        .plain();
      this.items.push({
        label: JSON.stringify(value),
        kind,
        detail,
        filterText: JSON.stringify(value),
        sortText: `${order}${String(this.items.length).padStart(5, '0')}`,
        ...this.base(context.replace, text),
        additionalTextEdits: this.commaEdits(context),
      });
    };
    for (const file of await this.options.schemaFiles()) {
      add(file, CompletionItemKind.File, 'a schema file of the workspace', '0');
    }
    if (this.options.offerSchemaKeyword) {
      for (const uri of META_SCHEMA_URIS) {
        add(uri, CompletionItemKind.Module, 'a JSON Schema meta-schema: this document is a schema', '1');
      }
    }
  }
}

/** Renders a defaultSnippets body as JSON text; its strings keep their `$1`/`${1:x}` snippet markers. */
function renderBody(body: JsonValue, layout: Layout): string {
  const render = (value: JsonValue, indent: string): string => {
    if (typeof value === 'string') {
      // A string that is only a snippet marker (`"^${1:value}"`, VS Code's convention) becomes raw text.
      if (value.startsWith('^')) return value.slice(1);
      return JSON.stringify(value);
    }
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    const inner = indent + layout.unit;
    if (Array.isArray(value)) {
      if (value.length === 0) return '[]';
      return `[${layout.nl}${value.map((v) => inner + render(v, inner)).join(`,${layout.nl}`)}${layout.nl}${indent}]`;
    }
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{${layout.nl}${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${render(v, inner)}`).join(`,${layout.nl}`)}${layout.nl}${indent}}`;
  };
  return render(body, layout.indent);
}
