import { browser } from 'wxt/browser';
import { mountPage } from '@/components/mountPage';
import { ViewerApp } from '@/components/viewer/ViewerApp';
import { startViewerScanner } from '@/utils/viewer/viewer-scanner';
import { markViewerOwn, setViewerLanguage } from '@/utils/viewer/viewer-own';

// The web page's own scanner, marks, button and answer card, on the text layer the session draws.
startViewerScanner();

setViewerLanguage(browser.i18n.getUILanguage());
mountPage(<ViewerApp />, 'viewer.title');
// The document shown is the PDF, not our interface: the browser's language says nothing of the PDF's
// country, which the scanner reads from this attribute (a region such as en-US would make every
// Nigerian Tax ID in the PDF a foreign number). The viewer's own words keep the interface's language.
document.documentElement.lang = '';
for (const own of document.querySelectorAll('[data-vin-tin-ignore]')) markViewerOwn(own);
