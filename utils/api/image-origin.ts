/** Where a vehicle's picture lives: only the API's own origin may be contacted without a click. Pure. */
import type { ApiOutcome, VehicleReport } from './model';

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `imageUrl` is on the origin of `baseUrl`, the API the user configured (and already talks to). */
export function isOnApiOrigin(imageUrl: string, baseUrl: string): boolean {
  const image = originOf(imageUrl);
  return image !== undefined && image === originOf(baseUrl);
}

/** The report with its image's origin settled: anything else would let the answer's author learn, from a
 * fetched picture, who opened the report and when (a tracking pixel). */
export function withImageOrigin<T>(outcome: ApiOutcome<T>, baseUrl: string): ApiOutcome<T> {
  if (!outcome.ok) return outcome;
  const data = outcome.data as unknown;
  if (typeof data !== 'object' || data === null || !('imageUrl' in data)) return outcome;
  const report = data as VehicleReport;
  return { ...outcome, data: { ...report, imageOnApiOrigin: isOnApiOrigin(report.imageUrl, baseUrl) } as T };
}
