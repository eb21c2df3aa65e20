import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from './start';

export default defineBackground({
  type: 'module',
  main: startBackground,
});
