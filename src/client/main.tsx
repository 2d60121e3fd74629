import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<div>省智慧党建社区服务平台</div>);
