/** The provider's reference of an answer, checked before it goes into the status check's path. Pure. */

/**
 * The shapes the provider uses: a UUID (`9f5521e5-5230-469c-b0f0-6c5e6266071d`) and `VER-BUSINESS_TAX_NG-2XDO45UWN2`
 * (docs/provider-api.md): letters, digits, hyphens and underscores. Nothing else may reach a URL path:
 * `..` would climb out of `/status/` and send the key to another endpoint.
 */
const PROVIDER_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function isProviderReference(reference: string): boolean {
  return PROVIDER_REFERENCE.test(reference);
}
