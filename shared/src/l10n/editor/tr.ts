/** Turkish: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorTr: Catalog = {
  'syntax.unexpectedEndOfComment': 'Beklenmeyen açıklama sonu.',
  'syntax.unexpectedEndOfString': 'Beklenmeyen dize sonu.',
  'syntax.unexpectedEndOfNumber': 'Beklenmeyen sayı sonu.',
  'syntax.invalidUnicode': 'Dizede geçersiz Unicode dizisi.',
  'syntax.invalidEscapeCharacter': 'Dizede geçersiz kaçış karakteri.',
  'syntax.invalidCharacter': 'Dizede geçersiz karakterler. Denetim karakterlerine kaçış uygulanmalıdır.',
  'syntax.commentNotPermitted': "JSON'da açıklamalara izin verilmez.",
  'syntax.leadingZero': 'Sayılar baştaki sıfırlarla başlayamaz.',
  'syntax.commaOrBracketExpected': 'Virgül veya kapatma köşeli ayracı bekleniyor',
  'syntax.commaOrBraceExpected': 'Virgül veya kapatma küme ayracı bekleniyor',
  'syntax.valueExpected': 'Değer bekleniyor',
  'syntax.propertyExpected': 'Özellik bekleniyor',
  'syntax.trailingComma': 'Sondaki virgül',
  'syntax.commaExpected': 'Virgül bekleniyor',
  'syntax.keysDoubleQuoted': 'Özellik anahtarları çift tırnak içinde olmalıdır',
  'syntax.colonExpected': 'İki nokta üst üste bekleniyor',
  'syntax.jsonValueExpected': 'JSON nesnesi, dizisi veya sabit değeri bekleniyor.',
  'syntax.endOfFileExpected': 'Dosya sonu bekleniyor.',
  'syntax.unparsable': 'Belge ayrıştırılamadı.',
  'syntax.duplicateKey': 'Yinelenen nesne anahtarı {key}.',
  'syntax.tooDeep': '{limit} düzeyden derin iç içe yerleştirme desteklenmez.',
  'syntax.tooManyProblems': 'Yalnızca ilk {limit} sorun bildirilir.',
  'syntax.tooManyItems':
    '{limit} öğeden fazlasını içeren kapsayıcılar desteklenmez: bu kapsayıcının geri kalanı denetlenmez.',
  'syntax.tooManyProperties':
    '{limit} özellikten fazlasını içeren kapsayıcılar desteklenmez: bu kapsayıcının geri kalanı denetlenmez.',

  'load.subjectSchema': '{name} şeması',
  'load.subjectReference': '{schema} şemasının başvurduğu {reference}',
  'load.subjectCatalog': '{name} kataloğu',
  'load.untrusted': '{subject} indirilmedi: {domain} güvenilen bir etki alanı değil ({trust}).',
  'load.untrustedRedirect':
    '{subject} indirilmedi ({target} adresine yönlendiriyor): {domain} güvenilen bir etki alanı değil ({trust}).',
  'load.untrustedMirror':
    '{subject} SchemaStore yansısından ({mirror}) indirilmedi: {domain} güvenilen bir etki alanı değil ({trust}).',
  'load.restricted':
    'Çalışma alanı Kısıtlı Mod’dayken {subject} indirilmez; bununla doğrulamak için çalışma alanına güvenin.',
  'load.disabled':
    '{subject} indirilmedi: şema indirme devre dışı ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying': '{subject} henüz indirilemedi ({reason}); belge, şema gelir gelmez doğrulanır.',
  'load.failedNoCopy':
    '{subject} indirilemedi ({reason}) ve kullanılabilecek önbelleğe alınmış bir kopya yok.',
  'load.cannotUse': '{subject} kullanılamıyor: {reason}.',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Bu başvurunun arkasındaki kurallar denetlenmez.',
  'load.documentNotValidated': 'Belge doğrulanmaz.',
  'load.trustCli': 'ayarlarda {setting} veya --trust-domain {domain}',
  'load.reason.notFound': 'dosya yok',
  'load.reason.folder': 'bir klasör',
  'load.reason.permission': 'izin reddedildi',
  'load.reason.notLoaded': 'yüklenemedi',
  'load.reason.notRead': 'okunamadı',
  'load.reason.notDownloaded': 'indirilemedi',
  'load.reason.notJson': 'geçerli bir JSON değil ({message})',
  'load.reason.notJsonAt': 'geçerli bir JSON değil (satır {line}, sütun {column}: {message})',
  'load.reason.compileFailed': 'derleme başarısız oldu ({error})',
  'load.reason.scheme': '{uri} için URI düzeni desteklenmiyor',
  'load.reason.tooLarge': '{limit} boyutundan büyük',
  'load.reason.editorOnly': 'VS Code’un kendi şemalarını yalnızca VS Code sağlayabilir',
  'load.reason.editorDidNotServe': 'düzenleyici sağlamadı',
  'load.reason.downloadFailed': 'indirilemedi ({reason})',
  'load.reason.downloadFailedMirror': '{mirror} yansısından indirilemedi ({reason})',
  'load.reason.untrusted': '{domain} güvenilen bir etki alanı olmadığından indirilmedi ({setting})',
  'load.reason.restricted':
    'çalışma alanı Kısıtlı Mod’dayken hiçbir şey indirilmez (izin vermek için çalışma alanına güvenin)',
  'load.reason.disabled': 'şema indirme devre dışı ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': 'indirilmedi',
  'load.cachedCopy': '{url} indirilemedi ({reason}); {date} tarihinde önbelleğe alınan kopya kullanılıyor.',
  'load.cachedCopyMirror':
    '{url}, {mirror} yansısından indirilemedi ({reason}); {date} tarihinde önbelleğe alınan kopya kullanılıyor.',

  'association.schemaProperty': 'Belgenin "$schema" özelliği bunu belirtiyor.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) dosyanın şeması olmadığını belirtiyor ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) dosya için #{number} numaralı satır içi şemayı seçti ("{pattern}").',
  'association.inline':
    '"jsonObjectValidator.schemas" ({where}) içindeki #{number} numaralı satır içi şema dosyayla "{pattern}" ile eşleşiyor.',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas" ({where}) dosya için {url} adresini seçti ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) "{pattern}" desenini {url} ile eşliyor.',
  'association.jsonSchemasInline':
    '"json.schemas" ({where}) içindeki #{number} numaralı satır içi şema dosyayla "{pattern}" ile eşleşiyor.',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) "{pattern}" desenini {url} ile eşliyor.',
  'association.extension':
    '{extension} tarafından sağlanan bir "jsonValidation" katkısı "{pattern}" desenini bu şemayla eşliyor.',
  'association.catalog': 'SchemaStore kataloğu "{pattern}" desenini "{name}" ile eşliyor ({url}).',
  'association.option': '--schema ile verildi.',
  'association.settings': 'ayarlar',
  'association.folderSettings': 'çalışma alanı klasörü ayarları',
  'association.userSettings': 'kullanıcı ayarları',
  'association.workspaceSettings': 'çalışma alanı ayarları',
  'association.vscode': 'VS Code’un kendisi',
  'association.theExtension': '{id} uzantısı',
  'association.anExtension': 'yüklü bir uzantı',
  'association.noSchemaFor': 'Bu dosya için şema yok: {reason}',
  'association.isSchema': 'Bu belge bir şemadır: şema dosyası denetimleriyle denetlenir.',
  'association.none':
    'Hiçbir şema uygulanmıyor: belgede "$schema" yok ve eşleşen bir ayar, uzantı katkısı veya SchemaStore kataloğu girdisi de yok.',

  'worker.lost': 'Bu belge doğrulanmıyor: {reason}. Yeniden denemek için kapatıp yeniden açın.',
  'worker.outOfSync':
    'Bu belge doğrulanmıyor: düzenleyici, sunucunun uygulayamadığı bir değişiklik gönderdi ({reason}), bu nedenle sunucu artık metnini bilmiyor. Yeniden doğrulamak için kapatıp yeniden açın (veya tüm metnini değiştirin).',
  'worker.stoppedReading':
    'büyük belgeleri doğrulayan iş parçacığı belgeyi okurken {count} kez durdu ({reason})',
  'worker.stoppedOften':
    'büyük belgeleri doğrulayan iş parçacığı bir dakika içinde {count} kez durdu ({reason})',
  'worker.hiddenProblems': '{count} sorun daha gösterilmiyor (belge başına en fazla {max}).',
  'settings.globList': '"{setting}" bir glob listesi olmalıdır; {value}, [{value}] olarak kullanılıyor.',
  'settings.globListNot': '"{setting}" {value} değil, bir glob listesi olmalıdır.',
  'settings.notGlobString': '"{setting}" içindeki {value} bir glob dizesi değil; yok sayılıyor.',
  'settings.globIgnored': '"{setting}" içindeki {value} glob’u yok sayılıyor: {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" {value} değil, bir girdi listesi olmalıdır.',
  'settings.entryObject':
    '"{name}", "fileMatch" ile "url" veya "schema" içeren bir nesne olmalıdır; yok sayılıyor.',
  'settings.entryUrl': '"{name}.url" {value} değil, bir yol veya URI dizesi olmalıdır.',
  'settings.entrySchema':
    '"{name}.schema" {value} değil, bir JSON Schema nesnesi veya boole değeri olmalıdır.',
  'settings.noFileMatch': '"{name}" içinde "fileMatch" yok; yok sayılıyor.',
  'settings.noUsableFileMatch': '"{name}" içinde kullanılabilir bir "fileMatch" deseni yok; yok sayılıyor.',
  'settings.entryFlag': '"{name}.{flag}" {value} değil, true veya false olmalıdır.',
  'settings.entryEmpty': '"{name}" içinde ne "url" ne "schema" (ne de "noSchema": true) var; yok sayılıyor.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" {value} değil, anahtar sözcük: önem derecesi nesnesi olmalıdır.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" değeri {value}: "{alias}" olarak okundu ({allowed} değerlerinden birini kullanın).',
  'settings.severityUnknown':
    '"jsonObjectValidator.severity.{keyword}" değeri {value} bir önem derecesi değil ({allowed} değerlerinden birini kullanın); varsayılan uygulanıyor.',
  'settings.number':
    '"{setting}" {value} değil, 0 veya daha büyük bir sayı olmalıdır; varsayılan {fallback} uygulanıyor.',
  'settings.boolean':
    '"{setting}" {value} değil, true veya false olmalıdır; varsayılan {fallback} uygulanıyor.',
  'settings.trustedObject':
    '"{setting}" {value} değil, "https://domain/": true girdilerinden oluşan bir nesne olmalıdır; varsayılanlar uygulanıyor.',
  'settings.trustedValue': '"{setting}" içinde {domain}: {value} var; değer true veya false olmalıdır.',
  'settings.httpUrl': '"{setting}" {value} değil, bir http(s) URL’si olmalıdır; varsayılan uygulanıyor.',
  'settings.httpOrFileUrl':
    '"{setting}" {value} değil, bir http(s) veya dosya URL’si olmalıdır; varsayılan uygulanıyor.',
  'settings.object': '"{setting}" {value} değil, bir nesne olmalıdır.',
  'settings.string': '"{setting}.{key}" {value} değil, bir dize olmalıdır.',
  'settings.section': '"jsonObjectValidator" ayarları {value} değil, bir nesne olmalıdır.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" değeri {value}; "auto", "always", "off" değerlerinden biri değil; "auto" uygulanıyor.',
  'settings.problems': '{count} ayar yazıldığı gibi kullanılamadı (günlüğe bakın): {first}',

  'sort.alreadySorted': 'Zaten şema sırasında.',
  'sort.tooLarge': '{limit} veya daha büyük belgeler sıralanmaz (bu belge {size}).',
  'sort.syntaxErrors':
    'Belgede söz dizimi hataları var, bu nedenle hiçbir şey sıralanmadı: önce bunları düzeltin (satır {line}: {message}).',
  'sort.noObject': 'Belgede sıralanacak nesne yok.',
  'sort.noSchemaForDocument': 'Bu belgeye hiçbir şema uygulanmıyor.',
  'sort.notInObject': 'İmleç bir nesnenin içinde değil.',
  'sort.noSchemaForObject': 'İmleçteki nesneye hiçbir şema uygulanmıyor.',
  'command.notValidatedNow':
    'Belge şu anda doğrulanmıyor (tanılamalarına bakın), bu nedenle hiçbir şey sıralanmadı.',
  'command.closed': 'Belge kapatıldı.',
  'command.changed': 'Belge sıralanırken değişti: komutu yeniden çalıştırın.',
  'command.schemaNotLoaded': 'Bu belgenin şeması yüklenemedi, bu nedenle hiçbir şey sıralanmadı.',
  'command.noSchema': 'Bu belgeye hiçbir şema uygulanmıyor, bu nedenle sıralanacak bir düzen yok.',
  'command.notApplied': 'Düzenleyici sıralamayı uygulamadı.',
  'command.notAppliedBecause': 'Düzenleyici sıralamayı uygulamadı: {reason}.',
  'command.sorted': 'Özellikler şema sırasına göre sıralandı.',

  'lens.unused': 'Bu şemayı kullanan bilinen dosya yok · Çalışma Alanını Doğrula',
  'lens.compliant': {
    one: '{shown} dosya kullanıyor · uyumlu',
    other: '{shown} dosya kullanıyor · tümü uyumlu',
  },
  'lens.notCompliant': {
    one: '{shown} dosya kullanıyor · {notCompliant} uyumsuz',
    other: '{shown} dosya kullanıyor · {notCompliant} uyumsuz',
  },
  'lens.pick': '{file}: {title}. Birini açın:',
  'lens.pickFirst': '{file}: {title}; ilk {offered} dosya sunuluyor. Birini açın:',
  'lens.fileProblems': { one: '{label} ({count} sorun)', other: '{label} ({count} sorun)' },

  'cli.usageHint': 'Kullanım için "json-object-validator --help" komutunu çalıştırın.',
  'cli.noFilesMatch': '"{pattern}" ile eşleşen dosya yok.',
  'cli.noDocuments': 'Doğrulanacak belge yok.',
  'cli.noneValidated': 'Hiçbir belge doğrulanmadı.',
  'cli.schemaInvalid': '{name} şeması geçersiz; hiçbir belge doğrulanmadı.',
  'cli.cannotRead': '{file} okunamıyor: {reason}.',
  'cli.cannotReadFile': 'Dosya okunamıyor: {reason}.',
  'cli.cannotReadSchema': '{name} şeması okunamıyor: {reason}.',
  'cli.cannotLoadReference': 'Başvurulan {uri} şeması yüklenemiyor. {reason}',
  'cli.syntaxErrors': '{name} söz dizimi hataları içeriyor.',
  'cli.onlyFilesAndUrls': 'Yalnızca dosyalar ve http(s) URL’leri yüklenebilir.',
  'cli.schemaScheme': '{target} şeması yüklenemiyor: yalnızca dosyalar ve http(s) URL’leri yüklenebilir.',
  'cli.progress': '{done}/{total} dosya doğrulanıyor...',
  'cli.internalError': 'Doğrulama sırasında iç hata: {reason}.',
  'cli.noSchema':
    'Doğrulama için şema yok: şema dosyasını belirten bir "$schema" özelliği ekleyin veya --schema FILE geçirin.',
  'cli.schemaNotString': '"$schema", şema dosyasını belirten bir dize olmalıdır.',
  'cli.schemaHasErrors': {
    one: 'Doğrulanmadı: {name} şemasında {count} hata var; önce düzeltin.',
    other: 'Doğrulanmadı: {name} şemasında {count} hata var; önce düzeltin.',
  },
  'cli.schemaHasErrorsBecause': 'Doğrulanmadı: {name} şemasında hatalar var; önce düzeltin. {reason}',
  'cli.invalidGlob': 'Geçersiz glob {glob}: {reason}.',
  'cli.changedSince': {
    one: '{count} belgeden {changed} tanesi {ref} sonrasında değişti veya değişeni kullanıyor.',
    other: '{count} belgeden {changed} tanesi {ref} sonrasında değişti veya değişeni kullanıyor.',
  },
  'cli.gitNotRun': 'git çalıştırılamadı: {reason}',
  'cli.needsGit': '--changed-since bir git deposu gerektirir: {reason}',
  'cli.notACommit': '--changed-since: "{ref}" bu deponun bir işlemesi, dalı veya etiketi değil.',
  'cli.catalogNotJson': '{name} kataloğu geçerli bir JSON değil.',
  'cli.catalogNotJsonAt': '{name} kataloğu geçerli bir JSON değil (satır {line}: {message}).',
  'cli.catalogNoEntry':
    '{name} kataloğunda kullanılabilir girdi yok: SchemaStore biçimi bekleniyor, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': '{name} kataloğu okunamıyor: {reason}.',
  'cli.cannotReadSettings': '{name} ayarlar dosyası okunamıyor: {reason}.',
  'cli.shippedOne': '{url}: {reason}; CLI ile birlikte gelen kopya kullanılıyor (SchemaStore, {date}).',
  'cli.shippedMany':
    '{count} SchemaStore şeması CLI ile birlikte gelen kopyalardan alındı (SchemaStore, {date}); ilki ({url}) şu nedenle: {reason}.',
  'cli.merge.notJunit': '{name} XML ancak bir JUnit raporu değil (<testsuites> yok).',
  'cli.merge.unknown': '{name} ne JSON ne de JUnit XML.',
  'cli.merge.notReport': '{name} JSON ancak ne bir SARIF günlüğü ne de bir json-object-validator raporu.',
  'cli.merge.formats': 'Raporlar farklı biçimlerde ({formats}): merge tek bir biçimi birleştirir.',
  'cli.merge.noRun': 'SARIF raporlarında çalıştırma yok.',
  'cli.encoding.utf16':
    'Bu dosya UTF-8 değil, {encoding} (bayt sırası işaretiyle): kod çözme sonrasında doğrulandı, ancak JSON UTF-8 olarak paylaşılır (RFC 8259) ve diğer araçlar onu okuyamayabilir; UTF-8 olarak kaydedin.',
  'cli.encoding.badBom':
    'Bu dosya bir {encoding} bayt sırası işaretiyle başlıyor ancak geçerli bir {encoding} değil; UTF-8 olarak kaydedin.',
  'cli.encoding.notUtf8':
    'Dosya geçerli bir UTF-8 değil: {offset} bayt konumundaki {byte} baytı geçerli bir UTF-8 karakteri başlatmıyor. JSON metni UTF-8 olmalıdır (RFC 8259): dosyayı UTF-8 olarak kaydedin.',
  'jsonLines.notUtf8':
    'Bu satır geçerli bir UTF-8 değil: {byte} baytı geçerli bir UTF-8 karakteri başlatmıyor. JSON metni UTF-8 olmalıdır (RFC 8259).',
  'cli.schemaFragment':
    '"$schema" bütün bir şema belgesini belirtmelidir; "{fragment}" bir belgenin içini gösteriyor.',
  'cli.schemaBadUrl': '"$schema" içinde geçersiz URL "{value}".',
  'cli.schemaBadFileUri': 'Geçersiz dosya URI’si "{value}": {reason}.',
  'cli.schemaBadScheme':
    '"{value}" şemasının URI düzeni desteklenmiyor: göreli bir yol, file: veya http(s): URI’si ya da --schema FILE kullanın.',
  'cli.schemaEmpty': '"$schema" boş: bir şema dosyası belirtin.',
  'cli.reason.noSuchFile': 'böyle bir dosya yok',
  'cli.reason.fileNotFound': 'dosya bulunamadı',
  'cli.reason.directory': 'bir dizin',
  'cli.reason.notAFile': 'dosya değil, bir dizin',
};
