import { render } from 'preact';
import { z } from 'zod';
import { PopupApp } from '../../components/popup/PopupApp';
import '../../components/theme.css';

z.config({ jitless: true });
render(<PopupApp />, document.getElementById('app')!);
