/** The real browser calls behind registration.ts, for the background. */
import { browser } from 'wxt/browser';
import type { RegistrationApi } from './registration';

export const browserRegistrationApi: RegistrationApi = {
  grantedOrigins: async () => (await browser.permissions.getAll()).origins ?? [],
  getRegistered: (ids) => browser.scripting.getRegisteredContentScripts({ ids }),
  register: (scripts) => browser.scripting.registerContentScripts(scripts),
  update: (scripts) => browser.scripting.updateContentScripts(scripts),
  unregister: (ids) => browser.scripting.unregisterContentScripts({ ids }),
};
