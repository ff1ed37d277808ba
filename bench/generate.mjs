// Deterministic benchmark data: an object-heavy JSON Schema (2020-12) and documents of a chosen
// size made of records, about 1 % of them broken on purpose in ways every validator must catch.
// The same seed always yields the same text, so runs on different machines compare.

/** mulberry32: a tiny seeded PRNG; Math.random cannot be seeded. */
export function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every object keyword of the spec appears: properties, patternProperties, additionalProperties,
 * unevaluatedProperties, required, propertyNames, min/maxProperties, dependentRequired,
 * dependentSchemas, if/then/else on the `kind` discriminator, $defs/$ref. Properties are declared
 * inline in the `then` branches (not behind a `$ref`) so that validators which disagree about
 * annotations across `$ref` still agree about which records are bad.
 */
export function makeSchema() {
  const scalar = { type: ['string', 'number', 'boolean'] };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://bench.example/records.schema.json',
    title: 'Records export',
    type: 'array',
    items: { $ref: '#/$defs/record' },
    $defs: {
      record: {
        type: 'object',
        required: ['id', 'kind', 'createdAt'],
        properties: {
          id: { type: 'string', pattern: '^[a-z]{3}_[0-9a-f]{8}$' },
          kind: { enum: ['user', 'order', 'device'] },
          createdAt: { type: 'string', minLength: 20 },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 8 },
          meta: { $ref: '#/$defs/meta' },
        },
        patternProperties: { '^x-': scalar },
        propertyNames: { maxLength: 32 },
        minProperties: 4,
        maxProperties: 24,
        allOf: [
          {
            if: { properties: { kind: { const: 'user' } }, required: ['kind'] },
            then: {
              required: ['name', 'email'],
              properties: {
                name: { type: 'string', minLength: 1 },
                email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' },
                age: { type: 'integer', minimum: 0, maximum: 150 },
                phone: { type: 'string' },
                phoneVerified: { type: 'boolean' },
                address: { $ref: '#/$defs/address' },
              },
              dependentRequired: { phone: ['phoneVerified'] },
            },
          },
          {
            if: { properties: { kind: { const: 'order' } }, required: ['kind'] },
            then: {
              required: ['customerId', 'total', 'currency', 'status', 'lines'],
              properties: {
                customerId: { type: 'string' },
                total: { type: 'number', minimum: 0 },
                currency: { enum: ['EUR', 'USD', 'GBP'] },
                status: { enum: ['open', 'shipped', 'cancelled'] },
                shippedAt: { type: 'string' },
                lines: { type: 'array', minItems: 1, items: { $ref: '#/$defs/line' } },
              },
              if: { properties: { status: { const: 'shipped' } }, required: ['status'] },
              then: { required: ['shippedAt'] },
              else: { not: { required: ['shippedAt'] } },
            },
          },
          {
            if: { properties: { kind: { const: 'device' } }, required: ['kind'] },
            then: {
              required: ['serial', 'firmware'],
              properties: {
                serial: { type: 'string', pattern: '^SN-[0-9]{6}$' },
                firmware: { type: 'string' },
                location: {
                  type: 'object',
                  required: ['lat', 'lon'],
                  properties: {
                    lat: { type: 'number', minimum: -90, maximum: 90 },
                    lon: { type: 'number', minimum: -180, maximum: 180 },
                  },
                  additionalProperties: false,
                },
                settings: {
                  type: 'object',
                  patternProperties: { '^[a-z]+(\\.[a-z]+)*$': scalar },
                  additionalProperties: false,
                  maxProperties: 10,
                },
              },
            },
          },
        ],
        unevaluatedProperties: false,
      },
      meta: {
        type: 'object',
        propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
        additionalProperties: { type: 'string' },
        maxProperties: 6,
      },
      address: {
        type: 'object',
        required: ['city', 'country'],
        properties: {
          street: { type: 'string' },
          city: { type: 'string' },
          zip: { type: 'string' },
          country: { type: 'string', minLength: 2, maxLength: 2 },
        },
        additionalProperties: false,
      },
      line: {
        type: 'object',
        required: ['sku', 'qty', 'price'],
        properties: {
          sku: { type: 'string' },
          qty: { type: 'integer', minimum: 1 },
          price: { type: 'number', minimum: 0 },
          discountCode: { type: 'string' },
          discount: { type: 'number' },
        },
        additionalProperties: false,
        dependentSchemas: {
          discountCode: { required: ['discount'], properties: { discount: { maximum: 100 } } },
        },
      },
    },
  };
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken', 'Dennis', 'Frances'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Hamilton',
  'Thompson',
  'Ritchie',
];
const CITIES = [
  ['Berlin', 'DE'],
  ['Lyon', 'FR'],
  ['Leeds', 'GB'],
  ['Austin', 'US'],
  ['Oslo', 'NO'],
];
const TAGS = ['new', 'vip', 'beta', 'imported', 'archived', 'priority', 'trial'];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

function hex8(random) {
  return Math.floor(random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
}

function timestamp(random) {
  const ms = Date.UTC(2025, 0, 1) + Math.floor(random() * 365 * 86400) * 1000;
  return new Date(ms).toISOString();
}

function makeRecord(random, index) {
  const kind = pick(random, ['user', 'order', 'device']);
  const base = {
    id: `${kind.slice(0, 3)}_${hex8(random)}`,
    kind,
    createdAt: timestamp(random),
    tags: [pick(random, TAGS), pick(random, TAGS)],
    meta: { source: 'import', batch: `b${index % 97}` },
  };
  if (kind === 'user') {
    const name = `${pick(random, FIRST)} ${pick(random, LAST)}`;
    const [city, country] = pick(random, CITIES);
    return {
      ...base,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      age: 18 + Math.floor(random() * 60),
      phone: `+49${Math.floor(random() * 1e9)}`,
      phoneVerified: random() < 0.5,
      address: { street: `${1 + Math.floor(random() * 200)} Main Street`, city, zip: '12345', country },
    };
  }
  if (kind === 'order') {
    const lines = [];
    const count = 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const line = { sku: `SKU-${hex8(random)}`, qty: 1 + Math.floor(random() * 5), price: 9.99 };
      if (random() < 0.3) Object.assign(line, { discountCode: 'SPRING', discount: 10 });
      lines.push(line);
    }
    const shipped = random() < 0.5;
    return {
      ...base,
      customerId: `usr_${hex8(random)}`,
      total: Math.round(random() * 100000) / 100,
      currency: pick(random, ['EUR', 'USD', 'GBP']),
      status: shipped ? 'shipped' : 'open',
      ...(shipped ? { shippedAt: timestamp(random) } : {}),
      lines,
      'x-origin': 'web',
    };
  }
  return {
    ...base,
    serial: `SN-${String(Math.floor(random() * 1e6)).padStart(6, '0')}`,
    firmware: `${1 + Math.floor(random() * 4)}.${Math.floor(random() * 10)}.0`,
    location: { lat: Math.round(random() * 1800 - 900) / 10, lon: Math.round(random() * 3600 - 1800) / 10 },
    settings: { 'display.brightness': 70, 'power.mode': 'eco', telemetry: true },
  };
}

/** Ways to break a record; each violates a different object keyword and stays invalid everywhere. */
const BREAKERS = [
  (r) => delete r.createdAt, // required
  (r) => (r.meta['Bad-Key'] = 'x'), // propertyNames
  (r) => (r['x-extra'] = { nested: true }), // patternProperties
  (r) => (r.tpyo = 1), // unevaluatedProperties
  (r) => {
    if (r.kind === 'user')
      r.age = String(r.age); // type
    else if (r.kind === 'order')
      delete r.lines; // required in then
    else r.location.alt = 100; // additionalProperties
  },
  (r) => {
    if (r.kind === 'user')
      delete r.phoneVerified; // dependentRequired
    else if (r.kind === 'order') {
      r.status = 'shipped'; // if/then: shipped needs shippedAt
      delete r.shippedAt;
    } else {
      for (let i = 0; i < 11; i++) r.settings[`extra.k${String.fromCharCode(97 + i)}`] = i; // maxProperties
    }
  },
  (r) => {
    if (r.kind === 'order')
      r.lines[0] = { ...r.lines[0], discountCode: 'X', discount: undefined }; // dependentSchemas
    else if (r.kind === 'user')
      r.address.planet = 'Earth'; // additionalProperties
    else r.serial = 'sn-1'; // pattern
  },
];

/** Indents a pretty-printed record so that the whole array reads like a real export. */
function render(record) {
  return '  ' + JSON.stringify(record, null, 2).replace(/\n/g, '\n  ');
}

/**
 * A pretty-printed JSON array of records of about `bytes` characters. Returns the text, the
 * indices of the broken records, and each record's start offset (to map ranges back to records).
 */
export function makeDocument(bytes, seed, badRate = 0.01) {
  const random = createRandom(seed);
  const parts = [];
  const offsets = [];
  const bad = [];
  let length = 2;
  for (let index = 0; length < bytes; index++) {
    const record = makeRecord(random, index);
    if (random() < badRate) {
      pick(random, BREAKERS)(record);
      bad.push(index);
    }
    const text = render(record);
    offsets.push(length);
    parts.push(text);
    length += text.length + 2;
  }
  return { text: '[\n' + parts.join(',\n') + '\n]', bad, offsets };
}
