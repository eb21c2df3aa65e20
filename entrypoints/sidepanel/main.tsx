import { render } from 'preact';
import { z } from 'zod';
import { SidePanelApp } from '../../components/sidepanel/SidePanelApp';
import '../../components/theme.css';

z.config({ jitless: true });
render(<SidePanelApp />, document.getElementById('app')!);
