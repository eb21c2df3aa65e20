/**
 * The printed forms: the detectors for forms few pages print (utils/content-script/printed-forms/). Never
 * registered: the background injects it into a scanned frame once that frame prints such a form, where it
 * joins that frame's scanner.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPrintedForms } from '@/utils/content-script/printed-forms/forms-main';

export default defineUnlistedScript({
  // No IIFE global: nothing in the isolated world but the scanner's own host.
  globalName: false,
  main: () => void startPrintedForms(),
});
