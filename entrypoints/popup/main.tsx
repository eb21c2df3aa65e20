import { mountPage } from '@/components/mountPage';
import { PopupApp } from '@/components/popup/PopupApp';

mountPage(<PopupApp />, 'app.title');
