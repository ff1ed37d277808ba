import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { compile, parseDocument } from '../../../shared/src/index';
import type { JsonValue, ValidationError } from '../../../shared/src/types';
import { IncrementalDocument, memberPlan } from '../../../server/src/incremental';
import type { SchemaEntry } from '../../../server/src/schemaStore';

const RECORD = {
  type: 'object',
  required: ['id', 'kind', 'name'],
  properties: {
    id: { type: 'string', pattern: '^r[0-9]+$' },
    kind: { enum: ['user', 'order'] },
    name: { type: 'string', minLength: 2 },
    tags: { type: 'array', items: { type: 'string', maxLength: 3 } },
  },
  additionalProperties: false,
};

function entryFor(uri: string, schema: JsonValue): SchemaEntry {
  return {
    uri,
    compiled: compile(schema, { baseUri: uri }),
    notes: [],
    dependencies: new Set([uri]),
    unresolved: new Map(),
    blocked: new Map(),
    retrying: new Set(),
    schemas: {},
  };
}

/** A deterministic pseudo-random sequence (the same edits on every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

function fullErrors(schema: CompiledLike, text: string): string[] {
  const parsed = parseDocument(text);
  if (parsed.value === undefined) return [];
  const errors = schema.validate(parsed.value).errors;
  const ranges = parsed.locate(errors.map((e) => e.target));
  return errors.map((e, i) => key(e, ranges[i]?.offset, ranges[i]?.length)).sort();
}

interface CompiledLike {
  validate(value: JsonValue): { errors: ValidationError[] };
}

function key(e: ValidationError, offset: number | undefined, length: number | undefined): string {
  return `${offset ?? -1}+${length ?? -1} ${e.instancePath} ${e.keyword} ${e.schemaPath} ${e.message}`;
}

function positionsAgree(doc: TextDocument, errors: ValidationError[]): void {
  for (const e of errors) {
    if (!e.range) continue;
    assert.deepEqual(e.range.start, doc.positionAt(e.range.offset));
    assert.deepEqual(e.range.end, doc.positionAt(e.range.offset + e.range.length));
  }
}

function runEdits(
  rootSchema: JsonValue,
  text: string,
  edits: number,
  seed: number,
): { incremental: number; fallbacks: number } {
  const uri = 'file:///schemas/root.schema.json';
  const entry = entryFor(uri, rootSchema);
  const compiled = entry.compiled!;
  const next = random(seed);
  let doc = TextDocument.create('file:///doc.json', 'json', 1, text);
  let state: IncrementalDocument | undefined;
  const counts = { incremental: 0, fallbacks: 0 };
  const rebuild = (): void => {
    const parsed = parseDocument(doc.getText());
    assert.ok(parsed.value !== undefined && typeof parsed.value === 'object');
    const plan = memberPlan(entry, rootSchema, Array.isArray(parsed.value));
    assert.ok(plan, 'the schema makes members independent');
    const errors = compiled.validate(parsed.value).errors;
    const ranges = parsed.locate(errors.map((e) => e.target));
    errors.forEach((e, i) => (e.range = ranges[i]));
    state = new IncrementalDocument({
      text: doc.getText(),
      parseOptions: {},
      rootValue: parsed.value,
      members: (parsed.memberSpans('') ?? []).map((m) => ({ ...m })),
      errors,
      plan,
    });
  };
  rebuild();
  const letters = ['a', 'r', '1', 'x', '"', ',', 'u', 's', 'e', '9'];
  for (let i = 0; i < edits; i++) {
    const current = doc.getText();
    // Somewhere inside a string value: between two letters of a quoted word.
    let at = Math.floor(next() * current.length);
    // Letters of nested lines only: edits of the root's own keys are not local to one member.
    const nested = (i: number): boolean => current.startsWith('    ', current.lastIndexOf('\n', i) + 1);
    while (at < current.length && !(/[a-z0-9]/.test(current[at]) && nested(at))) at++;
    if (at >= current.length) continue;
    const insert = letters[Math.floor(next() * letters.length)];
    const remove = next() < 0.5 ? 1 : 0;
    const start = doc.positionAt(at);
    const end = doc.positionAt(at + remove);
    const before = doc;
    doc = TextDocument.update(doc, [{ range: { start, end }, text: insert }], doc.version + 1);
    const expected = fullErrors(compiled, doc.getText());
    const applied = state!.applyEdit(before.offsetAt(start), before.offsetAt(end), insert, doc.getText());
    const errors = applied ? state!.validate((o) => doc.positionAt(o)) : undefined;
    if (!errors) {
      counts.fallbacks++;
      if (parseDocument(doc.getText()).problems.length > 0) {
        // A syntax error: undo it so the next edit starts from a clean document again.
        doc = TextDocument.update(
          doc,
          [
            {
              range: { start, end: doc.positionAt(at + insert.length) },
              text: before.getText().slice(at, at + remove),
            },
          ],
          doc.version + 1,
        );
      }
      rebuild();
      continue;
    }
    counts.incremental++;
    assert.deepEqual(
      errors.map((e) => key(e, e.range?.offset, e.range?.length)).sort(),
      expected,
      `edit ${i}`,
    );
    positionsAgree(doc, errors);
  }
  return counts;
}

function records(n: number): JsonValue[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i % 13 === 0 ? `x${i}` : `r${i}`,
    kind: i % 7 === 0 ? 'admin' : 'user',
    name: `name ${i}`,
    tags: ['ab', i % 5 === 0 ? 'long' : 'cd'],
  }));
}

void describe('incremental re-validation agrees with full validation', () => {
  void test('array root (items): 300 random one-character edits', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      items: { $ref: '#/$defs/record' },
      $defs: { record: RECORD },
    };
    const counts = runEdits(schema, JSON.stringify(records(60), null, 2), 300, 7);
    assert.ok(counts.incremental > 150, JSON.stringify(counts));
  });

  void test('object root (additionalProperties): 300 random one-character edits', () => {
    const value = Object.fromEntries(records(60).map((r, i) => [`k${i}`, r]));
    const schema = { type: 'object', additionalProperties: RECORD, properties: { k0: { type: 'object' } } };
    const counts = runEdits(schema, JSON.stringify(value, null, 2), 300, 11);
    assert.ok(counts.incremental > 150, JSON.stringify(counts));
  });

  void test('schemas that relate members to each other are not handled incrementally', () => {
    const entry = entryFor('file:///s.json', { type: 'array', uniqueItems: true, items: {} });
    assert.equal(memberPlan(entry, { type: 'array', uniqueItems: true, items: {} }, true), undefined);
    const object = { type: 'object', unevaluatedProperties: false };
    assert.equal(memberPlan(entryFor('file:///o.json', object), object, false), undefined);
  });
});
