import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { Client, Fixture, summary } from './harness';

/**
 * The checks of an open schema file speak the `locale` of `initialize`: a misspelled keyword, a keyword
 * of another draft, keywords beside "$ref" that the draft ignores, an unknown type and a reference that
 * cannot be resolved, each at its keyword, with the codes, names and pointers as written.
 */
const SCHEMA = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "requird": ["name"],
  "properties": {
    "name": { "type": "strng" },
    "owner": { "$ref": "#/definitions/person", "minProperties": 1 },
    "tags": { "prefixItems": [{ "type": "string" }] }
  },
  "if": { "properties": { "kind": { "const": "team" } } },
  "then": { "required": ["members"] }
}
`;

const ERROR = 1;
const WARNING = 2;

/** Where each problem is, its code and severity: the same in every language. */
const PLACES: [string, string, number][] = [
  ['5:22-5:29', 'unknown-type', ERROR],
  ['6:23-6:45', 'unresolvable-ref', ERROR],
  ['3:2-3:11', 'unknown-keyword', WARNING],
  ['9:2-9:6', 'if-without-required', WARNING],
  ['6:47-6:62', 'ref-sibling-ignored', WARNING],
  ['7:14-7:27', 'keyword-not-in-draft', WARNING],
];

/** The Problems rows, then the whole explanations the hover shows where a row is shorter. */
const EXPECTED: Record<string, { said: string[]; details: (string | undefined)[] }> = {
  de: {
    said: [
      '"strng" ist kein Typ. Verwenden Sie einen von array, boolean, integer, null, number, object, string.',
      'Der Verweis "#/definitions/person" kann nicht aufgelöst werden: Kein Schema mit diesem URI ist verfügbar.',
      '"requird" ist kein Schlüsselwort und wird hier daher ignoriert; meinten Sie "required"?',
      'Dieses "if" prüft "kind", verlangt es aber nicht: Ein Objekt ohne "kind" erfüllt das "if", daher gilt "then" auch dafür. Fügen Sie "kind" dem "required" des "if" hinzu, damit "then" nur gilt, wenn "kind" vorhanden ist.',
      'In Draft 7 werden Schlüsselwörter neben "$ref" ignoriert, daher wirkt "minProperties" hier nicht. Setzen Sie "$ref" und "minProperties" in getrennte "allOf"-Einträge, um beide anzuwenden.',
      '"prefixItems" ist in Draft 7 kein Schlüsselwort und wird hier daher ignoriert. Verwenden Sie stattdessen ein Array von Schemas in "items".',
    ],
    details: [
      '"strng" ist kein Typ; verwenden Sie einen von array, boolean, integer, null, number, object, string. Meinten Sie "string"?',
      undefined,
      undefined,
      undefined,
      'In Draft 7 werden Schlüsselwörter neben "$ref" ignoriert, daher wirkt "minProperties" hier nicht; setzen Sie "$ref" und "minProperties" in getrennte "allOf"-Einträge, um beide anzuwenden.',
      '"prefixItems" ist in Draft 7 kein Schlüsselwort (es gibt es ab Draft 2020-12) und wird hier daher ignoriert; verwenden Sie stattdessen ein Array von Schemas in "items".',
    ],
  },
  ja: {
    said: [
      '"strng" は型ではありません。array, boolean, integer, null, number, object, string のいずれかを使用してください。もしかして "string" ですか?',
      '参照 "#/definitions/person" を解決できません: その URI のスキーマは利用できません。',
      '"requird" はキーワードではないため、ここでは無視されます。もしかして "required" ですか?',
      'この "if" は "kind" をテストしていますが、必須にしていません: "kind" のないオブジェクトも "if" を満たすため、"then" が適用されます。"kind" があるときだけ "then" が適用されるように、"if" の "required" に "kind" を追加してください。',
      'ドラフト 7 では "$ref" と並ぶキーワードは無視されるため、ここでは "minProperties" は効果がありません。両方を適用するには、"$ref" と "minProperties" を別々の "allOf" エントリに入れてください。',
      '"prefixItems" はドラフト 7 のキーワードではない (ドラフト 2020-12 以降に存在します) ため、ここでは無視されます。代わりに "items" でスキーマの配列を使用してください。',
    ],
    details: [undefined, undefined, undefined, undefined, undefined, undefined],
  },
  en: {
    said: [
      '"strng" is not a type; use one of array, boolean, integer, null, number, object, string. Did you mean "string"?',
      'Cannot resolve the reference "#/definitions/person": no schema with that URI is available.',
      '"requird" is not a keyword, so it is ignored here; did you mean "required"?',
      'This "if" tests "kind" but does not require it: an object without "kind" passes the "if", so "then" applies to it too. Add "kind" to the "if"\'s "required" so that "then" applies only when "kind" is present.',
      'In draft 7, keywords beside "$ref" are ignored, so "minProperties" has no effect here. Put the "$ref" and "minProperties" in separate "allOf" entries to apply both.',
      '"prefixItems" is not a keyword in draft 7, so it is ignored here. Use an array of schemas in "items" instead.',
    ],
    details: [
      undefined,
      undefined,
      undefined,
      undefined,
      'In draft 7, keywords beside "$ref" are ignored, so "minProperties" has no effect here; put the "$ref" and "minProperties" in separate "allOf" entries to apply both.',
      '"prefixItems" is not a keyword in draft 7 (it exists from draft 2020-12 on), so it is ignored here; use an array of schemas in "items" instead.',
    ],
  },
};

function said(diagnostics: Diagnostic[]): string[] {
  return summary(diagnostics).map(([, , , message]) => message);
}

function details(diagnostics: Diagnostic[]): (string | undefined)[] {
  return diagnostics.map((d) => (d.data as { detail?: string } | undefined)?.detail);
}

for (const locale of ['de', 'ja', 'en']) {
  void describe(`a schema file in a server started with locale ${locale}`, { timeout: 30_000 }, () => {
    let fixture: Fixture;
    let client: Client;

    before(async () => {
      fixture = new Fixture({});
      client = await Client.start({ rootUri: fixture.uri(''), locale });
    });
    after(async () => {
      await client.stop();
      fixture.dispose();
    });

    void test('publishes its checks in that language', async () => {
      const diagnostics = await client.open(fixture.uri('service.schema.json'), SCHEMA);
      assert.deepEqual(
        summary(diagnostics).map(([range, code, severity]) => [range, code, severity]),
        PLACES,
      );
      assert.deepEqual(said(diagnostics), EXPECTED[locale].said);
      assert.deepEqual(details(diagnostics), EXPECTED[locale].details);
    });
  });
}
