// The probe: which subschemas the validator applies at an instance location, how each was reached,
// whether it holds and what it reported; off-path subtrees are not descended into.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import type { JsonValue, ProbedSchema, ProbeResult } from '../../shared/src/index';

/** Entries at the target as `pointer via valid`. */
function at(result: ProbeResult): string[] {
  return result.atTarget.map(
    (e) =>
      `${e.pointer || '#'}${e.via.length > 0 ? ` ${e.via.join('/')}` : ''} ${e.valid ? 'holds' : 'fails'}`,
  );
}

function chain(entry: ProbedSchema): string {
  const parts: string[] = [];
  for (let e: ProbedSchema | undefined = entry; e; e = e.parent) parts.unshift(e.via.join('/') || 'root');
  return parts.join(' > ');
}

const SHAPES: JsonValue = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { shapes: { type: 'array', items: { $ref: '#/$defs/shape' } } },
  $defs: {
    shape: {
      oneOf: [
        {
          properties: { kind: { const: 'circle' }, radius: { type: 'number' } },
          required: ['kind', 'radius'],
        },
        {
          properties: { kind: { const: 'square' }, side: { type: 'number' } },
          required: ['kind', 'side'],
        },
      ],
    },
  },
};

void describe('probe', () => {
  void test('every branch of a oneOf is evaluated at the target, with its errors', () => {
    const compiled = compile(SHAPES);
    const result = compiled.probe({ shapes: [{ kind: 'circle' }] }, ['shapes', 0]);
    assert.deepEqual(at(result), [
      '/properties/shapes/items items fails',
      '/$defs/shape $ref fails',
      '/$defs/shape/oneOf/0 oneOf/0 fails',
      '/$defs/shape/oneOf/1 oneOf/1 fails',
    ]);
    const [, , circle, square] = result.atTarget;
    assert.deepEqual(
      circle.errors.map((e) => [e.keyword, e.instancePath]),
      [['required', '/shapes/0']],
    );
    assert.deepEqual(square.errors.map((e) => [e.keyword, e.instancePath]).sort(), [
      ['const', '/shapes/0/kind'],
      ['required', '/shapes/0'],
    ]);
    assert.equal(chain(square), 'root > properties/shapes > items > $ref > oneOf/1');
    assert.deepEqual(
      result.atTarget.map((e) => e.path),
      result.atTarget.map(() => ['shapes', 0]),
    );
  });

  void test('if/then/else records only the branch the condition selects, and the condition itself', () => {
    const schema: JsonValue = {
      if: { properties: { mode: { const: 'tls' } }, required: ['mode'] },
      then: { properties: { certificate: { type: 'string' } } },
      else: { properties: { port: { type: 'integer' } } },
    };
    assert.deepEqual(at(compile(schema).probe({ mode: 'tls' }, [])), [
      '# holds',
      '/if if holds',
      '/then then holds',
    ]);
    assert.deepEqual(at(compile(schema).probe({ mode: 'plain' }, [])), [
      '# holds',
      '/if if fails',
      '/else else holds',
    ]);
  });

  void test('dependentSchemas apply only when their property is present', () => {
    const schema: JsonValue = {
      properties: { card: { type: 'string' } },
      dependentSchemas: { card: { properties: { billing: { type: 'string' } }, required: ['billing'] } },
    };
    assert.deepEqual(at(compile(schema).probe({}, [])), ['# holds']);
    assert.deepEqual(at(compile(schema).probe({ card: 'x' }, [])), [
      '# fails',
      '/dependentSchemas/card dependentSchemas/card fails',
    ]);
  });

  void test('anyOf evaluates every branch even when the first passes', () => {
    const schema: JsonValue = { anyOf: [{ properties: { a: {} } }, { properties: { b: {} } }] };
    assert.deepEqual(at(compile(schema).probe({}, [])), [
      '# holds',
      '/anyOf/0 anyOf/0 holds',
      '/anyOf/1 anyOf/1 holds',
    ]);
  });

  void test('$dynamicRef reaches the dynamic anchor of the outermost resource', () => {
    const schema: JsonValue = {
      $id: 'https://example.com/tree',
      $dynamicAnchor: 'node',
      $ref: 'https://example.com/base',
      properties: { label: { type: 'string' } },
      $defs: {
        base: {
          $id: 'https://example.com/base',
          $dynamicAnchor: 'node',
          properties: { children: { type: 'array', items: { $dynamicRef: '#node' } } },
        },
      },
    };
    const result = compile(schema).probe({ children: [{}] }, ['children', 0]);
    assert.deepEqual(
      result.atTarget.map((e) => `${e.documentUri}#${e.pointer} ${e.via.join('/')}`),
      [
        'https://example.com/tree#/$defs/base/properties/children/items items',
        'https://example.com/tree# $dynamicRef',
        'https://example.com/tree#/$defs/base $ref',
      ],
    );
  });

  void test('objects off the path are not descended into; scalars beside the path are checked', () => {
    const schema: JsonValue = {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
      },
    };
    const value: JsonValue = [
      { id: 'wrong', tags: [1] },
      { id: 'also wrong', tags: [2] },
    ];
    const result = compile(schema).probe(value, [1]);
    // The first record is off the path (not evaluated); in the second, the scalar `id` is checked and
    // the `tags` array, which is off the path, is not.
    const errors = result.entries.flatMap((e) => e.ownErrors).map((e) => e.instancePath);
    assert.deepEqual(errors, ['/1/id']);
    assert.equal(result.valid, false);
  });

  void test('above the target, containers are compared whole as validation compares them (under not too)', () => {
    // `not: {const: {}}` says "not empty": probed below the object (a property being added), it holds
    // for an object with a member, as validation says.
    const notEmpty = compile({ properties: { cfg: { type: 'object', not: { const: {} } } } });
    const probed = notEmpty.probe({ cfg: { alpha: 'x' } }, ['cfg', 'beta']);
    const cfg = probed.entries.find(
      (e) => e.path.join('/') === 'cfg' && e.via.join('/') === 'properties/cfg',
    );
    assert.equal(cfg?.valid, true);
    assert.equal(notEmpty.probe({ cfg: {} }, ['cfg', 'beta']).valid, false);
    // uniqueItems over the items beside the path: compared, as validation does.
    const unique = compile({ uniqueItems: true, items: { type: 'object' } });
    const errors = unique.probe([{ a: 1 }, { a: 1 }, { a: 2 }], [2]).entries.flatMap((e) => e.ownErrors);
    assert.deepEqual(
      errors.map((e) => `${e.instancePath} ${e.keyword}`),
      [' uniqueItems'],
    );
  });

  void test('an entry re-evaluates a changed value at its own location (a candidate property)', () => {
    const schema: JsonValue = {
      type: 'object',
      properties: { config: { $ref: '#/$defs/config' } },
      $defs: {
        config: {
          properties: { name: { type: 'string' } },
          propertyNames: { pattern: '^[a-z]+$' },
          additionalProperties: false,
        },
      },
    };
    const compiled = compile(schema);
    const result = compiled.probe({ config: {} }, ['config']);
    const top = result.atTarget[0];
    const accepted = top.probe({ name: '' }, ['config', 'name']);
    assert.equal(accepted.valid, true);
    const rejected = top.probe({ Other: '' }, ['config', 'Other']);
    // The propertyNames subschema's own finding (on the name, at the object) stays with its entry.
    assert.deepEqual(
      rejected.entries.flatMap((e) => e.ownErrors).map((e) => `${e.keyword} ${e.target.path}`),
      ['additionalProperties /config/Other', 'propertyNames /config/Other', 'pattern /config'],
    );
    // The re-evaluated entry is the run's outermost one: it has no parent.
    assert.deepEqual(
      rejected.entries.filter((e) => e.path.length === 1).map((e) => e.via.join('/')),
      ['', '$ref', 'propertyNames'],
    );
  });

  void test('keywords that have no effect are not reported as present (draft 7: $ref overrides siblings)', () => {
    const schema: JsonValue = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { a: { properties: { x: {} } } },
      $ref: '#/definitions/a',
      properties: { y: {} },
    };
    const [root, target] = compile(schema).probe({}, []).atTarget;
    assert.equal(root.has('properties'), false);
    assert.equal(root.has('$ref'), false);
    assert.equal(target.has('properties'), true);
  });

  void test('validation results do not change after probing', () => {
    const compiled = compile(SHAPES);
    const value: JsonValue = { shapes: [{ kind: 'circle' }, { kind: 'square', side: 1 }] };
    const before = compiled.validate(value).errors.map((e) => e.message);
    compiled.probe(value, ['shapes', 0]);
    assert.deepEqual(
      compiled.validate(value).errors.map((e) => e.message),
      before,
    );
  });
  void test('probeAll: every location of the value on the path, each array element with entries of its own', () => {
    const compiled = compile(SHAPES);
    const value: JsonValue = { shapes: [{ kind: 'circle' }, { kind: 'square', side: 1 }] };
    const result = compiled.probeAll(value);
    const branches = (index: number): string[] =>
      result.entries
        .filter((e) => e.path.length === 2 && e.path[1] === index && e.via[0] === 'oneOf')
        .map((e) => `${e.via.join('/')} ${e.valid ? 'holds' : 'fails'}`);
    // The same `items` subschema applied to two elements is two entries, not a replay of the first.
    assert.deepEqual(branches(0), ['oneOf/0 fails', 'oneOf/1 fails']);
    assert.deepEqual(branches(1), ['oneOf/0 fails', 'oneOf/1 holds']);
    // Scalars deep down are recorded too, and the run holds exactly when validation does.
    assert.ok(result.entries.some((e) => e.path.join('/') === 'shapes/1/side'));
    assert.equal(compiled.validate(value).valid, false, 'the circle has no radius');
    assert.deepEqual(at(result), ['# fails']);
    // Validation is untouched by it.
    assert.deepEqual(
      compiled.validate(value).errors.map((e) => e.message),
      compile(SHAPES)
        .validate(value)
        .errors.map((e) => e.message),
    );
  });
});
