/**
 * Every detector (utils/content-script/more-detectors/): CAC numbers, phones, VINs in groups or after a
 * label, and the Nigerian labels a foreign page's numbers need. Never registered: the background injects it
 * into a scanned frame whose text calls for it, where it joins that frame's scanner.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startMoreDetectors } from '@/utils/content-script/more-detectors/detectors-main';

export default defineUnlistedScript({
  // No IIFE global: nothing in the isolated world but the scanner's own host.
  globalName: false,
  main: () => void startMoreDetectors(),
});
