import { render } from 'preact';
import { z } from 'zod';
import { ReportPage } from '../../components/report/ReportPage';
import '../../components/theme.css';

z.config({ jitless: true });
render(<ReportPage />, document.getElementById('app')!);
