/** Italian. */
import type { Catalog } from './catalogs';

export const it: Catalog = {
  'list.separator': ', ',
  'list.or': '{rest} o {last}',
  'list.and': '{rest} e {last}',
  'list.more': '{list} e altri {count}',
  'count.items': { one: '{count} elemento', other: '{count} elementi' },
  'count.properties': { one: '{count} proprietà', other: '{count} proprietà' },
  'count.characters': { one: '{count} carattere', other: '{count} caratteri' },
  'count.morePlaces': { one: ' (e in {count} altro punto)', other: ' (e in altri {count} punti)' },

  'suggest.didYouMean': ' Si intendeva {suggestion}?',
  'reason.wrap': '{message} ({reason}).',
  'sentence.end': '.',
  'reason.because': 'perché {because}: {rule}',

  'place.root': 'nella radice dello schema',
  'place.definition': 'nella definizione {name}',
  'place.property': 'sotto {name}',
  'place.patternProperty': 'sotto i nomi corrispondenti a {pattern}',
  'place.branch': 'nel ramo {number} di {keyword}',
  'place.item': "nell'elemento {number}",
  'place.items': 'negli elementi',
  'place.dependency': 'in {keyword} di {name}',
  'place.keyword': 'in {keyword}',
  'place.segment': 'in "{segment}"',

  'type.mismatch': 'Tipo non corretto: previsto {expected}, ottenuto {actual}.',
  'value.mustBe': 'Il valore deve essere {value}.',
  'value.mustBeOneOf': 'Il valore deve essere uno dei seguenti: {values}.',
  'value.mustBeOneOfOrPattern':
    'Il valore deve essere uno dei seguenti: {values}, o una variante consentita dal criterio dello schema.',

  'words.valueMustBe': 'Il valore deve essere {alternatives}.',
  'words.namedValueMustBe': 'Il valore {value} deve essere {alternatives}.',
  'words.alternativeSeparator': ', o ',
  'words.or': ' o ',
  'words.and': ' e ',
  'words.kindWith': '{noun} {detail}',
  'words.oneOf': 'uno tra {values}',
  'words.integer': 'un intero',
  'words.number': 'un numero',
  'words.string': 'una stringa',
  'words.boolean': 'true o false',
  'words.null': 'null',
  'words.object': 'un oggetto',
  'words.array': 'un array',
  'words.range': 'da {low} a {high}',
  'words.greaterThan': 'maggiore di {low}',
  'words.atLeast': 'di almeno {low}',
  'words.lessThan': 'minore di {high}',
  'words.atMost': 'di al massimo {high}',
  'words.multipleOf': 'multiplo di {value}',
  'words.lengthRange': 'da {min} a {max} caratteri',
  'words.notEmpty': 'non vuota',
  'words.minLength': 'di almeno {min} caratteri',
  'words.maxLength': 'di al massimo {max} caratteri',
  'words.matching': 'corrispondente a {pattern}',
  'words.format': 'nel formato {format}',

  'number.multipleOf': 'Il valore {value} deve essere un multiplo di {multipleOf}.',
  'number.maximum': "Il valore {value} è fuori dall'intervallo: deve essere al massimo {limit}.",
  'number.exclusiveMaximum': "Il valore {value} è fuori dall'intervallo: deve essere minore di {limit}.",
  'number.minimum': "Il valore {value} è fuori dall'intervallo: deve essere almeno {limit}.",
  'number.exclusiveMinimum': "Il valore {value} è fuori dall'intervallo: deve essere maggiore di {limit}.",

  'string.pattern': 'La stringa {value} non corrisponde al criterio {pattern}.',
  'string.patternTooExpensive':
    'Non è stato possibile verificare la stringa {value} con il criterio {pattern}: questo criterio è troppo oneroso da verificare su questa stringa (la corrispondenza richiede più passaggi di quelli consentiti a una verifica).',
  'string.maxLength': 'La stringa è troppo lunga: {length}; al massimo {limit} consentiti.',
  'string.minLength': 'La stringa è troppo corta: {length}; almeno {limit} obbligatori.',
  'string.format': 'La stringa {value} non è un {format} valido.',
  'schema.invalidRegex': 'Espressione regolare non valida {pattern}: {error}',

  'array.maxItems': {
    one: "L'array ha {items}; al massimo {count} è consentito.",
    other: "L'array ha {items}; al massimo {count} sono consentiti.",
  },
  'array.minItems': {
    one: "L'array ha {items}; almeno {count} è obbligatorio.",
    other: "L'array ha {items}; almeno {count} sono obbligatori.",
  },
  'array.closedTuple': {
    one: "L'array ha {items}; al massimo {count} è consentito ({keyword} è false).",
    other: "L'array ha {items}; al massimo {count} sono consentiti ({keyword} è false).",
  },
  'array.minContains':
    'L\'array deve contenere almeno {items} corrispondenti allo schema "contains"; ne ha {found}.',
  'array.maxContains':
    'L\'array deve contenere al massimo {items} corrispondenti allo schema "contains"; ne ha {found}.',
  'array.unique':
    "Gli elementi {first} e {second} sono identici; gli elementi dell'array devono essere univoci.",
  'array.unevaluatedItem':
    "L'elemento {index} non è consentito: nessun sottoschema applicabile qui lo valuta (unevaluatedItems).",

  'object.allowsNothing': 'lo schema non consente proprietà qui',
  'object.allowsOnly': 'lo schema consente solo {allowed}',
  'object.namesMatching': 'i nomi corrispondenti a {patterns}',
  'object.notAllowed': 'La proprietà {name} non è consentita: {summary}.',
  'object.unevaluatedNotAllowed': 'La proprietà {name} non è consentita: {summary} (unevaluatedProperties).',
  'object.noSubschemaDeclares': 'nessun sottoschema applicabile qui la dichiara',
  'object.nameTooExpensive':
    'Non è stato possibile verificare il nome di proprietà {name} con il criterio {pattern}: questo criterio è troppo oneroso da verificare su questo nome (la corrispondenza richiede più passaggi di quelli consentiti a una verifica).',
  'object.required': 'Manca la proprietà obbligatoria {name}.',
  'object.requiredBecause': 'La proprietà {name} è obbligatoria perché {because} ({rule}).',
  'object.maxProperties': {
    one: "L'oggetto ha {properties}; al massimo {count} è consentita.",
    other: "L'oggetto ha {properties}; al massimo {count} sono consentite.",
  },
  'object.minProperties': {
    one: "L'oggetto ha {properties}; almeno {count} è obbligatoria.",
    other: "L'oggetto ha {properties}; almeno {count} sono obbligatorie.",
  },
  'object.propertyNameInvalid': 'Il nome di proprietà {name} non è valido: {reason}',
  'object.propertyNameDefault': 'non corrisponde allo schema propertyNames.',
  'object.dependentRequired': '{trigger} richiede {name} ({keyword}).',
  'object.dependentSchema': 'si applica perché {trigger} è presente: {keyword}',
  'object.propertyFalse': 'La proprietà {name} non è consentita.',
  'array.itemFalse': "L'elemento {index} non è consentito qui (il suo schema è false).",
  'schema.false': 'Qui non è consentito alcun valore (lo schema è false).',

  'anyOf.noMatch': 'Il valore non corrisponde a nessuna alternativa di {keyword}.',
  'anyOf.closest': 'la più vicina delle {count} alternative di {keyword}: quella {where}',
  'oneOf.several':
    'Il valore corrisponde a {count} alternative del oneOf {where} (rami {branches}); deve corrispondere esattamente a una.',
  'not.matches': 'Il valore non deve corrispondere allo schema "not" {where}{what}.',
  'not.mustNotHave': ' (non deve avere {names})',
  'implication.rule': "l'implicazione {where}",
  'implication.where': 'la condizione in "not"',
  'if.where': 'l\'"if"',
  'if.then': "l'if/then {where}",
  'if.else': 'l\'"if" {where} non corrisponde, quindi si applica "else"',
  'condition.is': '{name} è {value}',
  'condition.and': ' e ',
  'condition.absent': {
    one: '{names} è assente e {where} non ha un "required" per essa, quindi la condizione è soddisfatta',
    other: '{names} sono assenti e {where} non ha un "required" per esse, quindi la condizione è soddisfatta',
  },
  'ignored.besideRef':
    'Nota: nel draft {draft} le parole chiave accanto a "$ref" vengono ignorate, come "{keyword}" in {pointer}{more}; quindi un sottoschema qui accetta più di quanto dichiara. Inserire "$ref" e le altre parole chiave in voci "allOf" separate per applicarle entrambe; questo risultato può cambiare.',
  'ignored.notInDraft':
    'Nota: questo schema è del draft {draft}, che non ha "{keyword}"; quindi "{keyword}" in {pointer}{more} viene ignorata e un sottoschema qui accetta più di quanto dichiara{advice}.',
  'ignored.advice': '; {advice}, e questo risultato può cambiare',
  'ignored.adviceSeparator': ', oppure ',
  'ignored.declareDraft':
    'dichiarare "$schema": "{uri}" (il primo draft con "{keyword}") o un draft successivo',

  'replace.use': 'usare invece {keyword}',
  'replace.const': 'scrivere invece "enum": [<value>]',
  'replace.ifThenElse': 'scrivere invece la condizione come "anyOf": [{ "not": <if> }, <then>]',
  'replace.unevaluatedProperties':
    'usare "additionalProperties" e dichiarare di nuovo in "properties" i nomi dichiarati dai sottoschemi',
  'replace.prefixItems': 'usare invece un array di schemi in "items"',
  'replace.additionalItems': 'usare invece "items" accanto a "prefixItems"',

  'ref.unresolvable':
    'Impossibile risolvere il riferimento {ref}: non è disponibile alcuno schema con questo URI.',
  'ref.cannotCheck': 'Impossibile verificare questo valore: il riferimento {ref} non può essere risolto.',
  'kind.array': 'un array',
  'kind.string': 'una stringa',
  'kind.number': 'un numero',
  'ref.notSchema': 'Il riferimento {ref} punta a {kind}, non a uno schema: non può verificare nulla.',
  'ref.cannotCheckNotSchema':
    'Impossibile verificare questo valore: il riferimento {ref} non punta a uno schema.',
  'ref.loop':
    'Impossibile verificare questo valore: il riferimento {ref} torna su se stesso senza verificare nulla.',
  'ref.cycle':
    'Ciclo di riferimenti senza avanzamento: {chain} torna su se stesso senza verificare alcuna proprietà o elemento nel mezzo.',

  'limit.nesting': 'La convalida si è fermata qui: il valore è annidato per più di {limit} livelli.',
  'limit.stack':
    'La convalida si è fermata qui: il valore è annidato troppo in profondità per questo schema.',
  'limit.budget':
    'La convalida si è fermata qui: questo schema richiede più di {limit} applicazioni di sottoschemi per questo documento (applica i suoi sottoschemi agli stessi valori più e più volte).',
  'limit.schemaTooDeep': 'Lo schema è annidato troppo in profondità per essere usato.',
  'schema.unknownDraft': '"$schema" sconosciuto {uri}: la convalida usa il draft {draft}.',

  'fix.trustDomain': 'Considera attendibile {domain} per il download degli schemi',
  'fix.suppress': 'Elimina "{keyword}" su questa riga',
  'fix.removeSuppression': 'Rimuovi il commento di eliminazione non usato',
  'fix.all': 'Correggi tutti i problemi di JSON Object Validator che hanno una correzione univoca',
  'fix.replaceWith': 'Sostituisci con {value}',
  'fix.wrapInArray': 'Racchiudi in un array',
  'fix.convertTo': 'Converti in {type}',
  'fix.addRequired': 'Aggiungi la proprietà obbligatoria mancante "{name}"',
  'fix.addRequiredBy': 'Aggiungi la proprietà "{name}" richiesta da "{trigger}"',
  'fix.addAllRequired': 'Aggiungi tutte le proprietà obbligatorie mancanti',
  'fix.rename': "Si intendeva '{target}'? Rinomina '{name}'",
  'fix.removeProperty': 'Rimuovi la proprietà "{name}"',
  'fix.addToIfRequired': 'Aggiungi "{name}" a "required" dell\'"if"',
  'fix.splitDependencies': 'Dividi "dependencies" in "dependentRequired" e "dependentSchemas"',
  'fix.useUnevaluated': 'Sostituisci "additionalProperties": false con "unevaluatedProperties": false',
  'sort.document': "Ordina le proprietà nell'ordine dello schema",
  'sort.object': "Ordina le proprietà di questo oggetto nell'ordine dello schema",

  'related.rule': 'La regola: "{keyword}" in {file}',
  'diagnostic.maxFileSize':
    'Questo documento supera "jsonObjectValidator.maxFileSize" ({size}): viene convalidato all\'apertura e al salvataggio, non durante la digitazione.',
  'diagnostic.internalError':
    'Il validatore non è riuscito a elaborare questo documento ({reason}). I dettagli sono nel log del server; segnalare il problema.',

  'hover.noType': 'nessun tipo consentito',
  'hover.oneOf': 'uno tra {values}',
  'hover.pattern': 'criterio {pattern}',
  'hover.format': 'formato {format}',
  'hover.characters': { one: '{shown} carattere', other: '{shown} caratteri' },
  'hover.items': { one: '{shown} elemento', other: '{shown} elementi' },
  'hover.properties': { one: '{shown} proprietà', other: '{shown} proprietà' },
  'hover.atLeast': 'almeno {count}',
  'hover.atMost': 'al massimo {count}',
  'hover.multipleOf': 'multiplo di {value}',
  'hover.uniqueItems': 'elementi univoci',
  'hover.required': 'obbligatoria',
  'hover.noMatch': "non corrisponde al documento così com'è",
  'hover.branch': 'ramo {index} di {keyword} di {where}',
  'hover.default': 'Valore predefinito: {value}',
  'hover.deprecated': 'Deprecato.',
  'hover.deprecatedLabel': 'Deprecato:',
  'hover.alwaysApplies': 'si applica sempre',
  'hover.appliesNow': 'si applica ora ({branch})',
  'hover.notApplyingNow': 'non si applica ora ({branch}: {reason})',
  'completion.default': 'Il valore predefinito.',
  'completion.example': 'Un esempio tratto dallo schema.',

  'cli.filesChecked': { one: '{count} file verificato', other: '{count} file verificati' },
  'cli.notCompliant': { one: '{count} non conforme', other: '{count} non conformi' },
  'cli.unreadable': { one: '{count} illeggibile', other: '{count} illeggibili' },
  'cli.errors': { one: '{count} errore', other: '{count} errori' },
  'cli.warnings': { one: '{count} avviso', other: '{count} avvisi' },
  'cli.skipped': {
    one: '{count} ignorato (escluso o senza schema)',
    other: '{count} ignorati (esclusi o senza schema)',
  },
  'cli.unavailable': {
    one: '{count} non convalidato (non è stato possibile ottenere lo schema del catalogo)',
    other: '{count} non convalidati (non è stato possibile ottenere lo schema del catalogo)',
  },
  'cli.notShown': {
    one: '{count} problema non mostrato (--max-errors)',
    other: '{count} problemi non mostrati (--max-errors)',
  },
  'cli.moreNotShown': {
    one: '{count} altro problema non mostrato (--max-errors)',
    other: 'altri {count} problemi non mostrati (--max-errors)',
  },
  'cli.compliant': 'conforme',
  'cli.notCompliantVerdict': 'non conforme',
  'cli.verdictWith': '{verdict} a {schema}',

  'deprecated.property': 'La proprietà {name} è deprecata.',
  'deprecated.value': 'Questo valore è deprecato.',
};
