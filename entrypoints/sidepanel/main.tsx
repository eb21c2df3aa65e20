import { mountPage } from '@/components/mountPage';
import { SidePanelApp } from '@/components/sidepanel/SidePanelApp';

mountPage(<SidePanelApp />, 'app.title');
