/**
 * The extension's build config, unminified into .output/bench-profile/, for `npm run bench:profile`, so
 * the profile names our functions.
 */
import { defineConfig } from 'wxt';
import base from '../../wxt.config';

export default defineConfig({
  ...base,
  outDir: '.output/bench-profile',
  vite: (env) => {
    const config = typeof base.vite === 'function' ? base.vite(env) : {};
    return { ...config, build: { minify: false } };
  },
});
