import { test } from 'node:test';
import assert from 'node:assert/strict';
import { problemRow } from '../../../server/src/documents/problemWording';
import { lintSchema } from '../../../shared/src/checks/index';

/**
 * A long schema-file warning gets a Problems row of one or two sentences without its asides, in every
 * language: Chinese and Japanese end sentences with "。" and no space, Chinese writes asides in
 * full-width parentheses, Korean's "을(를)" is a particle and not an aside.
 */
const CLOSED_BESIDE_ALLOF = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  allOf: [{ properties: { a: {} } }],
  additionalProperties: false,
};

const ROWS: [locale: string, row: string][] = [
  [
    'en',
    '"additionalProperties": false rejects "a", which is declared only through "allOf": "additionalProperties" sees only the "properties" and "patternProperties" of its own schema object, so an object that uses it is not valid. Use "unevaluatedProperties" instead of "additionalProperties", or redeclare it in this object\'s "properties" as true.',
  ],
  [
    'ja',
    '"additionalProperties": false は "a" を拒否しますが、これは "allOf" を通じてのみ宣言されています: "additionalProperties" は自身のスキーマ オブジェクトの "properties" と "patternProperties" しか参照しないため、これを使うオブジェクトは有効になりません。"additionalProperties" の代わりに "unevaluatedProperties" を使用するか、このオブジェクトの "properties" で true として宣言し直してください。',
  ],
  [
    'zh-cn',
    '"additionalProperties": false 会拒绝只通过 "allOf" 声明的 "a"："additionalProperties" 只看到其自身架构对象的 "properties" 和 "patternProperties"，因此使用上述属性的对象无效。请使用 "unevaluatedProperties" 代替 "additionalProperties"，或在此对象的 "properties" 中将上述名称重新声明为 true。',
  ],
  [
    'ko',
    '"additionalProperties": false는 "allOf"을(를) 통해서만 선언된 "a"을(를) 거부합니다. "additionalProperties"는 자체 스키마 개체의 "properties"와 "patternProperties"만 보므로 이를 사용하는 개체는 유효하지 않습니다.',
  ],
];

for (const [locale, row] of ROWS) {
  void test(`the row of a long warning in ${locale}`, () => {
    const [warning] = lintSchema(CLOSED_BESIDE_ALLOF, '2020-12', locale);
    assert.equal(warning.code, 'additional-properties-beside-combinator');
    assert.equal(problemRow(warning.message), row);
  });
}

void test('rows cut at "。" and "；", drop full-width asides and the space a Japanese aside leaves', () => {
  const cases: [string, string][] = [
    [
      '第一句很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长（旁注）；第二句。第三句。',
      '第一句很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长很长。第二句。',
    ],
    [
      `${'とても長い説明です。'.repeat(2)}"a" を使用する (補足) か、削除してください。${'x'.repeat(100)}`,
      'とても長い説明です。とても長い説明です。',
    ],
    [
      `これは "a" を使用する (補足です) か、削除してください。${'説明'.repeat(60)}。`,
      `これは "a" を使用するか、削除してください。${'説明'.repeat(60)}。`,
    ],
    ['short (kept).', 'short (kept).'],
  ];
  for (const [message, row] of cases) assert.equal(problemRow(message), row, message);
});
