// compilePattern: the suite's ECMA-262 expectations (optional/ecmascript-regex.json, non-bmp-regex.json),
// legacy-syntax fallback, equivalence of the translated non-`u` RegExp with the `u` one, and the time bound
// that SAFE_REGEX_V8_FLAGS gives in a child `node` process (this file re-runs itself as that child).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { compilePattern, isValidRegex, SAFE_REGEX_V8_FLAGS } from '../../shared/src/regex';
import type { JsonValue } from '../../shared/src/types';
import { suiteDir } from '../support/suite';

/** Compiles or fails the test with the compiler's reason. */
function regexOf(source: string): RegExp {
  const compiled = compilePattern(source);
  if ('error' in compiled) assert.fail(`${JSON.stringify(source)} did not compile: ${compiled.error}`);
  return compiled.regex;
}

// Pathological pattern, subject, expected answer. Each one backtracks for hours without the V8 flags.
const PATHOLOGICAL: [string, string, boolean][] = [
  ['^(a+)+$', `${'a'.repeat(40)}!`, false],
  ['^(\\w+\\s?)*$', `${'word '.repeat(12)}!`, false],
  ['^(a|a)*$', `${'a'.repeat(40)}!`, false],
  ['^([^/]+/?)+$', `${'a'.repeat(40)}//`, false],
  ['^(.*a){12}$', `${'a'.repeat(40)}!`, false],
  ['^(a+)+$', 'a'.repeat(40), true],
  ['^(🐲+)+$', `${'🐲'.repeat(30)}!`, false],
];

/** Child mode: time each pathological match and print the results as JSON, then exit. */
function runChild(mode: string): never {
  if (mode === 'setFlagsFromString') for (const flag of SAFE_REGEX_V8_FLAGS) setFlagsFromString(flag);
  const results = PATHOLOGICAL.map(([source, subject]) => {
    const regex = regexOf(source);
    const start = performance.now();
    const matched = regex.test(subject);
    return { source, matched, ms: performance.now() - start };
  });
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
}

const childMode = process.env.REGEX_TEST_CHILD;
if (childMode !== undefined) runChild(childMode);

interface ChildResult {
  source: string;
  matched: boolean;
  ms: number;
}

void describe('catastrophic backtracking is bounded with SAFE_REGEX_V8_FLAGS', () => {
  const modes: [string, string[]][] = [
    ['node exec arguments', [...SAFE_REGEX_V8_FLAGS]],
    ['setFlagsFromString', []],
  ];
  for (const [mode, execArgs] of modes) {
    void test(`flags given as ${mode}`, () => {
      const child = spawnSync(process.execPath, [...execArgs, __filename], {
        env: { ...process.env, REGEX_TEST_CHILD: mode },
        encoding: 'utf8',
        timeout: 30_000,
      });
      assert.equal(child.error, undefined, 'child finished before the 30 s kill');
      assert.equal(child.status, 0, child.stderr);
      const results = JSON.parse(child.stdout) as ChildResult[];
      assert.deepEqual(
        results.map((r) => [r.source, r.matched]),
        PATHOLOGICAL.map(([source, , expected]) => [source, expected]),
      );
      for (const r of results) assert.ok(r.ms < 2000, `${r.source} took ${r.ms.toFixed(0)} ms`);
      console.log(`${mode}: ${results.map((r) => `${r.source} ${r.ms.toFixed(1)} ms`).join(', ')}`);
    });
  }

  void test('patterns the linear engine cannot run carry a note', () => {
    const cases: [string, RegExp][] = [
      ['^(\\p{L}+)+$', /what only the "u" flag provides \(such as \\p\{…\}\)/],
      ['^(a+)+\\1$', /a backreference/],
      ['^(?=a)(a+)+$', /a lookaround/],
      ['^(.*a){20}$', /a repetition count above 16/],
    ];
    for (const [source, reason] of cases) {
      const compiled = compilePattern(source);
      assert.ok('regex' in compiled && compiled.note !== undefined, source);
      assert.match(compiled.note, reason);
    }
    for (const source of ['^(a+)+$', '^\\p{L}+$', '^(a+)\\1$', '^[a-z]+(?:-[a-z]+)*$']) {
      const compiled = compilePattern(source);
      assert.ok('regex' in compiled && compiled.note === undefined, source);
    }
  });
});

interface SuiteGroup {
  description: string;
  schema: { type?: string; pattern?: string; patternProperties?: Record<string, JsonValue> };
  tests: { description: string; data: JsonValue; valid: boolean }[];
}

/** The outcome of the suite's few schema shapes: `type`, `pattern`, `patternProperties`, `additionalProperties: false`. */
function expectedBySchema(
  schema: SuiteGroup['schema'] & { additionalProperties?: boolean },
  data: JsonValue,
): boolean {
  if (schema.type === 'string' && typeof data !== 'string') return false;
  if (schema.type === 'object' && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    return false;
  }
  if (schema.pattern !== undefined) return typeof data !== 'string' || regexOf(schema.pattern).test(data);
  if (
    schema.patternProperties === undefined ||
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data)
  ) {
    return true;
  }
  for (const [name, value] of Object.entries(data)) {
    const matching = Object.entries(schema.patternProperties).filter(([p]) => regexOf(p).test(name));
    if (matching.length === 0 && schema.additionalProperties === false) return false;
    for (const [, sub] of matching) {
      if (typeof sub === 'object' && sub !== null && !Array.isArray(sub) && sub.type === 'integer') {
        if (!Number.isInteger(value)) return false;
      }
    }
  }
  return true;
}

void describe('suite: ECMA-262 regex semantics', () => {
  for (const draft of ['draft4', 'draft6', 'draft7', 'draft2019-09', 'draft2020-12']) {
    for (const file of ['ecmascript-regex.json', 'non-bmp-regex.json']) {
      const path = join(suiteDir, 'tests', draft, 'optional', file);
      void test(`${draft}/optional/${file}`, () => {
        assert.ok(existsSync(path), `${path} missing; set JSON_SCHEMA_TEST_SUITE`);
        const groups = JSON.parse(readFileSync(path, 'utf8')) as SuiteGroup[];
        const wrong: string[] = [];
        for (const group of groups) {
          for (const t of group.tests) {
            if (expectedBySchema(group.schema, t.data) !== t.valid) {
              wrong.push(`${group.description}: ${t.description}`);
            }
          }
        }
        assert.deepEqual(wrong, []);
      });
    }
  }
});

void describe('compilePattern', () => {
  const matches: [string, string, boolean][] = [
    ['^abc$', 'abc\n', false],
    ['^\\d$', '\u0660', false],
    ['^\\w$', 'é', false],
    ['^\\s$', '\ufeff', true],
    ['\\p{Letter}cole', "l'école", true],
    ['^\\p{digit}+$', '৪২', true],
    ['^.$', '🐲', true],
    ['^..$', '🐲', false],
    ['^[^a]$', '🐲', true],
    ['^\\S\\S$', '🐲', false],
    ['^\ud83d\udc32{2}$', '🐲🐲', true],
    ['^.$', '\ud83d', true],
    ['^[^x]x$', '\udc32x', true],
    ['b', 'abc', true],
    ['^(?<year>\\d{4})-\\k<year>$', '2024-2024', true],
    ['(?<=\\$)\\d+', 'cost $42', true],
    ['^[😀-🙏]+$', '😀🙂', true],
    ['^[😀-🙏]+$', '🐲', false],
    ['^\\u{1F432}{2}$', '🐲🐲', true],
    ['^\\ud83d\\udc32{2}$', '🐲🐲', true],
    ['^[^🐲]$', '🐲', false],
    ['^[^🐲]$', '🐉', true],
    ['^\\ud83d', '🐲', false],
    ['^\\ud83d', '\ud83d', true],
    ['^(?<\\u{1D4D1}>a)\\k<\\u{1D4D1}>$', 'aa', true],
    ['^(?<\\u0061b>a)\\k<ab>$', 'aa', true],
  ];
  for (const [source, subject, expected] of matches) {
    void test(`${JSON.stringify(source)} on ${JSON.stringify(subject)} is ${expected}`, () => {
      assert.equal(regexOf(source).test(subject), expected);
    });
  }

  // Patterns written for engines without `u`: read as those engines read them, with a note.
  const legacy: [string, string, boolean][] = [
    ['^[a-z]+\\-[0-9]+$', 'ab-12', true],
    ['^\\_id$', '_id', true],
    ['^\\@\\:\\#$', '@:#', true],
    ['^a{$', 'a{', true],
    ['^x}$', 'x}', true],
    ['^]$', ']', true],
    ['^\\c$', '\\c', true],
    ['^[\\w-.]+$', 'a.b-c', true],
  ];
  for (const [source, subject, expected] of legacy) {
    void test(`legacy ${JSON.stringify(source)} on ${JSON.stringify(subject)} is ${expected}, with a note`, () => {
      const compiled = compilePattern(source);
      assert.ok('regex' in compiled, source);
      assert.equal(compiled.regex.test(subject), expected);
      assert.match(
        compiled.note ?? '',
        /^Not valid with the "u" flag that JSON Schema patterns use \(.+\); /,
      );
      assert.equal(isValidRegex(source), false);
    });
  }

  void test('random legacy patterns mean what engines without u read (seeded)', () => {
    let seed = 777;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return items[seed % items.length];
    };
    const atoms = [
      'a',
      '\\-',
      '\\_',
      '\\:',
      '\\#',
      '{',
      '}',
      ']',
      '\\c',
      '\\c1',
      '[\\_a]',
      '[\\w\\-]',
      '.',
      '\\"',
    ];
    const chars = ['a', '-', '_', ':', '#', '{', '}', ']', '\\', 'c', '1', '"'];
    const disagreements: string[] = [];
    let legacyOnly = 0;
    for (let k = 0; k < 400; k += 1) {
      let source = pick(['', '^']);
      for (let n = pick([1, 2, 3]); n > 0; n -= 1) source += pick(atoms) + pick(['', '*', '+', '?']);
      const legacy = new RegExp(source);
      if (!isValidRegex(source)) legacyOnly += 1;
      const regex = regexOf(source);
      for (let j = 0; j < 20; j += 1) {
        let text = '';
        for (let n = pick([0, 1, 2, 3, 4]); n > 0; n -= 1) text += pick(chars);
        if (legacy.test(text) !== regex.test(text)) disagreements.push(`${source} ${JSON.stringify(text)}`);
      }
    }
    assert.deepEqual(disagreements, []);
    assert.ok(legacyOnly > 200, `only ${legacyOnly} patterns needed the legacy reading`);
  });

  const invalid: [string, string][] = [
    ['(', 'Unterminated group'],
    ['a**', 'Nothing to repeat'],
    ['(?i)abc', 'Invalid group'],
    ['[b-a]', 'Range out of order in character class'],
    ['(?P<name>x)', 'Invalid group'],
  ];
  for (const [source, error] of invalid) {
    void test(`${JSON.stringify(source)} is invalid: ${error}`, () => {
      assert.deepEqual(compilePattern(source), { error });
    });
  }

  void test('non-BMP patterns are translated without u, so the time bound covers them', () => {
    for (const source of ['^(🐲+)+$', '^[😀-🙏]*$', '\\u{1F432}', '[^a]']) {
      assert.equal(regexOf(source).unicode, false, source);
    }
    assert.equal(regexOf('\\p{L}').unicode, true);
  });

  void test('the same source compiles once', () => {
    assert.equal(compilePattern('^cached$'), compilePattern('^cached$'));
  });

  // The translated RegExp must agree with `new RegExp(p, 'u')` on every BMP code point and a spread of astral ones.
  for (const source of [
    '^.$',
    '^\\S$',
    '^\\W$',
    '^\\D$',
    '^[^a-z\\d]$',
    '^[\\s\\S]$',
    '^[\\0-\\uffff]$',
    '^[^]$',
  ]) {
    void test(`${JSON.stringify(source)} agrees with the u flag on every BMP code point`, () => {
      const reference = new RegExp(source, 'u');
      const regex = regexOf(source);
      const disagree: number[] = [];
      for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x10000 ? 1 : 0x3f) {
        const text = String.fromCodePoint(cp);
        if (reference.test(text) !== regex.test(text)) disagree.push(cp);
      }
      assert.deepEqual(disagree, []);
    });
  }

  void test('random patterns agree with the u flag on random strings (seeded)', () => {
    let seed = 20240601;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return items[seed % items.length];
    };
    const atoms = [
      'a',
      'b',
      '.',
      '\\d',
      '\\D',
      '\\w',
      '\\W',
      '\\s',
      '\\S',
      '[^a]',
      '[a-c]',
      '[\\s\\S]',
      '[^\\W\\d]',
      '-',
      'é',
      '🐲',
      '[😀-🙏]',
      '[^🐲a]',
      '\\u{1F432}',
      '\\ud83d\\udc32',
    ];
    const quantifiers = ['', '', '*', '+', '?', '{2}', '*?'];
    const piece = (depth: number): string => {
      let out = '';
      for (let n = pick([1, 2, 3]); n > 0; n -= 1) {
        const kind = pick(['atom', 'atom', 'atom', 'group', 'ahead', 'behind']);
        if (kind === 'atom' || depth > 1) out += pick(atoms) + pick(quantifiers);
        else if (kind === 'group') out += `(${piece(depth + 1)})${pick(quantifiers)}`;
        else if (kind === 'ahead') out += `(?!${piece(depth + 1)})`;
        else out += `(?<=${piece(depth + 1)})`;
      }
      return out;
    };
    const chars = ['a', 'b', '1', ' ', '\n', '🐲', '😀', 'é', '\u00a0', '-', '\ud83d', '\udc32'];
    const disagreements: string[] = [];
    // Assertions such as \b cannot be quantified under `u`, so the generator leaves them out.
    for (let k = 0; k < 400; k += 1) {
      const source = pick(['', '^']) + piece(0) + pick(['', '$']);
      const reference = new RegExp(source, 'u');
      const regex = regexOf(source);
      for (let j = 0; j < 20; j += 1) {
        let text = '';
        for (let n = pick([0, 1, 2, 3, 4]); n > 0; n -= 1) text += pick(chars);
        if (reference.test(text) !== regex.test(text)) {
          disagreements.push(`${source} ${JSON.stringify(text)}`);
        }
      }
    }
    assert.deepEqual(disagreements, []);
  });
});
