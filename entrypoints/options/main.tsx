import { render } from 'preact';
import { z } from 'zod';
import { OptionsApp } from '../../components/options/OptionsApp';
import '../../components/theme.css';

z.config({ jitless: true });
render(<OptionsApp />, document.getElementById('app')!);
