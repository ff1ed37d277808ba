/** Japanese: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksJa: ChecksCatalog = {
  // A value written in Latin letters or digits keeps a space before the Japanese after it.
  'check.found.number': '数値 {value} ',
  'check.found.string': '文字列 {value} ',
  'check.found.array': '配列',
  'check.found.object': 'オブジェクト',

  'check.place.schema': 'スキーマ',
  // A space between the quoted name and the particle, as in the rest of the catalog.
  'check.place.keyword': '"{keyword}" ',
  'check.place.valueOf': '"{keyword}" の値',
  'check.place.eachValueOf': '"{keyword}" の各値',
  'check.place.eachEntryOf': '"{keyword}" の各エントリ',
  'check.place.eachArrayIn': '"{keyword}" の各配列',

  'check.mustBe': '{place}は、{expected}である必要がありますが、{found}です。{hint}',
  'check.expect.schemaObject': 'スキーマ (オブジェクト)',
  'check.expect.schemaOrBoolean': 'スキーマ (オブジェクトまたはブール値)',
  'check.expect.booleanOrSchemaObject': 'ブール値またはスキーマ オブジェクト',
  'check.expect.schemaOrSchemaArray': 'スキーマまたはスキーマの配列',
  'check.expect.schemaArray': '空でないスキーマの配列',
  'check.expect.schemaMap': '値がスキーマであるオブジェクト',
  'check.expect.dependencies': '値がスキーマまたはプロパティ名の配列であるオブジェクト',
  'check.expect.dependencyOrBoolean': 'スキーマ (オブジェクトまたはブール値) またはプロパティ名の配列',
  'check.expect.dependency': 'スキーマ (オブジェクト) またはプロパティ名の配列',
  'check.expect.nameListMap': '値がプロパティ名の配列であるオブジェクト',
  'check.expect.nameList': 'プロパティ名の配列',
  'check.expect.propertyName': 'プロパティ名 (文字列)',
  'check.expect.nonNegativeInteger': '0 以上の整数',
  'check.expect.positiveNumber': '0 より大きい数値',
  'check.expect.greaterThanZero': '0 より大きい値',
  'check.expect.number': '数値',
  'check.expect.boolean': 'true または false ',
  'check.expect.string': '文字列',
  'check.expect.array': '配列',
  'check.expect.regex': '正規表現を含む文字列',
  'check.expect.uriReference': '文字列 (URI 参照)',
  'check.expect.vocabulary': 'ボキャブラリ URI を true または false に対応付けるオブジェクト',
  'check.expect.limitFlag': 'true または false ("{limit}" のフラグ)',
  'check.expect.anchorName': '文字列 (単純な名前)',
  'check.expect.enumArray': '許可される値の配列',
  'check.expect.typeNames': '型名または一意な型名の配列',
  'check.expect.typeName': '型名',

  'check.hint.draft4Boolean':
    'ドラフト {draft} ではブール値はスキーマではありません (ドラフト 6 以降はスキーマです)。',
  'check.hint.prefixItems': 'ドラフト 2020-12 では、項目スキーマの配列は "prefixItems" で記述します。',
  'check.hint.requiredFlag':
    'プロパティに付けた "required": {value} はドラフト 3 の構文です。そのプロパティを持つオブジェクトの "required" 配列に名前を列挙してください。',
  'check.hint.write': '{value} と記述してください。',
  'check.hint.exclusiveNumber':
    'ここでの数値はドラフト 6 の構文です。ドラフト 4 では "{limit}": {value}, "{keyword}": true と記述してください。',
  'check.hint.exclusiveBoolean':
    'ここでのブール値はドラフト 4 の構文です。ドラフト 6 以降は制限値そのものを記述してください: "{keyword}": <number>。',

  'check.schemaArray.empty':
    '"{keyword}" には少なくとも 1 つのスキーマが必要です。空の配列を削除してください。',
  'check.nameList.empty':
    'ドラフト 4 では、"{keyword}" に少なくとも 1 つのプロパティ名を列挙する必要があります。空の配列を削除してください。',
  'check.duplicate':
    '"{entry}" が "{keyword}" に 2 回列挙されています (最初はインデックス {first})。このエントリを削除してください。',
  'check.enum.emptyError':
    'ドラフト {draft} では、"enum" に少なくとも 1 つの値を列挙する必要があります。空の配列を削除してください。',
  'check.enum.empty':
    'この "enum" は空のため、ここではどの値も有効になりません。許可する値を列挙してください。',
  'check.enum.duplicate': 'この値は "enum" のエントリ {first} と重複しています。重複を削除してください。',
  'check.type.unknown': '"{name}" は型ではありません。{types} のいずれかを使用してください。{hint}',
  'check.type.any': 'すべての型を許可するには "type" を省略してください。',
  'check.type.format': '"type": "string" と "format": "{format}" を記述してください。',
  'check.type.didYouMean': 'もしかして "{suggestion}" ですか?',
  'check.type.empty':
    '"type" には少なくとも 1 つの型を指定する必要があります。すべての型を許可するには空の配列を削除してください。',
  'check.id.fragment':
    'ドラフト {draft} では "{keyword}" にフラグメントを含めることはできません。代わりに "$anchor": "{fragment}" でその位置に名前を付けてください。',
  'check.exclusive.withoutLimit':
    'ドラフト 4 では "{keyword}" は "{limit}" を修飾するだけですが、このスキーマには "{limit}" がありません。"{limit}" を追加してください。',
  'check.anchor.invalid':
    '"{value}" は有効な "{keyword}" ではありません: ドラフト {draft} では、アンカーは英字または "_" で始まり、英字、数字、"-"、"_"、"." のみを含む必要があります。',
  'check.anchor.invalid2019':
    '"{value}" は有効な "{keyword}" ではありません: ドラフト {draft} では、アンカーは英字で始まり、英字、数字、"-"、"_"、":"、"." のみを含む必要があります。',
  'check.regex.unusable': '{pattern} は正規表現として使用できません: {error}。',
  'check.regex.invalid': '{pattern} は有効な正規表現ではありません (ECMA-262、"u" フラグ): {error}。',
  'check.minExceedsMax': '"{min}" ({low}) が "{max}" ({high}) より大きいため、両方を満たす値はありません。',

  'check.notInDraft.since':
    '"{keyword}" はドラフト {draft} のキーワードではない (ドラフト {since} 以降に存在します) ため、ここでは無視されます{instead}。',
  'check.notInDraft.only':
    '"{keyword}" はドラフト {draft} のキーワードではない (ドラフト {since} にのみ存在します) ため、ここでは無視されます{instead}。',
  'check.notInDraft.range':
    '"{keyword}" はドラフト {draft} のキーワードではない (ドラフト {since} から {until} に存在します) ため、ここでは無視されます{instead}。',
  'check.notInDraft.instead': '。{advice}',
  'check.dependencies.ignored': '"dependencies" はドラフト {draft} のキーワードではないため、無視されます。',
  'check.dependencies.moveRequired':
    '"dependencies" はドラフト {draft} のキーワードではないため、無視されます。{required} を "dependentRequired" に移動してください。',
  'check.dependencies.moveSchemas':
    '"dependencies" はドラフト {draft} のキーワードではないため、無視されます。{schemas} を "dependentSchemas" に移動してください。',
  'check.dependencies.moveBoth':
    '"dependencies" はドラフト {draft} のキーワードではないため、無視されます。{required} を "dependentRequired" に、{schemas} を "dependentSchemas" に移動してください。',
  'check.refSibling':
    'ドラフト {draft} では "$ref" と並ぶキーワードは無視されるため、ここでは "{keyword}" は効果がありません。両方を適用するには、"$ref" と "{keyword}" を別々の "allOf" エントリに入れてください。',
  'check.unknownKeyword':
    '"{keyword}" はキーワードではないため、ここでは無視されます。もしかして "{suggestion}" ですか?',

  'check.ifWithoutRequired':
    'この "if" は "{property}" をテストしていますが、必須にしていません: "{property}" のないオブジェクトも "if" を満たすため、"then" が適用されます。"{property}" があるときだけ "then" が適用されるように、"if" の "required" に "{property}" を追加してください。',
  'check.branchWithoutIf':
    '隣に "if" のない "{keyword}" は無視されます。対応する "if" を追加するか、常に適用されるようにそのキーワードをこのスキーマ (または "allOf" エントリ) に移動してください。',
  'check.implicationWithoutRequired':
    'この否定条件は "{property}" をテストしていますが、必須にしていません: "{property}" のないオブジェクトは条件を満たすため、この "anyOf" の分岐は失敗し、ほかの分岐が成り立つ必要があります。"{property}" があるときだけ含意が適用されるように、"not" の中に "required": ["{property}"] を追加してください。',
  'check.ifWithoutBranches':
    '"then" も "else" もない "if" は検証に影響しません。選択すべき分岐を追加するか、"if" を削除してください。',

  'check.sentences': '{first}{second}',
  'check.additional.falseRejects': {
    other:
      '"additionalProperties": false は {names} を拒否しますが、これは {via} を通じてのみ宣言されています: "additionalProperties" は自身のスキーマ オブジェクトの "properties" と "patternProperties" しか参照しないため、これを使うオブジェクトは有効になりません。',
  },
  'check.additional.appliesTo': {
    other:
      '"additionalProperties" は {names} にも適用されますが、これは {via} を通じてのみ宣言されています: "additionalProperties" は自身のスキーマ オブジェクトの "properties" と "patternProperties" しか参照しないため、その値もこれに一致する必要があります。',
  },
  'check.additional.useUnevaluated': {
    other:
      '"additionalProperties" の代わりに "unevaluatedProperties" を使用する (サブスキーマの宣言を参照します) か、このオブジェクトの "properties" で true として宣言し直してください。',
  },
  'check.additional.redeclare': {
    other:
      'このオブジェクトの "properties" で true として宣言し直してください ("unevaluatedProperties" ならこれを行えますが、ドラフト 2019-09 が必要です。これはドラフト {draft} です)。',
  },
  'check.required.falseSchema':
    '"{property}" は必須ですが、"properties" でのスキーマが false のため、ここではどのオブジェクトも有効になりません。',
  'check.required.closed':
    '"{property}" は必須ですが、"additionalProperties": false がこれを禁止している (このオブジェクトの "properties" にも "patternProperties" にもない) ため、ここではどのオブジェクトも有効になりません。"{property}" を "properties" で宣言してください。',
  'check.required.propertyNames':
    '"{property}" は必須ですが、"propertyNames" がこれを禁止している ({reason}) ため、ここではどのオブジェクトも有効になりません。',
  'check.names.false': 'false です',
  'check.names.pattern': '名前が {pattern} に一致しません',
  'check.names.enum': '名前がその "enum" にありません',
  'check.names.const': '許可される名前は {name} だけです',
  'check.names.maxLength': '名前は {max} 文字以下です',
  'check.names.minLength': '名前は {min} 文字以上です',
  'check.requiredExceedsMax':
    '"required" には {count} 個の名前がありますが、"maxProperties" は {max} のため、ここではどのオブジェクトも有効になりません。',
  'check.closed.refClosed': {
    other:
      '"$ref" が指すスキーマは "{keyword}" ({pointer}) で閉じられており、{names} を宣言していないため、これを持つオブジェクトは失敗します: "allOf" と "$ref" では閉じたスキーマを拡張できません。',
  },
  'check.closed.entryClosed': {
    other:
      'この "allOf" エントリは "{keyword}" ({pointer}) で閉じられており、{names} を宣言していないため、これを持つオブジェクトは失敗します: "allOf" と "$ref" では閉じたスキーマを拡張できません。',
  },
  'check.closed.refConstrained': {
    other:
      '"$ref" が指すスキーマは "{keyword}" ({pointer}) で制約されており、{names} を宣言していないため、その値はそこの "{keyword}" にも一致する必要があります。',
  },
  'check.closed.entryConstrained': {
    other:
      'この "allOf" エントリは "{keyword}" ({pointer}) で制約されており、{names} を宣言していないため、その値はそこの "{keyword}" にも一致する必要があります。',
  },
  'check.closed.useUnevaluated':
    '閉じたスキーマから "{keyword}" を削除し、代わりに拡張する側のスキーマに "unevaluatedProperties": false を記述してください。',
  'check.closed.redeclare': {
    other:
      '閉じたスキーマの "properties" で宣言し直すか、"additionalProperties": false を拡張する側のスキーマに移動し、継承した名前をそこで true として宣言し直してください。',
  },
};
