/**
 * The login page's tabs (账号密码登录, 手机号登录): antd's Tabs markup with antd's Tabs styles, without rc-tabs, whose
 * overflow menu (rc-menu, rc-dropdown) was the largest part of the login page's download; two tabs never overflow.
 * As in antd: the arrow keys, Home and End move the focus between tabs, Enter or Space opens the focused one; a pane
 * mounts when first opened and stays mounted, hidden, when another is opened.
 */
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTabsStyle from 'antd/es/tabs/style';

export interface LoginTab {
  key: string;
  label: string;
  children: ReactNode;
}

/** The ink bar under the active tab, centred on it as antd draws it; follows the tabs' sizes (fonts arriving late). */
function useInkBar(tabs: Map<string, HTMLElement>, active: string): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  useLayoutEffect(() => {
    const tab = tabs.get(active);
    if (!tab) return;
    const measure = () => setStyle({ width: tab.offsetWidth, left: tab.offsetLeft + tab.offsetWidth / 2, transform: 'translateX(-50%)' });
    measure();
    const observer = new ResizeObserver(measure);
    for (const each of tabs.values()) observer.observe(each);
    return () => observer.disconnect();
  }, [tabs, active]);
  return style;
}

export function LoginTabs({ items }: { items: LoginTab[] }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useTabsStyle(prefixCls, rootCls);
  const id = useId();
  const [active, setActive] = useState(items[0].key);
  const [opened, setOpened] = useState<string[]>([items[0].key]);
  const [focusKey, setFocusKey] = useState<string>();
  const byMouse = useRef(false);
  const tabs = useRef(new Map<string, HTMLElement>()).current;
  const buttons = useRef(new Map<string, HTMLElement>()).current;
  const inkStyle = useInkBar(tabs, active);
  const keys = items.map((item) => item.key);

  useEffect(() => {
    if (focusKey) buttons.get(focusKey)?.focus();
  }, [buttons, focusKey]);

  const open = (key: string) => {
    setActive(key);
    setOpened((list) => (list.includes(key) ? list : [...list, key]));
  };
  const moveFocus = (by: number) => setFocusKey(keys[(keys.indexOf(focusKey ?? active) + by + keys.length) % keys.length]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.code === 'ArrowLeft') moveFocus(-1);
    else if (e.code === 'ArrowRight') moveFocus(1);
    else if (e.code === 'ArrowUp' || e.code === 'ArrowDown') e.preventDefault();
    else if (e.code === 'Home' || e.code === 'End') {
      e.preventDefault();
      setFocusKey(e.code === 'Home' ? keys[0] : keys[keys.length - 1]);
    } else if (e.code === 'Enter' || e.code === 'Space') {
      e.preventDefault();
      open(focusKey ?? active);
    }
  };
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  const cls = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

  return wrapCSSVar(
    <div className={cls(prefixCls, `${prefixCls}-top`, `${prefixCls}-centered`, hashId, cssVarCls, rootCls)}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div className={`${prefixCls}-nav-list`} style={{ transform: 'translate(0px, 0px)' }}>
            {items.map((item, i) => (
              <div
                key={item.key}
                ref={(node) => void (node ? tabs.set(item.key, node) : tabs.delete(item.key))}
                data-node-key={item.key}
                className={cls(`${prefixCls}-tab`, item.key === active && `${prefixCls}-tab-active`, item.key === focusKey && `${prefixCls}-tab-focus`)}
                onClick={() => open(item.key)}
              >
                <div
                  ref={(node) => void (node ? buttons.set(item.key, node) : buttons.delete(item.key))}
                  role="tab"
                  aria-selected={item.key === active}
                  id={tabId(item.key)}
                  className={`${prefixCls}-tab-btn`}
                  aria-controls={panelId(item.key)}
                  tabIndex={item.key === active ? 0 : -1}
                  onKeyDown={onKeyDown}
                  onMouseDown={() => (byMouse.current = true)}
                  onMouseUp={() => (byMouse.current = false)}
                  onFocus={() => !byMouse.current && setFocusKey(item.key)}
                  onBlur={() => setFocusKey(undefined)}
                >
                  {item.key === focusKey && (
                    <div aria-live="polite" style={{ width: 0, height: 0, position: 'absolute', overflow: 'hidden', opacity: 0 }}>
                      {`Tab ${i + 1} of ${items.length}`}
                    </div>
                  )}
                  {item.label}
                </div>
              </div>
            ))}
            <div className={`${prefixCls}-ink-bar ${prefixCls}-ink-bar-animated`} style={inkStyle} />
          </div>
        </div>
      </div>
      <div className={`${prefixCls}-content-holder`}>
        <div className={`${prefixCls}-content ${prefixCls}-content-top`}>
          {items
            .filter((item) => opened.includes(item.key))
            .map((item) => (
              <div
                key={item.key}
                role="tabpanel"
                tabIndex={item.key === active ? 0 : -1}
                aria-hidden={item.key !== active}
                id={panelId(item.key)}
                aria-labelledby={tabId(item.key)}
                className={cls(`${prefixCls}-tabpane`, item.key === active ? `${prefixCls}-tabpane-active` : `${prefixCls}-tabpane-hidden`)}
              >
                {item.children}
              </div>
            ))}
        </div>
      </div>
    </div>,
  );
}
