import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// Hosts of the preset APIs: the only host permissions the extension asks for at install time.
// Everything else (sites to scan, a custom API gateway) is an optional permission requested at run time.
export const PRESET_API_HOST_PERMISSIONS = [
  'https://api.myidentitypass.com/*',
  'https://sandbox.myidentitypass.com/*',
  'https://api.prembly.com/*',
];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // Explicit imports everywhere: a newcomer can follow every name, and utils/ runs in plain Node.
  imports: false,
  vite: () => ({ plugins: [preact()] }),
  webExt: { disabled: true },
  manifest: ({ browser }) => ({
    name: 'VIN & TIN Lookup',
    description:
      'Spot VINs and Nigerian tax identifiers on any page and verify them with one click through your own verification API.',
    permissions: [
      'storage',
      'contextMenus',
      'activeTab',
      'scripting',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    host_permissions: PRESET_API_HOST_PERMISSIONS,
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+V' },
        description: 'Open the VIN & TIN Lookup side panel',
      },
      'lookup-selection': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: 'Look up the selected text',
      },
      'scan-page': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: 'Scan this page for VINs and tax identifiers',
      },
    },
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'vin-tin-lookup@vin-tin-lookup.dev',
              strict_min_version: '128.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
