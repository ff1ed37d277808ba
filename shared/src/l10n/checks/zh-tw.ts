/** Traditional Chinese: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksZhTw: ChecksCatalog = {
  'check.found.number': '數字 {value}',
  'check.found.string': '字串 {value}',
  'check.found.array': '陣列',
  'check.found.object': '物件',

  'check.place.schema': '結構描述',
  // A space between the quoted name and the words after it, as in the rest of the catalog.
  'check.place.keyword': '"{keyword}" ',
  'check.place.valueOf': '"{keyword}" 的值',
  'check.place.eachValueOf': '"{keyword}" 的每個值',
  'check.place.eachEntryOf': '"{keyword}" 的每個項目',
  'check.place.eachArrayIn': '"{keyword}" 中的每個陣列',

  'check.mustBe': '{place}必須是{expected}；實際為{found}。{hint}',
  'check.expect.schemaObject': '結構描述（物件）',
  'check.expect.schemaOrBoolean': '結構描述（物件或布林值）',
  'check.expect.booleanOrSchemaObject': '布林值或結構描述物件',
  'check.expect.schemaOrSchemaArray': '結構描述或結構描述陣列',
  'check.expect.schemaArray': '非空的結構描述陣列',
  'check.expect.schemaMap': '值為結構描述的物件',
  'check.expect.dependencies': '值為結構描述或屬性名稱陣列的物件',
  'check.expect.dependencyOrBoolean': '結構描述（物件或布林值）或屬性名稱陣列',
  'check.expect.dependency': '結構描述（物件）或屬性名稱陣列',
  'check.expect.nameListMap': '值為屬性名稱陣列的物件',
  'check.expect.nameList': '屬性名稱陣列',
  'check.expect.propertyName': '屬性名稱（字串）',
  'check.expect.nonNegativeInteger': '非負整數',
  'check.expect.positiveNumber': '大於 0 的數字',
  'check.expect.greaterThanZero': '大於 0 的值',
  'check.expect.number': '數字',
  'check.expect.boolean': 'true 或 false',
  'check.expect.string': '字串',
  'check.expect.array': '陣列',
  'check.expect.regex': '包含規則運算式的字串',
  'check.expect.uriReference': '字串（URI 參考）',
  'check.expect.vocabulary': '將詞彙 URI 對應到 true 或 false 的物件',
  'check.expect.limitFlag': 'true 或 false（"{limit}" 的旗標）',
  'check.expect.anchorName': '字串（簡單名稱）',
  'check.expect.enumArray': '允許值的陣列',
  'check.expect.typeNames': '類型名稱或由不重複類型名稱組成的陣列',
  'check.expect.typeName': '類型名稱',

  'check.hint.draft4Boolean': '在草稿 {draft} 中，布林值不是結構描述（從草稿 6 起才是）。',
  'check.hint.prefixItems': '在草稿 2020-12 中，項目結構描述的陣列以 "prefixItems" 撰寫。',
  'check.hint.requiredFlag':
    '屬性上的 "required": {value} 是草稿 3 的語法；請在包含該屬性之物件的 "required" 陣列中列出該名稱。',
  'check.hint.write': '請寫成 {value}。',
  'check.hint.exclusiveNumber':
    '此處的數字是草稿 6 的語法；在草稿 4 中請寫成 "{limit}": {value}, "{keyword}": true。',
  'check.hint.exclusiveBoolean':
    '此處的布林值是草稿 4 的語法；從草稿 6 起請直接寫出限制值: "{keyword}": <number>。',

  'check.schemaArray.empty': '"{keyword}" 必須至少包含一個結構描述；請移除空陣列。',
  'check.nameList.empty': '在草稿 4 中，"{keyword}" 必須至少列出一個屬性名稱；請移除空陣列。',
  'check.duplicate': '"{entry}" 在 "{keyword}" 中列出了兩次（第一次在索引 {first}）；請移除此項目。',
  'check.enum.emptyError': '在草稿 {draft} 中，"enum" 必須至少列出一個值；請移除空陣列。',
  'check.enum.empty': '此 "enum" 是空的，因此這裡沒有任何值有效；請列出允許的值。',
  'check.enum.duplicate': '此值與 "enum" 項目 {first} 重複；請移除重複項目。',
  'check.type.unknown': '"{name}" 不是類型；請使用 {types} 其中之一。{hint}',
  'check.type.any': '省略 "type" 即可允許所有類型。',
  'check.type.format': '請寫成 "type": "string" 並加上 "format": "{format}"。',
  'check.type.didYouMean': '您是指 "{suggestion}" 嗎？',
  'check.type.empty': '"type" 必須至少指定一個類型；若要允許所有類型，請移除空陣列。',
  'check.id.fragment':
    '在草稿 {draft} 中，"{keyword}" 不可包含片段；請改用 "$anchor": "{fragment}" 為該位置命名。',
  'check.exclusive.withoutLimit':
    '在草稿 4 中，"{keyword}" 只修飾 "{limit}"，而此結構描述沒有 "{limit}"；請新增 "{limit}"。',
  'check.anchor.invalid':
    '"{value}" 不是有效的 "{keyword}"：在草稿 {draft} 中，錨點必須以字母或 "_" 開頭，且只能包含字母、數字、"-"、"_" 和 "."。',
  'check.anchor.invalid2019':
    '"{value}" 不是有效的 "{keyword}"：在草稿 {draft} 中，錨點必須以字母開頭，且只能包含字母、數字、"-"、"_"、":" 和 "."。',
  'check.regex.unusable': '{pattern} 無法當作規則運算式使用：{error}。',
  'check.regex.invalid': '{pattern} 不是有效的規則運算式（ECMA-262，"u" 旗標）：{error}。',
  'check.minExceedsMax': '"{min}"（{low}）大於 "{max}"（{high}），因此沒有值能同時滿足兩者。',

  'check.notInDraft.since':
    '"{keyword}" 不是草稿 {draft} 的關鍵字（它從草稿 {since} 起才有），因此在這裡會被忽略{instead}。',
  'check.notInDraft.only':
    '"{keyword}" 不是草稿 {draft} 的關鍵字（它只存在於草稿 {since}），因此在這裡會被忽略{instead}。',
  'check.notInDraft.range':
    '"{keyword}" 不是草稿 {draft} 的關鍵字（它存在於草稿 {since} 到 {until}），因此在這裡會被忽略{instead}。',
  'check.notInDraft.instead': '；{advice}',
  'check.dependencies.ignored': '"dependencies" 不是草稿 {draft} 的關鍵字，會被忽略。',
  'check.dependencies.moveRequired':
    '"dependencies" 不是草稿 {draft} 的關鍵字，會被忽略；請將 {required} 移到 "dependentRequired"。',
  'check.dependencies.moveSchemas':
    '"dependencies" 不是草稿 {draft} 的關鍵字，會被忽略；請將 {schemas} 移到 "dependentSchemas"。',
  'check.dependencies.moveBoth':
    '"dependencies" 不是草稿 {draft} 的關鍵字，會被忽略；請將 {required} 移到 "dependentRequired"，將 {schemas} 移到 "dependentSchemas"。',
  'check.refSibling':
    '在草稿 {draft} 中，"$ref" 旁邊的關鍵字會被忽略，因此 "{keyword}" 在這裡沒有作用；若要同時套用兩者，請將 "$ref" 和 "{keyword}" 放在不同的 "allOf" 項目中。',
  'check.unknownKeyword': '"{keyword}" 不是關鍵字，因此在這裡會被忽略；您是指 "{suggestion}" 嗎？',

  'check.ifWithoutRequired':
    '此 "if" 測試了 "{property}" 但沒有要求它：沒有 "{property}" 的物件也會通過 "if"，因此 "then" 也會套用到它。請將 "{property}" 新增到 "if" 的 "required" 中，讓 "then" 只在有 "{property}" 時套用。',
  'check.branchWithoutIf':
    '旁邊沒有 "if" 的 "{keyword}" 會被忽略；請新增它所屬的 "if"，或將其關鍵字移到此結構描述（或某個 "allOf" 項目）中以一律套用。',
  'check.implicationWithoutRequired':
    '此否定條件測試了 "{property}" 但沒有要求它：沒有 "{property}" 的物件符合該條件，因此這個 "anyOf" 分支失敗，其他分支必須成立。請在 "not" 中新增 "required": ["{property}"]，讓該蘊含只在有 "{property}" 時套用。',
  'check.ifWithoutBranches':
    '沒有 "then" 或 "else" 的 "if" 對驗證沒有影響；請新增它應選取的分支，或將其移除。',

  'check.sentences': '{first}{second}',
  'check.additional.falseRejects': {
    other:
      '"additionalProperties": false 會拒絕只透過 {via} 宣告的 {names}："additionalProperties" 只會看到其自身結構描述物件的 "properties" 和 "patternProperties"，因此使用上述屬性的物件無效。',
  },
  'check.additional.appliesTo': {
    other:
      '"additionalProperties" 也會套用到只透過 {via} 宣告的 {names}："additionalProperties" 只會看到其自身結構描述物件的 "properties" 和 "patternProperties"，因此上述屬性的值也必須與之相符。',
  },
  'check.additional.useUnevaluated': {
    other:
      '請使用 "unevaluatedProperties" 取代 "additionalProperties"（它能看到子結構描述宣告的內容），或在此物件的 "properties" 中將上述名稱重新宣告為 true。',
  },
  'check.additional.redeclare': {
    other:
      '請在此物件的 "properties" 中將上述名稱重新宣告為 true（"unevaluatedProperties" 可以做到，但需要草稿 2019-09；這是草稿 {draft}）。',
  },
  'check.required.falseSchema':
    '"{property}" 為必要，但它在 "properties" 中的結構描述為 false，因此這裡沒有物件能有效。',
  'check.required.closed':
    '"{property}" 為必要，但 "additionalProperties": false 禁止了它（它不在此物件的 "properties" 或 "patternProperties" 中），因此這裡沒有物件能有效；請在 "properties" 中宣告 "{property}"。',
  'check.required.propertyNames':
    '"{property}" 為必要，但 "propertyNames" 禁止了它（{reason}），因此這裡沒有物件能有效。',
  'check.names.false': '它為 false',
  'check.names.pattern': '該名稱不符合 {pattern}',
  'check.names.enum': '該名稱不在其 "enum" 中',
  'check.names.const': '唯一允許的名稱是 {name}',
  'check.names.maxLength': '名稱最多 {max} 個字元',
  'check.names.minLength': '名稱至少 {min} 個字元',
  'check.requiredExceedsMax':
    '"required" 列出了 {count} 個名稱，但 "maxProperties" 為 {max}，因此這裡沒有物件能有效。',
  'check.closed.refClosed': {
    other:
      '"$ref" 指向的結構描述被 "{keyword}"（位於 {pointer}）封閉，且未宣告 {names}，因此包含上述屬性的物件會失敗："allOf" 和 "$ref" 無法擴充封閉的結構描述。',
  },
  'check.closed.entryClosed': {
    other:
      '此 "allOf" 項目被 "{keyword}"（位於 {pointer}）封閉，且未宣告 {names}，因此包含上述屬性的物件會失敗："allOf" 和 "$ref" 無法擴充封閉的結構描述。',
  },
  'check.closed.refConstrained': {
    other:
      '"$ref" 指向的結構描述受 "{keyword}"（位於 {pointer}）限制，且未宣告 {names}，因此上述屬性的值也必須符合那裡的 "{keyword}"。',
  },
  'check.closed.entryConstrained': {
    other:
      '此 "allOf" 項目受 "{keyword}"（位於 {pointer}）限制，且未宣告 {names}，因此上述屬性的值也必須符合那裡的 "{keyword}"。',
  },
  'check.closed.useUnevaluated':
    '請從封閉的結構描述中移除 "{keyword}"，改為在擴充它的結構描述中寫入 "unevaluatedProperties": false。',
  'check.closed.redeclare': {
    other:
      '請在封閉結構描述的 "properties" 中重新宣告上述名稱，或將 "additionalProperties": false 移到擴充它的結構描述中，並在那裡將繼承的名稱重新宣告為 true。',
  },
};
