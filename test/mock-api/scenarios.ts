/**
 * The mock API's outcomes on demand. Each scenario has a two-digit id; special identifiers ending in
 * that id trigger it (see README.md), and POST /__scenario queues it for the next calls whatever
 * the identifier. Identifiers are shaped like real ones so they pass the extension's own detection.
 */

export const SCENARIOS = [
  {
    id: '00',
    name: 'success',
    description: 'Success with the sandbox record (any other identifier: demo data)',
  },
  { id: '01', name: 'not_found', description: 'HTTP 200, response_code 01' },
  {
    id: '02',
    name: 'retry_later_once',
    description: 'HTTP 200, response_code 02 on the first call, then success',
  },
  { id: '03', name: 'insufficient_funds', description: 'HTTP 200, response_code 03' },
  { id: '04', name: 'retry_later', description: 'HTTP 200, response_code 02 every time' },
  { id: '05', name: 'http_400', description: 'HTTP 400 bad request' },
  { id: '06', name: 'http_401', description: 'HTTP 401 "Invalid API key or inactive organisation"' },
  { id: '07', name: 'http_402', description: 'HTTP 402 fund your wallet' },
  { id: '08', name: 'http_403', description: 'HTTP 403 forbidden (Django-style detail)' },
  { id: '09', name: 'rate_limited_retry_after', description: 'HTTP 429 with Retry-After: 1, every time' },
  { id: '10', name: 'rate_limited', description: 'HTTP 429 without Retry-After, every time' },
  {
    id: '11',
    name: 'rate_limited_once',
    description: 'HTTP 429 with Retry-After: 1 on the first call, then success',
  },
  { id: '12', name: 'http_500', description: 'HTTP 500, every time' },
  { id: '13', name: 'http_503', description: 'HTTP 503, every time' },
  { id: '14', name: 'http_503_once', description: 'HTTP 503 on the first call, then success' },
  { id: '15', name: 'slow', description: 'Success after a delay (default 2000 ms; delayMs sets it)' },
  { id: '16', name: 'html_502', description: 'HTTP 502 with an nginx-style HTML page (a failing proxy)' },
  { id: '17', name: 'html_200', description: 'HTTP 200 text/html (a captive portal login page)' },
  { id: '18', name: 'malformed_json', description: 'HTTP 200 application/json that is not JSON' },
  { id: '19', name: 'truncated_json', description: 'HTTP 200, a success body cut in half' },
  {
    id: '20',
    name: 'wrong_types',
    description: 'Success with numbers, nulls and strings where other types belong (still showable)',
  },
  { id: '21', name: 'phone_as_number', description: 'Success with phone_number as a JSON number (0 lost)' },
  { id: '22', name: 'status_true_01', description: 'HTTP 200, status true with response_code 01' },
  { id: '23', name: 'status_false_00', description: 'HTTP 200, status false with response_code 00 and data' },
  { id: '24', name: 'huge', description: 'HTTP 200, a 10 MB JSON body, streamed' },
  { id: '25', name: 'reset', description: 'The connection is destroyed before any answer, every time' },
  { id: '26', name: 'reset_once', description: 'Connection destroyed on the first call, then success' },
  {
    id: '27',
    name: 'slow_drip',
    description: 'HTTP 200 at once, then the body 64 bytes at a time (delayMs apart, default 200)',
  },
  { id: '28', name: 'no_data', description: 'HTTP 200, status true, response_code 00, no data' },
  {
    id: '29',
    name: 'nothing_to_show',
    description: 'Success whose data has nothing to show (no name, no spec, no TIN)',
  },
  { id: '30', name: 'unknown_code', description: 'HTTP 200, response_code 99' },
  {
    id: '31',
    name: 'quirks',
    description:
      'Success with every documented quirk: detail vs message, "", null, padding, extra fields, billing',
  },
  { id: '32', name: 'redirect', description: 'HTTP 307 to another host (a misconfigured gateway)' },
  {
    id: '33',
    name: 'custom',
    description: 'The status, headers and JSON body queued with it (by identifier: the success record)',
  },
  // The current generation (issue 13): billing info, verification status, the newer envelope.
  { id: '34', name: 'charged', description: 'Success with billing_info: charged NGN 100.00, VERIFIED' },
  {
    id: '35',
    name: 'pending',
    description:
      'HTTP 200, verification PENDING with a reference (charged); GET status/{reference}/ finishes it',
  },
  {
    id: '36',
    name: 'not_verified',
    description: 'HTTP 200, response_code 00 with data, verification NOT-VERIFIED',
  },
  {
    id: '37',
    name: 'new_envelope',
    description: 'Success in the newer envelope {data, status, message, errors, meta: {request_id}}, charged',
  },
  {
    id: '38',
    name: 'new_envelope_errors',
    description: 'HTTP 400 in the newer envelope with field errors and billing_info was_charged false',
  },
  {
    id: '39',
    name: 'http_402_text',
    description: 'HTTP 402 with a plain-text body (any body means fund the wallet)',
  },
  // Issue 38: calls in flight at once against a spend limit.
  {
    id: '40',
    name: 'charged_slow',
    description: 'As charged (NGN 100.00), answered after a delay (default 2000 ms; delayMs sets it)',
  },
] as const;

export type ScenarioName = (typeof SCENARIOS)[number]['name'];
export const SCENARIO_NAMES: readonly ScenarioName[] = SCENARIOS.map((scenario) => scenario.name);

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/** Scenarios that fail on the first call for an identifier (or queue entry) and succeed afterwards. */
export const ONCE_SCENARIOS: Partial<Record<ScenarioName, ScenarioName>> = {
  retry_later_once: 'retry_later',
  rate_limited_once: 'rate_limited_retry_after',
  http_503_once: 'http_503',
  reset_once: 'reset',
};

// --- identifiers -----------------------------------------------------------------------------------

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5,
  P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** ISO 3779 check digit, so scenario VINs are detected with high confidence. */
function withCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const char = vin.charAt(i);
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return `${vin.slice(0, 8)}${remainder === 10 ? 'X' : String(remainder)}${vin.slice(9)}`;
}

const idOf = (name: ScenarioName): string => SCENARIOS.find((scenario) => scenario.name === name)?.id ?? '00';

/** `XTEST000?A00000NN`: 17 valid VIN characters, model-year code A, correct check digit, scenario NN. */
export const scenarioVin = (name: ScenarioName): string => withCheckDigit(`XTEST0000A00000${idOf(name)}`);
/** FIRS shape `99999999-00NN`. */
export const scenarioTin = (name: ScenarioName): string => `99999999-00${idOf(name)}`;
/** `RC99999NN`. */
export const scenarioCac = (name: ScenarioName): string => `RC99999${idOf(name)}`;
/** A Nigerian mobile number `090999999NN` (local 11-digit form). */
export const scenarioPhone = (name: ScenarioName): string => `090999999${idOf(name)}`;

function table(make: (name: ScenarioName) => string): Readonly<Record<ScenarioName, string>> {
  return Object.freeze(Object.fromEntries(SCENARIO_NAMES.map((name) => [name, make(name)]))) as Record<
    ScenarioName,
    string
  >;
}

export const SCENARIO_VINS = table(scenarioVin);
export const SCENARIO_TINS = table(scenarioTin);
export const SCENARIO_CACS = table(scenarioCac);
export const SCENARIO_PHONES = table(scenarioPhone);

const PATTERNS: Record<'vin' | 'TIN' | 'CAC' | 'Phone', RegExp> = {
  vin: /^XTEST000[0-9X]A00000(\d{2})$/,
  TIN: /^99999999-00(\d{2})$/,
  CAC: /^RC99999(\d{2})$/,
  Phone: /^(?:\+?234|0)?90999999(\d{2})$/,
};

/** The scenario a special identifier asks for, or undefined for an ordinary identifier. */
export function scenarioForIdentifier(
  kind: 'vin' | 'TIN' | 'CAC' | 'Phone',
  value: string,
): ScenarioName | undefined {
  const normalised = kind === 'vin' ? value.replace(/[\s-]+/g, '').toUpperCase() : value.replace(/\s+/g, '');
  const id = PATTERNS[kind].exec(kind === 'CAC' ? normalised.toUpperCase() : normalised)?.[1];
  return SCENARIOS.find((scenario) => scenario.id === id)?.name;
}
