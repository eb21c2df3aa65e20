import { mountPage } from '@/components/mountPage';
import { WelcomePage } from '@/components/welcome/WelcomePage';

mountPage(<WelcomePage />, 'welcome.title');
