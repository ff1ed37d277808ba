/**
 * Text that completion inserts, as an LSP snippet (tab stops, placeholders, choices) or as plain text
 * for clients without snippet support: the same characters, without the stops. Indentation is computed
 * here (the line's own plus the document's unit), so items are inserted as they are (insertTextMode
 * asIs) in every editor.
 */
import type { JsonValue } from '../../../../shared/src/index';
import { renderValue } from '../codeActions/jsonEdit';

export { eol as lineBreakOf, indentUnit as indentUnitOf } from '../codeActions/jsonEdit';

/** Escapes literal snippet text: `$` and `\` (a `}` is special only inside a placeholder). */
function escapeSnippet(text: string): string {
  return text.replace(/[\\$]/g, '\\$&');
}

/** Escapes a placeholder's default text: `$`, `}` and `\`. */
function escapePlaceholder(text: string): string {
  return text.replace(/[\\$}]/g, '\\$&');
}

/** Escapes a choice element: `,`, `|`, `$`, `}` and `\`. */
function escapeChoice(text: string): string {
  return text.replace(/[\\$}|,]/g, '\\$&');
}

/** Builds a snippet and its plain-text twin, numbering the tab stops. */
export class SnippetBuilder {
  private snippetParts: string[] = [];
  private plainParts: string[] = [];
  private next = 1;

  constructor(private readonly snippets: boolean) {}

  /** Literal text. */
  text(value: string): this {
    this.snippetParts.push(escapeSnippet(value));
    this.plainParts.push(value);
    return this;
  }

  /** A tab stop with a default text. */
  placeholder(value: string): this {
    this.snippetParts.push(
      value === '' ? `$${this.next++}` : `\${${this.next++}:${escapePlaceholder(value)}}`,
    );
    this.plainParts.push(value);
    return this;
  }

  /** A tab stop offering a choice (the first is inserted by default). */
  choice(values: readonly string[]): this {
    if (values.length === 1) return this.placeholder(values[0]);
    this.snippetParts.push(`\${${this.next++}|${values.map(escapeChoice).join(',')}|}`);
    this.plainParts.push(values[0] ?? '');
    return this;
  }

  /** Text that is snippet syntax already (`defaultSnippets`), with its plain-text twin. */
  raw(snippet: string, plain: string): this {
    this.snippetParts.push(snippet);
    this.plainParts.push(plain);
    if (/\$(?:\d|\{\d)/.test(snippet)) this.next = Math.max(this.next, 2);
    return this;
  }

  /** Where the cursor ends after the last tab stop. */
  final(): this {
    this.snippetParts.push('$0');
    return this;
  }

  get hasStops(): boolean {
    return this.next > 1;
  }

  /** The snippet (when the client supports snippets) or the plain text. */
  build(): string {
    return this.snippets ? this.snippetParts.join('') : this.plainParts.join('');
  }

  /** The plain text whatever the client supports (what the document holds after accepting defaults). */
  plain(): string {
    return this.plainParts.join('');
  }
}

/** Appends a value as one tab stop: strings edit inside their quotes, other scalars as a whole. */
export function valueStop(
  b: SnippetBuilder,
  value: JsonValue,
  unit: string,
  indent: string,
  nl: string,
): void {
  if (typeof value === 'string') {
    b.text('"').placeholder(JSON.stringify(value).slice(1, -1)).text('"');
  } else if (value === null || typeof value !== 'object') {
    b.placeholder(JSON.stringify(value));
  } else {
    b.placeholder(renderValue(value, unit, indent, nl));
  }
}

/** Appends a choice between allowed values (strings offered inside one pair of quotes when all are strings). */
export function choiceStop(b: SnippetBuilder, values: readonly JsonValue[]): void {
  if (values.length > 0 && values.every((v) => typeof v === 'string')) {
    b.text('"')
      .choice(values.map((v) => JSON.stringify(v).slice(1, -1)))
      .text('"');
  } else {
    b.choice(values.map((v) => JSON.stringify(v)));
  }
}

/** The indentation of the line that holds `offset`. */
export function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}
