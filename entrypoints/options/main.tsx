import { mountPage } from '@/components/mountPage';
import { OptionsApp } from '@/components/options/OptionsApp';

mountPage(<OptionsApp />, 'options.title');
