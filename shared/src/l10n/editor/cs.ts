/** Czech: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorCs: Catalog = {
  'syntax.unexpectedEndOfComment': 'Neočekávaný konec komentáře.',
  'syntax.unexpectedEndOfString': 'Neočekávaný konec řetězce.',
  'syntax.unexpectedEndOfNumber': 'Neočekávaný konec čísla.',
  'syntax.invalidUnicode': 'Neplatná sekvence Unicode v řetězci.',
  'syntax.invalidEscapeCharacter': 'Neplatný řídicí znak v řetězci.',
  'syntax.invalidCharacter': 'Neplatné znaky v řetězci. Řídicí znaky musí být uvozeny.',
  'syntax.commentNotPermitted': 'Komentáře nejsou v JSON povolené.',
  'syntax.leadingZero': 'Čísla nesmí mít úvodní nuly.',
  'syntax.commaOrBracketExpected': 'Očekávala se čárka nebo pravá hranatá závorka',
  'syntax.commaOrBraceExpected': 'Očekávala se čárka nebo pravá složená závorka',
  'syntax.valueExpected': 'Očekávala se hodnota',
  'syntax.propertyExpected': 'Očekávala se vlastnost',
  'syntax.trailingComma': 'Koncová čárka',
  'syntax.commaExpected': 'Očekávala se čárka',
  'syntax.keysDoubleQuoted': 'Klíče vlastností musí být v dvojitých uvozovkách',
  'syntax.colonExpected': 'Očekávala se dvojtečka',
  'syntax.jsonValueExpected': 'Očekával se objekt, pole nebo literál JSON.',
  'syntax.endOfFileExpected': 'Očekával se konec souboru.',
  'syntax.unparsable': 'Dokument nelze analyzovat.',
  'syntax.duplicateKey': 'Duplicitní klíč objektu {key}.',
  'syntax.tooDeep': 'Vnoření hlubší než {limit} úrovní se nepodporuje.',
  'syntax.tooManyProblems': 'Hlásí se jen prvních {limit} problémů.',
  'syntax.tooManyItems':
    'Kontejnery s více než {limit} položkami se nepodporují: zbytek tohoto se nekontroluje.',
  'syntax.tooManyProperties':
    'Kontejnery s více než {limit} vlastnostmi se nepodporují: zbytek tohoto se nekontroluje.',

  'load.subjectSchema': 'Schéma {name}',
  'load.subjectReference': '{reference}, na které odkazuje schéma {schema},',
  'load.subjectCatalog': 'Katalog {name}',
  'load.untrusted': '{subject}: nestahuje se, protože {domain} není důvěryhodná doména ({trust}).',
  'load.untrustedRedirect':
    '{subject}: nestahuje se (přesměrovává na {target}), protože {domain} není důvěryhodná doména ({trust}).',
  'load.untrustedMirror':
    '{subject}: nestahuje se ze zrcadla SchemaStore ({mirror}), protože {domain} není důvěryhodná doména ({trust}).',
  'load.restricted':
    '{subject}: nestahuje se, dokud je pracovní prostor v omezeném režimu; pro ověřování s ním pracovnímu prostoru důvěřujte.',
  'load.disabled':
    '{subject}: nestahuje se, protože stahování schémat je zakázané ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    '{subject}: zatím se nepodařilo stáhnout ({reason}); dokument se ověří, jakmile dorazí.',
  'load.failedNoCopy': '{subject}: nepodařilo se stáhnout ({reason}) a neexistuje žádná kopie v mezipaměti.',
  'load.cannotUse': '{subject}: nelze použít ({reason}).',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Pravidla za tímto odkazem se nekontrolují.',
  'load.documentNotValidated': 'Dokument se neověřuje.',
  'load.trustCli': '{setting} v nastavení nebo --trust-domain {domain}',
  'load.reason.notFound': 'soubor neexistuje',
  'load.reason.folder': 'je to složka',
  'load.reason.permission': 'přístup byl odepřen',
  'load.reason.notLoaded': 'nepodařilo se ho načíst',
  'load.reason.notRead': 'nepodařilo se ho přečíst',
  'load.reason.notDownloaded': 'nepodařilo se ho stáhnout',
  'load.reason.notJson': 'není to platný JSON: {message}',
  'load.reason.notJsonAt': 'není to platný JSON: {message} (řádek {line}, sloupec {column})',
  'load.reason.compileFailed': 'kompilace selhala: {error}',
  'load.reason.scheme': 'schéma URI adresy {uri} se nepodporuje',
  'load.reason.tooLarge': 'je větší než {limit}',
  'load.reason.editorOnly': 'vlastní schémata VS Code může poskytnout jen VS Code',
  'load.reason.editorDidNotServe': 'editor ho neposkytl',
  'load.reason.downloadFailed': 'nepodařilo se ho stáhnout ({reason})',
  'load.reason.downloadFailedMirror': 'nepodařilo se ho stáhnout ze zrcadla {mirror} ({reason})',
  'load.reason.untrusted': 'nestahuje se, protože {domain} není důvěryhodná doména ({setting})',
  'load.reason.restricted':
    'dokud je pracovní prostor v omezeném režimu, nic se nestahuje (pro povolení pracovnímu prostoru důvěřujte)',
  'load.reason.disabled': 'stahování schémat je zakázané ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'nestahuje se',
  'load.cachedCopy': '{url} se nepodařilo stáhnout ({reason}); použije se kopie uložená v mezipaměti {date}.',
  'load.cachedCopyMirror':
    '{url} se nepodařilo stáhnout ze zrcadla {mirror} ({reason}); použije se kopie uložená v mezipaměti {date}.',

  'association.schemaProperty': 'Určuje ho vlastnost "$schema" dokumentu.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) určuje, že soubor nemá schéma ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) vybírá pro soubor vložené schéma č. {number} ("{pattern}").',
  'association.inline':
    'Vložené schéma č. {number} z "jsonObjectValidator.schemas" ({where}) odpovídá souboru podle "{pattern}".',
  'association.chosenUrl': '"jsonObjectValidator.schemas" ({where}) vybírá pro soubor {url} ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) mapuje "{pattern}" na {url}.',
  'association.jsonSchemasInline':
    'Vložené schéma č. {number} z "json.schemas" ({where}) odpovídá souboru podle "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) mapuje "{pattern}" na {url}.',
  'association.extension': 'Příspěvek "jsonValidation" ({extension}) mapuje "{pattern}" na toto schéma.',
  'association.catalog': 'Katalog SchemaStore mapuje "{pattern}" na "{name}" ({url}).',
  'association.option': 'Je zadané pomocí --schema.',
  'association.settings': 'nastavení',
  'association.folderSettings': 'nastavení složky pracovního prostoru',
  'association.userSettings': 'uživatelská nastavení',
  'association.workspaceSettings': 'nastavení pracovního prostoru',
  'association.vscode': 'samotný VS Code',
  'association.theExtension': 'rozšíření {id}',
  'association.anExtension': 'nainstalované rozšíření',
  'association.noSchemaFor': 'Pro tento soubor není schéma: {reason}',
  'association.isSchema': 'Tento dokument je schéma: kontroluje se kontrolami souborů schémat.',
  'association.none':
    'Neplatí žádné schéma: dokument nemá "$schema" a neodpovídá mu žádné nastavení, příspěvek rozšíření ani položka katalogu SchemaStore.',

  'worker.lost':
    'Tento dokument se neověřuje: {reason}. Zavřete ho a znovu otevřete, abyste to zkusili znovu.',
  'worker.outOfSync':
    'Tento dokument se neověřuje: editor odeslal změnu, kterou server nemohl použít ({reason}), takže server už nezná jeho text. Zavřete ho a znovu otevřete (nebo nahraďte celý jeho text), aby se znovu ověřil.',
  'worker.stoppedReading':
    'vlákno, které ověřuje velké dokumenty, se při jeho čtení zastavilo (počet: {count}; {reason})',
  'worker.stoppedOften':
    'vlákno, které ověřuje velké dokumenty, se během minuty zastavilo (počet: {count}; {reason})',
  'worker.hiddenProblems': 'Další nezobrazené problémy: {count} (nejvýše {max} na dokument).',
  'settings.globList': '"{setting}" by měl být seznam globů; {value} se použije jako [{value}].',
  'settings.globListNot': '"{setting}" by měl být seznam globů, ne {value}.',
  'settings.notGlobString': '"{setting}" obsahuje {value}, což není řetězec glob; ignoruje se.',
  'settings.globIgnored': '"{setting}" obsahuje glob {value}, který se ignoruje: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" by měl být seznam položek, ne {value}.',
  'settings.entryObject': '"{name}" by měl být objekt s "fileMatch" a "url" nebo "schema"; ignoruje se.',
  'settings.entryUrl': '"{name}.url" by měl být řetězec cesty nebo URI, ne {value}.',
  'settings.entrySchema': '"{name}.schema" by měl být objekt JSON Schema nebo logická hodnota, ne {value}.',
  'settings.noFileMatch': '"{name}" nemá "fileMatch"; ignoruje se.',
  'settings.noUsableFileMatch': '"{name}" nemá žádný použitelný vzor "fileMatch"; ignoruje se.',
  'settings.entryFlag': '"{name}.{flag}" by měl být true nebo false, ne {value}.',
  'settings.entryEmpty': '"{name}" nemá "url" ani "schema" (ani "noSchema": true); ignoruje se.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" by měl být objekt klíčové slovo: závažnost, ne {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" je {value}: čte se jako "{alias}" (použijte jednu z hodnot {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" je {value}, což není závažnost (použijte jednu z hodnot {allowed}); platí výchozí hodnota.',
  'settings.number':
    '"{setting}" by mělo být číslo 0 nebo větší, ne {value}; platí výchozí hodnota {fallback}.',
  'settings.boolean':
    '"{setting}" by mělo být true nebo false, ne {value}; platí výchozí hodnota {fallback}.',
  'settings.trustedObject':
    '"{setting}" by měl být objekt s položkami "https://domain/": true, ne {value}; platí výchozí hodnoty.',
  'settings.trustedValue': '"{setting}" obsahuje {domain}: {value}; hodnota by měla být true nebo false.',
  'settings.httpUrl': '"{setting}" by měla být adresa URL http(s), ne {value}; platí výchozí hodnota.',
  'settings.httpOrFileUrl':
    '"{setting}" by měla být adresa URL http(s) nebo souboru, ne {value}; platí výchozí hodnota.',
  'settings.object': '"{setting}" by měl být objekt, ne {value}.',
  'settings.string': '"{setting}.{key}" by měl být řetězec, ne {value}.',
  'settings.section': 'Nastavení "jsonObjectValidator" by mělo být objekt, ne {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" je {value}, což není žádná z hodnot "auto", "always", "off"; platí "auto".',
  'settings.problems': 'Nastavení, která nešlo použít tak, jak jsou zapsaná: {count} (viz protokol): {first}',

  'sort.alreadySorted': 'Už je v pořadí schématu.',
  'sort.tooLarge': 'Dokumenty o velikosti {limit} a více se neřadí (tento má {size}).',
  'sort.syntaxErrors':
    'Dokument obsahuje syntaktické chyby, takže se nic neseřadilo: nejdřív je opravte (řádek {line}: {message}).',
  'sort.noObject': 'Dokument neobsahuje žádný objekt k seřazení.',
  'sort.noSchemaForDocument': 'Na tento dokument se nevztahuje žádné schéma.',
  'sort.notInObject': 'Kurzor není uvnitř objektu.',
  'sort.noSchemaForObject': 'Na objekt u kurzoru se nevztahuje žádné schéma.',
  'command.notValidatedNow': 'Dokument se teď neověřuje (viz jeho diagnostika), takže se nic neseřadilo.',
  'command.closed': 'Dokument byl zavřen.',
  'command.changed': 'Dokument se během řazení změnil: spusťte příkaz znovu.',
  'command.schemaNotLoaded': 'Schéma tohoto dokumentu se nepodařilo načíst, takže se nic neseřadilo.',
  'command.noSchema': 'Na tento dokument se nevztahuje žádné schéma, takže není podle čeho řadit.',
  'command.notApplied': 'Editor řazení nepoužil.',
  'command.notAppliedBecause': 'Editor řazení nepoužil: {reason}.',
  'command.sorted': 'Vlastnosti byly seřazeny v pořadí schématu.',

  'lens.unused': 'Toto schéma nepoužívá žádný známý soubor · Ověřit pracovní prostor',
  'lens.compliant': {
    one: 'Používá {shown} soubor · vyhovuje',
    few: 'Používají {shown} soubory · všechny vyhovují',
    many: 'Používá {shown} souboru · všechny vyhovují',
    other: 'Používá {shown} souborů · všechny vyhovují',
  },
  'lens.notCompliant': {
    one: 'Používá {shown} soubor · nevyhovuje: {notCompliant}',
    few: 'Používají {shown} soubory · nevyhovuje: {notCompliant}',
    many: 'Používá {shown} souboru · nevyhovuje: {notCompliant}',
    other: 'Používá {shown} souborů · nevyhovuje: {notCompliant}',
  },
  'lens.pick': '{file}: {title}. Otevřete jeden z nich:',
  'lens.pickFirst': '{file}: {title}; nabízí se prvních {offered}. Otevřete jeden z nich:',
  'lens.fileProblems': {
    one: '{label} ({count} problém)',
    few: '{label} ({count} problémy)',
    many: '{label} ({count} problému)',
    other: '{label} ({count} problémů)',
  },

  'cli.usageHint': 'Nápovědu k použití zobrazíte příkazem "json-object-validator --help".',
  'cli.noFilesMatch': 'vzoru "{pattern}" neodpovídají žádné soubory.',
  'cli.noDocuments': 'Žádné dokumenty k ověření.',
  'cli.noneValidated': 'Nebyl ověřen žádný dokument.',
  'cli.schemaInvalid': 'schéma {name} je neplatné; nebyl ověřen žádný dokument.',
  'cli.cannotRead': '{file} nelze přečíst: {reason}.',
  'cli.cannotReadFile': 'Soubor nelze přečíst: {reason}.',
  'cli.cannotReadSchema': 'Schéma {name} nelze přečíst: {reason}.',
  'cli.cannotLoadReference': 'Odkazované schéma {uri} nelze načíst. {reason}',
  'cli.syntaxErrors': '{name} obsahuje syntaktické chyby.',
  'cli.onlyFilesAndUrls': 'Načíst lze jen soubory a adresy URL http(s).',
  'cli.schemaScheme': 'Schéma {target} nelze načíst: načíst lze jen soubory a adresy URL http(s).',
  'cli.progress': 'Ověřování souborů: {done}/{total}...',
  'cli.internalError': 'Vnitřní chyba při ověřování: {reason}.',
  'cli.noSchema':
    'Není schéma pro ověření: přidejte vlastnost "$schema", která určuje soubor schématu, nebo předejte --schema FILE.',
  'cli.schemaNotString': '"$schema" musí být řetězec, který určuje soubor schématu.',
  'cli.schemaHasErrors': {
    one: 'Neověřeno: schéma {name} má {count} chybu; nejdřív ji opravte.',
    few: 'Neověřeno: schéma {name} má {count} chyby; nejdřív je opravte.',
    many: 'Neověřeno: schéma {name} má {count} chyby; nejdřív je opravte.',
    other: 'Neověřeno: schéma {name} má {count} chyb; nejdřív je opravte.',
  },
  'cli.schemaHasErrorsBecause': 'Neověřeno: schéma {name} obsahuje chyby; nejdřív je opravte. {reason}',
  'cli.invalidGlob': 'Neplatný glob {glob}: {reason}.',
  'cli.changedSince': {
    one: 'Změněné od {ref} nebo používající změněné: {changed} z {count} dokumentu.',
    few: 'Změněné od {ref} nebo používající změněné: {changed} z {count} dokumentů.',
    many: 'Změněné od {ref} nebo používající změněné: {changed} z {count} dokumentu.',
    other: 'Změněné od {ref} nebo používající změněné: {changed} z {count} dokumentů.',
  },
  'cli.gitNotRun': 'git nelze spustit: {reason}',
  'cli.needsGit': '--changed-since vyžaduje úložiště git: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" není potvrzení, větev ani značka tohoto úložiště.',
  'cli.catalogNotJson': 'Katalog {name} není platný JSON.',
  'cli.catalogNotJsonAt': 'Katalog {name} není platný JSON (řádek {line}: {message}).',
  'cli.catalogNoEntry':
    'Katalog {name} nemá žádnou použitelnou položku: očekává se formát SchemaStore, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Katalog {name} nelze přečíst: {reason}.',
  'cli.cannotReadSettings': 'Soubor nastavení {name} nelze přečíst: {reason}.',
  'cli.shippedOne': '{url}: {reason}; použije se kopie dodaná s CLI (SchemaStore, {date}).',
  'cli.shippedMany':
    'Schémata SchemaStore ({count}) pocházejí z kopií dodaných s CLI (SchemaStore, {date}), první ({url}), protože {reason}.',
  'cli.merge.notJunit': '{name} je XML, ale ne sestava JUnit (chybí <testsuites>).',
  'cli.merge.unknown': '{name} není JSON ani JUnit XML.',
  'cli.merge.notReport': '{name} je JSON, ale není to protokol SARIF ani sestava json-object-validator.',
  'cli.merge.formats': 'Sestavy mají různé formáty ({formats}): merge spojuje jen jeden formát.',
  'cli.merge.noRun': 'Sestavy SARIF neobsahují žádné spuštění.',
  'cli.encoding.utf16':
    'Tento soubor je v kódování {encoding} (se značkou pořadí bajtů), ne UTF-8: byl ověřen po dekódování, ale JSON se vyměňuje v UTF-8 (RFC 8259) a jiné nástroje ho nemusí přečíst; uložte ho jako UTF-8.',
  'cli.encoding.badBom':
    'Tento soubor začíná značkou pořadí bajtů {encoding}, ale není platné {encoding}; uložte ho jako UTF-8.',
  'cli.encoding.notUtf8':
    'Soubor není platné UTF-8: bajt {byte} na pozici {offset} nezačíná platný znak UTF-8. Text JSON musí být v UTF-8 (RFC 8259): uložte soubor jako UTF-8.',
  'jsonLines.notUtf8':
    'Tento řádek není platné UTF-8: bajt {byte} nezačíná platný znak UTF-8. Text JSON musí být v UTF-8 (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" musí určovat celý dokument schématu; "{fragment}" ukazuje dovnitř dokumentu.',
  'cli.schemaBadUrl': 'Neplatná adresa URL "{value}" v "$schema".',
  'cli.schemaBadFileUri': 'Neplatný identifikátor URI souboru "{value}": {reason}.',
  'cli.schemaBadScheme':
    'Schéma "{value}" má nepodporované schéma URI: použijte relativní cestu, identifikátor URI file: nebo http(s): nebo --schema FILE.',
  'cli.schemaEmpty': '"$schema" je prázdné: zadejte soubor schématu.',
  'cli.reason.noSuchFile': 'soubor neexistuje',
  'cli.reason.fileNotFound': 'soubor nebyl nalezen',
  'cli.reason.directory': 'je to adresář',
  'cli.reason.notAFile': 'je to adresář, ne soubor',
};
