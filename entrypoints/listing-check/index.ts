/**
 * The listing check: reads each VIN's own row or card for the free decode to compare
 * (utils/content-script/listing-check/). Never registered: the background injects it into a scanned frame
 * once that frame has a VIN, where it joins that frame's scanner.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startListingCheck } from '@/utils/content-script/listing-check/listing-main';

export default defineUnlistedScript({
  // No IIFE global: nothing in the isolated world but the scanner's own host.
  globalName: false,
  main: () => void startListingCheck(),
});
