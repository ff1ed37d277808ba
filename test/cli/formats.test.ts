// The output formats for CI systems (github, sarif, junit), the JSON report's schema and association,
// and JSON Lines, run through the built CLI on documents written here, with exact lines and positions.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeData, escapeProperty } from '../../cli/src/formats/github';
import { escapeXml } from '../../cli/src/formats/junit';
import { compile, parseDocument } from '../../shared/src/index';
import { schemaDocumentProblems } from '../../server/src/schemas/schemaLints';
import type { JsonValue } from '../../shared/src/types';
import { CliCopy, schemastoreDir, writeTree } from './harness';

const PERSON = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
});

/** "name" spans lines 3-5 (a range over several lines); the key "a,ge" is on line 6, columns 3-9. */
const BAD =
  '{\n  "$schema": "../schemas/person.schema.json",\n  "name": {\n    "first": "Ada"\n  },\n  "a,ge": 1\n}\n';
const ODD_NAME = 'docs/100%,a:b.json';
const ODD_TEXT = '{ "$schema": "../schemas/person.schema.json", "name": "Ada", "age": -1 }\n';
/** Column (from 1) of the -1 in ODD_TEXT, and the column after it. */
const MINUS = ODD_TEXT.indexOf('-1') + 1;

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface JsonReport {
  files: {
    file: string;
    valid: boolean;
    schema?: string;
    association?: { source: string; reason: string };
    errors: { keyword: string; range: Range }[];
  }[];
}
interface SarifLog {
  version: string;
  runs: {
    columnKind: string;
    originalUriBaseIds: unknown;
    tool: { driver: { rules: { id: string; shortDescription: { text: string }; helpUri?: string }[] } };
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: unknown } }[];
    }[];
  }[];
}

/** A schema document with the pitfalls the editor warns about, and an error its meta-schema cannot see. */
const PITFALLS = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "allOf": [{ "properties": { "a": {} } }],
  "properties": { "b": {}, "c": { "pattern": "([a-z]" } },
  "additionalProperties": false,
  "if": { "properties": { "kind": { "const": "x" } } },
  "then": { "required": ["x"] },
  "dependentRequired": { "a": ["b"] }
}
`;

let cli: CliCopy;
let work = '';

before(() => {
  cli = new CliCopy();
  work = writeTree('jov-formats-', {
    'schemas/person.schema.json': PERSON,
    'docs/bad.json': BAD,
    [ODD_NAME]: ODD_TEXT,
    'docs/ok.json': '{ "$schema": "../schemas/person.schema.json", "name": "Ada" }\n',
    'docs/no-schema.json': '{}\n',
    'docs/people.jsonl': '{"name":"Ada"}\n\n{"name":1,"age":-1}\r\n{"nam":"x"}\n{"name":"B",}\n   \n',
    'docs/lines.txt': '{"name":"Ada"}\n{"name":2}',
    'schemas/pitfalls.schema.json': PITFALLS,
    'schemas/warned.schema.json': JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      properties: { name: { type: 'string' } },
      dependentRequired: { name: ['age'] },
    }),
  });
});

after(() => {
  cli.dispose();
  rmSync(work, { recursive: true, force: true });
});

function run(args: string[], input?: string) {
  return cli.run(args, { cwd: work, input });
}

void describe('--format github', () => {
  void test('one workflow command per problem; columns only for a range on one line', () => {
    const result = run(['validate', '-f', 'github', 'docs/bad.json', 'docs/ok.json']);
    assert.equal(
      result.stdout,
      '::error file=docs/bad.json,line=3,endLine=5,title=json-object-validator (type)::Incorrect type: expected string, got object.\n' +
        '::error file=docs/bad.json,line=6,endLine=6,col=3,endColumn=9,title=json-object-validator (additionalProperties)::Property "a,ge" is not allowed: the schema allows only "name", "age". Did you mean "age"?\n' +
        '2 files checked, 1 not compliant, 2 errors, 0 warnings\n',
    );
    assert.equal(result.status, 1);
  });

  void test('a file name with %, "," and ":" is escaped as a property', () => {
    const result = run(['validate', '-f', 'github', ODD_NAME]);
    assert.equal(
      result.stdout.split('\n')[0],
      `::error file=docs/100%25%2Ca%3Ab.json,line=1,endLine=1,col=${MINUS},endColumn=${MINUS + 2},title=json-object-validator (minimum)::Value -1 is out of range: it must be at least 0.`,
    );
  });

  void test("warnings are ::warning, and the CLI's own problems are annotations too", () => {
    const result = run(['validate', '-f', 'github', 'docs/no-schema.json']);
    assert.equal(
      result.stdout.split('\n')[0],
      '::error file=docs/no-schema.json,line=1,endLine=1,col=1,endColumn=1,title=json-object-validator (no-schema)::No schema to validate against: add a "$schema" property naming the schema file, or pass --schema FILE.',
    );
    assert.equal(result.status, 2);
  });

  void test('escaping as the runner decodes it', () => {
    assert.equal(escapeData('50% done\r\nnext: a, b'), '50%25 done%0D%0Anext: a, b');
    assert.equal(escapeProperty('50% done\r\nnext: a, b'), '50%25 done%0D%0Anext%3A a%2C b');
    // The order matters: "%" first, so that the escapes added later are not escaped again.
    assert.equal(escapeProperty('%3A:'), '%253A%3A');
  });
});

void describe('--format sarif', () => {
  const sarifSchema = JSON.parse(
    readFileSync(join(schemastoreDir, 'schemas/sarif-2.1.0.json'), 'utf8'),
  ) as JsonValue;
  const sarifValidator = compile(sarifSchema, { formatAssertion: true });

  function validSarif(text: string): void {
    assert.deepEqual(sarifValidator.problems, []);
    const { errors, syntaxProblems } = sarifValidator.validateText(text);
    assert.deepEqual(syntaxProblems, []);
    assert.deepEqual(
      errors.map((e) => `${e.instancePath}: ${e.message}`),
      [],
    );
  }

  void test("valid against SchemaStore's SARIF 2.1.0 schema, with regions and rules with help links", () => {
    const result = run(['validate', '-f', 'sarif', 'docs/bad.json', 'docs/ok.json', ODD_NAME]);
    assert.equal(result.status, 1);
    validSarif(result.stdout);
    const log = JSON.parse(result.stdout) as SarifLog;
    assert.equal(log.version, '2.1.0');
    assert.equal(log.runs.length, 1);
    const [run0] = log.runs;
    assert.equal(run0.columnKind, 'utf16CodeUnits');
    assert.deepEqual(run0.originalUriBaseIds, { '%SRCROOT%': { uri: pathToFileURL(work).href + '/' } });
    assert.deepEqual(run0.tool.driver.rules, [
      {
        id: 'type',
        shortDescription: { text: 'JSON Schema keyword "type"' },
        helpUri: 'https://json-schema.org/understanding-json-schema/reference/type',
      },
      {
        id: 'additionalProperties',
        shortDescription: { text: 'JSON Schema keyword "additionalProperties"' },
        helpUri: 'https://json-schema.org/understanding-json-schema/reference/object#additionalproperties',
      },
      {
        id: 'minimum',
        shortDescription: { text: 'JSON Schema keyword "minimum"' },
        helpUri: 'https://json-schema.org/understanding-json-schema/reference/numeric#range',
      },
    ]);
    const regions = run0.results.map(
      (r: {
        ruleId: string;
        ruleIndex: number;
        level: string;
        locations: { physicalLocation: { artifactLocation: { uri: string }; region: unknown } }[];
      }) => [
        r.ruleId,
        r.ruleIndex,
        r.level,
        r.locations[0].physicalLocation.artifactLocation.uri,
        r.locations[0].physicalLocation.region,
      ],
    );
    assert.deepEqual(regions, [
      ['type', 0, 'error', 'docs/bad.json', { startLine: 3, startColumn: 11, endLine: 5, endColumn: 4 }],
      [
        'additionalProperties',
        1,
        'error',
        'docs/bad.json',
        { startLine: 6, startColumn: 3, endLine: 6, endColumn: 9 },
      ],
      [
        'minimum',
        2,
        'error',
        'docs/100%25%2Ca%3Ab.json',
        { startLine: 1, startColumn: MINUS, endLine: 1, endColumn: MINUS + 2 },
      ],
    ]);
  });

  void test('no problem: an empty result list, still valid SARIF', () => {
    const result = run(['validate', '-f', 'sarif', 'docs/ok.json']);
    assert.equal(result.status, 0);
    validSarif(result.stdout);
    assert.deepEqual((JSON.parse(result.stdout) as SarifLog).runs[0].results, []);
  });

  void test("schema problems and the CLI's own problems are results with rules of their own", () => {
    const result = run([
      'validate',
      '-f',
      'sarif',
      '-s',
      'schemas/warned.schema.json',
      'docs/ok.json',
      'docs/lines.txt',
    ]);
    validSarif(result.stdout);
    const log = JSON.parse(result.stdout) as SarifLog;
    const ids = log.runs[0].tool.driver.rules.map((r: { id: string }) => r.id);
    assert.ok(ids.length > 0);
    for (const r of log.runs[0].tool.driver.rules) assert.ok(r.shortDescription.text.length > 0);
  });
});

void describe('--format junit', () => {
  void test('one test case per document: a failure lists the problems, a document not validated is an error', () => {
    const result = run(['validate', '-f', 'junit', 'docs/bad.json', 'docs/ok.json', 'docs/no-schema.json']);
    assert.equal(result.status, 2);
    assert.equal(
      result.stdout,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="json-object-validator" tests="3" failures="1" errors="1">',
        '  <testsuite name="json-object-validator" tests="3" failures="1" errors="1" skipped="0">',
        '    <testcase name="docs/bad.json" classname="document" file="docs/bad.json">',
        '      <failure message="2 errors" type="not-compliant">docs/bad.json:3:11 error Incorrect type: expected string, got object. [type]',
        'docs/bad.json:6:3 error Property &quot;a,ge&quot; is not allowed: the schema allows only &quot;name&quot;, &quot;age&quot;. Did you mean &quot;age&quot;? [additionalProperties]</failure>',
        '    </testcase>',
        '    <testcase name="docs/ok.json" classname="document" file="docs/ok.json"/>',
        '    <testcase name="docs/no-schema.json" classname="document" file="docs/no-schema.json">',
        '      <error message="No schema to validate against: add a &quot;$schema&quot; property naming the schema file, or pass --schema FILE." type="not-validated">docs/no-schema.json:1:1 error No schema to validate against: add a &quot;$schema&quot; property naming the schema file, or pass --schema FILE. [no-schema]</error>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  void test('XML escaping drops the control characters XML 1.0 forbids', () => {
    assert.equal(
      escapeXml('a<b & "c" \'d\'>\u0000\u001b\t\n'),
      'a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\t\n',
    );
  });
});

void describe('--format json names the schema and the association', () => {
  void test('--schema', () => {
    const result = run(['validate', '-f', 'json', '-s', 'schemas/person.schema.json', 'docs/ok.json']);
    const report = JSON.parse(result.stdout) as JsonReport;
    assert.deepEqual(report.files, [
      {
        file: 'docs/ok.json',
        valid: true,
        schema: 'schemas/person.schema.json',
        association: { source: 'option', reason: 'Given with --schema.' },
        errors: [],
      },
    ]);
  });

  void test('a meta-schema in $schema: the document is itself a schema', () => {
    const result = run(['validate', '-f', 'json', 'schemas/warned.schema.json']);
    const [file] = (JSON.parse(result.stdout) as JsonReport).files;
    assert.equal(file.schema, 'http://json-schema.org/draft-07/schema#');
    assert.deepEqual(file.association, {
      source: 'document',
      reason: 'Its "$schema" names the draft 7 meta-schema: the document is itself a schema.',
    });
  });
});

void describe('JSON Lines', () => {
  void test('.jsonl: each line a document, problems at that line, blank lines skipped', () => {
    const result = run(['validate', '-s', 'schemas/person.schema.json', 'docs/people.jsonl']);
    assert.equal(
      result.stdout,
      [
        'docs/people.jsonl:3:9 error Incorrect type: expected string, got integer. [type]',
        'docs/people.jsonl:3:17 error Value -1 is out of range: it must be at least 0. [minimum]',
        'docs/people.jsonl:4:1 error Missing required property "name". [required]',
        'docs/people.jsonl:4:2 error Property "nam" is not allowed: the schema allows only "name", "age". Did you mean "name"? [additionalProperties]',
        'docs/people.jsonl:5:12 error Trailing comma [trailing-comma]',
        '1 file checked, 1 not compliant, 5 errors, 0 warnings',
        '',
      ].join('\n'),
    );
    assert.equal(result.status, 1);
  });

  void test('--jsonl reads any file, and standard input, as JSON Lines', () => {
    const file = run(['validate', '--jsonl', '-s', 'schemas/person.schema.json', 'docs/lines.txt']);
    assert.equal(
      file.stdout,
      'docs/lines.txt:2:9 error Incorrect type: expected string, got integer. [type]\n' +
        '1 file checked, 1 not compliant, 1 error, 0 warnings\n',
    );
    const stdin = run(
      ['validate', '--jsonl', '-s', 'schemas/person.schema.json', '-'],
      '{}\n{"name":"x"}\n{}',
    );
    assert.equal(
      stdin.stdout,
      '<stdin>:1:1 error Missing required property "name". [required]\n' +
        '<stdin>:3:1 error Missing required property "name". [required]\n' +
        '1 file checked, 1 not compliant, 2 errors, 0 warnings\n',
    );
  });

  void test('JSON offsets point into the whole file (the SARIF and JSON ranges agree with the text)', () => {
    const result = run(['validate', '-f', 'json', '-s', 'schemas/person.schema.json', 'docs/people.jsonl']);
    const text = readFileSync(join(work, 'docs/people.jsonl'), 'utf8');
    const lines = text.split('\n');
    const [file] = (JSON.parse(result.stdout) as JsonReport).files;
    const minimum = file.errors.find((e) => e.keyword === 'minimum');
    assert.ok(minimum);
    const { start, end } = minimum.range;
    assert.equal(lines[start.line].slice(start.character, end.character), '-1');
  });
});

void describe("a schema document gets the editor's schema-file checks", () => {
  void test('the same problems at the same places as the language server reports them', () => {
    const result = run(['validate', '-f', 'json', 'schemas/pitfalls.schema.json']);
    assert.equal(result.status, 1);
    const [file] = (JSON.parse(result.stdout) as JsonReport).files;
    const cliProblems = file.errors.map((e) => [e.range.start.line, e.range.start.character, e.keyword]);
    const parsed = parseDocument(PITFALLS);
    const uri = pathToFileURL(join(work, 'schemas/pitfalls.schema.json')).href;
    const server = schemaDocumentProblems(parsed, uri);
    const ranges = parsed.locate(server.map((p) => ({ path: p.pointer, part: p.part })));
    const editorProblems = server
      .map((p, i) => [ranges[i]?.start.line, ranges[i]?.start.character, p.keyword])
      .sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]));
    assert.deepEqual(cliProblems, editorProblems);
    assert.deepEqual(
      file.errors.map((e) => (e as { code?: string }).code),
      [
        'invalid-regex',
        'additional-properties-beside-combinator',
        'if-without-required',
        'keyword-not-in-draft',
      ],
    );
  });
});
