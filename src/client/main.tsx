import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AppRoot } from './app/app-root';
import { appConfig } from './config';
import './app/global.css';

dayjs.locale('zh-cn');
document.title = appConfig.title;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot />
  </StrictMode>,
);
