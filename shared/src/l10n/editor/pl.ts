/** Polish: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorPl: Catalog = {
  'syntax.unexpectedEndOfComment': 'Nieoczekiwany koniec komentarza.',
  'syntax.unexpectedEndOfString': 'Nieoczekiwany koniec ciągu.',
  'syntax.unexpectedEndOfNumber': 'Nieoczekiwany koniec liczby.',
  'syntax.invalidUnicode': 'Nieprawidłowa sekwencja Unicode w ciągu.',
  'syntax.invalidEscapeCharacter': 'Nieprawidłowy znak ucieczki w ciągu.',
  'syntax.invalidCharacter':
    'Nieprawidłowe znaki w ciągu. Znaki sterujące muszą być poprzedzone znakiem ucieczki.',
  'syntax.commentNotPermitted': 'Komentarze nie są dozwolone w formacie JSON.',
  'syntax.leadingZero': 'Liczby nie mogą zaczynać się od zer.',
  'syntax.commaOrBracketExpected': 'Oczekiwano przecinka lub zamykającego nawiasu kwadratowego',
  'syntax.commaOrBraceExpected': 'Oczekiwano przecinka lub zamykającego nawiasu klamrowego',
  'syntax.valueExpected': 'Oczekiwano wartości',
  'syntax.propertyExpected': 'Oczekiwano właściwości',
  'syntax.trailingComma': 'Końcowy przecinek',
  'syntax.commaExpected': 'Oczekiwano przecinka',
  'syntax.keysDoubleQuoted': 'Klucze właściwości muszą być ujęte w podwójne cudzysłowy',
  'syntax.colonExpected': 'Oczekiwano dwukropka',
  'syntax.jsonValueExpected': 'Oczekiwano obiektu, tablicy lub literału JSON.',
  'syntax.endOfFileExpected': 'Oczekiwano końca pliku.',
  'syntax.unparsable': 'Nie można przeanalizować dokumentu.',
  'syntax.duplicateKey': 'Zduplikowany klucz obiektu {key}.',
  'syntax.tooDeep': 'Zagnieżdżenie głębsze niż {limit} poziomów nie jest obsługiwane.',
  'syntax.tooManyProblems': 'Zgłaszanych jest tylko pierwszych {limit} problemów.',
  'syntax.tooManyItems':
    'Kontenery z więcej niż {limit} elementami nie są obsługiwane: reszta tego kontenera nie jest sprawdzana.',
  'syntax.tooManyProperties':
    'Kontenery z więcej niż {limit} właściwościami nie są obsługiwane: reszta tego kontenera nie jest sprawdzana.',

  'load.subjectSchema': 'Schemat {name}',
  'load.subjectReference': '{reference}, do którego odwołuje się schemat {schema},',
  'load.subjectCatalog': 'Katalog {name}',
  'load.untrusted': '{subject} nie jest pobierany: {domain} nie jest zaufaną domeną ({trust}).',
  'load.untrustedRedirect':
    '{subject} nie jest pobierany (przekierowuje do {target}): {domain} nie jest zaufaną domeną ({trust}).',
  'load.untrustedMirror':
    '{subject} nie jest pobierany z serwera lustrzanego SchemaStore ({mirror}): {domain} nie jest zaufaną domeną ({trust}).',
  'load.restricted':
    '{subject} nie jest pobierany, gdy obszar roboczy jest w trybie ograniczonym; zaufaj obszarowi roboczemu, aby z nim weryfikować.',
  'load.disabled':
    '{subject} nie jest pobierany: pobieranie schematów jest wyłączone ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    'Nie udało się jeszcze pobrać: {subject} ({reason}); dokument zostanie zweryfikowany, gdy tylko dotrze.',
  'load.failedNoCopy': 'Nie udało się pobrać: {subject} ({reason}), i nie ma kopii w pamięci podręcznej.',
  'load.cannotUse': 'Nie można użyć: {subject} ({reason}).',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Reguły stojące za tym odwołaniem nie są sprawdzane.',
  'load.documentNotValidated': 'Dokument nie jest weryfikowany.',
  'load.trustCli': '{setting} w ustawieniach lub --trust-domain {domain}',
  'load.reason.notFound': 'plik nie istnieje',
  'load.reason.folder': 'to jest folder',
  'load.reason.permission': 'odmowa dostępu',
  'load.reason.notLoaded': 'nie udało się go załadować',
  'load.reason.notRead': 'nie udało się go odczytać',
  'load.reason.notDownloaded': 'nie udało się go pobrać',
  'load.reason.notJson': 'to nie jest prawidłowy JSON: {message}',
  'load.reason.notJsonAt': 'to nie jest prawidłowy JSON: {message} (wiersz {line}, kolumna {column})',
  'load.reason.compileFailed': 'kompilacja nie powiodła się: {error}',
  'load.reason.scheme': 'schemat URI {uri} nie jest obsługiwany',
  'load.reason.tooLarge': 'jest większy niż {limit}',
  'load.reason.editorOnly': 'tylko VS Code może udostępniać własne schematy',
  'load.reason.editorDidNotServe': 'edytor go nie udostępnił',
  'load.reason.downloadFailed': 'nie udało się go pobrać ({reason})',
  'load.reason.downloadFailedMirror': 'nie udało się go pobrać z serwera lustrzanego {mirror} ({reason})',
  'load.reason.untrusted': 'nie jest pobierany, ponieważ {domain} nie jest zaufaną domeną ({setting})',
  'load.reason.restricted':
    'nic nie jest pobierane, gdy obszar roboczy jest w trybie ograniczonym (zaufaj obszarowi roboczemu, aby na to zezwolić)',
  'load.reason.disabled': 'pobieranie schematów jest wyłączone ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'nie jest pobierany',
  'load.cachedCopy':
    'Nie udało się pobrać {url} ({reason}); używana jest kopia z pamięci podręcznej z {date}.',
  'load.cachedCopyMirror':
    'Nie udało się pobrać {url} z serwera lustrzanego {mirror} ({reason}); używana jest kopia z pamięci podręcznej z {date}.',

  'association.schemaProperty': 'Wskazuje go właściwość "$schema" dokumentu.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) określa, że plik nie ma schematu ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) wybiera dla pliku schemat wbudowany nr {number} ("{pattern}").',
  'association.inline':
    'Schemat wbudowany nr {number} z "jsonObjectValidator.schemas" ({where}) pasuje do pliku przez "{pattern}".',
  'association.chosenUrl': '"jsonObjectValidator.schemas" ({where}) wybiera dla pliku {url} ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) mapuje "{pattern}" na {url}.',
  'association.jsonSchemasInline':
    'Schemat wbudowany nr {number} z "json.schemas" ({where}) pasuje do pliku przez "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) mapuje "{pattern}" na {url}.',
  'association.extension': 'Kontrybucja "jsonValidation" ({extension}) mapuje "{pattern}" na ten schemat.',
  'association.catalog': 'Katalog SchemaStore mapuje "{pattern}" na "{name}" ({url}).',
  'association.option': 'Podano go opcją --schema.',
  'association.settings': 'ustawienia',
  'association.folderSettings': 'ustawienia folderu obszaru roboczego',
  'association.userSettings': 'ustawienia użytkownika',
  'association.workspaceSettings': 'ustawienia obszaru roboczego',
  'association.vscode': 'sam VS Code',
  'association.theExtension': 'rozszerzenie {id}',
  'association.anExtension': 'zainstalowane rozszerzenie',
  'association.noSchemaFor': 'Brak schematu dla tego pliku: {reason}',
  'association.isSchema': 'Ten dokument jest schematem: jest sprawdzany testami plików schematów.',
  'association.none':
    'Żaden schemat nie ma zastosowania: dokument nie ma "$schema" i nie pasuje do niego żadne ustawienie, kontrybucja rozszerzenia ani wpis katalogu SchemaStore.',

  'worker.lost':
    'Ten dokument nie jest weryfikowany: {reason}. Zamknij go i otwórz ponownie, aby spróbować jeszcze raz.',
  'worker.outOfSync':
    'Ten dokument nie jest weryfikowany: edytor wysłał zmianę, której serwer nie mógł zastosować ({reason}), więc serwer nie zna już jego tekstu. Zamknij go i otwórz ponownie (lub zastąp cały jego tekst), aby zweryfikować go ponownie.',
  'worker.stoppedReading':
    'wątek weryfikujący duże dokumenty zatrzymał się podczas jego odczytu (razy: {count}; {reason})',
  'worker.stoppedOften':
    'wątek weryfikujący duże dokumenty zatrzymał się w ciągu minuty (razy: {count}; {reason})',
  'worker.hiddenProblems': 'Niewyświetlone kolejne problemy: {count} (najwyżej {max} na dokument).',
  'settings.globList': '"{setting}" powinno być listą globów; {value} jest używane jako [{value}].',
  'settings.globListNot': '"{setting}" powinno być listą globów, a nie {value}.',
  'settings.notGlobString': '"{setting}" zawiera {value}, co nie jest ciągiem glob; jest ignorowane.',
  'settings.globIgnored': '"{setting}" zawiera glob {value}, który jest ignorowany: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" powinno być listą wpisów, a nie {value}.',
  'settings.entryObject':
    '"{name}" powinno być obiektem z "fileMatch" oraz "url" lub "schema"; jest ignorowane.',
  'settings.entryUrl': '"{name}.url" powinno być ciągiem ścieżki lub identyfikatora URI, a nie {value}.',
  'settings.entrySchema':
    '"{name}.schema" powinno być obiektem JSON Schema lub wartością logiczną, a nie {value}.',
  'settings.noFileMatch': '"{name}" nie ma "fileMatch"; jest ignorowane.',
  'settings.noUsableFileMatch': '"{name}" nie ma użytecznego wzorca "fileMatch"; jest ignorowane.',
  'settings.entryFlag': '"{name}.{flag}" powinno mieć wartość true lub false, a nie {value}.',
  'settings.entryEmpty': '"{name}" nie ma ani "url", ani "schema" (ani "noSchema": true); jest ignorowane.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" powinno być obiektem słowo kluczowe: ważność, a nie {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" ma wartość {value}: odczytano jako "{alias}" (użyj jednej z wartości {allowed}).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" ma wartość {value}, która nie jest ważnością (użyj jednej z wartości {allowed}); obowiązuje wartość domyślna.',
  'settings.number':
    '"{setting}" powinno być liczbą 0 lub większą, a nie {value}; obowiązuje wartość domyślna {fallback}.',
  'settings.boolean':
    '"{setting}" powinno mieć wartość true lub false, a nie {value}; obowiązuje wartość domyślna {fallback}.',
  'settings.trustedObject':
    '"{setting}" powinno być obiektem z wpisami "https://domain/": true, a nie {value}; obowiązują wartości domyślne.',
  'settings.trustedValue': '"{setting}" zawiera {domain}: {value}; wartość powinna być true lub false.',
  'settings.httpUrl':
    '"{setting}" powinno być adresem URL http(s), a nie {value}; obowiązuje wartość domyślna.',
  'settings.httpOrFileUrl':
    '"{setting}" powinno być adresem URL http(s) lub pliku, a nie {value}; obowiązuje wartość domyślna.',
  'settings.object': '"{setting}" powinno być obiektem, a nie {value}.',
  'settings.string': '"{setting}.{key}" powinno być ciągiem, a nie {value}.',
  'settings.section': 'Ustawienia "jsonObjectValidator" powinny być obiektem, a nie {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" ma wartość {value}, która nie jest jedną z "auto", "always", "off"; obowiązuje "auto".',
  'settings.problems':
    'Ustawienia, których nie można było użyć w zapisanej postaci: {count} (zobacz dziennik): {first}',

  'sort.alreadySorted': 'Już w kolejności schematu.',
  'sort.tooLarge': 'Dokumenty o rozmiarze {limit} lub większym nie są sortowane (ten ma {size}).',
  'sort.syntaxErrors':
    'Dokument zawiera błędy składni, więc nic nie zostało posortowane: najpierw je popraw (wiersz {line}: {message}).',
  'sort.noObject': 'Dokument nie zawiera obiektu do posortowania.',
  'sort.noSchemaForDocument': 'Żaden schemat nie ma zastosowania do tego dokumentu.',
  'sort.notInObject': 'Kursor nie znajduje się wewnątrz obiektu.',
  'sort.noSchemaForObject': 'Żaden schemat nie ma zastosowania do obiektu w miejscu kursora.',
  'command.notValidatedNow':
    'Dokument nie jest teraz weryfikowany (zobacz jego diagnostykę), więc nic nie zostało posortowane.',
  'command.closed': 'Dokument został zamknięty.',
  'command.changed': 'Dokument zmienił się podczas sortowania: uruchom polecenie ponownie.',
  'command.schemaNotLoaded': 'Nie można załadować schematu tego dokumentu, więc nic nie zostało posortowane.',
  'command.noSchema':
    'Żaden schemat nie ma zastosowania do tego dokumentu, więc nie ma kolejności sortowania.',
  'command.notApplied': 'Edytor nie zastosował sortowania.',
  'command.notAppliedBecause': 'Edytor nie zastosował sortowania: {reason}.',
  'command.sorted': 'Posortowano właściwości w kolejności schematu.',

  'lens.unused': 'Żaden znany plik nie używa tego schematu · Zweryfikuj obszar roboczy',
  'lens.compliant': {
    one: 'Używany przez {shown} plik · zgodny',
    few: 'Używany przez {shown} pliki · wszystkie zgodne',
    many: 'Używany przez {shown} plików · wszystkie zgodne',
    other: 'Używany przez {shown} pliku · wszystkie zgodne',
  },
  'lens.notCompliant': {
    one: 'Używany przez {shown} plik · niezgodne: {notCompliant}',
    few: 'Używany przez {shown} pliki · niezgodne: {notCompliant}',
    many: 'Używany przez {shown} plików · niezgodne: {notCompliant}',
    other: 'Używany przez {shown} pliku · niezgodne: {notCompliant}',
  },
  'lens.pick': '{file}: {title}. Otwórz jeden z nich:',
  'lens.pickFirst': '{file}: {title}; proponowane są pierwsze {offered}. Otwórz jeden z nich:',
  'lens.fileProblems': {
    one: '{label} ({count} problem)',
    few: '{label} ({count} problemy)',
    many: '{label} ({count} problemów)',
    other: '{label} ({count} problemu)',
  },

  'cli.usageHint': 'Uruchom "json-object-validator --help", aby wyświetlić sposób użycia.',
  'cli.noFilesMatch': 'żaden plik nie pasuje do "{pattern}".',
  'cli.noDocuments': 'Brak dokumentów do weryfikacji.',
  'cli.noneValidated': 'Nie zweryfikowano żadnego dokumentu.',
  'cli.schemaInvalid': 'schemat {name} jest nieprawidłowy; nie zweryfikowano żadnego dokumentu.',
  'cli.cannotRead': 'Nie można odczytać {file}: {reason}.',
  'cli.cannotReadFile': 'Nie można odczytać pliku: {reason}.',
  'cli.cannotReadSchema': 'Nie można odczytać schematu {name}: {reason}.',
  'cli.cannotLoadReference': 'Nie można załadować schematu {uri}, do którego prowadzi odwołanie. {reason}',
  'cli.syntaxErrors': '{name} zawiera błędy składni.',
  'cli.onlyFilesAndUrls': 'Można ładować tylko pliki i adresy URL http(s).',
  'cli.schemaScheme':
    'Nie można załadować schematu {target}: można ładować tylko pliki i adresy URL http(s).',
  'cli.progress': 'Weryfikowanie plików: {done}/{total}...',
  'cli.internalError': 'Błąd wewnętrzny podczas weryfikacji: {reason}.',
  'cli.noSchema':
    'Brak schematu do weryfikacji: dodaj właściwość "$schema" wskazującą plik schematu lub przekaż --schema FILE.',
  'cli.schemaNotString': '"$schema" musi być ciągiem wskazującym plik schematu.',
  'cli.schemaHasErrors': {
    one: 'Nie zweryfikowano: schemat {name} ma {count} błąd; najpierw go popraw.',
    few: 'Nie zweryfikowano: schemat {name} ma {count} błędy; najpierw je popraw.',
    many: 'Nie zweryfikowano: schemat {name} ma {count} błędów; najpierw je popraw.',
    other: 'Nie zweryfikowano: schemat {name} ma {count} błędu; najpierw je popraw.',
  },
  'cli.schemaHasErrorsBecause':
    'Nie zweryfikowano: schemat {name} zawiera błędy; najpierw je popraw. {reason}',
  'cli.invalidGlob': 'Nieprawidłowy glob {glob}: {reason}.',
  'cli.changedSince': {
    one: 'Zmienione od {ref} lub używające zmienionych: {changed} z {count} dokumentu.',
    few: 'Zmienione od {ref} lub używające zmienionych: {changed} z {count} dokumentów.',
    many: 'Zmienione od {ref} lub używające zmienionych: {changed} z {count} dokumentów.',
    other: 'Zmienione od {ref} lub używające zmienionych: {changed} z {count} dokumentu.',
  },
  'cli.gitNotRun': 'nie można uruchomić git: {reason}',
  'cli.needsGit': '--changed-since wymaga repozytorium git: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" nie jest zatwierdzeniem, gałęzią ani tagiem tego repozytorium.',
  'cli.catalogNotJson': 'Katalog {name} nie jest prawidłowym JSON.',
  'cli.catalogNotJsonAt': 'Katalog {name} nie jest prawidłowym JSON (wiersz {line}: {message}).',
  'cli.catalogNoEntry':
    'Katalog {name} nie ma żadnego użytecznego wpisu: oczekiwano formatu SchemaStore, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Nie można odczytać katalogu {name}: {reason}.',
  'cli.cannotReadSettings': 'Nie można odczytać pliku ustawień {name}: {reason}.',
  'cli.shippedOne': '{url}: {reason}; używana jest kopia dostarczona z CLI (SchemaStore, {date}).',
  'cli.shippedMany':
    'Schematy SchemaStore ({count}) pochodzą z kopii dostarczonych z CLI (SchemaStore, {date}), pierwszy ({url}), ponieważ {reason}.',
  'cli.merge.notJunit': '{name} to XML, ale nie raport JUnit (brak <testsuites>).',
  'cli.merge.unknown': '{name} nie jest ani JSON, ani JUnit XML.',
  'cli.merge.notReport': '{name} to JSON, ale ani dziennik SARIF, ani raport json-object-validator.',
  'cli.merge.formats': 'Raporty mają różne formaty ({formats}): merge łączy tylko jeden format.',
  'cli.merge.noRun': 'Raporty SARIF nie mają żadnego przebiegu.',
  'cli.encoding.utf16':
    'Ten plik jest w kodowaniu {encoding} (ze znacznikiem kolejności bajtów), a nie UTF-8: zweryfikowano go po zdekodowaniu, ale JSON jest wymieniany jako UTF-8 (RFC 8259) i inne narzędzia mogą go nie odczytać; zapisz go jako UTF-8.',
  'cli.encoding.badBom':
    'Ten plik zaczyna się od znacznika kolejności bajtów {encoding}, ale nie jest prawidłowym {encoding}; zapisz go jako UTF-8.',
  'cli.encoding.notUtf8':
    'Plik nie jest prawidłowym UTF-8: bajt {byte} pod przesunięciem {offset} nie rozpoczyna prawidłowego znaku UTF-8. Tekst JSON musi być w UTF-8 (RFC 8259): zapisz plik jako UTF-8.',
  'jsonLines.notUtf8':
    'Ten wiersz nie jest prawidłowym UTF-8: bajt {byte} nie rozpoczyna prawidłowego znaku UTF-8. Tekst JSON musi być w UTF-8 (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" musi wskazywać cały dokument schematu; "{fragment}" wskazuje jego wnętrze.',
  'cli.schemaBadUrl': 'Nieprawidłowy adres URL "{value}" w "$schema".',
  'cli.schemaBadFileUri': 'Nieprawidłowy identyfikator URI pliku "{value}": {reason}.',
  'cli.schemaBadScheme':
    'Schemat "{value}" ma nieobsługiwany schemat URI: użyj ścieżki względnej, identyfikatora URI file: lub http(s): albo --schema FILE.',
  'cli.schemaEmpty': '"$schema" jest puste: wskaż plik schematu.',
  'cli.reason.noSuchFile': 'nie ma takiego pliku',
  'cli.reason.fileNotFound': 'nie znaleziono pliku',
  'cli.reason.directory': 'to jest katalog',
  'cli.reason.notAFile': 'to jest katalog, a nie plik',
};
