/**
 * The page UI: the button, the answer card and the keyboard (utils/page-ui/). Never registered: the
 * background injects it into a frame whose first scan found marks, once the frame is on screen (or at the
 * user's first need, if sooner), where it joins that frame's scanner.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPageUi } from '@/utils/content-script/page-ui/page-ui-main';

export default defineUnlistedScript({
  // No IIFE global: nothing in the isolated world but the scanner's own host.
  globalName: false,
  main: () => void startPageUi(),
});
