/** Italian: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksIt: ChecksCatalog = {
  'check.found.number': 'il numero {value}',
  'check.found.string': 'la stringa {value}',
  'check.found.array': 'un array',
  'check.found.object': 'un oggetto',

  'check.place.schema': 'Lo schema',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'Il valore di "{keyword}"',
  'check.place.eachValueOf': 'Ogni valore di "{keyword}"',
  'check.place.eachEntryOf': 'Ogni voce di "{keyword}"',
  'check.place.eachArrayIn': 'Ogni array in "{keyword}"',

  'check.mustBe': '{place} deve essere {expected}; trovato: {found}.{hint}',
  'check.expect.schemaObject': 'uno schema (un oggetto)',
  'check.expect.schemaOrBoolean': 'uno schema (un oggetto o un valore booleano)',
  'check.expect.booleanOrSchemaObject': 'un valore booleano o un oggetto schema',
  'check.expect.schemaOrSchemaArray': 'uno schema o un array di schemi',
  'check.expect.schemaArray': 'un array non vuoto di schemi',
  'check.expect.schemaMap': 'un oggetto i cui valori sono schemi',
  'check.expect.dependencies': 'un oggetto i cui valori sono schemi o array di nomi di proprietà',
  'check.expect.dependencyOrBoolean':
    'uno schema (un oggetto o un valore booleano) o un array di nomi di proprietà',
  'check.expect.dependency': 'uno schema (un oggetto) o un array di nomi di proprietà',
  'check.expect.nameListMap': 'un oggetto i cui valori sono array di nomi di proprietà',
  'check.expect.nameList': 'un array di nomi di proprietà',
  'check.expect.propertyName': 'un nome di proprietà (una stringa)',
  'check.expect.nonNegativeInteger': 'un intero non negativo',
  'check.expect.positiveNumber': 'un numero maggiore di 0',
  'check.expect.greaterThanZero': 'maggiore di 0',
  'check.expect.number': 'un numero',
  'check.expect.boolean': 'true o false',
  'check.expect.string': 'una stringa',
  'check.expect.array': 'un array',
  'check.expect.regex': "una stringa contenente un'espressione regolare",
  'check.expect.uriReference': 'una stringa (un riferimento URI)',
  'check.expect.vocabulary': 'un oggetto che associa URI di vocabolario a true o false',
  'check.expect.limitFlag': 'true o false (un flag su "{limit}")',
  'check.expect.anchorName': 'una stringa (un nome semplice)',
  'check.expect.enumArray': 'un array dei valori consentiti',
  'check.expect.typeNames': 'un nome di tipo o un array di nomi di tipo univoci',
  'check.expect.typeName': 'un nome di tipo',

  'check.hint.draft4Boolean': ' Nel draft {draft} un valore booleano non è uno schema (lo è dal draft 6).',
  'check.hint.prefixItems': ' Nel draft 2020-12 un array di schemi di elementi si scrive con "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} su una proprietà è sintassi del draft 3; elencare il nome nell\'array "required" dell\'oggetto che contiene la proprietà.',
  'check.hint.write': ' Scrivere {value}.',
  'check.hint.exclusiveNumber':
    ' Un numero qui è sintassi del draft 6; nel draft 4 scrivere "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Un valore booleano qui è sintassi del draft 4; dal draft 6 scrivere il limite stesso: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" deve contenere almeno uno schema; rimuovere l\'array vuoto.',
  'check.nameList.empty':
    'Nel draft 4 "{keyword}" deve elencare almeno un nome di proprietà; rimuovere l\'array vuoto.',
  'check.duplicate':
    '"{entry}" è elencato due volte in "{keyword}" (la prima all\'indice {first}); rimuovere questa voce.',
  'check.enum.emptyError':
    'Nel draft {draft} "enum" deve elencare almeno un valore; rimuovere l\'array vuoto.',
  'check.enum.empty':
    'Questo "enum" è vuoto, quindi qui nessun valore è valido; elencare i valori consentiti.',
  'check.enum.duplicate': 'Questo valore ripete la voce {first} di "enum"; rimuovere il duplicato.',
  'check.type.unknown': '"{name}" non è un tipo; usare uno di {types}.{hint}',
  'check.type.any': ' Omettere "type" per consentire qualsiasi tipo.',
  'check.type.format': ' Scrivere "type": "string" con "format": "{format}".',
  'check.type.didYouMean': ' Forse si intendeva "{suggestion}"?',
  'check.type.empty':
    '"type" deve indicare almeno un tipo; rimuovere l\'array vuoto per consentire qualsiasi tipo.',
  'check.id.fragment':
    '"{keyword}" non deve avere un frammento nel draft {draft}; assegnare invece un nome alla posizione con "$anchor": "{fragment}".',
  'check.exclusive.withoutLimit':
    'Nel draft 4 "{keyword}" modifica solo "{limit}", che questo schema non ha; aggiungere "{limit}".',
  'check.anchor.invalid':
    '"{value}" non è un "{keyword}" valido: nel draft {draft} un\'ancora deve iniziare con una lettera o "_" e contenere solo lettere, cifre, "-", "_" e ".".',
  'check.anchor.invalid2019':
    '"{value}" non è un "{keyword}" valido: nel draft {draft} un\'ancora deve iniziare con una lettera e contenere solo lettere, cifre, "-", "_", ":" e ".".',
  'check.regex.unusable': '{pattern} non può essere usato come espressione regolare: {error}.',
  'check.regex.invalid': '{pattern} non è un\'espressione regolare valida (ECMA-262, flag "u"): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) è maggiore di "{max}" ({high}), quindi nessun valore può soddisfarli entrambi.',

  'check.notInDraft.since':
    '"{keyword}" non è una parola chiave del draft {draft} (esiste dal draft {since}), quindi qui viene ignorata{instead}.',
  'check.notInDraft.only':
    '"{keyword}" non è una parola chiave del draft {draft} (esiste solo nel draft {since}), quindi qui viene ignorata{instead}.',
  'check.notInDraft.range':
    '"{keyword}" non è una parola chiave del draft {draft} (esiste dal draft {since} al {until}), quindi qui viene ignorata{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored': '"dependencies" non è una parola chiave del draft {draft} e viene ignorata.',
  'check.dependencies.moveRequired':
    '"dependencies" non è una parola chiave del draft {draft} e viene ignorata; spostare {required} in "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" non è una parola chiave del draft {draft} e viene ignorata; spostare {schemas} in "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" non è una parola chiave del draft {draft} e viene ignorata; spostare {required} in "dependentRequired" e {schemas} in "dependentSchemas".',
  'check.refSibling':
    'Nel draft {draft} le parole chiave accanto a "$ref" vengono ignorate, quindi qui "{keyword}" non ha effetto; inserire "$ref" e "{keyword}" in voci "allOf" separate per applicarli entrambi.',
  'check.unknownKeyword':
    '"{keyword}" non è una parola chiave, quindi qui viene ignorata; forse si intendeva "{suggestion}"?',

  'check.ifWithoutRequired':
    'Questo "if" verifica "{property}" ma non lo richiede: un oggetto senza "{property}" supera l\'"if", quindi "then" si applica anche a esso. Aggiungere "{property}" al "required" dell\'"if" in modo che "then" si applichi solo quando "{property}" è presente.',
  'check.branchWithoutIf':
    '"{keyword}" senza un "if" accanto viene ignorato; aggiungere l\'"if" a cui appartiene, oppure spostare le sue parole chiave in questo schema (o in una voce "allOf") per applicarle sempre.',
  'check.implicationWithoutRequired':
    'Questa condizione negata verifica "{property}" ma non lo richiede: un oggetto senza "{property}" soddisfa la condizione, quindi questo ramo di "anyOf" non riesce e gli altri rami devono valere. Aggiungere "required": ["{property}"] dentro il "not" in modo che l\'implicazione si applichi solo quando "{property}" è presente.',
  'check.ifWithoutBranches':
    '"if" senza "then" né "else" non ha effetto sulla convalida; aggiungere il ramo che deve selezionare, oppure rimuoverlo.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    one: '"additionalProperties": false rifiuta {names}, dichiarata solo tramite {via}: "additionalProperties" vede solo "properties" e "patternProperties" del proprio oggetto schema, quindi un oggetto che la usa non è valido.',
    other:
      '"additionalProperties": false rifiuta {names}, dichiarate solo tramite {via}: "additionalProperties" vede solo "properties" e "patternProperties" del proprio oggetto schema, quindi un oggetto che le usa non è valido.',
  },
  'check.additional.appliesTo': {
    one: '"additionalProperties" si applica anche a {names}, dichiarata solo tramite {via}: "additionalProperties" vede solo "properties" e "patternProperties" del proprio oggetto schema, quindi anche il suo valore deve corrispondervi.',
    other:
      '"additionalProperties" si applica anche a {names}, dichiarate solo tramite {via}: "additionalProperties" vede solo "properties" e "patternProperties" del proprio oggetto schema, quindi anche i loro valori devono corrispondervi.',
  },
  'check.additional.useUnevaluated': {
    one: 'Usare "unevaluatedProperties" invece di "additionalProperties" (vede ciò che dichiarano i sottoschemi), oppure dichiararla di nuovo come true nelle "properties" di questo oggetto.',
    other:
      'Usare "unevaluatedProperties" invece di "additionalProperties" (vede ciò che dichiarano i sottoschemi), oppure dichiararle di nuovo come true nelle "properties" di questo oggetto.',
  },
  'check.additional.redeclare': {
    one: 'Dichiararla di nuovo come true nelle "properties" di questo oggetto ("unevaluatedProperties" lo farebbe, ma richiede il draft 2019-09; questo è il draft {draft}).',
    other:
      'Dichiararle di nuovo come true nelle "properties" di questo oggetto ("unevaluatedProperties" lo farebbe, ma richiede il draft 2019-09; questo è il draft {draft}).',
  },
  'check.required.falseSchema':
    '"{property}" è obbligatoria ma il suo schema in "properties" è false, quindi qui nessun oggetto può essere valido.',
  'check.required.closed':
    '"{property}" è obbligatoria ma "additionalProperties": false la vieta (non è in "properties" né in "patternProperties" di questo oggetto), quindi qui nessun oggetto può essere valido; dichiarare "{property}" in "properties".',
  'check.required.propertyNames':
    '"{property}" è obbligatoria ma "propertyNames" la vieta ({reason}), quindi qui nessun oggetto può essere valido.',
  'check.names.false': 'è false',
  'check.names.pattern': 'il nome non corrisponde a {pattern}',
  'check.names.enum': 'il nome non è nel suo "enum"',
  'check.names.const': "l'unico nome consentito è {name}",
  'check.names.maxLength': 'i nomi sono lunghi al massimo {max} caratteri',
  'check.names.minLength': 'i nomi sono lunghi almeno {min} caratteri',
  'check.requiredExceedsMax': {
    one: '"required" elenca {count} nome ma "maxProperties" è {max}, quindi qui nessun oggetto può essere valido.',
    other:
      '"required" elenca {count} nomi ma "maxProperties" è {max}, quindi qui nessun oggetto può essere valido.',
  },
  'check.closed.refClosed': {
    one: 'Lo schema a cui punta "$ref" è chiuso da "{keyword}" (in {pointer}) e non dichiara {names}, quindi un oggetto che la contiene non lo supera: "allOf" e "$ref" non possono estendere uno schema chiuso.',
    other:
      'Lo schema a cui punta "$ref" è chiuso da "{keyword}" (in {pointer}) e non dichiara {names}, quindi un oggetto che le contiene non lo supera: "allOf" e "$ref" non possono estendere uno schema chiuso.',
  },
  'check.closed.entryClosed': {
    one: 'Questa voce di "allOf" è chiusa da "{keyword}" (in {pointer}) e non dichiara {names}, quindi un oggetto che la contiene non la supera: "allOf" e "$ref" non possono estendere uno schema chiuso.',
    other:
      'Questa voce di "allOf" è chiusa da "{keyword}" (in {pointer}) e non dichiara {names}, quindi un oggetto che le contiene non la supera: "allOf" e "$ref" non possono estendere uno schema chiuso.',
  },
  'check.closed.refConstrained': {
    one: 'Lo schema a cui punta "$ref" è vincolato da "{keyword}" (in {pointer}) e non dichiara {names}, quindi anche il suo valore deve corrispondere a "{keyword}" in quel punto.',
    other:
      'Lo schema a cui punta "$ref" è vincolato da "{keyword}" (in {pointer}) e non dichiara {names}, quindi anche i loro valori devono corrispondere a "{keyword}" in quel punto.',
  },
  'check.closed.entryConstrained': {
    one: 'Questa voce di "allOf" è vincolata da "{keyword}" (in {pointer}) e non dichiara {names}, quindi anche il suo valore deve corrispondere a "{keyword}" in quel punto.',
    other:
      'Questa voce di "allOf" è vincolata da "{keyword}" (in {pointer}) e non dichiara {names}, quindi anche i loro valori devono corrispondere a "{keyword}" in quel punto.',
  },
  'check.closed.useUnevaluated':
    'Rimuovere "{keyword}" dallo schema chiuso e inserire invece "unevaluatedProperties": false nello schema che lo estende.',
  'check.closed.redeclare': {
    one: 'Dichiararla di nuovo nelle "properties" dello schema chiuso, oppure spostare "additionalProperties": false nello schema che lo estende e dichiarare lì di nuovo i nomi ereditati come true.',
    other:
      'Dichiararle di nuovo nelle "properties" dello schema chiuso, oppure spostare "additionalProperties": false nello schema che lo estende e dichiarare lì di nuovo i nomi ereditati come true.',
  },
};
