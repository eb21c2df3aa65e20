/**
 * The extension's build config, unminified into .output/bench-profile/, for `npm run bench:profile`: the
 * content script also skips its terser pass, so the profile names our functions.
 */
import { defineConfig, type WxtHooks } from 'wxt';
import base from '../../wxt.config';

const extendConfig = (base.hooks as Partial<WxtHooks> | undefined)?.['vite:build:extendConfig'];

export default defineConfig({
  ...base,
  outDir: '.output/bench-profile',
  vite: (env) => {
    const config = typeof base.vite === 'function' ? base.vite(env) : {};
    return { ...config, build: { minify: false } };
  },
  hooks: {
    ...base.hooks,
    'vite:build:extendConfig': async (entrypoints, config) => {
      await extendConfig?.(entrypoints, config);
      config.plugins = config.plugins?.filter(
        (plugin) => !(plugin && 'name' in plugin && plugin.name === 'content-script-terser'),
      );
    },
  },
});
