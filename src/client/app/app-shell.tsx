/**
 * What antd's <App> is to the app, without loading message, notification and modal with the login page: the same
 * themed wrapper (class and style), App.useApp() answering with feedback.ts, and the feedback host (antd's
 * instances) loaded when the first toast or dialog is wanted.
 */
import { Component, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { feedback, feedbackWanted, onFeedbackWanted } from './feedback';
import { withTimeout } from '../router/lazy-page';

const FeedbackHost = lazy(withTimeout(() => import('./feedback-host')));

/** Without the host (its chunk did not arrive) the page still works; only its toasts are not shown. */
class HostBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function useFeedbackWanted(): boolean {
  const [wanted, setWanted] = useState(feedbackWanted);
  useEffect(() => (feedbackWanted() ? setWanted(true) : onFeedbackWanted(() => setWanted(true))), []);
  return wanted;
}

export function AppShell({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const wanted = useFeedbackWanted();
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' ? `${prefixCls}-rtl` : ''].filter(Boolean).join(' ');
  return wrapCSSVar(
    <AppContext.Provider value={feedback}>
      <div className={className}>
        {wanted && (
          <HostBoundary>
            <Suspense fallback={null}>
              <FeedbackHost />
            </Suspense>
          </HostBoundary>
        )}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
