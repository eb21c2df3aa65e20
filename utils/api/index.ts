/**
 * The API layer's public surface: the client, the pure interpreters (also used for demo data),
 * presets, failure wording and the raw schemas. Runs in plain Node as well as in the extension.
 */
export * from './model';
export {
  API_DEFAULT_TIMEOUT_MS,
  API_MAX_RETRIES,
  checkVerificationStatus,
  checkWallet,
  interpretTaxResponse,
  interpretVinResponse,
  verifyTaxpayer,
  verifyVin,
  type ApiConfig,
  type CallOptions,
} from './client';
export type { HeadersLike, Interpretation, InterpretOptions } from './interpret';
export {
  API_PRESETS,
  PRESET_IDS,
  buildEndpoint,
  channelForPreset,
  presetIdSchema,
  validateBaseUrl,
  type ApiPreset,
  type EndpointKind,
  type PresetId,
} from './presets';
export * from './failures';
export { labelForKey, deriveLabel } from './labels';
export { isWarrantyExpired, normaliseTaxpayerData, normaliseVehicleData } from './normalise';
export {
  envelopeSchema,
  isSuccessEnvelope,
  taxResponseSchema,
  taxpayerDataSchema,
  vehicleDataSchema,
  vinResponseSchema,
  type ParsedAnswer,
  type ParsedEnvelope,
  type ParsedTaxpayerData,
  type ParsedVehicleData,
} from './schemas';
export { redactSecrets } from './redact';
export {
  interpretWalletResponse,
  type WalletBalance,
  type WalletOutcome,
  type WalletProblem,
} from './wallet';
export { statusBodyAsVerification } from './status-answer';
export { chargeOf } from './interpret';
export { parseRetryAfterMs, backoffDelayMs } from './backoff';
