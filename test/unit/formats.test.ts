// Runs every test of the official suite's optional/format folders (all five drafts) straight against
// getFormatValidator, prints pass rates per draft and format, and checks EXPECTED_FAILURES both ways:
// an unlisted failure fails, and so does a listed case that passes. Then tricky inputs of our own.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getFormatValidator, knownFormats } from '../../shared/src/formats';
import type { Draft, JsonValue } from '../../shared/src/types';
import { SUITE_DRAFTS, suiteDir } from '../support/suite';

interface SuiteTest {
  description: string;
  data: JsonValue;
  valid: boolean;
}
interface SuiteGroup {
  description: string;
  schema: { format?: string };
  tests: SuiteTest[];
}

const DRAFTS = SUITE_DRAFTS;

/** `draft/file/group/test` ids of suite cases we knowingly get wrong, each with its reason. */
const EXPECTED_FAILURES: Record<string, string> = {};

/** What the engine does for `{"format": name}`: non-strings and unknown formats pass. */
function formatAccepts(name: string, draft: Draft, data: JsonValue): boolean {
  const check = getFormatValidator(name, draft);
  return typeof data !== 'string' || check === undefined || check(data);
}

interface Tally {
  passed: number;
  total: number;
}

const suiteFound = existsSync(join(suiteDir, 'tests'));
const tallies = new Map<string, Tally>();

void describe('JSON-Schema-Test-Suite optional/format', () => {
  if (!suiteFound) {
    void test(`JSON-Schema-Test-Suite not found at ${suiteDir}; set JSON_SCHEMA_TEST_SUITE to its path`, () => {
      assert.fail('suite missing');
    });
    return;
  }
  for (const [dir, draft] of DRAFTS) {
    const formatDir = join(suiteDir, 'tests', dir, 'optional', 'format');
    for (const file of readdirSync(formatDir).sort()) {
      void test(`${dir}/${file}`, () => {
        const groups = JSON.parse(readFileSync(join(formatDir, file), 'utf8')) as SuiteGroup[];
        const unexpected: string[] = [];
        for (const group of groups) {
          const name = group.schema.format;
          assert.equal(typeof name, 'string', `${file}: "${group.description}" has no format`);
          if (name !== 'unknown') {
            assert.notEqual(
              getFormatValidator(name as string, draft),
              undefined,
              `${name} unknown in ${dir}`,
            );
          }
          const tally = tallies.get(`${dir}\t${name}`) ?? { passed: 0, total: 0 };
          for (const t of group.tests) {
            const id = `${dir}/${file}/${group.description}/${t.description}`;
            const ok = formatAccepts(name as string, draft, t.data) === t.valid;
            tally.total += 1;
            if (ok) tally.passed += 1;
            if (ok === id in EXPECTED_FAILURES) {
              unexpected.push(`${ok ? 'listed but passes' : 'fails'}: ${id} (${JSON.stringify(t.data)})`);
            }
          }
          tallies.set(`${dir}\t${name}`, tally);
        }
        assert.deepEqual(unexpected, []);
      });
    }
  }

  void test('pass rate is at least 99 % and the table is printed', () => {
    const rows = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
    const lines = ['draft          format                  passed/total'];
    let passed = 0;
    let total = 0;
    for (const [key, tally] of rows) {
      const [dir, name] = key.split('\t');
      passed += tally.passed;
      total += tally.total;
      lines.push(`${dir.padEnd(14)} ${name.padEnd(23)} ${tally.passed}/${tally.total}`);
    }
    lines.push(
      `all                                    ${passed}/${total} (${((100 * passed) / total).toFixed(2)} %)`,
    );
    console.log(lines.join('\n'));
    assert.ok(total > 2000, `only ${total} format cases found`);
    assert.ok(passed / total >= 0.99, `${passed}/${total}`);
  });
});

void describe('format availability per draft', () => {
  const cases: [string, Draft, boolean][] = [
    ['date-time', '4', true],
    ['uri-reference', '4', false],
    ['json-pointer', '6', true],
    ['date', '6', false],
    ['regex', '7', true],
    ['idn-hostname', '7', true],
    ['duration', '7', false],
    ['uuid', '7', false],
    ['duration', '2019-09', true],
    ['uuid', '2020-12', true],
    ['color', '2020-12', false],
    ['toString', '2020-12', false],
    ['__proto__', '2020-12', false],
  ];
  for (const [name, draft, known] of cases) {
    void test(`${name} in draft ${draft}: ${known ? 'checked' : 'unknown'}`, () => {
      assert.equal(getFormatValidator(name, draft) !== undefined, known);
    });
  }

  void test('knownFormats lists every format of 2020-12, sorted', () => {
    assert.deepEqual(knownFormats, [
      'date',
      'date-time',
      'duration',
      'email',
      'hostname',
      'idn-email',
      'idn-hostname',
      'ipv4',
      'ipv6',
      'iri',
      'iri-reference',
      'json-pointer',
      'regex',
      'relative-json-pointer',
      'time',
      'uri',
      'uri-reference',
      'uri-template',
      'uuid',
    ]);
  });
});

void describe('tricky inputs', () => {
  const cases: [string, Draft, string, boolean, string][] = [
    ['date-time', '2020-12', '2024-02-29T00:00:00Z', true, 'leap day'],
    ['date-time', '2020-12', '2023-02-29T00:00:00Z', false, 'no leap day in 2023'],
    ['date-time', '2020-12', '1990-12-31T15:59:60-08:00', true, 'leap second at 23:59 UTC via offset'],
    ['date-time', '2020-12', '1990-12-31T23:59:60+01:00', false, 'leap second at 22:59 UTC'],
    ['date-time', '2020-12', '1990-12-31 23:59:59Z', false, 'space instead of T'],
    ['time', '2020-12', '00:29:60+00:30', true, 'leap second, offset wraps past midnight'],
    ['time', '2020-12', '23:59:60.5Z', true, 'leap second with fraction'],
    ['duration', '2020-12', 'P1Y2M3DT4H5M6S', true, 'all units'],
    ['duration', '2020-12', 'PT1H2S', false, 'seconds need minutes after hours'],
    ['duration', '2020-12', 'P1W2D', false, 'weeks stand alone'],
    ['ipv4', '4', '01.2.3.4', false, 'leading zero'],
    ['ipv6', '4', '1:2:3:4:5:6:7::', true, ':: standing for the last group'],
    ['ipv6', '4', '::1.2.3.4', true, 'IPv4 tail after ::'],
    ['ipv6', '4', '1:2:3:4:5:6:1.2.3.4', true, 'six groups and an IPv4 tail'],
    ['ipv6', '4', '1:2:3:4:5:6:7:1.2.3.4', false, 'seven groups and an IPv4 tail'],
    ['email', '4', '"a\\"b"@example.com', true, 'quoted pair in a quoted local part'],
    ['email', '4', 'a@[IPv6:2001:db8::1]', true, 'IPv6 address literal'],
    ['email', '4', 'a@[x-tag:some-content]', true, 'general address literal'],
    ['email', '4', `${'a'.repeat(65)}@example.com`, false, 'local part over 64 octets'],
    ['email', '4', 'a@-example.com', false, 'domain label starting with a hyphen'],
    ['idn-email', '7', `${'é'.repeat(33)}@example.com`, false, '66 UTF-8 octets in the local part'],
    ['hostname', '4', 'xn--X', true, 'draft 4: only LDH syntax'],
    ['hostname', '7', 'xn--X', false, 'draft 7: xn-- labels must be valid Punycode'],
    ['hostname', '7', 'XN--MAANA-PTA.example', true, 'upper-case A-label'],
    ['idn-hostname', '7', 'mañana.example', true, 'U-label'],
    ['idn-hostname', '7', 'a。b。', false, 'trailing ideographic full stop'],
    ['uri', '4', 'foo:', true, 'scheme and empty path'],
    ['uri', '4', 'http://[v7.fe:1]/', true, 'IPvFuture host'],
    ['uri', '4', 'http://a:80/', true, 'port'],
    ['uri', '4', 'http://a:8a/', false, 'non-numeric port'],
    ['uri', '4', 'http://[::1/', false, 'unclosed IP literal'],
    ['uri-reference', '6', '../a?b#c', true, 'relative path with query and fragment'],
    ['uri-reference', '6', 'a#b#c', false, 'second # in the fragment'],
    ['iri', '7', 'http://example.com/\u{e000}', false, 'private use outside the query'],
    ['iri', '7', 'http://example.com/?\u{e000}', true, 'private use in the query'],
    ['uri-template', '6', '{+path}/here{?x,y*}{&z:3}', true, 'operators, explode and prefix'],
    ['uri-template', '6', '{|var}', false, 'reserved operator'],
    ['uri-template', '6', '{var}}', false, 'stray closing brace'],
    ['json-pointer', '6', '/a~01', true, '~0 then a digit'],
    ['relative-json-pointer', '7', '0/', true, 'prefix and the empty token'],
    ['relative-json-pointer', '7', '0#/a', false, '# ends the pointer'],
    ['regex', '7', '\\-', false, 'identity escape of - is not ECMA-262 with u'],
    ['regex', '7', '\\p{Letter}+', true, 'Unicode property escape'],
    ['uuid', '2019-09', '2EB8AA08-AA98-11EA-B4AA-73B441D16380', true, 'upper case'],
  ];
  for (const [name, draft, value, valid, why] of cases) {
    void test(`${name} (draft ${draft}) ${JSON.stringify(value).slice(0, 60)}: ${why}`, () => {
      const check = getFormatValidator(name, draft);
      assert.ok(check, `${name} is known in draft ${draft}`);
      assert.equal(check(value), valid);
    });
  }
});

void describe('checkers stay fast on hostile input', () => {
  const hostile = [
    'a'.repeat(100_000) + '!',
    '1'.repeat(100_000) + 'x',
    '{'.repeat(50_000) + '}'.repeat(50_000),
    '/~'.repeat(50_000),
    'xn--' + 'a'.repeat(100_000),
    'P' + '1'.repeat(100_000) + 'Y1D',
    ':'.repeat(100_000),
    '"' + '\\"'.repeat(50_000) + '@',
    '%'.repeat(100_000),
    'é'.repeat(100_000) + '@example.com',
  ];
  for (const name of knownFormats) {
    void test(`${name} checks 100 KB strings in under a second each`, () => {
      const check = getFormatValidator(name, '2020-12');
      assert.ok(check);
      for (const value of hostile) {
        const start = performance.now();
        check(value);
        const ms = performance.now() - start;
        assert.ok(ms < 1000, `${name} took ${ms.toFixed(1)} ms on ${JSON.stringify(value.slice(0, 20))}…`);
      }
    });
  }
});
