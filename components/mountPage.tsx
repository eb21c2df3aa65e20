/** Starts a page: zod without eval (CSP forbids it), title, language and direction, then the Preact app. */
import { i18n } from '#i18n';
import { render, type VNode } from 'preact';
import { z } from 'zod';
import { browser } from 'wxt/browser';
import type { MessageKey } from '@/utils/i18n/translate';
import { translate } from '@/utils/i18n/extension-translate';
import './theme.css';

export function mountPage(app: VNode, titleKey: MessageKey): void {
  z.config({ jitless: true });
  document.title = translate(titleKey);
  document.documentElement.lang = browser.i18n.getUILanguage();
  document.documentElement.dir = i18n.t('@@bidi_dir') === 'rtl' ? 'rtl' : 'ltr';
  render(app, document.getElementById('app')!);
}
