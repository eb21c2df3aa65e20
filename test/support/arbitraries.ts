/**
 * fast-check generators for provider payloads: shaped like the schemas in utils/api/schemas.ts, with
 * every field free to be missing, null, the wrong type or hostile, plus mutations of the raw text.
 */
import fc from 'fast-check';

/** Strings that are dangerous if anything ever treats them as markup, a URL or a formula. */
export const HOSTILE_STRINGS: readonly string[] = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '=HYPERLINK("https://evil.example","click")',
  '\u202Egnp.exe\u202C',
  '\u200F\u202Bمرحبا\u202C',
  '🚗🔥👨‍👩‍👧‍👦',
  '\u0000\u0007\u001b[31m',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '__proto__',
  'A'.repeat(10_000),
];

export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constantFrom<unknown>('', '   ', 'Expired', 'EXPIRED', '0', '-3', '00', 'true', 'false'),
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
);

/** Anything JSON can carry, kept small. */
const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

export const weird: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: anyJson },
);

/** Usually the expected kind of value, sometimes anything at all; missing when the record leaves it out. */
function usually<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: weird });
}

const text = usually(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_STRINGS)));
const oneKeyObject = fc.dictionary(fc.string({ maxLength: 12 }), scalar, { maxKeys: 3 });

export const vehicleData: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    vehicle_name: text,
    vehicle_age: usually(fc.oneof(fc.string(), fc.integer({ min: -5, max: 80 }))),
    vehicle_made_in: text,
    vehicle_image: usually(
      fc.oneof(
        fc.webUrl(),
        fc.constantFrom('javascript:alert(1)', 'http://evil.example/x.png', 'data:image/png;base64,AAAA'),
      ),
    ),
    market_analysis: usually(fc.record({ time_period: text, certainty: text }, { requiredKeys: [] })),
    vehicle_specification: usually(fc.array(oneKeyObject, { maxLength: 6 })),
    vehicle_equipments: usually(
      fc.array(fc.record({ section: text, details: usually(fc.array(oneKeyObject, { maxLength: 4 })) }), {
        maxLength: 3,
      }),
    ),
    fuel_details: usually(fc.dictionary(fc.string({ maxLength: 16 }), scalar, { maxKeys: 5 })),
    vehicle_warranty: usually(
      fc.array(fc.record({ type: text, warranty: text, estimated_remainings: text }, { requiredKeys: [] }), {
        maxLength: 3,
      }),
    ),
  },
  { requiredKeys: [] },
);

export const taxpayerData: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    taxpayer_name: text,
    cac_reg_number: text,
    firstin: text,
    jittin: usually(fc.oneof(fc.string(), fc.integer())),
    tax_office: text,
    email: usually(fc.oneof(fc.emailAddress(), fc.constantFrom('javascript:alert(1)//@x.y', '<a@b.c>'))),
    phone_number: usually(fc.oneof(fc.string(), fc.integer({ min: 0, max: 99_999_999_999 }))),
  },
  { requiredKeys: [] },
);

export function envelope(data: fc.Arbitrary<unknown>, secret: string): fc.Arbitrary<Record<string, unknown>> {
  const message = usually(fc.oneof(text, fc.constant(`Invalid API key ${secret}`), fc.constant(secret)));
  return fc.record(
    {
      status: usually(fc.constantFrom<unknown>(true, false, 'true', 'false', 1, 0, 'TRUE', ' true ')),
      response_code: usually(fc.constantFrom<unknown>('00', '01', '02', '03', '99', 0, 1, 2, 3, ' 00 ', '')),
      detail: message,
      message,
      data: usually(data),
      verification: usually(fc.record({ status: text, reference: text }, { requiredKeys: [] })),
      billing_info: usually(
        fc.record({ was_charged: weird, amount: weird, currency: text }, { requiredKeys: [] }),
      ),
    },
    { requiredKeys: [] },
  );
}

/** One answer's body text: the JSON of a generated envelope, or a damaged version of it, or noise. */
export function bodyText(payload: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const json = payload.map((value) => JSON.stringify(value) ?? '');
  const mutated = fc
    .tuple(json, fc.nat(), fc.string(), fc.integer({ min: 0, max: 5 }))
    .map(([raw, at, noise, how]) => {
      const cut = raw.length === 0 ? 0 : at % raw.length;
      switch (how) {
        case 0:
          return raw.slice(0, cut); // truncated
        case 1:
          return raw.slice(0, cut) + noise + raw.slice(cut); // garbage inserted
        case 2:
          return `\uFEFF${raw}`; // byte order mark
        case 3:
          return `<!-- proxy -->${raw}`; // markup in front
        case 4:
          return `[${raw}]`; // wrapped in a list
        default:
          return raw + raw; // sent twice
      }
    });
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '[]', '{}', '"00"', '<html></html>', '0') },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? '') },
  );
}

export const httpStatus: fc.Arbitrary<number> = fc.oneof(
  { weight: 5, arbitrary: fc.constant(200) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(0, 201, 204, 301, 307, 400, 401, 402, 403, 404, 405, 422, 429, 500, 502, 503),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 999 }) },
);

export const headers: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/html',
      'text/plain',
      '',
    ),
    'retry-after': fc.oneof(
      fc.string(),
      fc.constantFrom('1', '0', '-1', '1e99', '86400', 'NaN', 'Wed, 21 Oct 2015 07:28:00 GMT'),
    ),
  },
  { requiredKeys: [] },
);
