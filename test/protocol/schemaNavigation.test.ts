import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type {
  DocumentLink,
  Location,
  LocationLink,
  Range,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol/node';
import { applyEdits, Client, cursorIn, Fixture, rangeOf } from './harness';

const MAIN = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "properties": {
    "address": { "$ref": "#/$defs/address" },
    "street": { "$ref": "#/$defs/address/properties/street" },
    "named": { "$ref": "#where" },
    "point": { "$ref": "./shared.schema.json#/definitions/point" },
    "tree": { "$ref": "#/$defs/node" },
    "boxed": { "$ref": "#/$defs/box" },
    "broken": { "$ref": "#/$defs/nothing" }
  },
  "$defs": {
    "address": { "$anchor": "where", "type": "object", "properties": { "street": { "type": "string" } } },
    "node": { "$dynamicAnchor": "node", "properties": { "children": { "items": { "$dynamicRef": "#node" } } } },
    "box": { "$id": "box.json", "$defs": { "inner": {} }, "properties": { "i": { "$ref": "#/$defs/inner" } } }
  }
}
`;

const OTHER = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "properties": { "billing": { "$ref": "main.schema.json#/$defs/address" } }
}
`;

const SHARED = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "definitions": { "point": { "type": "object" } }
}
`;

const IDED = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://example.com/schemas/ided.json",
  "properties": { "p": { "$ref": "shared-ided.json#/$defs/x" } }
}
`;

const SHARED_IDED = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://example.com/schemas/shared-ided.json",
  "$defs": { "x": { "type": "string" } }
}
`;

/** The range of a needle in a text, the n-th occurrence. */
function at(text: string, needle: string, occurrence = 0): Range {
  return rangeOf(text, needle, occurrence);
}

/** The range of the inside of a string token. */
function insideQuotes(text: string, value: string, occurrence = 0): Range {
  const r = at(text, `"${value}"`, occurrence);
  return {
    start: { line: r.start.line, character: r.start.character + 1 },
    end: { line: r.end.line, character: r.end.character - 1 },
  };
}

void describe('navigation in schema files over stdio', { timeout: 60_000 }, () => {
  let fixture: Fixture;
  let client: Client;

  before(async () => {
    fixture = new Fixture({
      'main.schema.json': MAIN,
      'other.schema.json': OTHER,
      'shared.schema.json': SHARED,
      'ided.schema.json': IDED,
      'shared-ided.schema.json': SHARED_IDED,
    });
    client = await Client.start({ rootUri: fixture.uri('') });
    await client.open(fixture.uri('main.schema.json'), MAIN);
    await client.open(fixture.uri('ided.schema.json'), IDED);
  });
  after(async () => {
    await client.stop();
    fixture.dispose();
  });

  async function definition(file: string, text: string, needle: string): Promise<LocationLink[] | null> {
    const offset = text.indexOf(needle) + 2;
    const marked = text.slice(0, offset) + '|' + text.slice(offset);
    return client.request<LocationLink[] | null>('textDocument/definition', {
      textDocument: { uri: fixture.uri(file) },
      position: cursorIn(marked).position,
    });
  }

  function target(link: LocationLink | undefined): [string, Range] {
    return [link?.targetUri ?? '', link?.targetSelectionRange ?? at('x', 'x')];
  }

  void test('go to definition: local pointer, anchor, file, $dynamicRef, inside an embedded $id resource', async () => {
    const main = fixture.uri('main.schema.json');
    const local = await definition('main.schema.json', MAIN, '"#/$defs/address"');
    assert.deepEqual(target(local?.[0]), [main, at(MAIN, '"address"', 1)]);
    assert.deepEqual(local?.[0].originSelectionRange, insideQuotes(MAIN, '#/$defs/address'));
    assert.deepEqual(target((await definition('main.schema.json', MAIN, '"#where"'))?.[0]), [
      main,
      at(MAIN, '"address"', 1),
    ]);
    assert.deepEqual(target((await definition('main.schema.json', MAIN, '"./shared.schema.json'))?.[0]), [
      fixture.uri('shared.schema.json'),
      at(SHARED, '"point"'),
    ]);
    assert.deepEqual(target((await definition('main.schema.json', MAIN, '"#node"'))?.[0]), [
      main,
      at(MAIN, '"node"'),
    ]);
    assert.deepEqual(target((await definition('main.schema.json', MAIN, '"#/$defs/inner"'))?.[0]), [
      main,
      at(MAIN, '"inner"'),
    ]);
    assert.equal(await definition('main.schema.json', MAIN, '"#/$defs/nothing"'), null);
  });

  void test('go to definition: a reference relative to the $id, to a workspace file known by its $id', async () => {
    const link = await definition('ided.schema.json', IDED, '"shared-ided.json');
    assert.deepEqual(target(link?.[0]), [fixture.uri('shared-ided.schema.json'), at(SHARED_IDED, '"x"')]);
  });

  void test('document links on every reference that resolves', async () => {
    const links = await client.request<DocumentLink[]>('textDocument/documentLink', {
      textDocument: { uri: fixture.uri('main.schema.json') },
    });
    assert.deepEqual(
      links.map((l) => l.range),
      [
        insideQuotes(MAIN, '#/$defs/address'),
        insideQuotes(MAIN, '#/$defs/address/properties/street'),
        insideQuotes(MAIN, '#where'),
        insideQuotes(MAIN, './shared.schema.json#/definitions/point'),
        insideQuotes(MAIN, '#/$defs/node'),
        insideQuotes(MAIN, '#/$defs/box'),
        insideQuotes(MAIN, '#node'),
        insideQuotes(MAIN, '#/$defs/inner'),
      ],
    );
    const address = at(MAIN, '"address"', 1);
    assert.equal(
      links[0].target,
      `${fixture.uri('main.schema.json')}#${address.start.line + 1},${at(MAIN, '{ "$anchor"').start.character + 1}`,
    );
  });

  void test('beside VS Code’s JSON support, which links "#/..." pointers itself: only the others', async () => {
    const vscodeLike = await Client.start({
      rootUri: fixture.uri(''),
      initializationOptions: { builtInJsonLanguageFeatures: true },
    });
    try {
      await vscodeLike.open(fixture.uri('main.schema.json'), MAIN);
      const links = await vscodeLike.request<DocumentLink[]>('textDocument/documentLink', {
        textDocument: { uri: fixture.uri('main.schema.json') },
      });
      // "#/$defs/inner" is relative to the embedded resource "box.json": the built-in, which resolves
      // from the document root, does not find it; the anchor, the file and $dynamicRef are ours alone.
      assert.deepEqual(
        links.map((l) => l.tooltip),
        [
          '$ref #where',
          '$ref ./shared.schema.json#/definitions/point',
          '$dynamicRef #node',
          '$ref #/$defs/inner',
        ],
      );
    } finally {
      await vscodeLike.stop();
    }
  });

  void test('find references of a $defs entry across the workspace’s schema files', async () => {
    const { position } = cursorIn(MAIN.replace('"address": { "$anchor"', '"addr|ess": { "$anchor"'));
    const locations = await client.request<Location[]>('textDocument/references', {
      textDocument: { uri: fixture.uri('main.schema.json') },
      position,
      context: { includeDeclaration: true },
    });
    assert.deepEqual(
      locations.map((l) => [l.uri, l.range]),
      [
        [fixture.uri('main.schema.json'), at(MAIN, '"address"', 1)],
        [fixture.uri('main.schema.json'), insideQuotes(MAIN, '#/$defs/address')],
        // The anchor names the same subschema: a reference too (rename leaves it as it is).
        [fixture.uri('main.schema.json'), insideQuotes(MAIN, '#where')],
        [fixture.uri('other.schema.json'), insideQuotes(OTHER, 'main.schema.json#/$defs/address')],
      ],
    );
  });

  void test('rename a $defs entry: its key and every $ref to it (pointers inside it too), anchors untouched', async () => {
    const { position } = cursorIn(MAIN.replace('"address": { "$anchor"', '"addr|ess": { "$anchor"'));
    const params = { textDocument: { uri: fixture.uri('main.schema.json') }, position };
    const prepared = await client.request<{ range: Range; placeholder: string }>(
      'textDocument/prepareRename',
      params,
    );
    assert.deepEqual(prepared, { range: insideQuotes(MAIN, 'address', 1), placeholder: 'address' });
    const edit = await client.request<WorkspaceEdit>('textDocument/rename', { ...params, newName: 'postal' });
    const changes = edit.changes ?? {};
    assert.deepEqual(Object.keys(changes).sort(), [
      fixture.uri('main.schema.json'),
      fixture.uri('other.schema.json'),
    ]);
    const main = applyEdits(MAIN, changes[fixture.uri('main.schema.json')]);
    assert.equal(
      main,
      MAIN.replace('"address": { "$anchor"', '"postal": { "$anchor"')
        .replace('"#/$defs/address"', '"#/$defs/postal"')
        .replace('"#/$defs/address/properties/street"', '"#/$defs/postal/properties/street"'),
    );
    assert.equal(
      applyEdits(OTHER, changes[fixture.uri('other.schema.json')]),
      OTHER.replace('main.schema.json#/$defs/address', 'main.schema.json#/$defs/postal'),
    );
  });

  void test('rename from a $ref value; a name already taken is refused; elsewhere nothing to rename', async () => {
    const onRef = cursorIn(MAIN.replace('"#/$defs/node"', '"#/$defs/no|de"'));
    const prepared = await client.request<{ range: Range; placeholder: string }>(
      'textDocument/prepareRename',
      {
        textDocument: { uri: fixture.uri('main.schema.json') },
        position: onRef.position,
      },
    );
    assert.deepEqual(prepared, { range: insideQuotes(MAIN, '#/$defs/node'), placeholder: 'node' });
    await assert.rejects(
      client.request('textDocument/rename', {
        textDocument: { uri: fixture.uri('main.schema.json') },
        position: onRef.position,
        newName: 'box',
      }),
      /"\$defs" already has an entry named "box"/,
    );
    const elsewhere = cursorIn(MAIN.replace('"type": "object"', '"ty|pe": "object"'));
    assert.equal(
      await client.request('textDocument/prepareRename', {
        textDocument: { uri: fixture.uri('main.schema.json') },
        position: elsewhere.position,
      }),
      null,
    );
  });
});
