/** French: the parser's, the server's, the host's and the CLI's own sentences. */
import type { Catalog } from '../catalogs';

export const editorFr: Catalog = {
  'syntax.unexpectedEndOfComment': 'Fin de commentaire inattendue.',
  'syntax.unexpectedEndOfString': 'Fin de chaîne inattendue.',
  'syntax.unexpectedEndOfNumber': 'Fin de nombre inattendue.',
  'syntax.invalidUnicode': 'Séquence Unicode non valide dans la chaîne.',
  'syntax.invalidEscapeCharacter': "Caractère d'échappement non valide dans la chaîne.",
  'syntax.invalidCharacter':
    'Caractères non valides dans la chaîne. Les caractères de contrôle doivent être échappés.',
  'syntax.commentNotPermitted': 'Les commentaires ne sont pas autorisés en JSON.',
  'syntax.leadingZero': 'Les nombres ne doivent pas commencer par des zéros.',
  'syntax.commaOrBracketExpected': 'Virgule ou crochet fermant attendu',
  'syntax.commaOrBraceExpected': 'Virgule ou accolade fermante attendue',
  'syntax.valueExpected': 'Valeur attendue',
  'syntax.propertyExpected': 'Propriété attendue',
  'syntax.trailingComma': 'Virgule de fin',
  'syntax.commaExpected': 'Virgule attendue',
  'syntax.keysDoubleQuoted': 'Les clés de propriété doivent être entre guillemets doubles',
  'syntax.colonExpected': 'Deux-points attendu',
  'syntax.jsonValueExpected': 'Objet, tableau ou littéral JSON attendu.',
  'syntax.endOfFileExpected': 'Fin de fichier attendue.',
  'syntax.unparsable': "Le document n'a pas pu être analysé.",
  'syntax.duplicateKey': "Clé d'objet en double {key}.",
  'syntax.tooDeep': "Une imbrication de plus de {limit} niveaux n'est pas prise en charge.",
  'syntax.tooManyProblems': 'Seuls les {limit} premiers problèmes sont signalés.',
  'syntax.tooManyItems':
    "Les conteneurs de plus de {limit} éléments ne sont pas pris en charge : la suite de celui-ci n'est pas vérifiée.",
  'syntax.tooManyProperties':
    "Les conteneurs de plus de {limit} propriétés ne sont pas pris en charge : la suite de celui-ci n'est pas vérifiée.",

  'load.subjectSchema': 'Le schéma {name}',
  'load.subjectReference': '{reference}, auquel le schéma {schema} fait référence,',
  'load.subjectCatalog': 'Le catalogue {name}',
  'load.untrusted': "{subject} n'est pas téléchargé : {domain} n'est pas un domaine approuvé ({trust}).",
  'load.untrustedRedirect':
    "{subject} n'est pas téléchargé (il redirige vers {target}) : {domain} n'est pas un domaine approuvé ({trust}).",
  'load.untrustedMirror':
    "{subject} n'est pas téléchargé depuis le miroir SchemaStore ({mirror}) : {domain} n'est pas un domaine approuvé ({trust}).",
  'load.restricted':
    "{subject} n'est pas téléchargé tant que l'espace de travail est en mode restreint ; faites confiance à l'espace de travail pour valider avec lui.",
  'load.disabled':
    '{subject} n\'est pas téléchargé : le téléchargement des schémas est désactivé ("jsonObjectValidator.schemaDownload.enable").',
  'load.failedRetrying':
    "{subject} n'a pas encore pu être téléchargé ({reason}) ; le document est validé dès qu'il arrive.",
  'load.failedNoCopy':
    "{subject} n'a pas pu être téléchargé ({reason}), et aucune copie en cache n'est disponible.",
  'load.cannotUse': '{subject} ne peut pas être utilisé : {reason}.',
  'load.sentences': '{first} {second}',
  'load.referenceNotChecked': 'Les règles derrière cette référence ne sont pas vérifiées.',
  'load.documentNotValidated': "Le document n'est pas validé.",
  'load.trustCli': '{setting} dans les paramètres, ou --trust-domain {domain}',
  'load.reason.notFound': "le fichier n'existe pas",
  'load.reason.folder': "c'est un dossier",
  'load.reason.permission': 'autorisation refusée',
  'load.reason.notLoaded': "il n'a pas pu être chargé",
  'load.reason.notRead': "il n'a pas pu être lu",
  'load.reason.notDownloaded': "il n'a pas pu être téléchargé",
  'load.reason.notJson': "ce n'est pas du JSON valide ({message})",
  'load.reason.notJsonAt': "ce n'est pas du JSON valide ({message} à la ligne {line}, colonne {column})",
  'load.reason.compileFailed': 'sa compilation a échoué ({error})',
  'load.reason.scheme': "le schéma d'URI de {uri} n'est pas pris en charge",
  'load.reason.tooLarge': 'il dépasse {limit}',
  'load.reason.editorOnly': 'seul VS Code peut fournir ses propres schémas',
  'load.reason.editorDidNotServe': "l'éditeur ne l'a pas fourni",
  'load.reason.downloadFailed': "il n'a pas pu être téléchargé ({reason})",
  'load.reason.downloadFailedMirror': "il n'a pas pu être téléchargé depuis le miroir {mirror} ({reason})",
  'load.reason.untrusted': "il n'est pas téléchargé car {domain} n'est pas un domaine approuvé ({setting})",
  'load.reason.restricted':
    "rien n'est téléchargé tant que l'espace de travail est en mode restreint (faites confiance à l'espace de travail pour l'autoriser)",
  'load.reason.disabled':
    'le téléchargement des schémas est désactivé ("jsonObjectValidator.schemaDownload.enable")',
  'load.reason.notDownloadedRefused': "il n'est pas téléchargé",
  'load.cachedCopy':
    "{url} n'a pas pu être téléchargé ({reason}) ; la copie mise en cache le {date} est utilisée.",
  'load.cachedCopyMirror':
    "{url} n'a pas pu être téléchargé depuis le miroir {mirror} ({reason}) ; la copie mise en cache le {date} est utilisée.",

  'association.schemaProperty': 'La propriété "$schema" du document le désigne.',
  'association.noSchema':
    '"jsonObjectValidator.schemas" ({where}) indique que le fichier n\'a pas de schéma ("{pattern}").',
  'association.chosenInline':
    '"jsonObjectValidator.schemas" ({where}) a choisi le schéma inline n°{number} pour le fichier ("{pattern}").',
  'association.inline':
    'Le schéma inline n°{number} de "jsonObjectValidator.schemas" ({where}) correspond au fichier avec "{pattern}".',
  'association.chosenUrl':
    '"jsonObjectValidator.schemas" ({where}) a choisi {url} pour le fichier ("{pattern}").',
  'association.url': '"jsonObjectValidator.schemas" ({where}) associe "{pattern}" à {url}.',
  'association.jsonSchemasInline':
    'Le schéma inline n°{number} de "json.schemas" ({where}) correspond au fichier avec "{pattern}".',
  'association.jsonSchemasUrl': '"json.schemas" ({where}) associe "{pattern}" à {url}.',
  'association.extension':
    'Une contribution "jsonValidation" de {extension} associe "{pattern}" à ce schéma.',
  'association.catalog': 'Le catalogue SchemaStore associe "{pattern}" à "{name}" ({url}).',
  'association.option': 'Il est donné avec --schema.',
  'association.settings': 'paramètres',
  'association.folderSettings': "paramètres du dossier de l'espace de travail",
  'association.userSettings': 'paramètres utilisateur',
  'association.workspaceSettings': "paramètres de l'espace de travail",
  'association.vscode': 'VS Code lui-même',
  'association.theExtension': "l'extension {id}",
  'association.anExtension': 'une extension installée',
  'association.noSchemaFor': 'Aucun schéma pour ce fichier : {reason}',
  'association.isSchema':
    'Ce document est un schéma : il est vérifié avec les contrôles des fichiers de schéma.',
  'association.none':
    "Aucun schéma ne s'applique : le document n'a pas de \"$schema\", et aucun paramètre, aucune contribution d'extension ni aucune entrée du catalogue SchemaStore ne lui correspond.",

  'worker.lost': "Ce document n'est pas validé : {reason}. Fermez-le et rouvrez-le pour réessayer.",
  'worker.outOfSync':
    "Ce document n'est pas validé : l'éditeur a envoyé une modification que le serveur n'a pas pu appliquer ({reason}), le serveur ne connaît donc plus son texte. Fermez-le et rouvrez-le (ou remplacez tout son texte) pour le valider à nouveau.",
  'worker.stoppedReading':
    "le thread qui valide les documents volumineux s'est arrêté {count} fois pendant sa lecture ({reason})",
  'worker.stoppedOften':
    "le thread qui valide les documents volumineux s'est arrêté {count} fois en une minute ({reason})",
  'worker.hiddenProblems':
    '{count} problèmes supplémentaires ne sont pas affichés (au plus {max} par document).',
  'settings.globList': '"{setting}" doit être une liste de globs ; {value} est utilisé comme [{value}].',
  'settings.globListNot': '"{setting}" doit être une liste de globs, pas {value}.',
  'settings.notGlobString': '"{setting}" contient {value}, qui n\'est pas une chaîne glob ; il est ignoré.',
  'settings.globIgnored': '"{setting}" contient le glob {value}, qui est ignoré : {reason}.',
  'settings.schemasList': '"jsonObjectValidator.schemas" doit être une liste d\'entrées, pas {value}.',
  'settings.entryObject':
    '"{name}" doit être un objet avec "fileMatch" et "url" ou "schema" ; il est ignoré.',
  'settings.entryUrl': '"{name}.url" doit être une chaîne de chemin ou d\'URI, pas {value}.',
  'settings.entrySchema': '"{name}.schema" doit être un objet JSON Schema ou un booléen, pas {value}.',
  'settings.noFileMatch': '"{name}" n\'a pas de "fileMatch" ; il est ignoré.',
  'settings.noUsableFileMatch': '"{name}" n\'a aucun modèle "fileMatch" utilisable ; il est ignoré.',
  'settings.entryFlag': '"{name}.{flag}" doit valoir true ou false, pas {value}.',
  'settings.entryEmpty': '"{name}" n\'a ni "url" ni "schema" (ni "noSchema": true) ; il est ignoré.',
  'settings.severityObject':
    '"jsonObjectValidator.severity" doit être un objet mot clé : gravité, pas {value}.',
  'settings.severityAlias':
    '"jsonObjectValidator.severity.{keyword}" vaut {value} : lu comme "{alias}" (utilisez l\'une des valeurs {allowed}).',
  'settings.severityUnknown':
    "\"jsonObjectValidator.severity.{keyword}\" vaut {value}, qui n'est pas une gravité (utilisez l'une des valeurs {allowed}) ; la valeur par défaut s'applique.",
  'settings.number':
    '"{setting}" doit être un nombre supérieur ou égal à 0, pas {value} ; la valeur par défaut {fallback} s\'applique.',
  'settings.boolean':
    '"{setting}" doit valoir true ou false, pas {value} ; la valeur par défaut {fallback} s\'applique.',
  'settings.trustedObject':
    '"{setting}" doit être un objet d\'entrées "https://domain/": true, pas {value} ; les valeurs par défaut s\'appliquent.',
  'settings.trustedValue': '"{setting}" contient {domain} : {value} ; la valeur doit être true ou false.',
  'settings.httpUrl':
    '"{setting}" doit être une URL http(s), pas {value} ; la valeur par défaut s\'applique.',
  'settings.httpOrFileUrl':
    '"{setting}" doit être une URL http(s) ou de fichier, pas {value} ; la valeur par défaut s\'applique.',
  'settings.object': '"{setting}" doit être un objet, pas {value}.',
  'settings.string': '"{setting}.{key}" doit être une chaîne, pas {value}.',
  'settings.section': 'Les paramètres "jsonObjectValidator" doivent être un objet, pas {value}.',
  'settings.languageFeatures':
    '"jsonObjectValidator.languageFeatures" vaut {value}, qui n\'est pas l\'une des valeurs "auto", "always", "off" ; "auto" s\'applique.',
  'settings.problems': "{count} paramètres n'ont pas pu être utilisés tels quels (voir le journal) : {first}",

  'sort.alreadySorted': "Déjà dans l'ordre du schéma.",
  'sort.tooLarge': 'Les documents de {limit} ou plus ne sont pas triés (celui-ci fait {size}).',
  'sort.syntaxErrors':
    "Le document contient des erreurs de syntaxe, rien n'a donc été trié : corrigez-les d'abord (ligne {line} : {message}).",
  'sort.noObject': 'Le document ne contient aucun objet à trier.',
  'sort.noSchemaForDocument': "Aucun schéma ne s'applique à ce document.",
  'sort.notInObject': "Le curseur n'est pas dans un objet.",
  'sort.noSchemaForObject': "Aucun schéma ne s'applique à l'objet sous le curseur.",
  'command.notValidatedNow':
    "Le document n'est pas validé actuellement (voir ses diagnostics), rien n'a donc été trié.",
  'command.closed': 'Le document a été fermé.',
  'command.changed': 'Le document a changé pendant le tri : exécutez de nouveau la commande.',
  'command.schemaNotLoaded': "Le schéma de ce document n'a pas pu être chargé, rien n'a donc été trié.",
  'command.noSchema': "Aucun schéma ne s'applique à ce document, il n'y a donc pas d'ordre de tri.",
  'command.notApplied': "L'éditeur n'a pas appliqué le tri.",
  'command.notAppliedBecause': "L'éditeur n'a pas appliqué le tri : {reason}.",
  'command.sorted': "Propriétés triées dans l'ordre du schéma.",

  'lens.unused': "Aucun fichier connu n'utilise ce schéma · Valider l'espace de travail",
  'lens.compliant': {
    one: 'Utilisé par {shown} fichier · conforme',
    other: 'Utilisé par {shown} fichiers · tous conformes',
  },
  'lens.notCompliant': {
    one: 'Utilisé par {shown} fichier · {notCompliant} non conforme',
    other: 'Utilisé par {shown} fichiers · {notCompliant} non conformes',
  },
  'lens.pick': '{file} : {title}. Ouvrir un fichier :',
  'lens.pickFirst': '{file} : {title} ; les {offered} premiers sont proposés. Ouvrir un fichier :',
  'lens.fileProblems': { one: '{label} ({count} problème)', other: '{label} ({count} problèmes)' },

  'cli.usageHint': 'Exécutez "json-object-validator --help" pour l\'utilisation.',
  'cli.noFilesMatch': 'aucun fichier ne correspond à "{pattern}".',
  'cli.noDocuments': 'Aucun document à valider.',
  'cli.noneValidated': "Aucun document n'a été validé.",
  'cli.schemaInvalid': "le schéma {name} n'est pas valide ; aucun document n'a été validé.",
  'cli.cannotRead': 'Impossible de lire {file} : {reason}.',
  'cli.cannotReadFile': 'Impossible de lire le fichier : {reason}.',
  'cli.cannotReadSchema': 'Impossible de lire le schéma {name} : {reason}.',
  'cli.cannotLoadReference': 'Impossible de charger le schéma référencé {uri}. {reason}',
  'cli.syntaxErrors': '{name} contient des erreurs de syntaxe.',
  'cli.onlyFilesAndUrls': 'Seuls les fichiers et les URL http(s) peuvent être chargés.',
  'cli.schemaScheme':
    'Impossible de charger le schéma {target} : seuls les fichiers et les URL http(s) peuvent être chargés.',
  'cli.progress': 'Validation de {done}/{total} fichiers...',
  'cli.internalError': 'Erreur interne lors de la validation : {reason}.',
  'cli.noSchema':
    'Aucun schéma pour la validation : ajoutez une propriété "$schema" qui désigne le fichier de schéma, ou passez --schema FILE.',
  'cli.schemaNotString': '"$schema" doit être une chaîne qui désigne le fichier de schéma.',
  'cli.schemaHasErrors': {
    one: "Non validé : le schéma {name} contient {count} erreur ; corrigez-la d'abord.",
    other: "Non validé : le schéma {name} contient {count} erreurs ; corrigez-les d'abord.",
  },
  'cli.schemaHasErrorsBecause':
    "Non validé : le schéma {name} contient des erreurs ; corrigez-les d'abord. {reason}",
  'cli.invalidGlob': 'Glob non valide {glob} : {reason}.',
  'cli.changedSince': {
    one: '{changed} document sur {count} a changé depuis {ref} ou utilise ce qui a changé.',
    other: '{changed} documents sur {count} ont changé depuis {ref} ou utilisent ce qui a changé.',
  },
  'cli.gitNotRun': "git n'a pas pu être exécuté : {reason}",
  'cli.needsGit': '--changed-since nécessite un dépôt git : {reason}',
  'cli.notACommit':
    '--changed-since : "{ref}" n\'est ni un commit, ni une branche, ni une étiquette de ce dépôt.',
  'cli.catalogNotJson': "Le catalogue {name} n'est pas du JSON valide.",
  'cli.catalogNotJsonAt': "Le catalogue {name} n'est pas du JSON valide (ligne {line} : {message}).",
  'cli.catalogNoEntry':
    'Le catalogue {name} n\'a aucune entrée utilisable : le format de SchemaStore est attendu, { "schemas": [{ "name", "fileMatch", "url" }] }.',
  'cli.cannotReadCatalog': 'Impossible de lire le catalogue {name} : {reason}.',
  'cli.cannotReadSettings': 'Impossible de lire le fichier de paramètres {name} : {reason}.',
  'cli.shippedOne': '{url} : {reason} ; la copie livrée avec la CLI est utilisée (SchemaStore, {date}).',
  'cli.shippedMany':
    '{count} schémas SchemaStore proviennent des copies livrées avec la CLI (SchemaStore, {date}), le premier ({url}) parce que {reason}.',
  'cli.merge.notJunit': '{name} est du XML mais pas un rapport JUnit (pas de <testsuites>).',
  'cli.merge.unknown': "{name} n'est ni du JSON ni du XML JUnit.",
  'cli.merge.notReport':
    "{name} est du JSON mais n'est ni un journal SARIF ni un rapport json-object-validator.",
  'cli.merge.formats':
    "Les rapports sont dans des formats différents ({formats}) : merge ne joint qu'un seul format.",
  'cli.merge.noRun': "Les rapports SARIF n'ont aucune exécution.",
  'cli.encoding.utf16':
    "Ce fichier est en {encoding} (avec une marque d'ordre des octets), pas en UTF-8 : il a été validé après décodage, mais le JSON s'échange en UTF-8 (RFC 8259) et d'autres outils risquent de ne pas le lire ; enregistrez-le en UTF-8.",
  'cli.encoding.badBom':
    "Ce fichier commence par une marque d'ordre des octets {encoding} mais n'est pas du {encoding} valide ; enregistrez-le en UTF-8.",
  'cli.encoding.notUtf8':
    "Le fichier n'est pas de l'UTF-8 valide : l'octet {byte} à la position {offset} ne commence pas un caractère UTF-8 valide. Le texte JSON doit être en UTF-8 (RFC 8259) : enregistrez le fichier en UTF-8.",
  'jsonLines.notUtf8':
    "Cette ligne n'est pas de l'UTF-8 valide : l'octet {byte} ne commence pas un caractère UTF-8 valide. Le texte JSON doit être en UTF-8 (RFC 8259).",
  'cli.schemaFragment':
    '"$schema" doit désigner un document de schéma entier ; "{fragment}" pointe à l\'intérieur d\'un document.',
  'cli.schemaBadUrl': 'URL non valide "{value}" dans "$schema".',
  'cli.schemaBadFileUri': 'URI de fichier non valide "{value}" : {reason}.',
  'cli.schemaBadScheme':
    'Le schéma "{value}" a un schéma d\'URI non pris en charge : utilisez un chemin relatif, un URI file: ou http(s):, ou --schema FILE.',
  'cli.schemaEmpty': '"$schema" est vide : indiquez un fichier de schéma.',
  'cli.reason.noSuchFile': 'fichier introuvable',
  'cli.reason.fileNotFound': 'fichier introuvable',
  'cli.reason.directory': "c'est un répertoire",
  'cli.reason.notAFile': "c'est un répertoire, pas un fichier",
};
