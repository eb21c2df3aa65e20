/**
 * The extension's own build config, writing to .output/bench/ instead of .output/: the benchmark builds
 * and measures its own copy, so a build or an e2e run in the same checkout neither breaks nor changes it.
 */
import { defineConfig } from 'wxt';
import base from '../../wxt.config';

export default defineConfig({ ...base, outDir: '.output/bench' });
