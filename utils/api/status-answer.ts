// The free status check's answer, reshaped as a verification answer so one interpreter words both. A
// gateway that repeats the verification answer itself passes as is.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

const VERDICTS = /^(?:VERIFIED|PENDING|NOT[-_ ]VERIFIED)$/i;

export function statusBodyAsVerification(bodyText: string): string {
  let body: unknown;
  try {
    body = JSON.parse(bodyText) as unknown;
  } catch {
    return bodyText;
  }
  if (!isPlainObject(body) || !isPlainObject(body['data'])) return bodyText;
  const data = body['data'];
  if (!('verification_status' in data) && !('response_data' in data)) {
    // `{data: {status: "VERIFIED", reference, data: {...}}}`: the verification's own status and record.
    const own = typeof data['status'] === 'string' ? data['status'] : '';
    if (!VERDICTS.test(own)) return bodyText;
    return JSON.stringify({
      status: body['status'],
      response_code: data['response_code'] ?? body['response_code'] ?? '00',
      message: body['message'],
      data: data['data'],
      verification: { status: own, reference: data['reference'] },
    });
  }

  const inner = parseMaybeJson(data['response_data']);
  // response_data may hold the whole earlier answer or only its record.
  const earlier = isPlainObject(inner) && 'data' in inner ? inner : { data: inner };
  const verification = isPlainObject(earlier['verification']) ? earlier['verification'] : {};
  return JSON.stringify({
    ...earlier,
    status: earlier['status'] ?? body['status'],
    response_code: earlier['response_code'] ?? data['response_code'],
    message: earlier['message'] ?? body['message'],
    verification: {
      ...verification,
      status: data['verification_status'] ?? verification['status'],
      reference: data['reference'] ?? verification['reference'],
    },
  });
}
