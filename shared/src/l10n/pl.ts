/** Polish. */
import type { Catalog } from './catalogs';
import { checksPl } from './checks/pl';
import { editorPl } from './editor/pl';

const same = (text: string): { one: string; few: string; many: string; other: string } => ({
  one: text,
  few: text,
  many: text,
  other: text,
});

export const pl: Catalog = {
  'list.separator': ', ',
  'list.or': '{rest} lub {last}',
  'list.and': '{rest} i {last}',
  'list.more': '{list} i {count} więcej',
  'count.items': {
    one: '{count} element',
    few: '{count} elementy',
    many: '{count} elementów',
    other: '{count} elementu',
  },
  'count.properties': {
    one: '{count} właściwość',
    few: '{count} właściwości',
    many: '{count} właściwości',
    other: '{count} właściwości',
  },
  'count.characters': {
    one: '{count} znak',
    few: '{count} znaki',
    many: '{count} znaków',
    other: '{count} znaku',
  },
  'count.morePlaces': {
    one: ' (i w {count} innym miejscu)',
    few: ' (i w {count} innych miejscach)',
    many: ' (i w {count} innych miejscach)',
    other: ' (i w {count} innych miejscach)',
  },

  'suggest.didYouMean': ' Czy chodziło o {suggestion}?',
  'reason.wrap': '{message} ({reason}).',
  'sentence.end': '.',
  'reason.because': 'ponieważ {because}: {rule}',

  'place.root': 'w katalogu głównym schematu',
  'place.definition': 'w definicji {name}',
  'place.property': 'pod {name}',
  'place.patternProperty': 'pod nazwami pasującymi do {pattern}',
  'place.branch': 'w gałęzi {number} {keyword}',
  'place.item': 'w elemencie {number}',
  'place.items': 'w elementach',
  'place.dependency': 'w {keyword} dla {name}',
  'place.keyword': 'w {keyword}',
  'place.segment': 'w "{segment}"',

  'type.mismatch': 'Niepoprawny typ: oczekiwano {expected}, otrzymano {actual}.',
  'value.mustBe': 'Wartość musi wynosić {value}.',
  'value.mustBeOneOf': 'Wartość musi być jedną z następujących: {values}.',
  'value.mustBeOneOfOrPattern':
    'Wartość musi być jedną z następujących: {values} lub wariantem dozwolonym przez wzorzec schematu.',

  'words.valueMustBe': 'Wartość musi być {alternatives}.',
  'words.namedValueMustBe': 'Wartość {value} musi być {alternatives}.',
  'words.alternativeSeparator': ' lub ',
  'words.or': ' lub ',
  'words.and': ' i ',
  'words.kindWith': '{noun} {detail}',
  'words.oneOf': 'jedną z wartości {values}',
  'words.integer': 'liczbą całkowitą',
  'words.number': 'liczbą',
  'words.string': 'ciągiem',
  'words.boolean': 'true lub false',
  'words.null': 'null',
  'words.object': 'obiektem',
  'words.array': 'tablicą',
  'words.range': 'od {low} do {high}',
  'words.greaterThan': 'większą niż {low}',
  'words.atLeast': 'co najmniej {low}',
  'words.lessThan': 'mniejszą niż {high}',
  'words.atMost': 'co najwyżej {high}',
  'words.multipleOf': 'będącą wielokrotnością {value}',
  'words.lengthRange': 'o długości od {min} do {max} znaków',
  'words.notEmpty': 'niepustym',
  'words.minLength': 'o długości co najmniej {min} znaków',
  'words.maxLength': 'o długości co najwyżej {max} znaków',
  'words.matching': 'pasującym do {pattern}',
  'words.format': 'w formacie {format}',

  'number.multipleOf': 'Wartość {value} musi być wielokrotnością {multipleOf}.',
  'number.maximum': 'Wartość {value} jest poza zakresem: musi wynosić co najwyżej {limit}.',
  'number.exclusiveMaximum': 'Wartość {value} jest poza zakresem: musi być mniejsza niż {limit}.',
  'number.minimum': 'Wartość {value} jest poza zakresem: musi wynosić co najmniej {limit}.',
  'number.exclusiveMinimum': 'Wartość {value} jest poza zakresem: musi być większa niż {limit}.',

  'string.pattern': 'Ciąg {value} nie pasuje do wzorca {pattern}.',
  'string.patternTooExpensive':
    'Nie można sprawdzić ciągu {value} za pomocą wzorca {pattern}: sprawdzenie tego wzorca na tym ciągu jest zbyt kosztowne (dopasowanie wymaga więcej kroków, niż pozwala jedno sprawdzenie).',
  'string.maxLength': 'Ciąg jest za długi: {length}; dozwolone co najwyżej {limit}.',
  'string.minLength': 'Ciąg jest za krótki: {length}; wymagane co najmniej {limit}.',
  'string.format': 'Ciąg {value} nie jest prawidłowym formatem {format}.',
  'schema.invalidRegex': 'Nieprawidłowe wyrażenie regularne {pattern}: {error}',

  'array.maxItems': same('Liczba elementów tablicy: {items}; dozwolone co najwyżej {count}.'),
  'array.minItems': same('Liczba elementów tablicy: {items}; wymagane co najmniej {count}.'),
  'array.closedTuple': same(
    'Liczba elementów tablicy: {items}; dozwolone co najwyżej {count} ({keyword} ma wartość false).',
  ),
  'array.minContains':
    'Elementy tablicy pasujące do schematu "contains": wymagane co najmniej {items}, jest {found}.',
  'array.maxContains':
    'Elementy tablicy pasujące do schematu "contains": dozwolone co najwyżej {items}, jest {found}.',
  'array.unique': 'Elementy {first} i {second} są identyczne; elementy tablicy muszą być unikatowe.',
  'array.unevaluatedItem':
    'Element {index} jest niedozwolony: żaden stosowany tutaj podschemat go nie ocenia (unevaluatedItems).',

  'object.allowsNothing': 'schemat nie zezwala tutaj na żadne właściwości',
  'object.allowsOnly': 'schemat zezwala tylko na {allowed}',
  'object.namesMatching': 'nazwy pasujące do {patterns}',
  'object.notAllowed': 'Właściwość {name} jest niedozwolona: {summary}.',
  'object.unevaluatedNotAllowed': 'Właściwość {name} jest niedozwolona: {summary} (unevaluatedProperties).',
  'object.noSubschemaDeclares': 'żaden stosowany tutaj podschemat jej nie deklaruje',
  'object.nameTooExpensive':
    'Nie można sprawdzić nazwy właściwości {name} za pomocą wzorca {pattern}: sprawdzenie tego wzorca na tej nazwie jest zbyt kosztowne (dopasowanie wymaga więcej kroków, niż pozwala jedno sprawdzenie).',
  'object.required': 'Brak wymaganej właściwości {name}.',
  'object.requiredBecause': 'Właściwość {name} jest wymagana, ponieważ {because} ({rule}).',
  'object.maxProperties': same('Liczba właściwości obiektu: {properties}; dozwolone co najwyżej {count}.'),
  'object.minProperties': same('Liczba właściwości obiektu: {properties}; wymagane co najmniej {count}.'),
  'object.propertyNameInvalid': 'Nazwa właściwości {name} jest nieprawidłowa: {reason}',
  'object.propertyNameDefault': 'nie pasuje do schematu propertyNames.',
  'object.dependentRequired': '{trigger} wymaga {name} ({keyword}).',
  'object.dependentSchema': 'ma zastosowanie, ponieważ występuje {trigger}: {keyword}',
  'object.propertyFalse': 'Właściwość {name} jest niedozwolona.',
  'array.itemFalse': 'Element {index} jest tutaj niedozwolony (jego schemat ma wartość false).',
  'schema.false': 'Żadna wartość nie jest tutaj dozwolona (schemat ma wartość false).',

  'anyOf.noMatch': 'Wartość nie pasuje do żadnej alternatywy {keyword}.',
  'anyOf.closest': 'najbliższa z alternatyw {keyword} (łącznie {count}): ta {where}',
  'oneOf.several':
    'Wartość pasuje do {count} alternatyw oneOf {where} (gałęzie {branches}); musi pasować do dokładnie jednej.',
  'not.matches': 'Wartość nie może pasować do schematu "not" {where}{what}.',
  'not.mustNotHave': ' (nie może mieć {names})',
  'implication.rule': 'implikacja {where}',
  'implication.where': 'warunek w "not"',
  'if.where': '"if"',
  'if.then': 'if/then {where}',
  'if.else': '"if" {where} nie pasuje, więc ma zastosowanie "else"',
  'condition.is': '{name} ma wartość {value}',
  'condition.and': ' i ',
  'condition.absent': {
    one: 'brak {names}, a {where} nie ma dla niej "required", więc warunek jest spełniony',
    few: 'brak {names}, a {where} nie ma dla nich "required", więc warunek jest spełniony',
    many: 'brak {names}, a {where} nie ma dla nich "required", więc warunek jest spełniony',
    other: 'brak {names}, a {where} nie ma dla nich "required", więc warunek jest spełniony',
  },
  'ignored.besideRef':
    'Uwaga: w wersji roboczej {draft} słowa kluczowe obok "$ref" są ignorowane, podobnie jak "{keyword}" w {pointer}{more}; dlatego podschemat tutaj akceptuje więcej, niż deklaruje. Umieść "$ref" i pozostałe słowa kluczowe w osobnych wpisach "allOf", aby zastosować oba; ten wynik może się zmienić.',
  'ignored.notInDraft':
    'Uwaga: ten schemat jest w wersji roboczej {draft}, która nie ma "{keyword}"; dlatego "{keyword}" w {pointer}{more} jest ignorowane, a podschemat tutaj akceptuje więcej, niż deklaruje{advice}.',
  'ignored.advice': '; {advice}, a ten wynik może się zmienić',
  'ignored.adviceSeparator': ' lub ',
  'ignored.declareDraft':
    'zadeklaruj "$schema": "{uri}" (pierwsza wersja robocza z "{keyword}") lub późniejszą wersję roboczą',

  'replace.use': 'użyj zamiast tego {keyword}',
  'replace.const': 'napisz zamiast tego "enum": [<value>]',
  'replace.ifThenElse': 'zapisz warunek jako "anyOf": [{ "not": <if> }, <then>]',
  'replace.unevaluatedProperties':
    'użyj "additionalProperties" i ponownie zadeklaruj w "properties" nazwy deklarowane przez podschematy',
  'replace.prefixItems': 'użyj zamiast tego tablicy schematów w "items"',
  'replace.additionalItems': 'użyj zamiast tego "items" obok "prefixItems"',

  'ref.unresolvable':
    'Nie można rozpoznać odwołania {ref}: schemat o tym identyfikatorze URI jest niedostępny.',
  'ref.cannotCheck': 'Nie można sprawdzić tej wartości: nie można rozpoznać odwołania {ref}.',
  'kind.array': 'tablicę',
  'kind.string': 'ciąg',
  'kind.number': 'liczbę',
  'ref.notSchema': 'Odwołanie {ref} wskazuje na {kind}, a nie na schemat: nie może niczego sprawdzić.',
  'ref.cannotCheckNotSchema': 'Nie można sprawdzić tej wartości: odwołanie {ref} nie wskazuje na schemat.',
  'ref.loop':
    'Nie można sprawdzić tej wartości: odwołanie {ref} prowadzi z powrotem do siebie, niczego nie sprawdzając.',
  'ref.cycle':
    'Cykl odwołań bez postępu: {chain} odwołuje się z powrotem do siebie, nie sprawdzając po drodze żadnej właściwości ani elementu.',

  'limit.nesting':
    'Walidacja zatrzymała się tutaj: wartość jest zagnieżdżona na więcej niż {limit} poziomach.',
  'limit.stack': 'Walidacja zatrzymała się tutaj: wartość jest zbyt głęboko zagnieżdżona dla tego schematu.',
  'limit.budget':
    'Walidacja zatrzymała się tutaj: ten schemat wymaga ponad {limit} zastosowań podschematów dla tego dokumentu (stosuje swoje podschematy do tych samych wartości wciąż od nowa).',
  'limit.schemaTooDeep': 'Schemat jest zbyt głęboko zagnieżdżony, aby go użyć.',
  'schema.unknownDraft': 'Nieznany "$schema" {uri}: walidacja według wersji roboczej {draft}.',

  'fix.trustDomain': 'Ufaj domenie {domain} przy pobieraniu schematów',
  'fix.suppress': 'Pomiń "{keyword}" w tym wierszu',
  'fix.removeSuppression': 'Usuń nieużywany komentarz pomijania',
  'fix.all': 'Napraw wszystkie problemy JSON Object Validator, które mają jednoznaczną poprawkę',
  'fix.replaceWith': 'Zamień na {value}',
  'fix.wrapInArray': 'Opakuj w tablicę',
  'fix.convertTo': 'Konwertuj na {type}',
  'fix.addRequired': 'Dodaj brakującą wymaganą właściwość "{name}"',
  'fix.addRequiredBy': 'Dodaj właściwość "{name}" wymaganą przez "{trigger}"',
  'fix.addAllRequired': 'Dodaj wszystkie brakujące wymagane właściwości',
  'fix.rename': "Czy chodziło o '{target}'? Zmień nazwę '{name}'",
  'fix.removeProperty': 'Usuń właściwość "{name}"',
  'fix.addToIfRequired': 'Dodaj "{name}" do "required" w "if"',
  'fix.splitDependencies': 'Podziel "dependencies" na "dependentRequired" i "dependentSchemas"',
  'fix.useUnevaluated': 'Zamień "additionalProperties": false na "unevaluatedProperties": false',
  'sort.document': 'Sortuj właściwości w kolejności schematu',
  'sort.object': 'Sortuj właściwości tego obiektu w kolejności schematu',

  'related.rule': 'Reguła: "{keyword}" w {file}',
  'diagnostic.maxFileSize':
    'Ten dokument jest większy niż "jsonObjectValidator.maxFileSize" ({size}): jest walidowany przy otwieraniu i zapisywaniu, a nie podczas pisania.',
  'diagnostic.internalError':
    'Walidator zawiódł na tym dokumencie ({reason}). Szczegóły są w dzienniku serwera; zgłoś ten problem.',

  'hover.noType': 'żaden typ nie jest dozwolony',
  'hover.oneOf': 'jedno z: {values}',
  'hover.pattern': 'wzorzec {pattern}',
  'hover.format': 'format {format}',
  'hover.characters': {
    one: '{shown} znak',
    few: '{shown} znaki',
    many: '{shown} znaków',
    other: '{shown} znaku',
  },
  'hover.items': {
    one: '{shown} element',
    few: '{shown} elementy',
    many: '{shown} elementów',
    other: '{shown} elementu',
  },
  'hover.properties': {
    one: '{shown} właściwość',
    few: '{shown} właściwości',
    many: '{shown} właściwości',
    other: '{shown} właściwości',
  },
  'hover.atLeast': 'co najmniej {count}',
  'hover.atMost': 'co najwyżej {count}',
  'hover.multipleOf': 'wielokrotność {value}',
  'hover.uniqueItems': 'unikatowe elementy',
  'hover.required': 'wymagana',
  'hover.noMatch': 'nie pasuje do dokumentu w obecnej postaci',
  'hover.branch': 'gałąź {index} {keyword} w {where}',
  'hover.default': 'Domyślnie: {value}',
  'hover.deprecated': 'Przestarzałe.',
  'hover.deprecatedLabel': 'Przestarzałe:',
  'hover.alwaysApplies': 'ma zastosowanie zawsze',
  'hover.appliesNow': 'ma teraz zastosowanie ({branch})',
  'hover.notApplyingNow': 'nie ma teraz zastosowania ({branch}: {reason})',
  'completion.default': 'Wartość domyślna.',
  'completion.example': 'Przykład ze schematu.',

  'cli.filesChecked': same('sprawdzone pliki: {count}'),
  'cli.notCompliant': 'niezgodne: {count}',
  'cli.unreadable': 'nieczytelne: {count}',
  'cli.errors': same('błędy: {count}'),
  'cli.warnings': same('ostrzeżenia: {count}'),
  'cli.skipped': 'pominięte: {count} (wykluczone lub bez schematu)',
  'cli.unavailable': 'niezwalidowane: {count} (nie udało się pobrać schematu z katalogu)',
  'cli.notShown': same('niepokazane problemy: {count} (--max-errors)'),
  'cli.moreNotShown': same('kolejne niepokazane problemy: {count} (--max-errors)'),
  'cli.compliant': 'zgodny',
  'cli.notCompliantVerdict': 'niezgodny',
  'cli.verdictWith': '{verdict} ze schematem {schema}',

  'deprecated.property': 'Właściwość {name} jest przestarzała.',
  'deprecated.value': 'Ta wartość jest przestarzała.',

  ...checksPl,
  ...editorPl,
};
