import { createRoot } from 'react-dom/client';
import { startShell } from './app/start.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void startShell().then((app) => createRoot(container).render(app));
