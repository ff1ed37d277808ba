export { parseAlongside, parseDocument, type ParsedDocument, type MemberSpan } from './document';
export { parsePointer, formatPointer, appendPointer, escapePointerSegment } from './pointer';
export { MAX_NESTING_DEPTH } from './problems';
