/** French: the schema-file checks. */
import type { ChecksCatalog } from './en';

export const checksFr: ChecksCatalog = {
  'check.found.number': 'le nombre {value}',
  'check.found.string': 'la chaîne {value}',
  'check.found.array': 'un tableau',
  'check.found.object': 'un objet',

  'check.place.schema': 'Le schéma',
  'check.place.keyword': '"{keyword}"',
  'check.place.valueOf': 'La valeur de "{keyword}"',
  'check.place.eachValueOf': 'Chaque valeur de "{keyword}"',
  'check.place.eachEntryOf': 'Chaque entrée de "{keyword}"',
  'check.place.eachArrayIn': 'Chaque tableau de "{keyword}"',

  'check.mustBe': '{place} doit être {expected} ; trouvé : {found}.{hint}',
  'check.expect.schemaObject': 'un schéma (un objet)',
  'check.expect.schemaOrBoolean': 'un schéma (un objet ou un booléen)',
  'check.expect.booleanOrSchemaObject': 'un booléen ou un objet schéma',
  'check.expect.schemaOrSchemaArray': 'un schéma ou un tableau de schémas',
  'check.expect.schemaArray': 'un tableau non vide de schémas',
  'check.expect.schemaMap': 'un objet dont les valeurs sont des schémas',
  'check.expect.dependencies':
    'un objet dont les valeurs sont des schémas ou des tableaux de noms de propriétés',
  'check.expect.dependencyOrBoolean':
    'un schéma (un objet ou un booléen) ou un tableau de noms de propriétés',
  'check.expect.dependency': 'un schéma (un objet) ou un tableau de noms de propriétés',
  'check.expect.nameListMap': 'un objet dont les valeurs sont des tableaux de noms de propriétés',
  'check.expect.nameList': 'un tableau de noms de propriétés',
  'check.expect.propertyName': 'un nom de propriété (une chaîne)',
  'check.expect.nonNegativeInteger': 'un entier positif ou nul',
  'check.expect.positiveNumber': 'un nombre supérieur à 0',
  'check.expect.greaterThanZero': 'supérieur à 0',
  'check.expect.number': 'un nombre',
  'check.expect.boolean': 'true ou false',
  'check.expect.string': 'une chaîne',
  'check.expect.array': 'un tableau',
  'check.expect.regex': 'une chaîne contenant une expression régulière',
  'check.expect.uriReference': 'une chaîne (une référence URI)',
  'check.expect.vocabulary': 'un objet qui associe des URI de vocabulaire à true ou false',
  'check.expect.limitFlag': 'true ou false (un indicateur sur "{limit}")',
  'check.expect.anchorName': 'une chaîne (un nom simple)',
  'check.expect.enumArray': 'un tableau des valeurs autorisées',
  'check.expect.typeNames': 'un nom de type ou un tableau de noms de types uniques',
  'check.expect.typeName': 'un nom de type',

  'check.hint.draft4Boolean':
    " En draft {draft}, un booléen n'est pas un schéma (il l'est à partir du draft 6).",
  'check.hint.prefixItems':
    ' En draft 2020-12, un tableau de schémas d\'éléments s\'écrit avec "prefixItems".',
  'check.hint.requiredFlag':
    ' "required": {value} sur une propriété est une syntaxe du draft 3 ; listez le nom dans le tableau "required" de l\'objet qui contient la propriété.',
  'check.hint.write': ' Écrivez {value}.',
  'check.hint.exclusiveNumber':
    ' Un nombre ici est une syntaxe du draft 6 ; en draft 4, écrivez "{limit}": {value}, "{keyword}": true.',
  'check.hint.exclusiveBoolean':
    ' Un booléen ici est une syntaxe du draft 4 ; à partir du draft 6, écrivez la limite elle-même : "{keyword}": <number>.',

  'check.schemaArray.empty': '"{keyword}" doit contenir au moins un schéma ; supprimez le tableau vide.',
  'check.nameList.empty':
    'En draft 4, "{keyword}" doit lister au moins un nom de propriété ; supprimez le tableau vide.',
  'check.duplicate':
    '"{entry}" figure deux fois dans "{keyword}" (d\'abord à l\'index {first}) ; supprimez cette entrée.',
  'check.enum.emptyError':
    'En draft {draft}, "enum" doit lister au moins une valeur ; supprimez le tableau vide.',
  'check.enum.empty':
    'Cet "enum" est vide, donc aucune valeur n\'est valide ici ; listez les valeurs autorisées.',
  'check.enum.duplicate': 'Cette valeur répète l\'entrée {first} de "enum" ; supprimez le doublon.',
  'check.type.unknown': '"{name}" n\'est pas un type ; utilisez l\'un de {types}.{hint}',
  'check.type.any': ' Omettez "type" pour autoriser tous les types.',
  'check.type.format': ' Écrivez "type": "string" avec "format": "{format}".',
  'check.type.didYouMean': ' Vouliez-vous dire "{suggestion}" ?',
  'check.type.empty':
    '"type" doit nommer au moins un type ; supprimez le tableau vide pour autoriser tous les types.',
  'check.id.fragment':
    '"{keyword}" ne doit pas contenir de fragment en draft {draft} ; nommez plutôt l\'emplacement avec "$anchor": "{fragment}".',
  'check.exclusive.withoutLimit':
    'En draft 4, "{keyword}" ne fait que modifier "{limit}", que ce schéma n\'a pas ; ajoutez "{limit}".',
  'check.anchor.invalid':
    '"{value}" n\'est pas un "{keyword}" valide : en draft {draft}, une ancre doit commencer par une lettre ou "_" et ne contenir que des lettres, des chiffres, "-", "_" et ".".',
  'check.anchor.invalid2019':
    '"{value}" n\'est pas un "{keyword}" valide : en draft {draft}, une ancre doit commencer par une lettre et ne contenir que des lettres, des chiffres, "-", "_", ":" et ".".',
  'check.regex.unusable': '{pattern} ne peut pas être utilisé comme expression régulière : {error}.',
  'check.regex.invalid':
    '{pattern} n\'est pas une expression régulière valide (ECMA-262, indicateur "u") : {error}.',
  'check.minExceedsMax':
    '"{min}" ({low}) est supérieur à "{max}" ({high}), donc aucune valeur ne peut satisfaire les deux.',

  'check.notInDraft.since':
    '"{keyword}" n\'est pas un mot clé du draft {draft} (il existe à partir du draft {since}), il est donc ignoré ici{instead}.',
  'check.notInDraft.only':
    '"{keyword}" n\'est pas un mot clé du draft {draft} (il n\'existe que dans le draft {since}), il est donc ignoré ici{instead}.',
  'check.notInDraft.range':
    '"{keyword}" n\'est pas un mot clé du draft {draft} (il existe du draft {since} au {until}), il est donc ignoré ici{instead}.',
  'check.notInDraft.instead': ' ; {advice}',
  'check.dependencies.ignored': '"dependencies" n\'est pas un mot clé du draft {draft} et est ignoré.',
  'check.dependencies.moveRequired':
    '"dependencies" n\'est pas un mot clé du draft {draft} et est ignoré ; déplacez {required} vers "dependentRequired".',
  'check.dependencies.moveSchemas':
    '"dependencies" n\'est pas un mot clé du draft {draft} et est ignoré ; déplacez {schemas} vers "dependentSchemas".',
  'check.dependencies.moveBoth':
    '"dependencies" n\'est pas un mot clé du draft {draft} et est ignoré ; déplacez {required} vers "dependentRequired" et {schemas} vers "dependentSchemas".',
  'check.refSibling':
    'En draft {draft}, les mots clés à côté de "$ref" sont ignorés, donc "{keyword}" n\'a aucun effet ici ; placez "$ref" et "{keyword}" dans des entrées "allOf" distinctes pour appliquer les deux.',
  'check.unknownKeyword':
    '"{keyword}" n\'est pas un mot clé, il est donc ignoré ici ; vouliez-vous dire "{suggestion}" ?',

  'check.ifWithoutRequired':
    'Ce "if" teste "{property}" sans l\'exiger : un objet sans "{property}" satisfait le "if", donc "then" s\'y applique aussi. Ajoutez "{property}" au "required" du "if" pour que "then" ne s\'applique que lorsque "{property}" est présent.',
  'check.branchWithoutIf':
    '"{keyword}" sans "if" à côté est ignoré ; ajoutez le "if" auquel il appartient, ou déplacez ses mots clés dans ce schéma (ou dans une entrée "allOf") pour les appliquer toujours.',
  'check.implicationWithoutRequired':
    'Cette condition niée teste "{property}" sans l\'exiger : un objet sans "{property}" remplit la condition, donc cette branche de "anyOf" échoue et les autres branches doivent être vérifiées. Ajoutez "required": ["{property}"] dans le "not" pour que l\'implication ne s\'applique que lorsque "{property}" est présent.',
  'check.ifWithoutBranches':
    '"if" sans "then" ni "else" n\'a aucun effet sur la validation ; ajoutez la branche qu\'il doit sélectionner, ou supprimez-le.',

  'check.sentences': '{first} {second}',
  'check.additional.falseRejects': {
    one: '"additionalProperties": false rejette {names}, qui n\'est déclaré que par {via} : "additionalProperties" ne voit que les "properties" et "patternProperties" de son propre objet schéma, donc un objet qui l\'utilise n\'est pas valide.',
    other:
      '"additionalProperties": false rejette {names}, qui ne sont déclarés que par {via} : "additionalProperties" ne voit que les "properties" et "patternProperties" de son propre objet schéma, donc un objet qui les utilise n\'est pas valide.',
  },
  'check.additional.appliesTo': {
    one: '"additionalProperties" s\'applique aussi à {names}, qui n\'est déclaré que par {via} : "additionalProperties" ne voit que les "properties" et "patternProperties" de son propre objet schéma, donc sa valeur doit aussi y correspondre.',
    other:
      '"additionalProperties" s\'applique aussi à {names}, qui ne sont déclarés que par {via} : "additionalProperties" ne voit que les "properties" et "patternProperties" de son propre objet schéma, donc leurs valeurs doivent aussi y correspondre.',
  },
  'check.additional.useUnevaluated': {
    one: 'Utilisez "unevaluatedProperties" au lieu de "additionalProperties" (il voit ce que déclarent les sous-schémas), ou redéclarez-le comme true dans les "properties" de cet objet.',
    other:
      'Utilisez "unevaluatedProperties" au lieu de "additionalProperties" (il voit ce que déclarent les sous-schémas), ou redéclarez-les comme true dans les "properties" de cet objet.',
  },
  'check.additional.redeclare': {
    one: 'Redéclarez-le comme true dans les "properties" de cet objet ("unevaluatedProperties" le ferait mais exige le draft 2019-09 ; ce schéma est en draft {draft}).',
    other:
      'Redéclarez-les comme true dans les "properties" de cet objet ("unevaluatedProperties" le ferait mais exige le draft 2019-09 ; ce schéma est en draft {draft}).',
  },
  'check.required.falseSchema':
    '"{property}" est obligatoire mais son schéma dans "properties" est false, donc aucun objet ne peut être valide ici.',
  'check.required.closed':
    '"{property}" est obligatoire mais "additionalProperties": false l\'interdit (il ne figure ni dans les "properties" ni dans les "patternProperties" de cet objet), donc aucun objet ne peut être valide ici ; déclarez "{property}" dans "properties".',
  'check.required.propertyNames':
    '"{property}" est obligatoire mais "propertyNames" l\'interdit ({reason}), donc aucun objet ne peut être valide ici.',
  'check.names.false': 'il vaut false',
  'check.names.pattern': 'le nom ne correspond pas à {pattern}',
  'check.names.enum': 'le nom ne figure pas dans son "enum"',
  'check.names.const': 'le seul nom autorisé est {name}',
  'check.names.maxLength': 'les noms font au plus {max} caractères',
  'check.names.minLength': 'les noms font au moins {min} caractères',
  'check.requiredExceedsMax': {
    one: '"required" liste {count} nom mais "maxProperties" vaut {max}, donc aucun objet ne peut être valide ici.',
    other:
      '"required" liste {count} noms mais "maxProperties" vaut {max}, donc aucun objet ne peut être valide ici.',
  },
  'check.closed.refClosed': {
    one: 'Le schéma vers lequel pointe "$ref" est fermé par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc un objet qui l\'a échoue : "allOf" et "$ref" ne peuvent pas étendre un schéma fermé.',
    other:
      'Le schéma vers lequel pointe "$ref" est fermé par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc un objet qui les a échoue : "allOf" et "$ref" ne peuvent pas étendre un schéma fermé.',
  },
  'check.closed.entryClosed': {
    one: 'Cette entrée "allOf" est fermée par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc un objet qui l\'a échoue : "allOf" et "$ref" ne peuvent pas étendre un schéma fermé.',
    other:
      'Cette entrée "allOf" est fermée par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc un objet qui les a échoue : "allOf" et "$ref" ne peuvent pas étendre un schéma fermé.',
  },
  'check.closed.refConstrained': {
    one: 'Le schéma vers lequel pointe "$ref" est contraint par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc sa valeur doit aussi correspondre à "{keyword}" à cet endroit.',
    other:
      'Le schéma vers lequel pointe "$ref" est contraint par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc leurs valeurs doivent aussi correspondre à "{keyword}" à cet endroit.',
  },
  'check.closed.entryConstrained': {
    one: 'Cette entrée "allOf" est contrainte par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc sa valeur doit aussi correspondre à "{keyword}" à cet endroit.',
    other:
      'Cette entrée "allOf" est contrainte par "{keyword}" (à {pointer}) et ne déclare pas {names}, donc leurs valeurs doivent aussi correspondre à "{keyword}" à cet endroit.',
  },
  'check.closed.useUnevaluated':
    'Supprimez "{keyword}" du schéma fermé et placez plutôt "unevaluatedProperties": false dans le schéma qui l\'étend.',
  'check.closed.redeclare': {
    one: 'Redéclarez-le dans les "properties" du schéma fermé, ou déplacez "additionalProperties": false dans le schéma qui l\'étend et redéclarez-y les noms hérités comme true.',
    other:
      'Redéclarez-les dans les "properties" du schéma fermé, ou déplacez "additionalProperties": false dans le schéma qui l\'étend et redéclarez-y les noms hérités comme true.',
  },
};
