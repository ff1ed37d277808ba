import assert from 'node:assert/strict';
import { api, closeAll, open, rangeOf, shapes, waitForDiagnostics, waitForStatus } from './helpers';

describe('jsonValidation contributions of other extensions', () => {
  after(async () => {
    await closeAll();
  });

  it('validates a file against the schema another installed extension contributes', async () => {
    const validator = await api();
    const editor = await open('widgets/gear.widget.json');
    const uri = editor.document.uri;
    await waitForDiagnostics(uri, (d) => d.length === 1, 'the enum violation');
    const value = rangeOf(editor.document, '"medium"');
    assert.deepEqual(shapes(uri), [
      {
        range: [value.start.line, value.start.character, value.end.line, value.end.character],
        message: 'Value must be one of "small", "large".',
        code: 'enum',
        severity: 'Error',
      },
    ]);
    const state = await waitForStatus(
      validator,
      (s) => s.documentUri === uri.toString(),
      'the widget status',
    );
    assert.equal(state.text, '$(json) Widget · extension e2e.contributor');
    assert.match(
      state.tooltip,
      /^A "jsonValidation" contribution of the extension e2e\.contributor maps "\*\.widget\.json" to this schema\.\nSchema: file:\/\/\/.*\/extensions\/e2e\.contributor-0\.0\.1\/widget\.schema\.json\n/,
    );
  });
});
