/** Simplified Chinese: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksZhCn: ChecksCatalog = {
  'check.found.number': '数字 {value}',
  'check.found.string': '字符串 {value}',
  'check.found.array': '数组',
  'check.found.object': '对象',

  'check.place.schema': '架构',
  // A space between the quoted name and the words after it, as in the rest of the catalog.
  'check.place.keyword': '"{keyword}" ',
  'check.place.valueOf': '"{keyword}" 的值',
  'check.place.eachValueOf': '"{keyword}" 的每个值',
  'check.place.eachEntryOf': '"{keyword}" 的每个条目',
  'check.place.eachArrayIn': '"{keyword}" 中的每个数组',

  'check.mustBe': '{place}必须是{expected}；实际为{found}。{hint}',
  'check.expect.schemaObject': '架构（对象）',
  'check.expect.schemaOrBoolean': '架构（对象或布尔值）',
  'check.expect.booleanOrSchemaObject': '布尔值或架构对象',
  'check.expect.schemaOrSchemaArray': '架构或架构数组',
  'check.expect.schemaArray': '非空的架构数组',
  'check.expect.schemaMap': '值为架构的对象',
  'check.expect.dependencies': '值为架构或属性名数组的对象',
  'check.expect.dependencyOrBoolean': '架构（对象或布尔值）或属性名数组',
  'check.expect.dependency': '架构（对象）或属性名数组',
  'check.expect.nameListMap': '值为属性名数组的对象',
  'check.expect.nameList': '属性名数组',
  'check.expect.propertyName': '属性名（字符串）',
  'check.expect.nonNegativeInteger': '非负整数',
  'check.expect.positiveNumber': '大于 0 的数字',
  'check.expect.greaterThanZero': '大于 0 的值',
  'check.expect.number': '数字',
  'check.expect.boolean': 'true 或 false',
  'check.expect.string': '字符串',
  'check.expect.array': '数组',
  'check.expect.regex': '包含正则表达式的字符串',
  'check.expect.uriReference': '字符串（URI 引用）',
  'check.expect.vocabulary': '将词汇表 URI 映射到 true 或 false 的对象',
  'check.expect.limitFlag': 'true 或 false（"{limit}" 的标志）',
  'check.expect.anchorName': '字符串（简单名称）',
  'check.expect.enumArray': '允许值的数组',
  'check.expect.typeNames': '类型名或由不重复类型名组成的数组',
  'check.expect.typeName': '类型名',

  'check.hint.draft4Boolean': '在草案 {draft} 中，布尔值不是架构（从草案 6 起才是）。',
  'check.hint.prefixItems': '在草案 2020-12 中，项架构数组用 "prefixItems" 编写。',
  'check.hint.requiredFlag':
    '属性上的 "required": {value} 是草案 3 的语法；请在包含该属性的对象的 "required" 数组中列出该名称。',
  'check.hint.write': '请写为 {value}。',
  'check.hint.exclusiveNumber':
    '此处的数字是草案 6 的语法；在草案 4 中请写为 "{limit}": {value}, "{keyword}": true。',
  'check.hint.exclusiveBoolean':
    '此处的布尔值是草案 4 的语法；从草案 6 起请直接写出限值: "{keyword}": <number>。',

  'check.schemaArray.empty': '"{keyword}" 必须至少包含一个架构；请删除空数组。',
  'check.nameList.empty': '在草案 4 中，"{keyword}" 必须至少列出一个属性名；请删除空数组。',
  'check.duplicate': '"{entry}" 在 "{keyword}" 中列出了两次（首次在索引 {first}）；请删除此条目。',
  'check.enum.emptyError': '在草案 {draft} 中，"enum" 必须至少列出一个值；请删除空数组。',
  'check.enum.empty': '此 "enum" 为空，因此这里没有任何值有效；请列出允许的值。',
  'check.enum.duplicate': '此值与 "enum" 条目 {first} 重复；请删除重复项。',
  'check.type.unknown': '"{name}" 不是类型；请使用 {types} 之一。{hint}',
  'check.type.any': '省略 "type" 即可允许所有类型。',
  'check.type.format': '请写为 "type": "string" 并加上 "format": "{format}"。',
  'check.type.didYouMean': '你是否是指 "{suggestion}"？',
  'check.type.empty': '"type" 必须至少指定一个类型；若要允许所有类型，请删除空数组。',
  'check.id.fragment':
    '在草案 {draft} 中，"{keyword}" 不能包含片段；请改用 "$anchor": "{fragment}" 命名该位置。',
  'check.exclusive.withoutLimit':
    '在草案 4 中，"{keyword}" 只修饰 "{limit}"，而此架构没有 "{limit}"；请添加 "{limit}"。',
  'check.anchor.invalid':
    '"{value}" 不是有效的 "{keyword}"：在草案 {draft} 中，锚点必须以字母或 "_" 开头，且只能包含字母、数字、"-"、"_" 和 "."。',
  'check.anchor.invalid2019':
    '"{value}" 不是有效的 "{keyword}"：在草案 {draft} 中，锚点必须以字母开头，且只能包含字母、数字、"-"、"_"、":" 和 "."。',
  'check.regex.unusable': '{pattern} 无法用作正则表达式：{error}。',
  'check.regex.invalid': '{pattern} 不是有效的正则表达式（ECMA-262，"u" 标志）：{error}。',
  'check.minExceedsMax': '"{min}"（{low}）大于 "{max}"（{high}），因此没有值能同时满足两者。',

  'check.notInDraft.since':
    '"{keyword}" 不是草案 {draft} 的关键字（它从草案 {since} 起才有），因此在这里被忽略{instead}。',
  'check.notInDraft.only':
    '"{keyword}" 不是草案 {draft} 的关键字（它只存在于草案 {since}），因此在这里被忽略{instead}。',
  'check.notInDraft.range':
    '"{keyword}" 不是草案 {draft} 的关键字（它存在于草案 {since} 到 {until}），因此在这里被忽略{instead}。',
  'check.notInDraft.instead': '；{advice}',
  'check.dependencies.ignored': '"dependencies" 不是草案 {draft} 的关键字，会被忽略。',
  'check.dependencies.moveRequired':
    '"dependencies" 不是草案 {draft} 的关键字，会被忽略；请将 {required} 移到 "dependentRequired"。',
  'check.dependencies.moveSchemas':
    '"dependencies" 不是草案 {draft} 的关键字，会被忽略；请将 {schemas} 移到 "dependentSchemas"。',
  'check.dependencies.moveBoth':
    '"dependencies" 不是草案 {draft} 的关键字，会被忽略；请将 {required} 移到 "dependentRequired"，将 {schemas} 移到 "dependentSchemas"。',
  'check.refSibling':
    '在草案 {draft} 中，"$ref" 旁边的关键字会被忽略，因此 "{keyword}" 在这里不起作用；若要同时应用两者，请将 "$ref" 和 "{keyword}" 放在不同的 "allOf" 条目中。',
  'check.unknownKeyword': '"{keyword}" 不是关键字，因此在这里被忽略；你是否是指 "{suggestion}"？',

  'check.ifWithoutRequired':
    '此 "if" 测试了 "{property}" 但没有要求它：没有 "{property}" 的对象也会通过 "if"，因此 "then" 也适用于它。请将 "{property}" 添加到 "if" 的 "required" 中，使 "then" 仅在存在 "{property}" 时适用。',
  'check.branchWithoutIf':
    '旁边没有 "if" 的 "{keyword}" 会被忽略；请添加它所属的 "if"，或将其关键字移到此架构（或某个 "allOf" 条目）中以始终应用它们。',
  'check.implicationWithoutRequired':
    '此否定条件测试了 "{property}" 但没有要求它：没有 "{property}" 的对象满足该条件，因此这个 "anyOf" 分支失败，其他分支必须成立。请在 "not" 中添加 "required": ["{property}"]，使该蕴含仅在存在 "{property}" 时适用。',
  'check.ifWithoutBranches':
    '没有 "then" 或 "else" 的 "if" 对验证没有影响；请添加它应选择的分支，或将其删除。',

  'check.sentences': '{first}{second}',
  'check.additional.falseRejects': {
    other:
      '"additionalProperties": false 会拒绝只通过 {via} 声明的 {names}："additionalProperties" 只看到其自身架构对象的 "properties" 和 "patternProperties"，因此使用上述属性的对象无效。',
  },
  'check.additional.appliesTo': {
    other:
      '"additionalProperties" 也适用于只通过 {via} 声明的 {names}："additionalProperties" 只看到其自身架构对象的 "properties" 和 "patternProperties"，因此上述属性的值也必须与之匹配。',
  },
  'check.additional.useUnevaluated': {
    other:
      '请使用 "unevaluatedProperties" 代替 "additionalProperties"（它能看到子架构声明的内容），或在此对象的 "properties" 中将上述名称重新声明为 true。',
  },
  'check.additional.redeclare': {
    other:
      '请在此对象的 "properties" 中将上述名称重新声明为 true（"unevaluatedProperties" 可以做到这一点，但需要草案 2019-09；这是草案 {draft}）。',
  },
  'check.required.falseSchema':
    '"{property}" 是必需的，但它在 "properties" 中的架构为 false，因此这里没有对象能有效。',
  'check.required.closed':
    '"{property}" 是必需的，但 "additionalProperties": false 禁止了它（它不在此对象的 "properties" 或 "patternProperties" 中），因此这里没有对象能有效；请在 "properties" 中声明 "{property}"。',
  'check.required.propertyNames':
    '"{property}" 是必需的，但 "propertyNames" 禁止了它（{reason}），因此这里没有对象能有效。',
  'check.names.false': '它为 false',
  'check.names.pattern': '该名称不匹配 {pattern}',
  'check.names.enum': '该名称不在其 "enum" 中',
  'check.names.const': '唯一允许的名称是 {name}',
  'check.names.maxLength': '名称最多 {max} 个字符',
  'check.names.minLength': '名称至少 {min} 个字符',
  'check.requiredExceedsMax':
    '"required" 列出了 {count} 个名称，但 "maxProperties" 为 {max}，因此这里没有对象能有效。',
  'check.closed.refClosed': {
    other:
      '"$ref" 指向的架构被 "{keyword}"（位于 {pointer}）封闭，且未声明 {names}，因此包含上述属性的对象会失败："allOf" 和 "$ref" 无法扩展封闭的架构。',
  },
  'check.closed.entryClosed': {
    other:
      '此 "allOf" 条目被 "{keyword}"（位于 {pointer}）封闭，且未声明 {names}，因此包含上述属性的对象会失败："allOf" 和 "$ref" 无法扩展封闭的架构。',
  },
  'check.closed.refConstrained': {
    other:
      '"$ref" 指向的架构受 "{keyword}"（位于 {pointer}）约束，且未声明 {names}，因此上述属性的值也必须匹配那里的 "{keyword}"。',
  },
  'check.closed.entryConstrained': {
    other:
      '此 "allOf" 条目受 "{keyword}"（位于 {pointer}）约束，且未声明 {names}，因此上述属性的值也必须匹配那里的 "{keyword}"。',
  },
  'check.closed.useUnevaluated':
    '请从封闭的架构中删除 "{keyword}"，改为在扩展它的架构中写入 "unevaluatedProperties": false。',
  'check.closed.redeclare': {
    other:
      '请在封闭架构的 "properties" 中重新声明上述名称，或将 "additionalProperties": false 移到扩展它的架构中，并在那里将继承的名称重新声明为 true。',
  },
};
