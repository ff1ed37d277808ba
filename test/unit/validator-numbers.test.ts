// Numbers decided exactly (issue 10, items 9 and 10): multipleOf on decimal values, and number literals
// beyond a double (9007199254740993, 1e400) judged on what the text says, with the literal in messages.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { visit } from 'jsonc-parser';
import { compile, parseAlongside, parseDocument, validate, validateText } from '../../shared/src/index';
import {
  compareDecimal,
  decimalOfNumber,
  isInexactLiteral,
  isMultipleDecimal,
  parseDecimal,
} from '../../shared/src/decimal';
import type { JsonValue } from '../../shared/src/types';
import { LONG_LITERAL_SCHEMAS, LONG_LITERALS } from '../support/longLiterals';

/** A seeded generator. */
function seeded(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
}

/** The exact rational value of a decimal literal as [numerator, denominator] BigInts. */
function rational(literal: string): [bigint, bigint] {
  const d = parseDecimal(literal);
  assert.ok(d !== undefined, literal);
  if (d.sign === 0) return [0n, 1n];
  const n = BigInt(d.digits) * BigInt(d.sign);
  return d.exp >= 0 ? [n * 10n ** BigInt(d.exp), 1n] : [n, 10n ** BigInt(-d.exp)];
}

void describe('decimal arithmetic against BigInt rationals (seeded)', () => {
  const next = seeded(5);
  const literal = (): string => {
    const digits = String(1 + next(10 ** (1 + next(6)))).padStart(1 + next(3), '0');
    const point = next(3) === 0 ? `.${String(next(1000)).padStart(next(4), '0')}` : '';
    const exp = next(3) === 0 ? `e${next(2) === 0 ? '-' : ''}${next(40)}` : '';
    return `${next(4) === 0 ? '-' : ''}${digits}${point}${exp}`;
  };
  void test('compareDecimal and isMultipleDecimal', () => {
    for (let k = 0; k < 3000; k++) {
      const a = literal();
      const b = literal().replace('-', '');
      const [an, ad] = rational(a);
      const [bn, bd] = rational(b);
      const expectedOrder = Math.sign(Number(an * bd - bn * ad));
      assert.equal(compareDecimal(parseDecimal(a)!, parseDecimal(b)!), expectedOrder, `${a} ? ${b}`);
      if (bn === 0n) continue;
      // a / b = (an * bd) / (ad * bn) is an integer.
      const expectedMultiple = (an * bd) % (ad * bn) === 0n;
      assert.equal(isMultipleDecimal(parseDecimal(a)!, parseDecimal(b)!), expectedMultiple, `${a} / ${b}`);
    }
  });

  void test('exponents far apart cost nothing', () => {
    const start = performance.now();
    assert.equal(isMultipleDecimal(parseDecimal('1e400000000')!, parseDecimal('2')!), true);
    assert.equal(isMultipleDecimal(parseDecimal('1e400000000')!, parseDecimal('3')!), false);
    assert.equal(isMultipleDecimal(parseDecimal('1')!, parseDecimal('1e-400000000')!), true);
    assert.equal(compareDecimal(parseDecimal('1e400000000')!, parseDecimal('9e399999999')!), 1);
    assert.ok(performance.now() - start < 1000);
  });

  void test('inexact literals', () => {
    for (const [text, inexact] of [
      ['9007199254740993', true],
      ['9007199254740992', false],
      ['1e400', true],
      ['-1e400', true],
      ['1e-400', true],
      ['1.0000000000000001', true],
      ['0.1', false],
      ['1.0', false],
      ['1e23', true],
      ['1e22', false],
      ['100000000000000000000000', true],
      ['99999999999999991611392', false],
      ['5e-324', false],
      ['1152921504606846976', false],
      ['0.30000000000000004', false],
      ['0.300000000000000001', true],
      // Written as JSON.stringify writes them, but read exactly: 2^64 is 18446744073709551616.
      ['18446744073709552000', true],
      ['18446744073709551616', false],
      ['-0', false],
      ['1e+21', false],
    ] as const) {
      assert.equal(isInexactLiteral(text), inexact, text);
    }
  });
});

void describe('multipleOf is exact (item 9)', () => {
  const cases: [number, number, boolean][] = [
    [3, 1152921504606846976, false],
    [3, 1e308, false],
    [5e-324, 1, true],
    [0.1, 0.3, true],
    [0.01, 0.075, false],
    [0.0001, 0.0075, true],
    [0.123456789, 1e308, false],
    [1e-8, 12391239123, true],
    [0.1, 0.1 + 0.2, false],
    [2, 2 ** 60, true],
    [1000, 2 ** 60, false],
    [64, 2 ** 60, true],
    [1.5, 4.5, true],
  ];
  for (const [multipleOf, value, valid] of cases) {
    void test(`${String(value)} is ${valid ? '' : 'not '}a multiple of ${multipleOf}`, () => {
      assert.equal(validate({ multipleOf }, value).valid, valid);
    });
  }
});

void describe('number literals beyond a double are judged on the literal (item 10)', () => {
  const cases: [string, JsonValue, string, string[]][] = [
    [
      'maximum',
      { maximum: 9007199254740992 },
      '9007199254740993',
      ['Value 9007199254740993 is out of range: it must be at most 9007199254740992.'],
    ],
    ['exclusiveMinimum', { exclusiveMinimum: 9007199254740992 }, '9007199254740993', []],
    [
      'minimum of an underflow',
      { minimum: 0 },
      '-1e-400',
      ['Value -1e-400 is out of range: it must be at least 0.'],
    ],
    [
      'maximum of an overflow',
      { maximum: 1e308 },
      '1e400',
      ['Value 1e400 is out of range: it must be at most 1e+308.'],
    ],
    ['multipleOf an overflow', { multipleOf: 2 }, '1e400', []],
    ['multipleOf an overflow, odd', { multipleOf: 3 }, '1e400', ['Value 1e400 must be a multiple of 3.']],
    [
      'multipleOf beyond 2^53',
      { multipleOf: 2 },
      '9007199254740993',
      ['Value 9007199254740993 must be a multiple of 2.'],
    ],
    ['integer 1e400', { type: 'integer' }, '1e400', []],
    [
      'integer 1.0000000000000001',
      { type: 'integer' },
      '1.0000000000000001',
      ['Incorrect type: expected integer, got number.'],
    ],
    [
      'integer among types',
      { type: ['string', 'integer'] },
      '1.0000000000000001',
      ['Incorrect type: expected string or integer, got number.'],
    ],
    ['const', { const: 9007199254740992 }, '9007199254740993', ['Value must be 9007199254740992.']],
    [
      'enum',
      { enum: [9007199254740992, 'x'] },
      '9007199254740993',
      ['Value must be one of 9007199254740992, "x".'],
    ],
    [
      'const array',
      { const: [1, 9007199254740992] },
      '[1, 9007199254740993]',
      ['Value must be [1,9007199254740992].'],
    ],
    [
      'enum object',
      { enum: [{ a: 9007199254740992 }] },
      '{"a": 9007199254740993}',
      ['Value must be {"a":9007199254740992}.'],
    ],
    ['enum object, exact', { enum: [{ a: 9007199254740992 }] }, '{"a": 9007199254740992}', []],
    [
      'nested, pretty-printed',
      { properties: { n: { items: { maximum: 1 } } } },
      '{\n  "n": [\n    1.0000000000000000001\n  ]\n}',
      ['Value 1.0000000000000000001 is out of range: it must be at most 1.'],
    ],
    [
      '1e23 against 1e23 (the schema double read as written)',
      { maximum: 1e23, minimum: 1e23, const: 1e23 },
      '1e23',
      [],
    ],
    [
      '2^60 against 2^60 written exactly',
      { maximum: 2 ** 60, minimum: 2 ** 60, enum: [2 ** 60] },
      '1152921504606846976',
      [],
    ],
    [
      'a literal between two readings of a double',
      { const: 2 ** 60 },
      '1152921504606846990',
      ['Value must be 1152921504606847000.'],
    ],
    [
      'a key with a slash',
      { properties: { 'a/b': { type: 'integer' } } },
      '{"a/b": 2.00000000000000000001}',
      ['Incorrect type: expected integer, got number.'],
    ],
  ];
  for (const [name, schema, text, messages] of cases) {
    for (const jsonc of [false, true]) {
      void test(`${name}${jsonc ? ' (JSONC, the recovering parser)' : ''}`, () => {
        const source = jsonc ? `/* c */ ${text}` : text;
        const result = validateText(schema, source, { allowComments: true });
        assert.deepEqual(
          result.errors.map((e) => e.message),
          messages,
        );
        // The error sits on the literal itself.
        for (const e of result.errors) {
          const literal = /^Value (-?[0-9][0-9.e+-]*) /.exec(e.message)?.[1];
          if (literal === undefined || !source.includes(literal)) continue;
          assert.equal(e.range?.offset, source.indexOf(literal));
          assert.equal(e.range?.length, literal.length);
        }
        assert.equal(result.valid, messages.length === 0);
      });
    }
  }

  void test('without the text (validate on a value) the double decides, as before', () => {
    assert.equal(
      validate({ maximum: 9007199254740992 }, JSON.parse('9007199254740993') as number).valid,
      true,
    );
  });

  void test('a large document with one inexact literal, validated twice (the second scan runs on a worker)', () => {
    const compiled = compile({ items: { properties: { n: { maximum: 9007199254740992 } } } });
    const records = Array.from(
      { length: 30_000 },
      (_, i) => `{"id":${i},"n":${i},"name":"record number ${i}"}`,
    );
    records[20_000] = '{"id":20000,"n":9007199254740993}';
    const text = `[${records.join(',')}]`;
    assert.ok(text.length > 1 << 20);
    for (let round = 0; round < 2; round++) {
      const result = compiled.validateText(text);
      assert.deepEqual(
        result.errors.map((e) => [e.instancePath, e.message]),
        [['/20000/n', 'Value 9007199254740993 is out of range: it must be at most 9007199254740992.']],
      );
    }
  });
});

void describe('numberLiterals agrees with jsonc-parser on random documents (seeded)', () => {
  const next = seeded(808);
  const numbers = [
    '0',
    '-1',
    '1.5',
    '9007199254740993',
    '9007199254740992',
    '1e400',
    '-1e-400',
    '1.0000000000000001',
    '123456789012345678901234567890',
    '0.1',
    '1e23',
    '1E+309',
    '12345678901234567',
    '4.9e-324',
    '1.23456789012345e-300',
  ];
  const value = (depth: number, pretty: boolean): string => {
    const kind = depth > 3 ? next(3) : next(6);
    const ws = pretty ? '\n' + '  '.repeat(depth + 1) : next(2) === 0 ? ' ' : '';
    if (kind === 0) return numbers[next(numbers.length)];
    if (kind === 1) return JSON.stringify(['s', '1e400', 'x 9007199254740993 y', 'true'][next(4)]);
    if (kind === 2) return ['true', 'false', 'null'][next(3)];
    if (kind === 3 || kind === 4) {
      const items = Array.from({ length: next(4) }, () => ws + value(depth + 1, pretty));
      return `[${items.join(',')}]`;
    }
    const keys = ['a', 'b', 'a/b', '~x', 'b'];
    const members = Array.from(
      { length: next(4) },
      () => `${ws}${JSON.stringify(keys[next(keys.length)])}: ${value(depth + 1, pretty)}`,
    );
    return `{${members.join(',')}}`;
  };
  void test('fast path and recovering path', () => {
    for (let round = 0; round < 400; round++) {
      const body = value(0, next(2) === 0);
      const text = next(3) === 0 ? `// comment 1e400\n${body}` : body;
      const expected = new Map<string, string>();
      visit(text, {
        onLiteralValue(v: unknown, offset, length, _line, _column, pathSupplier) {
          if (typeof v !== 'number') return;
          const literal = text.slice(offset, offset + length);
          if (!isInexactLiteral(literal)) return;
          const pointer = pathSupplier()
            .map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1'))
            .join('');
          // A later duplicate key replaces the earlier member, as in JSON.parse.
          for (const key of [...expected.keys()]) {
            if (key === pointer || key.startsWith(pointer + '/')) expected.delete(key);
          }
          expected.set(pointer, literal);
        },
        onObjectProperty(_property, _offset, _length, _line, _column, pathSupplier) {
          // Entering a member that repeats a key: what the earlier one held is gone.
          const pointer = [...pathSupplier(), _property]
            .map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1'))
            .join('');
          for (const key of [...expected.keys()]) {
            if (key === pointer || key.startsWith(pointer + '/')) expected.delete(key);
          }
        },
      });
      const doc = parseDocument(text, { allowComments: true });
      assert.deepEqual(new Map(doc.numberLiterals ?? []), expected, text);
      // Every value the map names is a number of the parsed value, and its double is the literal's.
      for (const [pointer, literal] of doc.numberLiterals ?? []) {
        assert.equal(decimalOfNumber(Number(literal)) !== undefined, true, pointer);
      }
    }
  });
});

void describe('long number literals on the document fast path', () => {
  // validateText reads a valid document's long literals only where the schema judges their double
  // closely; each document must still get what the full parse, which reads every literal, gives.
  for (const [index, raw] of LONG_LITERAL_SCHEMAS.entries()) {
    void test(`schema ${index}: seeded documents of long literals give what the full parse gives`, () => {
      const schema = compile({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...raw });
      const pick = seeded(7000 + index);
      for (let i = 0; i < 300; i++) {
        const items = Array.from({ length: pick(4) }, () => LONG_LITERALS[pick(LONG_LITERALS.length)]);
        // Indented as well as on one line, so the literals' offsets and lines vary.
        const one = `{"a":${LONG_LITERALS[pick(LONG_LITERALS.length)]},"b":[${items.join(',')}]}`;
        const text = i % 2 === 0 ? one : one.replace(/,/g, ',\n  ');
        const fast = schema.validateText(text);
        const full = schema.validateDocument(parseDocument(text));
        const shape = (r: typeof fast) => [
          r.valid,
          r.errors.map((e) => [e.keyword, e.instancePath, e.message, e.range]),
        ];
        assert.deepEqual(shape(fast), shape(full), text);
        // A parse begun for the document's "$schema" gives the same, whether or not its whole document
        // was asked for before (the CLI asks when it reports why a document was not validated).
        const begun = parseAlongside(text);
        assert.ok(begun !== undefined);
        if (i % 3 === 0) begun.finish();
        assert.deepEqual(shape(schema.validateAlongside(begun)), shape(full), text);
      }
    });
  }
});
