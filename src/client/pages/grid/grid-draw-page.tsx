/**
 * /grid/draw?regionCode=<code>: the drawing screen (MapDrawer) full-page for a region or grid. Opened by the grid
 * list's 绘制 row action (regionCode = the row's gridCode) and by 绘制社区范围 on the grid map (the user's own
 * community). 返回 goes back where the user came from and closes this tab; so does a successful save (001 §4: when
 * the saves are done the drawing emits completion and closes).
 */
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MapDrawer } from '@renderer/fields/map-drawer';
import { closeTabAt } from '../../stores/tabs';
import './grid-pages.css';

export const GRID_MAP_PATH = '/grid/map';

export default function GridDrawPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const code = params.get('regionCode') ?? '';
  const back = () => {
    const fullPath = location.pathname + location.search;
    // React Router numbers its history entries: 0 means this page was opened directly.
    const cameFromApp = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (cameFromApp) navigate(-1);
    else navigate(GRID_MAP_PATH);
    closeTabAt(fullPath);
  };
  return (
    <div className="grid-draw-page">
      <MapDrawer regionCode={code} allowMarks onBack={back} onDone={back} />
    </div>
  );
}
