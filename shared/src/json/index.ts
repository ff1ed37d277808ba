export {
  parseAlongside,
  parseDocument,
  type EarlyParse,
  type ParsedDocument,
  type MemberSpan,
} from './document';
export { parsePointer, formatPointer, appendPointer, escapePointerSegment } from './pointer';
export { MAX_NESTING_DEPTH } from './problems';
