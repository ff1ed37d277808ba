/** Turkish: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksTr: ChecksCatalog = {
  'check.found.number': '{value} sayısı',
  'check.found.string': '{value} dizesi',
  'check.found.array': 'bir dizi',
  'check.found.object': 'bir nesne',

  'check.place.schema': 'Şema',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': '"{keyword}" değeri',
  'check.place.eachValueOf': '"{keyword}" içindeki her değer',
  'check.place.eachEntryOf': '"{keyword}" içindeki her girdi',
  'check.place.eachArrayIn': '"{keyword}" içindeki her dizi',

  'check.mustBe': '{place} {expected} olmalıdır; bulunan: {found}.{hint}',
  'check.expect.schemaObject': 'bir şema (bir nesne)',
  'check.expect.schemaOrBoolean': 'bir şema (bir nesne veya bir Boole değeri)',
  'check.expect.booleanOrSchemaObject': 'bir Boole değeri veya bir şema nesnesi',
  'check.expect.schemaOrSchemaArray': 'bir şema veya bir şema dizisi',
  'check.expect.schemaArray': 'boş olmayan bir şema dizisi',
  'check.expect.schemaMap': 'değerleri şema olan bir nesne',
  'check.expect.dependencies': 'değerleri şema veya özellik adı dizisi olan bir nesne',
  'check.expect.dependencyOrBoolean':
    'bir şema (bir nesne veya bir Boole değeri) veya bir özellik adı dizisi',
  'check.expect.dependency': 'bir şema (bir nesne) veya bir özellik adı dizisi',
  'check.expect.nameListMap': 'değerleri özellik adı dizisi olan bir nesne',
  'check.expect.nameList': 'bir özellik adı dizisi',
  'check.expect.propertyName': 'bir özellik adı (bir dize)',
  'check.expect.nonNegativeInteger': 'negatif olmayan bir tamsayı',
  'check.expect.positiveNumber': "0'dan büyük bir sayı",
  'check.expect.greaterThanZero': "0'dan büyük",
  'check.expect.number': 'bir sayı',
  'check.expect.boolean': 'true veya false',
  'check.expect.string': 'bir dize',
  'check.expect.array': 'bir dizi',
  'check.expect.regex': 'normal ifade içeren bir dize',
  'check.expect.uriReference': 'bir dize (bir URI başvurusu)',
  'check.expect.vocabulary': "sözcük dağarcığı URI'lerini true veya false ile eşleyen bir nesne",
  'check.expect.limitFlag': 'true veya false ("{limit}" için bir bayrak)',
  'check.expect.anchorName': 'bir dize (basit bir ad)',
  'check.expect.enumArray': 'izin verilen değerlerin dizisi',
  'check.expect.typeNames': 'bir tür adı veya benzersiz tür adlarından oluşan bir dizi',
  'check.expect.typeName': 'bir tür adı',

  'check.hint.draft4Boolean':
    ' {draft} taslağında Boole değeri bir şema değildir (6. taslaktan itibaren şemadır).',
  'check.hint.prefixItems': ' 2020-12 taslağında öğe şemalarından oluşan bir dizi "prefixItems" ile yazılır.',
  'check.hint.requiredFlag':
    ' Bir özellikteki "required": {value} 3. taslak söz dizimidir; adı, özelliği içeren nesnenin "required" dizisinde listeleyin.',
  'check.hint.write': ' {value} yazın.',
  'check.hint.exclusiveNumber':
    ' Burada sayı 6. taslak söz dizimidir; 4. taslakta "{limit}": {value}, "{keyword}": true yazın.',
  'check.hint.exclusiveBoolean':
    ' Burada Boole değeri 4. taslak söz dizimidir; 6. taslaktan itibaren sınırın kendisini yazın: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" en az bir şema içermelidir; boş diziyi kaldırın.',
  'check.nameList.empty':
    '4. taslakta "{keyword}" en az bir özellik adı listelemelidir; boş diziyi kaldırın.',
  'check.duplicate':
    '"{entry}", "{keyword}" içinde iki kez listelenmiş (ilki {first} dizininde); bu girdiyi kaldırın.',
  'check.enum.emptyError': '{draft} taslağında "enum" en az bir değer listelemelidir; boş diziyi kaldırın.',
  'check.enum.empty':
    'Bu "enum" boş olduğundan burada hiçbir değer geçerli değildir; izin verilen değerleri listeleyin.',
  'check.enum.duplicate':
    'Bu değer, "enum" içindeki {first} numaralı girdiyi tekrarlıyor; yinelenen değeri kaldırın.',
  'check.type.unknown': '"{name}" bir tür değil; şunlardan birini kullanın: {types}.{hint}',
  'check.type.any': ' Her türe izin vermek için "type" öğesini atlayın.',
  'check.type.format': ' "type": "string" ile birlikte "format": "{format}" yazın.',
  'check.type.didYouMean': ' "{suggestion}" mi demek istediniz?',
  'check.type.empty': '"type" en az bir tür belirtmelidir; her türe izin vermek için boş diziyi kaldırın.',
  'check.id.fragment':
    '{draft} taslağında "{keyword}" bir parça içermemelidir; bunun yerine konumu "$anchor": "{fragment}" ile adlandırın.',
  'check.exclusive.withoutLimit':
    '4. taslakta "{keyword}" yalnızca "{limit}" değerini değiştirir ve bu şemada "{limit}" yok; "{limit}" ekleyin.',
  'check.anchor.invalid':
    '"{value}" geçerli bir "{keyword}" değil: {draft} taslağında bir bağlayıcı bir harf veya "_" ile başlamalı ve yalnızca harf, rakam, "-", "_" ve "." içermelidir.',
  'check.anchor.invalid2019':
    '"{value}" geçerli bir "{keyword}" değil: {draft} taslağında bir bağlayıcı bir harfle başlamalı ve yalnızca harf, rakam, "-", "_", ":" ve "." içermelidir.',
  'check.regex.unusable': '{pattern} normal ifade olarak kullanılamaz: {error}.',
  'check.regex.invalid': '{pattern} geçerli bir normal ifade değil (ECMA-262, "u" bayrağı): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}), "{max}" ({high}) değerinden büyük olduğundan hiçbir değer ikisini birden karşılayamaz.',

  'check.notInDraft.since':
    '"{keyword}", {draft} taslağında bir anahtar sözcük değildir ({since} taslağından itibaren vardır), bu yüzden burada yok sayılır{instead}.',
  'check.notInDraft.only':
    '"{keyword}", {draft} taslağında bir anahtar sözcük değildir (yalnızca {since} taslağında vardır), bu yüzden burada yok sayılır{instead}.',
  'check.notInDraft.range':
    '"{keyword}", {draft} taslağında bir anahtar sözcük değildir ({since} ile {until} arasındaki taslaklarda vardır), bu yüzden burada yok sayılır{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored':
    '"dependencies", {draft} taslağında bir anahtar sözcük değildir ve yok sayılır.',
  'check.dependencies.moveRequired':
    '"dependencies", {draft} taslağında bir anahtar sözcük değildir ve yok sayılır; {required} öğesini "dependentRequired" içine taşıyın.',
  'check.dependencies.moveSchemas':
    '"dependencies", {draft} taslağında bir anahtar sözcük değildir ve yok sayılır; {schemas} öğesini "dependentSchemas" içine taşıyın.',
  'check.dependencies.moveBoth':
    '"dependencies", {draft} taslağında bir anahtar sözcük değildir ve yok sayılır; {required} öğesini "dependentRequired", {schemas} öğesini "dependentSchemas" içine taşıyın.',
  'check.refSibling':
    '{draft} taslağında "$ref" yanındaki anahtar sözcükler yok sayılır, bu yüzden "{keyword}" burada etkisizdir; ikisini de uygulamak için "$ref" ve "{keyword}" öğelerini ayrı "allOf" girdilerine koyun.',
  'check.unknownKeyword':
    '"{keyword}" bir anahtar sözcük değildir, bu yüzden burada yok sayılır; "{suggestion}" mi demek istediniz?',

  'check.ifWithoutRequired':
    'Bu "if", "{property}" özelliğini test ediyor ancak gerekli kılmıyor: "{property}" içermeyen bir nesne "if" koşulunu geçer, bu yüzden "then" ona da uygulanır. "then" yalnızca "{property}" varken uygulansın diye "{property}" öğesini "if" içindeki "required" listesine ekleyin.',
  'check.branchWithoutIf':
    'Yanında "if" olmayan "{keyword}" yok sayılır; ait olduğu "if" öğesini ekleyin veya her zaman uygulanmaları için anahtar sözcüklerini bu şemaya (ya da bir "allOf" girdisine) taşıyın.',
  'check.implicationWithoutRequired':
    'Bu olumsuzlanmış koşul "{property}" özelliğini test ediyor ancak gerekli kılmıyor: "{property}" içermeyen bir nesne koşulu karşılar, bu yüzden bu "anyOf" dalı başarısız olur ve diğer dalların sağlanması gerekir. Çıkarım yalnızca "{property}" varken uygulansın diye "not" içine "required": ["{property}"] ekleyin.',
  'check.ifWithoutBranches':
    '"then" veya "else" olmadan "if" doğrulamayı etkilemez; seçmesi gereken dalı ekleyin veya onu kaldırın.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    one: '"additionalProperties": false, yalnızca {via} aracılığıyla bildirilen {names} özelliğini reddeder: "additionalProperties" yalnızca kendi şema nesnesinin "properties" ve "patternProperties" öğelerini görür, bu yüzden onu kullanan bir nesne geçerli değildir.',
    other:
      '"additionalProperties": false, yalnızca {via} aracılığıyla bildirilen {names} özelliklerini reddeder: "additionalProperties" yalnızca kendi şema nesnesinin "properties" ve "patternProperties" öğelerini görür, bu yüzden onları kullanan bir nesne geçerli değildir.',
  },
  'check.additional.appliesTo': {
    one: '"additionalProperties", yalnızca {via} aracılığıyla bildirilen {names} özelliğine de uygulanır: "additionalProperties" yalnızca kendi şema nesnesinin "properties" ve "patternProperties" öğelerini görür, bu yüzden onun değeri de onunla eşleşmelidir.',
    other:
      '"additionalProperties", yalnızca {via} aracılığıyla bildirilen {names} özelliklerine de uygulanır: "additionalProperties" yalnızca kendi şema nesnesinin "properties" ve "patternProperties" öğelerini görür, bu yüzden onların değerleri de onunla eşleşmelidir.',
  },
  'check.additional.useUnevaluated': {
    one: '"additionalProperties" yerine "unevaluatedProperties" kullanın (alt şemaların bildirdiklerini görür) veya onu bu nesnenin "properties" öğesinde true olarak yeniden bildirin.',
    other:
      '"additionalProperties" yerine "unevaluatedProperties" kullanın (alt şemaların bildirdiklerini görür) veya onları bu nesnenin "properties" öğesinde true olarak yeniden bildirin.',
  },
  'check.additional.redeclare': {
    one: 'Onu bu nesnenin "properties" öğesinde true olarak yeniden bildirin ("unevaluatedProperties" bunu yapardı ancak 2019-09 taslağını gerektirir; bu, {draft} taslağıdır).',
    other:
      'Onları bu nesnenin "properties" öğesinde true olarak yeniden bildirin ("unevaluatedProperties" bunu yapardı ancak 2019-09 taslağını gerektirir; bu, {draft} taslağıdır).',
  },
  'check.required.falseSchema':
    '"{property}" gereklidir ancak "properties" içindeki şeması false olduğundan burada hiçbir nesne geçerli olamaz.',
  'check.required.closed':
    '"{property}" gereklidir ancak "additionalProperties": false onu yasaklar (bu nesnenin "properties" veya "patternProperties" öğesinde değildir), bu yüzden burada hiçbir nesne geçerli olamaz; "{property}" özelliğini "properties" içinde bildirin.',
  'check.required.propertyNames':
    '"{property}" gereklidir ancak "propertyNames" onu yasaklar ({reason}), bu yüzden burada hiçbir nesne geçerli olamaz.',
  'check.names.false': 'değeri false',
  'check.names.pattern': 'ad {pattern} ile eşleşmiyor',
  'check.names.enum': 'ad, "enum" listesinde yok',
  'check.names.const': 'izin verilen tek ad {name}',
  'check.names.maxLength': 'adlar en fazla {max} karakter uzunluğundadır',
  'check.names.minLength': 'adlar en az {min} karakter uzunluğundadır',
  'check.requiredExceedsMax':
    '"required" {count} ad listeliyor ancak "maxProperties" {max} olduğundan burada hiçbir nesne geçerli olamaz.',
  'check.closed.refClosed': {
    one: '"$ref" öğesinin gösterdiği şema "{keyword}" ({pointer} konumunda) tarafından kapatılmıştır ve {names} özelliğini bildirmez, bu yüzden onu içeren bir nesne başarısız olur: "allOf" ve "$ref" kapalı bir şemayı genişletemez.',
    other:
      '"$ref" öğesinin gösterdiği şema "{keyword}" ({pointer} konumunda) tarafından kapatılmıştır ve {names} özelliklerini bildirmez, bu yüzden onları içeren bir nesne başarısız olur: "allOf" ve "$ref" kapalı bir şemayı genişletemez.',
  },
  'check.closed.entryClosed': {
    one: 'Bu "allOf" girdisi "{keyword}" ({pointer} konumunda) tarafından kapatılmıştır ve {names} özelliğini bildirmez, bu yüzden onu içeren bir nesne başarısız olur: "allOf" ve "$ref" kapalı bir şemayı genişletemez.',
    other:
      'Bu "allOf" girdisi "{keyword}" ({pointer} konumunda) tarafından kapatılmıştır ve {names} özelliklerini bildirmez, bu yüzden onları içeren bir nesne başarısız olur: "allOf" ve "$ref" kapalı bir şemayı genişletemez.',
  },
  'check.closed.refConstrained': {
    one: '"$ref" öğesinin gösterdiği şema "{keyword}" ({pointer} konumunda) tarafından kısıtlanmıştır ve {names} özelliğini bildirmez, bu yüzden onun değeri oradaki "{keyword}" ile de eşleşmelidir.',
    other:
      '"$ref" öğesinin gösterdiği şema "{keyword}" ({pointer} konumunda) tarafından kısıtlanmıştır ve {names} özelliklerini bildirmez, bu yüzden onların değerleri oradaki "{keyword}" ile de eşleşmelidir.',
  },
  'check.closed.entryConstrained': {
    one: 'Bu "allOf" girdisi "{keyword}" ({pointer} konumunda) tarafından kısıtlanmıştır ve {names} özelliğini bildirmez, bu yüzden onun değeri oradaki "{keyword}" ile de eşleşmelidir.',
    other:
      'Bu "allOf" girdisi "{keyword}" ({pointer} konumunda) tarafından kısıtlanmıştır ve {names} özelliklerini bildirmez, bu yüzden onların değerleri oradaki "{keyword}" ile de eşleşmelidir.',
  },
  'check.closed.useUnevaluated':
    '"{keyword}" öğesini kapalı şemadan kaldırın ve bunun yerine genişleten şemaya "unevaluatedProperties": false koyun.',
  'check.closed.redeclare': {
    one: 'Onu kapalı şemanın "properties" öğesinde yeniden bildirin veya "additionalProperties": false öğesini genişleten şemaya taşıyıp devralınan adları orada true olarak yeniden bildirin.',
    other:
      'Onları kapalı şemanın "properties" öğesinde yeniden bildirin veya "additionalProperties": false öğesini genişleten şemaya taşıyıp devralınan adları orada true olarak yeniden bildirin.',
  },
};
