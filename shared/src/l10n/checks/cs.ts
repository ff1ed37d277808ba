/** Czech: the schema-file checks. */
import type { ChecksCatalog } from './en';

/** The sentences about one name and about several (few, many and other are all plural here). */
function byCount(one: string, several: string): { one: string; few: string; many: string; other: string } {
  return { one, few: several, many: several, other: several };
}

export const checksCs: ChecksCatalog = {
  'check.found.number': 'číslo {value}',
  'check.found.string': 'řetězec {value}',
  'check.found.array': 'pole',
  'check.found.object': 'objekt',

  'check.place.schema': 'Schéma',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'Hodnota "{keyword}"',
  'check.place.eachValueOf': 'Každá hodnota "{keyword}"',
  'check.place.eachEntryOf': 'Každá položka "{keyword}"',
  'check.place.eachArrayIn': 'Každé pole v "{keyword}"',

  // "očekává se …" keeps what is expected in the nominative, whatever the gender of the place.
  'check.mustBe': '{place}: očekává se {expected}; nalezeno: {found}.{hint}',
  'check.expect.schemaObject': 'schéma (objekt)',
  'check.expect.schemaOrBoolean': 'schéma (objekt nebo logická hodnota)',
  'check.expect.booleanOrSchemaObject': 'logická hodnota nebo objekt schématu',
  'check.expect.schemaOrSchemaArray': 'schéma nebo pole schémat',
  'check.expect.schemaArray': 'neprázdné pole schémat',
  'check.expect.schemaMap': 'objekt, jehož hodnoty jsou schémata',
  'check.expect.dependencies': 'objekt, jehož hodnoty jsou schémata nebo pole názvů vlastností',
  'check.expect.dependencyOrBoolean': 'schéma (objekt nebo logická hodnota) nebo pole názvů vlastností',
  'check.expect.dependency': 'schéma (objekt) nebo pole názvů vlastností',
  'check.expect.nameListMap': 'objekt, jehož hodnoty jsou pole názvů vlastností',
  'check.expect.nameList': 'pole názvů vlastností',
  'check.expect.propertyName': 'název vlastnosti (řetězec)',
  'check.expect.nonNegativeInteger': 'nezáporné celé číslo',
  'check.expect.positiveNumber': 'číslo větší než 0',
  'check.expect.greaterThanZero': 'číslo větší než 0',
  'check.expect.number': 'číslo',
  'check.expect.boolean': 'true nebo false',
  'check.expect.string': 'řetězec',
  'check.expect.array': 'pole',
  'check.expect.regex': 'řetězec s regulárním výrazem',
  'check.expect.uriReference': 'řetězec (odkaz URI)',
  'check.expect.vocabulary': 'objekt, který přiřazuje identifikátorům URI slovníků hodnotu true nebo false',
  'check.expect.limitFlag': 'true nebo false (příznak pro "{limit}")',
  'check.expect.anchorName': 'řetězec (prostý název)',
  'check.expect.enumArray': 'pole povolených hodnot',
  'check.expect.typeNames': 'název typu nebo pole jedinečných názvů typů',
  'check.expect.typeName': 'název typu',

  'check.hint.draft4Boolean': ' V konceptu {draft} logická hodnota není schéma (je jím až od konceptu 6).',
  'check.hint.prefixItems': ' V konceptu 2020-12 se pole schémat položek zapisuje pomocí "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} u vlastnosti je syntaxe konceptu 3; uveďte název v poli "required" objektu, který tuto vlastnost obsahuje.',
  'check.hint.write': ' Napište {value}.',
  'check.hint.exclusiveNumber':
    ' Číslo je zde syntaxe konceptu 6; v konceptu 4 napište "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Logická hodnota je zde syntaxe konceptu 4; od konceptu 6 napište samotnou mez: "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" musí obsahovat alespoň jedno schéma; odeberte prázdné pole.',
  'check.nameList.empty':
    'V konceptu 4 musí "{keyword}" uvádět alespoň jeden název vlastnosti; odeberte prázdné pole.',
  'check.duplicate':
    '"{entry}" je v "{keyword}" uvedeno dvakrát (poprvé na indexu {first}); odeberte tuto položku.',
  'check.enum.emptyError':
    'V konceptu {draft} musí "enum" uvádět alespoň jednu hodnotu; odeberte prázdné pole.',
  'check.enum.empty': 'Toto "enum" je prázdné, takže zde není platná žádná hodnota; uveďte povolené hodnoty.',
  'check.enum.duplicate': 'Tato hodnota opakuje položku {first} v "enum"; odeberte duplikát.',
  'check.type.unknown': '"{name}" není typ; použijte jeden z typů {types}.{hint}',
  'check.type.any': ' Vynechte "type", aby byl povolen libovolný typ.',
  'check.type.format': ' Napište "type": "string" s "format": "{format}".',
  'check.type.didYouMean': ' Měli jste na mysli "{suggestion}"?',
  'check.type.empty':
    '"type" musí uvádět alespoň jeden typ; chcete-li povolit libovolný typ, odeberte prázdné pole.',
  'check.id.fragment':
    'V konceptu {draft} nesmí "{keyword}" obsahovat fragment; místo toho pojmenujte umístění pomocí "$anchor": "{fragment}".',
  'check.exclusive.withoutLimit':
    'V konceptu 4 "{keyword}" pouze upravuje "{limit}", které toto schéma nemá; přidejte "{limit}".',
  'check.anchor.invalid':
    '"{value}" není platná hodnota "{keyword}": v konceptu {draft} musí kotva začínat písmenem nebo "_" a obsahovat jen písmena, číslice, "-", "_" a ".".',
  'check.anchor.invalid2019':
    '"{value}" není platná hodnota "{keyword}": v konceptu {draft} musí kotva začínat písmenem a obsahovat jen písmena, číslice, "-", "_", ":" a ".".',
  'check.regex.unusable': '{pattern} nelze použít jako regulární výraz: {error}.',
  'check.regex.invalid': '{pattern} není platný regulární výraz (ECMA-262, příznak "u"): {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) je větší než "{max}" ({high}), takže žádná hodnota nemůže splnit obojí.',

  'check.notInDraft.since':
    '"{keyword}" není klíčové slovo konceptu {draft} (existuje od konceptu {since}), proto se zde ignoruje{instead}.',
  'check.notInDraft.only':
    '"{keyword}" není klíčové slovo konceptu {draft} (existuje jen v konceptu {since}), proto se zde ignoruje{instead}.',
  'check.notInDraft.range':
    '"{keyword}" není klíčové slovo konceptu {draft} (existuje v konceptech {since} až {until}), proto se zde ignoruje{instead}.',
  'check.notInDraft.instead': '; {advice}',
  'check.dependencies.ignored': '"dependencies" není klíčové slovo konceptu {draft} a ignoruje se.',
  'check.dependencies.moveRequired':
    '"dependencies" není klíčové slovo konceptu {draft} a ignoruje se; přesuňte {required} do "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" není klíčové slovo konceptu {draft} a ignoruje se; přesuňte {schemas} do "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" není klíčové slovo konceptu {draft} a ignoruje se; přesuňte {required} do "dependentRequired" a {schemas} do "dependentSchemas".',
  'check.refSibling':
    'V konceptu {draft} se klíčová slova vedle "$ref" ignorují, takže "{keyword}" zde nemá žádný účinek; chcete-li použít obojí, vložte "$ref" a "{keyword}" do samostatných položek "allOf".',
  'check.unknownKeyword':
    '"{keyword}" není klíčové slovo, proto se zde ignoruje; měli jste na mysli "{suggestion}"?',

  'check.ifWithoutRequired':
    'Toto "if" testuje "{property}", ale nevyžaduje ji: objekt bez "{property}" podmínkou "if" projde, takže se na něj použije i "then". Přidejte "{property}" do "required" tohoto "if", aby se "then" použilo jen tehdy, když je "{property}" přítomna.',
  'check.branchWithoutIf':
    '"{keyword}" bez "if" vedle sebe se ignoruje; přidejte "if", ke kterému patří, nebo přesuňte jeho klíčová slova do tohoto schématu (nebo do položky "allOf"), aby platila vždy.',
  'check.implicationWithoutRequired':
    'Tato negovaná podmínka testuje "{property}", ale nevyžaduje ji: objekt bez "{property}" podmínku splňuje, takže tato větev "anyOf" selže a musí platit ostatní větve. Přidejte "required": ["{property}"] dovnitř "not", aby se implikace použila jen tehdy, když je "{property}" přítomna.',
  'check.ifWithoutBranches':
    '"if" bez "then" nebo "else" nemá na ověření žádný vliv; přidejte větev, kterou má vybrat, nebo ho odeberte.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': byCount(
    '"additionalProperties": false odmítá vlastnost {names}, deklarovanou jen prostřednictvím {via}: "additionalProperties" vidí jen "properties" a "patternProperties" vlastního objektu schématu, takže objekt, který ji používá, není platný.',
    '"additionalProperties": false odmítá vlastnosti {names}, deklarované jen prostřednictvím {via}: "additionalProperties" vidí jen "properties" a "patternProperties" vlastního objektu schématu, takže objekt, který je používá, není platný.',
  ),
  'check.additional.appliesTo': byCount(
    '"additionalProperties" platí také pro vlastnost {names}, deklarovanou jen prostřednictvím {via}: "additionalProperties" vidí jen "properties" a "patternProperties" vlastního objektu schématu, takže její hodnota mu musí také odpovídat.',
    '"additionalProperties" platí také pro vlastnosti {names}, deklarované jen prostřednictvím {via}: "additionalProperties" vidí jen "properties" a "patternProperties" vlastního objektu schématu, takže jejich hodnoty mu musí také odpovídat.',
  ),
  'check.additional.useUnevaluated': byCount(
    'Použijte "unevaluatedProperties" místo "additionalProperties" (vidí, co deklarují podschémata), nebo ji znovu deklarujte jako true v "properties" tohoto objektu.',
    'Použijte "unevaluatedProperties" místo "additionalProperties" (vidí, co deklarují podschémata), nebo je znovu deklarujte jako true v "properties" tohoto objektu.',
  ),
  'check.additional.redeclare': byCount(
    'Znovu ji deklarujte jako true v "properties" tohoto objektu ("unevaluatedProperties" by to zařídilo, ale vyžaduje koncept 2019-09; toto je koncept {draft}).',
    'Znovu je deklarujte jako true v "properties" tohoto objektu ("unevaluatedProperties" by to zařídilo, ale vyžaduje koncept 2019-09; toto je koncept {draft}).',
  ),
  'check.required.falseSchema':
    'Vlastnost "{property}" je povinná, ale její schéma v "properties" je false, takže zde nemůže být platný žádný objekt.',
  'check.required.closed':
    'Vlastnost "{property}" je povinná, ale "additionalProperties": false ji zakazuje (není v "properties" ani "patternProperties" tohoto objektu), takže zde nemůže být platný žádný objekt; deklarujte "{property}" v "properties".',
  'check.required.propertyNames':
    'Vlastnost "{property}" je povinná, ale "propertyNames" ji zakazuje ({reason}), takže zde nemůže být platný žádný objekt.',
  'check.names.false': 'má hodnotu false',
  'check.names.pattern': 'název neodpovídá {pattern}',
  'check.names.enum': 'název není v jeho "enum"',
  'check.names.const': 'jediný povolený název je {name}',
  'check.names.maxLength': 'názvy mají nejvýše {max} znaků',
  'check.names.minLength': 'názvy mají alespoň {min} znaků',
  'check.requiredExceedsMax': {
    one: '"required" uvádí {count} název, ale "maxProperties" je {max}, takže zde nemůže být platný žádný objekt.',
    few: '"required" uvádí {count} názvy, ale "maxProperties" je {max}, takže zde nemůže být platný žádný objekt.',
    many: '"required" uvádí {count} názvu, ale "maxProperties" je {max}, takže zde nemůže být platný žádný objekt.',
    other:
      '"required" uvádí {count} názvů, ale "maxProperties" je {max}, takže zde nemůže být platný žádný objekt.',
  },
  'check.closed.refClosed': byCount(
    'Schéma, na které odkazuje "$ref", je uzavřeno pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnost {names}, takže objekt s ní jím neprojde: "allOf" a "$ref" nemohou rozšířit uzavřené schéma.',
    'Schéma, na které odkazuje "$ref", je uzavřeno pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnosti {names}, takže objekt s nimi jím neprojde: "allOf" a "$ref" nemohou rozšířit uzavřené schéma.',
  ),
  'check.closed.entryClosed': byCount(
    'Tato položka "allOf" je uzavřena pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnost {names}, takže objekt s ní jí neprojde: "allOf" a "$ref" nemohou rozšířit uzavřené schéma.',
    'Tato položka "allOf" je uzavřena pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnosti {names}, takže objekt s nimi jí neprojde: "allOf" a "$ref" nemohou rozšířit uzavřené schéma.',
  ),
  'check.closed.refConstrained': byCount(
    'Schéma, na které odkazuje "$ref", je omezeno pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnost {names}, takže její hodnota musí odpovídat i tamnímu "{keyword}".',
    'Schéma, na které odkazuje "$ref", je omezeno pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnosti {names}, takže jejich hodnoty musí odpovídat i tamnímu "{keyword}".',
  ),
  'check.closed.entryConstrained': byCount(
    'Tato položka "allOf" je omezena pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnost {names}, takže její hodnota musí odpovídat i tamnímu "{keyword}".',
    'Tato položka "allOf" je omezena pomocí "{keyword}" (v {pointer}) a nedeklaruje vlastnosti {names}, takže jejich hodnoty musí odpovídat i tamnímu "{keyword}".',
  ),
  'check.closed.useUnevaluated':
    'Odeberte "{keyword}" z uzavřeného schématu a místo toho vložte "unevaluatedProperties": false do rozšiřujícího schématu.',
  'check.closed.redeclare': byCount(
    'Znovu ji deklarujte v "properties" uzavřeného schématu, nebo přesuňte "additionalProperties": false do rozšiřujícího schématu a zděděné názvy v něm znovu deklarujte jako true.',
    'Znovu je deklarujte v "properties" uzavřeného schématu, nebo přesuňte "additionalProperties": false do rozšiřujícího schématu a zděděné názvy v něm znovu deklarujte jako true.',
  ),
};
