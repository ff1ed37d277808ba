// Hostile schemas and documents through the library (issue 10): each case is a reproduction that once
// crashed, hung or fooled the validator, and must now give a clear answer in bounded time.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compile } from '../../shared/src/index';
import { closestName, editDistance } from '../../shared/src/validator/suggest';
import type { JsonValue } from '../../shared/src/types';

/** Runs `fn` and fails when it takes longer than `ms` (generous: the machine is shared). */
function within<T>(ms: number, what: string, fn: () => T): T {
  const start = performance.now();
  const result = fn();
  const took = performance.now() - start;
  assert.ok(took < ms, `${what} took ${took.toFixed(0)} ms`);
  return result;
}

void describe('patterns V8 cannot compile are schema problems from compile()', () => {
  const patterns: [string, string][] = [
    ['"(?:a|b)" x 10,000', '(?:a|b)'.repeat(10_000)],
    ['20,000 nested groups', '('.repeat(20_000) + ')'.repeat(20_000)],
    ['a 1 MB literal', 'a'.repeat(1_000_000)],
  ];
  for (const [name, source] of patterns) {
    const shapes: [string, JsonValue, string][] = [
      ['pattern', { properties: { a: { pattern: source } } }, '/properties/a/pattern'],
      [
        'a patternProperties key',
        { patternProperties: { [source]: { type: 'string' } } },
        '/patternProperties/' + source,
      ],
      ['propertyNames', { propertyNames: { pattern: source } }, '/propertyNames/pattern'],
    ];
    for (const [shape, schema, pointer] of shapes) {
      void test(`${name} as ${shape}`, () => {
        const compiled = compile(schema);
        const problems = compiled.problems.filter((p) => p.code === 'invalid-regex');
        assert.deepEqual(
          problems.map((p) => [p.pointer === pointer, p.severity]),
          [[true, 'error']],
        );
        const [problem] = problems;
        assert.match(
          problem.message,
          /^".{40,60}" cannot be used as a regular expression: the JavaScript engine cannot compile it \((Regular expression too large|Stack overflow|Maximum call stack size exceeded)\)\.$/,
        );
        assert.ok(problem.message.length < 200);
        // The pattern is not used, as for any invalid pattern: validation neither throws nor echoes it.
        const result = compiled.validate({ a: 'ab', ab: 1 });
        assert.equal(result.valid, true);
      });
    }
  }
});

void describe('uniqueItems is linear and keeps JSON equality', () => {
  void test('30,000 distinct small objects validate in linear time', () => {
    const items = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `n${i % 100}`, tags: [i % 7] }));
    const compiled = compile({ uniqueItems: true });
    assert.equal(within(3000, 'uniqueItems on 30,000 objects', () => compiled.validate(items)).valid, true);
    items.push({ tags: [29_999 % 7], name: `n${29_999 % 100}`, id: 29_999 });
    const result = within(3000, 'uniqueItems on 30,001 objects', () => compiled.validate(items));
    assert.deepEqual(
      result.errors.map((e) => [e.message, e.params]),
      [['Items 29999 and 30000 are identical; array items must be unique.', { duplicates: [29999, 30000] }]],
    );
  });

  void test('equal as JSON: 1 and 1.0, key order, -0 and 0, nested; unequal across types', () => {
    const compiled = compile({ uniqueItems: true });
    const cases: [string, [number, number] | undefined][] = [
      ['[1, 1.0]', [0, 1]],
      ['[{"a": 1, "b": [1, {"c": null}]}, {"b": [1.0, {"c": null}], "a": 1}]', [0, 1]],
      ['[0, -0]', [0, 1]],
      ['[[1, "1"], [1, 1]]', undefined],
      ['["1", 1, true, "true", null, "null", [], {}, [[]], [{}]]', undefined],
      ['[{"a": "b"}, {"a": "b", "c": 1}, {"c": 1, "a": "b"}]', [1, 2]],
      ['["x", "y", "x"]', [0, 2]],
      ['[{"__proto__": 1}, {"__proto__": 1}]', [0, 1]],
    ];
    for (const [text, duplicates] of cases) {
      const result = compiled.validateText(text);
      assert.deepEqual(
        result.errors.map((e) => e.params.duplicates),
        duplicates === undefined ? [] : [duplicates],
        text,
      );
    }
  });

  void test('agrees with pairwise JSON equality on random arrays (seeded)', () => {
    let seed = 99;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const value = (depth: number): JsonValue => {
      switch (depth > 2 ? next(4) : next(6)) {
        case 0:
          return next(3);
        case 1:
          return ['a', 'b', '1'][next(3)];
        case 2:
          return [null, true, false][next(3)];
        case 3:
          return next(2) === 0 ? 0.5 : -0;
        case 4:
          return Array.from({ length: next(3) }, () => value(depth + 1));
        default: {
          const o: Record<string, JsonValue> = {};
          for (const k of ['x', 'y', 'z'].slice(0, next(4))) o[k] = value(depth + 1);
          return next(2) === 0 ? o : Object.fromEntries(Object.entries(o).reverse());
        }
      }
    };
    const equal = (a: JsonValue, b: JsonValue): boolean => {
      if (typeof a === 'number' && typeof b === 'number') return a === b;
      if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
      if (Array.isArray(a) || Array.isArray(b)) {
        return (
          Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]))
        );
      }
      const ka = Object.keys(a);
      return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
    };
    const compiled = compile({ uniqueItems: true });
    for (let round = 0; round < 500; round++) {
      const items = Array.from({ length: next(6) }, () => value(0));
      let expected: [number, number] | undefined;
      for (let i = 0; i < items.length && expected === undefined; i++) {
        for (let j = 0; j < i; j++) {
          if (equal(items[j], items[i])) {
            expected = [j, i];
            break;
          }
        }
      }
      const errors = compiled.validate(items).errors;
      assert.deepEqual(
        errors.map((e) => e.params.duplicates),
        expected === undefined ? [] : [expected],
        JSON.stringify(items),
      );
    }
  });
});

void describe('"Did you mean" is bounded', () => {
  const names = (n: number, prefix: string): string[] =>
    Array.from({ length: n }, (_, i) => `${prefix}${i.toString(36).padStart(4, '0')}`);

  for (const count of [5_000, 20_000]) {
    void test(`${count} schema names against ${count} unknown keys`, () => {
      const declared = names(count, 'field_');
      const schema = {
        properties: Object.fromEntries(declared.map((n) => [n, {}])),
        additionalProperties: false,
      };
      // Each unknown key is one edit away from a declared name: the worst case for the lookups.
      const data = Object.fromEntries(declared.map((n) => [`${n}#`, 1]));
      const compiled = within(5000, 'compile', () => compile(schema));
      const result = within(5000, `validation with ${count} unknown keys`, () => compiled.validate(data));
      assert.equal(result.errors.length, count);
      // Suggestions stop when the object's budget is spent; the first ones are today's.
      assert.equal(result.errors[0].params.suggestion, declared[0]);
      assert.ok(result.errors.every((e) => e.message.length < 400));
    });
  }

  void test('5,000 unknown keys under unevaluatedProperties', () => {
    const declared = names(5_000, 'field_');
    const schema = {
      allOf: [{ properties: Object.fromEntries(declared.map((n) => [n, {}])) }],
      unevaluatedProperties: false,
    };
    const data = Object.fromEntries(declared.map((n) => [`${n}#`, 1]));
    const result = within(5000, 'validation', () => compile(schema).validate(data));
    assert.equal(result.errors.length, 5_000);
    assert.equal(result.errors[0].params.suggestion, declared[0]);
  });

  void test('two 30,000-character names get no suggestion, at once', () => {
    const long = 'x'.repeat(30_000);
    const schema = { properties: { [long + 'a']: {} }, additionalProperties: false };
    const result = within(1000, 'validation', () => compile(schema).validate({ [long + 'b']: 1 }));
    assert.equal(result.errors.length, 1);
    assert.equal(result.errors[0].params.suggestion, undefined);
    assert.ok(result.errors[0].message.length < 300, 'the message cuts the names');
  });

  void test('suggestions equal the unbounded search for ordinary names (seeded)', () => {
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const word = (): string => Array.from({ length: 2 + next(12) }, () => 'abcdeE_'[next(7)]).join('');
    const typo = (w: string): string => {
      const i = next(w.length);
      switch (next(4)) {
        case 0:
          return w.slice(0, i) + w.slice(i + 1);
        case 1:
          return w.slice(0, i) + 'x' + w.slice(i);
        case 2:
          return w.slice(0, i) + w.slice(i + 1, i + 2) + w.slice(i, i + 1) + w.slice(i + 2);
        default:
          return w.toUpperCase();
      }
    };
    // The search before the bounds: full optimal string alignment, candidates in order.
    const distance = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            d[i][j - 1] + 1,
            d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    };
    const reference = (name: string, candidates: string[], present: Set<string>): string | undefined => {
      let best: string | undefined;
      let bestDistance = 3;
      for (const c of candidates) {
        if (c === name || present.has(c)) continue;
        if (c.toLowerCase() === name.toLowerCase()) return c;
        const d = distance(name, c);
        if (d < bestDistance && d <= 2 && d * 2 < Math.min(name.length, c.length)) {
          best = c;
          bestDistance = d;
        }
      }
      return best;
    };
    for (let round = 0; round < 400; round++) {
      const candidates = [...new Set(Array.from({ length: 1 + next(15) }, word))];
      const name = next(3) === 0 ? word() : typo(candidates[next(candidates.length)]);
      const present = new Set(candidates.filter(() => next(5) === 0));
      assert.equal(
        closestName(name, candidates, (c) => present.has(c)),
        reference(name, candidates, present),
        `${name} among ${JSON.stringify(candidates)}`,
      );
      for (const [a, b] of [
        [name, candidates[0]],
        [candidates[0], name],
      ]) {
        for (const limit of [1, 2, 3]) {
          const exact = distance(a, b);
          assert.equal(editDistance(a, b, limit), exact <= limit ? exact : limit + 1, `${a} ${b} ${limit}`);
        }
      }
    }
  });
});

void describe('references that cannot work are problems at compile time (items 11 and 12)', () => {
  const cases: [string, JsonValue, [string, string, string][], string][] = [
    [
      'a $ref to an array',
      { properties: { b: { $ref: '#/required' } }, required: ['a'] },
      [
        [
          'ref-not-schema',
          '/properties/b/$ref',
          'The reference "#/required" points to an array, not to a schema: it cannot check anything.',
        ],
      ],
      'Cannot check this value: the reference "#/required" does not point to a schema.',
    ],
    [
      'a $ref to a string',
      { 'x-note': 'text', properties: { b: { $ref: '#/x-note' } } },
      [
        [
          'ref-not-schema',
          '/properties/b/$ref',
          'The reference "#/x-note" points to a string, not to a schema: it cannot check anything.',
        ],
      ],
      'Cannot check this value: the reference "#/x-note" does not point to a schema.',
    ],
    [
      'a $dynamicRef to its own $dynamicAnchor',
      { $schema: 'https://json-schema.org/draft/2020-12/schema', $dynamicAnchor: 'x', $dynamicRef: '#x' },
      [
        [
          'cyclic-ref',
          '/$dynamicRef',
          'Reference cycle without progress: "#x" refers back to itself without checking any property or item in between.',
        ],
      ],
      'Cannot check this value: the reference "#x" leads back to itself without checking anything.',
    ],
    [
      "2019-09's $recursiveRef to its own root",
      { $schema: 'https://json-schema.org/draft/2019-09/schema', $recursiveAnchor: true, $recursiveRef: '#' },
      [
        [
          'cyclic-ref',
          '/$recursiveRef',
          'Reference cycle without progress: "#" refers back to itself without checking any property or item in between.',
        ],
      ],
      'Cannot check this value: the reference "#" leads back to itself without checking anything.',
    ],
    [
      'a $dynamicRef cycle through allOf',
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $dynamicAnchor: 'x',
        allOf: [{ $dynamicRef: '#x' }],
      },
      [
        [
          'cyclic-ref',
          '/allOf/0/$dynamicRef',
          'Reference cycle without progress: "#x" refers back to itself without checking any property or item in between.',
        ],
      ],
      'Cannot check this value: the reference "#x" leads back to itself without checking anything.',
    ],
  ];
  for (const [name, schema, problems, error] of cases) {
    void test(name, () => {
      const compiled = compile(schema);
      assert.deepEqual(
        compiled.problems.map((p) => [p.code, p.pointer, p.message]),
        problems,
      );
      const result = compiled.validate({ b: 1 });
      assert.equal(result.valid, false);
      assert.ok(
        result.errors.some((e) => e.message === error),
        JSON.stringify(result.errors.map((e) => e.message)),
      );
    });
  }

  void test('a $dynamicRef whose anchor another resource also has is left to run time (no false cycle)', () => {
    const compiled = compile(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'https://example.com/strict',
        $dynamicAnchor: 'node',
        $ref: 'tree',
        unevaluatedProperties: false,
      },
      {
        schemas: {
          'https://example.com/tree': {
            $schema: 'https://json-schema.org/draft/2020-12/schema',
            $id: 'https://example.com/tree',
            $dynamicAnchor: 'node',
            type: 'object',
            properties: { data: true, children: { type: 'array', items: { $dynamicRef: '#node' } } },
          },
        },
      },
    );
    assert.deepEqual(compiled.problems, []);
    assert.equal(compiled.validate({ children: [{ data: 1 }] }).valid, true);
    assert.equal(compiled.validate({ children: [{ daat: 1 }] }).valid, false);
  });
});

void describe('a schema that needs exponential work stops with one error (found by the fuzz test)', () => {
  const deep = (levels: number): JsonValue => {
    let value: JsonValue = {};
    for (let i = 0; i < levels; i++) value = { a: value };
    return value;
  };
  const chain = (definitions: number): JsonValue => ({
    $defs: Object.fromEntries(
      Array.from({ length: definitions }, (_, i): [string, JsonValue] => [
        `d${i}`,
        i === definitions - 1
          ? { type: 'object' }
          : { allOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] },
      ]),
    ),
    $ref: '#/$defs/d0',
  });
  const cases: [string, JsonValue, JsonValue, string][] = [
    [
      'two recursive anyOf branches at every level of a 200-deep document',
      {
        anyOf: [
          { properties: { a: { allOf: [{ $ref: '#' }, { required: ['b'] }] } } },
          { properties: { a: { $ref: '#' } } },
        ],
      },
      deep(200),
      '/a/a/a',
    ],
    ['sixty definitions, each applying the next one twice, on one value', chain(60), {}, ''],
  ];
  void test('the same schemas on small documents are decided as usual', () => {
    assert.equal(compile(cases[0][1]).validate(deep(12)).valid, true);
    assert.equal(compile(chain(12)).validate({}).valid, true);
  });
  for (const [name, schema, value, prefix] of cases) {
    void test(name, () => {
      const result = within(30_000, name, () => compile(schema).validate(value));
      assert.equal(result.valid, false);
      assert.equal(result.errors.length, 1);
      const [error] = result.errors;
      assert.equal(error.keyword, 'budget');
      assert.ok(error.instancePath.startsWith(prefix), error.instancePath);
      assert.match(
        error.message,
        /^Validation stopped here: this schema needs more than 20,000,000 subschema applications for this document/,
      );
    });
  }
});
