// Where the server stands in for VS Code's own JSON validation (vscode-json-languageservice), schema
// patterns run on our bounded matchers too (issue 10, item 4): a catastrophic pattern answers at once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client, Fixture } from './harness';

let fixture: Fixture;
let client: Client;

before(async () => {
  fixture = new Fixture({
    'redos.schema.json': JSON.stringify({
      properties: {
        id: { pattern: '^(a+)+$' },
        s: { pattern: '^([a-z]+)+$' },
        // VS Code's case-insensitive prefix.
        c: { pattern: '(?i)^(a+)+$' },
        ok: { pattern: '(?i)^(a+)+$' },
      },
      patternProperties: { '^(x+)+$': { type: 'number' } },
    }),
  });
  client = await Client.start({
    rootUri: fixture.uri(''),
    settings: { jsonObjectValidator: { validate: { enable: false } } },
    initializationOptions: { associations: { associations: [], builtInValidation: 'off-by-default' } },
  });
});
after(async () => {
  await client.stop();
  fixture.dispose();
});

void test(
  "vscode-json-languageservice's pattern checks are bounded in the server",
  { timeout: 60_000 },
  async () => {
    const values = {
      id: `${'a'.repeat(40)}!`,
      s: `${'a'.repeat(40)}\ud800`,
      c: `${'aA'.repeat(20)}!`,
      ok: 'aA'.repeat(20),
    };
    const text = JSON.stringify({
      $schema: './redos.schema.json',
      ...values,
      [`${'x'.repeat(40)}!`]: 'not a number, but the name does not match',
    });
    // One line: a value's range is its string literal, quotes included.
    const span = (name: keyof typeof values): [number, number] => {
      const start = text.indexOf(JSON.stringify(values[name]), text.indexOf(`"${name}":`));
      return [start, start + JSON.stringify(values[name]).length];
    };
    const started = Date.now();
    const diagnostics = await client.open(fixture.uri('doc.json'), text);
    assert.deepEqual(
      diagnostics.map((d) => [
        d.source,
        typeof d.message === 'string' ? d.message : d.message.value,
        d.range.start.line,
        d.range.end.line,
        [d.range.start.character, d.range.end.character],
      ]),
      [
        ['json', 'String does not match the pattern of "^(a+)+$".', 0, 0, span('id')],
        ['json', 'String does not match the pattern of "^([a-z]+)+$".', 0, 0, span('s')],
        ['json', 'String does not match the pattern of "(?i)^(a+)+$".', 0, 0, span('c')],
      ],
    );
    assert.ok(Date.now() - started < 30_000);
  },
);
