/** Italian: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorIt: Catalog = {
  'syntax.unexpectedEndOfComment': 'Fine del commento imprevista.',
  'syntax.unexpectedEndOfString': 'Fine della stringa imprevista.',
  'syntax.unexpectedEndOfNumber': 'Fine del numero imprevista.',
  'syntax.invalidUnicode': 'Sequenza Unicode non valida nella stringa.',
  'syntax.invalidEscapeCharacter': 'Carattere di escape non valido nella stringa.',
  'syntax.invalidCharacter':
    'Caratteri non validi nella stringa. I caratteri di controllo devono essere preceduti da un carattere di escape.',
  'syntax.commentNotPermitted': 'I commenti non sono consentiti in JSON.',
  'syntax.leadingZero': 'I numeri non devono avere zeri iniziali.',
  'syntax.commaOrBracketExpected': 'È prevista una virgola o una parentesi quadra di chiusura',
  'syntax.commaOrBraceExpected': 'È prevista una virgola o una parentesi graffa di chiusura',
  'syntax.valueExpected': 'È previsto un valore',
  'syntax.propertyExpected': 'È prevista una proprietà',
  'syntax.trailingComma': 'Virgola finale',
  'syntax.commaExpected': 'È prevista una virgola',
  'syntax.keysDoubleQuoted': 'Le chiavi delle proprietà devono essere racchiuse tra virgolette doppie',
  'syntax.colonExpected': 'Sono previsti i due punti',
  'syntax.jsonValueExpected': 'È previsto un oggetto, una matrice o un valore letterale JSON.',
  'syntax.endOfFileExpected': 'È prevista la fine del file.',
  'syntax.unparsable': 'Non è stato possibile analizzare il documento.',
  'syntax.duplicateKey': 'Chiave di oggetto duplicata {key}.',
  'syntax.tooDeep': 'Un annidamento di oltre {limit} livelli non è supportato.',
  'syntax.tooManyProblems': 'Vengono segnalati solo i primi {limit} problemi.',
  'syntax.tooManyItems':
    'I contenitori con più di {limit} elementi non sono supportati: il resto di questo non viene controllato.',
  'syntax.tooManyProperties':
    'I contenitori con più di {limit} proprietà non sono supportati: il resto di questo non viene controllato.',

  'load.subjectSchema': 'Lo schema {name}',
  'load.subjectReference': '{reference}, a cui fa riferimento lo schema {schema},',
  'load.subjectCatalog': 'Il catalogo {name}',
  'load.untrusted': '{subject} non viene scaricato: {domain} non è un dominio attendibile ({trust}).',
  'load.untrustedRedirect':
    '{subject} non viene scaricato (reindirizza a {target}): {domain} non è un dominio attendibile ({trust}).',
  'load.untrustedMirror':
    '{subject} non viene scaricato dal mirror di SchemaStore ({mirror}): {domain} non è un dominio attendibile ({trust}).',
  'load.restricted':
    "{subject} non viene scaricato finché l'area di lavoro è in modalità con restrizioni; considerare attendibile l'area di lavoro per convalidare con esso.",
  'load.disabled':
    '{subject} non viene scaricato: il download degli schemi è disabilitato ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject} non è ancora stato scaricato ({reason}); il documento viene convalidato appena arriva.',
  'load.failedNoCopy':
    '{subject} non è stato scaricato ({reason}) e non è disponibile alcuna copia nella cache.',
  'load.cannotUse': '{subject} non può essere usato: {reason}.',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Le regole dietro quel riferimento non vengono controllate.',
  'load.documentNotValidated': 'Il documento non viene convalidato.',
  'load.trustCli': '{setting} nelle impostazioni, oppure --trust-domain {domain}',
  'load.reason.notFound': 'il file non esiste',
  'load.reason.folder': 'è una cartella',
  'load.reason.permission': 'autorizzazione negata',
  'load.reason.notLoaded': 'non è stato possibile caricarlo',
  'load.reason.notRead': 'non è stato possibile leggerlo',
  'load.reason.notDownloaded': 'non è stato possibile scaricarlo',
  'load.reason.notJson': 'non è JSON valido ({message})',
  'load.reason.notJsonAt': 'non è JSON valido ({message} alla riga {line}, colonna {column})',
  'load.reason.compileFailed': 'la compilazione non è riuscita ({error})',
  'load.reason.scheme': 'lo schema URI di {uri} non è supportato',
  'load.reason.tooLarge': 'supera {limit}',
  'load.reason.editorOnly': 'solo VS Code può fornire i propri schemi',
  'load.reason.editorDidNotServe': "l'editor non lo ha fornito",
  'load.reason.downloadFailed': 'non è stato possibile scaricarlo ({reason})',
  'load.reason.downloadFailedMirror': 'non è stato possibile scaricarlo dal mirror {mirror} ({reason})',
  'load.reason.untrusted': 'non viene scaricato perché {domain} non è un dominio attendibile ({setting})',
  'load.reason.restricted':
    "non viene scaricato nulla finché l'area di lavoro è in modalità con restrizioni (considerare attendibile l'area di lavoro per consentirlo)",
  'load.reason.disabled':
    'il download degli schemi è disabilitato ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'non viene scaricato',
  'load.cachedCopy':
    'Non è stato possibile scaricare {url} ({reason}); viene usata la copia memorizzata nella cache il {date}.',
  'load.cachedCopyMirror':
    'Non è stato possibile scaricare {url} dal mirror {mirror} ({reason}); viene usata la copia memorizzata nella cache il {date}.',

  'association.schemaProperty': 'La proprietà "$schema" del documento lo indica.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) indica che il file non ha uno schema ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) ha scelto lo schema inline n. {number} per il file ("{pattern}").',
  'association.inline':
    'Lo schema inline n. {number} di "jsonObjectValidator.schemas" ({where}) corrisponde al file con "{pattern}".',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas" ({where}) ha scelto {url} per il file ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) associa "{pattern}" a {url}.',
  'association.jsonSchemasInline':
    'Lo schema inline n. {number} di "json.schemas" ({where}) corrisponde al file con "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) associa "{pattern}" a {url}.',
  'association.extension':
    'Un contributo "jsonValidation" di {extension} associa "{pattern}" a questo schema.',
  'association.catalog': 'Il catalogo SchemaStore associa "{pattern}" a "{name}" ({url}).',
  'association.option': 'È indicato con --schema.',
  'association.settings': 'impostazioni',
  'association.folderSettings': "impostazioni della cartella dell'area di lavoro",
  'association.userSettings': 'impostazioni utente',
  'association.workspaceSettings': "impostazioni dell'area di lavoro",
  'association.vscode': 'VS Code stesso',
  'association.theExtension': "l'estensione {id}",
  'association.anExtension': "un'estensione installata",
  'association.noSchemaFor': 'Nessuno schema per questo file: {reason}',
  'association.isSchema':
    'Questo documento è uno schema: viene controllato con i controlli dei file di schema.',
  'association.none':
    'Nessuno schema applicabile: il documento non ha "$schema" e nessuna impostazione, contributo di estensione o voce del catalogo SchemaStore corrisponde.',

  'worker.lost': 'Questo documento non viene convalidato: {reason}. Chiuderlo e riaprirlo per riprovare.',
  'worker.outOfSync':
    "Questo documento non viene convalidato: l'editor ha inviato una modifica che il server non è riuscito ad applicare ({reason}), quindi il server non ne conosce più il testo. Chiuderlo e riaprirlo (o sostituirne l'intero testo) per convalidarlo di nuovo.",
  'worker.stoppedReading':
    'il thread che convalida i documenti di grandi dimensioni si è arrestato {count} volte durante la lettura ({reason})',
  'worker.stoppedOften':
    'il thread che convalida i documenti di grandi dimensioni si è arrestato {count} volte in un minuto ({reason})',
  'worker.hiddenProblems': 'Altri {count} problemi non vengono mostrati (al massimo {max} per documento).',
  'settings.globList': '"{setting}" deve essere un elenco di glob; {value} viene usato come [{value}].',
  'settings.globListNot': '"{setting}" deve essere un elenco di glob, non {value}.',
  'settings.notGlobString': '"{setting}" contiene {value}, che non è una stringa glob; viene ignorato.',
  'settings.globIgnored': '"{setting}" contiene il glob {value}, che viene ignorato: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" deve essere un elenco di voci, non {value}.',
  'settings.entryObject':
    '"{name}" deve essere un oggetto con "fileMatch" e "url" o "schema"; viene ignorato.',
  'settings.entryUrl': '"{name}.url" deve essere una stringa di percorso o URI, non {value}.',
  'settings.entrySchema':
    '"{name}.schema" deve essere un oggetto JSON Schema o un valore booleano, non {value}.',
  'settings.noFileMatch': '"{name}" non ha "fileMatch"; viene ignorato.',
  'settings.noUsableFileMatch': '"{name}" non ha alcun criterio "fileMatch" utilizzabile; viene ignorato.',
  'settings.entryFlag': '"{name}.{flag}" deve essere true o false, non {value}.',
  'settings.entryEmpty': '"{name}" non ha né "url" né "schema" (né "noSchema": true); viene ignorato.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" deve essere un oggetto parola chiave: gravità, non {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" è {value}: letto come "{alias}" (usare uno tra {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" è {value}, che non è una gravità (usare uno tra {allowed}); si applica il valore predefinito.',
  'settings.number':
    '"{setting}" deve essere un numero maggiore o uguale a 0, non {value}; si applica il valore predefinito {fallback}.',
  'settings.boolean':
    '"{setting}" deve essere true o false, non {value}; si applica il valore predefinito {fallback}.',
  'settings.trustedObject':
    '"{setting}" deve essere un oggetto di voci "https://domain/": true, non {value}; si applicano i valori predefiniti.',
  'settings.trustedValue': '"{setting}" contiene {domain}: {value}; il valore deve essere true o false.',
  'settings.httpUrl':
    '"{setting}" deve essere un URL http(s), non {value}; si applica il valore predefinito.',
  'settings.httpOrFileUrl':
    '"{setting}" deve essere un URL http(s) o di file, non {value}; si applica il valore predefinito.',
  'settings.object': '"{setting}" deve essere un oggetto, non {value}.',
  'settings.string': '"{setting}.{key}" deve essere una stringa, non {value}.',
  'settings.section': 'Le impostazioni "jsonObjectValidator" devono essere un oggetto, non {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" è {value}, che non è uno tra "auto", "always", "off"; si applica "auto".',
  'settings.problems': '{count} impostazioni non sono state usate come scritte (vedere il log): {first}',

  'sort.alreadySorted': "Già nell'ordine dello schema.",
  'sort.tooLarge': 'I documenti di {limit} o più non vengono ordinati (questo ha {size}).',
  'sort.syntaxErrors':
    'Il documento contiene errori di sintassi, quindi non è stato ordinato nulla: correggerli prima (riga {line}: {message}).',
  'sort.noObject': 'Il documento non contiene alcun oggetto da ordinare.',
  'sort.noSchemaForDocument': 'Nessuno schema si applica a questo documento.',
  'sort.notInObject': "Il cursore non è all'interno di un oggetto.",
  'sort.noSchemaForObject': "Nessuno schema si applica all'oggetto in corrispondenza del cursore.",
  'command.notValidatedNow':
    'Il documento non viene convalidato ora (vedere la diagnostica), quindi non è stato ordinato nulla.',
  'command.closed': 'Il documento è stato chiuso.',
  'command.changed': "Il documento è cambiato durante l'ordinamento: eseguire di nuovo il comando.",
  'command.schemaNotLoaded':
    'Non è stato possibile caricare lo schema di questo documento, quindi non è stato ordinato nulla.',
  'command.noSchema': 'Nessuno schema si applica a questo documento, quindi non esiste un ordine da seguire.',
  'command.notApplied': "L'editor non ha applicato l'ordinamento.",
  'command.notAppliedBecause': "L'editor non ha applicato l'ordinamento: {reason}.",
  'command.sorted': "Proprietà ordinate nell'ordine dello schema.",

  'lens.unused': 'Nessun file noto usa questo schema · Convalida area di lavoro',
  'lens.compliant': {
    one: 'Usato da {shown} file · conforme',
    other: 'Usato da {shown} file · tutti conformi',
  },
  'lens.notCompliant': {
    one: 'Usato da {shown} file · {notCompliant} non conforme',
    other: 'Usato da {shown} file · {notCompliant} non conformi',
  },
  'lens.pick': '{file}: {title}. Aprirne uno:',
  'lens.pickFirst': '{file}: {title}; vengono proposti i primi {offered}. Aprirne uno:',
  'lens.fileProblems': { one: '{label} ({count} problema)', other: '{label} ({count} problemi)' },

  'cli.usageHint': 'Eseguire "json-object-validator --help" per informazioni sull\'utilizzo.',
  'cli.noFilesMatch': 'nessun file corrisponde a "{pattern}".',
  'cli.noDocuments': 'Nessun documento da convalidare.',
  'cli.noneValidated': 'Nessun documento è stato convalidato.',
  'cli.schemaInvalid': 'lo schema {name} non è valido; nessun documento è stato convalidato.',
  'cli.cannotRead': 'Impossibile leggere {file}: {reason}.',
  'cli.cannotReadFile': 'Impossibile leggere il file: {reason}.',
  'cli.cannotReadSchema': 'Impossibile leggere lo schema {name}: {reason}.',
  'cli.cannotLoadReference': 'Impossibile caricare lo schema a cui si fa riferimento {uri}. {reason}',
  'cli.syntaxErrors': '{name} contiene errori di sintassi.',
  'cli.onlyFilesAndUrls': 'È possibile caricare solo file e URL http(s).',
  'cli.schemaScheme':
    'Impossibile caricare lo schema {target}: è possibile caricare solo file e URL http(s).',
  'cli.progress': 'Convalida di {done}/{total} file...',
  'cli.internalError': 'Errore interno durante la convalida: {reason}.',
  'cli.noSchema':
    'Nessuno schema con cui convalidare: aggiungere una proprietà "$schema" che indichi il file di schema oppure passare --schema FILE.',
  'cli.schemaNotString': '"$schema" deve essere una stringa che indica il file di schema.',
  'cli.schemaHasErrors': {
    one: 'Non convalidato: lo schema {name} contiene {count} errore; correggerlo prima.',
    other: 'Non convalidato: lo schema {name} contiene {count} errori; correggerli prima.',
  },
  'cli.schemaHasErrorsBecause':
    'Non convalidato: lo schema {name} contiene errori; correggerli prima. {reason}',
  'cli.invalidGlob': 'Glob non valido {glob}: {reason}.',
  'cli.changedSince': {
    one: '{changed} documento su {count} è cambiato da {ref} o usa ciò che è cambiato.',
    other: '{changed} documenti su {count} sono cambiati da {ref} o usano ciò che è cambiato.',
  },
  'cli.gitNotRun': 'non è stato possibile eseguire git: {reason}',
  'cli.needsGit': '--changed-since richiede un repository git: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" non è un commit, un ramo o un tag di questo repository.',
  'cli.catalogNotJson': 'Il catalogo {name} non è JSON valido.',
  'cli.catalogNotJsonAt': 'Il catalogo {name} non è JSON valido (riga {line}: {message}).',
  'cli.catalogNoEntry':
    'Il catalogo {name} non ha voci utilizzabili: è previsto il formato di SchemaStore, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Impossibile leggere il catalogo {name}: {reason}.',
  'cli.cannotReadSettings': 'Impossibile leggere il file di impostazioni {name}: {reason}.',
  'cli.shippedOne': '{url}: {reason}; viene usata la copia fornita con la CLI (SchemaStore, {date}).',
  'cli.shippedMany':
    '{count} schemi SchemaStore provengono dalle copie fornite con la CLI (SchemaStore, {date}), il primo ({url}) perché {reason}.',
  'cli.merge.notJunit': '{name} è XML ma non è un report JUnit (manca <testsuites>).',
  'cli.merge.unknown': '{name} non è né JSON né XML JUnit.',
  'cli.merge.notReport': '{name} è JSON ma non è né un log SARIF né un report di json-object-validator.',
  'cli.merge.formats': 'I report hanno formati diversi ({formats}): merge unisce un solo formato.',
  'cli.merge.noRun': 'I report SARIF non contengono esecuzioni.',
  'cli.encoding.utf16':
    'Questo file è {encoding} (con byte order mark), non UTF-8: è stato convalidato dopo la decodifica, ma JSON viene scambiato in UTF-8 (RFC 8259) e altri strumenti potrebbero non leggerlo; salvarlo in UTF-8.',
  'cli.encoding.badBom':
    'Questo file inizia con un byte order mark {encoding} ma non è {encoding} valido; salvarlo in UTF-8.',
  'cli.encoding.notUtf8':
    'Il file non è UTF-8 valido: il byte {byte} alla posizione {offset} non inizia un carattere UTF-8 valido. Il testo JSON deve essere UTF-8 (RFC 8259): salvare il file in UTF-8.',
  'jsonLines.notUtf8':
    'Questa riga non è UTF-8 valido: il byte {byte} non inizia un carattere UTF-8 valido. Il testo JSON deve essere UTF-8 (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" deve indicare un documento di schema intero; "{fragment}" punta al suo interno.',
  'cli.schemaBadUrl': 'URL non valido "{value}" in "$schema".',
  'cli.schemaBadFileUri': 'URI di file non valido "{value}": {reason}.',
  'cli.schemaBadScheme':
    'Lo schema "{value}" ha uno schema URI non supportato: usare un percorso relativo, un URI file: o http(s):, oppure --schema FILE.',
  'cli.schemaEmpty': '"$schema" è vuoto: indicare un file di schema.',
  'cli.reason.noSuchFile': 'file inesistente',
  'cli.reason.fileNotFound': 'file non trovato',
  'cli.reason.directory': 'è una directory',
  'cli.reason.notAFile': 'è una directory, non un file',
};
