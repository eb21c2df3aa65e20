import { browser } from 'wxt/browser';
import { mountPage } from '@/components/mountPage';
import { ViewerApp } from '@/components/viewer/ViewerApp';
import { startViewerScanner } from '@/utils/viewer/viewer-scanner';

// The web page's own scanner, marks, button and answer card, on the text layer the session draws.
startViewerScanner();

mountPage(<ViewerApp />, 'viewer.title');
// The document shown is the PDF, not our interface: the browser's language says nothing of the PDF's
// country, which the scanner reads from this attribute (a region such as en-US would make every
// Nigerian Tax ID in the PDF a foreign number). Our own toolbar keeps the interface language.
document.documentElement.lang = '';
for (const own of document.querySelectorAll('[data-vin-tin-ignore]'))
  own.setAttribute('lang', browser.i18n.getUILanguage());
