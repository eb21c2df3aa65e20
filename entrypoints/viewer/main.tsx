import { mountPage } from '@/components/mountPage';
import { ViewerApp } from '@/components/viewer/ViewerApp';

mountPage(<ViewerApp />, 'viewer.title');
