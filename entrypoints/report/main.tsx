import { mountPage } from '@/components/mountPage';
import { ReportPage } from '@/components/report/ReportPage';

mountPage(<ReportPage />, 'report.title');
