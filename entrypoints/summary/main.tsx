import { mountPage } from '@/components/mountPage';
import { SummaryPage } from '@/components/summary/SummaryPage';

mountPage(<SummaryPage />, 'summary.title');
