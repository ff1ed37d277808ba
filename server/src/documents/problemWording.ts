/**
 * Schema-file warnings explain a consequence and a way out, which can take a paragraph; a Problems
 * row is one line. The row gets one or two sentences (parenthetical asides dropped), and the full
 * text goes to the diagnostic's data for the hover.
 */

/** Above this many characters a row loses its asides. */
const ROW_LENGTH = 120;

/** Splits at top level only: never inside a quoted name or an aside. */
function topLevelSpans(text: string, open: string, close: string): [number, number][] {
  const spans: [number, number][] = [];
  let depth = 0;
  let quoted = false;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && quoted) {
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (quoted) continue;
    if (c === open) {
      if (depth === 0) start = i;
      depth++;
    } else if (c === close && depth > 0) {
      depth--;
      if (depth === 0) spans.push([start, i + 1]);
    }
  }
  return spans;
}

function withoutAsides(text: string): string {
  let out = text;
  for (const [start, end] of topLevelSpans(text, '(', ')').reverse()) {
    // " (aside)" goes with the space before it; a keyword's own "(required)" tag at the end stays.
    const from = start > 0 && out[start - 1] === ' ' ? start - 1 : start;
    out = out.slice(0, from) + out.slice(end);
  }
  return out;
}

/** Sentence ends at top level: ". " or "; " outside quotes and asides. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    if (quoted) continue;
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (depth === 0 && (c === '.' || c === ';') && text[i + 1] === ' ') {
      out.push(text.slice(start, i).trim());
      start = i + 2;
    }
  }
  const last = text.slice(start).trim().replace(/[.;]$/, '');
  if (last) out.push(last);
  return out;
}

/** The Problems row of a long schema warning (one or two sentences), or the message itself when short. */
export function problemRow(message: string): string {
  if (message.length <= ROW_LENGTH) return message;
  const parts = sentences(withoutAsides(message));
  if (parts.length === 0) return message;
  return parts
    .slice(0, 2)
    .map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`)
    .join(' ');
}
