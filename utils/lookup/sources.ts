/**
 * The two places answers come from. Demo answers are raw payloads run through the same interpreter as
 * the API's, so what a user sees in demo mode is exactly what the real provider's answer would show.
 */
import {
  interpretTaxResponse,
  interpretVinResponse,
  verifyTaxpayer,
  verifyVin,
  type CallOptions,
} from '../api/client';
import { CHANNEL_BY_KIND, type Failure } from '../api/model';
import { API_PRESETS, validateBaseUrl } from '../api/presets';
import { demoTaxAnswer, demoVinAnswer } from '../demo/index';
import type { Settings } from '../settings/schema';
import { effectiveBaseUrl } from './data-source';
import type { SourceCaller } from './service';

export function createSourceCaller(
  readApiKey: () => Promise<string | undefined>,
  options: CallOptions = {},
): SourceCaller {
  async function apiConfig(settings: Settings) {
    return {
      presetId: settings.presetId,
      baseUrl: effectiveBaseUrl(settings),
      apiKey: (await readApiKey()) ?? '',
      ...(settings.appId.trim() ? { appId: settings.appId.trim() } : {}),
    };
  }
  return {
    async vehicle(settings, vin) {
      if (settings.dataSource === 'demo') {
        const answer = demoVinAnswer(vin);
        return interpretVinResponse(answer.httpStatus, JSON.stringify(answer.body));
      }
      return verifyVin(await apiConfig(settings), vin, options);
    },
    async taxpayer(settings, kind, number) {
      const channel = CHANNEL_BY_KIND[kind];
      if (settings.dataSource === 'demo') {
        const answer = demoTaxAnswer(channel, number);
        return interpretTaxResponse(answer.httpStatus, JSON.stringify(answer.body));
      }
      return verifyTaxpayer(await apiConfig(settings), channel, number, options);
    },
  };
}

/** Why a lookup cannot be sent with these settings, before anything leaves the browser. */
export async function checkSourceReady(
  settings: Settings,
  readApiKey: () => Promise<string | undefined>,
): Promise<Failure | undefined> {
  if (settings.dataSource === 'demo') return undefined;
  if (!(await readApiKey())) {
    return {
      code: 'bad_key',
      title: 'No API key saved',
      message: `Lookups through ${API_PRESETS[settings.presetId].label} need your API key.`,
      action: 'Open Options and save your API key, or switch the data source to Demo to try the extension.',
      retryable: false,
    };
  }
  const urlProblem = validateBaseUrl(effectiveBaseUrl(settings));
  if (urlProblem) {
    return {
      code: 'bad_request',
      title: 'API address not usable',
      message: urlProblem,
      action: 'Fix the API base URL in Options.',
      retryable: false,
    };
  }
  return undefined;
}
