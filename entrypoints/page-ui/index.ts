/**
 * The page UI: the button, the answer card and the keyboard (utils/page-ui/). Never registered: the
 * background injects it into a scanned frame on the user's first need, where it joins that frame's scanner.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPageUi } from '@/utils/content-script/page-ui/page-ui-main';

export default defineUnlistedScript({
  // No IIFE global: nothing in the isolated world but the scanner's own link.
  globalName: false,
  main: () => void startPageUi(),
});
