/** Korean: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksKo: ChecksCatalog = {
  'check.found.number': '숫자 {value}',
  'check.found.string': '문자열 {value}',
  'check.found.array': '배열',
  'check.found.object': '개체',

  'check.place.schema': '스키마',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': '"{keyword}"의 값',
  'check.place.eachValueOf': '"{keyword}"의 각 값',
  'check.place.eachEntryOf': '"{keyword}"의 각 항목',
  'check.place.eachArrayIn': '"{keyword}"의 각 배열',

  'check.mustBe': '{place}은(는) {expected}이어야 하지만 {found}입니다.{hint}',
  'check.expect.schemaObject': '스키마(개체)',
  'check.expect.schemaOrBoolean': '스키마(개체 또는 부울)',
  'check.expect.booleanOrSchemaObject': '부울 또는 스키마 개체',
  'check.expect.schemaOrSchemaArray': '스키마 또는 스키마 배열',
  'check.expect.schemaArray': '비어 있지 않은 스키마 배열',
  'check.expect.schemaMap': '값이 스키마인 개체',
  'check.expect.dependencies': '값이 스키마 또는 속성 이름 배열인 개체',
  'check.expect.dependencyOrBoolean': '스키마(개체 또는 부울) 또는 속성 이름 배열',
  'check.expect.dependency': '스키마(개체) 또는 속성 이름 배열',
  'check.expect.nameListMap': '값이 속성 이름 배열인 개체',
  'check.expect.nameList': '속성 이름 배열',
  'check.expect.propertyName': '속성 이름(문자열)',
  'check.expect.nonNegativeInteger': '음수가 아닌 정수',
  'check.expect.positiveNumber': '0보다 큰 숫자',
  'check.expect.greaterThanZero': '0보다 큰 값',
  'check.expect.number': '숫자',
  'check.expect.boolean': 'true 또는 false',
  'check.expect.string': '문자열',
  'check.expect.array': '배열',
  'check.expect.regex': '정규식을 담은 문자열',
  'check.expect.uriReference': '문자열(URI 참조)',
  'check.expect.vocabulary': '어휘 URI를 true 또는 false에 매핑하는 개체',
  'check.expect.limitFlag': 'true 또는 false("{limit}"의 플래그)',
  'check.expect.anchorName': '문자열(단순 이름)',
  'check.expect.enumArray': '허용되는 값의 배열',
  'check.expect.typeNames': '형식 이름 또는 고유한 형식 이름의 배열',
  'check.expect.typeName': '형식 이름',

  'check.hint.draft4Boolean': ' 초안 {draft}에서는 부울이 스키마가 아닙니다(초안 6부터 스키마입니다).',
  'check.hint.prefixItems': ' 초안 2020-12에서는 항목 스키마 배열을 "prefixItems"로 작성합니다.',
  'check.hint.requiredFlag':
    ' 속성에 붙인 "required": {value}은(는) 초안 3 구문입니다. 해당 속성을 가진 개체의 "required" 배열에 이름을 나열하세요.',
  'check.hint.write': ' {value}(으)로 작성하세요.',
  'check.hint.exclusiveNumber':
    ' 여기의 숫자는 초안 6 구문입니다. 초안 4에서는 "{limit}": {value}, "{keyword}": true로 작성하세요.',
  'check.hint.exclusiveBoolean':
    ' 여기의 부울은 초안 4 구문입니다. 초안 6부터는 한계값 자체를 작성하세요: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}"에는 스키마가 하나 이상 있어야 합니다. 빈 배열을 제거하세요.',
  'check.nameList.empty':
    '초안 4에서는 "{keyword}"에 속성 이름을 하나 이상 나열해야 합니다. 빈 배열을 제거하세요.',
  'check.duplicate':
    '"{entry}"이(가) "{keyword}"에 두 번 나열되어 있습니다(처음은 인덱스 {first}). 이 항목을 제거하세요.',
  'check.enum.emptyError':
    '초안 {draft}에서는 "enum"에 값을 하나 이상 나열해야 합니다. 빈 배열을 제거하세요.',
  'check.enum.empty':
    '이 "enum"은 비어 있으므로 여기서는 어떤 값도 유효하지 않습니다. 허용되는 값을 나열하세요.',
  'check.enum.duplicate': '이 값은 "enum" 항목 {first}과(와) 중복됩니다. 중복을 제거하세요.',
  'check.type.unknown': '"{name}"은(는) 형식이 아닙니다. {types} 중 하나를 사용하세요.{hint}',
  'check.type.any': ' 모든 형식을 허용하려면 "type"을 생략하세요.',
  'check.type.format': ' "type": "string"과 "format": "{format}"을 함께 작성하세요.',
  'check.type.didYouMean': ' "{suggestion}"을(를) 의도하셨나요?',
  'check.type.empty':
    '"type"에는 형식을 하나 이상 지정해야 합니다. 모든 형식을 허용하려면 빈 배열을 제거하세요.',
  'check.id.fragment':
    '초안 {draft}에서는 "{keyword}"에 조각을 포함할 수 없습니다. 대신 "$anchor": "{fragment}"(으)로 위치 이름을 지정하세요.',
  'check.exclusive.withoutLimit':
    '초안 4에서 "{keyword}"은(는) "{limit}"만 수정하는데 이 스키마에는 "{limit}"이(가) 없습니다. "{limit}"을(를) 추가하세요.',
  'check.anchor.invalid':
    '"{value}"은(는) 유효한 "{keyword}"이(가) 아닙니다. 초안 {draft}에서 앵커는 문자 또는 "_"로 시작하고 문자, 숫자, "-", "_", "."만 포함해야 합니다.',
  'check.anchor.invalid2019':
    '"{value}"은(는) 유효한 "{keyword}"이(가) 아닙니다. 초안 {draft}에서 앵커는 문자로 시작하고 문자, 숫자, "-", "_", ":", "."만 포함해야 합니다.',
  'check.regex.unusable': '{pattern}은(는) 정규식으로 사용할 수 없습니다: {error}.',
  'check.regex.invalid': '{pattern}은(는) 유효한 정규식이 아닙니다(ECMA-262, "u" 플래그): {error}.',
  'check.minExceedsMax':
    '"{min}"({low})이(가) "{max}"({high})보다 크므로 두 조건을 모두 만족하는 값이 없습니다.',

  'check.notInDraft.since':
    '"{keyword}"은(는) 초안 {draft}의 키워드가 아니므로(초안 {since}부터 있음) 여기서는 무시됩니다{instead}.',
  'check.notInDraft.only':
    '"{keyword}"은(는) 초안 {draft}의 키워드가 아니므로(초안 {since}에만 있음) 여기서는 무시됩니다{instead}.',
  'check.notInDraft.range':
    '"{keyword}"은(는) 초안 {draft}의 키워드가 아니므로(초안 {since}부터 {until}까지 있음) 여기서는 무시됩니다{instead}.',
  'check.notInDraft.instead': '. {advice}',
  'check.dependencies.ignored': '"dependencies"은(는) 초안 {draft}의 키워드가 아니므로 무시됩니다.',
  'check.dependencies.moveRequired':
    '"dependencies"은(는) 초안 {draft}의 키워드가 아니므로 무시됩니다. {required}을(를) "dependentRequired"로 옮기세요.',
  'check.dependencies.moveSchemas':
    '"dependencies"은(는) 초안 {draft}의 키워드가 아니므로 무시됩니다. {schemas}을(를) "dependentSchemas"로 옮기세요.',
  'check.dependencies.moveBoth':
    '"dependencies"은(는) 초안 {draft}의 키워드가 아니므로 무시됩니다. {required}은(는) "dependentRequired"로, {schemas}은(는) "dependentSchemas"로 옮기세요.',
  'check.refSibling':
    '초안 {draft}에서는 "$ref" 옆의 키워드가 무시되므로 여기서 "{keyword}"은(는) 효과가 없습니다. 둘 다 적용하려면 "$ref"와 "{keyword}"을(를) 별도의 "allOf" 항목에 넣으세요.',
  'check.unknownKeyword':
    '"{keyword}"은(는) 키워드가 아니므로 여기서는 무시됩니다. "{suggestion}"을(를) 의도하셨나요?',

  'check.ifWithoutRequired':
    '이 "if"는 "{property}"을(를) 테스트하지만 필수로 지정하지 않습니다. "{property}"이(가) 없는 개체도 "if"를 통과하므로 "then"이 적용됩니다. "{property}"이(가) 있을 때만 "then"이 적용되도록 "if"의 "required"에 "{property}"을(를) 추가하세요.',
  'check.branchWithoutIf':
    '옆에 "if"가 없는 "{keyword}"은(는) 무시됩니다. 해당하는 "if"를 추가하거나, 항상 적용되도록 그 키워드를 이 스키마(또는 "allOf" 항목)로 옮기세요.',
  'check.implicationWithoutRequired':
    '이 부정 조건은 "{property}"을(를) 테스트하지만 필수로 지정하지 않습니다. "{property}"이(가) 없는 개체는 조건을 충족하므로 이 "anyOf" 분기는 실패하고 다른 분기가 성립해야 합니다. "{property}"이(가) 있을 때만 함의가 적용되도록 "not" 안에 "required": ["{property}"]를 추가하세요.',
  'check.ifWithoutBranches':
    '"then"이나 "else"가 없는 "if"는 유효성 검사에 영향을 주지 않습니다. 선택할 분기를 추가하거나 "if"를 제거하세요.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    other:
      '"additionalProperties": false는 {via}을(를) 통해서만 선언된 {names}을(를) 거부합니다. "additionalProperties"는 자체 스키마 개체의 "properties"와 "patternProperties"만 보므로 이를 사용하는 개체는 유효하지 않습니다.',
  },
  'check.additional.appliesTo': {
    other:
      '"additionalProperties"는 {via}을(를) 통해서만 선언된 {names}에도 적용됩니다. "additionalProperties"는 자체 스키마 개체의 "properties"와 "patternProperties"만 보므로 그 값도 이와 일치해야 합니다.',
  },
  'check.additional.useUnevaluated': {
    other:
      '"additionalProperties" 대신 "unevaluatedProperties"를 사용하거나(하위 스키마의 선언을 봄), 이 개체의 "properties"에 true로 다시 선언하세요.',
  },
  'check.additional.redeclare': {
    other:
      '이 개체의 "properties"에 true로 다시 선언하세요("unevaluatedProperties"로도 가능하지만 초안 2019-09가 필요하며, 이 스키마는 초안 {draft}입니다).',
  },
  'check.required.falseSchema':
    '"{property}"은(는) 필수이지만 "properties"의 스키마가 false이므로 여기서는 어떤 개체도 유효할 수 없습니다.',
  'check.required.closed':
    '"{property}"은(는) 필수이지만 "additionalProperties": false가 이를 금지하므로(이 개체의 "properties"나 "patternProperties"에 없음) 여기서는 어떤 개체도 유효할 수 없습니다. "properties"에 "{property}"을(를) 선언하세요.',
  'check.required.propertyNames':
    '"{property}"은(는) 필수이지만 "propertyNames"가 이를 금지하므로({reason}) 여기서는 어떤 개체도 유효할 수 없습니다.',
  'check.names.false': '값이 false임',
  'check.names.pattern': '이름이 {pattern}과(와) 일치하지 않음',
  'check.names.enum': '이름이 해당 "enum"에 없음',
  'check.names.const': '허용되는 이름은 {name}뿐임',
  'check.names.maxLength': '이름은 최대 {max}자임',
  'check.names.minLength': '이름은 최소 {min}자임',
  'check.requiredExceedsMax':
    '"required"에 이름이 {count}개 있지만 "maxProperties"는 {max}이므로 여기서는 어떤 개체도 유효할 수 없습니다.',
  'check.closed.refClosed': {
    other:
      '"$ref"가 가리키는 스키마는 "{keyword}"({pointer})로 닫혀 있고 {names}을(를) 선언하지 않으므로, 이를 가진 개체는 실패합니다. "allOf"와 "$ref"로는 닫힌 스키마를 확장할 수 없습니다.',
  },
  'check.closed.entryClosed': {
    other:
      '이 "allOf" 항목은 "{keyword}"({pointer})로 닫혀 있고 {names}을(를) 선언하지 않으므로, 이를 가진 개체는 실패합니다. "allOf"와 "$ref"로는 닫힌 스키마를 확장할 수 없습니다.',
  },
  'check.closed.refConstrained': {
    other:
      '"$ref"가 가리키는 스키마는 "{keyword}"({pointer})로 제한되어 있고 {names}을(를) 선언하지 않으므로, 그 값도 그곳의 "{keyword}"와 일치해야 합니다.',
  },
  'check.closed.entryConstrained': {
    other:
      '이 "allOf" 항목은 "{keyword}"({pointer})로 제한되어 있고 {names}을(를) 선언하지 않으므로, 그 값도 그곳의 "{keyword}"와 일치해야 합니다.',
  },
  'check.closed.useUnevaluated':
    '닫힌 스키마에서 "{keyword}"을(를) 제거하고 대신 확장하는 스키마에 "unevaluatedProperties": false를 넣으세요.',
  'check.closed.redeclare': {
    other:
      '닫힌 스키마의 "properties"에 다시 선언하거나, "additionalProperties": false를 확장하는 스키마로 옮기고 상속된 이름을 그곳에 true로 다시 선언하세요.',
  },
};
