import { createRoot } from 'react-dom/client';
import { AdminRoot } from './app/AdminRoot';

const container = document.getElementById('root');
if (!container) throw new Error('The admin page has no #root element');
createRoot(container).render(<AdminRoot />);
