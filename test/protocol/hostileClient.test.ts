// What a client gets for each kind of message the protocol does not allow (issue 27; SECURITY.md lists
// them): requests refused with InvalidParams naming what is wrong, unknown methods with MethodNotFound,
// changes with ranges outside the protocol refused with the document marked out of sync until its whole
// text comes again, and ranges the protocol allows past a line or the document taken as their ends.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ResponseError, type Diagnostic, type Range } from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Client, Fixture, summary } from './harness';

const SCHEMA = JSON.stringify({ type: 'object', properties: { port: { type: 'integer' } } });
const settings = { jsonObjectValidator: { schemaStore: { enable: false }, validationDelay: 0 } };

async function refusal(client: Client, method: string, params: unknown): Promise<[number, string]> {
  try {
    await client.request(method, params);
  } catch (error) {
    assert.ok(error instanceof ResponseError, String(error));
    return [error.code, error.message];
  }
  assert.fail(`${method} was answered`);
}

void describe('a client that sends what the protocol does not allow', { timeout: 30_000 }, () => {
  let fixture: Fixture;
  let client: Client;
  let uri: string;
  const text = (schema: string): string => `{\n  "$schema": "${schema}",\n  "port": "80"\n}`;

  before(async () => {
    fixture = new Fixture({ 'schema.json': SCHEMA });
    client = await Client.start({ rootUri: fixture.uri(''), settings });
    uri = fixture.uri('doc.json');
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  const refused: [string, string, unknown, [number, string]][] = [
    [
      'a negative line',
      'textDocument/hover',
      { textDocument: { uri: 'file:///x.json' }, position: { line: -1, character: 0 } },
      [-32602, 'textDocument/hover: params.position.line is -1, not an integer from 0 to 2147483647'],
    ],
    [
      'a fractional character',
      'textDocument/completion',
      { textDocument: { uri: 'file:///x.json' }, position: { line: 0, character: 1.5 } },
      [
        -32602,
        'textDocument/completion: params.position.character is 1.5, not an integer from 0 to 2147483647',
      ],
    ],
    [
      'a line given as a string',
      'textDocument/definition',
      { textDocument: { uri: 'file:///x.json' }, position: { line: '2', character: 0 } },
      [
        -32602,
        'textDocument/definition: params.position.line is the string "2", not an integer from 0 to 2147483647',
      ],
    ],
    [
      'null params',
      'textDocument/references',
      null,
      [-32602, 'textDocument/references: params is null, not an object'],
    ],
    [
      'no textDocument',
      'textDocument/documentLink',
      {},
      [-32602, 'textDocument/documentLink: params.textDocument is missing, not an object'],
    ],
    [
      'a range whose start is after its end',
      'textDocument/codeAction',
      {
        textDocument: { uri: 'file:///x.json' },
        range: { start: { line: 2, character: 0 }, end: { line: 1, character: 0 } },
        context: { diagnostics: [] },
      },
      [-32602, 'textDocument/codeAction: params.range starts (2:0) after it ends (1:0)'],
    ],
    [
      'a diagnostic whose message is a number',
      'textDocument/codeAction',
      {
        textDocument: { uri: 'file:///x.json' },
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
        context: {
          diagnostics: [
            { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, message: 5 },
          ],
        },
      },
      [-32602, 'textDocument/codeAction: params.context.diagnostics[0].message is 5, not a string or markup'],
    ],
    [
      'a completion item that is null',
      'completionItem/resolve',
      null,
      [-32602, 'completionItem/resolve: params is null, not an object'],
    ],
    [
      'an unknown command',
      'workspace/executeCommand',
      { command: 'nope' },
      [
        -32602,
        'Unknown command "nope": this server runs jsonObjectValidator.validateWorkspace, jsonObjectValidator.sortBySchema, jsonObjectValidator.trustDomain and jsonObjectValidator.showSchemaUsers.',
      ],
    ],
    [
      'a command named like a property of every object',
      'workspace/executeCommand',
      { command: 'constructor', arguments: [] },
      [
        -32602,
        'Unknown command "constructor": this server runs jsonObjectValidator.validateWorkspace, jsonObjectValidator.sortBySchema, jsonObjectValidator.trustDomain and jsonObjectValidator.showSchemaUsers.',
      ],
    ],
    [
      'a sort without arguments',
      'workspace/executeCommand',
      { command: 'jsonObjectValidator.sortBySchema' },
      [-32602, 'workspace/executeCommand: params.arguments has 0 items, not [uri] or [uri, position]'],
    ],
    [
      'a sort whose uri is a number',
      'workspace/executeCommand',
      { command: 'jsonObjectValidator.sortBySchema', arguments: [42] },
      [-32602, 'workspace/executeCommand: params.arguments[0] (the uri) is 42, not a string'],
    ],
    [
      'a sort at a negative position',
      'workspace/executeCommand',
      {
        command: 'jsonObjectValidator.sortBySchema',
        arguments: ['file:///x.json', { line: -1, character: 0 }],
      },
      [
        -32602,
        'workspace/executeCommand: params.arguments[1] (the position).line is -1, not an integer from 0 to 2147483647',
      ],
    ],
    [
      'a sort of a document that is not open',
      'workspace/executeCommand',
      { command: 'jsonObjectValidator.sortBySchema', arguments: ['file:///not-open.json'] },
      [-32602, 'file:///not-open.json is not open: only open documents are sorted.'],
    ],
    [
      'a command that is not a string',
      'workspace/executeCommand',
      { command: 7 },
      [-32602, 'workspace/executeCommand: params.command is 7, not a string'],
    ],
    [
      'a schemaFor without a uri',
      'jsonObjectValidator/schemaFor',
      { uri: null },
      [-32602, 'jsonObjectValidator/schemaFor: params.uri is null, not a string'],
    ],
    ['an unknown method', 'chaos/nothing', {}, [-32601, 'Unhandled method chaos/nothing']],
  ];
  void test('a diagnostic whose message is markup (LSP 3.18) is taken', async () => {
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
    const actions = await client.request('textDocument/codeAction', {
      textDocument: { uri: 'file:///x.json' },
      range,
      context: { diagnostics: [{ range, message: { kind: 'markdown', value: 'From *another* tool' } }] },
    });
    assert.deepEqual(actions, []);
  });

  for (const [name, method, params, expected] of refused) {
    void test(`${name}: ${expected[0]}`, async () => {
      assert.deepEqual(await refusal(client, method, params), expected);
    });
  }

  void test('a change whose range is outside the protocol makes the document out of sync until its whole text comes', async () => {
    const valid = text(fixture.uri('schema.json'));
    const first = await client.open(uri, valid);
    assert.deepEqual(summary(first), [
      ['2:10-2:14', 'type', 1, 'Incorrect type: expected integer, got string.'],
    ]);

    const outOfSync = client.waitFor(uri);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [
        { range: { start: { line: 2, character: -4 }, end: { line: 2, character: 14 } }, text: '80' },
      ],
    });
    assert.deepEqual(summary(await outOfSync), [
      [
        '0:0-0:1',
        'out-of-sync',
        2,
        'This document is not validated: the editor sent a change the server could not apply (params.contentChanges[0].range.start.character is -4, not an integer from 0 to 2147483647), so the server no longer knows its text. Close and reopen it (or replace its whole text) to validate it again.',
      ],
    ]);
    assert.ok(
      client.log.some((line) => line.startsWith(`Refused a change of ${uri} (version 2)`)),
      client.log.join('\n'),
    );
    // Features do not answer on a text the editor no longer shows.
    assert.equal(
      await client.request('textDocument/hover', {
        textDocument: { uri },
        position: { line: 2, character: 4 },
      }),
      null,
    );

    // A whole new text brings it back.
    const back = client.waitFor(uri);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [{ text: valid.replace('"80"', '"81"') }],
    });
    assert.deepEqual(summary(await back), [
      ['2:10-2:14', 'type', 1, 'Incorrect type: expected integer, got string.'],
    ]);
    client.documents.set(uri, TextDocument.create(uri, 'json', 3, valid.replace('"80"', '"81"')));
  });

  void test('a position past its line or past the document is its end, as the protocol says', async () => {
    const doc = fixture.uri('clamped.json');
    const valid = text(fixture.uri('schema.json'));
    await client.open(doc, valid);
    // Past the end of line 2 ("  "port": "80"") is that line's end: the value becomes "80" 1.
    const pastLine = client.waitFor(doc);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: doc, version: 2 },
      contentChanges: [
        { range: { start: { line: 2, character: 400 }, end: { line: 2, character: 400 } }, text: ', "x": 1' },
      ],
    });
    const expected = `{\n  "$schema": "${fixture.uri('schema.json')}",\n  "port": "80", "x": 1\n}`;
    assert.deepEqual(summary(await pastLine), summary(await freshDiagnostics(fixture, expected)));
    // Past the last line is the end of the document.
    const pastEnd = client.waitFor(doc);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: doc, version: 3 },
      contentChanges: [
        { range: { start: { line: 90, character: 0 }, end: { line: 99, character: 5 } }, text: ' // tail' },
      ],
    });
    const got = await pastEnd;
    assert.deepEqual(summary(got), summary(await freshDiagnostics(fixture, `${expected} // tail`)));
    assert.equal(
      got.some((d) => d.code === 'out-of-sync'),
      false,
    );
  });
});

/** The diagnostics a fresh server publishes for a text (the reference for clamped edits). */
async function freshDiagnostics(fixture: Fixture, text: string): Promise<Diagnostic[]> {
  const fresh = await Client.start({ rootUri: fixture.uri(''), settings });
  try {
    return await fresh.open(fixture.uri('clamped.json'), text);
  } finally {
    await fresh.stop();
  }
}

void describe('a request whose document closes while it is answered', { timeout: 60_000 }, () => {
  void test('a code action on a document of the document worker, closed at once: no actions, no error', async () => {
    const fixture = new Fixture({ 'schema.json': SCHEMA, 'other.json': SCHEMA });
    const client = await Client.start({ rootUri: fixture.uri(''), settings });
    try {
      const uri = fixture.uri('big.json');
      const records = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `record ${i}` }));
      const text = JSON.stringify({ $schema: fixture.uri('schema.json'), port: 'x', records }, null, 1);
      assert.ok(text.length > 1024 * 1024);
      await client.open(uri, text);
      const range = { start: { line: 2, character: 0 }, end: { line: 2, character: 5 } };
      // An edit of the $schema first: the code action then needs a new parse and, the schema guessed from
      // the last analysis being another, a validation of its own, which the close overtakes.
      const at = text.indexOf('schema.json');
      await client.sendEdits(uri, [{ range: rangeAt(text, at, at + 'schema'.length), newText: 'other' }]);
      const actions = client.request('textDocument/codeAction', {
        textDocument: { uri },
        range,
        context: { diagnostics: [] },
      });
      await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      assert.deepEqual(await actions, []);
    } finally {
      await client.stop();
      fixture.dispose();
    }
  });
});

/** The range of [start, end) of a text. */
function rangeAt(text: string, start: number, end: number): Range {
  const doc = TextDocument.create('x', 'json', 1, text);
  return { start: doc.positionAt(start), end: doc.positionAt(end) };
}

void describe('workspace folders added and removed while the server runs', { timeout: 30_000 }, () => {
  void test('a folder added is validated by the workspace command; one removed, or an event of the wrong shape, is not', async () => {
    const fixture = new Fixture({
      'a/schema.json': SCHEMA,
      'a/one.json': '{ "$schema": "./schema.json", "port": "x" }',
      'b/two.json': '{ "$schema": "../a/schema.json", "port": "y" }',
    });
    const client = await Client.start({
      rootUri: fixture.uri('a'),
      settings,
      capabilities: { workspace: { workspaceFolders: true } },
    });
    try {
      const count = async (): Promise<number> =>
        (await client.request<{ filesChecked: number }>('jsonObjectValidator/validateWorkspace', {}))
          .filesChecked;
      assert.equal(await count(), 1);
      const folderB = { uri: fixture.uri('b'), name: 'b' };
      await client.connection.sendNotification('workspace/didChangeWorkspaceFolders', {
        event: { added: [folderB], removed: [] },
      });
      assert.equal(await count(), 2);
      await client.connection.sendNotification('workspace/didChangeWorkspaceFolders', { event: null });
      await client.connection.sendNotification('workspace/didChangeWorkspaceFolders', {
        event: { added: [], removed: [folderB] },
      });
      assert.equal(await count(), 1);
      // The log line came before the answer to the request sent after it.
      assert.ok(
        client.log.includes(
          'Ignored workspace/didChangeWorkspaceFolders: params.event is null, not an object.',
        ),
      );
    } finally {
      await client.stop();
      fixture.dispose();
    }
  });
});
