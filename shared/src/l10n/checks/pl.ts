/** Polish: the schema-file checks. */
import type { ChecksCatalog } from './en';

/** The sentences about one name and about several (few, many and other are all plural here). */
function byCount(one: string, several: string): { one: string; few: string; many: string; other: string } {
  return { one, few: several, many: several, other: several };
}

export const checksPl: ChecksCatalog = {
  'check.found.number': 'liczba {value}',
  'check.found.string': 'ciąg {value}',
  'check.found.array': 'tablica',
  'check.found.object': 'obiekt',

  'check.place.schema': 'Schemat',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'Wartość "{keyword}"',
  'check.place.eachValueOf': 'Każda wartość "{keyword}"',
  'check.place.eachEntryOf': 'Każdy wpis "{keyword}"',
  'check.place.eachArrayIn': 'Każda tablica w "{keyword}"',

  // "… to {expected}" keeps what is expected in the nominative, whatever the gender of the place.
  'check.mustBe': '{place}: oczekiwana wartość to {expected}; znaleziono: {found}.{hint}',
  'check.expect.schemaObject': 'schemat (obiekt)',
  'check.expect.schemaOrBoolean': 'schemat (obiekt lub wartość logiczna)',
  'check.expect.booleanOrSchemaObject': 'wartość logiczna lub obiekt schematu',
  'check.expect.schemaOrSchemaArray': 'schemat lub tablica schematów',
  'check.expect.schemaArray': 'niepusta tablica schematów',
  'check.expect.schemaMap': 'obiekt, którego wartości są schematami',
  'check.expect.dependencies': 'obiekt, którego wartości są schematami lub tablicami nazw właściwości',
  'check.expect.dependencyOrBoolean': 'schemat (obiekt lub wartość logiczna) lub tablica nazw właściwości',
  'check.expect.dependency': 'schemat (obiekt) lub tablica nazw właściwości',
  'check.expect.nameListMap': 'obiekt, którego wartości są tablicami nazw właściwości',
  'check.expect.nameList': 'tablica nazw właściwości',
  'check.expect.propertyName': 'nazwa właściwości (ciąg)',
  'check.expect.nonNegativeInteger': 'nieujemna liczba całkowita',
  'check.expect.positiveNumber': 'liczba większa od 0',
  'check.expect.greaterThanZero': 'liczba większa od 0',
  'check.expect.number': 'liczba',
  'check.expect.boolean': 'true lub false',
  'check.expect.string': 'ciąg',
  'check.expect.array': 'tablica',
  'check.expect.regex': 'ciąg zawierający wyrażenie regularne',
  'check.expect.uriReference': 'ciąg (odwołanie URI)',
  'check.expect.vocabulary': 'obiekt przypisujący identyfikatorom URI słowników wartość true lub false',
  'check.expect.limitFlag': 'true lub false (flaga dla "{limit}")',
  'check.expect.anchorName': 'ciąg (prosta nazwa)',
  'check.expect.enumArray': 'tablica dozwolonych wartości',
  'check.expect.typeNames': 'nazwa typu lub tablica unikatowych nazw typów',
  'check.expect.typeName': 'nazwa typu',

  'check.hint.draft4Boolean':
    ' W wersji roboczej {draft} wartość logiczna nie jest schematem (jest nim od wersji roboczej 6).',
  'check.hint.prefixItems':
    ' W wersji roboczej 2020-12 tablicę schematów elementów zapisuje się za pomocą "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} przy właściwości to składnia wersji roboczej 3; wymień nazwę w tablicy "required" obiektu, który zawiera tę właściwość.',
  'check.hint.write': ' Napisz {value}.',
  'check.hint.exclusiveNumber':
    ' Liczba w tym miejscu to składnia wersji roboczej 6; w wersji roboczej 4 napisz "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Wartość logiczna w tym miejscu to składnia wersji roboczej 4; od wersji roboczej 6 zapisz samą granicę: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" musi zawierać co najmniej jeden schemat; usuń pustą tablicę.',
  'check.nameList.empty':
    'W wersji roboczej 4 "{keyword}" musi zawierać co najmniej jedną nazwę właściwości; usuń pustą tablicę.',
  'check.duplicate':
    '"{entry}" występuje dwukrotnie w "{keyword}" (najpierw pod indeksem {first}); usuń ten wpis.',
  'check.enum.emptyError':
    'W wersji roboczej {draft} "enum" musi zawierać co najmniej jedną wartość; usuń pustą tablicę.',
  'check.enum.empty':
    'To "enum" jest puste, więc żadna wartość nie jest tu prawidłowa; wymień dozwolone wartości.',
  'check.enum.duplicate': 'Ta wartość powtarza wpis {first} w "enum"; usuń duplikat.',
  'check.type.unknown': '"{name}" nie jest typem; użyj jednego z typów: {types}.{hint}',
  'check.type.any': ' Pomiń "type", aby zezwolić na każdy typ.',
  'check.type.format': ' Napisz "type": "string" z "format": "{format}".',
  'check.type.didYouMean': ' Czy chodziło o "{suggestion}"?',
  'check.type.empty':
    '"type" musi wskazywać co najmniej jeden typ; usuń pustą tablicę, aby zezwolić na każdy typ.',
  'check.id.fragment':
    'W wersji roboczej {draft} "{keyword}" nie może zawierać fragmentu; zamiast tego nazwij to miejsce za pomocą "$anchor": "{fragment}".',
  'check.exclusive.withoutLimit':
    'W wersji roboczej 4 "{keyword}" tylko modyfikuje "{limit}", którego ten schemat nie ma; dodaj "{limit}".',
  'check.anchor.invalid':
    '"{value}" nie jest prawidłowym "{keyword}": w wersji roboczej {draft} kotwica musi zaczynać się literą lub "_" i zawierać tylko litery, cyfry, "-", "_" i ".".',
  'check.anchor.invalid2019':
    '"{value}" nie jest prawidłowym "{keyword}": w wersji roboczej {draft} kotwica musi zaczynać się literą i zawierać tylko litery, cyfry, "-", "_", ":" i ".".',
  'check.regex.unusable': 'Nie można użyć {pattern} jako wyrażenia regularnego: {error}.',
  'check.regex.invalid':
    '{pattern} nie jest prawidłowym wyrażeniem regularnym (ECMA-262, flaga "u"): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) jest większe niż "{max}" ({high}), więc żadna wartość nie może spełnić obu.',

  'check.notInDraft.since':
    '"{keyword}" nie jest słowem kluczowym wersji roboczej {draft} (istnieje od wersji roboczej {since}), więc jest tu ignorowane{instead}.',
  'check.notInDraft.only':
    '"{keyword}" nie jest słowem kluczowym wersji roboczej {draft} (istnieje tylko w wersji roboczej {since}), więc jest tu ignorowane{instead}.',
  'check.notInDraft.range':
    '"{keyword}" nie jest słowem kluczowym wersji roboczej {draft} (istnieje w wersjach roboczych od {since} do {until}), więc jest tu ignorowane{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored':
    '"dependencies" nie jest słowem kluczowym wersji roboczej {draft} i jest ignorowane.',
  'check.dependencies.moveRequired':
    '"dependencies" nie jest słowem kluczowym wersji roboczej {draft} i jest ignorowane; przenieś {required} do "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" nie jest słowem kluczowym wersji roboczej {draft} i jest ignorowane; przenieś {schemas} do "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" nie jest słowem kluczowym wersji roboczej {draft} i jest ignorowane; przenieś {required} do "dependentRequired", a {schemas} do "dependentSchemas".',
  'check.refSibling':
    'W wersji roboczej {draft} słowa kluczowe obok "$ref" są ignorowane, więc "{keyword}" nie ma tu żadnego skutku; umieść "$ref" i "{keyword}" w osobnych wpisach "allOf", aby zastosować oba.',
  'check.unknownKeyword':
    '"{keyword}" nie jest słowem kluczowym, więc jest tu ignorowane; czy chodziło o "{suggestion}"?',

  'check.ifWithoutRequired':
    'To "if" sprawdza "{property}", ale tego nie wymaga: obiekt bez "{property}" spełnia "if", więc "then" stosuje się także do niego. Dodaj "{property}" do "required" tego "if", aby "then" stosowało się tylko wtedy, gdy "{property}" występuje.',
  'check.branchWithoutIf':
    '"{keyword}" bez "if" obok jest ignorowane; dodaj "if", do którego należy, albo przenieś jego słowa kluczowe do tego schematu (lub do wpisu "allOf"), aby stosowały się zawsze.',
  'check.implicationWithoutRequired':
    'Ten zanegowany warunek sprawdza "{property}", ale tego nie wymaga: obiekt bez "{property}" spełnia warunek, więc ta gałąź "anyOf" zawodzi i muszą być spełnione pozostałe gałęzie. Dodaj "required": ["{property}"] wewnątrz "not", aby implikacja stosowała się tylko wtedy, gdy "{property}" występuje.',
  'check.ifWithoutBranches':
    '"if" bez "then" ani "else" nie wpływa na walidację; dodaj gałąź, którą ma wybierać, albo je usuń.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': byCount(
    '"additionalProperties": false odrzuca właściwość {names}, zadeklarowaną tylko przez {via}: "additionalProperties" widzi tylko "properties" i "patternProperties" własnego obiektu schematu, więc obiekt, który jej używa, jest nieprawidłowy.',
    '"additionalProperties": false odrzuca właściwości {names}, zadeklarowane tylko przez {via}: "additionalProperties" widzi tylko "properties" i "patternProperties" własnego obiektu schematu, więc obiekt, który ich używa, jest nieprawidłowy.',
  ),
  'check.additional.appliesTo': byCount(
    '"additionalProperties" stosuje się także do właściwości {names}, zadeklarowanej tylko przez {via}: "additionalProperties" widzi tylko "properties" i "patternProperties" własnego obiektu schematu, więc jej wartość również musi mu odpowiadać.',
    '"additionalProperties" stosuje się także do właściwości {names}, zadeklarowanych tylko przez {via}: "additionalProperties" widzi tylko "properties" i "patternProperties" własnego obiektu schematu, więc ich wartości również muszą mu odpowiadać.',
  ),
  'check.additional.useUnevaluated': byCount(
    'Użyj "unevaluatedProperties" zamiast "additionalProperties" (widzi to, co deklarują podschematy) albo zadeklaruj ją ponownie jako true w "properties" tego obiektu.',
    'Użyj "unevaluatedProperties" zamiast "additionalProperties" (widzi to, co deklarują podschematy) albo zadeklaruj je ponownie jako true w "properties" tego obiektu.',
  ),
  'check.additional.redeclare': byCount(
    'Zadeklaruj ją ponownie jako true w "properties" tego obiektu ("unevaluatedProperties" by to zrobiło, ale wymaga wersji roboczej 2019-09; to jest wersja robocza {draft}).',
    'Zadeklaruj je ponownie jako true w "properties" tego obiektu ("unevaluatedProperties" by to zrobiło, ale wymaga wersji roboczej 2019-09; to jest wersja robocza {draft}).',
  ),
  'check.required.falseSchema':
    'Właściwość "{property}" jest wymagana, ale jej schemat w "properties" to false, więc żaden obiekt nie może być tu prawidłowy.',
  'check.required.closed':
    'Właściwość "{property}" jest wymagana, ale "additionalProperties": false jej zabrania (nie ma jej w "properties" ani "patternProperties" tego obiektu), więc żaden obiekt nie może być tu prawidłowy; zadeklaruj "{property}" w "properties".',
  'check.required.propertyNames':
    'Właściwość "{property}" jest wymagana, ale "propertyNames" jej zabrania ({reason}), więc żaden obiekt nie może być tu prawidłowy.',
  'check.names.false': 'ma wartość false',
  'check.names.pattern': 'nazwa nie pasuje do {pattern}',
  'check.names.enum': 'nazwy nie ma w jego "enum"',
  'check.names.const': 'jedyną dozwoloną nazwą jest {name}',
  'check.names.maxLength': 'nazwy mają najwyżej {max} znaków',
  'check.names.minLength': 'nazwy mają co najmniej {min} znaków',
  'check.requiredExceedsMax': {
    one: '"required" wymienia {count} nazwę, ale "maxProperties" wynosi {max}, więc żaden obiekt nie może być tu prawidłowy.',
    few: '"required" wymienia {count} nazwy, ale "maxProperties" wynosi {max}, więc żaden obiekt nie może być tu prawidłowy.',
    many: '"required" wymienia {count} nazw, ale "maxProperties" wynosi {max}, więc żaden obiekt nie może być tu prawidłowy.',
    other:
      '"required" wymienia {count} nazwy, ale "maxProperties" wynosi {max}, więc żaden obiekt nie może być tu prawidłowy.',
  },
  'check.closed.refClosed': byCount(
    'Schemat, na który wskazuje "$ref", jest zamknięty przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc obiekt, który ją ma, nie przechodzi go: "allOf" i "$ref" nie mogą rozszerzyć zamkniętego schematu.',
    'Schemat, na który wskazuje "$ref", jest zamknięty przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc obiekt, który je ma, nie przechodzi go: "allOf" i "$ref" nie mogą rozszerzyć zamkniętego schematu.',
  ),
  'check.closed.entryClosed': byCount(
    'Ten wpis "allOf" jest zamknięty przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc obiekt, który ją ma, nie przechodzi go: "allOf" i "$ref" nie mogą rozszerzyć zamkniętego schematu.',
    'Ten wpis "allOf" jest zamknięty przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc obiekt, który je ma, nie przechodzi go: "allOf" i "$ref" nie mogą rozszerzyć zamkniętego schematu.',
  ),
  'check.closed.refConstrained': byCount(
    'Schemat, na który wskazuje "$ref", jest ograniczony przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc jej wartość musi także odpowiadać tamtemu "{keyword}".',
    'Schemat, na który wskazuje "$ref", jest ograniczony przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc ich wartości muszą także odpowiadać tamtemu "{keyword}".',
  ),
  'check.closed.entryConstrained': byCount(
    'Ten wpis "allOf" jest ograniczony przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc jej wartość musi także odpowiadać tamtemu "{keyword}".',
    'Ten wpis "allOf" jest ograniczony przez "{keyword}" (w {pointer}) i nie deklaruje właściwości {names}, więc ich wartości muszą także odpowiadać tamtemu "{keyword}".',
  ),
  'check.closed.useUnevaluated':
    'Usuń "{keyword}" z zamkniętego schematu i zamiast tego umieść "unevaluatedProperties": false w schemacie rozszerzającym.',
  'check.closed.redeclare': byCount(
    'Zadeklaruj ją ponownie w "properties" zamkniętego schematu albo przenieś "additionalProperties": false do schematu rozszerzającego i zadeklaruj tam ponownie odziedziczone nazwy jako true.',
    'Zadeklaruj je ponownie w "properties" zamkniętego schematu albo przenieś "additionalProperties": false do schematu rozszerzającego i zadeklaruj tam ponownie odziedziczone nazwy jako true.',
  ),
};
