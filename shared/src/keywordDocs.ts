/**
 * Where each JSON Schema keyword is explained on json-schema.org: the link a diagnostic's code opens
 * in the editor and the help link of a SARIF rule in the CLI. Plain data, no editor dependency.
 */
const REFERENCE = 'https://json-schema.org/understanding-json-schema/reference';

/** Where each keyword is explained on json-schema.org. */
const KEYWORD_DOCS: Record<string, string> = {
  type: `${REFERENCE}/type`,
  properties: `${REFERENCE}/object#properties`,
  patternProperties: `${REFERENCE}/object#patternProperties`,
  additionalProperties: `${REFERENCE}/object#additionalproperties`,
  unevaluatedProperties: `${REFERENCE}/object#unevaluatedproperties`,
  required: `${REFERENCE}/object#required`,
  propertyNames: `${REFERENCE}/object#propertyNames`,
  minProperties: `${REFERENCE}/object#size`,
  maxProperties: `${REFERENCE}/object#size`,
  dependentRequired: `${REFERENCE}/conditionals#dependentRequired`,
  dependentSchemas: `${REFERENCE}/conditionals#dependentSchemas`,
  dependencies: `${REFERENCE}/conditionals#dependentRequired`,
  if: `${REFERENCE}/conditionals#ifthenelse`,
  then: `${REFERENCE}/conditionals#ifthenelse`,
  else: `${REFERENCE}/conditionals#ifthenelse`,
  enum: `${REFERENCE}/enum`,
  const: `${REFERENCE}/const`,
  allOf: `${REFERENCE}/combining#allOf`,
  anyOf: `${REFERENCE}/combining#anyOf`,
  oneOf: `${REFERENCE}/combining#oneOf`,
  not: `${REFERENCE}/combining#not`,
  $ref: 'https://json-schema.org/understanding-json-schema/structuring#dollarref',
  minLength: `${REFERENCE}/string#length`,
  maxLength: `${REFERENCE}/string#length`,
  pattern: `${REFERENCE}/string#regexp`,
  format: `${REFERENCE}/string#format`,
  minimum: `${REFERENCE}/numeric#range`,
  maximum: `${REFERENCE}/numeric#range`,
  exclusiveMinimum: `${REFERENCE}/numeric#range`,
  exclusiveMaximum: `${REFERENCE}/numeric#range`,
  multipleOf: `${REFERENCE}/numeric#multiples`,
  items: `${REFERENCE}/array#items`,
  prefixItems: `${REFERENCE}/array#tupleValidation`,
  additionalItems: `${REFERENCE}/array#additionalitems`,
  unevaluatedItems: `${REFERENCE}/array#unevaluateditems`,
  contains: `${REFERENCE}/array#contains`,
  minContains: `${REFERENCE}/array#mincontains-maxcontains`,
  maxContains: `${REFERENCE}/array#mincontains-maxcontains`,
  minItems: `${REFERENCE}/array#length`,
  maxItems: `${REFERENCE}/array#length`,
  uniqueItems: `${REFERENCE}/array#uniqueItems`,
  deprecated: `${REFERENCE}/annotations`,
};

/** The documentation page of a keyword (the reference index for keywords without their own page). */
export function keywordDocumentation(keyword: string): string {
  return KEYWORD_DOCS[keyword] ?? REFERENCE;
}

/** Whether the keyword has its own documentation page (rather than the reference index). */
export function isDocumentedKeyword(keyword: string): boolean {
  return Object.prototype.hasOwnProperty.call(KEYWORD_DOCS, keyword);
}
