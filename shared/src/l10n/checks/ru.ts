/** Russian: the schema-file checks. */
import type { ChecksCatalog } from './en';

/** The sentences about one name and about several (few, many and other are all plural here). */
function byCount(one: string, several: string): { one: string; few: string; many: string; other: string } {
  return { one, few: several, many: several, other: several };
}

export const checksRu: ChecksCatalog = {
  'check.found.number': 'число {value}',
  'check.found.string': 'строка {value}',
  'check.found.array': 'массив',
  'check.found.object': 'объект',

  'check.place.schema': 'Схема',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'Значение "{keyword}"',
  'check.place.eachValueOf': 'Каждое значение "{keyword}"',
  'check.place.eachEntryOf': 'Каждый элемент "{keyword}"',
  'check.place.eachArrayIn': 'Каждый массив в "{keyword}"',

  // "ожидается" keeps what is expected in the nominative, whatever the gender of the place.
  'check.mustBe': '{place}: ожидается {expected}; найдено: {found}.{hint}',
  'check.expect.schemaObject': 'схема (объект)',
  'check.expect.schemaOrBoolean': 'схема (объект или логическое значение)',
  'check.expect.booleanOrSchemaObject': 'логическое значение или объект схемы',
  'check.expect.schemaOrSchemaArray': 'схема или массив схем',
  'check.expect.schemaArray': 'непустой массив схем',
  'check.expect.schemaMap': 'объект, значения которого — схемы',
  'check.expect.dependencies': 'объект, значения которого — схемы или массивы имен свойств',
  'check.expect.dependencyOrBoolean': 'схема (объект или логическое значение) или массив имен свойств',
  'check.expect.dependency': 'схема (объект) или массив имен свойств',
  'check.expect.nameListMap': 'объект, значения которого — массивы имен свойств',
  'check.expect.nameList': 'массив имен свойств',
  'check.expect.propertyName': 'имя свойства (строка)',
  'check.expect.nonNegativeInteger': 'неотрицательное целое число',
  'check.expect.positiveNumber': 'число больше 0',
  'check.expect.greaterThanZero': 'значение больше 0',
  'check.expect.number': 'число',
  'check.expect.boolean': 'true или false',
  'check.expect.string': 'строка',
  'check.expect.array': 'массив',
  'check.expect.regex': 'строка с регулярным выражением',
  'check.expect.uriReference': 'строка (ссылка URI)',
  'check.expect.vocabulary': 'объект, сопоставляющий URI словарей с true или false',
  'check.expect.limitFlag': 'true или false (флаг для "{limit}")',
  'check.expect.anchorName': 'строка (простое имя)',
  'check.expect.enumArray': 'массив допустимых значений',
  'check.expect.typeNames': 'имя типа или массив уникальных имен типов',
  'check.expect.typeName': 'имя типа',

  'check.hint.draft4Boolean':
    ' В черновике {draft} логическое значение не является схемой (оно является ею начиная с черновика 6).',
  'check.hint.prefixItems':
    ' В черновике 2020-12 массив схем элементов записывается с помощью "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} у свойства — синтаксис черновика 3; укажите имя в массиве "required" объекта, содержащего это свойство.',
  'check.hint.write': ' Напишите {value}.',
  'check.hint.exclusiveNumber':
    ' Число здесь — синтаксис черновика 6; в черновике 4 напишите "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Логическое значение здесь — синтаксис черновика 4; начиная с черновика 6 пишите саму границу: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" должен содержать хотя бы одну схему; удалите пустой массив.',
  'check.nameList.empty':
    'В черновике 4 "{keyword}" должен содержать хотя бы одно имя свойства; удалите пустой массив.',
  'check.duplicate':
    '"{entry}" указано в "{keyword}" дважды (впервые в индексе {first}); удалите этот элемент.',
  'check.enum.emptyError':
    'В черновике {draft} "enum" должен содержать хотя бы одно значение; удалите пустой массив.',
  'check.enum.empty':
    'Этот "enum" пуст, поэтому здесь недопустимо никакое значение; перечислите допустимые значения.',
  'check.enum.duplicate': 'Это значение повторяет элемент {first} в "enum"; удалите повтор.',
  'check.type.unknown': '"{name}" не является типом; используйте один из типов: {types}.{hint}',
  'check.type.any': ' Уберите "type", чтобы разрешить любой тип.',
  'check.type.format': ' Напишите "type": "string" с "format": "{format}".',
  'check.type.didYouMean': ' Возможно, вы имели в виду "{suggestion}"?',
  'check.type.empty':
    '"type" должен называть хотя бы один тип; удалите пустой массив, чтобы разрешить любой тип.',
  'check.id.fragment':
    'В черновике {draft} "{keyword}" не может содержать фрагмент; вместо этого назовите место с помощью "$anchor": "{fragment}".',
  'check.exclusive.withoutLimit':
    'В черновике 4 "{keyword}" лишь изменяет "{limit}", которого в этой схеме нет; добавьте "{limit}".',
  'check.anchor.invalid':
    '"{value}" не является допустимым "{keyword}": в черновике {draft} якорь должен начинаться с буквы или "_" и содержать только буквы, цифры, "-", "_" и ".".',
  'check.anchor.invalid2019':
    '"{value}" не является допустимым "{keyword}": в черновике {draft} якорь должен начинаться с буквы и содержать только буквы, цифры, "-", "_", ":" и ".".',
  'check.regex.unusable': '{pattern} нельзя использовать как регулярное выражение: {error}.',
  'check.regex.invalid':
    '{pattern} не является допустимым регулярным выражением (ECMA-262, флаг "u"): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) больше, чем "{max}" ({high}), поэтому ни одно значение не может удовлетворить оба.',

  'check.notInDraft.since':
    '"{keyword}" не является ключевым словом черновика {draft} (оно есть начиная с черновика {since}), поэтому здесь оно игнорируется{instead}.',
  'check.notInDraft.only':
    '"{keyword}" не является ключевым словом черновика {draft} (оно есть только в черновике {since}), поэтому здесь оно игнорируется{instead}.',
  'check.notInDraft.range':
    '"{keyword}" не является ключевым словом черновика {draft} (оно есть в черновиках с {since} по {until}), поэтому здесь оно игнорируется{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored':
    '"dependencies" не является ключевым словом черновика {draft} и игнорируется.',
  'check.dependencies.moveRequired':
    '"dependencies" не является ключевым словом черновика {draft} и игнорируется; перенесите {required} в "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" не является ключевым словом черновика {draft} и игнорируется; перенесите {schemas} в "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" не является ключевым словом черновика {draft} и игнорируется; перенесите {required} в "dependentRequired", а {schemas} — в "dependentSchemas".',
  'check.refSibling':
    'В черновике {draft} ключевые слова рядом с "$ref" игнорируются, поэтому "{keyword}" здесь ни на что не влияет; поместите "$ref" и "{keyword}" в отдельные элементы "allOf", чтобы применить оба.',
  'check.unknownKeyword':
    '"{keyword}" не является ключевым словом, поэтому здесь оно игнорируется; возможно, вы имели в виду "{suggestion}"?',

  'check.ifWithoutRequired':
    'Этот "if" проверяет "{property}", но не требует его: объект без "{property}" проходит "if", поэтому "then" применяется и к нему. Добавьте "{property}" в "required" этого "if", чтобы "then" применялся только при наличии "{property}".',
  'check.branchWithoutIf':
    '"{keyword}" без "if" рядом игнорируется; добавьте "if", к которому он относится, или перенесите его ключевые слова в эту схему (или в элемент "allOf"), чтобы они применялись всегда.',
  'check.implicationWithoutRequired':
    'Это отрицаемое условие проверяет "{property}", но не требует его: объект без "{property}" удовлетворяет условию, поэтому эта ветвь "anyOf" не выполняется и для него должны выполняться другие ветви. Добавьте "required": ["{property}"] внутрь "not", чтобы импликация применялась только при наличии "{property}".',
  'check.ifWithoutBranches':
    '"if" без "then" и "else" не влияет на проверку; добавьте ветвь, которую он должен выбирать, или удалите его.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': byCount(
    '"additionalProperties": false отклоняет свойство {names}, которое объявлено только через {via}: "additionalProperties" видит только "properties" и "patternProperties" своего объекта схемы, поэтому объект, использующий его, недопустим.',
    '"additionalProperties": false отклоняет свойства {names}, которые объявлены только через {via}: "additionalProperties" видит только "properties" и "patternProperties" своего объекта схемы, поэтому объект, использующий их, недопустим.',
  ),
  'check.additional.appliesTo': byCount(
    '"additionalProperties" применяется также к свойству {names}, которое объявлено только через {via}: "additionalProperties" видит только "properties" и "patternProperties" своего объекта схемы, поэтому его значение тоже должно ему соответствовать.',
    '"additionalProperties" применяется также к свойствам {names}, которые объявлены только через {via}: "additionalProperties" видит только "properties" и "patternProperties" своего объекта схемы, поэтому их значения тоже должны ему соответствовать.',
  ),
  'check.additional.useUnevaluated': byCount(
    'Используйте "unevaluatedProperties" вместо "additionalProperties" (оно видит то, что объявляют подсхемы), или повторно объявите его как true в "properties" этого объекта.',
    'Используйте "unevaluatedProperties" вместо "additionalProperties" (оно видит то, что объявляют подсхемы), или повторно объявите их как true в "properties" этого объекта.',
  ),
  'check.additional.redeclare': byCount(
    'Повторно объявите его как true в "properties" этого объекта ("unevaluatedProperties" сделало бы это, но требует черновика 2019-09; это черновик {draft}).',
    'Повторно объявите их как true в "properties" этого объекта ("unevaluatedProperties" сделало бы это, но требует черновика 2019-09; это черновик {draft}).',
  ),
  'check.required.falseSchema':
    '"{property}" обязательно, но его схема в "properties" — false, поэтому здесь не может быть допустимого объекта.',
  'check.required.closed':
    '"{property}" обязательно, но "additionalProperties": false запрещает его (его нет в "properties" или "patternProperties" этого объекта), поэтому здесь не может быть допустимого объекта; объявите "{property}" в "properties".',
  'check.required.propertyNames':
    '"{property}" обязательно, но "propertyNames" запрещает его ({reason}), поэтому здесь не может быть допустимого объекта.',
  'check.names.false': 'оно равно false',
  'check.names.pattern': 'имя не соответствует {pattern}',
  'check.names.enum': 'имени нет в его "enum"',
  'check.names.const': 'единственное допустимое имя — {name}',
  'check.names.maxLength': 'длина имен не более {max} символов',
  'check.names.minLength': 'длина имен не менее {min} символов',
  'check.requiredExceedsMax': {
    one: '"required" перечисляет {count} имя, но "maxProperties" равно {max}, поэтому здесь не может быть допустимого объекта.',
    few: '"required" перечисляет {count} имени, но "maxProperties" равно {max}, поэтому здесь не может быть допустимого объекта.',
    many: '"required" перечисляет {count} имен, но "maxProperties" равно {max}, поэтому здесь не может быть допустимого объекта.',
    other:
      '"required" перечисляет {count} имени, но "maxProperties" равно {max}, поэтому здесь не может быть допустимого объекта.',
  },
  'check.closed.refClosed': byCount(
    'Схема, на которую указывает "$ref", закрыта ключевым словом "{keyword}" (в {pointer}) и не объявляет свойство {names}, поэтому объект с ним ее не проходит: "allOf" и "$ref" не могут расширить закрытую схему.',
    'Схема, на которую указывает "$ref", закрыта ключевым словом "{keyword}" (в {pointer}) и не объявляет свойства {names}, поэтому объект с ними ее не проходит: "allOf" и "$ref" не могут расширить закрытую схему.',
  ),
  'check.closed.entryClosed': byCount(
    'Этот элемент "allOf" закрыт ключевым словом "{keyword}" (в {pointer}) и не объявляет свойство {names}, поэтому объект с ним его не проходит: "allOf" и "$ref" не могут расширить закрытую схему.',
    'Этот элемент "allOf" закрыт ключевым словом "{keyword}" (в {pointer}) и не объявляет свойства {names}, поэтому объект с ними его не проходит: "allOf" и "$ref" не могут расширить закрытую схему.',
  ),
  'check.closed.refConstrained': byCount(
    'Схема, на которую указывает "$ref", ограничена ключевым словом "{keyword}" (в {pointer}) и не объявляет свойство {names}, поэтому его значение также должно соответствовать "{keyword}" там.',
    'Схема, на которую указывает "$ref", ограничена ключевым словом "{keyword}" (в {pointer}) и не объявляет свойства {names}, поэтому их значения также должны соответствовать "{keyword}" там.',
  ),
  'check.closed.entryConstrained': byCount(
    'Этот элемент "allOf" ограничен ключевым словом "{keyword}" (в {pointer}) и не объявляет свойство {names}, поэтому его значение также должно соответствовать "{keyword}" там.',
    'Этот элемент "allOf" ограничен ключевым словом "{keyword}" (в {pointer}) и не объявляет свойства {names}, поэтому их значения также должны соответствовать "{keyword}" там.',
  ),
  'check.closed.useUnevaluated':
    'Удалите "{keyword}" из закрытой схемы и вместо этого поместите "unevaluatedProperties": false в расширяющую схему.',
  'check.closed.redeclare': byCount(
    'Повторно объявите его в "properties" закрытой схемы или перенесите "additionalProperties": false в расширяющую схему и повторно объявите там унаследованные имена как true.',
    'Повторно объявите их в "properties" закрытой схемы или перенесите "additionalProperties": false в расширяющую схему и повторно объявите там унаследованные имена как true.',
  ),
};
