/** Demo answers go through the API's own interpreter, so demo mode shows what the provider would. */
import {
  checkVerificationStatus,
  checkWallet,
  interpretBusinessTaxResponse,
  interpretTaxResponse,
  interpretVinResponse,
  verifyBusinessTax,
  verifyTaxpayer,
  verifyVin,
  type ApiConfig,
  type CallOptions,
} from '@/utils/api/client';
import type { WalletOutcome } from '@/utils/api/wallet';
import { CHANNEL_BY_KIND, type ApiOutcome, type Failure } from '@/utils/api/model';
import { API_PRESETS, validateBaseUrl } from '@/utils/api/presets';
import { demoBusinessTaxAnswer, demoTaxAnswer, demoVinAnswer } from '@/utils/demo';
import { isTaxId } from '@/utils/detect/tin';
import type { Translate } from '@/utils/i18n/translate';
import type { Settings } from '@/utils/settings/schema';
import { customPaths, effectiveBaseUrl } from './data-source';
import type { SourceCaller } from './lookup-deps';

export function createSourceCaller(
  readApiKey: () => Promise<string | undefined>,
  options: CallOptions,
): SourceCaller {
  const interpretOptions = { t: options.t };
  async function apiConfig(settings: Settings): Promise<ApiConfig> {
    return apiConfigFor(settings, (await readApiKey()) ?? '');
  }
  return {
    async status(settings, kind, reference) {
      // Demo data never answers PENDING, so there is nothing to check there.
      const subject = kind === 'vin' ? 'vin' : 'tax';
      return checkVerificationStatus(await apiConfig(settings), subject, reference, options);
    },
    async vehicle(settings, vin) {
      if (settings.dataSource === 'demo') {
        const answer = demoVinAnswer(vin);
        return inDemoWords(
          interpretVinResponse(answer.httpStatus, JSON.stringify(answer.body), undefined, interpretOptions),
          options.t,
        );
      }
      return verifyVin(await apiConfig(settings), vin, options);
    },
    async taxpayer(settings, kind, number) {
      // The 13-digit Tax ID goes to Business Tax; legacy TINs, CAC numbers and phones stay on the TIN check.
      if (kind === 'tin' && isTaxId(number)) {
        if (settings.dataSource === 'demo') {
          const answer = demoBusinessTaxAnswer(number);
          return inDemoWords(
            interpretBusinessTaxResponse(
              answer.httpStatus,
              JSON.stringify(answer.body),
              undefined,
              interpretOptions,
            ),
            options.t,
          );
        }
        return verifyBusinessTax(await apiConfig(settings), number, options);
      }
      const channel = CHANNEL_BY_KIND[kind];
      if (settings.dataSource === 'demo') {
        const answer = demoTaxAnswer(channel, number);
        return inDemoWords(
          interpretTaxResponse(answer.httpStatus, JSON.stringify(answer.body), undefined, interpretOptions),
          options.t,
        );
      }
      return verifyTaxpayer(await apiConfig(settings), channel, number, options);
    },
  };
}

/** The demo knows only its samples: its "not found" says so, never "check for typos". */
function inDemoWords<T>(outcome: ApiOutcome<T>, t: Translate): ApiOutcome<T> {
  if (outcome.ok || outcome.failure.code !== 'not_found') return outcome;
  return {
    ...outcome,
    failure: {
      ...outcome.failure,
      title: t('failure.notInDemoTitle'),
      message: t('failure.notInDemoMessage'),
      action: t('failure.notInDemoAction'),
    },
  };
}

/** Why a lookup cannot be sent with these settings, before anything leaves the browser. */
export async function checkSourceReady(
  settings: Settings,
  readApiKey: () => Promise<string | undefined>,
  t: Translate,
): Promise<Failure | undefined> {
  if (settings.dataSource === 'demo') return undefined;
  if (!(await readApiKey())) {
    return {
      code: 'bad_key',
      title: t('failure.noKeySavedTitle'),
      message: t('failure.noKeySavedMessage', [API_PRESETS[settings.presetId].label]),
      action: t('failure.noKeySavedAction'),
      retryable: false,
    };
  }
  const urlProblem = validateBaseUrl(effectiveBaseUrl(settings));
  if (urlProblem) {
    return {
      code: 'bad_request',
      title: t('failure.addressTitle'),
      message: t(urlProblem),
      action: t('failure.addressAction'),
      retryable: false,
    };
  }
  return undefined;
}

export function apiConfigFor(settings: Settings, apiKey: string): ApiConfig {
  return {
    presetId: settings.presetId,
    baseUrl: effectiveBaseUrl(settings),
    apiKey,
    ...(settings.appId.trim() ? { appId: settings.appId.trim() } : {}),
    ...(settings.presetId === 'custom' ? customPaths(settings) : {}),
  };
}

/** The wallet check with these settings and key (free; nothing but the key and App ID is sent). */
export function walletFor(settings: Settings, apiKey: string, options: CallOptions): Promise<WalletOutcome> {
  return checkWallet(apiConfigFor(settings, apiKey), options);
}
