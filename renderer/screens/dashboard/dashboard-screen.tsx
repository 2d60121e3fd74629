import { useEffect, useRef, useState } from 'react';
import { Button, Col, ConfigProvider, Row, theme } from 'antd';
import { FullscreenOutlined } from '@ant-design/icons';
import type { DashboardScreenSchema } from './dashboard-schema';
import { WidgetView } from './widget-view';
import { texts } from '../../texts';
import './dashboard.css';

/**
 * A counter that rises every `seconds` (the figures' polling); 0 forever without an interval. A dashboard in a
 * hidden tab (display: none) or a hidden window does not poll.
 */
function useTick(seconds: number | undefined, root: React.RefObject<HTMLElement>): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!seconds) return;
    const timer = setInterval(() => {
      if (!document.hidden && root.current?.getClientRects().length) setTick((t) => t + 1);
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, root]);
  return tick;
}

/** The scale that fits a canvas into its box's width and height. */
function useFitScale(canvas: { width: number; height: number } | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el || !canvas) return;
    const fit = () => setScale(Math.min(el.clientWidth / canvas.width, el.clientHeight / canvas.height) || 1);
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [canvas]);
  return { ref, scale };
}

/** A big screen: the widgets at their boxes on a fixed canvas, scaled to the window, dark. */
function CanvasDashboard({ screen }: { screen: DashboardScreenSchema & { canvas: { width: number; height: number } } }) {
  const { ref, scale } = useFitScale(screen.canvas);
  const tick = useTick(screen.refresh, ref);
  const { width, height } = screen.canvas;
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div ref={ref} className="zhdj-dashboard zhdj-dashboard-stage" data-screen={screen.id}>
        {document.fullscreenEnabled && (
          <Button
            className="zhdj-dashboard-fullscreen"
            type="text"
            icon={<FullscreenOutlined />}
            aria-label={texts.fullscreen}
            title={texts.fullscreen}
            onClick={() => void ref.current?.requestFullscreen().catch(() => undefined)}
          />
        )}
        <div className="zhdj-dashboard-canvas" style={{ width, height, transform: `scale(${scale})` }} data-scale={scale}>
          <h1 className="zhdj-dashboard-canvas-title">{screen.title}</h1>
          {screen.widgets.map((w, i) => (
            <div key={i} className="zhdj-dashboard-box" style={w.box ? { left: w.box.x, top: w.box.y, width: w.box.w, height: w.box.h } : undefined}>
              <WidgetView widget={w} tick={tick} dark />
            </div>
          ))}
        </div>
      </div>
    </ConfigProvider>
  );
}

/** A grid of widgets (24 columns, stacked on narrow windows), or a scaled big-screen canvas. */
export function DashboardScreen({ screen }: { screen: DashboardScreenSchema }) {
  const { canvas } = screen;
  return canvas ? <CanvasDashboard screen={{ ...screen, canvas }} /> : <GridDashboard screen={screen} />;
}

function GridDashboard({ screen }: { screen: DashboardScreenSchema }) {
  const ref = useRef<HTMLDivElement>(null);
  const tick = useTick(screen.refresh, ref);
  return (
    <Row ref={ref} gutter={[16, 16]} className="zhdj-dashboard" data-screen={screen.id}>
      {screen.widgets.map((w, i) => {
        const span = w.span ?? 24;
        return (
          <Col key={i} xs={24} md={span < 12 ? 12 : span} xl={span}>
            <WidgetView widget={w} tick={tick} dark={false} />
          </Col>
        );
      })}
    </Row>
  );
}
