import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SchemaPickerShown } from '../../client/src/schemaPicker';
import type { JsonObjectValidatorApi } from '../../client/src/extension';
import {
  api,
  closeAll,
  fixtureUri,
  open,
  readFixture,
  shapes,
  waitForDiagnostics,
  waitForStatus,
  writeFixture,
} from './helpers';

/** The picker's rows as one line each: separators as `-- label`, choices as `label | description`. */
function rowsOf(shown: SchemaPickerShown): string[] {
  return shown.rows.map((r) =>
    r.kind === 'separator' ? `-- ${r.label}` : `${r.label}${r.description ? ` | ${r.description}` : ''}`,
  );
}

/**
 * Opens the picker through the status item's command, as a click does, types `search` into it and
 * accepts the first row the quick pick shows, as Enter does. Resolves with the rows it showed.
 */
async function chooseInPicker(validator: JsonObjectValidatorApi, search: string): Promise<SchemaPickerShown> {
  const command = 'jsonObjectValidator.selectSchema';
  assert.equal((await vscode.commands.getCommands(true)).includes(command), true);
  const opened = new Promise<SchemaPickerShown>((resolve) => {
    const subscription = validator.onDidShowSchemaPicker((shown) => {
      subscription.dispose();
      resolve(shown);
    });
  });
  const running = vscode.commands.executeCommand(command);
  const shown = await opened;
  const wanted = shown.picker.items.find(
    (i) =>
      i.kind !== vscode.QuickPickItemKind.Separator && `${i.label} ${i.description ?? ''}`.includes(search),
  );
  assert.ok(wanted, `no row with ${search}: ${JSON.stringify(rowsOf(shown))}`);
  // Typed as a person types: the workbench filters the rows and makes the first one that matches
  // active, and Enter accepts the active row. Wait for the filter to reach it before pressing Enter.
  const active = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.dispose();
      reject(new Error(`"${wanted.label}" never became the active row for "${search}"`));
    }, 10_000);
    const subscription = shown.picker.onDidChangeActive((items) => {
      if (items[0] !== wanted) return;
      clearTimeout(timer);
      subscription.dispose();
      resolve();
    });
  });
  shown.picker.value = search;
  await active;
  await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
  await running;
  return shown;
}

describe('Select Schema for This File', () => {
  const file = 'customers/globex.json';
  let settingsText: string;
  let customerProblems: ReturnType<typeof shapes> = [];

  before(async () => {
    settingsText = await readFixture('.vscode/settings.json');
  });
  after(async () => {
    await writeFixture('.vscode/settings.json', settingsText);
    await closeAll();
  });

  it('the status item opens it; choosing a workspace schema writes the folder settings and applies at once', async () => {
    const validator = await api();
    const editor = await open(file);
    const uri = editor.document.uri;
    await waitForStatus(
      validator,
      (s) => s.documentUri === uri.toString() && /Customer/.test(s.text),
      'Customer',
    );
    customerProblems = shapes(uri);

    const order = waitForDiagnostics(
      uri,
      (d) => d.some((x) => x.message === 'Missing required property "items".'),
      'the order schema',
    );
    const shown = await chooseInPicker(validator, 'schemas/order.schema.json');
    const rows = rowsOf(shown);
    assert.deepEqual(rows.slice(0, 5), [
      '-- in use',
      '$(check) Customer | $schema',
      '-- choose',
      '$(circle-slash) No schema for this file | no schema problems and no schema completion; syntax is still checked',
      '$(sync) Automatic | in effect: no choice is written for this file',
    ]);
    assert.ok(rows.includes('-- workspace schema files'), JSON.stringify(rows));
    assert.ok(rows.includes('schemas/order.schema.json | Order'), JSON.stringify(rows));
    assert.ok(rows.includes('-- SchemaStore catalog'), JSON.stringify(rows));
    await order;
    assert.deepEqual(
      shapes(uri).map((d) => [d.range, d.message]),
      [
        [[0, 0, 0, 1], 'Missing required property "items".'],
        [[2, 8, 2, 9], 'Incorrect type: expected string, got integer.'],
      ],
    );
    const written = JSON.parse(await readFixture('.vscode/settings.json')) as Record<string, unknown>;
    assert.deepEqual(written['jsonObjectValidator.schemas'], [
      { fileMatch: ['*.order.json'], url: './schemas/order.schema.json' },
      { fileMatch: ['*.shapes.json'], url: './schemas/drawing.schema.json' },
      { fileMatch: ['/customers/globex.json'], url: './schemas/order.schema.json', chosen: true },
    ]);
    const state = await waitForStatus(
      validator,
      (s) => /chosen in settings/.test(s.text),
      'chosen in settings',
    );
    assert.equal(state.text, '$(json) Order · chosen in settings');
  });

  it('"No schema for this file" leaves no schema problem, and the item says so', async () => {
    const validator = await api();
    const uri = (await open(file)).document.uri;
    const none = waitForDiagnostics(uri, (d) => d.length === 0, 'no problems');
    await chooseInPicker(validator, 'No schema for this file');
    await none;
    const state = await waitForStatus(validator, (s) => /no schema/.test(s.text), 'no schema');
    assert.equal(state.text, '$(circle-slash) no schema · chosen in settings');
    assert.match(
      state.tooltip,
      /^No schema for this file: "jsonObjectValidator\.schemas" \(workspace folder settings\) says the file has no schema \("\/customers\/globex\.json"\)\./,
    );
    const written = JSON.parse(await readFixture('.vscode/settings.json')) as Record<string, unknown>;
    assert.deepEqual((written['jsonObjectValidator.schemas'] as unknown[]).slice(2), [
      { fileMatch: ['/customers/globex.json'], noSchema: true },
    ]);
  });

  it('"Automatic" forgets the choice: the settings are as before and "$schema" applies again', async () => {
    const validator = await api();
    const uri = (await open(file)).document.uri;
    const back = waitForDiagnostics(
      uri,
      () => JSON.stringify(shapes(uri)) === JSON.stringify(customerProblems),
      "the customer schema's problems",
    );
    const shown = await chooseInPicker(validator, 'Automatic');
    assert.ok(
      rowsOf(shown).includes('$(sync) Automatic | forget my choice (then: Customer)'),
      JSON.stringify(rowsOf(shown)),
    );
    await back;
    const state = await waitForStatus(
      validator,
      (s) => s.text === '$(json) Customer · $schema',
      'Customer again',
    );
    assert.equal(state.text, '$(json) Customer · $schema');
    assert.deepEqual(JSON.parse(await readFixture('.vscode/settings.json')), JSON.parse(settingsText));
  });

  it('two sources that disagree: a warning mark, and the tooltip lists both', async () => {
    const validator = await api();
    await writeFixture('orders/mixed.order.json', '{ "$schema": "../schemas/customer.schema.json" }\n');
    try {
      const uri = (await open('orders/mixed.order.json')).document.uri;
      const state = await waitForStatus(
        validator,
        (s) => s.documentUri === uri.toString() && s.text.startsWith('$(warning)'),
        'a warning mark',
      );
      assert.equal(state.text, '$(warning) Customer · $schema');
      const lines = state.tooltip.split('\n');
      assert.equal(lines[0], '2 sources match this file:');
      assert.match(lines[1], /^• applied: Customer \(\$schema\): /);
      assert.match(
        lines[2],
        /^• not applied: (Order|order\.schema\.json) \(jsonObjectValidator\.schemas\): /,
      );
    } finally {
      await closeAll();
      await vscode.workspace.fs.delete(fixtureUri('orders/mixed.order.json'));
    }
  });
});
