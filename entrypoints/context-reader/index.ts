/**
 * The context reader (utils/content-script/context-reader/): the text beside an identifier, read in its own
 * frame for a lookup started outside the page. Never registered: the background injects it into a scanned
 * frame when such a lookup needs it, where it joins that frame's scanner.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startContextReader } from '@/utils/content-script/context-reader/reader-main';

export default defineUnlistedScript({
  // No IIFE global: nothing in the isolated world but the scanner's own host.
  globalName: false,
  main: () => void startContextReader(),
});
