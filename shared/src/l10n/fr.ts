/** French. */
import type { Catalog } from './catalogs';

export const fr: Catalog = {
  'list.separator': ', ',
  'list.or': '{rest} ou {last}',
  'list.and': '{rest} et {last}',
  'list.more': '{list} et {count} de plus',
  'count.items': { one: '{count} élément', other: '{count} éléments' },
  'count.properties': { one: '{count} propriété', other: '{count} propriétés' },
  'count.characters': { one: '{count} caractère', other: '{count} caractères' },
  'count.morePlaces': { one: ' (et {count} autre endroit)', other: ' (et {count} autres endroits)' },

  'suggest.didYouMean': ' Vouliez-vous dire {suggestion} ?',
  'reason.wrap': '{message} ({reason}).',
  'sentence.end': '.',
  'reason.because': 'car {because} : {rule}',

  'place.root': 'à la racine du schéma',
  'place.definition': 'dans la définition {name}',
  'place.property': 'sous {name}',
  'place.patternProperty': 'sous les noms correspondant à {pattern}',
  'place.branch': 'dans la branche {number} de {keyword}',
  'place.item': "dans l'élément {number}",
  'place.items': 'dans les éléments',
  'place.dependency': 'dans les {keyword} de {name}',
  'place.keyword': 'dans {keyword}',
  'place.segment': 'dans "{segment}"',

  'type.mismatch': 'Type incorrect : {expected} attendu, {actual} obtenu.',
  'value.mustBe': 'La valeur doit être {value}.',
  'value.mustBeOneOf': "La valeur doit être l'une des suivantes : {values}.",
  'value.mustBeOneOfOrPattern':
    "La valeur doit être l'une des suivantes : {values}, ou une variante admise par le motif du schéma.",

  'words.valueMustBe': 'La valeur doit être {alternatives}.',
  'words.namedValueMustBe': 'La valeur {value} doit être {alternatives}.',
  'words.alternativeSeparator': ', ou ',
  'words.or': ' ou ',
  'words.and': ' et ',
  'words.kindWith': '{noun} {detail}',
  'words.oneOf': "l'une des valeurs {values}",
  'words.integer': 'un entier',
  'words.number': 'un nombre',
  'words.string': 'une chaîne',
  'words.boolean': 'true ou false',
  'words.null': 'null',
  'words.object': 'un objet',
  'words.array': 'un tableau',
  'words.range': 'de {low} à {high}',
  'words.greaterThan': 'supérieur à {low}',
  'words.atLeast': "d'au moins {low}",
  'words.lessThan': 'inférieur à {high}',
  'words.atMost': "d'au plus {high}",
  'words.multipleOf': 'multiple de {value}',
  'words.lengthRange': 'de {min} à {max} caractères',
  'words.notEmpty': 'non vide',
  'words.minLength': "d'au moins {min} caractères",
  'words.maxLength': "d'au plus {max} caractères",
  'words.matching': 'correspondant à {pattern}',
  'words.format': 'au format {format}',

  'number.multipleOf': 'La valeur {value} doit être un multiple de {multipleOf}.',
  'number.maximum': 'La valeur {value} est hors limites : elle doit être au plus {limit}.',
  'number.exclusiveMaximum': 'La valeur {value} est hors limites : elle doit être inférieure à {limit}.',
  'number.minimum': 'La valeur {value} est hors limites : elle doit être au moins {limit}.',
  'number.exclusiveMinimum': 'La valeur {value} est hors limites : elle doit être supérieure à {limit}.',

  'string.pattern': 'La chaîne {value} ne correspond pas au motif {pattern}.',
  'string.patternTooExpensive':
    "La chaîne {value} n'a pas pu être vérifiée avec le motif {pattern} : ce motif est trop coûteux à vérifier sur cette chaîne (la correspondance demande plus d'étapes qu'une vérification n'en permet).",
  'string.maxLength': 'La chaîne est trop longue : {length} ; {limit} au plus autorisés.',
  'string.minLength': 'La chaîne est trop courte : {length} ; {limit} au moins requis.',
  'string.format': "La chaîne {value} n'est pas un {format} valide.",
  'schema.invalidRegex': 'Expression régulière non valide {pattern} : {error}',

  'array.maxItems': {
    one: 'Le tableau a {items} ; {count} au plus est autorisé.',
    other: 'Le tableau a {items} ; {count} au plus sont autorisés.',
  },
  'array.minItems': {
    one: 'Le tableau a {items} ; {count} au moins est requis.',
    other: 'Le tableau a {items} ; {count} au moins sont requis.',
  },
  'array.closedTuple': {
    one: 'Le tableau a {items} ; {count} au plus est autorisé ({keyword} vaut false).',
    other: 'Le tableau a {items} ; {count} au plus sont autorisés ({keyword} vaut false).',
  },
  'array.minContains':
    'Le tableau doit contenir au moins {items} correspondant au schéma "contains" ; il en a {found}.',
  'array.maxContains':
    'Le tableau doit contenir au plus {items} correspondant au schéma "contains" ; il en a {found}.',
  'array.unique':
    'Les éléments {first} et {second} sont identiques ; les éléments du tableau doivent être uniques.',
  'array.unevaluatedItem':
    "L'élément {index} n'est pas autorisé : aucun sous-schéma applicable ici ne l'évalue (unevaluatedItems).",

  'object.allowsNothing': "le schéma n'autorise aucune propriété ici",
  'object.allowsOnly': "le schéma n'autorise que {allowed}",
  'object.namesMatching': 'les noms correspondant à {patterns}',
  'object.notAllowed': "La propriété {name} n'est pas autorisée : {summary}.",
  'object.unevaluatedNotAllowed':
    "La propriété {name} n'est pas autorisée : {summary} (unevaluatedProperties).",
  'object.noSubschemaDeclares': 'aucun sous-schéma applicable ici ne la déclare',
  'object.nameTooExpensive':
    "Le nom de propriété {name} n'a pas pu être vérifié avec le motif {pattern} : ce motif est trop coûteux à vérifier sur ce nom (la correspondance demande plus d'étapes qu'une vérification n'en permet).",
  'object.required': 'Propriété obligatoire {name} manquante.',
  'object.requiredBecause': 'La propriété {name} est obligatoire car {because} ({rule}).',
  'object.maxProperties': {
    one: "L'objet a {properties} ; {count} au plus est autorisée.",
    other: "L'objet a {properties} ; {count} au plus sont autorisées.",
  },
  'object.minProperties': {
    one: "L'objet a {properties} ; {count} au moins est requise.",
    other: "L'objet a {properties} ; {count} au moins sont requises.",
  },
  'object.propertyNameInvalid': "Le nom de propriété {name} n'est pas valide : {reason}",
  'object.propertyNameDefault': 'il ne correspond pas au schéma propertyNames.',
  'object.dependentRequired': '{trigger} exige {name} ({keyword}).',
  'object.dependentSchema': "s'applique car {trigger} est présent : {keyword}",
  'object.propertyFalse': "La propriété {name} n'est pas autorisée.",
  'array.itemFalse': "L'élément {index} n'est pas autorisé ici (son schéma vaut false).",
  'schema.false': "Aucune valeur n'est autorisée ici (le schéma vaut false).",

  'anyOf.noMatch': 'La valeur ne correspond à aucune alternative de {keyword}.',
  'anyOf.closest': 'la plus proche des {count} alternatives de {keyword} : celle {where}',
  'oneOf.several':
    'La valeur correspond à {count} alternatives du oneOf {where} (branches {branches}) ; elle doit en vérifier exactement une.',
  'not.matches': 'La valeur ne doit pas correspondre au schéma "not" {where}{what}.',
  'not.mustNotHave': ' (elle ne doit pas avoir {names})',
  'implication.rule': "l'implication {where}",
  'implication.where': 'la condition dans "not"',
  'if.where': 'le "if"',
  'if.then': 'le if/then {where}',
  'if.else': 'le "if" {where} ne correspond pas, donc "else" s\'applique',
  'condition.is': '{name} vaut {value}',
  'condition.and': ' et ',
  'condition.absent': {
    one: '{names} est absent et {where} n\'a pas de "required" pour lui, donc la condition est vérifiée',
    other: '{names} sont absents et {where} n\'a pas de "required" pour eux, donc la condition est vérifiée',
  },
  'ignored.besideRef':
    'Remarque : dans le draft {draft}, les mots-clés à côté de "$ref" sont ignorés, comme "{keyword}" à {pointer}{more} ; un sous-schéma ici accepte donc plus qu\'il ne le dit. Placez "$ref" et les autres mots-clés dans des entrées "allOf" distinctes pour appliquer les deux ; ce résultat peut alors changer.',
  'ignored.notInDraft':
    'Remarque : ce schéma est en draft {draft}, qui n\'a pas "{keyword}" ; "{keyword}" à {pointer}{more} est donc ignoré et un sous-schéma ici accepte plus qu\'il ne le dit{advice}.',
  'ignored.advice': ' ; {advice}, et ce résultat peut changer',
  'ignored.adviceSeparator': ', ou ',
  'ignored.declareDraft':
    'déclarez "$schema": "{uri}" (le premier draft avec "{keyword}") ou un draft ultérieur',

  'replace.use': 'utilisez plutôt {keyword}',
  'replace.const': 'écrivez plutôt "enum": [<value>]',
  'replace.ifThenElse': 'écrivez plutôt la condition sous la forme "anyOf": [{ "not": <if> }, <then>]',
  'replace.unevaluatedProperties':
    'utilisez "additionalProperties" et redéclarez dans "properties" les noms que déclarent les sous-schémas',
  'replace.prefixItems': 'utilisez plutôt un tableau de schémas dans "items"',
  'replace.additionalItems': 'utilisez plutôt "items" à côté de "prefixItems"',

  'ref.unresolvable':
    "Impossible de résoudre la référence {ref} : aucun schéma n'est disponible avec cet URI.",
  'ref.cannotCheck': 'Impossible de vérifier cette valeur : la référence {ref} ne peut pas être résolue.',
  'kind.array': 'un tableau',
  'kind.string': 'une chaîne',
  'kind.number': 'un nombre',
  'ref.notSchema': 'La référence {ref} pointe vers {kind}, pas vers un schéma : elle ne peut rien vérifier.',
  'ref.cannotCheckNotSchema':
    'Impossible de vérifier cette valeur : la référence {ref} ne pointe pas vers un schéma.',
  'ref.loop':
    'Impossible de vérifier cette valeur : la référence {ref} revient sur elle-même sans rien vérifier.',
  'ref.cycle':
    'Cycle de références sans progression : {chain} revient sur lui-même sans vérifier aucune propriété ni aucun élément entre-temps.',

  'limit.nesting': "La validation s'est arrêtée ici : la valeur est imbriquée sur plus de {limit} niveaux.",
  'limit.stack':
    "La validation s'est arrêtée ici : la valeur est trop profondément imbriquée pour ce schéma.",
  'limit.budget':
    "La validation s'est arrêtée ici : ce schéma demande plus de {limit} applications de sous-schémas pour ce document (il applique ses sous-schémas aux mêmes valeurs encore et encore).",
  'limit.schemaTooDeep': 'Le schéma est trop profondément imbriqué pour être utilisé.',
  'schema.unknownDraft': '"$schema" inconnu {uri} : validation selon le draft {draft}.',

  'fix.trustDomain': 'Faire confiance à {domain} pour les téléchargements de schémas',
  'fix.suppress': 'Ignorer "{keyword}" sur cette ligne',
  'fix.removeSuppression': 'Supprimer le commentaire de suppression inutilisé',
  'fix.all': 'Corriger tous les problèmes de JSON Object Validator qui ont une correction univoque',
  'fix.replaceWith': 'Remplacer par {value}',
  'fix.wrapInArray': 'Placer dans un tableau',
  'fix.convertTo': 'Convertir en {type}',
  'fix.addRequired': 'Ajouter la propriété obligatoire manquante "{name}"',
  'fix.addRequiredBy': 'Ajouter la propriété "{name}" exigée par "{trigger}"',
  'fix.addAllRequired': 'Ajouter toutes les propriétés obligatoires manquantes',
  'fix.rename': "Vouliez-vous dire '{target}' ? Renommer '{name}'",
  'fix.removeProperty': 'Supprimer la propriété "{name}"',
  'fix.addToIfRequired': 'Ajouter "{name}" au "required" du "if"',
  'fix.splitDependencies': 'Répartir "dependencies" entre "dependentRequired" et "dependentSchemas"',
  'fix.useUnevaluated': 'Remplacer "additionalProperties": false par "unevaluatedProperties": false',
  'sort.document': "Trier les propriétés dans l'ordre du schéma",
  'sort.object': "Trier les propriétés de cet objet dans l'ordre du schéma",

  'related.rule': 'La règle : "{keyword}" dans {file}',
  'diagnostic.maxFileSize':
    'Ce document dépasse "jsonObjectValidator.maxFileSize" ({size}) : il est validé à l\'ouverture et à l\'enregistrement, pas pendant la frappe.',
  'diagnostic.internalError':
    'Le validateur a échoué sur ce document ({reason}). Les détails figurent dans le journal du serveur ; merci de signaler le problème.',

  'hover.noType': 'aucun type autorisé',
  'hover.oneOf': 'parmi {values}',
  'hover.pattern': 'motif {pattern}',
  'hover.format': 'au format {format}',
  'hover.characters': { one: '{shown} caractère', other: '{shown} caractères' },
  'hover.items': { one: '{shown} élément', other: '{shown} éléments' },
  'hover.properties': { one: '{shown} propriété', other: '{shown} propriétés' },
  'hover.atLeast': 'au moins {count}',
  'hover.atMost': 'au plus {count}',
  'hover.multipleOf': 'multiple de {value}',
  'hover.uniqueItems': 'éléments uniques',
  'hover.required': 'obligatoire',
  'hover.noMatch': 'il ne correspond pas au document dans son état actuel',
  'hover.branch': 'branche {index} de {keyword} de {where}',
  'hover.default': 'Valeur par défaut : {value}',
  'hover.deprecated': 'Déprécié.',
  'hover.deprecatedLabel': 'Déprécié :',
  'hover.alwaysApplies': "s'applique toujours",
  'hover.appliesNow': "s'applique maintenant ({branch})",
  'hover.notApplyingNow': "ne s'applique pas maintenant ({branch} : {reason})",
  'completion.default': 'La valeur par défaut.',
  'completion.example': 'Un exemple tiré du schéma.',

  'cli.filesChecked': { one: '{count} fichier vérifié', other: '{count} fichiers vérifiés' },
  'cli.notCompliant': { one: '{count} non conforme', other: '{count} non conformes' },
  'cli.unreadable': { one: '{count} illisible', other: '{count} illisibles' },
  'cli.errors': { one: '{count} erreur', other: '{count} erreurs' },
  'cli.warnings': { one: '{count} avertissement', other: '{count} avertissements' },
  'cli.skipped': {
    one: '{count} ignoré (exclu ou sans schéma)',
    other: '{count} ignorés (exclus ou sans schéma)',
  },
  'cli.unavailable': {
    one: "{count} non validé (le schéma du catalogue n'a pas pu être obtenu)",
    other: "{count} non validés (le schéma du catalogue n'a pas pu être obtenu)",
  },
  'cli.notShown': {
    one: '{count} problème non affiché (--max-errors)',
    other: '{count} problèmes non affichés (--max-errors)',
  },
  'cli.moreNotShown': {
    one: '{count} autre problème non affiché (--max-errors)',
    other: '{count} autres problèmes non affichés (--max-errors)',
  },
  'cli.compliant': 'conforme',
  'cli.notCompliantVerdict': 'non conforme',
  'cli.verdictWith': '{verdict} à {schema}',

  'deprecated.property': 'La propriété {name} est dépréciée.',
  'deprecated.value': 'Cette valeur est dépréciée.',
};
