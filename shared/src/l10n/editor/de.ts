/** German: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorDe: Catalog = {
  'syntax.unexpectedEndOfComment': 'Unerwartetes Ende des Kommentars.',
  'syntax.unexpectedEndOfString': 'Unerwartetes Ende der Zeichenfolge.',
  'syntax.unexpectedEndOfNumber': 'Unerwartetes Ende der Zahl.',
  'syntax.invalidUnicode': 'Ungültige Unicode-Sequenz in der Zeichenfolge.',
  'syntax.invalidEscapeCharacter': 'Ungültiges Escapezeichen in der Zeichenfolge.',
  'syntax.invalidCharacter':
    'Ungültige Zeichen in der Zeichenfolge. Steuerzeichen müssen mit Escapezeichen versehen werden.',
  'syntax.commentNotPermitted': 'Kommentare sind in JSON nicht zulässig.',
  'syntax.leadingZero': 'Zahlen dürfen keine führenden Nullen haben.',
  'syntax.commaOrBracketExpected': 'Komma oder schließende eckige Klammer erwartet',
  'syntax.commaOrBraceExpected': 'Komma oder schließende geschweifte Klammer erwartet',
  'syntax.valueExpected': 'Wert erwartet',
  'syntax.propertyExpected': 'Eigenschaft erwartet',
  'syntax.trailingComma': 'Nachgestelltes Komma',
  'syntax.commaExpected': 'Komma erwartet',
  'syntax.keysDoubleQuoted': 'Eigenschaftsschlüssel müssen in doppelten Anführungszeichen stehen',
  'syntax.colonExpected': 'Doppelpunkt erwartet',
  'syntax.jsonValueExpected': 'JSON-Objekt, -Array oder -Literal erwartet.',
  'syntax.endOfFileExpected': 'Dateiende erwartet.',
  'syntax.unparsable': 'Das Dokument konnte nicht geparst werden.',
  'syntax.duplicateKey': 'Doppelter Objektschlüssel {key}.',
  'syntax.tooDeep': 'Eine Verschachtelung tiefer als {limit} Ebenen wird nicht unterstützt.',
  'syntax.tooManyProblems': 'Nur die ersten {limit} Probleme werden gemeldet.',
  'syntax.tooManyItems':
    'Container mit mehr als {limit} Elementen werden nicht unterstützt: Der Rest dieses Containers wird nicht geprüft.',
  'syntax.tooManyProperties':
    'Container mit mehr als {limit} Eigenschaften werden nicht unterstützt: Der Rest dieses Containers wird nicht geprüft.',

  'load.subjectSchema': 'Das Schema {name}',
  'load.subjectReference': '{reference}, auf das das Schema {schema} verweist,',
  'load.subjectCatalog': 'Der Katalog {name}',
  'load.untrusted':
    '{subject} wird nicht heruntergeladen: {domain} ist keine vertrauenswürdige Domäne ({trust}).',
  'load.untrustedRedirect':
    '{subject} wird nicht heruntergeladen (leitet zu {target} weiter): {domain} ist keine vertrauenswürdige Domäne ({trust}).',
  'load.untrustedMirror':
    '{subject} wird nicht vom SchemaStore-Spiegel ({mirror}) heruntergeladen: {domain} ist keine vertrauenswürdige Domäne ({trust}).',
  'load.restricted':
    '{subject} wird nicht heruntergeladen, solange sich der Arbeitsbereich im eingeschränkten Modus befindet; vertrauen Sie dem Arbeitsbereich, um damit zu validieren.',
  'load.disabled':
    '{subject} wird nicht heruntergeladen: Das Herunterladen von Schemas ist deaktiviert ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject} konnte noch nicht heruntergeladen werden ({reason}); das Dokument wird validiert, sobald es eintrifft.',
  'load.failedNoCopy':
    '{subject} konnte nicht heruntergeladen werden ({reason}), und es gibt keine zwischengespeicherte Kopie.',
  'load.cannotUse': '{subject} kann nicht verwendet werden: {reason}.',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Die Regeln hinter diesem Verweis werden nicht geprüft.',
  'load.documentNotValidated': 'Das Dokument wird nicht validiert.',
  'load.trustCli': '{setting} in den Einstellungen oder --trust-domain {domain}',
  'load.reason.notFound': 'die Datei ist nicht vorhanden',
  'load.reason.folder': 'es ist ein Ordner',
  'load.reason.permission': 'Zugriff verweigert',
  'load.reason.notLoaded': 'es konnte nicht geladen werden',
  'load.reason.notRead': 'es konnte nicht gelesen werden',
  'load.reason.notDownloaded': 'es konnte nicht heruntergeladen werden',
  'load.reason.notJson': 'es ist kein gültiges JSON ({message})',
  'load.reason.notJsonAt': 'es ist kein gültiges JSON ({message} in Zeile {line}, Spalte {column})',
  'load.reason.compileFailed': 'das Kompilieren ist fehlgeschlagen ({error})',
  'load.reason.scheme': 'das URI-Schema von {uri} wird nicht unterstützt',
  'load.reason.tooLarge': 'es ist größer als {limit}',
  'load.reason.editorOnly': 'nur VS Code kann seine eigenen Schemas bereitstellen',
  'load.reason.editorDidNotServe': 'der Editor hat es nicht bereitgestellt',
  'load.reason.downloadFailed': 'es konnte nicht heruntergeladen werden ({reason})',
  'load.reason.downloadFailedMirror':
    'es konnte nicht vom Spiegel {mirror} heruntergeladen werden ({reason})',
  'load.reason.untrusted':
    'es wird nicht heruntergeladen, weil {domain} keine vertrauenswürdige Domäne ist ({setting})',
  'load.reason.restricted':
    'im eingeschränkten Modus des Arbeitsbereichs wird nichts heruntergeladen (vertrauen Sie dem Arbeitsbereich, um es zuzulassen)',
  'load.reason.disabled':
    'das Herunterladen von Schemas ist deaktiviert ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'es wird nicht heruntergeladen',
  'load.cachedCopy':
    '{url} konnte nicht heruntergeladen werden ({reason}); die am {date} zwischengespeicherte Kopie wird verwendet.',
  'load.cachedCopyMirror':
    '{url} konnte nicht vom Spiegel {mirror} heruntergeladen werden ({reason}); die am {date} zwischengespeicherte Kopie wird verwendet.',

  'association.schemaProperty': 'Die Eigenschaft "$schema" des Dokuments nennt es.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) legt fest, dass die Datei kein Schema hat ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) hat das Inlineschema #{number} für die Datei gewählt ("{pattern}").',
  'association.inline':
    'Das Inlineschema #{number} von "jsonObjectValidator.schemas" ({where}) passt mit "{pattern}" auf die Datei.',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas" ({where}) hat {url} für die Datei gewählt ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) ordnet "{pattern}" {url} zu.',
  'association.jsonSchemasInline':
    'Das Inlineschema #{number} von "json.schemas" ({where}) passt mit "{pattern}" auf die Datei.',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) ordnet "{pattern}" {url} zu.',
  'association.extension':
    'Ein "jsonValidation"-Beitrag von {extension} ordnet "{pattern}" diesem Schema zu.',
  'association.catalog': 'Der SchemaStore-Katalog ordnet "{pattern}" "{name}" zu ({url}).',
  'association.option': 'Es ist mit --schema angegeben.',
  'association.settings': 'Einstellungen',
  'association.folderSettings': 'Einstellungen des Arbeitsbereichsordners',
  'association.userSettings': 'Benutzereinstellungen',
  'association.workspaceSettings': 'Arbeitsbereichseinstellungen',
  'association.vscode': 'VS Code selbst',
  'association.theExtension': 'der Erweiterung {id}',
  'association.anExtension': 'einer installierten Erweiterung',
  'association.noSchemaFor': 'Kein Schema für diese Datei: {reason}',
  'association.isSchema':
    'Dieses Dokument ist ein Schema: Es wird mit den Prüfungen für Schemadateien geprüft.',
  'association.none':
    'Kein Schema gilt: Das Dokument hat kein "$schema", und keine Einstellung, kein Erweiterungsbeitrag und kein Eintrag des SchemaStore-Katalogs passt darauf.',

  'worker.lost':
    'Dieses Dokument wird nicht validiert: {reason}. Schließen Sie es und öffnen Sie es erneut, um es noch einmal zu versuchen.',
  'worker.outOfSync':
    'Dieses Dokument wird nicht validiert: Der Editor hat eine Änderung gesendet, die der Server nicht anwenden konnte ({reason}), daher kennt der Server seinen Text nicht mehr. Schließen Sie es und öffnen Sie es erneut (oder ersetzen Sie den gesamten Text), um es wieder zu validieren.',
  'worker.stoppedReading':
    'der Thread, der große Dokumente validiert, wurde beim Lesen {count}-mal beendet ({reason})',
  'worker.stoppedOften':
    'der Thread, der große Dokumente validiert, wurde innerhalb einer Minute {count}-mal beendet ({reason})',
  'worker.hiddenProblems': '{count} weitere Probleme werden nicht angezeigt (höchstens {max} pro Dokument).',
  'settings.globList': '"{setting}" sollte eine Liste von Globs sein; {value} wird als [{value}] verwendet.',
  'settings.globListNot': '"{setting}" sollte eine Liste von Globs sein, nicht {value}.',
  'settings.notGlobString':
    '"{setting}" enthält {value}, das keine Glob-Zeichenfolge ist; es wird ignoriert.',
  'settings.globIgnored': '"{setting}" enthält den Glob {value}, der ignoriert wird: {reason}.',
  'settings.schemasList':
    '"jsonObjectValidator.schemas" sollte eine Liste von Einträgen sein, nicht {value}.',
  'settings.entryObject':
    '"{name}" sollte ein Objekt mit "fileMatch" und "url" oder "schema" sein; es wird ignoriert.',
  'settings.entryUrl': '"{name}.url" sollte eine Pfad- oder URI-Zeichenfolge sein, nicht {value}.',
  'settings.entrySchema':
    '"{name}.schema" sollte ein JSON-Schema-Objekt oder ein boolescher Wert sein, nicht {value}.',
  'settings.noFileMatch': '"{name}" hat kein "fileMatch"; es wird ignoriert.',
  'settings.noUsableFileMatch': '"{name}" hat kein verwendbares "fileMatch"-Muster; es wird ignoriert.',
  'settings.entryFlag': '"{name}.{flag}" sollte true oder false sein, nicht {value}.',
  'settings.entryEmpty': '"{name}" hat weder "url" noch "schema" (noch "noSchema": true); es wird ignoriert.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" sollte ein Objekt aus Schlüsselwort: Schweregrad sein, nicht {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" ist {value}: gelesen als "{alias}" (verwenden Sie einen der Werte {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" ist {value}, kein Schweregrad (verwenden Sie einen der Werte {allowed}); der Standardwert gilt.',
  'settings.number':
    '"{setting}" sollte eine Zahl ab 0 sein, nicht {value}; der Standardwert {fallback} gilt.',
  'settings.boolean':
    '"{setting}" sollte true oder false sein, nicht {value}; der Standardwert {fallback} gilt.',
  'settings.trustedObject':
    '"{setting}" sollte ein Objekt aus Einträgen "https://domain/": true sein, nicht {value}; die Standardwerte gelten.',
  'settings.trustedValue': '"{setting}" enthält {domain}: {value}; der Wert sollte true oder false sein.',
  'settings.httpUrl': '"{setting}" sollte eine http(s)-URL sein, nicht {value}; der Standardwert gilt.',
  'settings.httpOrFileUrl':
    '"{setting}" sollte eine http(s)- oder Datei-URL sein, nicht {value}; der Standardwert gilt.',
  'settings.object': '"{setting}" sollte ein Objekt sein, nicht {value}.',
  'settings.string': '"{setting}.{key}" sollte eine Zeichenfolge sein, nicht {value}.',
  'settings.section': 'Die Einstellungen "jsonObjectValidator" sollten ein Objekt sein, nicht {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" ist {value}, keiner der Werte "auto", "always", "off"; "auto" gilt.',
  'settings.problems':
    '{count} Einstellungen konnten nicht wie angegeben verwendet werden (siehe Protokoll): {first}',

  'sort.alreadySorted': 'Bereits in Schemareihenfolge.',
  'sort.tooLarge': 'Dokumente ab {limit} werden nicht sortiert (dieses hat {size}).',
  'sort.syntaxErrors':
    'Das Dokument hat Syntaxfehler, daher wurde nichts sortiert: Beheben Sie diese zuerst (Zeile {line}: {message}).',
  'sort.noObject': 'Das Dokument enthält kein Objekt zum Sortieren.',
  'sort.noSchemaForDocument': 'Für dieses Dokument gilt kein Schema.',
  'sort.notInObject': 'Der Cursor befindet sich nicht in einem Objekt.',
  'sort.noSchemaForObject': 'Für das Objekt am Cursor gilt kein Schema.',
  'command.notValidatedNow':
    'Das Dokument wird derzeit nicht validiert (siehe seine Diagnosen), daher wurde nichts sortiert.',
  'command.closed': 'Das Dokument wurde geschlossen.',
  'command.changed': 'Das Dokument wurde während des Sortierens geändert: Führen Sie den Befehl erneut aus.',
  'command.schemaNotLoaded':
    'Das Schema dieses Dokuments konnte nicht geladen werden, daher wurde nichts sortiert.',
  'command.noSchema': 'Für dieses Dokument gilt kein Schema, daher gibt es keine Reihenfolge zum Sortieren.',
  'command.notApplied': 'Der Editor hat die Sortierung nicht angewendet.',
  'command.notAppliedBecause': 'Der Editor hat die Sortierung nicht angewendet: {reason}.',
  'command.sorted': 'Die Eigenschaften wurden in Schemareihenfolge sortiert.',

  'lens.unused': 'Keine bekannte Datei verwendet dieses Schema · Arbeitsbereich validieren',
  'lens.compliant': {
    one: 'Von {shown} Datei verwendet · konform',
    other: 'Von {shown} Dateien verwendet · alle konform',
  },
  'lens.notCompliant': {
    one: 'Von {shown} Datei verwendet · {notCompliant} nicht konform',
    other: 'Von {shown} Dateien verwendet · {notCompliant} nicht konform',
  },
  'lens.pick': '{file}: {title}. Eine öffnen:',
  'lens.pickFirst': '{file}: {title}; die ersten {offered} werden angeboten. Eine öffnen:',
  'lens.fileProblems': { one: '{label} ({count} Problem)', other: '{label} ({count} Probleme)' },

  'cli.usageHint': 'Führen Sie "json-object-validator --help" aus, um die Verwendung anzuzeigen.',
  'cli.noFilesMatch': 'keine Dateien entsprechen "{pattern}".',
  'cli.noDocuments': 'Keine Dokumente zu validieren.',
  'cli.noneValidated': 'Es wurde kein Dokument validiert.',
  'cli.schemaInvalid': 'Das Schema {name} ist ungültig; es wurde kein Dokument validiert.',
  'cli.cannotRead': '{file} kann nicht gelesen werden: {reason}.',
  'cli.cannotReadFile': 'Die Datei kann nicht gelesen werden: {reason}.',
  'cli.cannotReadSchema': 'Das Schema {name} kann nicht gelesen werden: {reason}.',
  'cli.cannotLoadReference': 'Das referenzierte Schema {uri} kann nicht geladen werden. {reason}',
  'cli.syntaxErrors': '{name} hat Syntaxfehler.',
  'cli.onlyFilesAndUrls': 'Nur Dateien und http(s)-URLs können geladen werden.',
  'cli.schemaScheme':
    'Das Schema {target} kann nicht geladen werden: Nur Dateien und http(s)-URLs können geladen werden.',
  'cli.progress': '{done}/{total} Dateien werden validiert...',
  'cli.internalError': 'Interner Fehler beim Validieren: {reason}.',
  'cli.noSchema':
    'Kein Schema zum Validieren: Fügen Sie eine Eigenschaft "$schema" mit der Schemadatei hinzu, oder geben Sie --schema FILE an.',
  'cli.schemaNotString': '"$schema" muss eine Zeichenfolge sein, die die Schemadatei nennt.',
  'cli.schemaHasErrors': {
    one: 'Nicht validiert: Das Schema {name} hat {count} Fehler; beheben Sie ihn zuerst.',
    other: 'Nicht validiert: Das Schema {name} hat {count} Fehler; beheben Sie diese zuerst.',
  },
  'cli.schemaHasErrorsBecause':
    'Nicht validiert: Das Schema {name} hat Fehler; beheben Sie diese zuerst. {reason}',
  'cli.invalidGlob': 'Ungültiger Glob {glob}: {reason}.',
  'cli.changedSince': {
    one: '{changed} von {count} Dokument wurde seit {ref} geändert oder verwendet Geändertes.',
    other: '{changed} von {count} Dokumenten wurden seit {ref} geändert oder verwenden Geändertes.',
  },
  'cli.gitNotRun': 'git konnte nicht ausgeführt werden: {reason}',
  'cli.needsGit': '--changed-since benötigt ein Git-Repository: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" ist kein Commit, Branch oder Tag dieses Repositorys.',
  'cli.catalogNotJson': 'Der Katalog {name} ist kein gültiges JSON.',
  'cli.catalogNotJsonAt': 'Der Katalog {name} ist kein gültiges JSON (Zeile {line}: {message}).',
  'cli.catalogNoEntry':
    'Der Katalog {name} hat keinen verwendbaren Eintrag: erwartet wird das Format von SchemaStore, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Der Katalog {name} kann nicht gelesen werden: {reason}.',
  'cli.cannotReadSettings': 'Die Einstellungsdatei {name} kann nicht gelesen werden: {reason}.',
  'cli.shippedOne':
    '{url}: {reason}; die mit der CLI ausgelieferte Kopie wird verwendet (SchemaStore, {date}).',
  'cli.shippedMany':
    '{count} SchemaStore-Schemas stammen aus den mit der CLI ausgelieferten Kopien (SchemaStore, {date}), das erste ({url}), weil {reason}.',
  'cli.merge.notJunit': '{name} ist XML, aber kein JUnit-Bericht (kein <testsuites>).',
  'cli.merge.unknown': '{name} ist weder JSON noch JUnit-XML.',
  'cli.merge.notReport':
    '{name} ist JSON, aber weder ein SARIF-Protokoll noch ein Bericht von json-object-validator.',
  'cli.merge.formats':
    'Die Berichte haben unterschiedliche Formate ({formats}): merge führt nur ein Format zusammen.',
  'cli.merge.noRun': 'Die SARIF-Berichte enthalten keinen Lauf.',
  'cli.encoding.utf16':
    'Diese Datei ist {encoding} (mit Bytereihenfolge-Marke), nicht UTF-8: Sie wurde nach dem Decodieren validiert, aber JSON wird als UTF-8 ausgetauscht (RFC 8259), und andere Tools können sie möglicherweise nicht lesen; speichern Sie sie als UTF-8.',
  'cli.encoding.badBom':
    'Diese Datei beginnt mit einer {encoding}-Bytereihenfolge-Marke, ist aber kein gültiges {encoding}; speichern Sie sie als UTF-8.',
  'cli.encoding.notUtf8':
    'Die Datei ist kein gültiges UTF-8: Das Byte {byte} an Byteposition {offset} beginnt kein gültiges UTF-8-Zeichen. JSON-Text muss UTF-8 sein (RFC 8259): Speichern Sie die Datei als UTF-8.',
  'jsonLines.notUtf8':
    'Diese Zeile ist kein gültiges UTF-8: Das Byte {byte} beginnt kein gültiges UTF-8-Zeichen. JSON-Text muss UTF-8 sein (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" muss ein ganzes Schemadokument nennen; "{fragment}" zeigt in eines hinein.',
  'cli.schemaBadUrl': 'Ungültige URL "{value}" in "$schema".',
  'cli.schemaBadFileUri': 'Ungültiger Datei-URI "{value}": {reason}.',
  'cli.schemaBadScheme':
    'Das Schema "{value}" hat ein nicht unterstütztes URI-Schema: Verwenden Sie einen relativen Pfad, einen file:- oder http(s):-URI oder --schema FILE.',
  'cli.schemaEmpty': '"$schema" ist leer: Nennen Sie eine Schemadatei.',
  'cli.reason.noSuchFile': 'Datei nicht vorhanden',
  'cli.reason.fileNotFound': 'Datei nicht gefunden',
  'cli.reason.directory': 'es ist ein Verzeichnis',
  'cli.reason.notAFile': 'es ist ein Verzeichnis, keine Datei',
};
