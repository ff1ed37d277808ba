/** LSP ranges from the core's source ranges (no runtime dependency: the document worker uses it too). */
import type { Range } from 'vscode-languageserver';
import type { SourceRange } from '../../../shared/src/types';

/** The LSP range of a source range (a copy: the core's positions are not handed out). */
export function toRange(range: SourceRange): Range {
  return { start: { ...range.start }, end: { ...range.end } };
}
