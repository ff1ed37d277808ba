// A document with hundreds of errors is analysed and published in several turns of the event loop
// (MANY_ERRORS): what is published is still complete and exactly placed, for the latest version.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MANY_ERRORS } from '../../../server/src/documents/validation';
import { startInProcess, summary } from './inProcessServer';

const SCHEMA = JSON.stringify({ type: 'array', items: { type: 'object', required: ['id'] } });
const SETTINGS = { schemas: [{ fileMatch: ['*.json'], url: '/w/schema.json' }], validationDelay: 0 };

void describe('a document with many errors', () => {
  const s = startInProcess({ '/w/schema.json': SCHEMA }, SETTINGS);
  after(() => s.server.dispose());

  void test('publishes every error of the latest version', async () => {
    const count = MANY_ERRORS + 100;
    const uri = 'file:///w/many.json';
    const text = `[\n${Array.from({ length: count }, () => '  {"name": 1}').join(',\n')}\n]`;
    const waitFor = (version: number) => s.next(uri, version);
    s.server.didOpen({ textDocument: { uri, languageId: 'json', version: 1, text } });
    // Two edits at once, each fixing the first remaining record: versions 1 and 2 are superseded.
    for (const version of [2, 3]) {
      const line = version - 1;
      s.server.didChange({
        textDocument: { uri, version },
        contentChanges: [
          { range: { start: { line, character: 4 }, end: { line, character: 8 } }, text: 'id' },
        ],
      });
    }
    const last = await waitFor(3);
    assert.equal(last.length, count - 2, summary(last).join('\n'));
    assert.deepEqual(summary(last).slice(0, 2), [
      '3:2-3:3 1 required Missing required property "id".',
      '4:2-4:3 1 required Missing required property "id".',
    ]);
  });
});
