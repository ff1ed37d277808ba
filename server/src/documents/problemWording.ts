/**
 * Schema-file warnings explain a consequence and a way out, which can take a paragraph; a Problems
 * row is one line. The row gets one or two sentences (parenthetical asides dropped), and the full
 * text goes to the diagnostic's data for the hover. The warnings come in the person's language:
 * Chinese and Japanese end sentences with "。" (and "；") without a space after it, and Chinese
 * writes asides in full-width parentheses.
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

/** Kana and CJK ideographs: scripts that write no space between words. */
const IDEOGRAPHIC = /[\u3040-\u30ff\u3400-\u9fff]/;

/** The alternative form of a Korean particle, as in "은(는)", "이(가)". */
const PARTICLE = /^[\uac00-\ud7af]{1,2}$/;

function withoutAsides(text: string): string {
  let out = text;
  for (const [open, close] of [
    ['(', ')'],
    ['（', '）'],
  ] as const) {
    for (const [start, end] of topLevelSpans(out, open, close).reverse()) {
      // Korean writes a particle that depends on the word before as "을(를)": not an aside.
      if (PARTICLE.test(out.slice(start + 1, end - 1))) continue;
      // " (aside)" goes with the space before it; a keyword's own "(required)" tag at the end stays.
      const from = start > 0 && out[start - 1] === ' ' ? start - 1 : start;
      // Japanese sets an aside off with spaces on both sides; between its words none is left.
      const to =
        out[end] === ' ' && IDEOGRAPHIC.test(out[from - 1] ?? '') && IDEOGRAPHIC.test(out[end + 1] ?? '')
          ? end + 1
          : end;
      out = out.slice(0, from) + out.slice(to);
    }
  }
  return out;
}

/** Full stops that end a sentence without a space after them (Chinese, Japanese). */
const WIDE_STOPS = new Set(['。', '；']);

/** Sentence ends at top level: ". ", "; ", "。" or "；" outside quotes and asides. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    if (quoted) continue;
    if (c === '(' || c === '（') depth++;
    else if ((c === ')' || c === '）') && depth > 0) depth--;
    else if (depth === 0 && (c === '.' || c === ';') && text[i + 1] === ' ') {
      out.push(text.slice(start, i).trim());
      start = i + 2;
    } else if (depth === 0 && WIDE_STOPS.has(c)) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text
    .slice(start)
    .trim()
    .replace(/[.;。；]$/, '');
  if (last) out.push(last);
  return out.filter((sentence) => sentence !== '');
}

/** The Problems row of a long schema warning (one or two sentences), or the message itself when short. */
export function problemRow(message: string): string {
  if (message.length <= ROW_LENGTH) return message;
  const parts = sentences(withoutAsides(message));
  if (parts.length === 0) return message;
  const wide = message.includes('。');
  return parts
    .slice(0, 2)
    .map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}${wide ? '。' : '.'}`)
    .join(wide ? '' : ' ');
}
