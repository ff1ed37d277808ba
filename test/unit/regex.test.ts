// compilePattern: the suite's ECMA-262 expectations (optional/ecmascript-regex.json, non-bmp-regex.json),
// legacy-syntax fallback, agreement of our matchers with V8's RegExp on random patterns and strings
// (seeded), and the time bound: every check finishes within its budget in the library itself, with no
// V8 flag set, and a check that needs more says "unknown" (undefined) instead of hanging.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compileCaseInsensitivePattern,
  compilePattern,
  isValidRegex,
  type PatternMatcher,
} from '../../shared/src/regex';
import { Backtracker } from '../../shared/src/regex/backtrack';
import { contains, propertyEscapeSet } from '../../shared/src/regex/charset';
import { LazyDfa } from '../../shared/src/regex/dfa';
import { parsePattern } from '../../shared/src/regex/parse';
import { compileProgram } from '../../shared/src/regex/program';
import type { JsonValue } from '../../shared/src/types';
import { suiteDir } from '../support/suite';

/** Compiles or fails the test with the compiler's reason. */
function regexOf(source: string): PatternMatcher {
  const compiled = compilePattern(source);
  if ('error' in compiled) assert.fail(`${JSON.stringify(source)} did not compile: ${compiled.error}`);
  return compiled.matcher;
}

/** A seeded generator (the same sequence on every run). */
function seeded(seed: number): <T>(items: readonly T[]) => T {
  return <T>(items: readonly T[]): T => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return items[seed % items.length];
  };
}

// Pattern, subject, expected answer (undefined: over the budget). Each backtracks for hours in V8
// without its flags; the reproductions are among them.
const PATHOLOGICAL: [string, string, boolean | undefined][] = [
  ['^(a+)+$', `${'a'.repeat(40)}!`, false],
  ['^(\\w+\\s?)*$', `${'word '.repeat(12)}!`, false],
  ['^(a|a)*$', `${'a'.repeat(40)}!`, false],
  ['^([^/]+/?)+$', `${'a'.repeat(40)}//`, false],
  ['^(.*a){12}$', `${'a'.repeat(40)}!`, false],
  ['^(a+)+$', 'a'.repeat(40), true],
  ['^(🐲+)+$', `${'🐲'.repeat(30)}!`, false],
  // A lone surrogate no longer hands the string to an unbounded engine.
  ['^([a-z]+)+$', `${'a'.repeat(40)}\ud800`, false],
  ['^([a-z]+)+\ud800$', `${'a'.repeat(40)}\ud800`, true],
  // Counted repetition of a repetition (V8's linear engine refuses counts above 16).
  ['^(a+){1,9}$', 'a'.repeat(45), true],
  ['^(a+){1,9}$', `${'a'.repeat(45)}!`, false],
  ['^(.*a){20}$', `${'a'.repeat(40)}!`, false],
  ['^(\\p{L}+)+$', `${'a'.repeat(40)}!`, false],
  ['^(\\p{L}+)+$', 'é'.repeat(40), true],
  // Lookarounds and back references run on the budgeted backtracker.
  ['^(?=a)(a+)+$', `${'a'.repeat(40)}!`, undefined],
  ['^(a+)+\\1$', `${'a'.repeat(40)}!`, undefined],
  ['^(?<x>a+)+\\k<x>$', `${'a'.repeat(40)}!`, undefined],
  ['(?<=(a+)+)b', `${'a'.repeat(40)}!`, false],
  ['^(?!(a+)+$)', `${'a'.repeat(40)}!`, undefined],
  ['^(?=a)(a+)+$', 'a'.repeat(12), true],
];

void describe('every pattern check is bounded in time, in the library, without V8 flags', () => {
  for (const [source, subject, expected] of PATHOLOGICAL) {
    void test(`${JSON.stringify(source)} on ${JSON.stringify(subject.slice(0, 12))}… is ${expected}`, () => {
      const matcher = regexOf(source);
      const start = performance.now();
      const answer = matcher.test(subject);
      const ms = performance.now() - start;
      assert.equal(answer, expected);
      // The budget is about 1e6 steps (tens of ms); the bound leaves room for a loaded machine.
      assert.ok(ms < 3000, `${source} took ${ms.toFixed(0)} ms`);
    });
  }

  void test('a string of a million characters is checked in one linear pass', () => {
    const matcher = regexOf('^(?:[a-z]+-?)+$');
    const long = 'ab-'.repeat(333_333) + 'c';
    const start = performance.now();
    assert.equal(matcher.test(long), true);
    assert.equal(matcher.test(long + '!'), false);
    assert.ok(performance.now() - start < 3000);
  });

  void test('backtracking patterns that repeat a repetition carry a note; others do not', () => {
    const noted = ['^(a+)+\\1$', '^(?=a)(a+)+$', '^(?<x>a+)+\\k<x>$'];
    for (const source of noted) {
      const compiled = compilePattern(source);
      assert.ok('matcher' in compiled && compiled.note !== undefined, source);
      assert.match(compiled.note, /lookaround or a back reference and repeats a group that itself repeats/);
    }
    for (const source of ['^(a+)+$', '^\\p{L}+$', '^(a+)\\1$', '^[a-z]+(?:-[a-z]+)*$', '^(.*a){20}$']) {
      const compiled = compilePattern(source);
      assert.ok('matcher' in compiled && compiled.note === undefined, source);
    }
  });
});

void describe('patterns V8 cannot build, and patterns too large for this validator', () => {
  const cases: [string, string, RegExp][] = [
    ['(?:a|b) x 10,000', '(?:a|b)'.repeat(10_000), /^the JavaScript engine cannot compile it \(/],
    [
      '20,000 nested groups',
      '('.repeat(20_000) + ')'.repeat(20_000),
      /^the JavaScript engine cannot compile it \(/,
    ],
    [
      'a 1 MB literal',
      'a'.repeat(1_000_000),
      /^the JavaScript engine cannot compile it \(Regular expression too large\)$/,
    ],
    [
      '2,000 nested groups',
      '('.repeat(2000) + 'a' + ')'.repeat(2000),
      /^this validator cannot check it: it nests groups more than 1000 levels deep/,
    ],
    [
      'a repetition that unrolls too far',
      '(?:a{1000}){1000}',
      /^this validator cannot check it: its repetitions unroll/,
    ],
  ];
  for (const [name, source, reason] of cases) {
    void test(`${name}: an error that does not repeat the pattern`, () => {
      const compiled = compilePattern(source);
      assert.ok('error' in compiled, name);
      assert.equal(compiled.unusable, true);
      assert.match(compiled.error, reason);
      assert.ok(compiled.error.length < 200, compiled.error);
    });
  }
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
  if (schema.pattern !== undefined) {
    return typeof data !== 'string' || regexOf(schema.pattern).test(data) === true;
  }
  if (
    schema.patternProperties === undefined ||
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data)
  ) {
    return true;
  }
  for (const [name, value] of Object.entries(data)) {
    const matching = Object.entries(schema.patternProperties).filter(([p]) => regexOf(p).test(name) === true);
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
      assert.ok('matcher' in compiled, source);
      assert.equal(compiled.matcher.test(subject), expected);
      assert.match(
        compiled.note ?? '',
        /^Not valid with the "u" flag that JSON Schema patterns use \(.+\); /,
      );
      assert.equal(isValidRegex(source), false);
    });
  }

  void test('random legacy patterns mean what engines without u read (seeded)', () => {
    const pick = seeded(777);
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
      // Annex B only: octal and digit escapes, quantified lookaheads, class ranges with escapes.
      '\\1',
      '\\8',
      '\\07',
      '\\101',
      '(?=a)*',
      '[\\d-z]',
      '[\\c_]',
      '\\x4',
      '\\u00',
      '\\k',
      '(a)\\1',
      '(a)\\2',
    ];
    const chars = [
      'a',
      '-',
      '_',
      ':',
      '#',
      '{',
      '}',
      ']',
      '\\',
      'c',
      '1',
      '"',
      '\x01',
      'A',
      'z',
      '\x07',
      'x4',
      'u00',
      'k',
      '\ud83d',
      '\udc32',
      '8',
      '\x1f',
    ];
    const disagreements: string[] = [];
    let legacyOnly = 0;
    for (let k = 0; k < 600; k += 1) {
      let source = pick(['', '^']);
      for (let n = pick([1, 2, 3]); n > 0; n -= 1) source += pick(atoms) + pick(['', '*', '+', '?']);
      let legacy: RegExp;
      try {
        legacy = new RegExp(source);
      } catch {
        continue;
      }
      if (!isValidRegex(source)) legacyOnly += 1;
      const regex = regexOf(source);
      for (let j = 0; j < 20; j += 1) {
        let text = '';
        for (let n = pick([0, 1, 2, 3, 4]); n > 0; n -= 1) text += pick(chars);
        if (legacy.test(text) !== regex.test(text)) disagreements.push(`${source} ${JSON.stringify(text)}`);
      }
    }
    assert.deepEqual(disagreements, []);
    assert.ok(legacyOnly > 300, `only ${legacyOnly} patterns needed the legacy reading`);
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

  void test("Unicode property sets are exactly the engine's, on every code point", () => {
    for (const escape of [
      '\\p{L}',
      '\\P{L}',
      '\\p{Script=Greek}',
      '\\p{Cs}',
      '\\P{Cs}',
      '\\p{Any}',
      '\\p{Nd}',
    ]) {
      const reference = new RegExp(`^${escape}$`, 'u');
      const set = propertyEscapeSet(escape);
      const disagree: number[] = [];
      for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x10000 ? 1 : 7) {
        if (reference.test(String.fromCodePoint(cp)) !== contains(set, cp)) disagree.push(cp);
      }
      assert.deepEqual(disagree.slice(0, 5), [], escape);
    }
  });

  void test('the same source compiles once', () => {
    assert.equal(compilePattern('^cached$'), compilePattern('^cached$'));
  });

  // Our matcher must agree with `new RegExp(p, 'u')` on every BMP code point and a spread of astral ones.
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

  void test('random patterns with groups, back references, lookarounds and counts agree with V8, on both matchers (seeded)', () => {
    const pick = seeded(4242);
    const atoms = ['a', 'b', 'c', '.', '\\w', '\\W', '[ab]', '[^a]', '\\d', '🐲', '[^🐲]', '\\s'];
    const quantifiers = [
      '',
      '',
      '',
      '*',
      '+',
      '?',
      '{2}',
      '{1,3}',
      '{0,2}',
      '{2,}',
      '*?',
      '+?',
      '??',
      '{1,2}?',
    ];
    let groups = 0;
    const piece = (depth: number): string => {
      let out = '';
      for (let n = pick([1, 2, 3]); n > 0; n -= 1) {
        const kind = pick([
          'atom',
          'atom',
          'atom',
          'group',
          'named',
          'ncg',
          'alt',
          'ahead',
          'nahead',
          'behind',
          'nbehind',
          'ref',
          'bound',
        ]);
        if (kind === 'atom' || (depth > 2 && kind !== 'ref')) out += pick(atoms) + pick(quantifiers);
        else if (kind === 'group') {
          groups += 1;
          out += `(${piece(depth + 1)})${pick(quantifiers)}`;
        } else if (kind === 'named') {
          groups += 1;
          out += `(?<g${groups}>${piece(depth + 1)})${pick(quantifiers)}`;
        } else if (kind === 'ncg') out += `(?:${piece(depth + 1)})${pick(quantifiers)}`;
        else if (kind === 'alt') out += `(?:${piece(depth + 1)}|${piece(depth + 1)})${pick(quantifiers)}`;
        else if (kind === 'ahead') out += `(?=${piece(depth + 1)})`;
        else if (kind === 'nahead') out += `(?!${piece(depth + 1)})`;
        else if (kind === 'behind') out += `(?<=${piece(depth + 1)})`;
        else if (kind === 'nbehind') out += `(?<!${piece(depth + 1)})`;
        else if (kind === 'bound') out += pick(['\\b', '\\B']);
        else if (groups > 0) out += `\\${1 + (pick([0, 1, 2, 3, 4, 5, 6, 7]) % groups)}`;
      }
      return out;
    };
    const chars = ['a', 'b', 'c', '1', ' ', '🐲', '\ud83d', '\udc32', '-'];
    const disagreements: string[] = [];
    let compiled = 0;
    for (let k = 0; k < 1500; k += 1) {
      groups = 0;
      const source = pick(['', '^']) + piece(0) + pick(['', '$']);
      let reference: RegExp;
      try {
        reference = new RegExp(source, 'u');
      } catch {
        continue;
      }
      compiled += 1;
      const parsed = parsePattern(source, true);
      const matchers: [string, { test(s: string): boolean | undefined }][] = [
        ['backtracker', new Backtracker(compileProgram(parsed, true))],
      ];
      if (!parsed.hasBackreference && !parsed.hasLookaround) {
        matchers.push(['dfa', new LazyDfa(compileProgram(parsed, false))]);
      }
      for (let j = 0; j < 25; j += 1) {
        let text = '';
        for (let n = pick([0, 1, 2, 3, 4, 5, 6, 8]); n > 0; n -= 1) text += pick(chars);
        const expected = reference.test(text);
        for (const [name, matcher] of matchers) {
          if (matcher.test(text) !== expected) {
            disagreements.push(`${name} ${source} ${JSON.stringify(text)}`);
          }
        }
      }
    }
    assert.deepEqual(disagreements.slice(0, 10), []);
    assert.ok(compiled > 1000, `only ${compiled} valid patterns`);
  });
});

void describe("case-insensitive patterns (VS Code's (?i) prefix) on the bounded matchers", () => {
  const caseless = (source: string): PatternMatcher => {
    const compiled = compileCaseInsensitivePattern(source);
    if ('error' in compiled) assert.fail(`${JSON.stringify(source)} did not compile: ${compiled.error}`);
    return compiled.matcher;
  };
  const PATTERNS = [
    '^a$',
    '^k$',
    '^s$',
    '^é$',
    '^σ$',
    '^[a-z]$',
    '^[^a-z]$',
    '^[^k]$',
    '^\\w$',
    '^\\u{10400}$',
  ];
  for (const source of PATTERNS) {
    void test(`${source} agrees with V8's "iu" on every code point`, () => {
      const reference = new RegExp(source, 'iu');
      const regex = caseless(source);
      const disagree: number[] = [];
      for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x20000 ? 1 : 0x3f) {
        const text = String.fromCodePoint(cp);
        if (reference.test(text) !== regex.test(text)) disagree.push(cp);
      }
      assert.deepEqual(disagree, []);
    });
  }

  void test('a pathological pattern stays bounded, and back references are refused', () => {
    const started = performance.now();
    assert.equal(caseless('^(A+)+$').test(`${'a'.repeat(40)}!`), false);
    assert.equal(caseless('^(A+)+$').test('aAaA'.repeat(10)), true);
    assert.ok(performance.now() - started < 5000);
    const refused = compileCaseInsensitivePattern('^(a)\\1$');
    assert.ok('error' in refused && refused.unusable === true);
    assert.match(refused.error, /ignoring case/);
    // The case-sensitive reading of the same source is cached apart.
    assert.equal(regexOf('^a$').test('A'), false);
    assert.equal(caseless('^a$').test('A'), true);
  });
});
