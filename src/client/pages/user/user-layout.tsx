/** The frame of the /user pages: the platform title above the page. */
import { Outlet } from 'react-router-dom';
import { appConfig } from '../../config';
import './user-layout.css';

export default function UserLayout() {
  return (
    <div className="user-layout">
      <div className="user-layout__box">
        <h1 className="user-layout__title">{appConfig.title}</h1>
        <Outlet />
      </div>
      <footer className="user-layout__footer">
        Copyright © {new Date().getFullYear()} {appConfig.title}
      </footer>
    </div>
  );
}
